import Foundation
import GridPerfCore
import GridPerfHarness

/// Another commit, checked out in a temporary git worktree and made ready to run, for
/// same-machine comparisons (`compare --base-ref`, `profile --base-ref`, `gate`, `bisect`).
///
/// Two kinds of repository:
/// - **gridperf's own** (its `Package.swift` declares this executable's product): the commit is
///   built in release, kept in `.build-base/<commit>/` (git-ignored). A commit never changes, so
///   a build that finished once (its stamp file says so) is used as it is next time.
/// - **a project that uses gridperf** (its layouts are `--source` files or plugins named by its
///   suites): nothing to build; this gridperf runs in the commit's worktree, where the suite
///   and the layout files are that commit's.
///
/// `remove()` drops the worktree; the build stays.
package struct BaseBuild {
    enum Mode: Equatable {
        /// `swift build -c release --product <product>` in the worktree.
        case build(product: String)
        /// This executable, run in the worktree.
        case reuse
    }

    /// A commit whose build failed (`bisect` skips it, as `git bisect skip` would).
    struct BuildFailed: Error {
        var commit: String
        var message: String
    }

    let ref: String
    /// The repository's top folder, the worktree, and a temporary folder for the work.
    let root: String, tree: String, work: String
    let commit: String
    let mode: Mode
    /// The executable to run in ``tree``.
    let binary: String

    /// - Throws: `GridPerfError` for a ref that is not a commit or a debug build;
    ///   ``BuildFailed`` when the commit does not build.
    init(ref: String, mode: Mode? = nil, quiet: Bool = false) throws {
        guard RunEnvironment.buildConfiguration == "release" else {
            throw GridPerfError(
                "\(GridPerfError.quoted(ref, limit: 80)): run it from a release build (make release), so both sides are release builds"
            )
        }
        let root = try Self.repositoryRoot()
        let commit = try Self.resolve(ref, in: root)
        let mode = mode ?? Self.defaultMode(root: root)
        let fm = FileManager.default
        let work = fm.temporaryDirectory.appendingPathComponent(
            "gridperf-ab-\(ProcessInfo.processInfo.processIdentifier)-\(commit.prefix(10))"
        ).path
        try? fm.removeItem(atPath: work)
        try fm.createDirectory(atPath: work, withIntermediateDirectories: true)
        let tree = work + "/tree"
        if !quiet { Self.note("\(ref) = \(commit.prefix(10)); checking it out in a temporary worktree") }
        _ = try Shell.run(["git", "worktree", "add", "--detach", tree, commit], in: root)
        let binary: String
        switch mode {
        case .reuse:
            binary = try Self.currentExecutable()
        case .build(let product):
            let scratch = root + "/.build-base/" + commit
            binary = scratch + "/release/" + product
            let stamp = scratch + "/.gridperf-built-" + product
            if fm.fileExists(atPath: stamp) && fm.isExecutableFile(atPath: binary) {
                if !quiet { Self.note("\(commit.prefix(10)): built before (\(scratch))") }
            } else {
                if !quiet { Self.note("\(commit.prefix(10)): building in release (kept in \(scratch))") }
                // As `make release` builds: a commit from before Package.swift read no variable had
                // make set two (the command line unoptimised, the unmeasured modules testable); a
                // manifest that reads none ignores them.
                let finished = try Shell.launch([
                    "GRIDPERF_UNOPTIMIZED_CLI=1", "GRIDPERF_TESTABLE=1", "swift", "build", "-c", "release",
                    "--package-path", tree, "--scratch-path", scratch, "--product", product,
                ])
                guard finished.status == 0, !finished.signaled else {
                    Self.remove(tree: tree, root: root, work: work)
                    let output = String(decoding: finished.output + finished.errors, as: UTF8.self)
                    let errors = output.split(separator: "\n").filter { $0.contains("error:") }.prefix(3)
                    throw BuildFailed(
                        commit: commit,
                        message: errors.isEmpty
                            ? "swift build exited \(finished.status)" : errors.joined(separator: " | "))
                }
                _ = fm.createFile(atPath: stamp, contents: Data(commit.utf8))
            }
        }
        self.ref = ref
        self.root = root
        self.tree = tree
        self.work = work
        self.commit = commit
        self.mode = mode
        self.binary = binary
    }

    /// As `init(ref:mode:quiet:)`, a failed build as a `GridPerfError` naming the ref.
    static func make(ref: String, option: String = "--base-ref") throws -> BaseBuild {
        do {
            return try BaseBuild(ref: ref)
        } catch let failed as BuildFailed {
            throw GridPerfError("\(option) \(ref): the commit does not build: \(failed.message)")
        } catch let error as GridPerfError {
            throw error.prefixed(option, separator: " ")
        }
    }

    /// Removes the worktree and the temporary folder (the build stays).
    func remove() { Self.remove(tree: tree, root: root, work: work) }

    private static func remove(tree: String, root: String, work: String) {
        _ = try? Shell.run(["git", "worktree", "remove", "--force", tree], in: root)
        try? FileManager.default.removeItem(atPath: work)
    }

    /// The top folder of the git checkout holding the current directory.
    static func repositoryRoot() throws -> String {
        guard
            let root = try? Shell.run(["git", "rev-parse", "--show-toplevel"]).trimmingCharacters(
                in: .whitespacesAndNewlines),
            !root.isEmpty
        else {
            throw GridPerfError("not inside a git checkout")
        }
        return root
    }

    /// The full commit id `ref` names, or an error saying it names none.
    static func resolve(_ ref: String, in root: String) throws -> String {
        guard
            let commit = try? Shell.run(["git", "rev-parse", "--verify", "--quiet", "\(ref)^{commit}"], in: root)
                .trimmingCharacters(in: .whitespacesAndNewlines), !commit.isEmpty
        else {
            throw GridPerfError("\(GridPerfError.quoted(ref, limit: 80)): not a commit in this repository")
        }
        return commit
    }

    /// gridperf's own repository (a `Package.swift` naming this executable's product) builds
    /// each commit; any other repository reuses this executable.
    static func defaultMode(root: String) -> Mode {
        let product = ((try? currentExecutable()) as NSString?)?.lastPathComponent ?? "gridperf"
        guard let manifest = try? String(contentsOfFile: root + "/Package.swift", encoding: .utf8),
            manifest.contains(".executable(name: \"\(product)\"")
        else { return .reuse }
        return .build(product: product)
    }

    static func note(_ text: String) {
        FileHandle.standardError.write(Data("ab: \(text)\n".utf8))
    }

    /// This gridperf's own executable. When a rebuild replaced the file while this process
    /// runs, Linux names it `… (deleted)`: the path (where the new build now is) is returned
    /// without that suffix, so that the product's name and its folder stay right.
    package static func currentExecutable() throws -> String {
        guard var path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else {
            throw GridPerfError("cannot find this gridperf's own executable")
        }
        if path.hasSuffix(" (deleted)") { path.removeLast(" (deleted)".count) }
        return path
    }
}
