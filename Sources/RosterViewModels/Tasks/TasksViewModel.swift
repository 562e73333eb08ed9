import Foundation
import Observation
import RosterModel

extension TaskItem: TaskRowSource {}

/// The Tasks page of one person: list, add, toggle, rename, delete with undo, filter.
///
/// Who owns what: the store owns the tasks; this view model keeps the loaded
/// list in the store's order, the filter, the new-task draft and the last
/// deleted task (for Undo). Due dates are formatted here against an injected clock.
@MainActor
@Observable
public final class TasksViewModel {
    public static let titleLimit = TaskRules.titleLimit.characters

    public let personID: PersonID
    public private(set) var loadState: LoadState = .loading
    /// Every task of the person, in list order.
    public private(set) var tasks: [TaskItem] = []
    public private(set) var filter: TaskFilter = .all
    /// The new task's title as typed.
    public private(set) var newTitle = ""
    /// The new task's due day as typed (in the locale's order or as YYYY-MM-DD; empty for none),
    /// or as a day picked in a calendar writes it (`newDueDayPicked(_:)`).
    public private(set) var newDueDate = ""
    private var addAttempted = false
    /// The last deleted task and where it was, for Undo.
    private var lastDeleted: (task: TaskItem, index: Int)?
    /// Whether an add is in flight (a second Add waits for it).
    public private(set) var isAdding = false
    /// Why the last change could not be saved; nil when it could.
    public private(set) var errorMessage: String?
    /// Bumped when the clock may have moved, so that due texts are recomputed.
    var clockGeneration = 0

    private let store: any TaskStore
    let dueFormatter: DueDateFormatter
    /// Reads the typed due date: the one reader every front's input goes through.
    public let dueInput: DueDateInput
    @ObservationIgnored private let storeObserver = StreamObserver<StoreChange>()
    /// Bumped by every local change; a refetch started before one must not overwrite it.
    @ObservationIgnored private var localRevision = 0
    /// Writes not finished yet; their own change notifications bring a refetch afterwards.
    @ObservationIgnored private var writesInFlight = 0
    @ObservationIgnored private var midnightRefresh: Task<Void, Never>?
    /// Told when the add row's text changes (the coordinator writes it to disk with the profile's draft).
    @ObservationIgnored public var editsDidChange: (@MainActor () -> Void)?
    /// Who is signed in (see `init`).
    @ObservationIgnored let access: @MainActor () -> DirectoryAccess
    /// The person whose tasks these are, when the part may not edit everyone's (their
    /// username says whether they are the signed-in member); read with the tasks.
    var owner: Person?
    /// Store changes to follow (another program's `roster-cli done`, say); nil for stores that cannot tell.
    private let changes: (@Sendable () -> AsyncStream<StoreChange>)?

    /// The Tasks page of the person with `personID`.
    /// - Parameters:
    ///   - personID: whose tasks.
    ///   - store: where the tasks are read and written.
    ///   - clock: what "today" is, for the due texts.
    ///   - calendar: the calendar (and time zone) days are counted in.
    ///   - locale: how due dates are written and read.
    ///   - access: who is signed in, read when it matters (the app's observed
    ///     `PeopleViewModel.access`); nil: the store's (every right for a store of tasks alone).
    public init(
        personID: PersonID, store: any TaskStore, clock: RosterClock = .system,
        calendar: Calendar = .current, locale: Locale = .current, access: (@MainActor () -> DirectoryAccess)? = nil
    ) {
        self.personID = personID
        self.store = store
        let peopleStore = store as? any PeopleStore
        self.access = access ?? { peopleStore?.access ?? .everything }
        dueFormatter = DueDateFormatter(clock: clock, calendar: calendar, locale: locale)
        dueInput = DueDateInput(locale: locale)
        if let peopleStore = store as? any PeopleStore {
            changes = { peopleStore.changes() }
        } else {
            changes = nil
        }
    }

    // MARK: View state

    /// The rows the list shows under the current filter.
    public var rows: [TaskRow] {
        _ = clockGeneration
        let isEditable = !isReadOnly
        return tasks.filter(filter.includes).map { task in
            let due = task.dueDate.flatMap(dueFormatter.describe)
            return TaskRow(
                id: task.id, title: task.title, isDone: task.isDone, dueText: due?.text, dueState: due?.state, isEditable: isEditable)
        }
    }

    /// "12 of 20 done".
    public var countText: String {
        let done = tasks.filter(\.isDone).count
        // TRANSLATORS: "7 of 20 done": {0} tasks are done of {1}.
        return L10n.trn("{0} of {1} done", "{0} of {1} done", tasks.count, String(done), String(tasks.count))
    }

    /// What the list says when the filter leaves no rows; nil when there are rows.
    public var emptyText: String? {
        guard loadState == .loaded, rows.isEmpty else { return nil }
        switch filter {
        case .all: return L10n.tr("No tasks yet")
        case .open: return L10n.tr("No open tasks")
        case .done: return L10n.tr("No done tasks")
        }
    }

