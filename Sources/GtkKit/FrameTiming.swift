import CGtk
import CGtkShims

/// Frame-clock hooks: when a widget's next frame is painted, and how long the frame took.
@MainActor
public enum FrameTiming {
    /// Microseconds of the monotonic clock (same clock as `g_get_monotonic_time`).
    public static var now: Int64 { Int64(g_get_monotonic_time()) }

    /// Calls `handler` once, after the next frame of `widget`'s window is painted,
    /// with the microseconds the frame spent from `before-paint` to `after-paint`
    /// (event flush, layout, snapshot and render).
    public static func afterNextFrame(of widget: Widget, _ handler: @escaping @MainActor (_ frameMicroseconds: Int64) -> Void) {
        guard let clock = gtk_widget_get_frame_clock(widget.widget) else { return }
        let clockPointer = UnsafeMutableRawPointer(clock)
        var frameStart: Int64?
        var connections: [SignalConnection] = []
        connections.append(
            SignalConnection.connect(clockPointer, "before-paint") {
                frameStart = frameStart ?? now
            })
        connections.append(
            SignalConnection.connect(clockPointer, "after-paint") {
                guard let start = frameStart else { return }
                connections.forEach { $0.disconnect() }
                connections.removeAll()
                handler(now - start)
            })
        gdk_frame_clock_request_phase(clock, GDK_FRAME_CLOCK_PHASE_PAINT)
    }

    /// Calls `handler` once, after the first frame of `widget`'s window painted while
    /// `condition` holds (checked after each paint, so what it reads is what was just
    /// drawn), with the monotonic time of that `after-paint`. Connect before the window's
    /// first frame to catch it: a frame already painted is not looked at.
    public static func afterFirstFrame(
        of widget: Widget, where condition: @escaping @MainActor () -> Bool,
        _ handler: @escaping @MainActor (_ paintedMicroseconds: Int64) -> Void
    ) {
        guard let clock = gtk_widget_get_frame_clock(widget.widget) else { return }
        var connection: SignalConnection?
        connection = SignalConnection.connect(UnsafeMutableRawPointer(clock), "after-paint") {
            guard condition() else { return }
            connection?.disconnect()
            connection = nil
            handler(now)
        }
    }
}
