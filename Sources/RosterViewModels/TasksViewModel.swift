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
    public static let titleLimit = 200

    public let personID: Int64
    public private(set) var loadState: LoadState = .loading
    /// Every task of the person, in list order.
    public private(set) var tasks: [TaskItem] = []
    public private(set) var filter: TaskFilter = .all
    /// The new task's title as typed.
    public private(set) var newTitle = ""
    /// The new task's due day as typed ("YYYY-MM-DD" or empty).
    public private(set) var newDueDate = ""
    private var addAttempted = false
    /// The last deleted task and where it was, for Undo.
    private var lastDeleted: (task: TaskItem, index: Int)?
    /// Whether an add is in flight (a second Add waits for it).
    public private(set) var isAdding = false
    /// Why the last change could not be saved; nil when it could.
    public private(set) var errorMessage: String?
    /// Bumped when the clock may have moved, so that due texts are recomputed.
    private var clockGeneration = 0

    private let store: any TaskStore
    private let dueFormatter: DueDateFormatter

    public init(personID: Int64, store: any TaskStore, clock: RosterClock = .system,
                calendar: Calendar = .current, locale: Locale = .current) {
        self.personID = personID
        self.store = store
        dueFormatter = DueDateFormatter(clock: clock, calendar: calendar, locale: locale)
    }

    // MARK: View state

    /// The rows the list shows under the current filter.
    public var rows: [TaskRow] {
        _ = clockGeneration
        return tasks.filter(filter.includes).map { task in
            let due = task.dueDate.flatMap(dueFormatter.describe)
            return TaskRow(id: task.id, title: task.title, isDone: task.isDone, dueText: due?.text, dueState: due?.state)
        }
    }

    /// "12 of 20 done".
    public var countText: String {
        let done = tasks.filter(\.isDone).count
        return "\(done) of \(tasks.count) done"
    }

    /// What the list says when the filter leaves no rows; nil when there are rows.
    public var emptyText: String? {
        guard loadState == .loaded, rows.isEmpty else { return nil }
        switch filter {
        case .all: return "No tasks yet"
        case .open: return "No open tasks"
        case .done: return "No done tasks"
        }
    }

    /// The new title's error, once an add was attempted (or at once when too long).
    public var newTitleError: String? {
        let error = Self.titleError(newTitle)
        if newTitle.trimmingCharacters(in: .whitespacesAndNewlines).count > Self.titleLimit { return error }
        return addAttempted ? error : nil
    }

    /// The new due date's error ("YYYY-MM-DD" expected), as soon as it is typed.
    public var newDueDateError: String? {
        let text = newDueDate.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty, dueFormatter.day(from: text) == nil else { return nil }
        return "Due date must be a date like \(dueFormatter.today)"
    }

    public var isAddEnabled: Bool { addDisabledReason == nil }

    /// Why Add is disabled; nil when enabled.
    public var addDisabledReason: String? {
        if loadState != .loaded { return "The tasks are not loaded" }
        if isAdding { return "Adding…" }
        return Self.titleError(newTitle) ?? newDueDateError
    }

    /// The offer to undo the last deletion, while there is one.
    public var undo: UndoOffer? {
        lastDeleted.map { UndoOffer(message: "Deleted “\($0.task.title)”", actionTitle: "Undo") }
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
                self?.tasks = tasks
                self?.loadState = .loaded
            } catch {
                self?.loadState = .failed(message: "Could not load tasks. \(describe(error))")
            }
        }
    }

    @discardableResult
    public func retryTapped() -> Task<Void, Never> { appeared() }

    public func filterSelected(_ filter: TaskFilter) { self.filter = filter }

    public func newTitleChanged(_ title: String) { newTitle = title }

    public func newDueDateChanged(_ text: String) { newDueDate = text }

    /// Add the new task. Returns whether it was added.
    @discardableResult
    public func addTapped() -> Task<Bool, Never> {
        addAttempted = true
        guard isAddEnabled else { return Task { false } }
        let title = newTitle.trimmingCharacters(in: .whitespacesAndNewlines)
        let due = newDueDate.trimmingCharacters(in: .whitespaces)
        let store = self.store
        let id = personID
        isAdding = true
        return ViewModelActivity.task { [weak self] in
            defer { self?.isAdding = false }
            do {
                let task = try await store.addTask(personID: id, title: title, dueDate: due.isEmpty ? nil : due)
                guard let self else { return true }
                self.tasks.append(task)
                self.newTitle = ""
                self.newDueDate = ""
                self.addAttempted = false
                self.errorMessage = nil
                return true
            } catch {
                self?.errorMessage = "Task not added: \(describe(error))"
                return false
            }
        }
    }

    /// The check box of a task was toggled.
    @discardableResult
    public func toggleTapped(_ taskID: Int64) -> Task<Void, Never> {
        change(taskID) { $0.isDone.toggle() }
    }

    /// A task's title was edited. Empty or too long titles are refused with an error.
    @discardableResult
    public func renamed(_ taskID: Int64, to title: String) -> Task<Void, Never> {
        let trimmed = title.trimmingCharacters(in: .whitespacesAndNewlines)
        if let error = Self.titleError(trimmed) {
            errorMessage = error
            return Task {}
        }
        return change(taskID) { $0.title = trimmed }
    }

    /// Delete a task; `undoTapped()` brings it back exactly where it was.
    @discardableResult
    public func deleteTapped(_ taskID: Int64) -> Task<Void, Never> {
        guard let index = tasks.firstIndex(where: { $0.id == taskID }) else { return Task {} }
        let task = tasks.remove(at: index)
        lastDeleted = (task, index)
        let store = self.store
        return ViewModelActivity.task { [weak self] in
            do {
                try await store.deleteTask(id: taskID)
                self?.errorMessage = nil
            } catch {
                guard let self else { return }
                self.tasks.insert(task, at: min(index, self.tasks.count))
                self.lastDeleted = nil
                self.errorMessage = "Task not deleted: \(describe(error))"
            }
        }
    }

    /// Undo the last deletion: the task returns with its id, state and position.
    @discardableResult
    public func undoTapped() -> Task<Void, Never> {
        guard let (task, index) = lastDeleted else { return Task {} }
        lastDeleted = nil
        tasks.insert(task, at: min(index, tasks.count))
        let store = self.store
        return ViewModelActivity.task { [weak self] in
            do {
                try await store.restoreTask(task)
                self?.errorMessage = nil
            } catch {
                self?.tasks.removeAll { $0.id == task.id }
                self?.errorMessage = "Task not restored: \(describe(error))"
            }
        }
    }

    /// The undo offer was dismissed (or timed out).
    public func undoDismissed() { lastDeleted = nil }

    /// The time may have moved (a new day, or a test clock advanced): recompute due texts.
    public func clockChanged() { clockGeneration += 1 }

    // MARK: Helpers

    private func change(_ taskID: Int64, _ update: (inout TaskItem) -> Void) -> Task<Void, Never> {
        guard let index = tasks.firstIndex(where: { $0.id == taskID }) else { return Task {} }
        let before = tasks[index]
        update(&tasks[index])
        let after = tasks[index]
        let store = self.store
        return ViewModelActivity.task { [weak self] in
            do {
                try await store.updateTask(after)
                self?.errorMessage = nil
            } catch {
                guard let self else { return }
                if let index = self.tasks.firstIndex(where: { $0.id == taskID }) { self.tasks[index] = before }
                self.errorMessage = "Change not saved: \(describe(error))"
            }
        }
    }

    static func titleError(_ title: String) -> String? {
        let trimmed = title.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty { return "A task needs a title" }
        if trimmed.count > titleLimit { return "A task title can be at most \(titleLimit) characters" }
        return nil
    }
}
