import RosterViewModels
import TerminalKit

/// The key list that `?` shows over everything.
extension TerminalFront {
    /// The key list in a box, or on a small terminal over the whole screen.
    func drawHelp(_ screen: Screen) {
        let rows = TerminalFront.keyList
        let keyWidth = rows.map { DisplayWidth.of($0.keys) }.max() ?? 0
        let titleWidth = rows.map { DisplayWidth.of($0.title) }.max() ?? 0
        // A box when it fits; on a small terminal the whole screen, without the border.
        let fitsInBox = rows.count + 4 <= screen.rows
        let width = fitsInBox ? min(screen.columns - 2, max(40, keyWidth + 5 + titleWidth)) : screen.columns
        let height = fitsInBox ? rows.count + 4 : screen.rows
        let box = TerminalRect(
            row: max(0, (screen.rows - height) / 2), column: max(0, (screen.columns - width) / 2), width: width,
            height: height)
        screen.fill(box)
        let inset = fitsInBox ? 1 : 0
        if fitsInBox { screen.frame(box, style: .bold) }
        screen.draw(
            ShortcutTitles.keyboardShortcuts, row: box.row + inset, column: box.column + 1 + inset, width: width - 4,
            style: .bold)
        let first = box.row + inset + (fitsInBox ? 2 : 1)
        // Too many for the screen's height: two columns side by side.
        let available = max(1, box.row + height - inset - first)
        let columns = rows.count > available ? 2 : 1
        let columnWidth = (width - 2 * inset - 1) / columns
        for (index, entry) in rows.prefix(available * columns).enumerated() {
            let row = first + index % available
            let column = box.column + 1 + inset + (index / available) * columnWidth
            let keys = min(keyWidth, columnWidth / 2)
            screen.draw(entry.keys, row: row, column: column, width: keys, style: TextStyle(color: .accent, bold: true))
            screen.draw(entry.title, row: row, column: column + keys + 1, width: columnWidth - keys - 2)
        }
    }

    /// What `?` lists: the keys and what they do, in the view models' words.
    static var keyList: [(keys: String, title: String)] {
        TerminalCommand.allCases.map { ($0.keyLabel, $0.title) }
    }
}