    /// The new title's error, once an add was attempted (or at once when too long).
    public var newTitleError: String? {
        let violation = TaskRules.titleViolation(newTitle)
        // Too long or unusable characters show at once; a missing title only once Add was tried.
        if let violation, violation != .required { return ValidationMessages.taskTitleMessage(violation) }
        return addAttempted ? violation.map(ValidationMessages.taskTitleMessage) : nil
    }

    /// The add row's error line: the title's error, else the due date's; nil when both are fine.
    public var newTaskError: String? { newTitleError ?? newDueDateError }

    public var isAddEnabled: Bool { addDisabledReason == nil }

    /// Why Add is disabled; nil when enabled.
    public var addDisabledReason: String? {
        if loadState != .loaded { return L10n.tr("The tasks are not loaded") }
        if let readOnlyReason { return readOnlyReason }
        if isAdding { return L10n.tr("Adding…") }
        return Self.titleError(newTitle) ?? newDueDateError
    }

    /// The offer to undo the last deletion, while there is one.
    public var undo: UndoOffer? {
        lastDeleted.map { UndoOffer(message: L10n.tr("Deleted “{0}”", $0.task.title), actionTitle: L10n.tr("Undo")) }
    }

    // MARK: Intents

    @discardableResult
    public func appeared() -> Task<Void, Never> {
        loadState = .loading
        let store = self.store
        let id = personID
        return ViewModelActivity.task { [weak self] in
            do {
                let tasks = try await store.fetchTasks(personID: id)
                // Whose tasks, for a part that may edit only someone's own.
                let editsEveryone = self?.access().administers ?? true
                let owner = editsEveryone ? nil : try await (store as? any PeopleStore)?.fetchPerson(id: id)
                guard let self else { return }
                self.owner = owner
                self.tasks = tasks
                self.loadState = .loaded
                if let changes = self.changes {
                    self.storeObserver.observe(changes()) { [weak self] change in
                        // Other people's changes, and this person's own row, leave the tasks as they are.
                        guard let self,
                            change.isUnknown || change.tasksOfPeople.contains(self.personID)
                                || change.deletedPeople.contains(self.personID)
                        else { return }
                        self.storeChanged()
                    }
                }
                self.scheduleMidnightRefresh()
            } catch {
                self?.loadState = .failed(message: L10n.tr("Could not load tasks. {0}", describe(error)))
            }
        }
    }

    @discardableResult
    public func retryTapped() -> Task<Void, Never> { appeared() }

    public func filterSelected(_ filter: TaskFilter) { self.filter = filter }

    public func newTitleChanged(_ title: String) {
        newTitle = title
        editsDidChange?()
    }

    public func newDueDateChanged(_ text: String) {
        newDueDate = text
        editsDidChange?()
    }

    /// Add the new task. Returns whether it was added.
    @discardableResult
    public func addTapped() -> Task<Bool, Never> {
        addAttempted = true
        guard isAddEnabled, case .success(let dueDay) = newDueReading else { return Task { false } }
        let title = newTitle.trimmingCharacters(in: .whitespacesAndNewlines)
        let due = newDueDate.trimmingCharacters(in: .whitespaces)
        let store = self.store
        let id = personID
        isAdding = true
        localRevision += 1
        writesInFlight += 1
        return ViewModelActivity.task { [weak self] in
            defer {
                self?.isAdding = false
                self?.writesInFlight -= 1
            }
            do {
                let task = try await store.addTask(personID: id, title: title, dueDate: dueDay)
                guard let self else { return true }
                self.tasks.append(task)
                // A new task is open: under the Done filter it would vanish as it is added.
                if !self.filter.includes(task) { self.filter = .all }
                // Keep anything typed while the add was in flight.
                if self.newTitle.trimmingCharacters(in: .whitespacesAndNewlines) == title { self.newTitle = "" }
                if self.newDueDate.trimmingCharacters(in: .whitespaces) == due { self.newDueDate = "" }
                self.editsDidChange?()
                self.addAttempted = false
                self.errorMessage = nil
                return true
            } catch {
                self?.errorMessage = L10n.tr("Task not added: {0}", describe(error))
                return false
            }
        }
    }

    /// The check box of a task was toggled.
    @discardableResult
    public func toggleTapped(_ taskID: TaskID) -> Task<Void, Never> {
        guard !isReadOnly else { return Task {} }
        return change(taskID) { $0.isDone.toggle() }
    }

    /// A task's title was edited. Empty or too long titles are refused with an error.
    @discardableResult
    public func renamed(_ taskID: TaskID, to title: String) -> Task<Void, Never> {
        guard !isReadOnly else { return Task {} }
        let trimmed = title.trimmingCharacters(in: .whitespacesAndNewlines)
        if let error = Self.titleError(trimmed) {
            errorMessage = error
            return Task {}
        }
        return change(taskID) { $0.title = trimmed }
    }

