import Foundation
import GridPerfCore
import GridPerfHarness
import Testing

@Suite struct ProfileTests {
    // main (10 self) calls f twice (300 inclusive); f (120 self) calls g (180).
    static let callgrind = """
        events: Ir
        ob=/bin/app
        fn=main
        1 10
        cfn=f
        calls=2 5
        2 300
        fn=f
        5 120
        cfn=g
        calls=1 9
        6 180
        fn=g
        9 180
        """

    @Test func foldedStacksSplitTheCostDownTheCallGraph() throws {
        let p = try Profile.make(
            from: CallgrindProfile.parse(Self.callgrind), roots: ["main"], tool: "test",
            workload: "w", phases: "all", passes: 1)
        #expect(p.total == 310)
        #expect(p.functions.map(\.symbol) == ["g", "f", "main"])  // by self cost: 180, 120, 10
        #expect(p.functions.first { $0.symbol == "f" }?.inclusive == 300)
        #expect(p.functions.first { $0.symbol == "f" }?.calls == 2)
        // Each function's self cost on its one path: 10 + 120 + 180 = 310, all of it.
        #expect(p.folded == ["main 10", "main;f 120", "main;f;g 180"])
        #expect(p.topRows(2)[1][0...3] == ["g", "app", "58.1", "58.1"])  // 180 / 310, in /bin/app
    }

