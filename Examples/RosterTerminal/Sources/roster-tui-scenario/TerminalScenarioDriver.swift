import Foundation
import RosterModel
import RosterTerminalViews
import RosterTesting
import RosterViewModels
import TerminalKit

/// Replays scenarios on the terminal front as its user would: every action is keys and clicks
/// given to `TerminalFront.handle(_:)`, the handler the terminal feeds, and the screen is read
/// back from the off-screen ncurses screen the front draws on (`TerminalScreenReading`), never
/// from the view models. Only the world around the user (clock, store failures) is changed directly.
@MainActor
final class TerminalScenarioDriver: ScenarioDriver {
    let environment: ScenarioEnvironment
    let screen: Screen
    private(set) var app: AppViewModel
    private(set) var front: TerminalFront
    /// Whether the front has asked to quit (Ctrl+Q, after the question): the window closed.
    private var isClosed = false

    init(environment: ScenarioEnvironment, screen: Screen) {
        self.environment = environment
        self.screen = screen
        app = environment.app
        front = TerminalFront(app: environment.app)
        front.quitRequested = { [weak self] in self?.isClosed = true }
    }

    func start() {
        app.appeared()
        redraw()
    }

    /// Waits until no view-model work is pending but the imports the store holds, then draws a frame.
    func settle() async {
        let store = environment.store
        if store.isHoldingImports || store.heldImportCount > 0 {
            repeat {
                for _ in 0..<4 { await Task.yield() }
            } while ViewModelActivity.pending > store.heldImportCount
            for _ in 0..<8 { await Task.yield() }
        } else {
            await ViewModelActivity.settle()
        }
        redraw()
    }

    /// Draws a frame, as the terminal loop does after every key and every change.
    private func redraw() {
        front.followViewModels()
        front.draw(on: screen)
    }

    func snapshot() -> ScreenSnapshot {
        redraw()
        return TerminalScreenReading(screen: screen, controls: front.controls).snapshot(isClosed: isClosed)
    }

    // MARK: Input

    /// Gives `key` to the front, then draws the frame that key leads to.
    private func send(_ key: TerminalKey) {
        front.handle(key)
        redraw()
    }

    /// Types `text` key by key (a line break as Alt+Enter).
    private func type(_ text: String) {
        for character in text {
            send(character == "\n" ? .alt("\n") : .character(character))
        }
    }

    /// Clicks the first cell of `control`.
    private func click(_ control: TerminalControl) {
        send(.click(row: control.rect.row, column: control.rect.column))
    }

    private func control(_ id: String) -> TerminalControl? { front.controls.first { $0.id == id } }

    /// Clicks the text box `id`, empties it (Ctrl+U) and types `text`.
    private func fill(_ id: String, with text: String) throws {
        guard let box = control(id) else { throw ScenarioStepError("no \(id) text box is shown") }
        click(box)
        send(.control("u"))
        type(text)
    }

    /// The profile field that has the keyboard, if one has.
    private var focusedField: TerminalControl? {
        front.controls.first { $0.isFocused && $0.role == .textBox && $0.id?.hasPrefix("field.") == true }
    }

    /// Gives the keyboard back to `field` (a profile field that had it before the step), or takes
    /// it out of the form when none had it: typing into a field and leaving it, as a user does.
    private func restoreFocus(to field: TerminalControl?) {
        if let field, let shown = control(field.id ?? "") {
            if !shown.isFocused { click(shown) }
            return
        }
        var steps = 0
        while focusedField != nil, steps < 40 {
            send(.backTab)
            steps += 1
        }
    }

    // MARK: Steps

