// A catalogue screen as iOS engineers write it: navigation around a lazy grid of cards, each an
// AsyncImage with a ProgressView placeholder, `.background(Color.white)`, a toolbar, a search
// field, a banner from the app's asset catalog, an environment entry declared with @Entry and a
// #Preview.
//
//   gridperf layout --source Examples/Screens/CatalogScreen.swift --source Examples/Screens/CatalogModel.swift \
//       --assets Examples/Screens/Assets.xcassets --view 'CatalogScreen(store: CatalogStore(count: 12))' --format text
import SwiftUI

extension EnvironmentValues {
    @Entry var cardCornerRadius: CGFloat = 12
}

struct CatalogScreen: View {
    @ObservedObject var store: CatalogStore
    @State private var showsFilters = false
    private let columns = [GridItem(.adaptive(minimum: 160), spacing: 12)]

    var body: some View {
        NavigationStack {
            ScrollView {
                Image("banner")
                    .resizable()
                    .scaledToFit()
                LazyVGrid(columns: columns, spacing: 12) {
                    ForEach(store.products) { product in
                        NavigationLink(value: product) {
                            ProductCard(product: product)
                        }
                        .buttonStyle(.plain)
                    }
                }
                .padding(.horizontal, 16)
            }
            .background(Color(.systemGroupedBackground))
            .navigationTitle("Catalog")
            .navigationBarTitleDisplayMode(.large)
            .navigationDestination(for: Product.self) { product in
                Text(product.name)
            }
            .searchable(text: $store.query, prompt: "Search products")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                        showsFilters.toggle()
                    } label: {
                        Image(systemName: "line.3.horizontal.decrease.circle")
                    }
                }
            }
            .sheet(isPresented: $showsFilters) {
                Text("Filters")
                    .presentationDetents([.medium])
            }
        }
    }
}

struct ProductCard: View {
    let product: Product
    @Environment(\.cardCornerRadius) private var cornerRadius

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            AsyncImage(url: product.imageURL) { image in
                image.resizable().scaledToFill()
            } placeholder: {
                ProgressView()
                    .frame(maxWidth: .infinity, minHeight: 120)
            }
            .frame(height: 120)
            .clipShape(.rect(cornerRadius: cornerRadius))
            Text(product.name)
                .font(.headline)
                .lineLimit(1)
            HStack {
                Text(product.price, format: .currency(code: "USD"))
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                Spacer()
                Image(systemName: product.isFavorite ? "heart.fill" : "heart")
                    .foregroundColor(.red)
            }
        }
        .padding(8)
        .background(Color.white)
        .cornerRadius(cornerRadius)
        .shadow(color: .black.opacity(0.1), radius: 4, x: 0, y: 2)
    }
}

#Preview {
    @Previewable @State var store = CatalogStore(count: 6)
    CatalogScreen(store: store)
}
