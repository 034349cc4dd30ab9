import Foundation

extension Film {
    static let preview = Film(id: 0, title: "Preview", year: 2026)
}
