import CGtk
import Foundation
import GtkKit
import RosterGtk
import RosterModel
import RosterTesting
import RosterViewModels

/// Replays scenarios on the real GTK window: typing into entries, clicking
/// buttons and rows, answering the real dialog, picking a file in the real
/// file chooser — and reads the screen back from the widgets, never from the
/// view models. Only the world around the user (clock, store failures) is
/// changed directly.
@MainActor
public final class WidgetScenarioDriver: ScenarioDriver {
    /// The window being driven (a new one after `restart` or `crash`).
    public private(set) var window: MainWindow
    let environment: ScenarioEnvironment
    /// The app behind `window`.
    private var app: AppViewModel
    /// Builds the window for an app (the harness decides its options).
    private let makeWindow: @MainActor (AppViewModel) -> MainWindow

    /// - Parameters:
    ///   - window: the window on `environment.app`.
    ///   - makeWindow: builds the new window after `restart` or `crash` (by default as roster-scenario does).
    public init(
        window: MainWindow, environment: ScenarioEnvironment,
        makeWindow: @escaping @MainActor (AppViewModel) -> MainWindow = { MainWindow(application: nil, app: $0, undoTimeout: 0) }
    ) {
        self.window = window
        self.environment = environment
        app = environment.app
        self.makeWindow = makeWindow
    }

    public func start() { window.present() }

    public func settle() async {
        await waitUntilQuiet()
        // GTK maps and allocates new widgets (a list's new row, a revealed bar) when it
        // lays out the next frame: only then does a user see them, and can click them.
        guard window.window.isOnScreen else { return }
        var painted = false
        FrameTiming.afterNextFrame(of: window.window) { _ in painted = true }
        await MainLoopBridge.wait(until: { painted }, timeout: .seconds(2))
        await waitUntilQuiet()
    }

    /// Quiet means: no view-model work, nothing pending in GLib, and the
    /// bindings' updates applied — several idle rounds in a row.
    private func waitUntilQuiet() async {
        var quietRounds = 0
        while quietRounds < 3 {
            await MainLoopBridge.nextIdle()
            // An import the store holds waits for `release imports`, not for the screen.
            if ViewModelActivity.pending <= environment.store.heldImportCount && !MainLoopBridge.hasPendingEvents {
                quietRounds += 1
            } else {
                quietRounds = 0
            }
        }
    }

    public func snapshot() -> ScreenSnapshot { WidgetSnapshot.take(window) }

    public func perform(_ step: ScenarioStep, baseDirectory: String) async throws {
        switch step {
        case .search(let text): window.typeSearch(text)
        case .clearSearch: window.stopSearch()
        case .select(let name):
            guard let row = window.shownRows.first(where: { $0.texts.count == 2 && $0.texts[0] == name }) else {
                throw ScenarioStepError("no person “\(name)” is listed")
            }
            window.selectRow(row.index)
        case .open(let page): try await press(.page(page))
        case .set(let field, let value):
            try requireProfile()
            window.typeInProfile(field, value)
        case .tap(let target): try await press(.button(target))
        case .chooseAvatar(let path):
            try requireProfile()
            window.clickChoosePhoto()
            try await chooseInFileChooser(ViewModelScenarioDriver.resolve(path, in: baseDirectory), named: path)
        case .importFile(let path):
            try await press(.importButton)
            try await chooseInFileChooser(ViewModelScenarioDriver.resolve(path, in: baseDirectory), named: path)
            await settle()
            // A held import stops mid-way: the step ends once its progress dialog shows.
            if environment.store.heldImportCount > 0 {
                guard window.importProgressShown != nil else { throw ScenarioStepError("the import progress is not shown") }
                return
            }
            try await waitForImportEnd()
        case .typeURL(let address):
            try await openURLDialog()
            window.typeImportURL(address)
        case .typePassword(let text):
            guard window.passwordDialog.isShown else { throw ScenarioStepError("no password dialog is shown") }
            window.passwordDialog.entry.type(text)
        case .cancelURL:
            guard window.urlDialogShown != nil else { throw ScenarioStepError("the Import from URL dialog is not shown") }
            window.clickCancelImportURL()
        case .exportFile(let format):
            guard window.importExportButtonsEnabled.exporting else { throw ScenarioStepError("Export… is disabled") }
            window.clickExport()
            await settle()
            // The format's filter, as picked in the chooser: the chooser renames the suggested file.
            let filter = app.importExport.exportFormats.firstIndex { $0.format == format } ?? 0
            guard window.chooseFileChooserFilter(filter) else { throw ScenarioStepError("the file chooser did not open") }
            await settle()
            try FileManager.default.createDirectory(at: environment.exportDirectory, withIntermediateDirectories: true)
            window.goToFolderInFileChooser(environment.exportDirectory.path)
            await settle()
            window.acceptFileChooser()
            await settle()
            await MainLoopBridge.wait(until: { window.reportShown != nil }, timeout: .seconds(60))
            guard window.reportShown != nil else { throw ScenarioStepError("the export did not end") }
        case .importURL(let address):
            try await openURLDialog()
            window.typeImportURL(address)
            await settle()
            guard let dialog = window.urlDialogShown, dialog.importEnabled else {
                throw ScenarioStepError("Import is disabled: \(window.urlDialogShown?.problem ?? "")")
            }
            window.clickImportURL()
            await settle()
            try await waitForImportEnd()
        case .answer(let answer):
            guard window.questionShown != nil else { throw ScenarioStepError("no question is shown") }
            window.answerQuestion(answer)
        case .closeWindow: window.requestClose()
        case .addTask(let title, let due):
            try requireTasks()
            window.typeNewTask(title, due: due ?? "")
            await settle()
            try await press(.button(.add))
        case .typeTask(let title, let due):
            try requireTasks()
            window.typeNewTask(title, due: due ?? "")
        case .pickDueDay(let day):
            try requireTasks()
            window.pickDueDay(year: day.year, month: day.month, day: day.day)
        case .typeDueDate(let text):
            try requireTasks()
            window.typeDueDate(text)
        case .clearDueDate:
            try requireTasks()
            window.clearDueDate()
        case .toggleTask(let title): window.toggleTask(at: try await revealTask(title))
        case .deleteTask(let title): window.deleteTask(at: try await revealTask(title))
        case .renameTask(let title, let newTitle): window.renameTask(at: try await revealTask(title), to: newTitle)
        case .filter(let filter):
            try requireTasks()
            window.clickFilter(filter)
        case .advance(let seconds):
            environment.clock.advance(by: seconds)
            app.tasks?.clockChanged()
        case .failReads, .failWrites, .fixStore, .holdImports, .disconnectStore, .reconnectStore, .elsewhereSet:
            try await environment.store.perform(step)
        case .releaseImports:
            environment.store.releaseImports()
            await settle()
            try await waitForImportEnd()
        case .restart, .crash, .crashMeanwhile:
            // Quitting saves the session; a crash saves nothing. Either way the window is
            // destroyed with its view models, and a new window on a new app opens.
            if step == .restart { environment.session.save(app) }
            window.window.destroy()
            await settle()
            app = environment.relaunchedApp()
            if case .crashMeanwhile(let name, let field, let value) = step {
                // The old window is gone and the new one has not read the store yet.
                try await ElsewhereWrite.perform(on: environment.store, name: name, field: field, value: value)
            }
            window = makeWindow(app)
            window.present()
        case .expectValue, .expectTranscript:
            break
        }
    }

