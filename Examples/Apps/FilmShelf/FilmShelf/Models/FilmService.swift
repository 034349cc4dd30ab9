import Foundation

/// Where a real build fetches newer films; the previews use the bundled ones.
struct FilmService {
    var session: URLSession = .shared

    func films(from url: URL) async throws -> [Film] {
        let (data, response) = try await session.data(from: url)
        guard (response as? HTTPURLResponse)?.statusCode == 200 else { return [] }
        return try JSONDecoder().decode([Film].self, from: data)
    }
}
