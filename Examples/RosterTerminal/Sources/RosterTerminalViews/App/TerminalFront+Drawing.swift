import RosterModel
import RosterViewModels
import TerminalKit

extension TerminalFront {
    /// Draws a frame of the front on `screen` and records its controls.
    ///
    /// Wide: a title bar, the People pane left and the person's pages right, a status line and
    /// a key line. Narrow (below `wideColumns`): one pane at a time. The question and the key
    /// list draw over it all.
    public func draw(on screen: Screen) {
        var canvas = Canvas(screen: screen, focus: focus)
        let rows = screen.rows
        let columns = screen.columns
        isWide = columns >= Self.wideColumns
        screen.beginFrame()
        followViewModelsQuietly()

        // The title bar.
        var title = app.people.title
        if let selection = app.profile?.title, !selection.isEmpty, !isWide { title += " — " + selection }
        screen.draw(" " + title, row: 0, column: 0, width: columns, style: TextStyle.bold.reversed, pads: true)
        var top = 1
        if let offline = app.people.offlineNotice {
            screen.draw(
                " " + offline.title + " — " + offline.detail, row: top, column: 0, width: columns,
                style: TextStyle(color: .warning, bold: true))
            top += 1
        }
        let bottom = rows - 2  // status line, then key line
        let height = max(0, bottom - top)
        if isWide {
            let listWidth = min(44, max(30, columns * 36 / 100))
            drawPeople(&canvas, in: TerminalRect(row: top, column: 0, width: listWidth, height: height))
            for row in top..<bottom { screen.draw("│", row: row, column: listWidth, style: .dim) }
            drawDetail(
                &canvas, in: TerminalRect(row: top, column: listWidth + 2, width: columns - listWidth - 3, height: height))
        } else if detailShown {
            drawDetail(&canvas, in: TerminalRect(row: top, column: 1, width: columns - 2, height: height))
        } else {
            drawPeople(&canvas, in: TerminalRect(row: top, column: 0, width: columns, height: height))
        }
        drawStatus(&canvas, row: rows - 2, width: columns)
        drawKeyLine(screen, row: rows - 1, width: columns)
        if let question = app.question { drawQuestion(&canvas, question) }
        if showsHelp { drawHelp(screen) }
        controls = canvas.controls
        screen.present(cursor: canvas.cursor)
    }

    /// `followViewModels()` without quitting from inside a draw (the loop quits after it).
    private func followViewModelsQuietly() {
        guard !app.isCloseApproved else { return }
        followViewModels()
    }

    // MARK: People

    func drawPeople(_ canvas: inout Canvas<TerminalFocus>, in area: TerminalRect) {
        let people = app.people
        let screen = canvas.screen
        guard area.height >= 3 else { return }
        // The search field.
        canvas.textBox(
            .searchBox, name: ControlNames.search, value: people.searchText, placeholder: "/ " + people.searchPlaceholder,
            rect: TerminalRect(row: area.row, column: area.column + 1, width: area.width - 2), focusKey: .search)
        // The count line.
        screen.draw(people.countText, row: area.row + 1, column: area.column + 1, width: area.width - 2, style: .dim)
        let listArea = TerminalRect(row: area.row + 2, column: area.column, width: area.width, height: area.height - 2)
        switch people.content {
        case .loading:
            screen.draw(people.loadingText, row: listArea.row, column: area.column + 1, width: area.width - 2, style: .dim)
        case .failed(let title, let detail):
            screen.draw(
                title, row: listArea.row, column: area.column + 1, width: area.width - 2, style: TextStyle(color: .error, bold: true))
            canvas.wrap(detail, row: listArea.row + 1, column: area.column + 1, width: area.width - 2, style: .plain)
        case .empty(let empty):
            screen.draw(empty.title, row: listArea.row, column: area.column + 1, width: area.width - 2, style: .bold)
            canvas.wrap(empty.detail, row: listArea.row + 1, column: area.column + 1, width: area.width - 2, style: .dim)
        case .list:
            drawList(&canvas, in: listArea)
        }
    }

    private func drawList(_ canvas: inout Canvas<TerminalFocus>, in area: TerminalRect) {
        let listing = app.people.listing
        let selected = app.people.selectedRowIndex
        if let selected { lastSelectedRow = selected }
        listHeight = max(1, area.height)
        // Keep the selected row in view, with its section header when it is the first.
        if let selected {
            if selected < listTop { listTop = max(0, selected - 1) }
            if selected >= listTop + listHeight { listTop = selected - listHeight + 1 }
        }
        listTop = max(0, min(listTop, listing.rowCount - listHeight))
        let listFocused = focus == .list
        for offset in 0..<listHeight {
            let index = listTop + offset
            guard index < listing.rowCount else { break }
            let row = area.row + offset
            switch listing.row(at: index) {
            case .header(let title, let count):
                canvas.screen.draw(
                    " " + title + " (\(count))", row: row, column: area.column, width: area.width,
                    style: TextStyle(color: .accent, bold: true))
            case .placeholder(let text):
                canvas.screen.draw("   " + text, row: row, column: area.column, width: area.width, style: .dim)
            case .person(let person):
                let isSelected = index == selected
                let rect = TerminalRect(row: row, column: area.column, width: area.width)
                var style = TextStyle.plain
                if isSelected { style = listFocused ? .reversed : .bold }
                let marker = isSelected ? "▸ " : "  "
                canvas.screen.fill(rect, style: isSelected && listFocused ? .reversed : .plain)
                let nameWidth = min(DisplayWidth.of(person.name), area.width - 3)
                canvas.screen.draw(marker + person.name, row: row, column: area.column + 1, width: area.width - 2, style: style)
                let emailColumn = area.column + 3 + nameWidth + 2
                if emailColumn < area.column + area.width - 4 {
                    canvas.screen.draw(
                        person.email, row: row, column: emailColumn, width: area.column + area.width - 1 - emailColumn,
                        style: isSelected && listFocused ? .reversed : .dim)
                }
                canvas.register(
                    TerminalControl(
                        role: .listItem, name: person.accessibleName, rect: rect, isFocused: listFocused && isSelected,
                        isSelected: isSelected))
            }
        }
    }

