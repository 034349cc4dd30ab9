import Dispatch
import Foundation
import GridPerfCore
import Synchronization

/// A time bound on a whole command (`--timeout SECONDS`): past it, one line names the command,
/// the bound and what was being measured (``activity``), and the process exits with status 1 —
/// from the watchdog's own thread, so a layout that never returns is stopped too.
package final class Watchdog {
    /// What the command is doing now (`laying out scene.json`, `measuring waterfall n=1000`):
    /// set by the commands and the runner as they go, read only by the watchdog.
    package static let activity = Mutex("")

    /// The default bound of `command`, in seconds: a layout is one pass (10 minutes is far
    /// beyond any scene under the limits); measuring commands run many cases (2 hours).
    package static func defaultSeconds(command: String) -> Double {
        command == "layout" ? 600 : 7_200
    }

    private let timer: DispatchSourceTimer

    /// Starts the bound: `seconds` from now, unless the process has ended.
    package init(command: String, seconds: Double) {
        timer = DispatchSource.makeTimerSource(queue: DispatchQueue.global())
        timer.schedule(deadline: .now() + seconds)
        timer.setEventHandler {
            let doing = Watchdog.activity.withLock { $0 }
            let message =
                "error: \(command) did not finish within \(formatPoints(seconds)) s"
                + (doing.isEmpty ? "" : " (while \(doing))") + "; --timeout SECONDS gives it longer\n"
            FileHandle.standardError.write(Data(message.utf8))
            // No child outlives the command (a compiler, a view's child), nothing half-written stays.
            Shell.stopEverything()
            WorkerEnding.mark()
            _exit(1)
        }
        timer.resume()
    }

    /// Sets ``activity``.
    package static func doing(_ what: String) { activity.withLock { $0 = what } }
}
