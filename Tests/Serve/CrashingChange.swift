import SwiftUI

/// A counter whose second change traps (the state past the end of its values): for
/// Tests/Serve/crash.py, the playground's server after a crash of the user's code.
final class Counter: ObservableObject {
    @Published var index = 0
    let widths: [Double] = [10, 20]
}

struct Bars: View {
    @ObservedObject var counter: Counter
    var body: some View {
        Color.blue.frame(width: counter.widths[counter.index], height: 10)
    }
}
