import RosterModel
import RosterViewModels
import TerminalKit

/// The frame: the title bar, the panes as wide or narrow allows, the status and key lines.
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

        // The title bar: the app, then what the window's content header says (the open person
        // and their email, or the page).
        var title = app.people.title
        if !app.detailTitle.isEmpty {
            title += " — " + app.detailTitle
            if !app.detailSubtitle.isEmpty { title += " · " + app.detailSubtitle }
        }
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

    // MARK: Status and keys

    private func drawStatus(_ canvas: inout Canvas<TerminalFocus>, row: Int, width: Int) {
        let screen = canvas.screen
        var text = ""
        var style = TextStyle.plain
        if let notice {
            text = notice
            style = TextStyle(color: .warning)
        } else if let error = app.deletionError {
            text = error
            style = TextStyle(color: .error)
        } else if let undo = app.undoOffer {
            // What Ctrl+Z brings back, as the view model decides it (a task's or a person's).
            text = undo.message + "  (" + TerminalCommand.undo.keyLabel + ": " + undo.actionTitle + ")"
            style = .bold
        } else if let profile = app.profile, detailShown, profile.status != .none {
            text = profile.status.text
            style = TextStyle(color: profile.status.isError ? .error : .success)
        }
        screen.draw(" " + text, row: row, column: 0, width: width, style: style, pads: true)
    }

    private func drawKeyLine(_ screen: Screen, row: Int, width: Int) {
        let keys: [(String, String)]
        if let question = app.question {
            keys = [("← → Enter", question.title), ("Esc", question.cancelTitle)]
        } else {
            let commands: [TerminalCommand] =
                focus.isDetail
                ? [.nextField, .save, .back, .keyboardShortcuts, .quit] : [.find, .open, .newPerson, .keyboardShortcuts, .quit]
            keys = commands.map { ($0.keyLabel, $0.title) }
        }
        let line = keys.map { $0.0 + " " + $0.1 }.joined(separator: "  ")
        screen.draw(" " + line, row: row, column: 0, width: width, style: .dim, pads: true)
    }
}
