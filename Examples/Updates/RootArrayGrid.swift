// The product grid of FavouriteGrids.swift, its @Observable products held by the root view itself
// as an array (issue 69: a toggle cost O(n) when the root held the array). In SwiftUI a view's
// inputs are compared only when its parent's body ran and made it again ("Demystify SwiftUI
// performance", WWDC23); nothing above the root runs, so a toggle runs one cell's body and compares
// nothing else, however many products the root holds.
//
//   gridperf run --source Examples/Updates/RootArrayGrid.swift \
//       --setup 'let products = (0..<$items).map(RootProduct.init(id:))' \
//       --view 'RootArrayGrid(products: products)' \
//       --update 'products[$step % 10].isFavorite.toggle()' --items 1000,10000,100000
import SwiftUI

@Observable final class RootProduct: Identifiable {
    let id: Int
    var name: String
    var isFavorite = false
    init(id: Int) {
        self.id = id
        name = "Product \(id)"
    }
}

struct RootArrayGrid: View {
    let products: [RootProduct]
    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 160), spacing: 12)], spacing: 12) {
                ForEach(products) { product in RootArrayCell(product: product) }
            }
            .padding(.horizontal, 16)
        }
    }
}

struct RootArrayCell: View {
    let product: RootProduct
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Color.gray.frame(height: 120)
            Text(product.name).lineLimit(1)
            Image(systemName: product.isFavorite ? "heart.fill" : "heart")
        }
    }
}
