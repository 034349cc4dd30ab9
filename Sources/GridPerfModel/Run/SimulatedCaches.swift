/// The caches callgrind simulates when it counts instructions (fixed, so counts do not depend on
/// the host's CPU): 32 KiB 8-way L1s and an 8 MiB 16-way last level, 64-byte lines. Here, not in
/// the runner's `InstructionCounter`, because reports name them too.
package enum SimulatedCaches {
    /// valgrind's options for them.
    package static let valgrindOptions = ["--I1=32768,8,64", "--D1=32768,8,64", "--LL=8388608,16,64"]
    /// Their description in a report.
    package static let description = "simulated caches: D1 32 KiB 8-way, LL 8 MiB 16-way, 64-byte lines"
}
