// swift-format-ignore-file
// (The reference text's code is kept as the text gives it: swift format leaves this file alone.)
// The reference text's "Incorrect" ProductCatalog (../shared/seeds/004), unchanged: a VStack of
// every product in a ScrollView. Compile it instead of CatalogViews.swift (both declare the type).

import SwiftUI

struct ProductCatalog: View {
    let products: [Product] // Hundreds of products

    var body: some View {
        ScrollView {
            // VStack loads ALL products — causes memory spike and frozen UI
            VStack {
                ForEach(products) { product in
                    ProductCard(product: product)
                }
            }
        }
    }
}
