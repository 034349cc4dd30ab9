// swift-format-ignore-file
// (The reference text's code is kept as the text gives it: swift format leaves this file alone.)
// The views of the reference text "SwiftUI grids" (../shared/seeds/002), copied unchanged: each
// type as the text gives it, in the text's order. Their data types, sample data and the helper
// views the text leaves out (AwardBadgeView, FanArtCard) are in PixarData.swift.
//
//   gridperf layout --source Examples/SeedViews/PixarViews.swift --source Examples/SeedViews/PixarData.swift \
//       --view 'PixarFilmGridView(films: .samples(count: 6))'

import SwiftUI

struct PixarFilmGridView: View {
    let films: [PixarFilm]

    private let columns = [
        GridItem(.adaptive(minimum: 160, maximum: 240), spacing: 12)
    ]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 16) {
                ForEach(films) { film in
                    FilmPosterCard(film: film)
                }
            }
            .padding(.horizontal, 16)
        }
    }
}

struct FilmPosterCard: View {
    let film: PixarFilm

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            AsyncImage(url: film.posterURL) { image in
                image.resizable().aspectRatio(2/3, contentMode: .fill)
            } placeholder: {
                Rectangle().fill(Color.secondary.opacity(0.2))
                    .aspectRatio(2/3, contentMode: .fit)
            }
            .clipShape(RoundedRectangle(cornerRadius: 8))

            Text(film.title)
                .font(.subheadline).bold()
                .lineLimit(1)

            Text(String(film.year))
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }
}

struct PixarAwardGridView: View {
    let awards: [PixarAward]

    private let columns = [
        GridItem(.flexible()),
        GridItem(.flexible())
    ]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 12) {
                ForEach(awards) { award in
                    AwardBadgeView(award: award)
                        .aspectRatio(1, contentMode: .fit)
                }
            }
            .padding()
        }
    }
}

struct PixarFilmsByEraView: View {
    let eras: [PixarEra]

    private let columns = [GridItem(.adaptive(minimum: 150))]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, pinnedViews: [.sectionHeaders]) {
                ForEach(eras) { era in
                    Section {
                        ForEach(era.films) { film in
                            FilmPosterCard(film: film)
                        }
                    } header: {
                        Text(era.name)
                            .font(.title2).bold()
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .padding(.vertical, 8)
                            .background(.regularMaterial) // blur effect
                    }
                }
            }
            .padding(.horizontal)
        }
    }
}

@available(iOS 16.0, *)
struct PixarFilmTableView: View {
    let films: [PixarFilm]

    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 8) {
            // Header row
            GridRow {
                Text("Film").fontWeight(.bold)
                Text("Year").fontWeight(.bold)
                Text("Director").fontWeight(.bold)
                Text("Rating").fontWeight(.bold)
            }
            .foregroundStyle(.secondary)

            Divider()
                .gridCellUnsizedAxes(.horizontal) // span full width

            ForEach(films) { film in
                GridRow {
                    Text(film.title)
                    Text(String(film.year))
                    Text(film.director)
                    HStack(spacing: 2) {
                        Image(systemName: "star.fill")
                            .foregroundStyle(.yellow)
                            .font(.caption)
                        Text(String(format: "%.1f", film.rating))
                    }
                }
            }
        }
        .padding()
    }
}

@available(iOS 16.0, *)
struct WaterfallLayout: Layout {
    var columns: Int = 2
    var spacing: CGFloat = 12

    func sizeThatFits(
        proposal: ProposedViewSize,
        subviews: Subviews,
        cache: inout ()
    ) -> CGSize {
        let width = proposal.width ?? 300
        let columnWidth = (width - spacing * CGFloat(columns - 1)) / CGFloat(columns)
        var columnHeights = [CGFloat](repeating: 0, count: columns)

        for subview in subviews {
            let shortestColumn = columnHeights.indices.min(by: {
                columnHeights[$0] < columnHeights[$1]
            }) ?? 0
            let childSize = subview.sizeThatFits(
                ProposedViewSize(width: columnWidth, height: nil)
            )
            columnHeights[shortestColumn] += childSize.height + spacing
        }

        let totalHeight = columnHeights.max() ?? 0
        return CGSize(width: width, height: totalHeight)
    }

    func placeSubviews(
        in bounds: CGRect,
        proposal: ProposedViewSize,
        subviews: Subviews,
        cache: inout ()
    ) {
        let columnWidth = (bounds.width - spacing * CGFloat(columns - 1)) / CGFloat(columns)
        var columnHeights = [CGFloat](repeating: bounds.minY, count: columns)

        for subview in subviews {
            let shortestColumn = columnHeights.indices.min(by: {
                columnHeights[$0] < columnHeights[$1]
            }) ?? 0

            let x = bounds.minX + CGFloat(shortestColumn) * (columnWidth + spacing)
            let y = columnHeights[shortestColumn]

            let childSize = subview.sizeThatFits(
                ProposedViewSize(width: columnWidth, height: nil)
            )

            subview.place(
                at: CGPoint(x: x, y: y),
                anchor: .topLeading,
                proposal: ProposedViewSize(width: columnWidth, height: childSize.height)
            )

            columnHeights[shortestColumn] += childSize.height + spacing
        }
    }
}

@available(iOS 16.0, *)
struct PixarFanArtGallery: View {
    let artworks: [FanArtwork]

    var body: some View {
        ScrollView {
            WaterfallLayout(columns: 2, spacing: 12) {
                ForEach(artworks) { artwork in
                    FanArtCard(artwork: artwork)
                }
            }
            .padding()
        }
    }
}

@available(iOS 16.0, *)
struct FilmPriorityKey: LayoutValueKey {
    static let defaultValue: Int = 0
}

extension View {
    func filmPriority(_ priority: Int) -> some View {
        layoutValue(key: FilmPriorityKey.self, value: priority)
    }
}

@available(iOS 16.0, *)
struct AdaptiveFilmGallery: View {
    @State private var useWaterfall = false

    private var columns: [GridItem] {
        [GridItem(.adaptive(minimum: 150))]
    }

    var layout: AnyLayout {
        useWaterfall
            ? AnyLayout(WaterfallLayout(columns: 2))
            : AnyLayout(VStackLayout(spacing: 16))
    }

    var body: some View {
        ScrollView {
            layout {
                ForEach(pixarFilms) { film in
                    FilmPosterCard(film: film)
                }
            }
        }
        .toolbar {
            Button(useWaterfall ? "List" : "Waterfall") {
                withAnimation(.spring()) { useWaterfall.toggle() }
            }
        }
    }
}

@available(iOS 17.0, *)
struct SnappingFilmGrid: View {
    let films: [PixarFilm]

    var body: some View {
        ScrollView(.horizontal) {
            LazyHGrid(rows: [GridItem(.fixed(200))], spacing: 12) {
                ForEach(films) { film in
                    FilmPosterCard(film: film)
                        .frame(width: 140)
                        .containerRelativeFrame(.horizontal) // iOS 17
                }
            }
            .scrollTargetLayout() // iOS 17 — declares children as scroll targets
        }
        .scrollTargetBehavior(.viewAligned) // iOS 17 — snap to target views
        .contentMargins(.horizontal, 20, for: .scrollContent)
    }
}
