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
        // and their email, or the page); the window's buttons at its end when there is room.
        drawTitleBar(&canvas, width: columns)
        var top = 1
        if let offline = bound(.offlineNotice, app.people.offlineNotice) {
            let style = TextStyle(color: .warning, bold: true)
            canvas.screen.draw(" ", row: top, column: 0, style: style)
            canvas.label(offline.title, id: "offline.title", row: top, column: 1, width: columns - 1, style: style)
            let column = 1 + DisplayWidth.of(offline.title)
            canvas.screen.draw(" — ", row: top, column: column, style: style)
            canvas.label(offline.detail, id: "offline.detail", row: top, column: column + 3, width: columns - column - 3, style: style)
            top += 1
        }
        let bottom = rows - 2  // status line, then key line
        let height = max(0, bottom - top)
        if isWide {
            // About a third of the width: 36 to 44 columns up to 132, more beyond (long emails show whole).
            let listWidth = min(max(30, columns * 36 / 100), max(44, columns / 3))
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
        if let progress = bound(.importProgress, app.importExport.importProgress) { drawImportProgress(&canvas, progress) }
        if let report = bound(.importExportReport, app.importExport.report) { drawReport(&canvas, report) }
        if bound(.urlDialog, app.importExport.isURLDialogShown) { drawURLDialog(&canvas) }
        if let history = bound(.history, app.history) { drawHistory(&canvas, history) }
        if let prompt = bound(.passwordDialog, app.passwordPrompt) { drawPasswordDialog(&canvas, prompt) }
        if let question = bound(.question, app.question) { drawQuestion(&canvas, question) }
        if showsHelp { drawHelp(screen) }
        controls = canvas.controls
        clickTargets = canvas.targets
        screen.present(cursor: canvas.cursor)
    }

    /// `followViewModels()` without quitting from inside a draw (the loop quits after it).
    private func followViewModelsQuietly() {
        guard !bound(.windowClose, app.isCloseApproved) else { return }
        followViewModels()
    }

    // MARK: Status and keys

    /// The title bar: " Roster — Name · email", then New Person, Import… and Export… when they fit.
    private func drawTitleBar(_ canvas: inout Canvas<TerminalFocus>, width: Int) {
        let screen = canvas.screen
        let bar = TextStyle.bold.reversed
        screen.draw("", row: 0, column: 0, width: width, style: bar, pads: true)
        let (isImportExportEnabled, isImportEnabled) = bound(
            .importExportEnabled, (app.importExport.isImportExportEnabled, app.importExport.isImportEnabled))
        let buttons: [(title: String, isEnabled: Bool, focusKey: TerminalFocus)] = [
            (ControlNames.newPerson, bound(.newPerson, app.isNewPersonEnabled), .window(.newPerson)),
            (ControlNames.importFile, isImportEnabled, .window(.importFile)),
            (ControlNames.exportFile, isImportExportEnabled, .window(.exportFile)),
        ]
        let (detailTitle, detailSubtitle) = bound(.detailTitle, (app.detailTitle, app.detailSubtitle))
        let buttonsWidth = buttons.map { DisplayWidth.of($0.title) + 5 }.reduce(0, +)
        var title = app.people.title
        if !detailTitle.isEmpty { title += " — " + detailTitle }
        if !detailTitle.isEmpty, !detailSubtitle.isEmpty { title += " · " + detailSubtitle }
        let showsButtons = width - buttonsWidth >= min(DisplayWidth.of(title), 30) + 2
        let titleWidth = (showsButtons ? width - buttonsWidth : width) - 1
        var column = 1
        canvas.label(app.people.title, id: "window.title", row: 0, column: column, width: titleWidth, style: bar)
        column += DisplayWidth.of(app.people.title)
        if !detailTitle.isEmpty, column + 3 < titleWidth {
            screen.draw(" — ", row: 0, column: column, style: bar)
            column += 3
            canvas.label(detailTitle, id: "detail.title", row: 0, column: column, width: titleWidth - column, style: bar)
            column += DisplayWidth.of(detailTitle)
            if !detailSubtitle.isEmpty, column + 3 < titleWidth {
                screen.draw(" · ", row: 0, column: column, style: bar)
                column += 3
                canvas.label(detailSubtitle, id: "detail.subtitle", row: 0, column: column, width: titleWidth - column, style: bar)
            }
        }
        guard showsButtons else { return }
        column = width - buttonsWidth
        for (index, button) in buttons.enumerated() {
            column =
                canvas.button(
                    button.title, row: 0, column: column, isEnabled: button.isEnabled, focusKey: button.focusKey,
                    id: ["window.newPerson", "window.import", "window.export"][index]) + 1
        }
    }

    /// The status line: a path being typed, else why a command was refused, a failed deletion,
    /// or the offer to undo (a person's with its buttons).
    private func drawStatus(_ canvas: inout Canvas<TerminalFocus>, row: Int, width: Int) {
        let screen = canvas.screen
        screen.draw("", row: row, column: 0, width: width, pads: true)
        if let prompt = pathPrompt {
            let label = prompt.kind.title + " "
            screen.draw(" " + label, row: row, column: 0, style: .bold)
            let column = 1 + DisplayWidth.of(label)
            canvas.textBox(
                .textBox, name: prompt.kind.title, value: prompt.text,
                rect: TerminalRect(row: row, column: column, width: width - column - 1),
                focusKey: nil, isFocused: true, id: "prompt")
        } else if let notice {
            canvas.label(notice, id: "notice", row: row, column: 1, width: width - 2, style: TextStyle(color: .warning))
        } else if let error = bound(.deletionError, app.deletionError) {
            canvas.label(error, id: "deletion.error", row: row, column: 1, width: width - 2, style: TextStyle(color: .error))
        } else if let undo = bound(.personUndoBar, app.personUndo) {
            let message = min(DisplayWidth.of(undo.message), width / 2)
            canvas.label(undo.message, id: "person.undo", row: row, column: 1, width: message, style: .bold)
            var column = message + 3
            column =
                canvas.button(
                    undo.actionTitle, row: row, column: column, isEnabled: true, focusKey: .window(.undoDelete),
                    id: "person.undo.action") + 1
            canvas.button(
                ControlNames.dismiss, row: row, column: column, isEnabled: true, focusKey: .window(.dismissDelete),
                id: "person.undo.dismiss")
        } else if let undo = app.undoOffer {
            // A task's undo, as the view model words it, with its key.
            let text = undo.message + "  (" + TerminalCommand.undo.keyLabel + ": " + undo.actionTitle + ")"
            screen.draw(" " + text, row: row, column: 0, width: width, style: .bold)
        }
    }

    /// The import under way, in a box: what it does, how far it is, and Cancel.
    private func drawImportProgress(_ canvas: inout Canvas<TerminalFocus>, _ progress: ImportExportViewModel.ImportProgress) {
        let screen = canvas.screen
        let width = min(screen.columns - 4, 60)
        let box = TerminalRect(row: max(0, (screen.rows - 8) / 2), column: max(0, (screen.columns - width) / 2), width: width, height: 8)
        screen.fill(box)
        screen.frame(box, style: .bold)
        canvas.label(
            app.importExport.importChooserTitle, id: "progress.title", row: box.row + 1, column: box.column + 2, width: width - 4,
            style: .bold)
        canvas.label(progress.text, id: "progress.text", row: box.row + 3, column: box.column + 2, width: width - 4)
        // The bar: filled to the fraction done, its percentage after it; "…" while the amount is not known.
        let barWidth = width - 12
        if let fraction = progress.fraction {
            let filled = Int((Double(barWidth) * fraction).rounded())
            screen.draw(
                String(repeating: "█", count: filled) + String(repeating: "░", count: barWidth - filled), row: box.row + 4,
                column: box.column + 2, style: TextStyle(color: .accent))
            canvas.label(
                "\(Int((fraction * 100).rounded()))%", id: "progress.bar", row: box.row + 4, column: box.column + 3 + barWidth, width: 6)
        } else {
            canvas.label("…", id: "progress.pulsing", row: box.row + 4, column: box.column + 2, width: 1, style: TextStyle(color: .accent))
        }
        canvas.button(
            app.importExport.cancelTitle, row: box.row + 6, column: box.column + 2, isEnabled: true, focusKey: .window(.cancelImport),
            id: "progress.cancel")
    }

    /// The import's or export's report, in a box: its title, its lines, and Close.
    private func drawReport(_ canvas: inout Canvas<TerminalFocus>, _ report: ImportReport) {
        let screen = canvas.screen
        let lines = report.lines.prefix(max(0, screen.rows - 8))
        let width = min(screen.columns - 4, max(70, (lines + [report.title]).map { DisplayWidth.of($0) + 4 }.max() ?? 0))
        let height = lines.count + 6
        let box = TerminalRect(
            row: max(0, (screen.rows - height) / 2), column: max(0, (screen.columns - width) / 2), width: width, height: height)
        screen.fill(box)
        screen.frame(box, style: .bold)
        canvas.label(report.title, id: "report.title", row: box.row + 1, column: box.column + 2, width: width - 4, style: .bold)
        for (offset, line) in lines.enumerated() {
            canvas.label(line, id: "report.line", row: box.row + 3 + offset, column: box.column + 2, width: width - 4)
        }
        canvas.button(
            ControlNames.closeReport, row: box.row + height - 2, column: box.column + 2, isEnabled: true,
            focusKey: .window(.closeReport), id: "report.close")
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
