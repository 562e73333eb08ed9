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
        for (offset, entry) in rows.prefix(box.row + height - inset - first).enumerated() {
            let row = first + offset
            screen.draw(
                entry.keys, row: row, column: box.column + 1 + inset, width: keyWidth,
                style: TextStyle(color: .accent, bold: true))
            screen.draw(entry.title, row: row, column: box.column + 2 + inset + keyWidth, width: width - keyWidth - 3 - 2 * inset)
        }
    }

    /// What `?` lists: the keys and what they do, in the view models' words.
    static var keyList: [(keys: String, title: String)] {
        TerminalCommand.allCases.map { ($0.keyLabel, $0.title) }
    }
}
