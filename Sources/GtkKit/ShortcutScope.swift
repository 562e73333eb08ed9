import CGtk
import CGtkShims

/// Where a keyboard shortcut applies.
public enum ShortcutScope: Sendable {
    /// Only while keyboard focus is in the widget (or is the widget).
    case local
    /// Anywhere in the widget's window.
    case global

    var gtkScope: GtkShortcutScope {
        switch self {
        case .local: return GTK_SHORTCUT_SCOPE_LOCAL
        case .global: return GTK_SHORTCUT_SCOPE_GLOBAL
        }
    }
}

extension Widget {
    /// Runs `action` when `trigger` (e.g. `<Control>n`, `Delete`) is pressed within `scope`.
    /// With `beforeChildren`, the widget sees the key before its children do (a
    /// search entry's Down, which its text field would otherwise swallow).
    public func addShortcut(
        _ trigger: String, scope: ShortcutScope, beforeChildren: Bool = false,
        _ action: @escaping @MainActor () -> Void
    ) {
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
        gtk_shortcut_controller_set_scope(gk_shortcut_controller(UnsafeMutableRawPointer(controller)), scope.gtkScope)
        // The shortcut takes the trigger and action; the controller takes the shortcut; the widget takes the controller.
        let shortcut = gtk_shortcut_new(gtk_shortcut_trigger_parse_string(trigger), gtk_callback_action_new(callback, box, release))
        gtk_shortcut_controller_add_shortcut(gk_shortcut_controller(UnsafeMutableRawPointer(controller)), shortcut)
        if beforeChildren {
            gtk_event_controller_set_propagation_phase(gk_event_controller(UnsafeMutableRawPointer(controller)), GTK_PHASE_CAPTURE)
        }
        gtk_widget_add_controller(widget, gk_event_controller(UnsafeMutableRawPointer(controller)))
    }
}
