import Foundation
import RosterTestSupport
import Testing

@testable import RosterModel
@testable import RosterSQLite

/// What a refused import reports, as typed values (the wording is the view
/// models' `ImportReport`, tested there).
@Suite("ImportError values")
struct ImportErrorTests {
    let tmp: TemporaryDirectory
    let db: RosterDatabase

    init() throws {
        tmp = try TemporaryDirectory(prefix: "roster-model-tests")
        db = try RosterDatabase(path: tmp.path("people.sqlite"))
    }

    private func importError(_ json: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> ImportError? {
        let error = await #expect(throws: ImportError.self, sourceLocation: sourceLocation) {
            _ = try await db.importDirectory(json: Data(json.utf8))
        }
        #expect(try await db.fetchPeople().isEmpty, "a refused import wrote something", sourceLocation: sourceLocation)
        return error
    }

    private typealias Problem = ImportError.RecordProblem

    @Test("one bad record: its index, id, field and kind")
    func oneInvalidRecord() async throws {
        let error = try await importError(#"[{"id": 1, "name": "Ada", "email": "ada@example.org"}, {"id": 2, "email": "b@example.org"}]"#)
        #expect(error == .invalidRecords([Problem(collection: .people, index: 1, id: 2, field: "name", kind: .missing)]))
    }

    @Test("several problems in one record are each reported; a record without a readable id has no id")
    func severalProblemsInOneRecord() async throws {
        let error = try await importError(#"[{"id": "x", "name": 5, "email": "e@example.org"}]"#)
        #expect(
            error
                == .invalidRecords([
                    Problem(collection: .people, index: 0, id: nil, field: "id", kind: .wrongType(expected: .number, found: .string)),
                    Problem(collection: .people, index: 0, id: nil, field: "name", kind: .wrongType(expected: .string, found: .number)),
                ]))
    }

    @Test("several bad records: a rule violation and a duplicate id, in file order")
    func severalInvalidRecords() async throws {
        let error = try await importError(
            """
            [
              {"id": 1, "name": "Ada", "email": "ada"},
              {"id": 2, "name": "Grace", "email": "grace@example.org"},
              {"id": 1, "name": "Ada again", "email": "ada@example.org"}
            ]
            """)
        #expect(
            error
                == .invalidRecords([
                    Problem(collection: .people, index: 0, id: 1, field: "email", kind: .rule(.invalidEmail)),
                    Problem(collection: .people, index: 2, id: 1, field: "id", kind: .duplicateID(ofRecord: 0)),
                ]))
    }

    @Test("task problems come after people's and name the todo's field")
    func taskProblems() async throws {
        let error = try await importError(
            """
            {"users": [{"id": 1, "name": "Ada", "email": "ada@example.org"}],
             "todos": [
               {"userId": 1, "id": 1, "title": "Fine", "completed": false},
               {"userId": 9, "id": 2, "title": "Orphan"},
               {"userId": 1, "id": 3, "title": "Bad day", "dueDate": "2026-02-30"},
               {"userId": 1, "id": 4, "title": "  "},
               {"userId": 1, "id": 5, "title": "Done?", "completed": "yes"}
             ]}
            """)
        #expect(
            error
                == .invalidRecords([
                    Problem(collection: .tasks, index: 1, id: 2, field: "userId", kind: .unknownPerson(9)),
                    Problem(collection: .tasks, index: 2, id: 3, field: "dueDate", kind: .rule(.notACalendarDay)),
                    Problem(collection: .tasks, index: 3, id: 4, field: "title", kind: .rule(.required)),
                    Problem(collection: .tasks, index: 4, id: 5, field: "completed", kind: .wrongType(expected: .boolean, found: .string)),
                ]))
    }

    @Test("one task's problems: its person, its title, then its due date; a record of the wrong shape reports only its shape")
    func oneTaskProblemsInOrder() async throws {
        let error = try await importError(
            """
            {"users": [{"id": 1, "name": "Ada", "email": "ada@example.org"}],
             "todos": [
               {"userId": 9, "id": 1, "title": " ", "dueDate": "2026-02-30"},
               {"userId": 1, "id": 1, "title": "Again", "dueDate": "tomorrow"},
               {"userId": 1, "id": 3, "title": "Done?", "completed": "yes", "dueDate": "2026-02-30"}
             ]}
            """)
        #expect(
            error
                == .invalidRecords([
                    Problem(collection: .tasks, index: 0, id: 1, field: "userId", kind: .unknownPerson(9)),
                    Problem(collection: .tasks, index: 0, id: 1, field: "title", kind: .rule(.required)),
                    Problem(collection: .tasks, index: 0, id: 1, field: "dueDate", kind: .rule(.notACalendarDay)),
                    Problem(collection: .tasks, index: 1, id: 1, field: "id", kind: .duplicateID(ofRecord: 0)),
                    Problem(collection: .tasks, index: 1, id: 1, field: "dueDate", kind: .rule(.notACalendarDay)),
                    Problem(collection: .tasks, index: 2, id: 3, field: "completed", kind: .wrongType(expected: .boolean, found: .string)),
                ]))
    }

    @Test("malformed JSON gives the line, the column and the reason")
    func malformedJSON() async throws {
        let error = try await importError(
            """
            [
              {"id": 1, "name": "Ada", "email": "ada@example.org"},
              {"id": 2 "name": "Grace", "email": "grace@example.org"}
            ]
            """)
        #expect(error == .malformedJSON(line: 3, column: 12, reason: "unexpected '\"', expected ',' or '}' in an object"))
    }

    @Test("a document that is neither an array nor an object with users says what it found")
    func notADirectory() async throws {
        #expect(try await importError(#"{"people": []}"#) == .notADirectory(found: .objectWithoutUsers))
        #expect(try await importError(#"{"users": 3}"#) == .notADirectory(found: .usersHolding(.number)))
        #expect(try await importError(#""users""#) == .notADirectory(found: .value(.string)))
    }

    @Test("the short technical description, for logs")
    func description() {
        #expect(ImportError.malformedJSON(line: 3, column: 12, reason: "x").description == "malformed JSON at 3:12: x")
        #expect(
            ImportError.invalidRecords([
                Problem(collection: .people, index: 3, id: 12, field: "company.name", kind: .wrongType(expected: .string, found: .number))
            ]).description == "1 invalid record fields")
        #expect(ImportError.notADirectory(found: .value(.string)).description == "not a directory document: a string")
    }
}
