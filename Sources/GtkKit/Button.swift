import CGtk
import CGtkShims

/// `GtkButton`.
@MainActor
public final class Button: Widget {
    public init(label: String) {
        super.init(sinking: gtk_button_new_with_label(label))
    }

    public init(iconName: String) {
        super.init(sinking: gtk_button_new_from_icon_name(iconName))
    }

    public var label: String {
        get { gtk_button_get_label(gk_button(pointer)).map { String(cString: $0) } ?? "" }
        set { gtk_button_set_label(gk_button(pointer), newValue) }
    }

    /// Runs `handler` when the button is clicked.
    @discardableResult
    public func onClicked(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connect("clicked", handler)
    }

    /// Clicks the button as a user would (emits `clicked` if sensitive).
    public func click() {
        guard isSensitive else { return }
        gk_signal_emit_void(pointer, "clicked")
    }
}
