import ArgumentParser
import Foundation
import RosterHeadless
import RosterModel
import RosterViewModels

/// `roster-cli tasks ID`: a person's tasks, as the Tasks page lists them.
struct TasksCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "tasks", abstract: L10n.tr("List a person's tasks."))

    @OptionGroup var options: DatabaseOptions
    @Argument(help: ArgumentHelp(L10n.tr("The person's id."))) var id: PersonIDArgument
    @Flag(name: .long, help: ArgumentHelp(L10n.tr("Only open tasks."))) var open = false
    @Flag(name: .long, help: ArgumentHelp(L10n.tr("Only done tasks."))) var done = false
    @Flag(name: .long, help: ArgumentHelp(L10n.tr("Print JSON instead of text."))) var json = false

    func validate() throws {
        try id.validate()
        if open && done { throw ValidationError(L10n.tr("--open and --done cannot be combined.")) }
    }

    func run() async throws {
        let filter: TaskFilter = open ? .open : done ? .done : .all
        let rendered = try await options.withDatabase { try await Self.render(database: $0, id: id.value, filter: filter, json: json) }
        if json { Output.json(rendered) } else { Output.text(rendered, terminator: "") }
    }

    @MainActor
    static func render(database: any DirectoryConnection, id: PersonID, filter: TaskFilter, json: Bool) async throws -> String {
        let tasks = try await HeadlessSession(database: database).loadTasks(id: id)
        tasks.filterSelected(filter)
        return json ? try TasksRenderer.json(tasks) : TasksRenderer.text(tasks)
    }
}

/// `roster-cli add-task ID TITLE [--due DATE]`: the date as the user's locale writes it, or
/// YYYY-MM-DD, read by the view model (`DueDateInput`), as the Tasks page reads it.
struct AddTaskCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "add-task", abstract: L10n.tr("Add a task to a person's list."))

    @OptionGroup var options: DatabaseOptions
    @Argument(help: ArgumentHelp(L10n.tr("The person's id."))) var id: PersonIDArgument
    @Argument(help: ArgumentHelp(L10n.tr("The task's title (at most {0} characters).", String(TaskRules.titleLimit.characters)))) var title:
        String
    @Option(help: ArgumentHelp(L10n.tr("Due day: as your locale writes dates (15.01.2099 in German), or YYYY-MM-DD."), valueName: "DATE"))
    var due: String?

    func validate() throws {
        try id.validate()
        try NegativeNumberArgument.validate(title, as: .title)
    }

    func run() async throws {
        let message = try await options.withDatabase { try await Self.add(database: $0, id: id.value, title: title, due: due) }
        Output.text(message)
    }

    @MainActor
    static func add(database: any DirectoryConnection, id: PersonID, title: String, due: String?) async throws -> String {
        let tasks = try await HeadlessSession(database: database).loadTasks(id: id)
        try TaskCommandSupport.checkMayEdit(tasks)
        tasks.newTitleChanged(title)
        tasks.newDueDateChanged(due ?? "")
        guard await tasks.addTapped().value, let added = tasks.rows.last else {
            throw CLIError(tasks.newTaskError ?? tasks.errorMessage ?? L10n.tr("Task not added."))
        }
        if let due = added.dueText {
            return L10n.tr("Added task #{0} “{1}” ({2}). {3}.", String(added.id), added.title, due, tasks.countText)
        }
        return L10n.tr("Added task #{0} “{1}”. {2}.", String(added.id), added.title, tasks.countText)
    }
}

/// `roster-cli done ID TASK` and `roster-cli delete-task ID TASK`: one command, whose
/// `Change` says its name and whether it deletes the task or marks it done.
struct TaskChangeCommand<Change: TaskChange>: AsyncParsableCommand {
    static var configuration: CommandConfiguration { Change.configuration }

    @OptionGroup var options: DatabaseOptions
    @Argument(help: ArgumentHelp(L10n.tr("The person's id."))) var id: PersonIDArgument
    @Argument(help: ArgumentHelp(L10n.tr("The task's id (as `tasks` lists it) or its exact title."))) var task: String

    func validate() throws {
        try id.validate()
        try NegativeNumberArgument.validate(task, as: .taskTitle)
    }

    func run() async throws {
        let message = try await options.withDatabase {
            try await TaskCommandSupport.change(database: $0, personID: id.value, task: task, delete: Change.deletes)
        }
        Output.text(message)
    }
}

/// What a `TaskChangeCommand` does to its task.
protocol TaskChange {
    static var configuration: CommandConfiguration { get }
    /// Delete the task (true) or mark it done (false).
    static var deletes: Bool { get }
}

enum MarkTaskDone: TaskChange {
    static var configuration: CommandConfiguration { CommandConfiguration(commandName: "done", abstract: L10n.tr("Mark a task as done.")) }
    static var deletes: Bool { false }
}

enum DeleteTask: TaskChange {
    static var configuration: CommandConfiguration { CommandConfiguration(commandName: "delete-task", abstract: L10n.tr("Delete a task.")) }
    static var deletes: Bool { true }
}

typealias DoneCommand = TaskChangeCommand<MarkTaskDone>
typealias DeleteTaskCommand = TaskChangeCommand<DeleteTask>

enum TaskCommandSupport {
    @MainActor
    static func change(database: any DirectoryConnection, personID: PersonID, task: String, delete: Bool) async throws -> String {
        let tasks = try await HeadlessSession(database: database).loadTasks(id: personID)
        try checkMayEdit(tasks)
        // An id (digits only) wins over a title that happens to be the same number.
        let id = task.allSatisfy(\.isASCIIDigit) ? TaskID(task) : nil
        let byID = tasks.rows.filter { $0.id == id }
        let matches = byID.isEmpty ? tasks.rows.filter { $0.title.caseInsensitiveCompare(task) == .orderedSame } : byID
        guard let row = matches.first else { throw CLIError(L10n.tr("Person {0} has no task “{1}”.", String(personID), task)) }
        guard matches.count == 1 else {
            throw CLIError(
                L10n.trn(
                    "“{0}” matches {1} task; give the task's id.", "“{0}” matches {1} tasks; give the task's id.",
                    matches.count, task, String(matches.count)))
        }
        if delete {
            await tasks.deleteTapped(row.id).value
        } else if !row.isDone {
            await tasks.toggleTapped(row.id).value
        } else {
            return L10n.tr("Task #{0} “{1}” was already done. {2}.", String(row.id), row.title, tasks.countText)
        }
        if let error = tasks.errorMessage { throw CLIError(error) }
        return delete
            ? L10n.tr("Deleted task #{0} “{1}”. {2}.", String(row.id), row.title, tasks.countText)
            : L10n.tr("Done: task #{0} “{1}”. {2}.", String(row.id), row.title, tasks.countText)
    }
}

extension TaskCommandSupport {
    /// Refuses at once, with the part's reason, tasks the signed-in part may not change: the view
    /// model leaves them untouched without a word, as a read-only page does.
    @MainActor
    static func checkMayEdit(_ tasks: TasksViewModel) throws {
        if let denial = tasks.editDenial { throw CLIError(ErrorMessages.text(StoreError.notAllowed(denial))) }
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
