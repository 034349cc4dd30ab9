import SwiftUI

// One grid of products, three ways to hand it its data, each toggling one product's favourite
// (`gridperf run --source Examples/Updates/FavouriteGrids.swift --view … --update …`, see the
// README). What SwiftUI runs for one toggle differs by the way ("Demystify SwiftUI performance",
// WWDC23; "Discover Observation in SwiftUI", WWDC23):
//
// - `StoreGrid`: an `ObservableObject` store that every cell observes — every realised cell's
//   body runs, whichever product changed;
// - `ValueGrid`: the grid observes the store and hands each cell its product's value — the grid
//   and the one cell whose value changed run;
// - `ObservableGrid`: `@Observable` products — only the cell that read the changed property runs.

struct Product: Identifiable, Equatable {
    let id: Int
    var name: String
    var isFavorite = false
}

let productColumns = [GridItem(.adaptive(minimum: 160), spacing: 12)]

/// A product's card: a picture 120 tall, its name, its heart.
struct ProductCard: View {
    let name: String
    let isFavorite: Bool
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Color.gray.frame(height: 120)
            Text(name).lineLimit(1)
            Image(systemName: isFavorite ? "heart.fill" : "heart")
        }
    }
}

// 1. An ObservableObject store read by every cell.

final class ProductStore: ObservableObject {
    @Published var products: [Product]
    init(count: Int) { products = (0..<count).map { Product(id: $0, name: "Product \($0)") } }
}

struct StoreGrid: View {
    @ObservedObject var store: ProductStore
    var body: some View {
        ScrollView {
            LazyVGrid(columns: productColumns, spacing: 12) {
                ForEach(store.products) { product in StoreCell(store: store, id: product.id) }
            }
            .padding(.horizontal, 16)
        }
    }
}

struct StoreCell: View {
    @ObservedObject var store: ProductStore
    let id: Int
    var body: some View {
        let product = store.products[id]
        VStack(alignment: .leading, spacing: 8) {
            Color.gray.frame(height: 120)
            Text(product.name).lineLimit(1)
            Image(systemName: product.isFavorite ? "heart.fill" : "heart")
        }
    }
}

// 2. The same store, values passed down.

struct ValueGrid: View {
    @ObservedObject var store: ProductStore
    var body: some View {
        ScrollView {
            LazyVGrid(columns: productColumns, spacing: 12) {
                ForEach(store.products) { product in ProductCard(name: product.name, isFavorite: product.isFavorite) }
            }
            .padding(.horizontal, 16)
        }
    }
}

// 3. @Observable products.

@Observable final class ObservableProduct: Identifiable {
    let id: Int
    var name: String
    var isFavorite = false
    init(id: Int) {
        self.id = id
        name = "Product \(id)"
    }
}

@Observable final class ProductLibrary {
    var products: [ObservableProduct]
    init(count: Int) { products = (0..<count).map(ObservableProduct.init(id:)) }
}

struct ObservableGrid: View {
    let library: ProductLibrary
    var body: some View {
        ScrollView {
            LazyVGrid(columns: productColumns, spacing: 12) {
                ForEach(library.products) { product in ObservableCell(product: product) }
            }
            .padding(.horizontal, 16)
        }
    }
}

struct ObservableCell: View {
    let product: ObservableProduct
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Color.gray.frame(height: 120)
            Text(product.name).lineLimit(1)
            Image(systemName: product.isFavorite ? "heart.fill" : "heart")
        }
    }
}

// 4. The mistake: plain classes, which SwiftUI does not watch. A toggle runs no body and the
// screen goes stale; `gridperf check --update` finds the cells whose kept body is out of date.

final class PlainProduct: Identifiable {
    let id: Int
    var name: String
    var isFavorite = false
    init(id: Int) {
        self.id = id
        name = "Product \(id)"
    }
}

final class PlainLibrary {
    var products: [PlainProduct]
    init(count: Int) { products = (0..<count).map(PlainProduct.init(id:)) }
}

struct PlainGrid: View {
    let library: PlainLibrary
    var body: some View {
        ScrollView {
            LazyVGrid(columns: productColumns, spacing: 12) {
                ForEach(library.products) { product in PlainCell(product: product) }
            }
            .padding(.horizontal, 16)
        }
    }
}

struct PlainCell: View {
    let product: PlainProduct
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Color.gray.frame(height: 120)
            Text(product.name).lineLimit(1)
            Image(systemName: product.isFavorite ? "heart.fill" : "heart")
        }
    }
}
