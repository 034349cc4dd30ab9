import Foundation
import GridPerfCore
import GridPerfModel

/// A callgrind output file (`callgrind.out.*`) read into per-function costs: self and
/// inclusive, for every event callgrind counted (`Ir` instructions, and with the cache
/// simulation `D1mr`, `D1mw`, `DLmr`, `DLmw` …).
///
/// The format (valgrind's "Callgrind Format Specification"): `events:` names the columns;
/// `fn=` starts a function's block; a cost line (`<position> <cost>…`) in a block is the
/// function's self cost, unless it follows a `calls=` line, when it is the inclusive cost of
/// that call. A function's inclusive cost is its self cost plus the costs of its calls. Files
/// written with `--compress-strings=no --compress-pos=no` are read as they are; compressed
/// names (`fn=(12) name`, later `fn=(12)`) are resolved too.
package struct CallgrindProfile: Sendable {
    package struct Costs: Sendable, Equatable {
        package var selfCost: [Int]
        package var inclusive: [Int]
        /// Calls of this function that callgrind saw (from its callers' `calls=` lines).
        package var calls: Int
        /// The object file it lives in (`ob=`: the executable, `libc.so.6`, …), when given.
        package var object: String?
        /// Per callee, the inclusive cost of this function's calls to it.
        package var callees: [String: [Int]] = [:]
    }

    /// The event names, in column order.
    package var events: [String]
    /// Per function name.
    package var functions: [String: Costs]
    /// The file's `totals:` or `summary:` line (what was collected in all).
    package var totals: [Int]

    /// The column of `event`, if counted.
    package func column(_ event: String) -> Int? { events.firstIndex(of: event) }

    /// The inclusive cost of `function` in `event` (0 when the function never ran).
    package func inclusive(_ function: String, _ event: String) -> Int {
        guard let c = column(event), let f = functions[function], c < f.inclusive.count else { return 0 }
        return f.inclusive[c]
    }

    /// Reads a callgrind output file. O(file size).
    package static func load(path: String) throws -> CallgrindProfile {
        let data = try InputFile.read(path, limit: 1 << 31)
        return try parse(String(decoding: data, as: UTF8.self), source: path)
    }

    /// Parses callgrind output text; `source` names it in errors. O(text).
    package static func parse(_ text: String, source: String = "callgrind output") throws -> CallgrindProfile {
        var events: [String] = []
        var functions: [String: Costs] = [:]
        var names: [String: [String: String]] = [:]  // per name space (fn, fl, ob): compressed ids → names
        var totals: [Int] = []
        var current: String?
        var callee: String?
        var object: String?
        var pendingObject: String?  // a `cob=` names the object of the next `cfn=`
        var calleeObject: String?
        var afterCalls = false

        func resolve(_ raw: Substring, _ space: String) -> String {
            // "(12) name" defines id 12; "(12)" refers to it; anything else is the name itself.
            let text = raw.trimmingCharacters(in: .whitespaces)
            guard text.hasPrefix("("), let close = text.firstIndex(of: ")") else { return text }
            let id = String(text[text.index(after: text.startIndex)..<close])
            let rest = text[text.index(after: close)...].trimmingCharacters(in: .whitespaces)
            if !rest.isEmpty { names[space, default: [:]][id] = rest; return rest }
            return names[space]?[id] ?? text
        }
        func costs(_ line: Substring) -> [Int] {
            // The first field is the position (a line number, or +n/-n/*); the rest are costs.
            let fields = line.split(separator: " ", omittingEmptySubsequences: true).dropFirst()
            return fields.map { Int($0) ?? 0 }
        }
        func add(_ values: [Int], to array: inout [Int]) {
            if array.count < values.count { array += Array(repeating: 0, count: values.count - array.count) }
            for (k, v) in values.enumerated() { array[k] += v }
        }

        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            guard let first = line.first else { continue }
            if first.isNumber || first == "+" || first == "-" || first == "*" {
                guard let fn = current else { continue }
                let values = costs(line)
                var entry = functions[fn] ?? Costs(selfCost: [], inclusive: [], calls: 0)
                if afterCalls, let callee {
                    add(values, to: &entry.callees[callee, default: []])
                } else {
                    add(values, to: &entry.selfCost)
                }
                add(values, to: &entry.inclusive)
                if entry.object == nil { entry.object = object }
                functions[fn] = entry
                afterCalls = false
            } else if line.hasPrefix("events:") {
                events = line.dropFirst("events:".count).split(separator: " ").map(String.init)
            } else if line.hasPrefix("fn=") {
                current = resolve(line.dropFirst(3), "fn")
                afterCalls = false
            } else if line.hasPrefix("cfn=") {
                callee = resolve(line.dropFirst(4), "fn")
                calleeObject = pendingObject ?? object
                pendingObject = nil
            } else if line.hasPrefix("cfi=") || line.hasPrefix("cfl=") {
                _ = resolve(line.dropFirst(4), "fl")
            } else if line.hasPrefix("cob=") {
                pendingObject = resolve(line.dropFirst(4), "ob")
            } else if line.hasPrefix("calls=") {
                afterCalls = true
                if let callee, let n = line.dropFirst("calls=".count).split(separator: " ").first.flatMap({ Int($0) }) {
                    var entry = functions[callee] ?? Costs(selfCost: [], inclusive: [], calls: 0)
                    entry.calls += n
                    if entry.object == nil { entry.object = calleeObject }
                    functions[callee] = entry
                }
            } else if line.hasPrefix("totals:") || line.hasPrefix("summary:") {
                let values = line.split(separator: ":", maxSplits: 1)[1].split(separator: " ").compactMap { Int($0) }
                if totals.isEmpty || line.hasPrefix("totals:") { totals = values }
            } else if line.hasPrefix("fl=") || line.hasPrefix("fi=") || line.hasPrefix("fe=") {
                _ = resolve(line.dropFirst(3), "fl")
            } else if line.hasPrefix("ob=") {
                object = resolve(line.dropFirst(3), "ob")
            }
        }
        guard !events.isEmpty else { throw GridPerfError("\(source): not a callgrind output file (no events: line)") }
        return CallgrindProfile(events: events, functions: functions, totals: totals)
    }
}
