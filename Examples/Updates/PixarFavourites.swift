import SwiftUI

// The seed's poster grid (Examples/SeedViews/PixarViews.swift: its columns and its unchanged
// `FilmPosterCard`) with a heart on each poster, the favourites `@Observable` films. Compiled with
// the seed's files, not in the package's `UpdateExamples` target:
//
//   gridperf run --source Examples/SeedViews/PixarViews.swift --source Examples/SeedViews/PixarData.swift \
//     --source Examples/Updates/PixarFavourites.swift \
//     --setup 'let store = FavouriteFilms(count: $items)' --view 'PixarFavouritesGrid(store: store)' \
//     --update 'store.films[$step % 6].isFavourite.toggle()' --items 1000,10000,100000
//
// One toggle runs one card's body (the heart's); the poster card inside it has the same film, so
// it keeps its body ("Discover Observation in SwiftUI", WWDC23).

@Observable final class FavouriteFilm: Identifiable {
    let film: PixarFilm
    var isFavourite = false
    var id: Int { film.id }
    init(film: PixarFilm) { self.film = film }
}

@Observable final class FavouriteFilms {
    var films: [FavouriteFilm]
    init(count: Int) { films = [PixarFilm].samples(count: count).map(FavouriteFilm.init(film:)) }
}

struct PixarFavouritesGrid: View {
    let store: FavouriteFilms

    private let columns = [
        GridItem(.adaptive(minimum: 160, maximum: 240), spacing: 12)
    ]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 16) {
                ForEach(store.films) { item in
                    FavouriteFilmCard(item: item)
                }
            }
            .padding(.horizontal, 16)
        }
    }
}

struct FavouriteFilmCard: View {
    let item: FavouriteFilm

    var body: some View {
        FilmPosterCard(film: item.film)
            .overlay(alignment: .topTrailing) {
                Image(systemName: item.isFavourite ? "heart.fill" : "heart")
                    .padding(8)
            }
    }
}
