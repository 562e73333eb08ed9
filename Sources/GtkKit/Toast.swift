import CAdw
import CGtk
import CGtkShims

/// `AdwToast`: a short message at the bottom of a `ToastOverlay`, with an optional
/// button (Undo) and a close button; it goes away by itself after `timeout`.
@MainActor
public final class Toast: GObjectRef {
    /// The label the toast shows its title in (ours, so it can be read back and restyled).
    public let titleLabel: Label

    /// Which toast the overlay shows when another is already showing.
    public enum Priority: Sendable {
        /// Waits its turn behind the toast shown.
        case normal
        /// Shows at once, putting the toast shown back in the queue.
        case high
    }

    /// - Parameters:
    ///   - title: the message.
    ///   - buttonLabel: the button's label (nil: no button).
    ///   - timeout: seconds until it goes away by itself; 0 keeps it until dismissed.
    ///   - priority: whether it waits behind a toast already shown.
    public init(title: String, buttonLabel: String? = nil, timeout: UInt32 = 5, priority: Priority = .normal) {
        titleLabel = Label(title)
        // One line, as libadwaita's own title: a long message ends in "…" rather than growing the toast.
        titleLabel.ellipsizes = true
        titleLabel.xAlign = 0
        super.init(adopting: UnsafeMutableRawPointer(adw_toast_new(title)))
        adw_toast_set_custom_title(toast, titleLabel.widget)
        if let buttonLabel { adw_toast_set_button_label(toast, buttonLabel) }
        adw_toast_set_timeout(toast, timeout)
        adw_toast_set_priority(toast, priority == .high ? ADW_TOAST_PRIORITY_HIGH : ADW_TOAST_PRIORITY_NORMAL)
    }

    var toast: OpaquePointer { gk_adw_toast(pointer) }

    /// The message.
    public var title: String { titleLabel.text }

    /// The button's label, or nil when it has none.
    public var buttonLabel: String? { adw_toast_get_button_label(toast).map { String(cString: $0) } }

    /// Runs `handler` when the toast's button is pressed (the toast then goes away).
    @discardableResult
    public func onButtonClicked(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connect("button-clicked", handler)
    }

    /// Runs `handler` when the toast goes away: timed out, closed, its button
    /// pressed, replaced by another or `dismiss()`ed.
    @discardableResult
    public func onDismissed(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connect("dismissed", handler)
    }

    /// Runs `handler` when libadwaita has built the toast's widget (its buttons
    /// exist from then on), which happens when the overlay gets round to showing it.
    @discardableResult
    public func onShown(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        SignalConnection.connect(
            titleLabel.pointer, "notify::parent",
            pointer: { [weak self] _ in
                if self?.shownWidget != nil { handler() }
            })
    }

    /// Takes the toast away now.
    public func dismiss() { adw_toast_dismiss(toast) }

    /// The toast's widget while it is shown (libadwaita builds it; the title label sits inside).
    private var shownWidget: UnsafeMutablePointer<GtkWidget>? {
        var ancestor = titleLabel.parentWidget
        while let current = ancestor {
            if String(cString: G_OBJECT_TYPE_NAME_shim(current)) == "AdwToastWidget" { return current }
            ancestor = gtk_widget_get_parent(current)
        }
        return nil
    }

    /// The toast's button as shown, or nil while the toast is not shown.
    public var shownButton: Button? {
        guard let shownWidget, let buttonLabel else { return nil }
        return Widget.findButton(under: shownWidget, label: buttonLabel)
    }

    /// The toast's close button as shown, or nil while the toast is not shown.
    public var shownCloseButton: Button? {
        shownWidget.flatMap { Widget.findButton(under: $0, iconName: "window-close-symbolic") }
    }
}
