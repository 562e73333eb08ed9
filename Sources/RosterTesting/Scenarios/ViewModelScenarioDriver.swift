import Foundation
import RosterModel
import RosterViewModels

/// Replays scenarios on the view models directly — the headless front — and
/// reads the screen from view-model state.
@MainActor
public final class ViewModelScenarioDriver: ScenarioDriver {
    /// The app being driven (a new one after `restart` or `crash`).
    public private(set) var app: AppViewModel
    let store: InMemoryRosterStore
    let clock: ManualClock
    /// Where `restart` and `crash` relaunch from; nil: they cannot run.
    let environment: ScenarioEnvironment?

    /// A driver of `app` on `store` and `clock`, which cannot `restart` or `crash`.
    public init(app: AppViewModel, store: InMemoryRosterStore, clock: ManualClock) {
        self.app = app
        self.store = store
        self.clock = clock
        environment = nil
    }

    /// A driver of `environment`'s app, able to restart it.
    public init(environment: ScenarioEnvironment) {
        app = environment.app
        store = environment.store
        clock = environment.clock
        self.environment = environment
    }

    /// The app appears: people start loading.
    public func start() { app.appeared() }

    /// Waits until no view-model work is pending but the imports the store holds.
    public func settle() async {
        guard store.isHoldingImports || store.heldImportCount > 0 else { return await ViewModelActivity.settle() }
        repeat {
            for _ in 0..<4 { await Task.yield() }
        } while ViewModelActivity.pending > store.heldImportCount
        // Let the progress the held import reported reach the view model.
        for _ in 0..<8 { await Task.yield() }
    }

    /// Runs the intent behind `step`, as the views would call it.
    public func perform(_ step: ScenarioStep, baseDirectory: String) async throws {
        let people = app.people
        switch step {
        case .search(let text): people.searchTextChanged(text)
        case .clearSearch: people.searchCleared()
        case .select(let name):
            let listing = people.listing
            guard
                let index = (0..<listing.rowCount).first(where: {
                    if case .person(let row) = listing.row(at: $0) { return row.name == name }
                    return false
                })
            else { throw ScenarioStepError("no person “\(name)” is listed") }
            people.rowSelected(at: index)
        case .open(let page): try await press(.page(page))
        case .set(let field, let value): try profile().fieldChanged(field, to: value)
        case .tap(let target): try await press(.button(target))
        case .chooseAvatar(let path): try profile().avatarChosen(path: Self.resolve(path, in: baseDirectory))
        case .importFile(let path):
            try await press(.importButton)
            app.importExport.importChosen(path: Self.resolve(path, in: baseDirectory))
        case .typeURL(let address):
            let importExport = app.importExport
            guard importExport.isURLDialogShown || importExport.importFromURLTapped() else {
                throw ScenarioStepError("Import from URL… is disabled")
            }
            importExport.urlChanged(address)
        case .typePassword(let text): try passwordPrompt().passwordChanged(text)
        case .cancelURL:
            guard app.importExport.isURLDialogShown else { throw ScenarioStepError("the Import from URL dialog is not shown") }
            app.importExport.urlDialogCancelled()
        case .exportFile(let format):
            guard let environment else { throw ScenarioStepError("this driver has no folder to export to") }
            let importExport = app.importExport
            guard importExport.isImportExportEnabled else { throw ScenarioStepError("Export… is disabled") }
            // The chooser opens on the suggested name; choosing the format's filter renames it.
            let filter = importExport.exportFormats.firstIndex { $0.format == format } ?? 0
            let name = importExport.exportName(importExport.suggestedExportName, forFilterAt: filter)
            try FileManager.default.createDirectory(at: environment.exportDirectory, withIntermediateDirectories: true)
            _ = await importExport.exportChosen(path: environment.exportDirectory.appendingPathComponent(name).path, filterIndex: filter)
                .value
        case .importURL(let address):
            let importExport = app.importExport
            guard importExport.isURLDialogShown || importExport.importFromURLTapped() else {
                throw ScenarioStepError("Import from URL… is disabled")
            }
            importExport.urlChanged(address)
            guard importExport.isURLImportEnabled else { throw ScenarioStepError("Import is disabled: \(importExport.urlProblem ?? "")") }
            importExport.urlImportConfirmed()
        case .answer(let answer):
            guard app.question != nil else { throw ScenarioStepError("no question is shown") }
            app.questionAnswered(answer)
        case .closeWindow: app.closeRequested()
        case .addTask(let title, let due):
            let tasks = try self.tasks()
            tasks.newTitleChanged(title)
            tasks.newDueDateChanged(due ?? "")
            try await press(.button(.add))
        case .typeTask(let title, let due):
            let tasks = try self.tasks()
            tasks.newTitleChanged(title)
            tasks.newDueDateChanged(due ?? "")
        case .pickDueDay(let day): try tasks().newDueDayPicked(day)
        case .typeDueDate(let text): try tasks().newDueDateChanged(text)
        case .clearDueDate: try tasks().newDueCleared()
        case .toggleTask(let title): try tasks().toggleTapped(task(titled: title))
        case .deleteTask(let title): try tasks().deleteTapped(task(titled: title))
        case .renameTask(let title, let newTitle): try tasks().renamed(task(titled: title), to: newTitle)
        case .filter(let filter): try tasks().filterSelected(filter)
        case .advance(let seconds):
            clock.advance(by: seconds)
            app.tasks?.clockChanged()
        case .failReads, .failWrites, .fixStore, .holdImports, .disconnectStore, .reconnectStore, .elsewhereSet:
            try await store.perform(step)
        case .releaseImports: store.releaseImports()
        case .restart, .crash, .crashMeanwhile:
            guard let environment else { throw ScenarioStepError("this driver has no session to relaunch from") }
            if step == .restart { environment.session.save(app) }
            app = environment.relaunchedApp()
            if case .crashMeanwhile(let name, let field, let value) = step {
                // The old app is gone and the new one has not read the store yet.
                try await ElsewhereWrite.perform(on: store, name: name, field: field, value: value)
            }
            app.appeared()
        case .expectValue, .expectTranscript:
            break
        }
    }

