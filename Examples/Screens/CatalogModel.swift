// A model file as iOS projects write one: Foundation alone, an ObservableObject store with
// @Published properties (on Apple's platforms Foundation brings Combine's ObservableObject).
import Foundation

struct Product: Identifiable, Hashable {
    let id: Int
    let name: String
    let price: Double
    let imageURL: URL?
    var isFavorite = false
}

final class CatalogStore: ObservableObject {
    @Published var products: [Product]
    @Published var query = ""

    init(count: Int) {
        products = (0..<count).map {
            Product(
                id: $0, name: "Product \($0)", price: Double($0 % 50) + 0.99,
                imageURL: URL(string: "https://example.com/\($0).jpg"))
        }
    }
}
