import RosterViewModels
import TerminalKit

/// The password dialog: the directory's server asks for a password that neither the address
/// nor PGPASSWORD gives. A box over everything: what the server asks, the password as dots,
/// "Remember in the keyring" (Ctrl+R), why the last try failed, Cancel (Esc) and Sign In
/// (Enter). Every state is `PasswordPromptViewModel`'s; the password lives only there.
extension TerminalFront {
    /// Typing edits the password, Ctrl+U clears it, Ctrl+R ticks or clears "Remember in the
    /// keyring", Enter signs in (when Sign In is enabled), Esc cancels.
    func handlePasswordDialog(_ key: TerminalKey, _ prompt: PasswordPromptViewModel) {
        switch key {
        case .character(let character): prompt.passwordChanged(prompt.password + String(character))
        case .backspace: prompt.passwordChanged(String(prompt.password.dropLast()))
        case _ where TerminalCommand.clearField.isRun(by: key): prompt.passwordChanged("")
        case .control("r"): toggleRemember(prompt)
        case .enter: prompt.signInTapped()
        case .escape: prompt.cancelTapped()
        default: break
        }
    }

    /// A click in the dialog: "Remember in the keyring", Cancel or Sign In.
    func clickInPasswordDialog(_ control: TerminalControl?, _ prompt: PasswordPromptViewModel) {
        switch control?.id {
        case "password.remember"?: toggleRemember(prompt)
        case "password.cancel"?: prompt.cancelTapped()
        case "password.signIn"?: prompt.signInTapped()
        default: break
        }
    }

    private func toggleRemember(_ prompt: PasswordPromptViewModel) {
        if !prompt.rememberToggled(!prompt.remembers), let reason = prompt.rememberDisabledReason { notice = reason }
    }

    /// The dialog's box in the middle of the screen.
    func drawPasswordDialog(_ canvas: inout Canvas<TerminalFocus>, _ prompt: PasswordPromptViewModel) {
        let password = bound(.passwordEntry, prompt.password)
        let remember = bound(.passwordRemember, (isActive: prompt.remembers, isEnabled: prompt.isRememberEnabled))
        let problem = bound(.passwordProblem, prompt.problem)
        let isSignInEnabled = bound(.passwordSignIn, prompt.isSignInEnabled)
        let screen = canvas.screen
        let width = min(screen.columns - 4, 70)
        let textWidth = width - 4
        let bodyRows = DisplayWidth.wrapped(prompt.body, width: textWidth).count
        let problemRows = problem.map { DisplayWidth.wrapped($0, width: textWidth).count } ?? 0
        let height = 9 + bodyRows + problemRows
        let box = TerminalRect(
            row: max(0, (screen.rows - height) / 2), column: max(0, (screen.columns - width) / 2), width: width, height: height)
        screen.fill(box)
        screen.frame(box, style: .bold)
        let column = box.column + 2
        canvas.label(prompt.title, id: "password.title", row: box.row + 1, column: column, width: textWidth, style: .bold)
        canvas.wrappedLabel(
            prompt.body, id: "password.text", row: box.row + 2, column: column, width: textWidth, style: .plain, maxRows: bodyRows)
        var row = box.row + 3 + bodyRows
        // The entry is always focused, which hides its placeholder: its name goes before it.
        let labelWidth = DisplayWidth.of(prompt.passwordLabel) + 1
        canvas.label(prompt.passwordLabel, id: "password.label", row: row, column: column, width: labelWidth)
        canvas.textBox(
            .textBox, name: prompt.passwordLabel, value: String(repeating: "•", count: password.count),
            rect: TerminalRect(row: row, column: column + labelWidth, width: textWidth - labelWidth), focusKey: nil, isFocused: true,
            id: "password.entry")
        row += 1
        if let problem {
            canvas.wrappedLabel(
                problem, id: "password.problem", row: row, column: column, width: textWidth, style: .dim, maxRows: problemRows)
            row += problemRows
        }
        row += 1
        screen.draw(remember.isActive ? "[x]" : "[ ]", row: row, column: column, style: TextStyle(dim: !remember.isEnabled))
        canvas.register(
            TerminalControl(
                role: .checkBox, name: prompt.rememberTitle, rect: TerminalRect(row: row, column: column, width: 3),
                isEnabled: remember.isEnabled, isSelected: remember.isActive, id: "password.remember"))
        screen.draw(
            prompt.rememberTitle + " (Ctrl+R)", row: row, column: column + 4, width: textWidth - 4,
            style: TextStyle(dim: !remember.isEnabled))
        let cursor = canvas.cursor
        let next =
            canvas.button(
                prompt.cancelTitle, row: box.row + height - 2, column: column, isEnabled: true, focusKey: nil, id: "password.cancel") + 1
        canvas.button(
            prompt.signInTitle, row: box.row + height - 2, column: next, isEnabled: isSignInEnabled, focusKey: nil, id: "password.signIn")
        canvas.cursor = cursor
    }
}
