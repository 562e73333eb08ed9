import Foundation
import RosterTestSupport
import Synchronization
import Testing

@testable import RosterModel
@testable import RosterSQLite

/// The import and export format, and importing and exporting whole directories
/// through real database files.
@Suite("Directory import and export")
struct DirectoryTransferTests {
    let tmp: TemporaryDirectory

    init() throws {
        tmp = try TemporaryDirectory(prefix: "roster-transfer-tests")
    }

    private func database(_ name: String) throws -> RosterDatabase {
        try RosterDatabase(path: tmp.path(name))
    }

    private static func serialize(_ document: DirectoryDocument) -> Data {
        DirectoryJSON.serialize(document, avatarName: { $0.avatarPath })
    }

    /// A directory built the way the app builds one: people added (one deleted
    /// again, so ids have a gap), edited, tasks added, done and dated.
    private func makeRichDatabase() async throws -> RosterDatabase {
        let db = try database("source.sqlite")
        let zoe = try await db.addPerson(
            Person(
                id: 0, name: "Zoë Ångström 🙂", username: "zoë", email: "zoe@example.org", phone: "+46 8 123 45 67",
                website: "https://zoe.example.org/path?q=1&r=2", companyName: "Ångström & Söner",
                biography: "Line one\nLine two\n\n\tIndented — “curly” and 'single' quotes\r\nWindows line, then 👩‍👩‍👧"
            ))
        let gone = try await db.addPerson(Person(id: 0, name: "Deleted Later", email: "gone@example.org"))
        let hebrew = try await db.addPerson(
            Person(
                id: 0, name: "שלום עליכם", username: "shalom", email: "shalom@example.org",
                companyName: "شركة القاهرة", biography: "مرحبا بالعالم\nעברית ו-English mixed 123"
            ))
        let quotes = try await db.addPerson(
            Person(
                id: 0, name: #"Quinn "Q" O'Brien \ Backslash"#, email: "q@example.org",
                companyName: #"C:\Path\to "it""#, biography: #"Ends with a backslash \ and \n is not a line break"#,
                avatarPath: "avatars/quinn.png"
            ))
        _ = try await db.deletePerson(id: gone.id)
        let original = try #require(try await db.fetchPerson(id: hebrew.id))
        var edited = original
        edited.phone = "+972 (3) 555-0100 ext. 7"
        _ = try await db.updatePerson(PersonEdit(original: original, updated: edited))

        var done = try await db.addTask(personID: zoe.id, title: "Ring Zoë — “soon”", dueDate: .iso("2028-02-29"))
        _ = try await db.addTask(personID: zoe.id, title: #"Escape "this" \ that"#, dueDate: nil)
        done.isDone = true
        try await db.updateTask(done)
        let scrapped = try await db.addTask(personID: zoe.id, title: "Scrapped", dueDate: nil)
        try await db.deleteTask(id: scrapped.id)
        _ = try await db.addTask(personID: zoe.id, title: "Last 🙂", dueDate: .iso("2026-12-31"))
        _ = try await db.addTask(personID: hebrew.id, title: "לקרוא", dueDate: .iso("2027-01-01"))
        _ = try await db.addTask(personID: quotes.id, title: "Done without a date", dueDate: nil)
        return db
    }

    // MARK: Round trip

    @Test("export → serialize → import into an empty database → export again is byte-identical")
    func roundTripIsByteIdentical() async throws {
        let source = try await makeRichDatabase()
        let exported = try await source.exportDirectory()
        #expect(exported.people.map(\.id) == [1, 3, 4])
        #expect(exported.tasks.count == 5)
        let first = Self.serialize(exported)

        let target = try database("target.sqlite")
        let summary = try await target.importDirectory(json: first)
        #expect(summary == ImportSummary(added: 3, updated: 0, tasks: 5))
        let second = Self.serialize(try await target.exportDirectory())
        #expect(
            second == first,
            "export → import → export changed the bytes:\n\(String(decoding: first, as: UTF8.self))\n---\n\(String(decoding: second, as: UTF8.self))"
        )

        // The same people and tasks, field by field (positions are renumbered from 0 by import).
        #expect(try await target.fetchPeople().sorted { $0.id < $1.id } == (try await source.fetchPeople().sorted { $0.id < $1.id }))
        for person in exported.people {
            let before = try await source.fetchTasks(personID: person.id)
            let after = try await target.fetchTasks(personID: person.id)
            #expect(after.map(\.id) == before.map(\.id))
            #expect(after.map(\.title) == before.map(\.title))
            #expect(after.map(\.isDone) == before.map(\.isDone))
            #expect(after.map(\.dueDate) == before.map(\.dueDate))
            #expect(after.map(\.position) == Array(0..<after.count))
        }

        // Importing the export into the source changes nothing, and says so as updates.
        #expect(try await source.importDirectory(json: first) == ImportSummary(added: 0, updated: 3, tasks: 5))
        #expect(Self.serialize(try await source.exportDirectory()) == first)
    }

