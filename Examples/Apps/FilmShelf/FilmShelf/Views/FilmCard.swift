import SwiftUI

struct FilmCard: View {
    let film: Film
    var isFavourite = false

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Image(.poster)
                .resizable()
                .aspectRatio(2 / 3, contentMode: .fit)
            Text(film.title)
                .font(.caption)
                .lineLimit(1)
            Text("\(film.year)")
                .font(.caption2)
                .foregroundStyle(.secondary)
        }
        .overlay(alignment: .topTrailing) {
            if isFavourite {
                Image(systemName: "heart.fill")
                    .foregroundStyle(.brand)
            }
        }
    }
}

#Preview("Card", traits: .sizeThatFitsLayout) {
    @Previewable @State var favourite = true
    FilmCard(film: .preview, isFavourite: favourite)
}
