// swift-format-ignore-file
// (The reference text's code is kept as the text gives it: swift format leaves this file alone.)
// The views of the reference text "Use LazyVGrid for Scrollable Multi-Column Layouts"
// (../shared/seeds/004), copied unchanged: the "Correct" ProductCatalog, PhotoGalleryView and
// CatalogView (the "Incorrect" ProductCatalog is IncorrectProductCatalog.swift: one module holds
// one type of a name). Data types, sample data and ProductCard are in CatalogData.swift.

import SwiftUI

struct ProductCatalog: View {
    let products: [Product]
    private let columns = [GridItem(.adaptive(minimum: 160), spacing: 16)]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 16) {
                ForEach(products) { product in
                    ProductCard(product: product)
                }
            }
            .padding(.horizontal, 16)
        }
    }
}

struct PhotoGalleryView: View {
    let photos: [Photo]
    private let columns = [GridItem(.adaptive(minimum: 100), spacing: 2)]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 2) {
                ForEach(photos) { photo in
                    AsyncImage(url: photo.thumbnailURL) { image in
                        image
                            .resizable()
                            .scaledToFill()
                    } placeholder: {
                        Color(.systemFill)
                    }
                    .frame(minHeight: 100)
                    .clipped()
                }
            }
        }
    }
}

struct CatalogView: View {
    let categories: [Category]
    private let columns = [GridItem(.adaptive(minimum: 160), spacing: 16)]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 16, pinnedViews: [.sectionHeaders]) {
                ForEach(categories) { category in
                    Section {
                        ForEach(category.products) { product in
                            ProductCard(product: product)
                        }
                    } header: {
                        Text(category.name)
                            .font(.headline)
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .padding(.vertical, 8)
                            .background(.bar)
                    }
                }
            }
            .padding(.horizontal, 16)
        }
    }
}