    @Test("the export text: Unicode unescaped, quotes, backslashes and line breaks escaped, fixed key order")
    func exportText() async throws {
        let source = try await makeRichDatabase()
        let text = String(decoding: Self.serialize(try await source.exportDirectory()), as: UTF8.self)
        #expect(text.hasPrefix("{\n  \"users\": [\n    {\n      \"id\": 1,\n      \"name\": \"Zoë Ångström 🙂\",\n      \"username\": "))
        #expect(text.contains(#""name": "Quinn \"Q\" O'Brien \\ Backslash""#))
        #expect(text.contains(#""biography": "Line one\nLine two\n\n\tIndented"#))
        #expect(text.contains("\\r\\nWindows line"))
        #expect(text.contains(#""name": "שלום עליכם""#))
        #expect(text.contains(#""avatar": "avatars/quinn.png""#))
        #expect(text.contains(#""userId": 1,"#) && text.contains(#""completed": true,"#) && text.contains(#""dueDate": "2028-02-29""#))
        #expect(text.hasSuffix("\n  ]\n}\n"))
        // Foundation reads it as the same data.
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let users = try #require(object["users"] as? [[String: Any]])
        #expect(users.first?["name"] as? String == "Zoë Ångström 🙂")
        #expect(users.last?["name"] as? String == #"Quinn "Q" O'Brien \ Backslash"#)
    }

    @Test("an empty directory exports and imports too")
    func emptyRoundTrip() async throws {
        let empty = Self.serialize(try await database("empty.sqlite").exportDirectory())
        #expect(String(decoding: empty, as: UTF8.self) == "{\n  \"users\": [],\n  \"todos\": []\n}\n")
        #expect(try DirectoryJSON.parse(empty) == DirectoryDocument(people: [], tasks: []))
    }

    // MARK: All or nothing

    /// Two people who are there before every refused import.
    private func databaseWithTwoPeople() async throws -> (RosterDatabase, DirectoryDocument) {
        let db = try database("existing.sqlite")
        _ = try await db.importDirectory(
            json: Data(
                """
                {"users": [{"id": 1, "name": "Ada", "email": "ada@example.org"}, {"id": 2, "name": "Grace", "email": "grace@example.org"}],
                 "todos": [{"userId": 1, "id": 1, "title": "Notes", "completed": false}]}
                """.utf8))
        return (db, try await db.exportDirectory())
    }

