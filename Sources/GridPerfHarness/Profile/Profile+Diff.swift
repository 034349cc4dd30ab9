import GridPerfCore
import GridPerfModel

extension Profile {
    /// One function's self cost in two profiles.
    package struct Mover: Sendable, Equatable {
        package var name: String
        package var module: String
        package var base: Int
        package var head: Int
        package var delta: Int { head - base }
    }

    /// Which functions gained or lost self cost from `base` to `head`, the largest moves first
    /// (matched by symbol; a function on one side only counts from or to 0). O(functions log
    /// functions).
    package static func movers(base: Profile, head: Profile) -> [Mover] {
        var bySymbol: [String: Mover] = [:]
        for f in base.functions {
            bySymbol[f.symbol] = Mover(name: f.name, module: f.module, base: f.selfCost, head: 0)
        }
        for f in head.functions {
            var m = bySymbol[f.symbol] ?? Mover(name: f.name, module: f.module, base: 0, head: 0)
            m.head = f.selfCost
            bySymbol[f.symbol] = m
        }
        return bySymbol.values.filter { $0.delta != 0 }
            .sorted { (Swift.abs($0.delta), $1.name) > (Swift.abs($1.delta), $0.name) }
    }

    /// The differential table: function, module, base, head, Δ, Δ% of the base's total.
    package static func diffRows(base: Profile, head: Profile, top: Int) -> [[String]] {
        var rows = [["function", "module", "base", "head", "Δ", "Δ% of base total"]]
        for m in movers(base: base, head: head).prefix(top) {
            let share = base.total > 0 ? String(format: "%+.2f", Double(m.delta) * 100 / Double(base.total)) : "n/a"
            rows.append([
                m.name, m.module, String(m.base), String(m.head), (m.delta > 0 ? "+" : "") + String(m.delta), share,
            ])
        }
        return rows
    }
}
