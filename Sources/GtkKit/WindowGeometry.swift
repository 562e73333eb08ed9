import CGtk
import CGtkShims

/// Remembers a window's size and maximised state in `Settings` between launches.
///
/// `remember(_:in:…)` applies the saved geometry at once (call it before the
/// window is first presented) and saves it again when the window is asked to
/// close, when it goes away (`unrealize`, which destroying it emits), as GNOME
/// applications do, and when its application shuts down with the window still
/// open (`g_application_quit`, a termination signal). The size saved is the window's *default* size
/// (`gtk_window_get_default_size`), which GTK keeps at the last size the user
/// gave the window while it was not maximised — not its allocation, which can
/// include the client-side shadow — so unmaximising after a restart gives back
/// that size.
///
///     let settings = try Settings(schemaID: "org.example.App")
///     try WindowGeometry.remember(window, in: settings)
///     window.present()
///
/// The geometry lives as long as the window's signal handlers: nothing needs to
/// hold it. Remembering a window again replaces the earlier geometry.
@MainActor
public final class WindowGeometry {
    /// Where the geometry is kept.
    public let settings: Settings
    /// The `i` key of the width, the `i` key of the height, the `b` key of the maximised state.
    public let widthKey: String, heightKey: String, maximizedKey: String
    /// The window, not owned: the handlers that use it die with it.
    private let window: UnsafeMutablePointer<GtkWindow>
    private var handlerIDs: [gulong] = []

    private static let dataKey = "gk-window-geometry"

    private init(window: UnsafeMutablePointer<GtkWindow>, settings: Settings, widthKey: String, heightKey: String, maximizedKey: String) {
        self.window = window
        self.settings = settings
        self.widthKey = widthKey
        self.heightKey = heightKey
        self.maximizedKey = maximizedKey
    }

    /// Applies the geometry saved in `settings` to `window` now and saves the
    /// window's geometry there when it closes.
    /// - Parameters:
    ///   - window: a `GtkWindow` (`Window`, or a wrapper of a subclass such
    ///     as `AdwApplicationWindow`); anything else is a programming error.
    ///   - settings: the settings that hold the keys below.
    ///   - widthKey: an `i` key: the window's width.
    ///   - heightKey: an `i` key: the window's height.
    ///   - maximizedKey: a `b` key: whether the window is maximised.
    /// - Throws: `SettingsError` when a key is missing or of another type
    ///   (`i`, `i`, `b`); the window is then left as it was.
    @discardableResult
    public static func remember(
        _ window: Widget,
        in settings: Settings,
        widthKey: String = "window-width",
        heightKey: String = "window-height",
        maximizedKey: String = "window-maximized"
    ) throws -> WindowGeometry {
        precondition(
            g_type_check_instance_is_a(window.pointer.assumingMemoryBound(to: GTypeInstance.self), gtk_window_get_type()) != 0,
            "WindowGeometry.remember needs a GtkWindow")
        try settings.checkKey(widthKey, type: "i")
        try settings.checkKey(heightKey, type: "i")
        try settings.checkKey(maximizedKey, type: "b")
        let geometry = WindowGeometry(
            window: gk_window(window.pointer), settings: settings,
            widthKey: widthKey, heightKey: heightKey, maximizedKey: maximizedKey)
        let object = gk_object(window.pointer)
        if let previous = g_object_get_data(object, dataKey) {
            Unmanaged<WindowGeometry>.fromOpaque(previous).takeUnretainedValue().disconnect()
        }
        try geometry.apply()
        geometry.connect()
        // Unretained: the handlers own the geometry; this only finds it to replace it.
        g_object_set_data(object, dataKey, Unmanaged.passUnretained(geometry).toOpaque())
        return geometry
    }

    /// Sets the window's default size and maximised state from the settings.
    /// Sizes below 1 (never saved) are left alone.
    public func apply() throws {
        let width = try settings.int32(forKey: widthKey)
        let height = try settings.int32(forKey: heightKey)
        if width > 0 && height > 0 {
            gtk_window_set_default_size(window, width, height)
        }
        if try settings.bool(forKey: maximizedKey) {
            gtk_window_maximize(window)
        }
    }

