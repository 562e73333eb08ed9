import RosterModel
import RosterViewModels
import TerminalKit

/// The Profile page's form: each field's label, its box (the biography's of several rows) with
/// its actions beside it, its error under it, and the biography's counter.
extension TerminalFront {
    /// The rows the biography's box takes, when the page has room for them.
    static let biographyRows = 4
    /// The widest the biography's box gets: prose reads best no wider than mail is written.
    static let biographyColumns = 72

    /// The form's labelled fields (a colliding field's label marked, a wrong one's in the error
    /// colour) with their actions and errors, and the biography's counter; returns the row after them.
    func drawForm(
        _ canvas: inout Canvas<TerminalFocus>, _ profile: ProfileViewModel, row: Int, isEditable: Bool, in area: TerminalRect
    ) -> Int {
        let end = area.row + area.height
        var row = row
        let labelWidth = min(14, (ProfileField.allCases.map { DisplayWidth.of(profile.field($0).label) }.max() ?? 8) + 1)
        let boxColumn = area.column + labelWidth + 1
        let boxWidth = max(4, area.width - labelWidth - 1)
        let actionsEnabled = bound(
            .fieldActions,
            ProfileField.allCases.map { field in FieldAction.actions(for: field).map { profile.isFieldActionEnabled($0, on: field) } })
        for (fieldIndex, field) in ProfileField.allCases.enumerated() where row < end - 3 {
            let form = bound(.profileField(field), profile.field(field))
            let collides = bound(.conflict, profile.conflict)?.collides(field) == true
            let labelStyle =
                collides ? TextStyle(color: .warning, bold: true) : form.error != nil ? TextStyle(color: .error) : .plain
            canvas.label(form.label, id: "field.label", row: row, column: area.column, width: labelWidth, style: labelStyle)
            // The field's actions (Send Email, Copy…) at the row's end, when the box keeps room beside them.
            let actions = FieldAction.actions(for: field)
            let actionsWidth = actions.map { DisplayWidth.of($0.title(on: field)) + 5 }.reduce(0, +)
            let showsActions = !actions.isEmpty && boxWidth - actionsWidth >= 24
            if field == .biography {
                // Several rows, as wide as a mail's text at most, wrapped as the view model says.
                let rows = max(1, min(Self.biographyRows, end - row - 4))
                canvas.textArea(
                    name: form.label, value: form.value, wrapsAnywhere: bound(.biographyWrap, profile.biographyWrap) == .anywhere,
                    rect: TerminalRect(row: row, column: boxColumn, width: min(boxWidth, Self.biographyColumns), height: rows),
                    isEnabled: isEditable, focusKey: .profile(.field(field)), id: "field." + field.rawValue)
                row += rows - 1
            } else {
                canvas.textBox(
                    .textBox, name: form.label, value: form.value,
                    rect: TerminalRect(row: row, column: boxColumn, width: showsActions ? boxWidth - actionsWidth : boxWidth),
                    isEnabled: isEditable, focusKey: .profile(.field(field)), id: "field." + field.rawValue)
            }
            if showsActions {
                var column = boxColumn + boxWidth - actionsWidth + 1
                for (actionIndex, action) in actions.enumerated() {
                    column =
                        canvas.button(
                            action.title(on: field), row: row, column: column, isEnabled: actionsEnabled[fieldIndex][actionIndex],
                            focusKey: .profile(.fieldAction(field, action)), id: "profile.action") + 1
                }
            }
            row += 1
            if let error = form.error {
                canvas.label(error, id: "field.error", row: row, column: boxColumn, width: boxWidth, style: TextStyle(color: .error))
                row += 1
            } else if field == .biography, let counter = bound(.biographyCounter, profile.biographyCounter) {
                canvas.label(counter, id: "profile.counter", row: row, column: boxColumn, width: boxWidth, style: .dim)
                row += 1
            }
        }
        return row
    }
}
