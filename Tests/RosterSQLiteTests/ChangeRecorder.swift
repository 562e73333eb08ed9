import Foundation
import RosterModel

/// Counts the elements of a change stream as they arrive, and lets a test wait,
/// for a bounded time, until a count is reached.
///
/// The stream is consumed by one long-lived task, so waiting with a timeout
/// never cancels (and thereby ends) the stream itself.
actor ChangeRecorder {
    private(set) var count = 0
    /// Every change received, in order.
    private(set) var received: [StoreChange] = []
    private var waiters: [UUID: (target: Int, continuation: CheckedContinuation<Bool, Never>)] = [:]
    private var consumer: Task<Void, Never>?

    private init() {}

    /// Starts counting the elements of `stream`.
    static func recording(_ stream: AsyncStream<StoreChange>) async -> ChangeRecorder {
        let recorder = ChangeRecorder()
        await recorder.start(stream)
        return recorder
    }

    private func start(_ stream: AsyncStream<StoreChange>) {
        consumer = Task { [weak self] in
            for await change in stream {
                await self?.record(change)
            }
        }
    }

    /// Everything received so far, merged into one change.
    var merged: StoreChange { received.reduce(StoreChange()) { $0.merged(with: $1) } }

    private func record(_ change: StoreChange) {
        received.append(change)
        count += 1
        for (id, waiter) in waiters where waiter.target <= count {
            waiters[id] = nil
            waiter.continuation.resume(returning: true)
        }
    }

    /// Waits until at least `target` changes were counted; false if `timeout` passed first.
    func waitForCount(_ target: Int, timeout: Duration) async -> Bool {
        if count >= target { return true }
        let id = UUID()
        // A time-out, not a wait for the change: a dispatch timer that ends the wait if nothing came.
        let timer = DispatchWorkItem { [weak self] in
            Task { await self?.timeOut(id) }
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout.timeInterval, execute: timer)
        // The timer can only run on this actor once the waiter is registered below.
        let reached = await withCheckedContinuation { waiters[id] = (target, $0) }
        timer.cancel()
        return reached
    }

    /// Waits for one more change than counted now: for draining late reports. After a write,
    /// wait for `waitForCount(countBeforeTheWrite + 1)` instead: the report may arrive before
    /// this call, and then one more would be waited for.
    func waitForNext(timeout: Duration) async -> Bool {
        await waitForCount(count + 1, timeout: timeout)
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
