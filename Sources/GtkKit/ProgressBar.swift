import CGtk
import CGtkShims

/// `GtkProgressBar` showing either a known fraction or, when the amount of work
/// is unknown, a pulse that moves on its own while the bar is set so.
@MainActor
public final class ProgressBar: Widget {
    private var pulseTimer: RepeatingTimer?

    /// An empty bar (fraction 0).
    public init() {
        super.init(sinking: gtk_progress_bar_new())
        gtk_progress_bar_set_pulse_step(bar, 0.08)
    }

    private var bar: OpaquePointer { gk_progress_bar(pointer) }

    /// The fraction shown, 0 to 1; nil pulses (indeterminate).
    public var progress: Double? {
        get { isPulsing ? nil : gtk_progress_bar_get_fraction(bar) }
        set {
            if let newValue {
                stopPulsing()
                gtk_progress_bar_set_fraction(bar, min(max(newValue, 0), 1))
            } else if pulseTimer == nil {
                gtk_progress_bar_pulse(bar)
                pulseTimer = RepeatingTimer(milliseconds: 100) { [weak self] in
                    guard let self else { return }
                    gtk_progress_bar_pulse(self.bar)
                }
            }
        }
    }

    /// Whether the bar pulses (the amount of work is unknown).
    public var isPulsing: Bool { pulseTimer != nil }

    /// Stops the pulse timer (call when the bar goes away).
    public func stopPulsing() {
        pulseTimer?.cancel()
        pulseTimer = nil
    }

    isolated deinit { pulseTimer?.cancel() }
}
