import CGtk
import GtkKit
import RosterViewModels

/// Shows the app's unsaved-changes question as a real modal dialog and forwards the answer.
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
            let answers = UnsavedChangesAnswer.allCases
            let titles = [question.saveTitle, question.discardTitle, question.cancelTitle]
            // Buttons left to right as GNOME orders them: Cancel, Discard, Save.
            let buttons = zip(answers, titles).reversed().map { (title: $1, response: Self.response(for: $0)) }
            let dialog = MessageDialog(parent: parent, text: question.title, secondaryText: question.message,
                                       buttons: buttons, defaultResponse: Self.response(for: .save))
            dialog.onResponse { [weak app] response in
                // Closing the dialog any other way (Escape) is Cancel.
                let answer = answers.first { Self.response(for: $0) == response } ?? .cancel
                app?.questionAnswered(answer)
            }
            self.dialog = dialog
            dialog.present()
        }
    }

    /// The dialog response id of an answer.
    package static func response(for answer: UnsavedChangesAnswer) -> Int32 {
        Int32(UnsavedChangesAnswer.allCases.firstIndex(of: answer)! + 1)
    }
}
