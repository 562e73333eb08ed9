import Foundation
import PostgresNIO
import PostgresTestSupport
import RosterModel
import RosterTestSupport
import Testing

@testable import RosterPostgres

/// What only the PostgreSQL engine has: its migrations, its address, its notifications, and
/// a server that goes away and comes back.
@Suite("PostgreSQL engine")
struct PostgresOnlyTests {
    // MARK: Schema

    @Test("opening migrates an empty database once; opening again (and concurrently) changes nothing")
    func migrationIsIdempotent() async throws {
        let address = try await TestPostgres.createDatabase()
        defer { Task { await TestPostgres.drop(address) } }
        // Four clients start at once on the empty database: one migrates, the others wait and find it done.
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask { (try await PostgresDirectory(address: address)).close() }
            }
            try await group.waitForAll()
        }
        let names = try await TestPostgres.withConnection(to: address) { connection in
            var names: [String] = []
            for try await name in try await connection.query("SELECT name FROM roster_schema ORDER BY name", logger: TestPostgres.logger)
                .decode(String.self)
            {
                names.append(name)
            }
            return names
        }
        #expect(names == PostgresSchema.migrationNames.sorted())
        let directory = try await PostgresDirectory(address: address)
        _ = try await directory.addPerson(Person(id: 0, name: "Ada", email: "ada@example.org"))
        directory.close()
        let again = try await PostgresDirectory(address: address)
        #expect(try await again.fetchPeople().map(\.name) == ["Ada"])
        again.close()
    }

    @Test("v3 recomputes every row's search text with company and phone digits, and marks a psql edit of them stale")
    func searchTextRecomputed() async throws {
        let address = try await TestPostgres.createDatabase()
        defer { Task { await TestPostgres.drop(address) } }
        try await PostgresDirectory(address: address).close()
        // The database as v2 left it: rows whose search text holds name, username and email only.
        _ = try await TestPostgres.withConnection(to: address) { connection in
            try await connection.query(
                """
                INSERT INTO person (id, name, username, email, phone, company_name, search_text) VALUES
                  (1, 'Leanne Graham', 'Bret', 'Sincere@april.biz', '1-770-736-8031 x56442', 'Romaguera-Crona',
                   'leanne graham' || chr(1) || 'bret' || chr(1) || 'sincere@april.biz'),
                  (2, 'Ünal Çelik', '', 'unal@example.tr', '', 'Söhne', NULL)
                """, logger: TestPostgres.logger)
            try await connection.query(
                "DELETE FROM roster_schema WHERE name = 'v3: company and phone in search text'", logger: TestPostgres.logger)
        }
        let directory = try await PostgresDirectory(address: address)
        defer { directory.close() }
        let stored = try await Self.storedSearchTexts(address)
        for person in try await directory.fetchPeople() {
            #expect(stored[person.id.rawValue] == .some(PersonSearchText.column(of: person)), "person \(person.id)")
        }
        #expect(try await directory.searchPeople(matching: "+1 770").people.map(\.id) == [1])
        #expect(try await directory.searchPeople(matching: "romaguera").people.map(\.id) == [1])
        #expect(try await directory.searchPeople(matching: "sohne").people.map(\.id) == [2])

        // psql changes the phone without the search text: the trigger marks it stale, the search folds it.
        let staled = try await TestPostgres.withConnection(to: address) { connection in
            try await connection.query("UPDATE person SET phone = '555 0199' WHERE id = 1", logger: TestPostgres.logger)
            var isNull = false
            for try await value in try await connection.query(
                "SELECT search_text IS NULL FROM person WHERE id = 1", logger: TestPostgres.logger
            )
            .decode(Bool.self) {
                isNull = value
            }
            return isNull
        }
        #expect(staled)
        #expect(try await directory.searchPeople(matching: "5550199").people.map(\.id) == [1])
        #expect(try await directory.searchPeople(matching: "770").people.isEmpty)
    }

    @Test("v5 rewrites the search text of rows whose phone has an extension, and no other")
    func searchTextExtensionApart() async throws {
        let address = try await TestPostgres.createDatabase()
        defer { Task { await TestPostgres.drop(address) } }
        try await PostgresDirectory(address: address).close()
        // The database as v4 left it: a phone's digits in one run, its extension's included.
        _ = try await TestPostgres.withConnection(to: address) { connection in
            try await connection.query(
                """
                INSERT INTO person (id, name, username, email, phone, company_name, search_text) VALUES
                  (1, 'Leanne Graham', 'Bret', 'Sincere@april.biz', '1-770-736-8031 x56442', 'Romaguera-Crona',
                   'leanne graham' || chr(1) || 'bret' || chr(1) || 'sincere@april.biz' || chr(1) || 'romaguera-crona'
                     || chr(1) || '1770736803156442'),
                  (2, 'Ervin Howell', '', 'Shanna@melissa.tv', '010-692-6593 EXT. 09125', '',
                   'ervin howell' || chr(1) || chr(1) || 'shanna@melissa.tv' || chr(1) || chr(1) || '010692659309125'),
                  (3, 'Clementine Bauch', '', 'Nathan@yesenia.net', '1-463-123-4447', '',
                   'clementine bauch' || chr(1) || chr(1) || 'nathan@yesenia.net' || chr(1) || chr(1) || '14631234447 kept')
                """, logger: TestPostgres.logger)
            try await connection.query(
                "DELETE FROM roster_schema WHERE name = 'v5: phone extension apart in search text'", logger: TestPostgres.logger)
        }
        let directory = try await PostgresDirectory(address: address)
        defer { directory.close() }
        let stored = try await Self.storedSearchTexts(address)
        let people = Dictionary(uniqueKeysWithValues: try await directory.fetchPeople().map { ($0.id.rawValue, $0) })
        #expect(stored[1] == .some(PersonSearchText.column(of: try #require(people[1]))))
        #expect(stored[2] == .some(PersonSearchText.column(of: try #require(people[2]))))
        #expect(stored[1]??.hasSuffix("17707368031\u{2}56442") == true)
        // No extension: the same text either way, so v5 leaves the row (the marker shows it was not rewritten).
        #expect(stored[3] == .some("clementine bauch\u{1}\u{1}nathan@yesenia.net\u{1}\u{1}14631234447 kept"))
        #expect(try await directory.searchPeople(matching: "x56442").people.map(\.id) == [1])
        #expect(try await directory.searchPeople(matching: "1-770-736-8031 x56442").people.map(\.id) == [1])
        #expect(try await directory.searchPeople(matching: "ext. 09125").people.map(\.id) == [2])
        #expect(try await directory.searchPeople(matching: "80315").people.isEmpty, "no digits across number and extension")
    }

    @Test("v4 lets only calendar days into due_date; a date stored before stays, and reads as unreadableDueDate")
    func dueDatesAreCalendarDays() async throws {
        let address = try await TestPostgres.createDatabase()
        defer { Task { await TestPostgres.drop(address) } }
        try await PostgresDirectory(address: address).close()
        // The database as v3 left it, with a due date only its digits were checked for.
        try await TestPostgres.withConnection(to: address) { connection in
            for statement in [
                "ALTER TABLE task DROP CONSTRAINT task_due_date_is_a_day",
                "DROP FUNCTION roster_is_calendar_day(text)",
                "DELETE FROM roster_schema WHERE name = 'v4: due dates are calendar days'",
                "INSERT INTO person (id, name, email) VALUES (1, 'Ada', 'ada@example.org')",
                "INSERT INTO task (id, person_id, title, due_date, position) VALUES (1, 1, 'Leap', '2028-02-29', 0), (2, 1, 'Kept', '2026-02-30', 1)",
            ] {
                try await connection.query(PostgresQuery(unsafeSQL: statement), logger: TestPostgres.logger)
            }
        }
        let directory = try await PostgresDirectory(address: address)
        defer { directory.close() }
        await #expect(throws: StoreError.unreadableDueDate(taskID: 2, stored: "2026-02-30")) {
            _ = try await directory.fetchTasks(personID: 1)
        }
        // psql's writes are held to the model's rule now (CalendarDay's, as PersonRulesTests lists it).
        let refused = [
            "2026-02-30", "2027-02-29", "1900-02-29", "2100-02-29", "2026-04-31", "2026-13-01", "2026-00-10", "2026-01-00", "0000-01-01",
        ]
        let accepted = ["2028-02-29", "2000-02-29", "2026-12-31", "2026-01-01", "0001-01-01"]
        try await TestPostgres.withConnection(to: address) { connection in
            for day in refused {
                let error = await #expect(throws: (any Error).self, "\(day)") {
                    try await connection.query("UPDATE task SET due_date = \(day) WHERE id = 1", logger: TestPostgres.logger)
                }
                #expect(error.flatMap(PostgresFailure.sqlState) == "23514", "\(day) breaks a CHECK constraint")
            }
            for day in accepted {
                try await connection.query("UPDATE task SET due_date = \(day) WHERE id = 1", logger: TestPostgres.logger)
            }
            // The kept row, once fixed, makes the tasks readable.
            try await connection.query("UPDATE task SET due_date = '2026-02-28' WHERE id = 2", logger: TestPostgres.logger)
        }
        #expect(try await directory.fetchTasks(personID: 1).map(\.dueDate) == [.iso("0001-01-01"), .iso("2026-02-28")])
    }

    @Test("a database migrated by a newer Roster is refused with newerVersion and left untouched")
    func newerVersionRefused() async throws {
        let address = try await TestPostgres.createDatabase()
        defer { Task { await TestPostgres.drop(address) } }
        try await PostgresDirectory(address: address).close()
        _ = try await TestPostgres.withConnection(to: address) { connection in
            try await connection.query("INSERT INTO roster_schema (name) VALUES ('v99: from the future')", logger: TestPostgres.logger)
        }
        await #expect(throws: StoreError.newerVersion(path: address.displayName, migration: "v99: from the future")) {
            try await PostgresDirectory(address: address).close()
        }
    }

    @Test("a database that does not exist, or a server that is not there: cannotOpen with a typed reason")
    func openingFailures() async throws {
        let cluster = try PostgresAddress(url: TestPostgres.url(), environment: [:])
        let missing = cluster.with(database: "roster_no_such_database")
        await #expect(throws: StoreError.cannotOpen(path: missing.displayName, reason: StoreError.Reason.noSuchDatabase.rawValue)) {
            try await PostgresDirectory(address: missing).close()
        }
        var nowhere = cluster
        nowhere.port = try Self.closedPort()
        await #expect(throws: StoreError.cannotOpen(path: nowhere.displayName, reason: StoreError.Reason.serverUnreachable.rawValue)) {
            try await PostgresDirectory(address: nowhere).close()
        }
    }

    /// Timed alone, after the parallel run (the Makefile's `ALONE_TESTS`): within that run, a
    /// test's wall clock counts the time its task waits for a thread, which on two loaded cores
    /// was once 34 s, and says nothing about retries.
    @Test("a refused connection fails at once, with no retries and no wait for the connect timeout")
    func refusedConnectionFailsAtOnce() async throws {
        var nowhere = try PostgresAddress(url: TestPostgres.url(), environment: [:])
        nowhere.port = try Self.closedPort()
        let start = ContinuousClock.now
        await #expect(throws: StoreError.cannotOpen(path: nowhere.displayName, reason: StoreError.Reason.serverUnreachable.rawValue)) {
            try await PostgresDirectory(address: nowhere, connectTimeout: .seconds(5)).close()
        }
        let took = ContinuousClock.now - start
        #expect(took < .seconds(1), "a refused connection took \(took)")
    }

    @Test("writes by psql-like clients (plain SQL) are notified too, and a huge statement as unknown")
    func foreignWritesAndLongPayloads() async throws {
        try await withDirectory(.postgres, holding: Team.document) { directory in
            let recorder = await StreamRecorder.recording(directory.store.changes())
            defer { Task { await recorder.stop() } }
            let address = (directory.store as! PostgresDirectory).address
            try await TestPostgres.withConnection(to: address) { connection in
                try await connection.query("UPDATE person SET phone = '+1' WHERE id = 2", logger: TestPostgres.logger)
                try await connection.query(
                    """
                    INSERT INTO person (name, email) SELECT 'Person ' || n, 'p' || n || '@example.org' FROM generate_series(1, 3000) n
                    """, logger: TestPostgres.logger)
            }
            #expect(await recorder.wait { $0.contains(StoreChange(updated: [2])) })
            #expect(await recorder.wait { $0.contains(.unknown) }, "3000 ids do not fit in a notification")
            // The rows written without the folded column are still found by a search.
            #expect(try await directory.store.searchPeople(matching: "person 2999").people.count == 1)
            #expect(try await directory.store.searchPeopleList(matching: "person 2999").columns.count == 1)
            // And listed, folded as they are read.
            #expect(try await directory.store.fetchPeopleList() == PeopleListColumns(people: try await directory.store.fetchPeople()))
        }
    }

    // MARK: Addresses

    @Test("URLs: postgres:// and postgresql://, socket folders, the libpq environment fallback")
    func addresses() throws {
        let full = try PostgresAddress(url: "postgresql://ann:s%40cret@db.example:6543/team", environment: ["PGHOST": "other"])
        #expect(full == PostgresAddress(host: "db.example", port: 6543, user: "ann", password: "s@cret", database: "team"))
        #expect(!full.displayName.contains("cret"))

        let environment = ["PGHOST": "envhost", "PGPORT": "7000", "PGUSER": "bob", "PGPASSWORD": "pw", "PGDATABASE": "dir"]
        #expect(
            try PostgresAddress(url: "postgres://", environment: environment)
                == PostgresAddress(host: "envhost", port: 7000, user: "bob", password: "pw", database: "dir"))
        #expect(
            try PostgresAddress(url: "postgres:///only_db", environment: ["USER": "carol"])
                == PostgresAddress(host: "localhost", port: 5432, user: "carol", database: "only_db"))
        let socket = try PostgresAddress(url: "postgres://dan@/roster?host=/run/postgresql", environment: [:])
        #expect(socket.socketPath == "/run/postgresql/.s.PGSQL.5432")
        #expect(
            try PostgresAddress(url: "postgres:///x", environment: ["PGHOST": "/tmp/sock", "USER": "e"]).socketPath
                == "/tmp/sock/.s.PGSQL.5432")
        #expect(try PostgresAddress(url: "postgres://a@h/d?sslmode=verify-full", environment: [:]).tls == .verifyFull)
        #expect(try PostgresAddress(url: "postgres://a@h/d", environment: ["PGSSLMODE": "require"]).tls == .require)
        #expect(try PostgresAddress(url: "postgres://a@h/d", environment: [:]).tls == .prefer, "libpq's default")
        // connect_timeout in whole seconds, at least 2 as libpq; 0 leaves the default.
        let timeouts = try ["10", "1", "0"].map {
            try PostgresAddress(url: "postgres://a@h/d?connect_timeout=\($0)", environment: [:]).connectTimeout
        }
        #expect(timeouts == [.seconds(10), .seconds(2), nil])
        #expect(throws: StoreError.self) { try PostgresAddress(url: "postgres://a@h/d?connect_timeout=soon", environment: [:]) }
    }

    @Test("a malformed URL is a typed error that never shows the password")
    func malformedAddresses() {
        for url in [
            "postgres://ann:hunter2@host:99999/db", "postgres://ann:hunter2@host/db/extra", "postgres://ann:hunter2@host/db?bogus=1",
            "postgres://ann:hunter2@host/db?sslmode=sometimes",
            "mysql://ann:hunter2@host/db", "postgres://ann:hunter2@ho st/db",
        ] {
            do {
                _ = try PostgresAddress(url: url, environment: [:])
                Issue.record("\(url) was accepted")
            } catch {
                guard case .cannotOpen(let path, let reason) = error else {
                    Issue.record("\(error)")
                    continue
                }
                // A parameter or an sslmode Roster does not know is named; anything else is malformed.
                let expected =
                    url.hasSuffix("bogus=1")
                    ? StoreError.DetailedReason.unknownParameter("bogus").description
                    : url.hasSuffix("sometimes")
                        ? StoreError.DetailedReason.unknownSSLMode("sometimes").description : StoreError.Reason.malformedAddress.rawValue
                #expect(reason == expected)
                #expect(!path.contains("hunter2"), "\(path)")
                #expect(!error.description.contains("hunter2"))
            }
        }
    }

    @Test("notification payloads read as changes; anything unreadable is unknown")
    func payloads() {
        #expect(
            ChangeListener.change(fromPayload: #"{"i":[3],"u":[1,2],"d":[],"t":[2]}"#)
                == StoreChange(inserted: [3], updated: [1, 2], tasksOf: [2]))
        #expect(ChangeListener.change(fromPayload: "unknown") == .unknown)
        #expect(ChangeListener.change(fromPayload: "{") == .unknown)
        #expect(ChangeListener.change(fromPayload: #"{"i":["x"],"u":[],"d":[],"t":[]}"#) == .unknown)
    }

    // MARK: Server loss

    @Test(
        "server stopped: reads and writes fail at once with serverUnreachable, availability turns unavailable; restarted: available, one unknown change, changes resume"
    )
    func serverLossAndReturn() async throws {
        let cluster = try PrivateCluster()
        do {
            try await lossAndReturn(on: cluster)
            await cluster.remove()
        } catch {
            await cluster.remove()
            throw error
        }
    }

    private func lossAndReturn(on cluster: PrivateCluster) async throws {
        let url = try await cluster.start()
        let directory = try await PostgresDirectory(url: url, environment: [:])
        defer { directory.close() }
        _ = try await directory.importDirectory(Team.document, progress: { _ in })
        let availability = await StreamRecorder.recording(directory.availability())
        let changes = await StreamRecorder.recording(directory.changes())
        defer {
            Task {
                await availability.stop()
                await changes.stop()
            }
        }
        #expect(await availability.wait { $0.first == .available })

        try await cluster.pause()
        #expect(await availability.wait(timeout: .seconds(20)) { $0.contains { if case .unavailable = $0 { true } else { false } } })
        let start = ContinuousClock.now
        await #expect(throws: StoreError.readFailed(StoreError.Reason.serverUnreachable.rawValue)) { _ = try await directory.fetchPeople() }
        await #expect(throws: StoreError.writeFailed(StoreError.Reason.serverUnreachable.rawValue)) {
            _ = try await directory.addPerson(Person(id: 0, name: "Lost", email: "lost@example.org"))
        }
        // The hang this guards against is TCP's retransmission, about 15 minutes; the bound
        // leaves room for the parallel run, where a task once waited 34 s for a thread.
        #expect(ContinuousClock.now - start < .seconds(90), "failures come at once, not after a hang")
        let changesBefore = await changes.received.count

        try await cluster.resume()
        #expect(await availability.wait(timeout: .seconds(40)) { $0.last == .available && $0.count >= 3 })
        #expect(await changes.wait(timeout: .seconds(10)) { $0.dropFirst(changesBefore).contains(.unknown) })
        #expect(try await directory.fetchPeople().count == 2, "reads work again")
        let other = try await PostgresDirectory(url: url, environment: [:])
        defer { other.close() }
        let added = try await other.addPerson(Person(id: 0, name: "Back", email: "back@example.org"))
        #expect(await changes.wait { $0.contains(StoreChange(inserted: [added.id])) }, "changes resume")
    }

    @Test("a server that stops answering (its processes frozen): reads and writes fail after the time limit, not never")
    func frozenServer() async throws {
        let cluster = try PrivateCluster()
        do {
            let url = try await cluster.start()
            let directory = try await PostgresDirectory(
                address: PostgresAddress(url: url, environment: [:]),
                operationTimeout: .seconds(2))
            defer { directory.close() }
            _ = try await directory.fetchPeople()
            try await cluster.signal("STOP")
            let start = ContinuousClock.now
            await #expect(throws: StoreError.readFailed(StoreError.Reason.serverUnreachable.rawValue)) {
                _ = try await directory.fetchPeople()
            }
            await #expect(throws: StoreError.self) {
                _ = try await directory.addPerson(Person(id: 0, name: "Frozen", email: "frozen@example.org"))
            }
            // Against never; the bound leaves room for the parallel run (a task once waited 34 s for a thread).
            #expect(ContinuousClock.now - start < .seconds(90), "each call gave up after about 2 s (connect: 5 s), not never")
            try await cluster.signal("CONT")
            await cluster.remove()
        } catch {
            try? await cluster.signal("CONT")
            await cluster.remove()
            throw error
        }
    }

    /// A port on loopback where nothing listens.
    /// Each person's search text as the database stores it, by id (nil where it has none).
    static func storedSearchTexts(_ address: PostgresAddress) async throws -> [Int64: String?] {
        try await TestPostgres.withConnection(to: address) { connection in
            var stored: [Int64: String?] = [:]
            for try await row in try await connection.query("SELECT id, search_text FROM person", logger: TestPostgres.logger)
                .decode((Int64, String?).self)
            {
                stored[row.0] = .some(row.1)
            }
            return stored
        }
    }

    static func closedPort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        try withUnsafeMutablePointer(to: &address) { pointer in
            try pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { raw in
                guard bind(fd, raw, length) == 0, getsockname(fd, raw, &length) == 0 else { throw POSIXError(.EADDRINUSE) }
            }
        }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}