    /// Saves the window's default size (when it has one) and maximised state, and
    /// waits for the writes to reach the backend.
    public func save() throws {
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_window_get_default_size(window, &width, &height)
        if width > 0 && height > 0 {
            try settings.set(width, forKey: widthKey)
            try settings.set(height, forKey: heightKey)
        }
        try settings.set(gtk_window_is_maximized(window) != 0, forKey: maximizedKey)
        Settings.sync()
    }

    /// Saving from a signal handler: a key locked down by the administrator is not an error to report.
    private func saveFromHandler() {
        try? save()
    }

    // MARK: Signal handlers (one trampoline per C signature; each holds one reference to the geometry)

    /// The window's application while the geometry listens to its `shutdown` (one reference held).
    private var application: UnsafeMutablePointer<GtkApplication>?
    private var shutdownHandlerID: gulong = 0

    private static let release: GClosureNotify = { data, _ in
        guard let data else { return }
        Unmanaged<WindowGeometry>.fromOpaque(data).release()
    }

    /// Saves on `close-request` and `unrealize` of the window and on `shutdown` of its
    /// application: an application that quits (`g_application_quit`, a termination
    /// signal) leaves its windows undestroyed, so neither window signal comes.
    private func connect() {
        // void (*)(instance, user_data): unrealize, shutdown.
        let save: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
            let geometry = Unmanaged<WindowGeometry>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { geometry.saveFromHandler() }
        }
        // gboolean (*)(instance, user_data): close-request.
        let closeRequest: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> gboolean = { _, data in
            let geometry = Unmanaged<WindowGeometry>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { geometry.saveFromHandler() }
            return 0  // let other handlers decide whether the window closes
        }
        // void (*)(instance, user_data): destroy, when the window goes (before it is freed).
        let destroy: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
            let geometry = Unmanaged<WindowGeometry>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { geometry.disconnectApplication() }
        }
        for (signal, trampoline) in [
            ("close-request", unsafeBitCast(closeRequest, to: GCallback.self)),
            ("unrealize", unsafeBitCast(save, to: GCallback.self)),
            ("destroy", unsafeBitCast(destroy, to: GCallback.self)),
        ] {
            handlerIDs.append(Self.connect(UnsafeMutableRawPointer(window), signal, trampoline, self))
        }
        if let application = gtk_window_get_application(window) {
            g_object_ref(application)
            self.application = application
            shutdownHandlerID = Self.connect(
                UnsafeMutableRawPointer(application), "shutdown", unsafeBitCast(save, to: GCallback.self), self)
        }
    }

    private static func connect(_ instance: UnsafeMutableRawPointer, _ signal: String, _ trampoline: GCallback, _ geometry: WindowGeometry)
        -> gulong
    {
        let id = g_signal_connect_data(
            instance, signal, trampoline, Unmanaged.passRetained(geometry).toOpaque(), release, GConnectFlags(rawValue: 0))
        precondition(id != 0, "GLib refused to connect \"\(signal)\"")
        return id
    }

    /// Stops listening to the application (the window is going, or the geometry is replaced).
    private func disconnectApplication() {
        guard let application else { return }
        self.application = nil
        if g_signal_handler_is_connected(application, shutdownHandlerID) != 0 {
            g_signal_handler_disconnect(application, shutdownHandlerID)
        }
        g_object_unref(application)
    }

    /// Stops saving (the handlers release the geometry).
    private func disconnect() {
        disconnectApplication()
        for id in handlerIDs where g_signal_handler_is_connected(window, id) != 0 {
            g_signal_handler_disconnect(window, id)
        }
        handlerIDs = []
    }
}

extension Settings {
    /// Remembers `window`'s size and maximised state in these settings: see `WindowGeometry.remember`.
    @discardableResult
    public func rememberGeometry(
        of window: Widget,
        widthKey: String = "window-width",
        heightKey: String = "window-height",
        maximizedKey: String = "window-maximized"
    ) throws -> WindowGeometry {
        try WindowGeometry.remember(window, in: self, widthKey: widthKey, heightKey: heightKey, maximizedKey: maximizedKey)
    }
}
