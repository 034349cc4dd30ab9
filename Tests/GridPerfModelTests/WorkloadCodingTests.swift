import Foundation
import GridPerfCore
import GridPerfModel
import Testing

/// A workload's scenario and item model are types in the code and the same text in a report
/// as when they were strings, so reports written before still read and compare.
@Suite struct WorkloadCodingTests {
    /// A workload as results.json wrote it when both fields were strings.
    let written = #"""
        {"layout": "lazy-vgrid", "parameters": {}, "width": 390, "count": 600, "itemsModel": "flexible:50-300",
         "seed": 42, "scenario": "scroll", "viewport": {"width": 390, "height": 844}, "step": 105.5}
        """#

    @Test func aReportWrittenWithStringsReadsAsTypes() throws {
        let w = try JSONDecoder().decode(Workload.self, from: Data(written.utf8))
        #expect(w.scenario == .scroll)
        #expect(w.itemsModel == .drawn(.flexible(50...300)))
        #expect(w.identity.hasSuffix("items=flexible:50-300 seed=42 scenario=scroll viewport=390x844 step=105.5"))
    }

    @Test func theyAreWrittenAsTheSameText() throws {
        var w = Workload(layout: "flow", count: 3, itemsModel: .text(3...40), scenario: .jump)
        var json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(w)) as? [String: Any]
        #expect(json?["scenario"] as? String == "jump")
        #expect(json?["itemsModel"] as? String == "text:3-40")
        w.itemsModel = .scene
        json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(w)) as? [String: Any]
        #expect(json?["itemsModel"] as? String == "scene")
    }

    @Test(arguments: [("scenario", "\"fling\""), ("itemsModel", "\"blob:1-2\"")])
    func anUnknownNameInAReportIsAnError(field: String, value: String) throws {
        let text = written.replacingOccurrences(of: "\"\(field)\": ", with: "\"\(field)\": \(value), \"_old\": ")
        #expect(text != written)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Workload.self, from: Data(text.utf8)) }
    }

    /// The defaults have one home each: a workload made without them, a suite entry without
    /// them and the labels that leave them out agree.
    @Test func theDefaultsAreTheOnesTheLabelsLeaveOut() throws {
        #expect(Workload.defaultWidth == 390)
        #expect(Workload.defaultSeed == 42)
        let plain = Workload(layout: "flow", count: 10)
        #expect(
            plain.width == 390 && plain.seed == 42 && plain.scenario == .full && plain.itemsModel == .drawn(.default))
        #expect(plain.label == "flow n=10")
        #expect(Workload(layout: "flow", width: 391, count: 10, seed: 7).label == "flow width=391 seed=7 n=10")
    }
}
