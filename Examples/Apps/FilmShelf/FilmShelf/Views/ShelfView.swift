import SwiftUI
import UIKit

struct ShelfView: View {
    let films: [Film]
    @StateObject private var model = ShelfModel()
    private let columns = [GridItem(.adaptive(minimum: 100), spacing: 12)]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 12) {
                ForEach(films) { film in
                    FilmCard(film: film, isFavourite: model.favourites.contains(film.id))
                }
            }
            .padding(.horizontal, UIScreen.main.bounds.width > 600 ? 32 : 16)
        }
        .background(Color(uiColor: .systemGroupedBackground))
    }
}

#Preview("Shelf") {
    ShelfView(films: Film.samples)
}

#Preview("Shelf, landscape", traits: .landscapeLeft) {
    ShelfView(films: Film.samples)
}
