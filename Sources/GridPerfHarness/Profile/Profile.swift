import Foundation
import GridPerfCore
import GridPerfModel

/// Where a layout's passes spend their instructions, function by function: what
/// `gridperf profile` writes (`profile.json`) and prints, and what `profile diff` compares.
package struct Profile: Codable, Sendable, Equatable {
    package struct Function: Codable, Sendable, Equatable {
        /// The symbol (mangled for Swift): what two profiles are matched by.
        package var symbol: String
        /// For people: demangled and simplified.
        package var name: String
        /// Where its code comes from (`GridPerfLayouts`, `GridPerfCore`, `Swift runtime`, `libc`…).
        package var module: String
        package var selfCost: Int
        package var inclusive: Int
        package var calls: Int
    }

    /// What was counted (`instructions`) and by what (`callgrind (valgrind-3.19.0)`).
    package var event: String
    package var tool: String
    /// What ran: the workload's label, the phases, and how many passes the costs are summed over.
    package var workload: String
    package var phases: String
    package var passes: Int
    /// Everything counted (the roots' inclusive cost).
    package var total: Int
    /// Every function that ran inside the counted phases, most self cost first.
    package var functions: [Function]
    /// Folded call stacks (`root;caller;callee cost`), the format flame-graph tools read.
    package var folded: [String]

    /// The profile of `roots` (the measured phases) in a callgrind output: per function its
    /// self and inclusive costs of `event`, and the call stacks below the roots folded, each
    /// function's cost along a path in proportion to the calls on that path (callgrind records
    /// caller–callee pairs, not whole stacks), paths under 0.01% of the total folded into a `…`
    /// frame of their caller.
    /// O(functions + 10,000 · depth · callees) at most.
    package static func make(
        from callgrind: CallgrindProfile, roots: [String], event: String = "Ir", tool: String,
        workload: String, phases: String, passes: Int
    ) throws -> Profile {
        guard let column = callgrind.column(event) else { throw GridPerfError("callgrind counted no \(event)") }
        func cost(_ values: [Int]) -> Int { column < values.count ? values[column] : 0 }
        let names = SymbolNames.demangled(Array(callgrind.functions.keys))
        var functions: [Function] = []
        for (symbol, f) in callgrind.functions where cost(f.inclusive) > 0 || cost(f.selfCost) > 0 {
            functions.append(
                Function(
                    symbol: symbol, name: names[symbol] ?? symbol,
                    module: SymbolNames.module(symbol: symbol, object: f.object),
                    selfCost: cost(f.selfCost), inclusive: cost(f.inclusive), calls: f.calls))
        }
        functions.sort { ($0.selfCost, $0.inclusive, $1.symbol) > ($1.selfCost, $1.inclusive, $0.symbol) }
        let total = roots.reduce(0) { $0 + cost(callgrind.functions[$1]?.inclusive ?? []) }

        // Folded stacks: walk down from each root, a callee's share of a path being the cost of
        // the calls on it; a cycle (recursion) stops the walk. The paths of a dense call graph
        // (the Swift runtime's, a state change's) multiply with depth: a path whose share is under
        // `smallest` (0.01% of the total, and half an event, the folded output's own cut) is not
        // followed but counted under a `…` frame of its caller, so each depth holds at most 10,000
        // paths and the stacks still add up to the total.
        let smallest = Swift.max(0.5, Double(total) * 1e-4)
        var stacks: [String: Double] = [:]
        func walk(_ symbol: String, share: Double, path: [String]) {
            guard share >= smallest, let f = callgrind.functions[symbol], path.count < 64 else { return }
            let name = names[symbol] ?? symbol
            let here = path + [name.replacingOccurrences(of: ";", with: ",")]
            let inclusive = Double(cost(f.inclusive))
            guard inclusive > 0 else { return }
            let fraction = share / inclusive
            let selfShare = Double(cost(f.selfCost)) * fraction
            if selfShare > 0 { stacks[here.joined(separator: ";"), default: 0] += selfShare }
            var small = 0.0
            for (callee, values) in f.callees where !path.contains(names[callee] ?? callee) && callee != symbol {
                let calleeShare = Double(cost(values)) * fraction
                if calleeShare < smallest { small += calleeShare } else { walk(callee, share: calleeShare, path: here) }
            }
            // What the paths not followed cost stays on the stacks, under one frame: they still add
            // up to the total.
            if small > 0 { stacks[(here + ["…"]).joined(separator: ";"), default: 0] += small }
        }
        for root in roots { walk(root, share: Double(cost(callgrind.functions[root]?.inclusive ?? [])), path: []) }
        let folded = stacks.filter { $0.value >= 0.5 }.sorted { $0.key < $1.key }
            .map { "\($0.key) \(Int($0.value.rounded()))" }
        return Profile(
            event: event == "Ir" ? "instructions" : event, tool: tool, workload: workload, phases: phases,
            passes: passes, total: total, functions: functions, folded: folded)
    }

    /// The top `count` functions by self cost: name, module, self %, inclusive %, calls.
    package func topRows(_ count: Int) -> [[String]] {
        var rows = [["function", "module", "self %", "inclusive %", "self", "calls"]]
        func percent(_ v: Int) -> String { total > 0 ? String(format: "%.1f", Double(v) * 100 / Double(total)) : "n/a" }
        for f in functions.prefix(count) {
            let name = f.name.count > 90 ? String(f.name.prefix(89)) + "…" : f.name
            // Sampled profiles know no call counts.
            rows.append([
                name, f.module, percent(f.selfCost), percent(f.inclusive), String(f.selfCost),
                event == "samples" ? "n/a" : String(f.calls),
            ])
        }
        return rows
    }

    /// Self cost per module, most first.
    package var moduleRows: [[String]] {
        var byModule: [String: Int] = [:]
        for f in functions { byModule[f.module, default: 0] += f.selfCost }
        var rows = [["module", "self %", "self"]]
        for (module, cost) in byModule.sorted(by: { ($0.value, $1.key) > ($1.value, $0.key) }) {
            rows.append([
                module, total > 0 ? String(format: "%.1f", Double(cost) * 100 / Double(total)) : "n/a", String(cost),
            ])
        }
        return rows
    }
}
