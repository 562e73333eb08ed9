import GtkKit
import RosterViewModels

/// One labelled form field with its inline error (single-line entry, or the biography's text view).
@MainActor
package final class ProfileFieldRow {
    let field: ProfileField
    package let label: Label
    package let entry: Entry?
    package let textView: TextView?
    package let editor: Widget
    package let error = Label()

    init(field: ProfileField) {
        self.field = field
        label = Label(field.label)
        label.xAlign = 1
        label.valign = field == .biography ? .start : .center
        label.addCSSClass("dim-label")
        if field == .biography {
            let textView = TextView()
            textView.addCSSClass("biography")
            textView.setSizeRequest(width: -1, height: 96)
            self.textView = textView
            entry = nil
            editor = textView
        } else {
            let entry = Entry()
            entry.activatesDefault = true
            entry.expandsHorizontally = true
            self.entry = entry
            textView = nil
            editor = entry
        }
        editor.setAccessibleLabel(field.label)
        error.xAlign = 0
        error.wraps = true
        error.addCSSClass("field-error")
        error.isVisible = false
    }

    /// Forwards edits as `fieldChanged` intents to whatever view model `target` returns.
    func forwardEdits(to target: @escaping @MainActor () -> ProfileViewModel?) {
        let field = self.field
        let changed: @MainActor (String) -> Void = { target()?.fieldChanged(field, to: $0) }
        entry?.onTextChanged(changed)
        textView?.onTextChanged(changed)
    }

    /// Marks the field as one someone else changed too (the conflict banner names it).
    func markConflict(_ collides: Bool) {
        editor.setCSSClass("warning", collides)
        label.setCSSClass("conflict-field", collides)
    }

    /// Shows a field's value and error.
    func show(_ form: FormField) {
        entry?.text = form.value
        textView?.text = form.value
        error.text = form.error ?? ""
        error.isVisible = form.error != nil
        editor.setCSSClass("error", form.error != nil)
    }
}
