import Foundation
import RosterModel

/// Records the elements of a stream as they arrive, and lets a test wait, for a bounded time,
/// until what was received satisfies a condition. One long-lived task consumes the stream, so
/// a wait that times out never cancels (and thereby ends) the stream.
actor StreamRecorder<Element: Sendable> {
    /// Everything received, in order.
    private(set) var received: [Element] = []
    private var waiters: [UUID: (condition: @Sendable ([Element]) -> Bool, continuation: CheckedContinuation<Bool, Never>)] = [:]
    private var consumer: Task<Void, Never>?

    private init() {}

    /// Starts recording `stream`.
    static func recording(_ stream: AsyncStream<Element>) async -> StreamRecorder {
        let recorder = StreamRecorder()
        await recorder.start(stream)
        return recorder
    }

    private func start(_ stream: AsyncStream<Element>) {
        consumer = Task { [weak self] in
            for await element in stream { await self?.record(element) }
        }
    }

    private func record(_ element: Element) {
        received.append(element)
        for (id, waiter) in waiters where waiter.condition(received) {
            waiters[id] = nil
            waiter.continuation.resume(returning: true)
        }
    }

    /// Waits until `condition` holds for everything received; false if `timeout` passed first.
    func wait(timeout: Duration = .seconds(10), until condition: @escaping @Sendable ([Element]) -> Bool) async -> Bool {
        if condition(received) { return true }
        let id = UUID()
        let (seconds, attoseconds) = timeout.components
        let timer = DispatchWorkItem { [weak self] in Task { await self?.timeOut(id) } }
        DispatchQueue.global().asyncAfter(deadline: .now() + Double(seconds) + Double(attoseconds) / 1e18, execute: timer)
        let reached = await withCheckedContinuation { waiters[id] = (condition, $0) }
        timer.cancel()
        return reached
    }

    private func timeOut(_ id: UUID) {
        waiters.removeValue(forKey: id)?.continuation.resume(returning: false)
    }

    /// Stops consuming (ending the subscription).
    func stop() {
        consumer?.cancel()
        consumer = nil
    }
}

extension StreamRecorder where Element == StoreChange {
    /// Everything received so far, merged into one change.
    var merged: StoreChange { received.reduce(StoreChange()) { $0.merged(with: $1) } }

    /// Waits until the changes received, merged, report `expected` (or are `unknown`).
    func wait(timeout: Duration = .seconds(10), forChangeCovering expected: StoreChange) async -> Bool {
        await wait(timeout: timeout) { received in
            let merged = received.reduce(StoreChange()) { $0.merged(with: $1) }
            return merged.isUnknown || (expected.insertedPeople.isSubset(of: merged.insertedPeople.union(merged.updatedPeople))
                && expected.updatedPeople.isSubset(of: merged.updatedPeople.union(merged.insertedPeople))
                && expected.deletedPeople.isSubset(of: merged.deletedPeople)
                && expected.tasksOfPeople.isSubset(of: merged.tasksOfPeople))
        }
    }
}