    func perform(_ step: ScenarioStep, baseDirectory: String) async throws {
        let store = environment.store
        switch step {
        case .search(let text): try fill("people.search", with: text)
        case .clearSearch:
            guard let search = control("people.search") else { throw ScenarioStepError("the search is not shown") }
            click(search)
            send(.escape)
        case .select(let name):
            guard let row = front.controls.first(where: { $0.id == "list.name" && reading.text(of: $0) == name }) else {
                throw ScenarioStepError("no person “\(name)” is listed")
            }
            click(row)
        case .open(let page): try await press(.page(page))
        case .set(let field, let value):
            try requireProfile()
            let before = focusedField
            try fill("field." + field.rawValue, with: value)
            restoreFocus(to: before)
        case .tap(let target):
            let before = focusedField
            try await press(.button(target))
            await settle()
            if before != nil { restoreFocus(to: before) }
        case .chooseAvatar(let path):
            try requireProfile()
            guard let choose = control("profile.choosePhoto") else { throw ScenarioStepError("no Choose Photo… button is shown") }
            click(choose)
            try typePath(ViewModelScenarioDriver.resolve(path, in: baseDirectory))
        case .importFile(let path):
            try await press(.importButton)
            try typePath(ViewModelScenarioDriver.resolve(path, in: baseDirectory))
            await settle()
            // A held import stops mid-way: the step ends once its progress shows.
            if store.heldImportCount > 0 { return }
            try await waitForImportEnd()
        case .exportFile(let format):
            // The terminal's save chooser is the path typed: the name the window suggests, with the format's extension.
            guard let export = control("window.export"), export.isEnabled else { throw ScenarioStepError("Export… is disabled") }
            let importExport = app.importExport
            let filter = importExport.exportFormats.firstIndex { $0.format == format } ?? 0
            let name = importExport.exportName(importExport.suggestedExportName, forFilterAt: filter)
            try FileManager.default.createDirectory(at: environment.exportDirectory, withIntermediateDirectories: true)
            click(export)
            try typePath(environment.exportDirectory.appendingPathComponent(name).path)
            for _ in 0..<600 {
                await settle()
                if control("window.export")?.isEnabled == true { return }
                try? await Task.sleep(for: .milliseconds(100))
            }
            throw ScenarioStepError("the export did not end")
        case .typeURL(let address):
            try openURLDialog()
            send(.control("u"))
            type(address)
        case .typePassword(let text):
            guard control("password.entry") != nil else { throw ScenarioStepError("no password dialog is shown") }
            send(.control("u"))
            type(text)
        case .cancelURL:
            guard let cancel = control("url.cancel") else { throw ScenarioStepError("the Import from URL dialog is not shown") }
            click(cancel)
        case .importURL(let address):
            try openURLDialog()
            send(.control("u"))
            type(address)
            await settle()
            guard let confirm = control("url.import"), confirm.isEnabled else {
                throw ScenarioStepError("Import is disabled: \(control("url.problem").map(reading.text(of:)) ?? "")")
            }
            click(confirm)
            await settle()
            try await waitForImportEnd()
        case .answer(let answer):
            guard control("question.title") != nil else { throw ScenarioStepError("no question is shown") }
            guard let button = control("question.\(answer)") else { throw ScenarioStepError("the question offers no \(answer)") }
            click(button)
        case .closeWindow: send(.control("q"))
        case .addTask(let title, let due):
            try requireTasks()
            try fill("tasks.newTitle", with: title)
            try fill("tasks.newDue", with: due ?? "")
            await settle()
            try await press(.button(.add))
        case .typeTask(let title, let due):
            try requireTasks()
            try fill("tasks.newTitle", with: title)
            try fill("tasks.newDue", with: due ?? "")
        case .pickDueDay(let day):
            try requireTasks()
            guard let due = control("tasks.dueButton") else { throw ScenarioStepError("no due date button is shown") }
            click(due)
            guard control("prompt") != nil else { throw ScenarioStepError("the due date's day is not asked for") }
            send(.control("u"))
            type(day.iso)
            send(.enter)
        case .typeDueDate(let text):
            try requireTasks()
            try fill("tasks.newDue", with: text)
        case .clearDueDate:
            try requireTasks()
            try fill("tasks.newDue", with: "")
        case .toggleTask(let title): click(try taskPart("task.done", of: title))
        case .deleteTask(let title): click(try taskPart("task.delete", of: title))
        case .renameTask(let title, let newTitle):
            click(try taskPart("task.title", of: title))
            send(.character("r"))
            send(.control("u"))
            type(newTitle)
            send(.enter)
        case .filter(let filter):
            try requireTasks()
            guard let button = front.controls.first(where: { $0.id == "tasks.filter" && $0.name == filter.title }) else {
                throw ScenarioStepError("no \(filter.title) filter is shown")
            }
            click(button)
        case .advance(let seconds):
            environment.clock.advance(by: seconds)
            app.tasks?.clockChanged()
        case .failReads, .failWrites, .fixStore, .holdImports, .disconnectStore, .reconnectStore, .elsewhereSet:
            try await store.perform(step)
        case .releaseImports:
            store.releaseImports()
            await settle()
            try await waitForImportEnd()
        case .restart, .crash, .crashMeanwhile:
            // Quitting saves the session; a crash saves nothing. Either way a new front on a new app starts.
            if step == .restart { environment.session.save(app) }
            app = environment.relaunchedApp()
            if case .crashMeanwhile(let name, let field, let value) = step {
                try await ElsewhereWrite.perform(on: store, name: name, field: field, value: value)
            }
            front = TerminalFront(app: app)
            front.quitRequested = { [weak self] in self?.isClosed = true }
            app.appeared()
            redraw()
        case .expectValue, .expectTranscript:
            break
        }
    }

