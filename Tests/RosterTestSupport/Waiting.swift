import Foundation
import Synchronization

// The tests' one way to wait for something, with one time unit: Swift's `Duration`.
// Every wait is bounded and ends as soon as what it waits for happened. Prefer waiting for
// an event (a task's end, a `Signal`, a `StreamRecorder`'s elements) over `waitUntil`'s
// polling, which is for state nothing reports (work a view model starts without returning
// its task); `blockUntil` checks another process's state while it waits for that process
// to end. The GTK tests, which must turn GLib's main loop
// while they wait, use GtkKit's `MainLoopBridge.iterate(until:timeout:)` instead.

/// How long a test waits, unless it says otherwise, for something that must happen: generous,
/// since hundreds of tests share two cores; a wait returns as soon as its condition holds.
public let defaultWaitTimeout: Duration = .seconds(15)

extension Duration {
    /// The duration in seconds, for the APIs that count in seconds (Dispatch, Foundation).
    public var timeInterval: TimeInterval {
        let (seconds, attoseconds) = components
        return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    }
}

/// Waits until `condition` holds, checking it every millisecond on the caller's actor, for at
/// most `timeout`; returns whether it held. A cancelled wait checks once more and returns.
public func waitUntil(
    timeout: Duration = defaultWaitTimeout, isolation: isolated (any Actor)? = #isolation,
    _ condition: () -> Bool
) async -> Bool {
    let deadline = ContinuousClock.now + timeout
    while !condition() {
        if ContinuousClock.now >= deadline { return false }
        do { try await Task.sleep(for: .milliseconds(1)) } catch { return condition() }
    }
    return true
}

/// Blocks the calling thread until `condition` holds or `ended` is signalled, for at most
/// `timeout`; returns whether `condition` held. For state in another process, which nothing
/// reports: between checks the thread waits on `ended` (what the condition depends on ending,
/// e.g. the process exiting), for at most `interval`, so an end stops the wait at once and the
/// result is then `condition` checked once more.
public func blockUntil(
    timeout: Duration = defaultWaitTimeout, checkingEvery interval: Duration = .milliseconds(10), orUntil ended: Signal,
    _ condition: () -> Bool
) -> Bool {
    let deadline = ContinuousClock.now + timeout
    while !condition() {
        let left = deadline - ContinuousClock.now
        if left <= .zero { return false }
        if ended.waitBlocking(timeout: min(interval, left)) { return condition() }
    }
    return true
}

/// A condition one side signals and the other waits for, with a bounded wait:
/// synchronous (for code on a database queue) or async (without blocking a
/// thread of the cooperative pool).
public final class Signal: Sendable {
    private let semaphore = DispatchSemaphore(value: 0)
    private let signalled = Mutex(false)

    public init() {}

    /// Signals the condition (once; later calls do nothing).
    public func signal() {
        let first = signalled.withLock { value in
            defer { value = true }
            return !value
        }
        if first { semaphore.signal() }
    }

    public var isSignalled: Bool { signalled.withLock { $0 } }

    /// Blocks the calling thread until signalled; false if `timeout` passed first.
    public func waitBlocking(timeout: Duration = defaultWaitTimeout) -> Bool {
        guard semaphore.wait(timeout: .now() + timeout.timeInterval) == .success else { return false }
        semaphore.signal()  // stays signalled for other waiters
        return true
    }

    /// Waits until signalled; false if `timeout` passed first. The blocking wait
    /// runs on a Dispatch thread, not on the caller's.
    public func wait(timeout: Duration = defaultWaitTimeout) async -> Bool {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(returning: self.waitBlocking(timeout: timeout))
            }
        }
    }
}

/// Runs `body` on a thread of its own and waits at most `timeout` for it:
/// for calls that might block forever (a FIFO, a device) if the code under test regresses.
/// Returns nil when it did not finish in time (the thread is then left behind).
public func runWithTimeout<T: Sendable>(_ timeout: Duration, _ body: @escaping @Sendable () -> T) async -> T? {
    let result = Mutex<T?>(nil)
    let done = Signal()
    Thread.detachNewThread {
        let value = body()
        result.withLock { $0 = value }
        done.signal()
    }
    guard await done.wait(timeout: timeout) else { return nil }
    return result.withLock { $0 }
}

/// Records the elements of a stream as they arrive, and lets a test wait, for a bounded time,
/// until what was received satisfies a condition. One long-lived task consumes the stream, so
/// a wait that times out never cancels (and thereby ends) the stream.
public actor StreamRecorder<Element: Sendable> {
    /// Everything received, in order.
    public private(set) var received: [Element] = []
    private var waiters: [UUID: (condition: @Sendable ([Element]) -> Bool, continuation: CheckedContinuation<Bool, Never>)] = [:]
    private var consumer: Task<Void, Never>?

    private init() {}

    /// Starts recording `stream`.
    public static func recording(_ stream: AsyncStream<Element>) async -> StreamRecorder {
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

    /// How many elements were received.
    public var count: Int { received.count }

    /// Waits until `condition` holds for everything received; false if `timeout` passed first.
    public func wait(timeout: Duration = defaultWaitTimeout, until condition: @escaping @Sendable ([Element]) -> Bool) async -> Bool {
        if condition(received) { return true }
        let id = UUID()
        // A time-out, not a wait for the elements: it ends the wait if they did not come.
        let timer = Task { [weak self] in
            try await Task.sleep(for: timeout)
            await self?.timeOut(id)
        }
        // The timer can only run on this actor once the waiter is registered below.
        let reached = await withCheckedContinuation { waiters[id] = (condition, $0) }
        timer.cancel()
        return reached
    }

    /// Waits until at least `target` elements were received; false if `timeout` passed first.
    public func waitForCount(_ target: Int, timeout: Duration = defaultWaitTimeout) async -> Bool {
        await wait(timeout: timeout) { $0.count >= target }
    }

    /// Waits for one more element than received now: for draining late reports. After a write,
    /// wait for `waitForCount(countBeforeTheWrite + 1)` instead: the report may arrive before
    /// this call, and then one more would be waited for.
    public func waitForNext(timeout: Duration = defaultWaitTimeout) async -> Bool {
        await waitForCount(count + 1, timeout: timeout)
    }

    private func timeOut(_ id: UUID) {
        waiters.removeValue(forKey: id)?.continuation.resume(returning: false)
    }

    /// Stops consuming (ending the subscription).
    public func stop() {
        consumer?.cancel()
        consumer = nil
    }
}
