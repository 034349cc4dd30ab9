import Foundation
import GridPerfCore
import GridPerfModel

/// Where the time goes: Linux perf samples the call stacks of a child gridperf running a case's
/// passes (`perf record -e cpu-clock -g`, a software clock event, which samples on a VM
/// without a hardware PMU), and only the samples inside the measured phases count — item
/// generation, warm-up and report writing are cut away by looking for the measured functions
/// on each stack.
package enum PerfSampler {
    /// Why perf cannot sample here, or `nil` when it can (it is installed and records).
    package static func unavailableReason() -> String? {
        guard (try? Shell.run(["perf", "--version"])) != nil else {
            return "perf is not installed (make setup installs linux-perf)"
        }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("gridperf-perf-\(UUID().uuidString)")
            .path
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        do {
            _ = try Shell.run(["perf", "record", "-q", "-e", "cpu-clock", "-o", dir + "/probe.data", "--", "true"])
            return nil
        } catch let error as GridPerfError {
            return "perf cannot record here: \(error.message.suffix(120))"
        } catch {
            return "perf cannot record here"
        }
    }

    /// Samples `workload`'s passes (`pass`: which, ``MeasuredPasses/Pass``) at `frequency` Hz and
    /// folds the stacks under `roots`.
    package static func sample(
        _ workload: Workload, counter: InstructionCounter, roots: [String], frequency: Int = 4999,
        phases: String, pass: MeasuredPasses.Pass = .steady
    ) throws -> Profile {
        let fm = FileManager.default
        let dir = fm.temporaryDirectory.appendingPathComponent("gridperf-perf-\(UUID().uuidString)").path
        try fm.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? fm.removeItem(atPath: dir) }
        try JSONEncoder().encode(workload).write(to: URL(fileURLWithPath: dir + "/workload.json"))
        _ = try Shell.run(
            [
                "perf", "record", "-q", "-e", "cpu-clock", "-F", String(frequency), "-g", "-o", "perf.data", "--",
                counter.executable,
            ] + counter.leadingArguments
                + ["_count-passes", "--workload-file", "workload.json", "--passes", String(counter.passes)]
                + (pass == .steady ? [] : ["--pass", pass.rawValue]), in: dir)
        let script = try Shell.run(["perf", "script", "-i", "perf.data", "-F", "ip,sym,dso"], in: dir)
        let version =
            (try? Shell.run(["perf", "--version"]))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "perf"
        return try profile(
            fromScript: script, roots: roots, tool: "\(version), cpu-clock at \(frequency) Hz",
            workload: workload.label, phases: phases, passes: counter.passes)
    }

    /// Folds `perf script -F ip,sym,dso` output: each sample's frames from the measured root
    /// down to the leaf (samples without a root are dropped). Self = samples at the leaf,
    /// inclusive = samples with the function anywhere on the stack. O(text).
    package static func profile(
        fromScript text: String, roots: [String], tool: String, workload: String, phases: String,
        passes: Int
    ) throws -> Profile {
        var stacks: [[(symbol: String, object: String)]] = []
        for block in text.components(separatedBy: "\n\n") {
            var frames: [(symbol: String, object: String)] = []  // leaf first
            for line in block.split(separator: "\n") {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                // "<ip> <symbol> (<dso>)"; a symbol may hold spaces, the dso is the last parenthesis.
                guard let space = trimmed.firstIndex(of: " "), let open = trimmed.range(of: " (", options: .backwards),
                    trimmed.hasSuffix(")")
                else { continue }
                var symbol = String(trimmed[trimmed.index(after: space)..<open.lowerBound])
                if let plus = symbol.range(of: "+0x", options: .backwards) {
                    symbol = String(symbol[..<plus.lowerBound])
                }
                let object = String(trimmed[open.upperBound..<trimmed.index(before: trimmed.endIndex)])
                frames.append((symbol, object))
            }
            guard let rootIndex = frames.firstIndex(where: { roots.contains($0.symbol) }) else { continue }
            stacks.append(Array(frames[...rootIndex].reversed()))
        }
        guard !stacks.isEmpty else {
            throw GridPerfError("perf: no sample fell inside the measured passes (try more --passes)")
        }
        let names = SymbolNames.demangled(Array(Set(stacks.flatMap { $0.map(\.symbol) })))
        var selfCount: [String: Int] = [:], inclusive: [String: Int] = [:], objects: [String: String] = [:]
        var folded: [String: Int] = [:]
        for stack in stacks {
            selfCount[stack.last!.symbol, default: 0] += 1
            for symbol in Set(stack.map(\.symbol)) { inclusive[symbol, default: 0] += 1 }
            for f in stack { objects[f.symbol] = f.object }
            folded[
                stack.map { (names[$0.symbol] ?? $0.symbol).replacingOccurrences(of: ";", with: ",") }.joined(
                    separator: ";"), default: 0] += 1
        }
        var functions = inclusive.keys.map { symbol in
            Profile.Function(
                symbol: symbol, name: names[symbol] ?? symbol,
                module: SymbolNames.module(symbol: symbol, object: objects[symbol]),
                selfCost: selfCount[symbol] ?? 0, inclusive: inclusive[symbol] ?? 0, calls: 0)
        }
        functions.sort { ($0.selfCost, $0.inclusive, $1.symbol) > ($1.selfCost, $1.inclusive, $0.symbol) }
        return Profile(
            event: "samples", tool: tool, workload: workload, phases: phases, passes: passes, total: stacks.count,
            functions: functions, folded: folded.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" })
    }
}
