import Foundation
import GridPerfCore
import GridPerfHarness

/// The oracle cases: shared/oracles/cases.json as copied into Tests/Oracles/cases.json, and the
/// SwiftUI stacks' cases derived by hand in Tests/Oracles/swiftui-stacks.json, and SwiftUI's
/// primitive views and layout modifiers in trees, derived by hand in Tests/Oracles/swiftui-views.json.
struct OracleCase: Sendable, CustomStringConvertible {
    var id: String
    var source: String
    var spec: JSONValue
    var size: Size
    var frames: [Rect]
    var tolerance: Double

    var layout: String { spec.objectValue?["layout"]?.stringValue ?? "?" }
    var description: String { id }

    static let all: [OracleCase] = {
        ["cases.json", "swiftui-stacks.json", "swiftui-views.json"].flatMap(load)
    }()

    /// The cases of one file of Tests/Oracles.
    static func load(_ name: String) -> [OracleCase] {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Oracles/\(name)")
        let data = try! Data(contentsOf: url)
        let json = try! JSONValue.parse(data, what: url.path)
        return json.objectValue!["cases"]!.arrayValue!.map { raw in
            let c = raw.objectValue!
            let expect = c["expect"]!.objectValue!
            func size(_ v: JSONValue) -> Size {
                Size(width: v.objectValue!["width"]!.doubleValue!, height: v.objectValue!["height"]!.doubleValue!)
            }
            let frames = expect["frames"]!.arrayValue!.map { f in
                let o = f.objectValue!
                return Rect(
                    x: o["x"]!.doubleValue!, y: o["y"]!.doubleValue!,
                    width: o["width"]!.doubleValue!, height: o["height"]!.doubleValue!)
            }
            return OracleCase(
                id: c["id"]!.stringValue!, source: c["source"]!.stringValue!, spec: c["spec"]!,
                size: size(expect["size"]!), frames: frames, tolerance: c["tolerance"]!.doubleValue!)
        }
    }

    static func cases(for layouts: Set<String>) -> [OracleCase] {
        all.filter { layouts.contains($0.layout) }
    }
}

func close(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool { abs(a - b) <= tolerance }

func close(_ a: Rect, _ b: Rect, _ tolerance: Double) -> Bool {
    close(a.minX, b.minX, tolerance) && close(a.minY, b.minY, tolerance)
        && close(a.width, b.width, tolerance) && close(a.height, b.height, tolerance)
}
