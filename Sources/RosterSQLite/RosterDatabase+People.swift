import Foundation
import GRDB
import GRDBSQLite
import RosterModel

extension RosterDatabase {
    /// Every person, in no particular order (the view model decides the order).
    public func fetchPeople() async throws -> [Person] {
        try await read { db in try Person.fetchAll(db) }
    }

    /// Everyone as the People list needs them, read through SQLite's own row
    /// accessors straight into the packed columns: no `Person` and no string per
    /// field, and the search text is the folded column (`person.searchText`),
    /// not folded again. At a million people this read is most of a load.
    public func fetchPeopleList() async throws -> PeopleListColumns {
        try await read { db in
            var columns = PeopleListColumns()
            columns.reserveCapacity(try Int.fetchOne(db, sql: "SELECT count(*) FROM person") ?? 0)
            try Self.appendListRows(db, where: "", into: &columns)
            // The scan filled this connection's page cache (2 MiB, SQLite's default) with
            // pages the list now holds in memory: free them rather than keep them for as
            // long as the reader lives (the view model's loader then returns freed memory
            // to the system).
            _ = sqlite3_db_release_memory(db.sqliteConnection)
            return columns
        }
    }

    /// `searchPeople(matching:)` packed: the matching ids from the search text index,
    /// then only those rows, read like `fetchPeopleList()`.
    public func searchPeopleList(matching query: String) async throws -> PeopleListSearchResult {
        var folder = TextFolder()
        let search = PersonSearchQuery(query, folder: &folder)
        return try await read { db in
            let total = try Int.fetchOne(db, sql: "SELECT count(*) FROM person") ?? 0
            var columns = PeopleListColumns()
            guard !search.isEmpty else {
                try Self.appendListRows(db, where: "", into: &columns)
                return PeopleListSearchResult(columns: columns, total: total)
            }
            let matches = Self.searchMatches(search)
            try Self.appendListRows(
                db, where: "WHERE id IN (\(matches.sql))", arguments: matches.arguments,
                matching: search, into: &columns)
            return PeopleListSearchResult(columns: columns, total: total)
        }
    }

    /// Appends the rows `filter` selects to `columns`. With `query`, a row without folded
    /// text (written by another program) is folded here and kept only if it matches.
    private static func appendListRows(
        _ db: Database, where filter: String, arguments: StatementArguments = [],
        matching query: PersonSearchQuery? = nil, into columns: inout PeopleListColumns
    ) throws {
        let sql = "SELECT id, name, email, companyName, searchText, username, phone, avatarPath FROM person " + filter
        let prepared = try db.makeStatement(sql: sql)
        try prepared.setArguments(arguments)
        let statement = prepared.sqliteStatement
        var folder = TextFolder()
        try withExtendedLifetime(prepared) {
            while true {
                let step = sqlite3_step(statement)
                if step == SQLITE_DONE { break }
                guard step == SQLITE_ROW else {
                    throw DatabaseError(
                        resultCode: ResultCode(rawValue: step), message: String(cString: sqlite3_errmsg(db.sqliteConnection)), sql: sql)
                }
                let searchText = sqlite3_column_type(statement, 4) == SQLITE_NULL ? nil : try text(statement, 4)
                columns.append(
                    id: PersonID(sqlite3_column_int64(statement, 0)), name: try text(statement, 1), email: try text(statement, 2),
                    company: try text(statement, 3), searchText: searchText, username: try text(statement, 5),
                    phone: try text(statement, 6), folder: &folder)
                if sqlite3_column_type(statement, 7) != SQLITE_NULL {
                    columns.setLastPhoto(String(decoding: try text(statement, 7), as: UTF8.self))
                }
                if searchText == nil, let query, !query.isMatched(by: Array(columns.searchText(at: columns.count - 1))) {
                    columns.removeLast()
                }
            }
        }
    }

    /// The UTF-8 of column `index` of the current row, valid until the next step
    /// (empty for NULL). Throws when SQLite could not make the text (out of memory).
    private static func text(_ statement: SQLiteStatement, _ index: Int32) throws -> UnsafeRawBufferPointer {
        // `sqlite3_column_text` before `_bytes`: the text conversion may change the length.
        guard let bytes = sqlite3_column_text(statement, index) else {
            let connection = sqlite3_db_handle(statement)
            if sqlite3_errcode(connection) == SQLITE_NOMEM { throw DatabaseError(resultCode: .SQLITE_NOMEM) }
            return UnsafeRawBufferPointer(start: nil, count: 0)
        }
        return UnsafeRawBufferPointer(start: bytes, count: Int(sqlite3_column_bytes(statement, index)))
    }