    // MARK: Status and keys

    private func drawStatus(_ canvas: inout Canvas<TerminalFocus>, row: Int, width: Int) {
        let screen = canvas.screen
        var text = ""
        var style = TextStyle.plain
        var undo: UndoOffer?
        if let notice {
            text = notice
            style = TextStyle(color: .warning)
        } else if let error = app.deletionError {
            text = error
            style = TextStyle(color: .error)
        } else if app.detailPage == .tasks, detailShown, let offer = app.tasks?.undo {
            undo = offer
        } else if let offer = app.personUndo {
            undo = offer
        } else if let profile = app.profile, detailShown, profile.status != .none {
            text = profile.status.text
            style = TextStyle(color: profile.status.isError ? .error : .success)
        }
        if let undo {
            text = undo.message + "  (Ctrl+Z: " + undo.actionTitle + ")"
            style = .bold
        }
        screen.draw(" " + text, row: row, column: 0, width: width, style: style, pads: true)
    }

    private func drawKeyLine(_ screen: Screen, row: Int, width: Int) {
        let keys: [(String, String)]
        if let question = app.question {
            keys = [("← → Enter", question.title), ("Esc", question.cancelTitle)]
        } else if focus.isDetail {
            keys = [
                ("Tab", ShortcutTitles.nextField), ("Ctrl+S", ShortcutTitles.save), ("Esc", ShortcutTitles.back),
                ("?", ShortcutTitles.keyboardShortcuts), ("Ctrl+Q", ShortcutTitles.quit),
            ]
        } else {
            keys = [
                ("/", ShortcutTitles.find), ("Enter", ShortcutTitles.open), ("Ctrl+N", ShortcutTitles.newPerson),
                ("?", ShortcutTitles.keyboardShortcuts), ("Ctrl+Q", ShortcutTitles.quit),
            ]
        }
        let line = keys.map { $0.0 + " " + $0.1 }.joined(separator: "  ")
        screen.draw(" " + line, row: row, column: 0, width: width, style: .dim, pads: true)
    }

    // MARK: The question and the key list

    private func drawQuestion(_ canvas: inout Canvas<TerminalFocus>, _ question: UnsavedChangesQuestion) {
        let screen = canvas.screen
        let width = min(screen.columns - 4, 60)
        let textWidth = width - 4
        let lines = DisplayWidth.wrapped(question.message, width: textWidth)
        let height = 6 + lines.count
        let box = TerminalRect(
            row: max(0, (screen.rows - height) / 2), column: max(0, (screen.columns - width) / 2), width: width, height: height)
        screen.fill(box)
        screen.frame(box, style: .bold)
        screen.draw(question.title, row: box.row + 1, column: box.column + 2, width: textWidth, style: .bold)
        for (offset, line) in lines.enumerated() {
            screen.draw(line, row: box.row + 3 + offset, column: box.column + 2, width: textWidth)
        }
        var column = box.column + 2
        let buttonRow = box.row + height - 2
        for choice in question.choices {
            column =
                canvas.button(
                    choice.title, row: buttonRow, column: column, isEnabled: true, isFocused: choice.answer == questionChoice,
                    focusKey: nil) + 2
        }
        canvas.cursor = nil
    }

    private func drawHelp(_ screen: Screen) {
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
        [
            ("/", ShortcutTitles.find),
            ("↑ ↓ j k", ShortcutTitles.move),
            ("Enter", ShortcutTitles.open),
            ("Esc", ShortcutTitles.back),
            ("Tab", ShortcutTitles.nextField),
            ("Shift+Tab", ShortcutTitles.previousField),
            ("Ctrl+U", ShortcutTitles.clearField),
            ("Ctrl+S", ShortcutTitles.save),
            ("Ctrl+N", ShortcutTitles.newPerson),
            ("Delete", ShortcutTitles.deletePerson),
            ("Ctrl+Z u", ShortcutTitles.undo),
            ("Alt+1 F1", DetailPage.profile.title),
            ("Alt+2 F2", DetailPage.tasks.title),
            ("Space", ShortcutTitles.toggleTask),
            ("r", ShortcutTitles.renameTask),
            ("d", ShortcutTitles.deleteTask),
            ("?", ShortcutTitles.keyboardShortcuts),
            ("Ctrl+Q", ShortcutTitles.quit),
        ]
    }
}
