import GRDB
import RosterModel

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
            // every later write is checked. (A task whose due date is no calendar day
            // cannot be read as a `TaskItem`: reading it throws `unreadableDueDate`.)
            try db.execute(sql: "PRAGMA ignore_check_constraints = ON")
            defer { try? db.execute(sql: "PRAGMA ignore_check_constraints = OFF") }
            try db.execute(sql: "ALTER TABLE task RENAME TO task_v1")
            try db.execute(sql: "ALTER TABLE person RENAME TO person_v1")
            try createPersonTable(db)
            try createTaskTable(db)
            try db.execute(sql: "INSERT INTO person SELECT * FROM person_v1")
            try db.execute(
                sql: """
                    INSERT INTO task (id, personId, title, isDone, dueDate, position)
                    SELECT id, personId, title, isDone, dueDate, position FROM task_v1
                    """)
            try db.execute(sql: "DROP TABLE task_v1")
            try db.execute(sql: "DROP TABLE person_v1")
            try db.create(index: "task_personId", on: "task", columns: ["personId"])
        }
        migrator.registerMigration("v3: change log") { db in
            try createChangeLog(db)
        }
        migrator.registerMigration("v4: folded search text") { db in
            try addSearchText(db)
        }
        migrator.registerMigration("v5: search text index") { db in
            try db.execute(sql: searchTextIndex)
        }
        migrator.registerMigration("v6: company and phone in search text") { db in
            try addCompanyAndPhoneToSearchText(db)
        }
        migrator.registerMigration("v7: phone extension apart in search text") { db in
            try recomputeSearchText(db, where: "phone GLOB '*[^0-9 +()./-]*'")
        }
        migrator.registerMigration("v8: history") { db in
            try createHistory(db)
        }
        migrator.registerMigration("v9: unique usernames") { db in
            try makeUsernamesUnique(db)
        }
        // The trim of old entries (`history_trim`, every 100th entry) looked through the whole
        // table without it: a 100,000-person import took 75 s instead of 12.
        migrator.registerMigration("v10: history by date") { db in
            try db.execute(sql: "CREATE INDEX history_at ON history (at)")
        }
        return migrator
    }

    /// A username that is not empty is unique, exactly as stored (`PersonRules.usernameViolation`),
    /// as the PostgreSQL engine's v10 makes it. A file whose people share a username is left as
    /// it is (`DuplicateUsernames`, and the migration's transaction rolls back): which of them
    /// keeps it is for people to choose.
    private static func makeUsernamesUnique(_ db: Database) throws {
        let shared = try String.fetchAll(
            db, sql: "SELECT username FROM person WHERE username <> '' GROUP BY username HAVING count(*) > 1 ORDER BY username")
        guard shared.isEmpty else { throw DuplicateUsernames(usernames: shared) }
        try db.execute(sql: "CREATE UNIQUE INDEX person_username_unique ON person(username) WHERE username <> ''")
    }

    /// People of the file share these usernames, which v9 cannot make unique.
    struct DuplicateUsernames: Error {
        let usernames: [String]
        /// The usernames as `StoreError.DetailedReason.duplicateUsernames` lists them.
        var list: String { usernames.map { "“\($0)”" }.joined(separator: ", ") }
    }

    /// The folded name leads the search text and is the directory's sort key: the first
    /// screenful of a large directory is read through this index while the rest loads.
    static let searchTextIndex = "CREATE INDEX person_searchText ON person(searchText)"

    /// How much history the file keeps (v8, as the PostgreSQL engine's v7): entries of the last
    /// `historyDays` days, at most `historyPerPerson` a person, each value cut to
    /// `historyValueLength` characters.
    static let historyDays = 365
    static let historyPerPerson = HistoryEntry.keptPerPerson
    static let historyValueLength = 1_000

    /// The history of every change to a person or a task, by any writer (the `sqlite3` shell
    /// too): row triggers write one row per changed field, with the time and the old and the
    /// new value, under the PostgreSQL engine's column names (`company_name`, `is_done`…) so
    /// that both read alike. SQLite knows no users: `who` is left empty, and the engine reads
    /// it as the name of the operating-system user who owns the file (`RosterDatabase.history`).
    private static func createHistory(_ db: Database) throws {
        let cut = historyValueLength
        func change(_ column: String, as field: String, person: String, task: String, value: (String) -> String = { $0 }) -> String {
            """
            INSERT INTO history (personId, taskId, field, oldValue, newValue)
                SELECT \(person), \(task), '\(field)', substr(\(value("OLD.\(column)")), 1, \(cut)), substr(\(value("NEW.\(column)")), 1, \(cut))
                WHERE OLD.\(column) IS NOT NEW.\(column);
            """
        }
        let personColumns = [
            ("name", "name"), ("username", "username"), ("email", "email"), ("phone", "phone"), ("website", "website"),
            ("companyName", "company_name"), ("biography", "biography"), ("avatarPath", "avatar_path"),
        ]
        let boolean: (String) -> String = { "CASE \($0) WHEN 1 THEN 'true' WHEN 0 THEN 'false' END" }
        try db.execute(
            sql: """
                CREATE TABLE history (
                  id INTEGER PRIMARY KEY AUTOINCREMENT,
                  at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
                  who TEXT NOT NULL DEFAULT '',
                  personId INTEGER NOT NULL,
                  taskId INTEGER,
                  field TEXT NOT NULL,
                  oldValue TEXT,
                  newValue TEXT
                );
                CREATE INDEX history_personId ON history (personId, id);
                CREATE TRIGGER history_personInserted AFTER INSERT ON person BEGIN
                  INSERT INTO history (personId, field, newValue) VALUES (NEW.id, 'created', substr(NEW.name, 1, \(cut)));
                END;
                CREATE TRIGGER history_personDeleted AFTER DELETE ON person BEGIN
                  INSERT INTO history (personId, field, oldValue) VALUES (OLD.id, 'deleted', substr(OLD.name, 1, \(cut)));
                END;
                CREATE TRIGGER history_personUpdated AFTER UPDATE ON person BEGIN
                  \(personColumns.map { change($0.0, as: $0.1, person: "NEW.id", task: "NULL") }.joined(separator: "\n  "))
                END;
                CREATE TRIGGER history_taskInserted AFTER INSERT ON task BEGIN
                  INSERT INTO history (personId, taskId, field, newValue) VALUES (NEW.personId, NEW.id, 'created', substr(NEW.title, 1, \(cut)));
                END;
                CREATE TRIGGER history_taskDeleted AFTER DELETE ON task BEGIN
                  INSERT INTO history (personId, taskId, field, oldValue) VALUES (OLD.personId, OLD.id, 'deleted', substr(OLD.title, 1, \(cut)));
                END;
                CREATE TRIGGER history_taskUpdated AFTER UPDATE ON task BEGIN
                  \(change("title", as: "title", person: "NEW.personId", task: "NEW.id"))
                  \(change("isDone", as: "is_done", person: "NEW.personId", task: "NEW.id", value: boolean))
                  \(change("dueDate", as: "due_date", person: "NEW.personId", task: "NEW.id"))
                  \(change("personId", as: "person_id", person: "NEW.personId", task: "NEW.id"))
                END;
                CREATE TRIGGER history_trim AFTER INSERT ON history BEGIN
                  DELETE FROM history WHERE personId = NEW.personId AND id <= (
                    SELECT id FROM history WHERE personId = NEW.personId ORDER BY id DESC LIMIT 1 OFFSET \(historyPerPerson));
                  DELETE FROM history WHERE NEW.id % 100 = 0
                    AND at < strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-\(historyDays) days');
                END;
                """)
    }

    /// How many change-log rows are kept, at least: a reader that fell further
    /// behind than this reloads everything.
    static let changeLogKept = 10_000
    /// The log is trimmed each time its sequence reaches a multiple of this.
    static let changeLogTrimEvery = 1_000

    /// Operations recorded in `changeLog.operation`.
    enum ChangeOperation: Int {
        case personInserted = 0
        case personUpdated = 1
        case personDeleted = 2
        case tasksChanged = 3
    }

    /// The change log: one row per written person or task row, by triggers, so that
    /// every writer — this process, another Roster, `roster-cli`, the `sqlite3`
    /// shell — records what it changed in the same transaction. Readers remember
    /// the last `seq` they saw and read only what came after (`ChangeLogReader`).
    /// `seq` is AUTOINCREMENT: it only grows, trimmed or not, and a rolled-back
    /// write takes its numbers back with it, so the sequence has no gaps.
    private static func createChangeLog(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE changeLog (
                  seq INTEGER PRIMARY KEY AUTOINCREMENT,
                  personId INTEGER NOT NULL,
                  operation INTEGER NOT NULL
                );
                CREATE TRIGGER changeLog_personInserted AFTER INSERT ON person BEGIN
                  INSERT INTO changeLog (personId, operation) VALUES (NEW.id, \(ChangeOperation.personInserted.rawValue));
                END;
                \(personUpdatedTrigger)
                CREATE TRIGGER changeLog_personDeleted AFTER DELETE ON person BEGIN
                  INSERT INTO changeLog (personId, operation) VALUES (OLD.id, \(ChangeOperation.personDeleted.rawValue));
                END;
                CREATE TRIGGER changeLog_taskInserted AFTER INSERT ON task BEGIN
                  INSERT INTO changeLog (personId, operation) VALUES (NEW.personId, \(ChangeOperation.tasksChanged.rawValue));
                END;
                CREATE TRIGGER changeLog_taskUpdated AFTER UPDATE ON task BEGIN
                  INSERT INTO changeLog (personId, operation)
                    SELECT OLD.personId, \(ChangeOperation.tasksChanged.rawValue) WHERE OLD.personId IS NOT NEW.personId;
                  INSERT INTO changeLog (personId, operation) VALUES (NEW.personId, \(ChangeOperation.tasksChanged.rawValue));
                END;
                CREATE TRIGGER changeLog_taskDeleted AFTER DELETE ON task BEGIN
                  INSERT INTO changeLog (personId, operation) VALUES (OLD.personId, \(ChangeOperation.tasksChanged.rawValue));
                END;
                CREATE TRIGGER changeLog_trim AFTER INSERT ON changeLog
                  WHEN NEW.seq % \(changeLogTrimEvery) = 0 BEGIN
                  DELETE FROM changeLog WHERE seq <= NEW.seq - \(changeLogKept);
                END;
                """)
    }

    /// The change log's trigger for updated people; v4 drops it for its backfill and puts it back.
    private static let personUpdatedTrigger = """
        CREATE TRIGGER changeLog_personUpdated AFTER UPDATE ON person BEGIN
          INSERT INTO changeLog (personId, operation)
            SELECT OLD.id, \(ChangeOperation.personDeleted.rawValue) WHERE OLD.id IS NOT NEW.id;
          INSERT INTO changeLog (personId, operation)
            VALUES (NEW.id, CASE WHEN OLD.id IS NEW.id THEN \(ChangeOperation.personUpdated.rawValue)
                                 ELSE \(ChangeOperation.personInserted.rawValue) END);
        END;
        """

    /// The folded search text (`PersonSearchText`) of every person, in `person.searchText`,
    /// so that a search is one SQL query instead of folding everyone in Swift.
    ///
    /// The model writes it with every row (`Person.encode`). SQLite cannot fold
    /// diacritics and a Swift SQL function would make writes by the `sqlite3`
    /// shell or any other program fail, so rows written elsewhere are marked
    /// instead: an insert leaves the column NULL, and the trigger below sets it
    /// back to NULL when name, username or email changed but the folded text did
    /// not (also when an edit only changed case or accents: harmless). A search
    /// folds the NULL rows in Swift (`RosterDatabase.searchPeople`).
    private static func addSearchText(_ db: Database) throws {
        try db.execute(sql: "ALTER TABLE person ADD COLUMN searchText TEXT")
        // Backfilling changes nothing anyone sees: keep it out of the change log
        // (100,000 log rows would make every reader reload for nothing).
        try db.execute(sql: "DROP TRIGGER changeLog_personUpdated")
        let rows = try Row.fetchAll(db, sql: "SELECT id, name, username, email FROM person")
        let update = try db.makeStatement(sql: "UPDATE person SET searchText = ? WHERE id = ?")
        var folder = TextFolder()
        for row in rows {
            let person = Person(id: row[0], name: row[1], username: row[2], email: row[3])
            let text = String(decoding: PersonSearchText.of(person, folder: &folder), as: UTF8.self)
            try update.execute(arguments: [text, person.id])
        }
        try db.execute(sql: personUpdatedTrigger)
        // Every search also counts everyone ("3 of 100,000 people"). SQLite counts rows
        // by walking the smallest b-tree that has them all: the table holds whole rows
        // (17 MB at 100,000 people), this index only ids (1 MB), appended in id order.
        try db.execute(sql: "CREATE INDEX person_count ON person(id)")
        try db.execute(
            sql: """
                CREATE TRIGGER person_searchTextStale AFTER UPDATE OF name, username, email ON person
                  WHEN NEW.searchText IS OLD.searchText AND NEW.searchText IS NOT NULL
                    AND (NEW.name IS NOT OLD.name OR NEW.username IS NOT OLD.username OR NEW.email IS NOT OLD.email) BEGIN
                  UPDATE person SET searchText = NULL WHERE id = NEW.id;
                END
                """)
    }

    /// The search text gains the company and the phone's digits (`PersonSearchText`):
    /// every row's is recomputed, out of the change log as in v4 (nothing anyone sees
    /// changes), and the trigger marks a row stale on an edit of those fields too.
    private static func addCompanyAndPhoneToSearchText(_ db: Database) throws {
        try db.execute(sql: "DROP TRIGGER person_searchTextStale")
        try recomputeSearchText(db, where: "1")
        try db.execute(
            sql: """
                CREATE TRIGGER person_searchTextStale AFTER UPDATE OF name, username, email, phone, companyName ON person
                  WHEN NEW.searchText IS OLD.searchText AND NEW.searchText IS NOT NULL
                    AND (NEW.name IS NOT OLD.name OR NEW.username IS NOT OLD.username OR NEW.email IS NOT OLD.email
                         OR NEW.phone IS NOT OLD.phone OR NEW.companyName IS NOT OLD.companyName) BEGIN
                  UPDATE person SET searchText = NULL WHERE id = NEW.id;
                END
                """)
    }

    /// Rewrites the search text of the rows `condition` (SQL) selects as `PersonSearchText`
    /// makes it now, out of the change log (nothing anyone sees changes). v7 rewrites the
    /// rows whose phone holds more than digits and punctuation (an extension's "x"): their
    /// extension's digits now stand apart, after `PersonSearchText.extensionMark`; no
    /// other row's text changed.
    private static func recomputeSearchText(_ db: Database, where condition: String) throws {
        try db.execute(sql: "DROP TRIGGER changeLog_personUpdated")
        let rows = try Row.fetchAll(db, sql: "SELECT id, name, username, email, phone, companyName FROM person WHERE \(condition)")
        let update = try db.makeStatement(sql: "UPDATE person SET searchText = ? WHERE id = ?")
        var folder = TextFolder()
        for row in rows {
            let person = Person(id: row[0], name: row[1], username: row[2], email: row[3], phone: row[4], companyName: row[5])
            let text = String(decoding: PersonSearchText.of(person, folder: &folder), as: UTF8.self)
            try update.execute(arguments: [text, person.id])
        }
        try db.execute(sql: personUpdatedTrigger)
    }

    /// People, ids never reused (AUTOINCREMENT): Undo of a deletion puts the person back under the same id.
    private static func createPersonTable(_ db: Database) throws {
        func check(_ column: PersonRules.Column, _ name: String) -> String {
            PersonRules.checkConstraints(of: column, named: name, position: "instr")
        }
        try db.execute(
            sql: """
                CREATE TABLE person (
                  id INTEGER PRIMARY KEY AUTOINCREMENT CHECK (id > 0),
                  name TEXT NOT NULL \(check(.name, "name")),
                  username TEXT NOT NULL DEFAULT '' \(check(.username, "username")),
                  email TEXT NOT NULL \(check(.email, "email")),
                  phone TEXT NOT NULL DEFAULT '' \(check(.phone, "phone")),
                  website TEXT NOT NULL DEFAULT '' \(check(.website, "website")),
                  companyName TEXT NOT NULL DEFAULT '' \(check(.companyName, "companyName")),
                  biography TEXT NOT NULL DEFAULT '' \(check(.biography, "biography")),
                  avatarPath TEXT \(check(.avatarPath, "avatarPath"))
                )
                """)
    }

    /// Tasks belong to a person and go with them (ON DELETE CASCADE); the due
    /// date, when set, must be a real calendar day (with a modifier, SQLite's date()
    /// normalises 30 February away; without one, SQLite 3.40 returns it unchanged).
    private static func createTaskTable(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE task (
                  id INTEGER PRIMARY KEY AUTOINCREMENT,
                  personId INTEGER NOT NULL REFERENCES person(id) ON DELETE CASCADE,
                  title TEXT NOT NULL \(TaskRules.titleLimit.checkConstraint(on: "title", required: true)),
                  isDone BOOLEAN NOT NULL DEFAULT 0 CHECK (isDone IN (0, 1)),
                  dueDate TEXT CHECK (dueDate IS NULL OR coalesce(date(dueDate, '+0 days') = dueDate, 0)),
                  position INTEGER NOT NULL
                )
                """)
    }
}