    /// The person with `id`, or nil.
    public func fetchPerson(id: PersonID) async throws -> Person? {
        try await read { db in try Person.fetchOne(db, key: id) }
    }

    /// The people with these ids that exist.
    public func fetchPeople(ids: Set<PersonID>) async throws -> [Person] {
        let ids = Array(ids)
        return try await read { db in
            // In chunks: SQLite limits how many values one statement binds.
            try stride(from: 0, to: ids.count, by: 500).flatMap { start in
                try Person.fetchAll(db, keys: ids[start..<min(start + 500, ids.count)])
            }
        }
    }

    /// Answers a search from the folded column (`person.searchText`, v4) without
    /// reading or folding anyone else: the matching ids come from the search text
    /// index alone (`searchMatchesSQL`, a covering scan of about a third of the
    /// table's bytes), then only those rows are read. Rows another program wrote
    /// (column NULL) are folded here and checked by the same rule.
    ///
    /// `instr`, not `LIKE`: both sides are folded already, so a plain substring
    /// test is the whole rule (`PersonSearchQuery`), with no wildcards
    /// (`%`, `_`) or escape character in the query to neutralise, no ASCII case
    /// folding of its own, and no pattern length limit.
    public func searchPeople(matching query: String) async throws -> PeopleSearchResult {
        var folder = TextFolder()
        let search = PersonSearchQuery(query, folder: &folder)
        return try await read { db in
            let total = try Int.fetchOne(db, sql: "SELECT count(*) FROM person") ?? 0
            guard !search.isEmpty else { return PeopleSearchResult(people: try Person.fetchAll(db), total: total) }
            let matches = Self.searchMatches(search)
            let rows = try Row.fetchCursor(
                db, sql: "SELECT *, searchText IS NULL AS isUnfolded FROM person WHERE id IN (\(matches.sql))",
                arguments: matches.arguments)
            var people: [Person] = []
            var folder = TextFolder()
            while let row = try rows.next() {
                let person = Person(row: row)
                let isUnfolded: Bool = row["isUnfolded"]
                if isUnfolded, !search.isMatched(by: PersonSearchText.of(person, folder: &folder)) { continue }
                people.append(person)
            }
            return PeopleSearchResult(people: people, total: total)
        }
    }

    /// The ids of the people whose folded column holds the folded query (bound as the one
    /// argument), or who have no folded column yet: a scan of the search text index alone.
    /// The searches read the rows of these ids, one lookup each (`WHERE id IN (…)`).
    static let searchMatchesSQL = "SELECT id FROM person WHERE searchText IS NULL OR instr(searchText, ?) > 0"

    /// `searchMatchesSQL` for `query`, with one more `instr` test when the query has a digit
    /// form (`PersonSearchQuery.digits`), and the arguments to bind: still one scan of the index.
    static func searchMatches(_ query: PersonSearchQuery) -> (sql: String, arguments: StatementArguments) {
        let needles = query.needles.map { String(decoding: $0, as: UTF8.self) }
        let sql = searchMatchesSQL + String(repeating: " OR instr(searchText, ?) > 0", count: needles.count - 1)
        return (sql, StatementArguments(needles))
    }

    /// The first `limit` people by their folded search text from A on (the index `person_searchText`),
    /// and the count: a few milliseconds at any size. Rows written by other programs (no folded
    /// text yet) are left out of the preview; the full load has them.
    public func fetchFirstPeople(limit: Int) async throws -> PeopleSearchResult? {
        try await read { db in
            let total = try Int.fetchOne(db, sql: "SELECT count(*) FROM person") ?? 0
            let people = try Person.fetchAll(
                db, sql: "SELECT * FROM person WHERE searchText >= 'a' ORDER BY searchText LIMIT ?",
                arguments: [limit])
            return PeopleSearchResult(people: people, total: total)
        }
    }

