import Foundation

struct Film: Identifiable, Decodable, Hashable {
    let id: Int
    let title: String
    let year: Int
}

extension Film {
    /// The films the app ships with (films.json in its bundle).
    static let samples: [Film] = Bundle.main.decode("films.json")
}

extension Bundle {
    func decode<T: Decodable>(_ file: String) -> T {
        guard let url = url(forResource: file, withExtension: nil) else {
            fatalError("Failed to locate \(file) in bundle.")
        }
        guard let data = try? Data(contentsOf: url) else {
            fatalError("Failed to load \(file) from bundle.")
        }
        guard let loaded = try? JSONDecoder().decode(T.self, from: data) else {
            fatalError("Failed to decode \(file) from bundle.")
        }
        return loaded
    }
}
