import PostgresNIO
import RosterModel

extension PostgresDirectory {
    /// The tasks of one person, in list order.
    public func fetchTasks(personID: PersonID) async throws -> [TaskItem] {
        try await read { connection in
            try await Self.tasks(
                connection.query(
                    "SELECT \(unescaped: Self.taskColumns) FROM task WHERE person_id = \(personID.rawValue) ORDER BY position, id",
                    logger: logger))
        }
    }

    /// Adds a task at the end of the person's list (the person's row locked meanwhile).
    public func addTask(personID: PersonID, title: String, dueDate: CalendarDay?) async throws -> TaskItem {
        try TaskItem.check(title: title)
        return try await transaction { connection in
            try await lockPerson(personID, on: connection)
            var position: Int64 = 0
            for try await next in try await connection.query(
                "SELECT coalesce(max(position) + 1, 0) FROM task WHERE person_id = \(personID.rawValue)", logger: logger
            ).decode(Int64.self) {
                position = next
            }
            var id: Int64 = 0
            for try await inserted in try await connection.query(
                """
                INSERT INTO task (person_id, title, is_done, due_date, position)
                VALUES (\(personID.rawValue), \(title), false, \(dueDate?.iso), \(position)) RETURNING id
                """, logger: logger
            ).decode(Int64.self) {
                id = inserted
            }
            return TaskItem(id: TaskID(id), personID: personID, title: title, isDone: false, dueDate: dueDate, position: Int(position))
        }
    }

    /// Saves a task's title, done state, due date (and person and position, as given).
    public func updateTask(_ task: TaskItem) async throws {
        try TaskItem.check(title: task.title)
        try await transaction { connection in
            let rows = try await connection.query(
                """
                UPDATE task SET person_id = \(task.personID.rawValue), title = \(task.title), is_done = \(task.isDone),
                  due_date = \(task.dueDate?.iso), position = \(Int64(task.position))
                WHERE id = \(task.id.rawValue) RETURNING id
                """, logger: logger)
            var found = false
            for try await _ in rows.decode(Int64.self) { found = true }
            guard found else { throw try await taskMissing(task.id, on: connection) }
        }
    }

    /// Deletes a task; `restoreTask` with the task as it was puts it back exactly.
    public func deleteTask(id: TaskID) async throws {
        try await transaction { connection in
            var found = false
            for try await _ in try await connection.query("DELETE FROM task WHERE id = \(id.rawValue) RETURNING id", logger: logger).decode(
                Int64.self)
            {
                found = true
            }
            guard found else { throw try await taskMissing(id, on: connection) }
        }
    }

    /// Puts a deleted task back with its id and position. A member restores their own person's
    /// tasks only, and only under an id the sequence handed out (the policies decide, migration
    /// v8); the sequences move past restored ids for those who may move them (admins, the owner).
    public func restoreTask(_ task: TaskItem) async throws {
        try TaskItem.check(title: task.title)
        try await transaction { connection in
            try await lockPerson(task.personID, on: connection)
            try await Self.upsert(tasks: [task], replacing: false, on: connection, logger: logger)
            if access.administers { try await Self.advanceSequences(on: connection, logger: logger) }
        }
    }

    /// Locks the person's row against deletion until the transaction ends; throws `personNotFound`
    /// when there is none, `notAllowed` when the signed-in part may not edit their tasks (the
    /// row-level security hides the row from a lock then).
    func lockPerson(_ id: PersonID, on connection: PostgresConnection) async throws {
        var found = false
        for try await _ in try await connection.query("SELECT id FROM person WHERE id = \(id.rawValue) FOR KEY SHARE", logger: logger)
            .decode(Int64.self)
        {
            found = true
        }
        guard found else {
            if let person = try await Self.people(
                connection.query("SELECT \(unescaped: Self.personColumns) FROM person WHERE id = \(id.rawValue)", logger: logger)
            ).first {
                try access.checkEditTasks(of: person)
            }
            throw StoreError.personNotFound(id: id)
        }
    }

    /// Why a task the row-level security let no statement write is missing: gone, or (when it
    /// can be read) its person's tasks are not the signed-in part's to edit.
    func taskMissing(_ id: TaskID, on connection: PostgresConnection) async throws -> StoreError {
        guard !access.administers else { return StoreError.taskNotFound(id: id) }
        let owners = try await Self.people(
            connection.query(
                "SELECT \(unescaped: Self.personColumns) FROM person WHERE id = (SELECT person_id FROM task WHERE id = \(id.rawValue))",
                logger: logger))
        if let denial = owners.first.flatMap(access.tasksDenial(of:)) { return StoreError.notAllowed(denial) }
        return StoreError.taskNotFound(id: id)
    }
}
