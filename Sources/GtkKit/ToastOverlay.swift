import CAdw
import CGtk
import CGtkShims

/// `AdwToastOverlay`: shows toasts over its child.
@MainActor
public final class ToastOverlay: Widget {
    /// An overlay with no child yet (`setChild`).
    public init() {
        super.init(sinking: adw_toast_overlay_new())
    }

    /// Sets what the toasts show over.
    public func setChild(_ child: Widget) { adw_toast_overlay_set_child(gk_adw_toast_overlay(pointer), child.widget) }

    /// Shows `toast` (replacing the one shown, at the toast's high priority).
    public func add(_ toast: Toast) {
        // The overlay takes a reference (transfer full); the wrapper keeps its own.
        g_object_ref(toast.pointer)
        adw_toast_overlay_add_toast(gk_adw_toast_overlay(pointer), toast.toast)
    }
}
