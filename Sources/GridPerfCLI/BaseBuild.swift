import Foundation
import GridPerfCore
import GridPerfHarness

/// A release build of another commit, for same-machine comparisons (`compare --base-ref`,
/// `profile --base-ref`): the ref checked out in a temporary git worktree and built, the build
/// kept in `.build-base/<commit>/` (git-ignored) for next time. `remove()` drops the worktree.
struct BaseBuild {
    let ref: String
    /// The repository's top folder, the worktree, and a temporary folder for the work.
    let root: String, tree: String, work: String
    let commit: String
    /// The base's gridperf.
    let binary: String

    init(ref: String) throws {
        guard RunEnvironment.buildConfiguration == "release" else {
            throw GridPerfError("--base-ref: run it from a release build (make release), so both sides are release builds")
        }
        guard let root = try? Shell.run(["git", "rev-parse", "--show-toplevel"]).trimmingCharacters(in: .whitespacesAndNewlines) else {
            throw GridPerfError("--base-ref: not inside a git checkout")
        }
        guard let commit = try? Shell.run(["git", "rev-parse", "--verify", "--quiet", "\(ref)^{commit}"], in: root)
            .trimmingCharacters(in: .whitespacesAndNewlines), !commit.isEmpty else {
            throw GridPerfError("--base-ref \(ref): not a commit in this repository")
        }
        let fm = FileManager.default
        let work = fm.temporaryDirectory.appendingPathComponent("gridperf-ab-\(ProcessInfo.processInfo.processIdentifier)").path
        try? fm.removeItem(atPath: work)
        try fm.createDirectory(atPath: work, withIntermediateDirectories: true)
        let tree = work + "/base"
        Self.note("base: \(ref) = \(commit.prefix(10)); checking it out in a temporary worktree")
        _ = try Shell.run(["git", "worktree", "add", "--detach", tree, commit], in: root)
        let scratch = root + "/.build-base/" + commit
        Self.note("base: building in release (kept in \(scratch))")
        do {
            _ = try Shell.run(["swift", "build", "-c", "release", "--package-path", tree, "--scratch-path", scratch, "--product", "gridperf"])
        } catch let error as GridPerfError {
            Self.remove(tree: tree, root: root, work: work)
            throw GridPerfError("--base-ref \(ref): the base does not build: \(error.message)")
        }
        self.ref = ref
        self.root = root
        self.tree = tree
        self.work = work
        self.commit = commit
        self.binary = scratch + "/release/gridperf"
    }

    /// Removes the worktree and the temporary folder (the build stays).
    func remove() { Self.remove(tree: tree, root: root, work: work) }

    private static func remove(tree: String, root: String, work: String) {
        _ = try? Shell.run(["git", "worktree", "remove", "--force", tree], in: root)
        try? FileManager.default.removeItem(atPath: work)
    }

    static func note(_ text: String) {
        FileHandle.standardError.write(Data("ab: \(text)\n".utf8))
    }

    /// This gridperf's own executable.
    static func currentExecutable() throws -> String {
        guard let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else {
            throw GridPerfError("--base-ref: cannot find this gridperf's own executable")
        }
        return path
    }
}
