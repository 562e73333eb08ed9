import CGtk
import GtkKit
import RosterViewModels

/// A bar offering to undo a deletion: the message, the action ("Undo") and a
/// close button. Slides in while `show` is given an offer. (A later change
/// replaces it with libadwaita toasts.)
@MainActor
package final class UndoBar {
    package let message = Label()
    package let action = Button(label: "Undo")
    package let close = Button(iconName: "window-close-symbolic")
    package let root: Revealer

    init() {
        let bar = Box(GTK_ORIENTATION_HORIZONTAL, spacing: 12)
        bar.addCSSClass("undo-bar")
        message.expandsHorizontally = true
        message.xAlign = 0
        message.wraps = true
        action.addCSSClass("flat")
        close.addCSSClass("flat")
        close.tooltip = "Dismiss"
        close.accessibleName = ControlNames.dismiss
        for widget in [message, action, close] as [Widget] { bar.append(widget) }
        root = Revealer(child: bar)
    }

    /// Shows `offer` (nil: slides the bar away).
    func show(_ offer: UndoOffer?) {
        root.revealsChild = offer != nil
        if let offer {
            message.text = offer.message
            action.label = offer.actionTitle
        }
    }
}
