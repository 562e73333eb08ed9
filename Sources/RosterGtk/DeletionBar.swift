import CGtk
import GtkKit
import RosterViewModels

/// The bottom of the window after a person was deleted: the undo bar
/// ("Deleted Leanne Graham and 20 tasks", Undo, Dismiss), and why a deletion
/// or its undo failed.
@MainActor
package final class DeletionBar {
    let root = Box(GTK_ORIENTATION_VERTICAL)
    package let undoBar = UndoBar()
    package let error = Label()
    private let bindings = BindingBag()

    init(app: AppViewModel) {
        error.addCSSClass("deletion-error")
        error.xAlign = 0
        error.wraps = true
        root.append(error)
        root.append(undoBar.root)
        undoBar.action.onClicked { [weak app] in app?.undoDeleteTapped() }
        undoBar.close.onClicked { [weak app] in app?.deletionUndoDismissed() }
        bindings.bind({ app.personUndo }, name: .personUndoBar) { [undoBar] offer in undoBar.show(offer) }
        bindings.bind({ app.deletionError }, name: .deletionError) { [error] message in
            error.text = message ?? ""
            error.isVisible = message != nil
        }
    }
}
