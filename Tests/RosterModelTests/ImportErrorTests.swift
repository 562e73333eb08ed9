import Foundation
import Testing
@testable import RosterModel
import RosterTestSupport

/// The wording of refused imports, as `roster-cli import` prints it.
@Suite("ImportError descriptions")
struct ImportErrorTests {
    let tmp: TemporaryDirectory
    let db: RosterDatabase

    init() throws {
        tmp = try TemporaryDirectory(prefix: "roster-model-tests")
        db = try RosterDatabase(path: tmp.path("people.sqlite"))
    }

    private func importError(_ json: String) async -> ImportError? {
        await #expect(throws: ImportError.self) {
            _ = try await db.importPeople(json: Data(json.utf8))
        }
    }

    @Test("one bad record: singular header, then the record with its id, field and reason")
    func oneInvalidRecord() async throws {
        let error = await importError(#"[{"id": 1, "name": "Ada", "email": "ada@example.org"}, {"id": 2, "email": "b@example.org"}]"#)
        #expect(error?.description == """
        1 record is invalid; nothing was imported:
          record 1 (id 2): name: is missing
        """)
    }

    @Test("several problems in one record still count as one record; a record without a readable id has no id part")
    func severalProblemsInOneRecord() async throws {
        let error = await importError(#"[{"id": "x", "name": 5, "email": "e@example.org"}]"#)
        #expect(error?.description == """
        1 record is invalid; nothing was imported:
          record 0: id: must be a number, found a string
          record 0: name: must be a string, found a number
        """)
    }

    @Test("several bad records: plural header and one line per problem")
    func severalInvalidRecords() async throws {
        let error = await importError("""
        [
          {"id": 1, "name": "Ada", "email": "ada"},
          {"id": 2, "name": "Grace", "email": "grace@example.org"},
          {"id": 1, "name": "Ada again", "email": "ada@example.org"}
        ]
        """)
        let description = try #require(error?.description)
        let lines = description.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3)
        #expect(lines.first == "2 records are invalid; nothing was imported:")
        #expect(lines.dropFirst().first?.hasPrefix("  record 0 (id 1): email: ") == true)
        #expect(lines.last?.hasPrefix("  record 2 (id 1): id: duplicate") == true)
    }

    @Test("malformed JSON names the line and column and says nothing was imported")
    func malformedJSON() async throws {
        let error = await importError("""
        [
          {"id": 1, "name": "Ada", "email": "ada@example.org"},
          {"id": 2 "name": "Grace", "email": "grace@example.org"}
        ]
        """)
        #expect(error?.description == "Malformed JSON at line 3, column 12: unexpected '\"', expected ',' or '}' in an object. Nothing was imported.")
    }

    @Test("a top-level object says what was found instead of an array")
    func notAnArray() async throws {
        let error = await importError(#"{"users": []}"#)
        #expect(error?.description == "Expected a JSON array of people at the top level, found an object. Nothing was imported.")
    }

    @Test("a record problem describes itself with and without an id")
    func recordProblemDescription() {
        let withID = ImportError.RecordProblem(index: 3, id: 12, field: "company.name", reason: "must be a string, found a number")
        let withoutID = ImportError.RecordProblem(index: 0, id: nil, field: "record", reason: "must be an object, found null")
        #expect(withID.description == "record 3 (id 12): company.name: must be a string, found a number")
        #expect(withoutID.description == "record 0: record: must be an object, found null")
    }
}
