import Foundation
import Synchronization

extension Duration {
    /// The duration in seconds, for Dispatch deadlines.
    var timeInterval: TimeInterval {
        let (seconds, attoseconds) = components
        return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    }
}

/// A condition one side signals and the other waits for, with a bounded wait:
/// synchronous (for code on a database queue) or async (without blocking a
/// thread of the cooperative pool).
final class Signal: Sendable {
    private let semaphore = DispatchSemaphore(value: 0)
    private let signalled = Mutex(false)

    init() {}

    /// Signals the condition (once; later calls do nothing).
    func signal() {
        let first = signalled.withLock { value in defer { value = true }; return !value }
        if first { semaphore.signal() }
    }

    var isSignalled: Bool { signalled.withLock { $0 } }

    /// Blocks the calling thread until signalled; false if `timeout` passed first.
    func waitBlocking(timeout: Duration) -> Bool {
        guard semaphore.wait(timeout: .now() + timeout.timeInterval) == .success else { return false }
        semaphore.signal() // stays signalled for other waiters
        return true
    }

    /// Waits until signalled; false if `timeout` passed first. The blocking wait
    /// runs on a Dispatch thread, not on the caller's.
    func wait(timeout: Duration) async -> Bool {
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
func runWithTimeout<T: Sendable>(_ timeout: Duration, _ body: @escaping @Sendable () -> T) async -> T? {
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
