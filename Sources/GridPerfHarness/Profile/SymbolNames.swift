import GridPerfCore
import GridPerfModel

/// Function names for people: Swift symbols demangled and simplified
/// (`LazyGridLayout.ensureMeasured(length:subviews:cache:)`, not `$s15GridPerfLayouts…`) with
/// the toolchain's `swift demangle --simplified`, and grouped by where the code comes from.
package enum SymbolNames {
    /// Where a function's code comes from.
    package static func module(symbol: String, object: String?) -> String {
        let obj = object ?? ""
        if obj.contains("libc.so") || obj.contains("ld-linux") || symbol.hasPrefix("__libc") { return "libc" }
        if obj.contains("jemalloc") || symbol.hasPrefix("je_") { return "jemalloc" }
        if obj.contains("libswiftCore") || symbol.hasPrefix("swift_") { return "Swift runtime" }
        if obj.contains("libdispatch") || obj.contains("libFoundation") { return "system libraries" }
        if symbol.hasPrefix("gridperf_measured") { return "GridPerfHarness" }
        if let swiftModule = mangledModule(symbol) {
            return swiftModule == "Swift" ? "Swift stdlib (specialized)" : swiftModule
        }
        return obj.isEmpty ? "other" : String(obj.split(separator: "/").last ?? "other")
    }

    /// The module a Swift symbol's mangling starts with (`$s15GridPerfLayouts…` →
    /// `GridPerfLayouts`; a standard-library substitution such as `$sSa` → `Swift`).
    static func mangledModule(_ symbol: String) -> String? {
        guard symbol.hasPrefix("$s") else { return nil }
        let rest = symbol.dropFirst(2)
        if let first = rest.first, first == "S" || first == "s" { return "Swift" }
        let digits = rest.prefix { $0.isNumber }
        guard let length = Int(digits), length > 0 else { return nil }
        let name = rest.dropFirst(digits.count).prefix(length)
        return name.count == length ? String(name) : nil
    }

    /// The simplified demangled names of `symbols`, by symbol; a name the demangler does not
    /// change (C functions), or all of them when `swift demangle` cannot be run, stays as it is.
    package static func demangled(_ symbols: [String]) -> [String: String] {
        var out: [String: String] = [:]
        let swift = symbols.filter { $0.hasPrefix("$s") }
        // A few hundred names per call keeps the command line short.
        var start = 0
        while start < swift.count {
            let chunk = Array(swift[start..<Swift.min(swift.count, start + 200)])
            start += chunk.count
            guard let text = try? Shell.run(["swift", "demangle", "--simplified"] + chunk) else { break }
            for line in text.split(separator: "\n") {
                let parts = line.components(separatedBy: " ---> ")
                if parts.count == 2 { out[parts[0]] = shorten(parts[1]) }
            }
        }
        for s in symbols where out[s] == nil { out[s] = s }
        return out
    }

    /// Drops what says little to a reader (`static `, `merged `; a `specialized` copy keeps a
    /// mark, so it can be told from the generic one) and cuts C++ parameter lists.
    static func shorten(_ name: String) -> String {
        var n = Substring(name)
        var specialized = false
        while let prefix = ["specialized ", "static ", "merged "].first(where: { n.hasPrefix($0) }) {
            n = n.dropFirst(prefix.count)
            if prefix == "specialized " { specialized = true }
        }
        if n.hasPrefix("swift::") || n.hasPrefix("_swift"), let open = n.firstIndex(of: "("), n.count > 60 {
            n = n[..<open] + "(…)"
        }
        return specialized ? n + " [specialized]" : String(n)
    }
}
