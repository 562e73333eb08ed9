import PostgresNIO
import RosterModel

extension PostgresDirectory {
    /// Every person, in no particular order (the view model decides the order).
    public func fetchPeople() async throws -> [Person] {
        try await read { connection in
            try await Self.people(connection.query("SELECT \(unescaped: Self.personColumns) FROM person", logger: logger))
        }
    }

    /// Everyone as the People list needs them, packed: each text column is taken as the
    /// bytes the server sent (no string per field), and the search text is the folded
    /// column the engine keeps (`search_text`), folded here only for rows without it.
    public func fetchPeopleList() async throws -> PeopleListColumns {
        try await read { connection in
            let rows = try await connection.query(
                "SELECT id, name, email, company_name, search_text, username, phone, avatar_path FROM person",
                logger: logger)
            var columns = PeopleListColumns()
            var folder = TextFolder()
            for try await row in rows.decode((Int64, ByteBuffer, ByteBuffer, ByteBuffer, ByteBuffer?, ByteBuffer, ByteBuffer, String?).self)
            {
                row.1.withUnsafeReadableBytes { name in
                    row.2.withUnsafeReadableBytes { email in
                        row.3.withUnsafeReadableBytes { company in
                            row.5.withUnsafeReadableBytes { username in
                                row.6.withUnsafeReadableBytes { phone in
                                    if let searchText = row.4 {
                                        searchText.withUnsafeReadableBytes { searchText in
                                            columns.append(
                                                id: PersonID(row.0), name: name, email: email, company: company, searchText: searchText,
                                                username: username, phone: phone, folder: &folder)
                                        }
                                    } else {
                                        columns.append(
                                            id: PersonID(row.0), name: name, email: email, company: company, searchText: nil,
                                            username: username, phone: phone, folder: &folder)
                                    }
                                }
                            }
                        }
                    }
                }
                columns.setLastPhoto(row.7)
            }
            return columns
        }
    }

    /// The person with `id`, or nil.
    public func fetchPerson(id: PersonID) async throws -> Person? {
        try await read { connection in
            try await Self.people(
                connection.query("SELECT \(unescaped: Self.personColumns) FROM person WHERE id = \(id.rawValue)", logger: logger)
            ).first
        }
    }

    /// The people with these ids that exist.
    public func fetchPeople(ids: Set<PersonID>) async throws -> [Person] {
        let ids = ids.map(\.rawValue)
        return try await read { connection in
            try await Self.people(
                connection.query("SELECT \(unescaped: Self.personColumns) FROM person WHERE id = ANY(\(ids))", logger: logger))
        }
    }

    /// Answers a search from the folded column with `strpos` (a plain substring test of each
    /// of the query's needles, `PersonSearchQuery`); rows another client wrote without it are folded here.
    public func searchPeople(matching query: String) async throws -> PeopleSearchResult {
        var folder = TextFolder()
        let search = PersonSearchQuery(query, folder: &folder)
        let text = String(decoding: search.text, as: UTF8.self)
        let matching: PostgresQuery =
            if let digits = search.digits.map({ String(decoding: $0, as: UTF8.self) }) {
                """
                SELECT \(unescaped: Self.personColumns), search_text IS NULL FROM person
                WHERE search_text IS NULL OR strpos(search_text, \(text)) > 0 OR strpos(search_text, \(digits)) > 0
                """
            } else {
                """
                SELECT \(unescaped: Self.personColumns), search_text IS NULL FROM person
                WHERE search_text IS NULL OR strpos(search_text, \(text)) > 0
                """
            }
        return try await read { connection in
            var total = 0
            for try await count in try await connection.query("SELECT count(*) FROM person", logger: logger).decode(Int64.self) {
                total = Int(count)
            }
            guard !search.isEmpty else {
                let everyone = try await Self.people(
                    connection.query("SELECT \(unescaped: Self.personColumns) FROM person", logger: logger))
                return PeopleSearchResult(people: everyone, total: total)
            }
            let rows = try await connection.query(matching, logger: logger)
            var people: [Person] = []
            var folder = TextFolder()
            for try await row in rows.decode((Int64, String, String, String, String, String, String, String, String?, Bool).self) {
                let person = Person(
                    id: PersonID(row.0), name: row.1, username: row.2, email: row.3, phone: row.4,
                    website: row.5, companyName: row.6, biography: row.7, avatarPath: row.8)
                if row.9, !search.isMatched(by: PersonSearchText.of(person, folder: &folder)) { continue }
                people.append(person)
            }
            return PeopleSearchResult(people: people, total: total)
        }
    }

