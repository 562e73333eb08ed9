import GRDB

/// Roster's SQLite schema and its migrations. Every migration keeps the
/// databases of earlier versions working.
enum RosterSchema {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: people and tasks") { db in
            try db.create(table: "person") { t in
                t.primaryKey("id", .integer)
                t.column("name", .text).notNull()
                t.column("username", .text).notNull().defaults(to: "")
                t.column("email", .text).notNull()
                t.column("phone", .text).notNull().defaults(to: "")
                t.column("website", .text).notNull().defaults(to: "")
                t.column("companyName", .text).notNull().defaults(to: "")
                t.column("biography", .text).notNull().defaults(to: "")
                t.column("avatarPath", .text)
            }
            // AUTOINCREMENT: a task added after a deletion must not take the deleted
            // task's id, or Undo could not put that task back.
            try db.create(table: "task") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("personId", .integer).notNull().indexed()
                    .references("person", onDelete: .cascade)
                t.column("title", .text).notNull()
                t.column("isDone", .boolean).notNull().defaults(to: false)
                t.column("dueDate", .text)
                t.column("position", .integer).notNull()
            }
            try db.create(table: "rosterMetadata") { t in
                t.primaryKey("key", .text)
                t.column("value", .text).notNull()
            }
        }
        migrator.registerMigration("v2: the model's rules as constraints") { db in
            // SQLite cannot add CHECK constraints to a table: rebuild both tables.
            // Rows an older version wrote that break a rule are copied as they
            // are (ignore_check_constraints), so they stay visible and can be fixed;
            // every later write is checked.
            try db.execute(sql: "PRAGMA ignore_check_constraints = ON")
            defer { try? db.execute(sql: "PRAGMA ignore_check_constraints = OFF") }
            try db.execute(sql: "ALTER TABLE task RENAME TO task_v1")
            try db.execute(sql: "ALTER TABLE person RENAME TO person_v1")
            try createPersonTable(db)
            try createTaskTable(db)
            try db.execute(sql: "INSERT INTO person SELECT * FROM person_v1")
            try db.execute(sql: """
                INSERT INTO task (id, personId, title, isDone, dueDate, position)
                SELECT id, personId, title, isDone, dueDate, position FROM task_v1
                """)
            try db.execute(sql: "DROP TABLE task_v1")
            try db.execute(sql: "DROP TABLE person_v1")
            try db.create(index: "task_personId", on: "task", columns: ["personId"])
        }
        return migrator
    }

    /// People, ids never reused (AUTOINCREMENT): Undo of a deletion puts the person back under the same id.
    private static func createPersonTable(_ db: Database) throws {
        func bounded(_ column: String, _ limit: TextLimit, required: Bool = false) -> String {
            let lower = required ? "length(trim(\(column))) >= 1 AND " : ""
            return "CHECK (\(lower)length(\(column)) <= \(limit.scalars))"
        }
        try db.execute(sql: """
            CREATE TABLE person (
              id INTEGER PRIMARY KEY AUTOINCREMENT CHECK (id > 0),
              name TEXT NOT NULL \(bounded("name", PersonRules.nameLimit, required: true)),
              username TEXT NOT NULL DEFAULT '' \(bounded("username", PersonRules.usernameLimit)),
              email TEXT NOT NULL \(bounded("email", PersonRules.emailLimit, required: true)) CHECK (instr(email, '@') > 1),
              phone TEXT NOT NULL DEFAULT '' \(bounded("phone", PersonRules.phoneLimit)),
              website TEXT NOT NULL DEFAULT '' \(bounded("website", PersonRules.websiteLimit))
                CHECK (website = '' OR website LIKE 'http://%' OR website LIKE 'https://%'),
              companyName TEXT NOT NULL DEFAULT '' \(bounded("companyName", PersonRules.companyLimit)),
              biography TEXT NOT NULL DEFAULT '' \(bounded("biography", PersonRules.biographyLimit)),
              avatarPath TEXT CHECK (avatarPath IS NULL OR length(avatarPath) BETWEEN 1 AND 4096)
            )
            """)
    }

    /// Tasks belong to a person and go with them (ON DELETE CASCADE); the due
    /// date, when set, must be a real calendar day (with a modifier, SQLite's date()
    /// normalises 30 February away; without one, SQLite 3.40 returns it unchanged).
    private static func createTaskTable(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE task (
              id INTEGER PRIMARY KEY AUTOINCREMENT,
              personId INTEGER NOT NULL REFERENCES person(id) ON DELETE CASCADE,
              title TEXT NOT NULL CHECK (length(trim(title)) >= 1 AND length(title) <= \(TaskRules.titleLimit.scalars)),
              isDone BOOLEAN NOT NULL DEFAULT 0 CHECK (isDone IN (0, 1)),
              dueDate TEXT CHECK (dueDate IS NULL OR coalesce(date(dueDate, '+0 days') = dueDate, 0)),
              position INTEGER NOT NULL
            )
            """)
    }
}
