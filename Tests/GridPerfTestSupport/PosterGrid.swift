import Foundation

/// The reference texts' poster grid (Examples/scenes/poster-grid.json: a scroll view holding a
/// `LazyVGrid` of six film cards) with `cards` cards, the six films cycled: the scene file's text.
/// What the playground's and the copy's tests lay out at 60 and 10,000 cards.
public enum PosterGrid {
    public static func scene(cards: Int) throws -> String {
        let url = CLI.repositoryRoot.appendingPathComponent("Examples/scenes/poster-grid.json")
        guard var scene = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any],
            var root = (scene["items"] as? [[String: Any]])?.first,
            var scroll = root["scrollView"] as? [String: Any], var grid = scroll["content"] as? [String: Any],
            let films = grid["items"] as? [Any], !films.isEmpty
        else { throw CocoaError(.fileReadCorruptFile) }
        grid["items"] = (0..<cards).map { films[$0 % films.count] }
        scroll["content"] = grid
        root["scrollView"] = scroll
        scene["items"] = [root]
        return String(
            decoding: try JSONSerialization.data(withJSONObject: scene, options: [.sortedKeys]), as: UTF8.self)
    }
}
