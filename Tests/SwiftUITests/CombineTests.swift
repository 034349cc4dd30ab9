import Foundation
import SwiftUI
import Testing

/// Combine for SwiftUI code: OpenCombine's publishers with gridperf's `ObservableObject` and
/// `@Published`, which are publishers too.
@Suite struct CombineTests {
    final class Counter: ObservableObject {
        @Published var n = 0
    }

    /// Apple's `Published`: "When the property changes, publishing occurs in the property's
    /// `willSet` block, meaning subscribers receive the new value before it's actually set on the
    /// property." The first value is the current one (a `CurrentValueSubject`'s).
    @Test func publishedSendsEachValueBeforeItIsSet() {
        let counter = Counter()
        var seen: [(sent: Int, held: Int)] = []
        let subscription = counter.$n.sink { value in seen.append((value, counter.n)) }
        counter.n = 1
        counter.n = 2
        #expect(seen.map(\.sent) == [0, 1, 2])
        #expect(seen.map(\.held) == [0, 0, 1])
        subscription.cancel()
        counter.n = 3
        #expect(seen.count == 3)
    }

    /// `objectWillChange` is a Combine publisher: a subscriber receives one value per change, and
    /// OpenCombine's operators and subjects compose with it.
    @Test func objectWillChangeIsAPublisher() {
        let counter = Counter()
        var changes = 0
        var cancellables = Set<AnyCancellable>()
        counter.objectWillChange.sink { _ in changes += 1 }.store(in: &cancellables)
        counter.n = 5
        counter.n = 6
        #expect(changes == 2)
        let subject = PassthroughSubject<Int, Never>()
        var doubled: [Int] = []
        subject.map { $0 * 2 }.filter { $0 > 2 }.sink { doubled.append($0) }.store(in: &cancellables)
        subject.send(1)
        subject.send(2)
        #expect(doubled == [4])
    }
}
