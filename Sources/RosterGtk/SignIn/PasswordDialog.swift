import GtkKit
import RosterViewModels

/// The password dialog: shown while `app.passwordPrompt` is set (the directory's server asks for
/// a password nobody gave, or refuses the one signed in with), gone when it is nil. A password
/// entry, "Remember in the keyring" (its disabled reason as tooltip), why the last try failed,
/// Cancel and Sign In (the default; disabled with its reason). Escape and closing cancel.
/// Decides nothing: every state is `PasswordPromptViewModel`'s.
@MainActor
package final class PasswordDialog {
    // Made on first use, put together on the first prompt (`build()`): most runs are never
    // asked for a password, and the main window's first frame need not wait for this one.
    package var window: Window { shell.window }
    package private(set) lazy var heading = Label()
    package private(set) lazy var body = Label()
    package private(set) lazy var entry = PasswordEntry()
    package private(set) lazy var remember = CheckButton(label: "")
    package private(set) lazy var problem = Label()
    package private(set) lazy var cancel = Button(label: "")
    package private(set) lazy var confirm = Button(label: "")
    private let parent: Window
    /// The window, made and put together on the first show.
    private let shell = DialogWindow()
    /// Whether the dialog is open (read without building it).
    package var isShown: Bool { shell.isShown }
    private let bindings = BindingBag()
    /// The bindings of the prompt shown, made again for each prompt.
    private var promptBindings = BindingBag()
    package private(set) weak var prompt: PasswordPromptViewModel?

    init(app: AppViewModel, parent: Window) {
        self.parent = parent
        bindings.bind({ app.passwordPrompt.map(ObjectIdentifier.init) }, name: .passwordDialog) { [weak self, weak app] _ in
            self?.show(app?.passwordPrompt)
        }
    }

    private func build() { shell.assembleOnce(assemble) }

    private func assemble() {
        window.becomeImportExportDialog(title: "", over: parent, width: 360, resizable: false)
        let content = Box(.vertical, spacing: 12)
        content.addCSSClass("import-export-dialog-content")
        heading.addCSSClass("import-export-dialog-heading")
        for label in [heading, body, problem] {
            label.xAlign = 0
            label.wraps = true
        }
        problem.addCSSClass("error")
        problem.isVisible = false
        entry.showsPeekIcon = true
        entry.activatesDefault = true
        confirm.addCSSClass("suggested-action")
        let buttons = Box(.horizontal, spacing: 8)
        buttons.halign = .end
        buttons.append(cancel)
        buttons.append(confirm)
        for widget in [heading, body, entry, remember, problem, buttons] as [Widget] { content.append(widget) }
        window.setChild(content)
        window.setDefaultWidget(confirm)

        entry.onTextChanged { [weak self] text in self?.prompt?.passwordChanged(text) }
        remember.onToggled { [weak self] in
            guard let self, let prompt = self.prompt else { return }
            if !prompt.rememberToggled(self.remember.isActive) { self.remember.isActive = prompt.remembers }
        }
        confirm.onClicked { [weak self] in self?.prompt?.signInTapped() }
        let dismiss: @MainActor () -> Void = { [weak self] in self?.prompt?.cancelTapped() }
        cancel.onClicked(dismiss)
        window.addShortcut("Escape", dismiss)
        window.onCloseRequested {
            dismiss()
            return true
        }
    }

    private func show(_ prompt: PasswordPromptViewModel?) {
        promptBindings = BindingBag()
        self.prompt = prompt
        guard let prompt else {
            shell.hide()
            return
        }
        build()
        window.title = prompt.title
        heading.text = prompt.title
        body.text = prompt.body
        entry.accessibleName = prompt.passwordLabel
        entry.placeholder = prompt.passwordLabel
        remember.label = prompt.rememberTitle
        cancel.label = prompt.cancelTitle
        confirm.label = prompt.signInTitle
        promptBindings.bind({ prompt.password }, name: .passwordEntry) { [entry] password in entry.text = password }
        promptBindings.bind({ RememberState(prompt) }, name: .passwordRemember) { [remember] state in
            remember.isSensitive = state.reason == nil
            remember.isActive = state.isActive
            remember.tooltip = state.reason
        }
        promptBindings.bind({ prompt.problem }, name: .passwordProblem) { [problem] text in
            problem.text = text ?? ""
            problem.isVisible = text != nil
        }
        promptBindings.bind({ SignInState(prompt) }, name: .passwordSignIn) { [confirm, entry] state in
            confirm.isSensitive = state.reason == nil
            confirm.tooltip = state.reason
            // No typing while the password is tried. Not insensitive: that would take the keyboard
            // from the entry (GTK warns that its text saw no focus-out). A click on Sign In took it
            // anyway, and Sign In is disabled once the refused password is cleared: the keyboard
            // goes back to the entry for the next try.
            let wasSigningIn = !entry.isEditable
            entry.isEditable = !state.isSigningIn
            if wasSigningIn && !state.isSigningIn && !entry.containsFocus { _ = entry.grabFocus() }
        }
        if !window.isVisible {
            window.present()
            _ = entry.grabFocus()
        }
    }

    /// "Remember in the keyring" as shown: ticked or not, and why it is disabled.
    private struct RememberState: Equatable {
        let isActive: Bool
        let reason: String?
        @MainActor init(_ prompt: PasswordPromptViewModel) {
            isActive = prompt.remembers
            reason = prompt.rememberDisabledReason
        }
    }

    /// Sign In as shown: why it is disabled, and whether a sign-in is under way.
    private struct SignInState: Equatable {
        let reason: String?
        let isSigningIn: Bool
        @MainActor init(_ prompt: PasswordPromptViewModel) {
            reason = prompt.signInDisabledReason
            isSigningIn = prompt.isSigningIn
        }
    }
}
