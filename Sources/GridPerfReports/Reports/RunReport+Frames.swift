import Foundation
import GridPerfCore
import GridPerfModel

extension RunReport {
    /// An animated change's frames as a strip (issue 71): each frame's time over the rounds as a
    /// box at its frame number, on a log scale against the 120 Hz and 60 Hz budgets, and under it
    /// each frame's exact work in the first round — measure calls, misses, placements, bytes and,
    /// when counted, instructions — so that the frame that re-measures or allocates stands out.
    /// Every box's tooltip gives its frame's numbers. `[]` for a case that played no frames.
    /// O(frames × rounds).
    package func frameStrip(_ c: CaseResult) -> [String] {
        guard let time = c.metric(MetricKind.animationFrameTime), time.unavailable == nil,
            let samples = time.samples, let perRound = c.metric(MetricKind.animationFrames)?.samples?.first,
            perRound >= 1, perRound.isFinite
        else { return [] }
        let frames = Int(perRound)
        let rounds = samples.count / frames
        guard rounds >= 1 else { return [] }
        // A state change's frames (`--update` under `withAnimation`): one play a change, each
        // change's frames after the last's — a "round" is a change.
        let unit = c.updateCauses == nil ? "round" : "change"
        func plays(_ n: Int) -> String { "\(n) \(unit)\(n == 1 ? "" : "s")" }
        // A frame's samples: its place in each round (the rounds' frames one after the other).
        func firstRound(_ kind: MetricKind) -> [Double]? {
            guard let s = c.metric(kind)?.samples, s.count >= frames else { return nil }
            return Array(s.prefix(frames))
        }
        let bodies = firstRound(MetricKind.animationBodies)
        let calls = firstRound(MetricKind.animationMeasureCalls)
        let misses = firstRound(MetricKind.animationMeasureMisses)
        let placed = firstRound(MetricKind.animationPlaceCalls)
        let bytes = firstRound(MetricKind.animationAllocBytes)
        let instructions = firstRound(MetricKind.animationInstructions)
        var marks: [ChartMark] = []
        var work: [(String, [ChartPoint], String, Double)] = []
        for k in 0..<frames {
            guard let s = Statistics((0..<rounds).map { samples[$0 * frames + k] / 1e6 }) else { continue }
            var tip = "frame \(k + 1) of \(frames)"
            if let fps = c.workload.fps {
                tip += " (at \(formatNumber((Double(k) * 1000 / Double(fps)).rounded())) ms)"
            }
            tip += ": median \(Self.readableTime(s.median * 1e6)) over \(plays(rounds))"
            for (name, values) in [
                ("bodies", bodies), ("measure calls", calls), ("misses", misses), ("placements", placed),
                ("bytes allocated", bytes), ("instructions", instructions),
            ] {
                if let v = values?[k] { tip += "; \(formatNumber(v)) \(name)" }
            }
            marks.append(.box(x: Double(k + 1), halfWidth: 0.3, statistics: s, color: "#2563eb", tooltip: tip))
        }
        marks += Self.frameBudgets.enumerated().map {
            .rule(y: $1.ns / 1e6, color: "#b91c1c", label: $1.label, labelBelow: $0 == 0)
        }
        let strip = Chart(
            title: "the animated change, frame by frame: time per frame (\(plays(rounds)))",
            x: ChartAxis("frame", fromZero: true, format: Self.compactCount),
            y: ChartAxis("frame time (ms)", kind: .log, format: formatNumber), marks: marks, width: 640)
        // Measure calls drawn larger than placements: in a frame that measures each subview once,
        // the two are equal and would hide each other.
        for (name, values, color, radius) in [
            ("measure calls", calls, "#2563eb", 4.0), ("misses", misses, "#b91c1c", 2.5),
            ("placements", placed, "#16a34a", 2.0),
        ] {
            guard let values else { continue }
            work.append((name, values.enumerated().map { ChartPoint(Double($0 + 1), $1) }, color, radius))
        }
        var charts = [strip.svg()]
        if !work.isEmpty {
            charts.append(
                Chart(
                    title: "each frame's work, \(unit) 1 (exact)",
                    x: ChartAxis("frame", fromZero: true, format: Self.compactCount),
                    y: ChartAxis("calls", fromZero: true, format: Self.compactCount),
                    marks: work.map { .points($0.1, color: $0.2, radius: $0.3, legend: $0.0) }, width: 640, height: 220
                ).svg())
        }
        return charts
    }
}