    /// What the view models say is on screen.
    public func snapshot() -> ScreenSnapshot { ViewModelSnapshot.take(app) }

    // MARK: Helpers

    /// A control as the view models describe it: shown, enabled, and the reason it is not.
    public func controlState(_ control: ScenarioControl) -> ScenarioControlState {
        let profile = app.detailPage == .profile ? app.profile : nil
        let tasks = app.detailPage == .tasks ? app.tasks : nil
        switch control {
        case .page: return ScenarioControlState(isShown: app.profile != nil, isEnabled: app.isTasksTabEnabled || control == .page(.profile))
        case .importButton:
            return ScenarioControlState(
                isShown: true, isEnabled: app.importExport.isImportEnabled, disabledReason: app.importExport.importDisabledReason)
        case .button(let target):
            switch target {
            case .save:
                return profile.map {
                    ScenarioControlState(isShown: true, isEnabled: $0.isSaveEnabled, disabledReason: $0.saveDisabledReason)
                } ?? .hidden
            case .revert: return profile.map { ScenarioControlState(isShown: true, isEnabled: $0.isRevertEnabled) } ?? .hidden
            case .removePhoto: return profile.map { ScenarioControlState(isShown: true, isEnabled: $0.canRemoveAvatar) } ?? .hidden
            case .newPerson:
                return ScenarioControlState(isShown: true, isEnabled: app.isNewPersonEnabled, disabledReason: app.newPersonDisabledReason)
            case .deletePerson:
                guard profile != nil else { return .hidden }
                return ScenarioControlState(
                    isShown: true, isEnabled: app.isDeletePersonEnabled, disabledReason: app.deletePersonDisabledReason)
            case .undoDelete, .dismissDelete: return ScenarioControlState(isShown: app.personUndo != nil, isEnabled: true)
            case .closeReport: return ScenarioControlState(isShown: app.importExport.report != nil, isEnabled: true)
            case .retry: return ScenarioControlState(isShown: retryTarget != nil, isEnabled: true)
            case .add:
                return tasks.map { ScenarioControlState(isShown: true, isEnabled: $0.isAddEnabled, disabledReason: $0.addDisabledReason) }
                    ?? .hidden
            case .undo, .dismiss: return ScenarioControlState(isShown: tasks?.undo != nil, isEnabled: true)
            case .discardDraft:
                guard let profile, profile.loadState == .loaded, profile.restoredDraftNotice != nil else { return .hidden }
                return ScenarioControlState(isShown: true, isEnabled: true)
            case .showTheirs, .keepMine, .merge:
                guard let profile, profile.loadState == .loaded, profile.conflict != nil else { return .hidden }
                let enabled =
                    target == .showTheirs
                    ? profile.isShowTheirsEnabled : target == .keepMine ? profile.isKeepMineEnabled : profile.isMergeEnabled
                return ScenarioControlState(isShown: true, isEnabled: enabled)
            case .history:
                guard let profile, profile.loadState == .loaded else { return .hidden }
                return ScenarioControlState(isShown: true, isEnabled: app.isHistoryEnabled, disabledReason: app.historyDisabledReason)
            case .closeHistory: return ScenarioControlState(isShown: app.history != nil, isEnabled: true)
            case .rememberPassword:
                guard let prompt = app.passwordPrompt else { return .hidden }
                return ScenarioControlState(
                    isShown: true, isEnabled: prompt.isRememberEnabled, disabledReason: prompt.rememberDisabledReason)
            case .signIn:
                guard let prompt = app.passwordPrompt else { return .hidden }
                return ScenarioControlState(isShown: true, isEnabled: prompt.isSignInEnabled, disabledReason: prompt.signInDisabledReason)
            case .cancelSignIn: return ScenarioControlState(isShown: app.passwordPrompt != nil, isEnabled: true)
            }
        }
    }

