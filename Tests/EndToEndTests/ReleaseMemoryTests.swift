import GridPerfHarness
import Testing

/// Memory per item (issue 33), counted by jemalloc in the release build: building the storage
/// for 10⁶ generated items and the first full pass over them (no warm-up: the pass that builds
/// the layout's cache) allocate at most 100 bytes an item. By hand, the storage's four buffers
/// a slot: a 24-byte stored model (its largest inline case, a size, is 16 bytes and a tag,
/// rounded to 8), a 16-byte measurement key, a 16-byte cached size and a 32-byte frame — 88
/// bytes, which jemalloc's size classes round up by at most 1/8 a buffer; the layouts below
/// keep a few bytes a line (lazy grids, flow) or 4 an item (the waterfall's columns) besides,
/// the stacks nothing per item when their gaps agree, and no array of models is held beside
/// the storage, a uniform grid a few arrays a row (its cells are arithmetic). Not yet: an hstack offered a width (the offers and
/// the flexibility sort's scratch, 24 bytes an item).
extension ReleaseBenchmarkTests {
    @Test(arguments: [
        ["--layout", "lazy-vgrid", "--columns", "3"], ["--layout", "lazy-hgrid", "--columns", "3"],
        ["--layout", "flow"], ["--layout", "waterfall", "--columns", "3"], ["--layout", "vstack"],
        ["--layout", "zstack"],
        ["--layout", "grid", "--columns", "4"],
    ])
    func aFullPassOfAMillionItemsTakesAtMost100BytesAnItem(arguments: [String]) throws {
        let n = 1_000_000
        let report = try report(
            arguments + ["--items", "\(n)", "--iterations", "1", "--warmup", "0", "--warmup-time", "0"])
        let c = try #require(report.cases.first)
        let storage = try #require(c.median(MetricKind.allocStorageBytes.name))
        let pass = try #require(c.median(MetricKind.allocBytes.name))
        let perItem = (storage + pass) / Double(n)
        print("\(arguments[1]): \(perItem) bytes an item (storage \(storage), one pass \(pass))")
        #expect(storage >= 88 * Double(n), "four buffers of 24 + 16 + 16 + 32 bytes a slot")
        #expect(perItem <= 100)
    }
}