    @Test("an import with one invalid record among valid ones writes nothing")
    func oneInvalidRecordWritesNothing() async throws {
        let (db, before) = try await databaseWithTwoPeople()
        var users = (3...50).map { #"{"id": \#($0), "name": "Person \#($0)", "email": "p\#($0)@example.org"}"# }
        users.insert(#"{"id": 1, "name": "Ada Renamed", "email": "ada@example.org"}"#, at: 0)
        users.append(#"{"id": 51, "name": "Leanne", "email": "leanne"}"#)
        let error = await #expect(throws: ImportError.self) {
            _ = try await db.importDirectory(json: Data("[\(users.joined(separator: ","))]".utf8))
        }
        #expect(error == .invalidRecords([.init(collection: .people, index: 49, id: 51, field: "email", kind: .rule(.invalidEmail))]))
        #expect(try await db.exportDirectory() == before)

        // A document handed to the store directly is checked too (the task's title; its due
        // day is a `CalendarDay`, a real day by its type).
        var document = try DirectoryJSON.parse(Data("[\(users.dropLast().joined(separator: ","))]".utf8))
        document.tasks = [TaskItem(id: 7, personID: 3, title: " ", dueDate: .iso("2026-02-28"), position: 0)]
        await #expect(
            throws: ImportError.invalidRecords([.init(collection: .tasks, index: 0, id: 7, field: "title", kind: .rule(.required))])
        ) {
            _ = try await db.importDirectory(document, progress: { _ in })
        }
        #expect(try await db.exportDirectory() == before)
    }

    @Test("a record the rules let through but the database refuses rolls the whole import back")
    func databaseFailureRollsBack() async throws {
        let (db, before) = try await databaseWithTwoPeople()
        var people = (3...1_002).map { Person(id: PersonID(Int64($0)), name: "Person \($0)", email: "p\($0)@example.org") }
        people.insert(Person(id: 1, name: "Ada, changed before the failure", email: "ada@example.org"), at: 0)
        people.append(Person(id: 1_003, name: "Long avatar", email: "a@example.org", avatarPath: String(repeating: "a", count: 5_000)))
        let document = DirectoryDocument(people: people)
        let error = await #expect(throws: StoreError.self) { _ = try await db.importDirectory(document, progress: { _ in }) }
        guard case .writeFailed? = error else {
            Issue.record("expected writeFailed, got \(String(describing: error))")
            return
        }
        #expect(try await db.exportDirectory() == before)
    }

    @Test("progress counts the records written, ending at the total")
    func progressReports() async throws {
        let db = try database("progress.sqlite")
        let people = (1...700).map { Person(id: PersonID(Int64($0)), name: "P\($0)", email: "p\($0)@example.org") }
        let tasks = (1...500).map { TaskItem(id: TaskID(Int64($0)), personID: PersonID(Int64($0)), title: "T\($0)", position: 0) }
        let reports = Mutex<[Int]>([])
        let summary = try await db.importDirectory(DirectoryDocument(people: people, tasks: tasks)) { done in
            reports.withLock { $0.append(done) }
        }
        #expect(summary == ImportSummary(added: 700, updated: 0, tasks: 500))
        #expect(reports.withLock { $0 } == [500, 1_000, 1_200])
    }

    @Test("a large import into an empty database builds the search-text index once, and the first page reads through it")
    func largeImportKeepsTheSearchTextIndex() async throws {
        let db = try RosterDatabase(path: tmp.path("large.sqlite"))
        let document = Self.largeDocument(records: 20_000)
        #expect(try await db.importDirectory(document, progress: { _ in }).added == 10_000)
        #expect(try await Self.hasSearchTextIndex(db))
        let page = try #require(try await db.fetchFirstPeople(limit: 3))
        #expect(page.total == 10_000)
        #expect(page.people.map(\.name) == ["Person 1", "Person 10", "Person 100"])
    }

    private static func hasSearchTextIndex(_ db: RosterDatabase) async throws -> Bool {
        try await db.writer.read {
            try Bool.fetchOne($0, sql: "SELECT count(*) = 1 FROM sqlite_master WHERE type = 'index' AND name = 'person_searchText'")
                ?? false
        }
    }

    /// A directory of `count` records: half people, half tasks.
    private static func largeDocument(records count: Int) -> DirectoryDocument {
        let people = (1...(count / 2)).map { Person(id: PersonID(Int64($0)), name: "Person \($0)", email: "p\($0)@example.org") }
        let tasks = (1...(count / 2)).map {
            TaskItem(id: TaskID(Int64($0)), personID: PersonID(Int64($0)), title: "Task \($0)", isDone: $0 % 3 == 0, position: 0)
        }
        return DirectoryDocument(people: people, tasks: tasks)
    }

    @Test("cancelling an import while it runs (20,000 records) writes nothing")
    func cancelledImportWritesNothing() async throws {
        let (db, before) = try await databaseWithTwoPeople()
        let document = Self.largeDocument(records: 20_000)
        let started = Signal()
        let cancelled = Signal()
        let reports = Mutex<[Int]>([])
        let importTask = Task {
            try await db.importDirectory(document) { done in
                reports.withLock { $0.append(done) }
                // The first report: hold the import here until the test has cancelled it.
                if !started.isSignalled {
                    started.signal()
                    _ = cancelled.waitBlocking(timeout: .seconds(30))
                }
            }
        }
        try #require(await started.wait(timeout: .seconds(60)), "the import never reported progress")
        importTask.cancel()
        cancelled.signal()

        let result = await importTask.result
        switch result {
        case .success(let summary):
            Issue.record("the cancelled import finished: \(summary)")
        case .failure(let error):
            #expect(error is CancellationError, "\(error)")
        }
        #expect(reports.withLock { $0 }.allSatisfy { $0 < document.recordCount })
        #expect(try await db.exportDirectory() == before, "a cancelled import wrote something")
        #expect(try await Self.hasSearchTextIndex(db), "the import dropped the search-text index to rebuild it; the rollback keeps it")
        // And the database takes the next import.
        #expect(try await db.importDirectory(json: Data(#"[{"id": 3, "name": "Next", "email": "n@example.org"}]"#.utf8)).added == 1)
    }

    @Test("an import cancelled before it starts writes nothing")
    func cancelledBeforeStart() async throws {
        let (db, before) = try await databaseWithTwoPeople()
        let document = Self.largeDocument(records: 2_000)
        let gate = Signal()
        let importTask = Task {
            _ = await gate.wait(timeout: .seconds(30))
            return try await db.importDirectory(document, progress: { _ in })
        }
        importTask.cancel()
        gate.signal()
        await #expect(throws: CancellationError.self) { _ = try await importTask.value }
        #expect(try await db.exportDirectory() == before)
    }

    // MARK: Reading files

    @Test("readBytes refuses /dev/zero at once, without reading it")
    func devZero() async throws {
        // Refused from its file type, before any read: the bounded wait proves it does not hang.
        // (No wall-clock or process-RSS bound: other tests run in parallel and make both noisy.)
        let outcome = await runWithTimeout(.seconds(20)) {
            Result { () throws(ImportError) -> Int in try DirectoryJSON.readBytes("/dev/zero").count }
        }
        let result = try #require(outcome, "readBytes(/dev/zero) did not return")
        #expect(throws: ImportError.unreadable(path: "/dev/zero", .notARegularFile)) { try result.get() }
        #expect(throws: ImportError.unreadable(path: "/dev/zero", .notARegularFile)) { _ = try DirectoryJSON.read(contentsOf: "/dev/zero") }
    }

    @Test("readBytes refuses a folder, a missing file and a symbolic link to a device")
    func foldersAndMissingFiles() throws {
        #expect(throws: ImportError.unreadable(path: tmp.url.path, .isAFolder)) { _ = try DirectoryJSON.readBytes(tmp.url.path) }
        let missing = tmp.path("missing.json")
        #expect(throws: ImportError.unreadable(path: missing, .notFound)) { _ = try DirectoryJSON.readBytes(missing) }
        let link = tmp.path("link.json")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/zero")
        #expect(throws: ImportError.unreadable(path: link, .notARegularFile)) { _ = try DirectoryJSON.readBytes(link) }
    }

    @Test("readBytes refuses a FIFO without waiting for a writer")
    func fifo() async throws {
        let path = tmp.path("pipe.json")
        #expect(mkfifo(path, 0o600) == 0)
        let outcome = await runWithTimeout(.seconds(20)) {
            Result { () throws(ImportError) -> Int in try DirectoryJSON.readBytes(path).count }
        }
        if outcome == nil {
            // Unblock the stuck reader so that the thread can end.
            let fd = open(path, O_WRONLY | O_NONBLOCK)
            if fd >= 0 { close(fd) }
        }
        let result = try #require(outcome, "readBytes blocked on a FIFO")
        #expect(throws: ImportError.unreadable(path: path, .notARegularFile)) { try result.get() }
    }

    @Test("readBytes reads up to maximumBytes and refuses one byte more")
    func sizeLimit() throws {
        let path = tmp.path("people.json")
        let exact = Data(repeating: UInt8(ascii: " "), count: 1_024)
        try exact.write(to: URL(fileURLWithPath: path))
        #expect(try DirectoryJSON.readBytes(path, maximumBytes: 1_024) == exact)
        try (exact + Data([0x20])).write(to: URL(fileURLWithPath: path))
        #expect(throws: ImportError.unreadable(path: path, .tooLarge(limit: 1_024))) {
            _ = try DirectoryJSON.readBytes(path, maximumBytes: 1_024)
        }
        #expect(throws: ImportError.unreadable(path: path, .tooLarge(limit: 1_024))) {
            _ = try DirectoryJSON.read(contentsOf: path, maximumBytes: 1_024)
        }
        #expect(DirectoryJSON.maximumBytes == 256 * 1_048_576)
    }

    @Test("a file without read permission is refused as permissionDenied", .enabled(if: getuid() != 0, "root reads any file"))
    func unreadableFile() throws {
        let path = tmp.path("secret.json")
        try Data("[]".utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path) }
        #expect(throws: ImportError.unreadable(path: path, .permissionDenied)) { _ = try DirectoryJSON.readBytes(path) }
    }

    // MARK: Malformed and refused documents

    /// The `.malformedJSON` reason of parsing `bytes`, or nil after recording an issue.
    private func malformedReason(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) -> String? {
        do {
            let document = try DirectoryJSON.parse(Data(bytes))
            Issue.record("parsed: \(document)", sourceLocation: sourceLocation)
        } catch .malformedJSON(_, _, let reason) {
            return reason
        } catch {
            Issue.record("expected malformedJSON, got \(error)", sourceLocation: sourceLocation)
        }
        return nil
    }

    private static func record(name: [UInt8]) -> [UInt8] {
        Array(#"[{"id": 1, "name": ""#.utf8) + name + Array(#"", "email": "a@example.org"}]"#.utf8)
    }

    @Test(
        "bytes that are not UTF-8 are malformed JSON",
        arguments: [
            [0xFF], [0xC3], [0xC0, 0x80], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0x80],
            [0xF8, 0x88, 0x80, 0x80, 0x80],
        ] as [[UInt8]])
    func notUTF8(bytes: [UInt8]) {
        #expect(malformedReason(Self.record(name: Array("Ada".utf8) + bytes)) == "invalid UTF-8")
        #expect(malformedReason(bytes + Array("[]".utf8)) != nil, "outside a string too")
    }

    @Test(
        "lone or broken surrogate escapes are malformed JSON",
        arguments: [
            #"\uD800"#, #"\uDBFF"#, #"\uDC00"#, #"\uDFFF x"#, #"\uD800\u0041"#, #"\uD800\uD800"#, #"\uD83D"#,
        ])
    func loneSurrogates(escape: String) {
        #expect(malformedReason(Self.record(name: Array(escape.utf8))) != nil)
    }

    @Test("a proper surrogate pair is one scalar")
    func surrogatePair() throws {
        let document = try DirectoryJSON.parse(Data(Self.record(name: Array(#"Smile \uD83D\uDE42"#.utf8))))
        #expect(document.people.first?.name == "Smile 🙂")
    }

    @Test("10,000 nested arrays are malformed JSON, not a crash")
    func deepNesting() throws {
        let deep = Data((String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)).utf8)
        #expect(throws: ImportError.malformedJSON(line: 1, column: 513, reason: "nesting deeper than 512 levels")) {
            _ = try DirectoryJSON.parse(deep)
        }
        let objects = Data((String(repeating: #"{"a":"#, count: 10_000) + "1" + String(repeating: "}", count: 10_000)).utf8)
        let error = #expect(throws: ImportError.self) { _ = try DirectoryJSON.parse(objects) }
        guard case .malformedJSON? = error else {
            Issue.record("expected malformedJSON, got \(String(describing: error))")
            return
        }
    }

    @Test(
        "escaped control characters in a name are refused by the rules",
        arguments: [
            (#"Ada\u0000Lovelace"#, "name"), (#"Ada\u001b[31mRed"#, "name"), (#"Ada\nLovelace"#, "name"),
            (#"Ada\u202eecalevoL"#, "name"), (#"Ada\u0085Next"#, "name"),
        ])
    func escapedControlCharacters(name: String, field: String) async throws {
        let json = Data(#"[{"id": 1, "name": "\#(name)", "email": "a@example.org"}]"#.utf8)
        #expect(
            throws: ImportError.invalidRecords([.init(collection: .people, index: 0, id: 1, field: field, kind: .rule(.controlCharacters))])
        ) {
            _ = try DirectoryJSON.parse(json)
        }
        let db = try database("controls.sqlite")
        await #expect(throws: ImportError.self) { _ = try await db.importDirectory(json: json) }
        #expect(try await db.fetchPeople().isEmpty)
    }

    @Test("the stricter rules on import: each field's violation is reported under its import key")
    func stricterRules() throws {
        let json = Data(
            """
            [
              {"id": 1, "name": "Leanne Graham", "email": "leanne"},
              {"id": 2, "name": "Ervin", "email": "ervin@example.org", "website": "javascript:alert(1)"},
              {"id": 3, "name": "Clementine", "email": "c@example.org", "phone": "call me"},
              {"id": 4, "name": "Patricia", "email": "p@example.org", "company": {"name": "Line\\nbreak"}},
              {"id": 5, "name": "Chelsey", "email": "ch@example.org", "biography": "Fine\\nwith\\tbreaks", "website": "hildegard.org"},
              {"id": 6, "name": "\(String(repeating: "N", count: 101))", "email": "n@example.org", "username": "user\\u0007"}
            ]
            """.utf8)
        let error = #expect(throws: ImportError.self) { _ = try DirectoryJSON.parse(json) }
        #expect(
            error
                == .invalidRecords([
                    .init(collection: .people, index: 0, id: 1, field: "email", kind: .rule(.invalidEmail)),
                    .init(collection: .people, index: 1, id: 2, field: "website", kind: .rule(.notAWebAddress)),
                    .init(collection: .people, index: 2, id: 3, field: "phone", kind: .rule(.phoneNeedsDigit)),
                    .init(collection: .people, index: 3, id: 4, field: "company.name", kind: .rule(.controlCharacters)),
                    .init(collection: .people, index: 5, id: 6, field: "name", kind: .rule(.tooLong(limit: 100))),
                    .init(collection: .people, index: 5, id: 6, field: "username", kind: .rule(.controlCharacters)),
                ]))
    }

    @Test("a rule problem after a structurally broken record names its own position in the file")
    func problemIndexesAreFilePositions() throws {
        let json = Data(
            """
            [
              {"id": 1, "email": "nameless@example.org"},
              {"id": 2, "name": "Bad Mail", "email": "bad"}
            ]
            """.utf8)
        let error = #expect(throws: ImportError.self) { _ = try DirectoryJSON.parse(json) }
        #expect(
            error
                == .invalidRecords([
                    .init(collection: .people, index: 0, id: 1, field: "name", kind: .missing),
                    .init(collection: .people, index: 1, id: 2, field: "email", kind: .rule(.invalidEmail)),
                ]))
        // Tasks too, and a duplicate names the file position of the first record.
        let tasks = Data(
            """
            {"users": [{"id": 1, "name": "Ada", "email": "ada@example.org"}],
             "todos": [{"userId": 1, "title": "No id"}, {"userId": 1, "id": 2, "title": "A"}, {"userId": 1, "id": 2, "title": "Again", "dueDate": "2027-02-29"}]}
            """.utf8)
        #expect(
            throws: ImportError.invalidRecords([
                .init(collection: .tasks, index: 0, id: nil, field: "id", kind: .missing),
                .init(collection: .tasks, index: 2, id: 2, field: "id", kind: .duplicateID(ofRecord: 1)),
                .init(collection: .tasks, index: 2, id: 2, field: "dueDate", kind: .rule(.notACalendarDay)),
            ])
        ) { _ = try DirectoryJSON.parse(tasks) }
    }
}
