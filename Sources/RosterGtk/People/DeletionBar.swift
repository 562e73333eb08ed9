import GtkKit
import RosterViewModels

/// What follows a person's deletion: the Undo toast ("Deleted Leanne Graham
/// and 20 tasks", Undo), and at the bottom of the window why a deletion or its
/// undo failed.
@MainActor
package final class DeletionBar {
    let root = Box(.vertical)
    package let undoToast: UndoToast
    package let error = Label()
    private let bindings = BindingBag()

    init(app: AppViewModel, toasts: ToastOverlay, undoTimeout: UInt32) {
        undoToast = UndoToast(overlay: toasts, timeout: undoTimeout)
        error.addCSSClass("deletion-error")
        error.xAlign = 0
        error.wraps = true
        root.append(error)
        undoToast.undoTapped = { [weak app] in app?.undoDeleteTapped() }
        undoToast.dismissed = { [weak app] in app?.deletionUndoDismissed() }
        bindings.bind({ app.personUndo }, name: .personUndoBar) { [undoToast] offer in undoToast.show(offer) }
        bindings.bind({ app.deletionError }, name: .deletionError) { [error] message in
            error.text = message ?? ""
            error.isVisible = message != nil
        }
    }
}
