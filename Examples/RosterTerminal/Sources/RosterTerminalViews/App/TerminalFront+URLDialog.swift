import RosterViewModels
import TerminalKit

/// "Import from URL…" (Ctrl+G): the address typed in a box over everything, why Import is
/// disabled under it, Cancel and Import.
extension TerminalFront {
    /// Opens the dialog, when the directory can import from a web address.
    func importFromURL() {
        if let reason = app.importExport.importDisabledReason {
            notice = reason
            return
        }
        app.importExport.importFromURLTapped()
    }

    /// Typing edits the address, Enter imports (when Import is enabled), Esc closes the dialog.
    func handleURLDialog(_ key: TerminalKey) {
        let importExport = app.importExport
        switch key {
        case .character(let character): importExport.urlChanged(importExport.urlText + String(character))
        case .backspace: importExport.urlChanged(String(importExport.urlText.dropLast()))
        case _ where TerminalCommand.clearField.isRun(by: key): importExport.urlChanged("")
        case .enter: importExport.urlImportConfirmed()
        case .escape: importExport.urlDialogCancelled()
        default: break
        }
    }

    /// A click in the dialog: its Cancel or Import.
    func clickInURLDialog(_ control: TerminalControl?) {
        switch control?.id {
        case "url.cancel"?: app.importExport.urlDialogCancelled()
        case "url.import"?: app.importExport.urlImportConfirmed()
        default: break
        }
    }

    /// The dialog's box in the middle of the screen.
    func drawURLDialog(_ canvas: inout Canvas<TerminalFocus>) {
        let importExport = app.importExport
        let address = importExport.urlText  // what the user types: the box's own, as the window's entry holds it
        let problem = bound(.urlProblem, importExport.urlProblem)
        let isImportEnabled = bound(.urlImportEnabled, importExport.isURLImportEnabled)
        let screen = canvas.screen
        let width = min(screen.columns - 4, 70)
        let textWidth = width - 4
        let problemRows = problem.map { DisplayWidth.wrapped($0, width: textWidth).count } ?? 0
        let height = 7 + problemRows
        let box = TerminalRect(
            row: max(0, (screen.rows - height) / 2), column: max(0, (screen.columns - width) / 2), width: width, height: height)
        screen.fill(box)
        screen.frame(box, style: .bold)
        canvas.label(importExport.urlDialogTitle, id: "url.title", row: box.row + 1, column: box.column + 2, width: textWidth, style: .bold)
        canvas.textBox(
            .textBox, name: ControlNames.importURLEntry, value: address,
            rect: TerminalRect(row: box.row + 3, column: box.column + 2, width: textWidth), focusKey: nil, isFocused: true,
            id: "url.address")
        if let problem {
            canvas.wrappedLabel(
                problem, id: "url.problem", row: box.row + 4, column: box.column + 2, width: textWidth, style: .dim, maxRows: problemRows)
        }
        let cursor = canvas.cursor
        let column =
            canvas.button(
                importExport.cancelTitle, row: box.row + height - 2, column: box.column + 2, isEnabled: true, focusKey: nil,
                id: "url.cancel") + 1
        canvas.button(
            importExport.urlImportTitle, row: box.row + height - 2, column: column, isEnabled: isImportEnabled, focusKey: nil,
            id: "url.import")
        canvas.cursor = cursor
    }
}