    /// Delete a task; `undoTapped()` brings it back exactly where it was.
    @discardableResult
    public func deleteTapped(_ taskID: TaskID) -> Task<Void, Never> {
        guard !isReadOnly, let index = tasks.firstIndex(where: { $0.id == taskID }) else { return Task {} }
        let task = tasks.remove(at: index)
        lastDeleted = (task, index)
        let store = self.store
        return write(
            { try await store.deleteTask(id: taskID) },
            onFailure: { model, error in
                // Put it back unless an Undo already did; keep an Undo offer for a later deletion.
                if !model.tasks.contains(where: { $0.id == task.id }) { model.tasks.insert(task, at: min(index, model.tasks.count)) }
                if model.lastDeleted?.task.id == task.id { model.lastDeleted = nil }
                model.errorMessage = L10n.tr("Task not deleted: {0}", describe(error))
            }, onSuccess: { $0.errorMessage = nil })
    }

    /// Undo the last deletion: the task returns with its id, state and position.
    @discardableResult
    public func undoTapped() -> Task<Void, Never> {
        guard let (task, index) = lastDeleted else { return Task {} }
        lastDeleted = nil
        tasks.insert(task, at: min(index, tasks.count))
        let store = self.store
        return write(
            { try await store.restoreTask(task) },
            onFailure: { model, error in
                model.tasks.removeAll { $0.id == task.id }
                model.errorMessage = L10n.tr("Task not restored: {0}", describe(error))
            }, onSuccess: { $0.errorMessage = nil })
    }

    /// The undo offer was dismissed. Refused (returns false) when nothing is offered.
    @discardableResult
    public func undoDismissed() -> Bool {
        guard lastDeleted != nil else { return false }
        lastDeleted = nil
        return true
    }

    /// The store changed (this app or another program): take the stored tasks, keeping the Undo offer.
    public func storeChanged() {
        let store = self.store
        let id = personID
        let revision = localRevision
        ViewModelActivity.task { [weak self] in
            guard let tasks = try? await store.fetchTasks(personID: id), let self,
                self.writesInFlight == 0, self.localRevision == revision
            else { return }
            self.tasks = tasks
        }
    }

    /// "Due tomorrow" becomes "Due today" at midnight: recompute then, every night.
    private func scheduleMidnightRefresh() {
        guard midnightRefresh == nil else { return }
        let clock = dueFormatter.clock
        let calendar = dueFormatter.calendar
        midnightRefresh = Task { [weak self] in
            while !Task.isCancelled {
                let now = clock.now
                let midnight =
                    calendar.nextDate(
                        after: now, matching: DateComponents(hour: 0, minute: 0, second: 0),
                        matchingPolicy: .nextTime) ?? now.addingTimeInterval(86_400)
                try? await Task.sleep(for: .seconds(max(1, midnight.timeIntervalSince(now) + 1)))
                guard !Task.isCancelled else { return }
                self?.clockChanged()
            }
        }
    }

    isolated deinit {
        midnightRefresh?.cancel()
    }

    /// The time may have moved (a new day, or a test clock advanced): recompute due texts.
    public func clockChanged() { clockGeneration += 1 }

    // MARK: Helpers

    /// Runs a store write for a local change, so that refetches wait for it.
    private func write(
        _ body: @escaping @Sendable () async throws -> Void,
        onFailure: @escaping @MainActor (TasksViewModel, any Error) -> Void,
        onSuccess: @escaping @MainActor (TasksViewModel) -> Void = { _ in }
    ) -> Task<Void, Never> {
        localRevision += 1
        writesInFlight += 1
        return ViewModelActivity.task { [weak self] in
            do {
                try await body()
                if let self { onSuccess(self) }
            } catch {
                if let self { onFailure(self, error) }
            }
            self?.writesInFlight -= 1
        }
    }

    private func change(_ taskID: TaskID, _ update: (inout TaskItem) -> Void) -> Task<Void, Never> {
        guard let index = tasks.firstIndex(where: { $0.id == taskID }) else { return Task {} }
        let before = tasks[index]
        update(&tasks[index])
        let after = tasks[index]
        let store = self.store
        return write(
            { try await store.updateTask(after) },
            onFailure: { model, error in
                // Roll back only if nothing changed the task since (a newer edit wins).
                if let index = model.tasks.firstIndex(where: { $0.id == taskID }), model.tasks[index] == after {
                    model.tasks[index] = before
                }
                model.errorMessage = L10n.tr("Change not saved: {0}", describe(error))
            }, onSuccess: { $0.errorMessage = nil })
    }

    static func titleError(_ title: String) -> String? {
        TaskRules.titleViolation(title).map(ValidationMessages.taskTitleMessage)
    }
}