    /// The report folder `profile` writes is whole, reads back, and its Markdown names what
    /// moved from a base: main's 10 instructions there against 40 here.
    @Test func aProfileIsWrittenAsAFolderAndReadsBack() throws {
        let head = try Profile.make(
            from: CallgrindProfile.parse(Self.callgrind.replacingOccurrences(of: "1 10", with: "1 40")),
            roots: ["main"], tool: "test",
            workload: "w", phases: "all", passes: 1)
        let base = try Profile.make(
            from: CallgrindProfile.parse(Self.callgrind), roots: ["main"], tool: "test", workload: "w", phases: "all",
            passes: 1)
        #expect(head.total == 340 && base.total == 310)
        #expect(head.header == "w: 340 instructions in 1 passes (all), by test")
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "gridperf-profile-\(UUID().uuidString)"
        ).path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let dir = try head.writeReport(root: root, top: 3, base: base, commit: nil)
        let written = try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
        #expect(written == (Profile.reportFileNames + ["base-profile.json"]).sorted())
        #expect(try Profile.load(dir).total == 340)
        #expect(try Profile.load(dir + "/base-profile.json").total == 310)
        let markdown = try String(contentsOfFile: dir + "/profile.md", encoding: .utf8)
        #expect(markdown.contains("## Moved from w"))
        #expect(markdown.contains("| main |"))
        #expect(throws: GridPerfError.self) { try Profile.load(dir + "/profile.md") }
    }

    @Test func theProfilesPageHoldsItsFlameGraphAndTables() throws {
        let p = try Profile.make(
            from: CallgrindProfile.parse(Self.callgrind), roots: ["main"], tool: "test",
            workload: "w <1>", phases: "all", passes: 1)
        let svg = FlameGraph.svg(p.folded, title: "t", unit: p.event)
        let html = p.html(top: 3, flameGraph: svg)
        #expect(html.contains(svg))  // inline, whole
        #expect(html.contains("w &lt;1&gt;: 310 "))  // escaped
        // g's row: 180 of 310 = 58.1% self.
        #expect(html.contains("<td>g</td><td>app</td><td>58.1</td><td>58.1</td>"))
        #expect(!html.contains("<script"))
    }

    @Test func aFunctionCalledFromTwoPlacesIsSharedByItsCalls() throws {
        // r calls a (cost 100) and b (cost 100); a and b both call c, 40 each; c costs 80 in all.
        let text = """
            events: Ir
            fn=r
            1 0
            cfn=a
            calls=1 2
            2 100
            cfn=b
            calls=1 3
            3 100
            fn=a
            2 60
            cfn=c
            calls=1 4
            2 40
            fn=b
            3 60
            cfn=c
            calls=1 4
            3 40
            fn=c
            4 80
            """
        let p = try Profile.make(
            from: CallgrindProfile.parse(text), roots: ["r"], tool: "t", workload: "w", phases: "all", passes: 1)
        #expect(p.folded == ["r;a 60", "r;a;c 40", "r;b 60", "r;b;c 40"])
    }

    /// A dense call graph — 30 functions, each calling every later one: 2^28 paths from the root —
    /// folds without following paths under 0.01% of the total (their cost kept under a `…` frame),
    /// so the walk ends and its stacks are few (a state change's call graph through the Swift runtime is this dense; before, the walk
    /// grew one `profile --update` to 24 GB).
    @Test func aDenseCallGraphFoldsOnlyItsVisiblePaths() throws {
        var text = "events: Ir\nob=/bin/app\n"
        let n = 30
        for i in 0..<n {
            text += "fn=f\(i)\n1 1000\n"
            for j in (i + 1)..<n where i + 1 < n {
                text += "cfn=f\(j)\ncalls=1 1\n1 \(1_000 * (n - j))\n"
            }
        }
        let p = try Profile.make(
            from: CallgrindProfile.parse(text), roots: ["f0"], tool: "t", workload: "w", phases: "all", passes: 1)
        #expect(p.folded.count <= 10_000 * 64)
        #expect(p.folded.contains("f0 1000"))
        // The paths not followed are counted under `…` frames: the stacks add up to the total.
        let folded = p.folded.compactMap { $0.split(separator: " ").last.flatMap { Int($0) } }.reduce(0, +)
        #expect(abs(folded - p.total) <= p.folded.count)
        // f0 calls f29 for 1,000 (1,000 × (30 − 29)), all of f29 (1,000 self, no callees).
        #expect(p.folded.contains("f0;f29 1000"))
    }

    @Test func theFlameGraphIsOneBoxPerFrameWithATitle() {
        let svg = FlameGraph.svg(
            ["main 10", "main;f<T> 120", "main;f<T>;g 180"], title: "t", unit: "instructions", width: 620)
        #expect(svg.hasPrefix("<svg"))
        #expect(svg.components(separatedBy: "<title>").count - 1 == 4)  // all, main, f<T>, g
        #expect(svg.contains("<title>f&lt;T&gt; (300 instructions, 96.8%)</title>"))
        // Widths by cost: 600 pixels for 310; g is 180 of them.
        #expect(svg.contains(#"width="348.4""#))
    }

    @Test func theDiffPutsTheLargestMoveFirst() throws {
        let base = try Profile.make(
            from: CallgrindProfile.parse(Self.callgrind), roots: ["main"], tool: "t", workload: "w", phases: "all",
            passes: 1)
        var head = base
        head.functions[1].selfCost += 50  // f gains 50
        head.functions[0].selfCost -= 5  // g loses 5
        let movers = Profile.movers(base: base, head: head)
        #expect(movers.map(\.name) == ["f", "g"])
        #expect(movers.map(\.delta) == [50, -5])
    }

    @Test func modulesComeFromTheMangling() {
        #expect(
            SymbolNames.module(symbol: "$s15GridPerfLayouts04LazyA6LayoutV", object: "/x/gridperf") == "GridPerfLayouts"
        )
        #expect(
            SymbolNames.module(symbol: "$sSa15replaceSubrange", object: "/x/gridperf") == "Swift stdlib (specialized)")
        #expect(SymbolNames.module(symbol: "swift_retain", object: "/opt/swift/lib/libswiftCore.so") == "Swift runtime")
        #expect(SymbolNames.module(symbol: "__memcpy_avx_unaligned_erms", object: "/usr/lib/libc.so.6") == "libc")
    }
}
