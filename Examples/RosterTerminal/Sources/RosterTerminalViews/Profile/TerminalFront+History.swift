import RosterViewModels
import TerminalKit

/// A person's History (the profile's History button): their changes, newest first, in a box over
/// the screen's lower part, what changed with when and who after it; Esc, Enter or Close closes it.
extension TerminalFront {
    /// The History button: opens the shown person's History, or says why not.
    func showHistory() {
        if let reason = app.historyDisabledReason {
            notice = reason
            return
        }
        app.historyTapped()
    }

    /// Esc or Enter closes the History.
    func handleHistory(_ key: TerminalKey) {
        switch key {
        case .escape, .enter: app.historyClosed()
        default: break
        }
    }

    /// A click in the History: its Close.
    func clickInHistory(_ control: TerminalControl?) {
        if control?.id == "history.close" { app.historyClosed() }
    }

    /// The History's box in the middle of the screen, as many of the newest changes as fit.
    func drawHistory(_ canvas: inout Canvas<TerminalFocus>, _ history: HistoryViewModel) {
        let screen = canvas.screen
        let width = min(screen.columns - 4, 90)
        let textWidth = width - 4
        // As tall as its changes (two rows each), above the status and key lines, so that on a tall
        // terminal what is under it stays in view.
        let height = min(max(6, screen.rows - 3), 7 + max(1, history.rows.count) * 2)
        let box = TerminalRect(
            row: max(0, screen.rows - 2 - height), column: max(0, (screen.columns - width) / 2), width: width, height: height)
        screen.fill(box)
        screen.frame(box, style: .bold)
        canvas.label(HistoryViewModel.title, id: "history.title", row: box.row + 1, column: box.column + 2, width: textWidth, style: .bold)
        canvas.label(history.personName, id: "history.person", row: box.row + 2, column: box.column + 2, width: textWidth, style: .dim)
        var row = box.row + 4
        let end = box.row + box.height - 2
        switch history.loadState {
        case .loading:
            canvas.label(app.people.loadingText, id: "history.loading", row: row, column: box.column + 2, width: textWidth, style: .dim)
        case .failed(let message):
            canvas.wrappedLabel(message, id: "history.failed", row: row, column: box.column + 2, width: textWidth, style: .plain)
        case .loaded:
            if let empty = history.emptyText {
                canvas.label(empty, id: "history.empty", row: row, column: box.column + 2, width: textWidth, style: .dim)
            }
            for change in history.rows where row < end - 1 {
                canvas.label(change.text, id: "history.row", row: row, column: box.column + 2, width: textWidth, style: .plain)
                canvas.label(
                    change.subtitle, id: "history.row.subtitle", row: row + 1, column: box.column + 4, width: textWidth - 2, style: .dim)
                row += 2
            }
        }
        let cursor = canvas.cursor
        canvas.button(
            HistoryViewModel.closeTitle, row: box.row + box.height - 2, column: box.column + 2, isEnabled: true, isFocused: true,
            focusKey: nil, id: "history.close")
        canvas.cursor = cursor
    }
}
