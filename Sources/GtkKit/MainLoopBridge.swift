import CGtk
import CGtkShims
import Glibc

/// Runs Swift's main queue — `@MainActor` tasks, `DispatchQueue.main` blocks —
/// inside GLib's main loop.
///
/// GLib owns the main thread once `g_application_run` starts and never drains
/// libdispatch's main queue. libdispatch signals new main-queue work on an
/// eventfd; a GLib fd source watches it and drains the queue when it fires. No
/// timer: an idle app sleeps in `poll`.
@MainActor
public enum MainLoopBridge {
    private static var sourceID: guint = 0

    /// Installs the bridge on the default main context. Idempotent.
    public static func install() {
        guard sourceID == 0 else { return }
        let handle = gk_dispatch_main_queue_handle()
        precondition(handle >= 0, "libdispatch has no main-queue handle")
        sourceID = g_unix_fd_add(
            handle, G_IO_IN,
            { fd, _, _ in
                // The drain does not reset the eventfd; unread, GLib would see it
                // readable forever and spin a core.
                var counter: UInt64 = 0
                _ = read(fd, &counter, MemoryLayout<UInt64>.size)
                gk_dispatch_main_queue_drain()
                return 1  // G_SOURCE_CONTINUE
            }, nil)
    }

    /// Resumes once GLib has nothing more urgent to do: pending events, bindings,
    /// layout and painting all run first (a low-priority idle callback).
    public static func nextIdle() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let box = Unmanaged.passRetained(ContinuationBox(continuation)).toOpaque()
            g_idle_add_full(
                G_PRIORITY_LOW,
                { data in
                    Unmanaged<ContinuationBox>.fromOpaque(data!).takeRetainedValue().continuation.resume()
                    return 0  // G_SOURCE_REMOVE
                }, box, nil)
        }
    }

    /// Lets GLib run (`nextIdle`) until `condition` holds or `timeout` passes; returns whether
    /// it held. A time, not a count of idle turns: work on other threads (a file chooser listing
    /// its folder, a frame being rendered) takes as long as it takes on a busy machine. Between
    /// checks it sleeps 2 ms rather than spin on an otherwise idle loop.
    @discardableResult
    public static func wait(until condition: () -> Bool, timeout: Duration = .seconds(10)) async -> Bool {
        let deadline = ContinuousClock.now + timeout
        while !condition() {
            if ContinuousClock.now >= deadline { return false }
            await nextIdle()
            if !condition() { try? await Task.sleep(for: .milliseconds(2)) }
        }
        return true
    }

    private final class ContinuationBox {
        let continuation: CheckedContinuation<Void, Never>
        init(_ continuation: CheckedContinuation<Void, Never>) { self.continuation = continuation }
    }

    /// Whether GLib has events or sources ready.
    public static var hasPendingEvents: Bool { g_main_context_pending(nil) != 0 }

    /// Removes the bridge (for tests).
    public static func uninstall() {
        guard sourceID != 0 else { return }
        g_source_remove(sourceID)
        sourceID = 0
    }

    /// Runs pending main-loop work (GTK events, idle callbacks, Swift main-queue
    /// jobs) until nothing is left, or until `timeout` passes. For tests and
    /// scripted runs, outside `g_application_run`.
    public static func iterateUntilIdle(timeout: Duration = .seconds(2)) {
        let deadline = ContinuousClock.now + timeout
        var idleRounds = 0
        while ContinuousClock.now < deadline {
            if g_main_context_iteration(nil, 0) != 0 {
                idleRounds = 0
            } else {
                idleRounds += 1
                // A few empty rounds in a row: nothing is pending, not even follow-ups.
                if idleRounds > 3 { return }
                g_usleep(1000)
            }
        }
    }

    /// Iterates the main loop until `condition` holds or `timeout` passes.
    /// Returns whether the condition held.
    @discardableResult
    public static func iterate(until condition: () -> Bool, timeout: Duration = .seconds(5)) -> Bool {
        let deadline = ContinuousClock.now + timeout
        while !condition() {
            if ContinuousClock.now >= deadline { return false }
            if g_main_context_iteration(nil, 0) == 0 { g_usleep(1000) }
        }
        return true
    }
}
