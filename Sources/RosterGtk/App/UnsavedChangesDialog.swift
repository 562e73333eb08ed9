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
            let responses = question.choices.map { choice in
                MessageDialog.Response(id: Self.response(for: choice.answer), label: choice.title, appearance: Self.appearance(choice))
            }
            let dialog = MessageDialog(
                parent: parent, heading: question.title, body: question.message, responses: responses,
                defaultResponse: Self.response(for: UnsavedChangesQuestion.defaultAnswer),
                closeResponse: Self.response(for: UnsavedChangesQuestion.dismissAnswer))
            dialog.onResponded { [weak app] response in
                app?.questionAnswered(UnsavedChangesAnswer(rawValue: response) ?? UnsavedChangesQuestion.dismissAnswer)
            }
            self.dialog = dialog
            dialog.present()
        }
    }

    private static func appearance(_ choice: UnsavedChangesChoice) -> MessageDialog.Appearance {
        switch choice.appearance {
        case .plain: .normal
        case .destructive: .destructive
        case .suggested: .suggested
        }
    }

    /// The dialog response id of an answer.
    package static func response(for answer: UnsavedChangesAnswer) -> String { answer.rawValue }
}