    /// Opens "Import from URL…" through its action, unless the dialog is open already.
    private func openURLDialog() async throws {
        guard window.urlDialogShown == nil else { return }
        guard window.importURLActionEnabled else { throw ScenarioStepError("Import from URL… is disabled") }
        window.activateImportURL()
        await MainLoopBridge.wait(until: { window.urlDialogShown != nil })
        guard window.urlDialogShown != nil else { throw ScenarioStepError("the Import from URL dialog is not shown") }
    }

    /// Waits until the import's progress dialog goes away (and the report shows).
    private func waitForImportEnd() async throws {
        await MainLoopBridge.wait(until: { window.importProgressShown == nil }, timeout: .seconds(60))
        guard window.importProgressShown == nil else { throw ScenarioStepError("the import did not end") }
    }

    /// A control as the window shows it: mapped, sensitive, and its tooltip.
    public func controlState(_ control: ScenarioControl) -> ScenarioControlState { window.controlState(control) }

    /// Clicks the control's widget (the refusal rule has passed).
    public func activate(_ control: ScenarioControl) async throws {
        guard let widget = window.widget(for: control) else { throw ScenarioStepError("no \(control.title) button is shown") }
        guard let pressable = widget as? any Pressable else { throw ScenarioStepError("\(control.title) cannot be clicked") }
        pressable.click()
    }

    /// Selects `file` in the file chooser that was just opened, waits until it is selected, and accepts it.
    private func chooseInFileChooser(_ file: String, named name: String) async throws {
        await settle()
        guard window.selectInFileChooser(file) else { throw ScenarioStepError("the file chooser did not open") }
        await MainLoopBridge.wait(until: { window.fileChooserSelection == file })
        guard window.fileChooserSelection == file else { throw ScenarioStepError("the file chooser could not select \(name)") }
        window.acceptFileChooser()
    }

    private func requireProfile() throws {
        guard window.showsPerson, window.shownDetailPage == DetailPage.profile.rawValue else {
            throw ScenarioStepError("the Profile page is not shown")
        }
    }

    private func requireTasks() throws {
        guard window.showsPerson, window.shownDetailPage == DetailPage.tasks.rawValue else {
            throw ScenarioStepError("the Tasks page is not shown")
        }
    }

    /// Scrolls the task list, as a user looking for it would, until the row titled
    /// `title` is on screen; returns its index.
    private func revealTask(_ title: String) async throws -> Int {
        try requireTasks()
        var pages = 0
        while pages <= window.taskListExtent.count {
            if let index = window.boundTaskIndex(titled: title) {
                window.scrollTasks(to: index)
                await settle()
                return index
            }
            let extent = window.taskListExtent
            guard let last = extent.lastBound, last + 1 < extent.count else { break }
            window.scrollTasks(to: last + 1)
            await settle()
            pages += 1
        }
        throw ScenarioStepError("no task “\(title)” is listed")
    }
}
