import Foundation
import GridPerfCore
import Testing

import GridPerfModel

/// The memory check before a case is built: a flat item's estimate, and a template's copies by
/// their own size (`bytesPerTemplateView` a view), by hand.
@Suite struct ResourceLimitsTests {
    /// 5,000,000 copies of a 2-view template (`chip.json`): 5e6 × 2 × 850 = 8.5 GB. With 6 GiB
    /// available they are refused, where the flat estimate (5e6 × 160 = 0.8 GB) let them
    /// through; 1,000,000 copies (1.7 GB) pass.
    @Test func aTemplatesCopiesAreCheckedByTheirOwnSize() throws {
        let available = 6 << 30
        let perCopy = 2 * ResourceLimits.bytesPerTemplateView
        #expect(perCopy == 1_700)
        #expect(throws: GridPerfError.self) {
            try ResourceLimits.checkItems(5_000_000, what: "items", bytesPerItem: perCopy, available: available)
        }
        try ResourceLimits.checkItems(5_000_000, what: "items", available: available)
        try ResourceLimits.checkItems(1_000_000, what: "items", bytesPerItem: perCopy, available: available)
        #expect(ResourceLimits.estimatedBytes(items: Int.max / 100, bytesPerItem: 850) == nil)
    }
}