    /// Runs the intent behind `control` (the refusal rule has passed).
    public func activate(_ control: ScenarioControl) async throws {
        switch control {
        case .page(.profile): app.profileTabSelected()
        case .page(.tasks): _ = app.tasksTabSelected()
        case .importButton: break  // the file is chosen by the step itself
        case .button(let target):
            switch target {
            case .save: try profile().saveTapped()
            case .revert: _ = try profile().revertTapped()
            case .removePhoto: _ = try profile().avatarRemoved()
            case .newPerson: app.newPersonTapped()
            case .deletePerson: app.deletePersonTapped()
            case .undoDelete: app.undoDeleteTapped()
            case .dismissDelete: _ = app.deletionUndoDismissed()
            case .closeReport: _ = app.importExport.reportDismissed()
            case .retry: retryTarget?()
            case .add: try tasks().addTapped()
            case .undo: try tasks().undoTapped()
            case .dismiss: _ = try tasks().undoDismissed()
            case .discardDraft: _ = try profile().restoredDraftDiscarded()
            case .showTheirs: _ = try profile().showTheirsTapped()
            case .keepMine: try profile().keepMineTapped()
            case .merge: try profile().mergeTapped()
            case .history: await app.historyTapped().value
            case .closeHistory: app.historyClosed()
            case .rememberPassword:
                let prompt = try passwordPrompt()
                prompt.rememberToggled(!prompt.remembers)
            case .signIn: _ = try await passwordPrompt().signInTapped().value
            case .cancelSignIn: try passwordPrompt().cancelTapped()
            }
        }
    }

    /// The Retry of whichever error panel is shown.
    private var retryTarget: (() -> Void)? {
        let people = app.people
        if people.loadState.errorMessage != nil { return { _ = people.retryTapped() } }
        if let profile = app.profile, app.detailPage == .profile, profile.loadState.errorMessage != nil {
            return { _ = profile.retryTapped() }
        }
        if let tasks = app.tasks, app.detailPage == .tasks, tasks.loadState.errorMessage != nil { return { _ = tasks.retryTapped() } }
        return nil
    }

    private func profile() throws -> ProfileViewModel {
        guard let profile = app.profile, app.detailPage == .profile else { throw ScenarioStepError("the Profile page is not shown") }
        return profile
    }

    private func passwordPrompt() throws -> PasswordPromptViewModel {
        guard let prompt = app.passwordPrompt else { throw ScenarioStepError("no password dialog is shown") }
        return prompt
    }

    private func tasks() throws -> TasksViewModel {
        guard let tasks = app.tasks, app.detailPage == .tasks else { throw ScenarioStepError("the Tasks page is not shown") }
        return tasks
    }

    private func task(titled title: String) throws -> TaskID {
        guard let row = try tasks().rows.first(where: { $0.title == title }) else {
            throw ScenarioStepError("no task “\(title)” is listed")
        }
        return row.id
    }

    /// A path relative to the scenario's folder (itself relative to the working directory when not absolute).
    nonisolated public static func resolve(_ path: String, in baseDirectory: String) -> String {
        guard !path.hasPrefix("/") else { return path }
        // `standardized` drops a relative URL's base, so "../x" must be resolved from an absolute folder.
        let folder = baseDirectory.hasPrefix("/") ? baseDirectory : FileManager.default.currentDirectoryPath + "/" + baseDirectory
        return URL(fileURLWithPath: folder, isDirectory: true).appendingPathComponent(path).standardized.path
    }
}
