// The product grid of FavouriteGrids.swift (compiled with it: its `ObservableProduct` and
// `ObservableCell`), the @Observable products held by the root view itself as an array (issue 69: a
// toggle cost O(n) when the root held the array). In SwiftUI a view's inputs are compared only when
// its parent's body ran and made it again ("Demystify SwiftUI performance", WWDC23); nothing above
// the root runs, so a toggle runs one cell's body and compares nothing else, however many products
// the root holds.
//
//   gridperf run --source Examples/Updates/FavouriteGrids.swift --source Examples/Updates/RootArrayGrid.swift \
//       --setup 'let products = (0..<$items).map(ObservableProduct.init(id:))' \
//       --view 'RootArrayGrid(products: products)' \
//       --update 'products[$step % 10].isFavorite.toggle()' --items 1000,10000,100000
import SwiftUI

struct RootArrayGrid: View {
    let products: [ObservableProduct]
    var body: some View {
        ScrollView {
            LazyVGrid(columns: productColumns, spacing: 12) {
                ForEach(products) { product in ObservableCell(product: product) }
            }
            .padding(.horizontal, 16)
        }
    }
}