    /// Writes the fields `edit` changes in one transaction that locks the row (`FOR UPDATE`)
    /// while it compares them with what is stored: a concurrent save of the same field is a
    /// conflict, a save of another field is kept.
    public func updatePerson(_ edit: PersonEdit) async throws -> Person {
        try access.checkEdit(edit.original)
        return try await transaction { connection in
            let rows = try await connection.query(
                "SELECT \(unescaped: Self.personColumns) FROM person WHERE id = \(edit.personID.rawValue) FOR UPDATE", logger: logger)
            guard let current = try await Self.people(rows).first else { throw StoreError.personNotFound(id: edit.personID) }
            let result = try edit.applied(to: current)
            if result != current {
                try await connection.query(
                    """
                    UPDATE person SET name = \(result.name), username = \(result.username), email = \(result.email),
                      phone = \(result.phone), website = \(result.website), company_name = \(result.companyName),
                      biography = \(result.biography), avatar_path = \(result.avatarPath),
                      search_text = \(PersonSearchText.column(of: result))
                    WHERE id = \(result.id.rawValue)
                    """, logger: logger)
            }
            return result
        }
    }

    /// Adds a person under a new id from the identity sequence (never one used before).
    public func addPerson(_ person: Person) async throws -> Person {
        try access.checkAdministers(.addPerson)
        do { try PersonRules.validate(person) } catch { throw StoreError.invalidPerson(error) }
        return try await transaction { connection in
            let rows = try await connection.query(
                """
                INSERT INTO person (name, username, email, phone, website, company_name, biography, avatar_path, search_text)
                VALUES (\(person.name), \(person.username), \(person.email), \(person.phone), \(person.website),
                        \(person.companyName), \(person.biography), \(person.avatarPath), \(PersonSearchText.column(of: person)))
                RETURNING id
                """, logger: logger)
            var added = person
            for try await id in rows.decode(Int64.self) { added.id = PersonID(id) }
            return added
        }
    }

    /// Deletes a person and (by the foreign key's cascade) their tasks.
    public func deletePerson(id: PersonID) async throws -> RemovedPerson {
        try access.checkAdministers(.deletePerson)
        return try await transaction { connection in
            let rows = try await connection.query(
                "SELECT \(unescaped: Self.personColumns) FROM person WHERE id = \(id.rawValue) FOR UPDATE", logger: logger)
            guard let person = try await Self.people(rows).first else { throw StoreError.personNotFound(id: id) }
            let tasks = try await Self.tasks(
                connection.query(
                    "SELECT \(unescaped: Self.taskColumns) FROM task WHERE person_id = \(id.rawValue) ORDER BY position, id", logger: logger
                ))
            try await connection.query("DELETE FROM person WHERE id = \(id.rawValue)", logger: logger)
            return RemovedPerson(person: person, tasks: tasks)
        }
    }

    /// Puts a deleted person back with their id and every task.
    public func restorePerson(_ removed: RemovedPerson) async throws {
        try access.checkAdministers(.addPerson)
        do { try PersonRules.validate(removed.person) } catch { throw StoreError.invalidPerson(error) }
        try await transaction { connection in
            try await Self.upsert(people: [removed.person], replacing: false, on: connection, logger: logger)
            try await Self.upsert(tasks: removed.tasks, replacing: false, on: connection, logger: logger)
            try await Self.advanceSequences(on: connection, logger: logger)
        }
    }

    /// Imports a directory in one transaction, 500 rows a statement: a failure or a
    /// cancellation (checked between statements) rolls everything back.
    public func importDirectory(_ document: DirectoryDocument, progress: @escaping @Sendable (Int) -> Void) async throws -> ImportSummary {
        try document.validate()
        try access.checkAdministers(.importDirectory)
        // No time limit: a large import may take long; a lost server still ends it.
        return try await transaction(timeLimited: false) { connection in
            var summary = ImportSummary()
            var written = 0
            for start in stride(from: 0, to: document.people.count, by: Self.chunk) {
                try Task.checkCancellation()
                let chunk = Array(document.people[start..<min(start + Self.chunk, document.people.count)])
                let added = try await Self.upsert(people: chunk, replacing: true, on: connection, logger: logger)
                summary.added += added
                summary.updated += chunk.count - added
                written += chunk.count
                progress(written)
            }
            for start in stride(from: 0, to: document.tasks.count, by: Self.chunk) {
                try Task.checkCancellation()
                let chunk = Array(document.tasks[start..<min(start + Self.chunk, document.tasks.count)])
                try await Self.upsert(tasks: chunk, replacing: true, on: connection, logger: logger)
                summary.tasks += chunk.count
                written += chunk.count
                progress(written)
            }
            try await Self.advanceSequences(on: connection, logger: logger)
            try Task.checkCancellation()
            progress(written)
            return summary
        }
    }

