import CGtk
import CGtkShims

/// A GLib timeout that calls `tick` every `milliseconds` on the main loop until
/// cancelled or released. Only for work that must repeat while something is on
/// screen (a pulsing progress bar): an idle app runs none.
@MainActor
public final class RepeatingTimer {
    private var sourceID: guint = 0

    /// Starts calling `tick` every `milliseconds`, first after one interval.
    public init(milliseconds: UInt32, _ tick: @escaping @MainActor () -> Void) {
        typealias Handler = @MainActor () -> Void
        let box = Unmanaged.passRetained(SignalConnection.Box<Handler>(tick) as AnyObject).toOpaque()
        sourceID = g_timeout_add_full(
            G_PRIORITY_DEFAULT, milliseconds,
            { data in
                let box = Unmanaged<SignalConnection.Box<Handler>>.fromOpaque(data!).takeUnretainedValue()
                MainActor.assumeIsolated { box.handler() }
                return 1  // G_SOURCE_CONTINUE
            }, box,
            { data in
                guard let data else { return }
                Unmanaged<AnyObject>.fromOpaque(data).release()
            })
    }

    /// Stops the timer (its closure is released).
    public func cancel() {
        guard sourceID != 0 else { return }
        g_source_remove(sourceID)
        sourceID = 0
    }

    /// Whether the timer still fires (false once cancelled).
    public var isRunning: Bool { sourceID != 0 }

    isolated deinit { cancel() }
}
