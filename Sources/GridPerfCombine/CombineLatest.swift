// Combine's `combineLatest`, which OpenCombine (0.14) does not implement: Apple's documentation of
// `Publisher.combineLatest(_:)`: "Subscribes to an additional publisher and publishes a tuple upon
// receiving output from either publisher" — once each has published at least once, every new value
// of either sends the latest of all; it finishes when all upstreams finish and fails when one fails.
// A value that arrives while the subscriber has no demand is held (the latest only) and sent at the
// next request, as Apple's operator does.

import Foundation
import OpenCombine

extension Publishers {
    /// The latest values of two publishers, as a tuple.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public init(_ a: A, _ b: B) { (self.a, self.b) = (a, b) }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = CombineLatestInner<S>(subscriber, inputs: 2) { ($0[0] as! A.Output, $0[1] as! B.Output) }
            subscriber.receive(subscription: inner)
            inner.attach(a, at: 0)
            inner.attach(b, at: 1)
        }
    }

    /// The latest values of three publishers, as a tuple.
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public let c: C
        public init(_ a: A, _ b: B, _ c: C) { (self.a, self.b, self.c) = (a, b, c) }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = CombineLatestInner<S>(subscriber, inputs: 3) {
                ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output)
            }
            subscriber.receive(subscription: inner)
            inner.attach(a, at: 0)
            inner.attach(b, at: 1)
            inner.attach(c, at: 2)
        }
    }
}

extension Publisher {
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P>
    where P.Failure == Failure { Publishers.CombineLatest(self, other) }

    public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest<Self, P>, T>
    where P.Failure == Failure { Publishers.CombineLatest(self, other).map(transform) }

    public func combineLatest<P: Publisher, Q: Publisher>(_ p: P, _ q: Q) -> Publishers.CombineLatest3<Self, P, Q>
    where P.Failure == Failure, Q.Failure == Failure { Publishers.CombineLatest3(self, p, q) }

    public func combineLatest<P: Publisher, Q: Publisher, T>(
        _ p: P, _ q: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest3<Self, P, Q>, T>
    where P.Failure == Failure, Q.Failure == Failure { Publishers.CombineLatest3(self, p, q).map(transform) }
}

/// One subscription to a combining publisher: the upstreams' latest values, the subscriber's demand.
private final class CombineLatestInner<Downstream: Subscriber>: Subscription, @unchecked Sendable {
    private let lock = NSRecursiveLock()
    private var downstream: Downstream?
    private let combine: ([Any]) -> Downstream.Input
    private var latest: [Any?]
    private var finished: [Bool]
    private var upstreams: [Subscription?]
    private var demand = Subscribers.Demand.none
    private var held = false

    init(_ downstream: Downstream, inputs: Int, combine: @escaping ([Any]) -> Downstream.Input) {
        self.downstream = downstream
        self.combine = combine
        latest = Array(repeating: nil, count: inputs)
        finished = Array(repeating: false, count: inputs)
        upstreams = Array(repeating: nil, count: inputs)
    }

    func attach<P: Publisher>(_ publisher: P, at k: Int) where P.Failure == Downstream.Failure {
        publisher.subscribe(
            AnySubscriber<P.Output, P.Failure>(
                receiveSubscription: { [weak self] s in
                    guard let self else { return s.cancel() }
                    self.lock.withLock { self.upstreams[k] = s }
                    s.request(.unlimited)
                },
                receiveValue: { [weak self] value in
                    self?.receive(value, at: k)
                    return .none
                },
                receiveCompletion: { [weak self] completion in self?.complete(completion, at: k) }))
    }

    private func receive(_ value: Any, at k: Int) {
        lock.lock()
        guard downstream != nil else { return lock.unlock() }
        latest[k] = value
        guard latest.allSatisfy({ $0 != nil }) else { return lock.unlock() }
        guard demand > 0 else {
            held = true
            return lock.unlock()
        }
        sendLocked()
    }

    /// Sends the latest tuple (called with the lock held; returns with it released).
    private func sendLocked() {
        demand -= 1
        held = false
        let output = combine(latest.map { $0! })
        let subscriber = downstream
        lock.unlock()
        let more = subscriber?.receive(output) ?? .none
        lock.withLock { demand += more }
    }

    private func complete(_ completion: Subscribers.Completion<Downstream.Failure>, at k: Int) {
        lock.lock()
        guard let subscriber = downstream else { return lock.unlock() }
        finished[k] = true
        if case .failure = completion {
            downstream = nil
            let others = upstreams
            lock.unlock()
            others.forEach { $0?.cancel() }
            subscriber.receive(completion: completion)
            return
        }
        guard finished.allSatisfy({ $0 }) else { return lock.unlock() }
        downstream = nil
        lock.unlock()
        subscriber.receive(completion: .finished)
    }

    func request(_ more: Subscribers.Demand) {
        lock.lock()
        demand += more
        if held, demand > 0, downstream != nil { return sendLocked() }
        lock.unlock()
    }

    func cancel() {
        let all = lock.withLock { () -> [Subscription?] in
            downstream = nil
            return upstreams
        }
        all.forEach { $0?.cancel() }
    }
}
