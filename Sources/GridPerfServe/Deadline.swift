import Dispatch
import Foundation

/// Synchronous work on a Dispatch queue, awaited with a time limit. Work past its deadline
/// finishes in the background (synchronous layout cannot be interrupted) and its result is
/// dropped; the playground's item limits bound how long that is.
enum Deadline {
    struct Expired: Error {}

    static func run(seconds: Double, _ work: @escaping @Sendable () throws -> Data) async -> Result<Data, any Error> {
        await withCheckedContinuation { (continuation: CheckedContinuation<Result<Data, any Error>, Never>) in
            let once = Once(continuation)
            DispatchQueue.global(qos: .userInitiated).async { once.resume(Result { try work() }) }
            DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { once.resume(.failure(Expired())) }
        }
    }

    /// Resumes a continuation once, whichever comes first.
    final class Once: @unchecked Sendable {
        private var continuation: CheckedContinuation<Result<Data, any Error>, Never>?
        private let lock = NSLock()
        init(_ c: CheckedContinuation<Result<Data, any Error>, Never>) { continuation = c }
        func resume(_ result: Result<Data, any Error>) {
            lock.lock()
            let c = continuation
            continuation = nil
            lock.unlock()
            c?.resume(returning: result)
        }
    }
}
