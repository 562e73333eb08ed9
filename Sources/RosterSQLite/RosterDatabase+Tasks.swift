import Foundation
import GRDB
import RosterModel

extension RosterDatabase {
    /// The tasks of one person, in list order.
    public func fetchTasks(personID: PersonID) async throws -> [TaskItem] {
        try await read { db in
            try TaskItem.filter(Column("personId") == personID).order(Column("position"), Column("id")).fetchAll(db)
        }
    }

    /// Adds a task at the end of the person's list and returns it with its id.
    public func addTask(personID: PersonID, title: String, dueDate: CalendarDay?) async throws -> TaskItem {
        try TaskItem.check(title: title)
        return try await write { db in
            guard try Person.exists(db, key: personID) else { throw StoreError.personNotFound(id: personID) }
            let nextPosition =
                try Int.fetchOne(db, sql: "SELECT MAX(position) + 1 FROM task WHERE personId = ?", arguments: [personID]) ?? 0
            try db.execute(
                sql: "INSERT INTO task (personId, title, isDone, dueDate, position) VALUES (?, ?, 0, ?, ?)",
                arguments: [personID, title, dueDate?.iso, nextPosition]
            )
            return TaskItem(
                id: TaskID(db.lastInsertedRowID), personID: personID, title: title, isDone: false, dueDate: dueDate, position: nextPosition)
        }
    }

    /// Saves a task's title, done state and due date.
    public func updateTask(_ task: TaskItem) async throws {
        try TaskItem.check(title: task.title)
        try await write { db in
            do {
                try task.update(db)
            } catch RecordError.recordNotFound {
                throw StoreError.taskNotFound(id: task.id)
            }
        }
    }

    /// Deletes a task; `restoreTask` with the task as it was puts it back exactly.
    public func deleteTask(id: TaskID) async throws {
        try await write { db in
            guard try TaskItem.deleteOne(db, key: id) else { throw StoreError.taskNotFound(id: id) }
        }
    }

    /// Puts a deleted task back with its id and position (positions are never
    /// renumbered, so its place in the list is free).
    public func restoreTask(_ task: TaskItem) async throws {
        try await write { db in
            guard try Person.exists(db, key: task.personID) else { throw StoreError.personNotFound(id: task.personID) }
            try task.insert(db)
        }
    }
}
