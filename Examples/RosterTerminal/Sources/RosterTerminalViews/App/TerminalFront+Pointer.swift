import Foundation
import RosterModel
import RosterViewModels
import TerminalKit

/// Clicks, the window's own buttons, and the path typed for Import…, Export… and Choose Photo…
/// (a terminal's file chooser: the status line's text box).
extension TerminalFront {
    /// What a path typed in the status line is for.
    enum PathPrompt: Equatable {
        case importFile, exportFile, choosePhoto
        /// The new task's due day (a day, YYYY-MM-DD): the terminal's calendar.
        case dueDay

        /// The text box's name: the button that opened it.
        var title: String {
            switch self {
            case .importFile: ControlNames.importFile
            case .exportFile: ControlNames.exportFile
            case .choosePhoto: ControlNames.choosePhoto
            case .dueDay: ControlNames.newTaskDue
            }
        }
    }

    // MARK: Clicks

    /// A click: on a list row it selects the person; on a text box the box takes the keyboard;
    /// on a button, a tab, a filter or a task's check box it acts as Enter or Space would.
    func click(row: Int, column: Int) {
        func contains(_ rect: TerminalRect) -> Bool {
            row >= rect.row && row < rect.row + rect.height && column >= rect.column && column < rect.column + rect.width
        }
        let hit = controls.last { $0.role != .label && contains($0.rect) }
        if let question = app.question {
            if let hit, let choice = question.choices.first(where: { Self.questionID($0.answer) == hit.id }) {
                answer(choice.answer)
            }
            return
        }
        if let prompt = app.passwordPrompt { return clickInPasswordDialog(hit, prompt) }
        if app.importExport.isURLDialogShown { return clickInURLDialog(hit) }
        if app.history != nil { return clickInHistory(hit) }
        switch hit?.id {
        case Self.pageID(.profile)?: return showPage(.profile)
        case Self.pageID(.tasks)?: return showPage(.tasks)
        default: break
        }
        if let row = rowTargets.last(where: { contains($0.rect) }) {
            if case .person(let person) = app.people.listing.row(at: row.index) { app.personSelected(id: person.id) }
            focus = .list
            return
        }
        guard let target = clickTargets.last(where: { contains($0.rect) })?.focus else { return }
        switch target {
        case .search, .list, .pages, .profile(.field), .tasks(.newTitle), .tasks(.newDue): focus = target
        case .profile(let control):
            focus = target
            activateProfile(control)
        case .tasks(let control):
            focus = target
            activateTasks(control)
        case .task(let id):
            focus = target
            if hit?.role == .checkBox { app.tasks?.toggleTapped(id) }
            if hit?.id == "task.delete" { app.tasks?.deleteTapped(id) }
        case .window(let button): activateWindow(button)
        }
    }

    /// The id of the question's button for `answer`.
    static func questionID(_ answer: UnsavedChangesAnswer) -> String { "question.\(answer)" }

    /// The id of the switcher's tab for `page`.
    static func pageID(_ page: DetailPage) -> String { "page.\(page.rawValue)" }

    // MARK: The window's buttons

    /// A button of the window's own, clicked or run by its key.
    func activateWindow(_ button: TerminalFocus.WindowButton) {
        switch button {
        case .newPerson: newPerson()
        case .importFile: askForPath(.importFile)
        case .exportFile: askForPath(.exportFile)
        case .cancelImport: app.importExport.importCancelTapped()
        case .pickDueDay: pickDueDay()
        case .retryList: app.people.retryTapped()
        case .retryPage:
            if app.detailPage == .profile { app.profile?.retryTapped() } else { app.tasks?.retryTapped() }
        case .undoDelete: app.undoDeleteTapped()
        case .dismissDelete: app.deletionUndoDismissed()
        case .closeReport: app.importExport.reportDismissed()
        }
    }

    /// Opens the status line's text box for a path, or says why not.
    func askForPath(_ prompt: PathPrompt) {
        if prompt == .importFile, let reason = app.importExport.importDisabledReason {
            notice = reason
            return
        }
        if prompt != .choosePhoto, !app.importExport.isImportExportEnabled { return }
        pathPrompt = (prompt, "")
    }

    /// A new person's empty form, or why not.
    func newPerson() {
        if let reason = app.newPersonDisabledReason { notice = reason }
        app.newPersonTapped()
    }

    // MARK: The path typed

    /// Typing the path: Enter uses it (`~` is the home folder), Esc drops it.
    func handlePathPrompt(_ key: TerminalKey) {
        guard let current = pathPrompt else { return }
        switch key {
        case .character(let character): pathPrompt?.text = current.text + String(character)
        case .backspace: pathPrompt?.text = String(current.text.dropLast())
        case _ where TerminalCommand.clearField.isRun(by: key): pathPrompt?.text = ""
        case .left, .right, .up, .down, .pageUp, .pageDown:
            guard current.kind == .dueDay, let day = CalendarDay(iso: current.text) else { return }
            let days = [TerminalKey.left: -1, .right: 1, .up: -7, .down: 7][key] ?? 0
            let months = [TerminalKey.pageUp: -1, .pageDown: 1][key] ?? 0
            pathPrompt?.text = Self.day(day, addingDays: days, months: months).iso
        case .enter where current.kind == .dueDay:
            pathPrompt = nil
            if let day = CalendarDay(iso: current.text) {
                app.tasks?.newDueDayPicked(day)
            } else if current.text.isEmpty {
                app.tasks?.newDueCleared()
            } else {
                notice = app.tasks?.newDueFormatHint
            }
        case .enter:
            pathPrompt = nil
            let path = (current.text as NSString).expandingTildeInPath
            guard !path.isEmpty else { return }
            switch current.kind {
            case .importFile: app.importExport.importChosen(path: path)
            case .exportFile: app.importExport.exportChosen(path: path)
            case .choosePhoto: app.profile?.avatarChosen(path: path)
            case .dueDay: break
            }
        case .escape: pathPrompt = nil
        default: break
        }
    }
}
