import SwiftUI

struct BrandSwatch: View {
    var body: some View {
        Color.brand
            .frame(width: 80, height: 40)
            .padding(8)
    }
}

#Preview("Swatch", traits: .sizeThatFitsLayout) {
    BrandSwatch()
}

#Preview("Banner", traits: .fixedLayout(width: 200, height: 100)) {
    Color(.brand)
}

#Preview {
    Image(.poster)
}

struct Swatches_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            BrandSwatch()
            Image(.poster)
                .padding(4)
        }
    }
}
