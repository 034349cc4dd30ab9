import Foundation

/// Where and how a run happened: enough to tell whether two reports are comparable.
package struct RunEnvironment: Hashable, Sendable, Codable {
    package var commit: String?
    /// True when the checkout had uncommitted changes to tracked files.
    package var commitDirty: Bool?
    package var machine: String
    package var cpu: String
    package var cores: Int
    package var memoryGiB: Double?
    package var os: String
    package var swiftVersion: String
    package var allocator: String
    package var allocationStats: Bool
    package var buildConfiguration: String
    /// What counted instructions (`callgrind (valgrind-3.19.0)`), when they were counted.
    package var instructionCounter: String?

    package init(
        commit: String?, commitDirty: Bool?, machine: String, cpu: String, cores: Int, memoryGiB: Double?, os: String,
        swiftVersion: String, allocator: String, allocationStats: Bool, buildConfiguration: String,
        instructionCounter: String? = nil
    ) {
        (self.commit, self.commitDirty, self.machine, self.cpu, self.cores, self.memoryGiB, self.os) = (
            commit, commitDirty, machine, cpu, cores, memoryGiB, os
        )
        (self.swiftVersion, self.allocator, self.allocationStats, self.buildConfiguration, self.instructionCounter) = (
            swiftVersion, allocator, allocationStats, buildConfiguration, instructionCounter
        )
    }

    /// Reads the environment of this process. `probe` names the allocator.
    package static func current(probe: AllocationProbe, directory: String = FileManager.default.currentDirectoryPath)
        -> RunEnvironment
    {
        let commit = git(["rev-parse", "--short=10", "HEAD"], in: directory)
        let dirty =
            commit == nil
            ? nil : !(git(["status", "--porcelain", "--untracked-files=no"], in: directory) ?? "").isEmpty
        return RunEnvironment(
            commit: commit, commitDirty: dirty,
            machine: ProcessInfo.processInfo.hostName,
            cpu: cpuModel(), cores: ProcessInfo.processInfo.activeProcessorCount,
            memoryGiB: (Double(ProcessInfo.processInfo.physicalMemory) / 1_073_741_824 * 10).rounded() / 10,
            os: operatingSystem(), swiftVersion: compilerVersion,
            allocator: probe.allocator, allocationStats: probe.isActive,
            buildConfiguration: buildConfiguration)
    }

    /// `debug` or `release`: how gridperf itself was compiled.
    package static var buildConfiguration: String {
        #if DEBUG
            "debug"
        #else
            "release"
        #endif
    }

    static var compilerVersion: String {
        #if compiler(>=6.5)
            "Swift 6.5 or later"
        #elseif compiler(>=6.4)
            "Swift 6.4"
        #elseif compiler(>=6.3)
            "Swift 6.3"
        #elseif compiler(>=6.2)
            "Swift 6.2"
        #elseif compiler(>=6.1)
            "Swift 6.1"
        #else
            "Swift 6.0 or earlier"
        #endif
    }

    static func cpuModel() -> String {
        guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return "unknown" }
        for line in text.split(separator: "\n") where line.hasPrefix("model name") {
            if let value = line.split(separator: ":", maxSplits: 1).last {
                return value.trimmingCharacters(in: .whitespaces)
            }
        }
        return "unknown"
    }

    static func operatingSystem() -> String {
        var u = utsname()
        uname(&u)
        func field<T>(_ value: T) -> String {
            withUnsafeBytes(of: value) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
        }
        return "\(field(u.sysname)) \(field(u.release)) \(field(u.machine))"
    }

    /// Runs git in `directory`; `nil` when git is missing or this is not a checkout.
    package static func git(_ arguments: [String], in directory: String) -> String? {
        (try? Shell.run(["git", "-C", directory] + arguments))?.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