    /// The whole directory: people by id, tasks by person and list order.
    public func exportDirectory() async throws -> DirectoryDocument {
        try await read { connection in
            DirectoryDocument(
                people: try await Self.people(
                    connection.query(
                        "SELECT \(unescaped: Self.personColumns) FROM person ORDER BY id", logger: logger)),
                tasks: try await Self.tasks(
                    connection.query(
                        "SELECT \(unescaped: Self.taskColumns) FROM task ORDER BY person_id, position, id", logger: logger))
            )
        }
    }

    /// Rows a bulk statement writes at most.
    static let chunk = 500

    /// Inserts `people` with their ids (replacing those that exist when `replacing`, else
    /// failing with `personExists`); returns how many were new.
    @discardableResult
    static func upsert(people: [Person], replacing: Bool, on connection: PostgresConnection, logger: Logger) async throws -> Int {
        guard !people.isEmpty else { return 0 }
        let conflict =
            replacing
            ? """
            ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, username = EXCLUDED.username, email = EXCLUDED.email,
              phone = EXCLUDED.phone, website = EXCLUDED.website, company_name = EXCLUDED.company_name,
              biography = EXCLUDED.biography, avatar_path = EXCLUDED.avatar_path, search_text = EXCLUDED.search_text
            """ : ""
        let rows: PostgresRowSequence
        do {
            rows = try await connection.query(
                """
                INSERT INTO person (id, name, username, email, phone, website, company_name, biography, avatar_path, search_text)
                SELECT id, name, username, email, phone, website, company_name, biography,
                       CASE WHEN has_avatar THEN avatar_path END, search_text
                FROM unnest(\(people.map(\.id.rawValue)), \(people.map(\.name)), \(people.map(\.username)), \(people.map(\.email)),
                            \(people.map(\.phone)), \(people.map(\.website)), \(people.map(\.companyName)),
                            \(people.map(\.biography)), \(people.map { $0.avatarPath ?? "" }), \(people.map { $0.avatarPath != nil }),
                            \(people.map(PersonSearchText.column(of:))))
                  AS row(id, name, username, email, phone, website, company_name, biography, avatar_path, has_avatar, search_text)
                \(unescaped: conflict)
                RETURNING xmax = 0
                """, logger: logger)
        } catch  where PostgresFailure.sqlState(error) == "23505" {
            throw StoreError.writeFailed(PostgresFailure.usernameTaken(error)?.description ?? StoreError.Reason.personExists.rawValue)
        }
        var added = 0
        for try await inserted in rows.decode(Bool.self) where inserted { added += 1 }
        return added
    }

    /// Inserts `tasks` with their ids, replacing those that exist when `replacing` (else failing with `taskExists`).
    static func upsert(tasks: [TaskItem], replacing: Bool, on connection: PostgresConnection, logger: Logger) async throws {
        guard !tasks.isEmpty else { return }
        let conflict =
            replacing
            ? """
            ON CONFLICT (id) DO UPDATE SET person_id = EXCLUDED.person_id, title = EXCLUDED.title,
              is_done = EXCLUDED.is_done, due_date = EXCLUDED.due_date, position = EXCLUDED.position
            """ : ""
        do {
            try await connection.query(
                """
                INSERT INTO task (id, person_id, title, is_done, due_date, position)
                SELECT id, person_id, title, is_done, CASE WHEN has_due THEN due_date END, position
                FROM unnest(\(tasks.map(\.id.rawValue)), \(tasks.map(\.personID.rawValue)), \(tasks.map(\.title)), \(tasks.map(\.isDone)),
                            \(tasks.map { $0.dueDate?.iso ?? "" }), \(tasks.map { $0.dueDate != nil }), \(tasks.map { Int64($0.position) }))
                  AS row(id, person_id, title, is_done, due_date, has_due, position)
                \(unescaped: conflict)
                """, logger: logger)
        } catch  where PostgresFailure.sqlState(error) == "23505" {
            throw StoreError.writeFailed(StoreError.Reason.taskExists.rawValue)
        } catch  where PostgresFailure.sqlState(error) == "23503" {
            throw StoreError.personNotFound(id: tasks[0].personID)
        }
    }

    /// Moves the id sequences past every id in the tables, so that ids written explicitly
    /// (restored, imported) are never handed out again.
    static func advanceSequences(on connection: PostgresConnection, logger: Logger) async throws {
        for table in ["person", "task"] {
            try await connection.query(
                PostgresQuery(
                    unsafeSQL: """
                        SELECT setval(pg_get_serial_sequence('\(table)', 'id'),
                          GREATEST((SELECT coalesce(max(id), 0) FROM \(table)),
                                   (SELECT last_value FROM \(table)_id_seq), 1))
                        """), logger: logger)
        }
    }
}
