// What the reference text's views (PixarViews.swift) use and the text leaves out: the data types,
// sample data (real Pixar films, cycled: `.samples(count: 100_000)` for a benchmark), and the
// helper views AwardBadgeView and FanArtCard, written here as such views are commonly written.

import SwiftUI

struct PixarFilm: Identifiable {
    let id: Int
    let title: String
    let year: Int
    let director: String
    let rating: Double

    var posterURL: URL? { URL(string: "https://example.com/posters/\(id).jpg") }

    /// Pixar's first ten features: title, year, director, rating (out of 10).
    static let catalogue: [(String, Int, String, Double)] = [
        ("Toy Story", 1995, "John Lasseter", 8.3), ("A Bug's Life", 1998, "John Lasseter", 7.2),
        ("Toy Story 2", 1999, "John Lasseter", 7.9), ("Monsters, Inc.", 2001, "Pete Docter", 8.1),
        ("Finding Nemo", 2003, "Andrew Stanton", 8.2), ("The Incredibles", 2004, "Brad Bird", 8.0),
        ("Cars", 2006, "John Lasseter", 7.2), ("Ratatouille", 2007, "Brad Bird", 8.1),
        ("WALL-E", 2008, "Andrew Stanton", 8.4), ("Up", 2009, "Pete Docter", 8.3),
    ]
}

extension Array where Element == PixarFilm {
    /// `count` films, the catalogue over and over.
    static func samples(count: Int) -> [PixarFilm] {
        (0..<count).map { i in
            let (title, year, director, rating) = PixarFilm.catalogue[i % PixarFilm.catalogue.count]
            return PixarFilm(id: i, title: title, year: year, director: director, rating: rating)
        }
    }

    /// The films of the reference text's table: Toy Story, A Bug's Life, Finding Nemo, Up.
    static var table: [PixarFilm] { [0, 1, 4, 9].map { [PixarFilm].samples(count: 10)[$0] } }
}

/// The films `AdaptiveFilmGallery` shows.
let pixarFilms: [PixarFilm] = .samples(count: 10)

struct PixarAward: Identifiable {
    let id: Int
    let name: String
}

extension Array where Element == PixarAward {
    static func samples(count: Int) -> [PixarAward] {
        let names = ["Best Animated Feature", "Best Original Song", "Best Original Score", "Best Sound Editing"]
        return (0..<count).map { PixarAward(id: $0, name: names[$0 % names.count]) }
    }
}

struct AwardBadgeView: View {
    let award: PixarAward

    var body: some View {
        VStack(spacing: 4) {
            Image(systemName: "trophy.fill")
                .font(.title)
            Text(award.name)
                .font(.caption)
                .lineLimit(2)
        }
        .padding(8)
        .background(RoundedRectangle(cornerRadius: 12).fill(Color.yellow.opacity(0.2)))
    }
}

struct PixarEra: Identifiable {
    let id: Int
    let name: String
    let films: [PixarFilm]
}

extension Array where Element == PixarEra {
    /// `count` eras of ten films each.
    static func samples(count: Int) -> [PixarEra] {
        (0..<count).map { PixarEra(id: $0, name: "Era \($0 + 1)", films: .samples(count: 10)) }
    }
}

struct FanArtwork: Identifiable {
    let id: Int
    let title: String
    /// Width over height.
    let aspectRatio: CGFloat
}

extension Array where Element == FanArtwork {
    static func samples(count: Int) -> [FanArtwork] {
        let ratios: [CGFloat] = [0.75, 1, 1.5, 0.6, 1.25]
        return (0..<count).map {
            FanArtwork(id: $0, title: "Artwork \($0 + 1)", aspectRatio: ratios[$0 % ratios.count])
        }
    }
}

struct FanArtCard: View {
    let artwork: FanArtwork

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Rectangle()
                .fill(Color.gray.opacity(0.3))
                .aspectRatio(artwork.aspectRatio, contentMode: .fit)
            Text(artwork.title)
                .font(.caption)
                .lineLimit(1)
        }
    }
}
