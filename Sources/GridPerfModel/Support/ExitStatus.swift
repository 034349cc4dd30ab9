/// How a gridperf command ends, for scripts and CI: one type for every code a command exits with
/// (docs/CI.md's table). A command throws one (`throw ExitStatus.regression`) and `GridPerf.main`
/// exits with its code; a `GridPerfError` ends as ``badInput``, ArgumentParser's usage errors as
/// ``usage``. Several names share a code where commands mean the same by it.
package struct ExitStatus: Error, Equatable, Hashable, Sendable {
    /// The process's exit status.
    package let code: Int32

    package init(code: Int32) { self.code = code }

    /// Done; for `compare` and the gate, no significant change (improvements included).
    package static let success = ExitStatus(code: 0)
    /// Bad input, said in one line on standard error (a `GridPerfError`); `bisect`: refused.
    package static let badInput = ExitStatus(code: 1)
    /// A regression (`compare`, the gate).
    package static let regression = ExitStatus(code: 2)
    /// A check that failed (`check`), a time exponent over `--max-exponent` (`suite`).
    package static let failed = ExitStatus(code: 2)
    /// A frame or a size changed (`compare`, the gate).
    package static let outputChanged = ExitStatus(code: 3)
    /// Improvements only, with `--fail-on-improvement` (`compare`).
    package static let improvement = ExitStatus(code: 4)
    /// `bisect`: no commit found (skips hide it, or the A/B did not confirm the time).
    package static let notFound = ExitStatus(code: 4)
    /// The runs cannot be compared (build configuration or allocator differ, or no case in common).
    package static let notComparable = ExitStatus(code: 5)
    /// A usage error: an unknown option, a missing value (ArgumentParser's; its message and the usage).
    package static let usage = ExitStatus(code: 64)
}
