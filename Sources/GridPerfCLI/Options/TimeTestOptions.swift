import ArgumentParser
import GridPerfCore

/// `--min-effect` and `--alpha`: how a change in time is judged, by `compare` (two runs) and
/// `history` (windows of runs) alike.
struct TimeTestOptions: ParsableArguments {
    @Option(
        name: .customLong("min-effect"), parsing: .unconditional, help: "Smallest time change that counts, in percent.")
    var minEffect: Checked<NonNegative> = "5"

    @Option(name: .long, parsing: .unconditional, help: "Significance level of the time test.")
    var alpha: Checked<NonNegative> = "0.01"

    /// The minimum effect as a fraction and the significance level (above 0, at most 1).
    func values() throws -> (minEffect: Double, alpha: Double) {
        let alpha = try self.alpha.value("--alpha")
        guard alpha > 0, alpha <= 1 else {
            throw GridPerfError(
                "--alpha: the significance level must be above 0 and at most 1, got \(GridPerfError.quoted(self.alpha.text, limit: 40))"
            )
        }
        return (try minEffect.value("--min-effect") / 100, alpha)
    }
}
