import Foundation
import RosterTestSupport

/// Waits on another process: until a condition about it holds, or until it exits,
/// whichever comes first, with a bounded time-out. There is no main loop to wait
/// on across processes, so the condition is re-checked each time the wait for the
/// process's exit times out (every `interval`); an exit ends the wait at once.
final class ProcessWatch: Sendable {
    let process: Process
    /// Signalled by the process's termination handler.
    private let exited = Signal()

    /// Watches `process`; call before `process.run()`.
    init(_ process: Process) {
        self.process = process
        process.terminationHandler = { [exited] _ in exited.signal() }
    }

    /// Whether `condition` held within `timeout`; false too if the process exited first.
    func waitUntil(timeout: Duration, interval: Duration = .milliseconds(50), _ condition: () -> Bool) -> Bool {
        blockUntil(timeout: timeout, checkingEvery: interval, orUntil: exited, condition)
    }

    /// Whether the process stayed alive for the whole of `duration` (a measurement window).
    func staysAlive(for duration: Duration) -> Bool {
        !exited.waitBlocking(timeout: duration)
    }
}
