import GtkKit
import RosterViewModels

/// Shows the app's unsaved-changes question as libadwaita's message dialog and forwards the answer.
@MainActor
package final class UnsavedChangesDialog {
    package private(set) var dialog: MessageDialog?
    private let bindings = BindingBag()

    init(app: AppViewModel, parent: Window) {
        bindings.bind({ app.question }, name: .question) { [weak self, weak app] question in
            guard let self else { return }
            self.dialog?.destroy()
            self.dialog = nil
            guard let question, let app else { return }
            // Buttons left to right as GNOME orders them: Cancel, Discard, Save.
            let responses = [
                MessageDialog.Response(id: Self.response(for: .cancel), label: question.cancelTitle),
                MessageDialog.Response(id: Self.response(for: .discard), label: question.discardTitle, appearance: .destructive),
                MessageDialog.Response(id: Self.response(for: .save), label: question.saveTitle, appearance: .suggested),
            ]
            let dialog = MessageDialog(
                parent: parent, heading: question.title, body: question.message, responses: responses,
                defaultResponse: Self.response(for: .save), closeResponse: Self.response(for: .cancel))
            dialog.onResponded { [weak app] response in
                app?.questionAnswered(UnsavedChangesAnswer(rawValue: response) ?? .cancel)
            }
            self.dialog = dialog
            dialog.present()
        }
    }

    /// The dialog response id of an answer.
    package static func response(for answer: UnsavedChangesAnswer) -> String { answer.rawValue }
}
