import GtkKit
import RosterGtk
import RosterTesting

extension WidgetSnapshot {
    /// The password dialog as shown, while it is: its heading and text, the entry's length,
    /// "Remember in the keyring" ticked or not, the refusal under the entry, and its controls
    /// (each sensitive or not).
    static func passwordDialog(_ window: MainWindow) -> ScreenSnapshot.PasswordDialog? {
        let dialog = window.passwordDialog
        guard dialog.isShown else { return nil }
        var remember = control(dialog.remember)
        remember.isEnabled = dialog.remember.acceptsInput
        var confirm = control(dialog.confirm)
        confirm.isEnabled = dialog.confirm.acceptsInput
        return ScreenSnapshot.PasswordDialog(
            title: dialog.heading.text, text: dialog.body.text, passwordLength: dialog.entry.text.count,
            remembers: dialog.remember.isActive, problem: dialog.problem.isVisible ? dialog.problem.text : nil,
            controls: [control(dialog.entry), remember, control(dialog.cancel), confirm])
    }
}