    /// Opens "Import from URL…" with its key (Ctrl+G), unless the dialog shows already.
    private func openURLDialog() throws {
        guard control("url.title") == nil else { return }
        send(.control("g"))
        guard control("url.title") != nil else { throw ScenarioStepError("Import from URL… is disabled") }
    }

    /// Types `path` into the status line's path box that a button opened, and Enter.
    private func typePath(_ path: String) throws {
        guard control("prompt") != nil else { throw ScenarioStepError("the path is not asked for") }
        type(path)
        send(.enter)
    }

    /// Waits until the import's progress goes away (and the report shows).
    private func waitForImportEnd() async throws {
        for _ in 0..<600 {
            await settle()
            if control("progress.title") == nil { return }
            try? await Task.sleep(for: .milliseconds(100))
        }
        throw ScenarioStepError("the import did not end")
    }

    private var reading: TerminalScreenReading { TerminalScreenReading(screen: screen, controls: front.controls) }

    private func requireProfile() throws {
        guard control("page.profile")?.isSelected == true else { throw ScenarioStepError("the Profile page is not shown") }
    }

    private func requireTasks() throws {
        guard control("page.tasks")?.isSelected == true else { throw ScenarioStepError("the Tasks page is not shown") }
    }

    /// The part `id` ("task.done", "task.title", "task.delete") of the task row titled `title`.
    private func taskPart(_ id: String, of title: String) throws -> TerminalControl {
        try requireTasks()
        guard let row = front.controls.first(where: { $0.id == "task.title" && $0.value == title })?.rect.row,
            let part = front.controls.first(where: { $0.id == id && $0.rect.row == row })
        else { throw ScenarioStepError("no task “\(title)” is listed") }
        return part
    }

    // MARK: Controls

    /// The id of the control a scenario presses.
    private func id(of control: ScenarioControl) -> String? {
        switch control {
        case .importButton: return "window.import"
        case .page(let page): return "page.\(page.rawValue)"
        case .button(let target):
            switch target {
            case .save: return "profile.save"
            case .revert: return "profile.revert"
            case .retry: return self.control("people.retry") != nil ? "people.retry" : "page.retry"
            case .add: return "tasks.add"
            case .undo: return "tasks.undo.action"
            case .dismiss: return "tasks.undo.dismiss"
            case .removePhoto: return "profile.removePhoto"
            case .newPerson: return "window.newPerson"
            case .deletePerson: return "profile.delete"
            case .undoDelete: return "person.undo.action"
            case .dismissDelete: return "person.undo.dismiss"
            case .closeReport: return "report.close"
            case .discardDraft: return "profile.discardDraft"
            case .showTheirs: return "profile.showTheirs"
            case .keepMine: return "profile.keepMine"
            case .merge: return "profile.merge"
            case .history: return "profile.history"
            case .closeHistory: return "history.close"
            case .rememberPassword: return "password.remember"
            case .signIn: return "password.signIn"
            case .cancelSignIn: return "password.cancel"
            }
        }
    }

    /// A control as the screen shows it: drawn or not, enabled (not dimmed) or not, and the
    /// reason the front writes under a disabled Save, Delete Person or Add.
    func controlState(_ control: ScenarioControl) -> ScenarioControlState {
        guard let id = id(of: control), let shown = self.control(id) else { return .hidden }
        let reason = self.control(id + ".reason").map(reading.text(of:))
        return ScenarioControlState(isShown: true, isEnabled: shown.isEnabled, disabledReason: reason)
    }

    /// Clicks the control (the refusal rule has passed).
    func activate(_ control: ScenarioControl) async throws {
        guard let id = id(of: control), let shown = self.control(id) else { throw ScenarioStepError("no \(control.title) button is shown") }
        click(shown)
    }
}
