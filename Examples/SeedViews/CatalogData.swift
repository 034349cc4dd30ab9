// What the reference text's catalogue views (CatalogViews.swift) use and the text leaves out: the data
// types, sample data and ProductCard, written as such a card is commonly written.

import SwiftUI

struct Product: Identifiable {
    let id: Int
    let name: String
    let price: Double
}

extension Array where Element == Product {
    static func samples(count: Int) -> [Product] {
        let names = ["Desk Lamp", "Ceramic Mug", "Notebook", "Wireless Charger", "Travel Backpack"]
        return (0..<count).map { Product(id: $0, name: names[$0 % names.count], price: Double(10 + $0 % 90)) }
    }
}

struct ProductCard: View {
    let product: Product

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Color.gray.opacity(0.2)
                .aspectRatio(1, contentMode: .fit)
            Text(product.name)
                .font(.subheadline)
                .lineLimit(2)
            Text(String(format: "$%.2f", product.price))
                .font(.caption)
        }
    }
}

struct Photo: Identifiable {
    let id: Int
    var thumbnailURL: URL? { URL(string: "https://example.com/photos/\(id).jpg") }
}

extension Array where Element == Photo {
    static func samples(count: Int) -> [Photo] { (0..<count).map { Photo(id: $0) } }
}

struct Category: Identifiable {
    let id: Int
    let name: String
    let products: [Product]
}

extension Array where Element == Category {
    /// `count` categories of twelve products each.
    static func samples(count: Int) -> [Category] {
        (0..<count).map { Category(id: $0, name: "Category \($0 + 1)", products: .samples(count: 12)) }
    }
}
