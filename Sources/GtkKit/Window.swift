import CAdw
import CGtk
import CGtkShims

/// A toplevel window: an `AdwApplicationWindow` when given an application (it
/// exports the window's `win.` actions), else a plain `GtkWindow`.
///
/// An application window has no title-bar slot: put a `HeaderBar` at the top of
/// its content, as adaptive layouts (a header bar per pane) need.
@MainActor
public final class Window: Widget {
    /// A window of `application` (an `AdwApplicationWindow`, which keeps the
    /// application running while open and has `win.` actions), or a plain
    /// `GtkWindow` without one. The application must be registered.
    public init(application: Application? = nil) {
        if let application {
            super.init(sinking: UnsafeMutableRawPointer(adw_application_window_new(gk_application(application.pointer))))
        } else {
            super.init(sinking: UnsafeMutableRawPointer(gtk_window_new()))
        }
    }

    private var window: UnsafeMutablePointer<GtkWindow> { gk_window(pointer) }

    /// The title window lists and screen readers show.
    public var title: String {
        get { gtk_window_get_title(window).map { String(cString: $0) } ?? "" }
        set { gtk_window_set_title(window, newValue) }
    }

    /// The size the window opens at, in pixels.
    public func setDefaultSize(width: Int32, height: Int32) { gtk_window_set_default_size(window, width, height) }
    /// Sets the title bar of a plain window (an application window has none: see the type's note).
    public func setTitlebar(_ titlebar: Widget) {
        precondition(!isApplicationWindow, "an application window has no title bar slot: put a HeaderBar in its content")
        gtk_window_set_titlebar(window, titlebar.widget)
    }

    /// Sets what the window shows (an application window's whole content, header bars included).
    public func setChild(_ child: Widget) {
        if isApplicationWindow {
            adw_application_window_set_content(gk_adw_application_window(pointer), child.widget)
        } else {
            gtk_window_set_child(window, child.widget)
        }
    }

    private var isApplicationWindow: Bool { gk_is_adw_application_window(pointer) != 0 }
    /// Shows the window and raises it to the user.
    public func present() { gtk_window_present(window) }
    /// The widget Enter activates (e.g. a form's Save button).
    public func setDefaultWidget(_ widget: Widget) { gtk_window_set_default_widget(window, widget.widget) }
    /// Asks the window to close, as its close button does (`close-request` decides).
    public func close() { gtk_window_close(window) }

    /// Destroys the window (GTK drops it from its toplevels; this wrapper keeps a dead reference).
    public func destroy() { gtk_window_destroy(window) }

    /// The widget that has keyboard focus in this window.
    public var focusWidget: UnsafeMutablePointer<GtkWidget>? { gtk_window_get_focus(window) }

    /// Presses `trigger` (e.g. `<Control>f`, `Delete`) as far as shortcuts go: the
    /// shortcuts of the focus widget and its ancestors, then the window's global ones,
    /// as a key event would reach them (GTK 4 cannot synthesise key events). For
    /// scripted runs and tests. Returns whether a shortcut handled it.
    @discardableResult
    public func activateShortcut(_ trigger: String) -> Bool {
        gk_activate_shortcut(focusWidget ?? widget, trigger) != 0
    }

    /// Runs `action` when `trigger` (e.g. `<Control>f`, `Escape`) is pressed anywhere in the window.
    public func addShortcut(_ trigger: String, _ action: @escaping @MainActor () -> Void) {
        addShortcut(trigger, scope: .global, action)
    }

    /// Makes the window a dialog of `parent`: kept above it, centred on it, destroyed with it.
    public func setTransient(for parent: Window) {
        gtk_window_set_transient_for(window, gk_window(parent.pointer))
        gtk_window_set_destroy_with_parent(window, 1)
    }

    /// Whether the window blocks input to the other windows of the application.
    public var isModal: Bool {
        get { gtk_window_get_modal(window) != 0 }
        set { gtk_window_set_modal(window, newValue ? 1 : 0) }
    }

    /// Whether the user can resize the window.
    public var isResizable: Bool {
        get { gtk_window_get_resizable(window) != 0 }
        set { gtk_window_set_resizable(window, newValue ? 1 : 0) }
    }

    /// Whether the title bar offers a close button.
    public var isDeletable: Bool {
        get { gtk_window_get_deletable(window) != 0 }
        set { gtk_window_set_deletable(window, newValue ? 1 : 0) }
    }

    /// Drops the title bar but keeps the client-side frame (rounded corners,
    /// shadow), as GTK's message dialogs look: for dialogs whose content says
    /// what they are. The window title still names it for window lists and
    /// screen readers.
    public func hideTitleBar() {
        let placeholder = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_widget_set_visible(placeholder, 0)
        gtk_window_set_titlebar(window, placeholder)
    }

    /// The window's size as allocated (0 before it is shown).
    public var allocatedSize: (width: Int32, height: Int32) {
        (gtk_widget_get_width(widget), gtk_widget_get_height(widget))
    }

    /// Runs `handler` when the user asks to close the window; return true to keep it open.
    @discardableResult
    public func onCloseRequested(_ handler: @escaping @MainActor () -> Bool) -> SignalConnection {
        connectReturningBool("close-request", handler)
    }
}
