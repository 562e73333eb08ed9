import Foundation
import RosterModel
import RosterViewModels

/// Replays scenarios on the view models directly — the headless front — and
/// reads the screen from view-model state.
@MainActor
public final class ViewModelScenarioDriver: ScenarioDriver {
    public let app: AppViewModel
    let store: InMemoryRosterStore
    let clock: ManualClock

    public init(app: AppViewModel, store: InMemoryRosterStore, clock: ManualClock) {
        self.app = app
        self.store = store
        self.clock = clock
    }

    public func start() { app.appeared() }

    public func settle() async { await ViewModelActivity.settle() }

    public func perform(_ step: ScenarioStep, baseDirectory: String) async throws {
        let people = app.people
        switch step {
        case .search(let text): people.searchTextChanged(text)
        case .clearSearch: people.searchCleared()
        case .select(let name):
            let listing = people.listing
            guard let index = (0..<listing.rowCount).first(where: {
                if case .person(let row) = listing.row(at: $0) { return row.name == name }
                return false
            }) else { throw ScenarioStepError("no person “\(name)” is listed") }
            people.rowSelected(at: index)
        case .open(let page):
            guard app.profile != nil else { throw ScenarioStepError("nobody is selected") }
            if page == .profile {
                app.profileTabSelected()
            } else if !app.tasksTabSelected() {
                throw ScenarioStepError("the Tasks page is not available")
            }
        case .set(let field, let value): try profile().fieldChanged(field, to: value)
        case .tap(let target): try tap(target)
        case .chooseAvatar(let path): try profile().avatarChosen(path: Self.resolve(path, in: baseDirectory))
        case .importFile(let path):
            guard app.transfer.isTransferEnabled else { throw ScenarioStepError("Import… is disabled") }
            app.transfer.importChosen(path: Self.resolve(path, in: baseDirectory))
        case .answer(let answer):
            guard app.question != nil else { throw ScenarioStepError("no question is shown") }
            app.questionAnswered(answer)
        case .closeWindow: app.closeRequested()
        case .addTask(let title, let due):
            let tasks = try self.tasks()
            tasks.newTitleChanged(title)
            tasks.newDueDateChanged(due ?? "")
            guard tasks.isAddEnabled else { throw ScenarioStepError("Add is disabled: \(tasks.addDisabledReason ?? "")") }
            tasks.addTapped()
        case .toggleTask(let title): try tasks().toggleTapped(task(titled: title))
        case .deleteTask(let title): try tasks().deleteTapped(task(titled: title))
        case .renameTask(let title, let newTitle): try tasks().renamed(task(titled: title), to: newTitle)
        case .filter(let filter): try tasks().filterSelected(filter)
        case .advance(let seconds):
            clock.advance(by: seconds)
            app.tasks?.clockChanged()
        case .failReads(let reason): store.failReads(reason)
        case .failWrites(let reason): store.failWrites(reason)
        case .fixStore:
            store.failReads(nil)
            store.failWrites(nil)
        case .expectValue, .expectTranscript:
            break
        }
    }

    public func snapshot() -> ScreenSnapshot { ViewModelSnapshot.take(app) }

    // MARK: Helpers

    private func tap(_ target: ScenarioStep.TapTarget) throws {
        switch target {
        case .save:
            let profile = try self.profile()
            guard profile.isSaveEnabled else { throw ScenarioStepError("Save is disabled: \(profile.saveDisabledReason ?? "")") }
            profile.saveTapped()
        case .revert:
            let profile = try self.profile()
            guard profile.isRevertEnabled else { throw ScenarioStepError("Revert is disabled") }
            profile.revertTapped()
        case .removePhoto:
            guard try profile().avatarRemoved() else { throw ScenarioStepError("Remove Photo is disabled") }
        case .newPerson: app.newPersonTapped()
        case .deletePerson:
            _ = try profile()
            guard app.isDeletePersonEnabled else { throw ScenarioStepError("Delete Person is disabled: \(app.deletePersonDisabledReason ?? "")") }
            app.deletePersonTapped()
        case .undoDelete:
            guard app.personUndo != nil else { throw ScenarioStepError("no Undo is offered") }
            app.undoDeleteTapped()
        case .dismissDelete:
            guard app.deletionUndoDismissed() else { throw ScenarioStepError("no Undo is offered") }
        case .closeReport:
            guard app.transfer.reportDismissed() else { throw ScenarioStepError("no report is shown") }
        case .retry:
            if app.people.loadState.errorMessage != nil {
                app.people.retryTapped()
            } else if let profile = app.profile, app.detailPage == .profile, profile.loadState.errorMessage != nil {
                profile.retryTapped()
            } else if let tasks = app.tasks, app.detailPage == .tasks, tasks.loadState.errorMessage != nil {
                tasks.retryTapped()
            } else {
                throw ScenarioStepError("no Retry button is shown")
            }
        case .add:
            let tasks = try self.tasks()
            guard tasks.isAddEnabled else { throw ScenarioStepError("Add is disabled: \(tasks.addDisabledReason ?? "")") }
            tasks.addTapped()
        case .undo:
            let tasks = try self.tasks()
            guard tasks.undo != nil else { throw ScenarioStepError("no Undo is offered") }
            tasks.undoTapped()
        case .dismiss:
            guard try tasks().undoDismissed() else { throw ScenarioStepError("no Undo is offered") }
        }
    }

    private func profile() throws -> ProfileViewModel {
        guard let profile = app.profile, app.detailPage == .profile else { throw ScenarioStepError("the Profile page is not shown") }
        return profile
    }

    private func tasks() throws -> TasksViewModel {
        guard let tasks = app.tasks, app.detailPage == .tasks else { throw ScenarioStepError("the Tasks page is not shown") }
        return tasks
    }

    private func task(titled title: String) throws -> Int64 {
        guard let row = try tasks().rows.first(where: { $0.title == title }) else { throw ScenarioStepError("no task “\(title)” is listed") }
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
