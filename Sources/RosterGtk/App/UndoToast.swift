import GtkKit
import RosterViewModels

/// An undo offer ("Deleted Leanne Graham and 20 tasks", Undo) as a libadwaita
/// toast: shown while the view model offers it, gone by itself after a while.
/// Whichever way the toast goes (time-out, its close button, another toast)
/// the view model hears that the offer was dismissed.
@MainActor
package final class UndoToast {
    private let overlay: ToastOverlay
    private let timeout: UInt32
    /// The toast of the offer shown, while it is.
    package private(set) var toast: Toast?
    private var shownOffer: UndoOffer?
    /// The user pressed Undo.
    var undoTapped: (@MainActor () -> Void)?
    /// The toast went away without Undo.
    var dismissed: (@MainActor () -> Void)?

    /// - Parameter timeout: seconds the toast stays; 0 keeps it until dismissed.
    init(overlay: ToastOverlay, timeout: UInt32) {
        self.overlay = overlay
        self.timeout = timeout
    }

    /// Shows `offer` (nil: takes the toast away).
    func show(_ offer: UndoOffer?) {
        guard offer != shownOffer || (offer != nil && toast == nil) else { return }
        let previous = toast
        toast = nil
        shownOffer = offer
        previous?.dismiss()
        guard let offer else { return }
        // The newest offer shows at once (the one it replaces was dismissed above).
        let toast = Toast(title: offer.message, buttonLabel: offer.actionTitle, timeout: timeout, priority: .high)
        toast.onButtonClicked { [weak self] in self?.undoTapped?() }
        toast.onDismissed { [weak self, weak toast] in
            // Only the toast of the offer shown speaks for it; one replaced or taken away by `show` does not.
            guard let self, let toast, self.toast === toast else { return }
            self.toast = nil
            self.shownOffer = nil
            self.dismissed?()
        }
        // libadwaita 1.2's close button is an unnamed icon: name it for screen readers and pointers.
        toast.onShown { [weak toast] in
            guard let close = toast?.shownCloseButton else { return }
            close.accessibleName = ControlNames.dismiss
            close.tooltip = ControlNames.dismiss
        }
        self.toast = toast
        overlay.add(toast)
    }
}