    /// Writes the fields `edit` changes, in one transaction that holds the write
    /// lock while it compares them with the stored row: a concurrent save of
    /// the same field is a conflict, a save of another field is kept.
    public func updatePerson(_ edit: PersonEdit) async throws -> Person {
        try await write { db in
            guard let current = try Person.fetchOne(db, key: edit.personID) else {
                throw StoreError.personNotFound(id: edit.personID)
            }
            let result = try edit.applied(to: current)
            if result != current { try Self.writing(result) { try result.update(db) } }
            return result
        }
    }

    /// Adds a person under a new id, never one used before (AUTOINCREMENT).
    public func addPerson(_ person: Person) async throws -> Person {
        do { try PersonRules.validate(person) } catch { throw StoreError.invalidPerson(error) }
        return try await write { db in
            try Self.writing(person) {
                try db.execute(
                    sql: """
                        INSERT INTO person (name, username, email, phone, website, companyName, biography, avatarPath, searchText)
                        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                        """,
                    arguments: [
                        person.name, person.username, person.email, person.phone, person.website,
                        person.companyName, person.biography, person.avatarPath, PersonSearchText.column(of: person),
                    ])
            }
            var added = person
            added.id = PersonID(db.lastInsertedRowID)
            return added
        }
    }

    /// Deletes a person and (by the foreign key's cascade) their tasks.
    public func deletePerson(id: PersonID) async throws -> RemovedPerson {
        try await write { db in
            guard let person = try Person.fetchOne(db, key: id) else { throw StoreError.personNotFound(id: id) }
            let tasks = try TaskItem.filter(Column("personId") == id).order(Column("position"), Column("id")).fetchAll(db)
            try person.delete(db)
            return RemovedPerson(person: person, tasks: tasks)
        }
    }

    /// Puts a deleted person back with their id and every task.
    public func restorePerson(_ removed: RemovedPerson) async throws {
        try await write { db in
            try Self.writing(removed.person) { try removed.person.insert(db) }
            for task in removed.tasks { try task.insert(db) }
        }
    }

    /// Imports a directory in one transaction: a failure or a cancellation rolls everything back.
    public func importDirectory(_ document: DirectoryDocument, progress: @escaping @Sendable (Int) -> Void) async throws -> ImportSummary {
        try document.validate()
        return try await write { db in
            var summary = ImportSummary()
            // An import at least as large as the directory (and large) builds the search-text index
            // once at the end instead of row by row: 100,000 people import in 6.1 s instead of 7.2 s.
            // In the same transaction, so a failed or cancelled import leaves the index as it was.
            let stored = try Int.fetchOne(db, sql: "SELECT count(*) FROM person") ?? 0
            let rebuildsIndex = document.people.count >= max(10_000, stored)
            if rebuildsIndex { try db.execute(sql: "DROP INDEX person_searchText") }
            var written = 0
            func advance() throws {
                written += 1
                if written % 500 == 0 {
                    try Task.checkCancellation()
                    progress(written)
                }
            }
            for person in document.people {
                if try person.exists(db) {
                    try Self.writing(person) { try person.update(db) }
                    summary.updated += 1
                } else {
                    try Self.writing(person) { try person.insert(db) }
                    summary.added += 1
                }
                try advance()
            }
            for task in document.tasks {
                try task.upsert(db)
                summary.tasks += 1
                try advance()
            }
            try Task.checkCancellation()
            if rebuildsIndex { try db.execute(sql: RosterSchema.searchTextIndex) }
            progress(written)
            return summary
        }
    }

    /// The whole directory: people by id, tasks by person and list order.
    public func exportDirectory() async throws -> DirectoryDocument {
        try await read { db in
            DirectoryDocument(
                people: try Person.order(Column("id")).fetchAll(db),
                tasks: try TaskItem.order(Column("personId"), Column("position"), Column("id")).fetchAll(db)
            )
        }
    }

    /// Runs `write`, a write of `person`'s row: a username another person has already (the
    /// unique index of v9) fails as `DetailedReason.usernameTaken`.
    static func writing(_ person: Person, _ write: () throws -> Void) throws {
        do {
            try write()
        } catch let error as DatabaseError
            where error.extendedResultCode == .SQLITE_CONSTRAINT_UNIQUE && (error.message ?? "").contains("person.username")
        {
            throw StoreError.writeFailed(StoreError.DetailedReason.usernameTaken(person.username).description)
        }
    }

    /// Inserts many people in one transaction (used to build benchmark databases).
    public func insert(_ people: [Person]) async throws {
        try await write { db in
            for person in people { try person.insert(db) }
        }
    }
}
