// The examples of the reference text "Grid" (Apple's documentation, ../shared/seeds/003). They are
// view bodies, not views: each is wrapped, unchanged, in a view of its own. The column-count
// example is cut short in the seed ("ForEach(0..") and is completed here as Apple's page gives it.

import SwiftUI

struct GridTwoByTwo: View {
    var body: some View {
        Grid {
            GridRow {
                Text("Hello")
                Image(systemName: "globe")
            }
            GridRow {
                Image(systemName: "hand.wave")
                Text("World")
            }
        }
    }
}

struct GridWithDivider: View {
    var body: some View {
        Grid {
            GridRow {
                Text("Hello")
                Image(systemName: "globe")
            }
            Divider()
            GridRow {
                Image(systemName: "hand.wave")
                Text("World")
            }
        }
    }
}

struct GridWithUnsizedDivider: View {
    var body: some View {
        Grid {
            GridRow {
                Text("Hello")
                Image(systemName: "globe")
            }
            Divider()
                .gridCellUnsizedAxes(.horizontal)
            GridRow {
                Image(systemName: "hand.wave")
                Text("World")
            }
        }
    }
}

struct GridColumnCount: View {
    var body: some View {
        Grid {
            GridRow {
                Text("Row 1")
                ForEach(0..<2) { _ in Color.red }
            }
            GridRow {
                Text("Row 2")
                ForEach(0..<5) { _ in Color.green }
            }
            GridRow {
                Text("Row 3")
                ForEach(0..<4) { _ in Color.blue }
            }
        }
    }
}
