import GtkKit
import RosterViewModels

/// One field of the profile: an entry row of the form's boxed list with the field's icon and
/// its actions (send an email, call, copy…), and a row under it for its inline error; the
/// biography, a text view under its own heading, with its error below it.
@MainActor
package final class ProfileFieldRow {
    let field: ProfileField
    /// The field's name as the page shows it (the entry row's title, the biography's heading).
    package let title: String
    package let entry: EntryRow?
    package let textView: TextView?
    /// The text box: the entry row, or the text view. It takes the keyboard focus, a screen
    /// reader announces it, and it is drawn in the error and conflict styles.
    package let editor: Widget
    /// The buttons after the text, in `FieldAction.actions(for:)` order.
    package let actionButtons: [FieldAction: Button]
    package let error = Label()
    /// The row under the entry row that shows `error`; nil for the biography.
    package let errorRow: PreferencesRow?

    init(field: ProfileField) {
        self.field = field
        title = field.label
        error.xAlign = 0
        error.wraps = true
        error.addCSSClass("field-error")
        var buttons: [FieldAction: Button] = [:]
        if field == .biography {
            let textView = TextView()
            textView.addCSSClass("biography")
            textView.setSizeRequest(width: -1, height: 96)
            textView.setAccessibleLabel(title)
            self.textView = textView
            entry = nil
            editor = textView
            errorRow = nil
            error.isVisible = false
        } else {
            let entry = EntryRow(title: title)
            entry.activatesDefault = true
            entry.addPrefix(Image(iconName: Self.iconName(of: field), pixelSize: 16))
            for action in FieldAction.actions(for: field) {
                let button = Button(iconName: Self.iconName(of: action))
                button.addCSSClass("flat")
                button.valign = .center
                button.tooltip = action.title(on: field)
                button.accessibleName = action.title(on: field)
                entry.addSuffix(button)
                buttons[action] = button
            }
            self.entry = entry
            textView = nil
            editor = entry
            error.setMargins(top: 6, bottom: 6, start: 12, end: 12)
            let errorRow = PreferencesRow(child: error)
            errorRow.addCSSClass("field-error-row")
            errorRow.isVisible = false
            self.errorRow = errorRow
        }
        actionButtons = buttons
    }

    /// Forwards edits as `fieldChanged` intents, and the action buttons' clicks as
    /// `fieldActionTapped`, to whatever view model `target` returns; `perform` carries out
    /// what the view model hands over.
    func forwardInput(
        to target: @escaping @MainActor () -> ProfileViewModel?, perform: @escaping @MainActor (FieldHandoff) -> Void
    ) {
        let field = self.field
        let changed: @MainActor (String) -> Void = { target()?.fieldChanged(field, to: $0) }
        entry?.onTextChanged(changed)
        textView?.onTextChanged(changed)
        for (action, button) in actionButtons {
            button.onClicked {
                if let handoff = target()?.fieldActionTapped(action, on: field) { perform(handoff) }
            }
        }
    }

    /// Marks the field as one someone else changed too (the conflict banner names it).
    func markConflict(_ collides: Bool) {
        editor.setCSSClass("warning", collides)
    }

    /// Shows a field's value and error.
    func show(_ form: FormField) {
        entry?.text = form.value
        textView?.text = form.value
        error.text = form.error ?? ""
        let errorHolder: Widget = errorRow ?? error
        errorHolder.isVisible = form.error != nil
        editor.setCSSClass("error", form.error != nil)
    }

    /// Lets the text be changed, or only read, selected and copied (a profile the signed-in
    /// part may not edit).
    func showEditable(_ editable: Bool) {
        entry?.isEditable = editable
        textView?.isEditable = editable
    }

    /// Enables each action button as the view model allows: `reasons` are why each of
    /// `FieldAction.actions(for:)` is disabled, nil where it is not; a disabled one's tooltip says why.
    func showActions(_ reasons: [String?]) {
        for (action, reason) in zip(FieldAction.actions(for: field), reasons) {
            guard let button = actionButtons[action] else { continue }
            button.isSensitive = reason == nil
            button.tooltip = reason ?? action.title(on: field)
        }
    }

    private static func iconName(of field: ProfileField) -> String {
        switch field {
        case .name: return "avatar-default-symbolic"
        case .email: return "mail-unread-symbolic"
        case .phone: return "phone-symbolic"
        case .website: return "web-browser-symbolic"
        case .company: return "system-users-symbolic"
        case .biography: return "text-x-generic-symbolic"
        }
    }

    private static func iconName(of action: FieldAction) -> String {
        switch action {
        case .sendEmail: return "mail-send-symbolic"
        case .call: return "call-start-symbolic"
        case .openWebsite: return "adw-external-link-symbolic"
        case .copy: return "edit-copy-symbolic"
        }
    }
}
