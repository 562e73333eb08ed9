import CGtk
import CGtkShims

/// A toplevel window (`GtkApplicationWindow` when given an application).
@MainActor
public final class Window: Widget {
    public init(application: Application? = nil) {
        if let application {
            super.init(sinking: UnsafeMutableRawPointer(gtk_application_window_new(gk_application(application.pointer))))
        } else {
            super.init(sinking: UnsafeMutableRawPointer(gtk_window_new()))
        }
    }

    private var window: UnsafeMutablePointer<GtkWindow> { gk_window(pointer) }

    public var title: String {
        get { gtk_window_get_title(window).map { String(cString: $0) } ?? "" }
        set { gtk_window_set_title(window, newValue) }
    }

    public func setDefaultSize(width: Int32, height: Int32) { gtk_window_set_default_size(window, width, height) }
    public func setTitlebar(_ titlebar: Widget) { gtk_window_set_titlebar(window, titlebar.widget) }
    public func setChild(_ child: Widget) { gtk_window_set_child(window, child.widget) }
    public func present() { gtk_window_present(window) }
    /// The widget Enter activates (e.g. a form's Save button).
    public func setDefaultWidget(_ widget: Widget) { gtk_window_set_default_widget(window, widget.widget) }
    /// Asks the window to close, as its close button does (`close-request` decides).
    public func close() { gtk_window_close(window) }

    /// Destroys the window (GTK drops it from its toplevels; this wrapper keeps a dead reference).
    public func destroy() { gtk_window_destroy(window) }

    /// The widget that has keyboard focus in this window.
    public var focusWidget: UnsafeMutablePointer<GtkWidget>? { gtk_window_get_focus(window) }

    private var shortcutActions: [String: @MainActor () -> Void] = [:]

    /// Runs the action registered for `trigger`, as the key press would (for scripted runs and tests).
    public func activateShortcut(_ trigger: String) { shortcutActions[trigger]?() }

    /// Runs `action` when `trigger` (e.g. `<Control>f`, `Escape`) is pressed anywhere in the window.
    public func addShortcut(_ trigger: String, _ action: @escaping @MainActor () -> Void) {
        shortcutActions[trigger] = action
        typealias Handler = @MainActor () -> Void
        let box = Unmanaged.passRetained(SignalConnection.Box<Handler>(action) as AnyObject).toOpaque()
        let callback: GtkShortcutFunc = { _, _, data in
            let box = Unmanaged<SignalConnection.Box<Handler>>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { box.handler() }
            return 1
        }
        let release: GDestroyNotify = { data in
            guard let data else { return }
            Unmanaged<AnyObject>.fromOpaque(data).release()
        }
        let controller = gtk_shortcut_controller_new()
        gtk_shortcut_controller_set_scope(gk_shortcut_controller(UnsafeMutableRawPointer(controller)), GTK_SHORTCUT_SCOPE_GLOBAL)
        // The shortcut takes the trigger and action; the controller takes the shortcut; the widget takes the controller.
        let shortcut = gtk_shortcut_new(gtk_shortcut_trigger_parse_string(trigger), gtk_callback_action_new(callback, box, release))
        gtk_shortcut_controller_add_shortcut(gk_shortcut_controller(UnsafeMutableRawPointer(controller)), shortcut)
        gtk_widget_add_controller(widget, gk_event_controller(UnsafeMutableRawPointer(controller)))
    }

    /// Runs `handler` when the user asks to close the window; return true to keep it open.
    @discardableResult
    public func onCloseRequest(_ handler: @escaping @MainActor () -> Bool) -> SignalConnection {
        SignalConnection.connectReturningBool(pointer, "close-request", handler)
    }
}
