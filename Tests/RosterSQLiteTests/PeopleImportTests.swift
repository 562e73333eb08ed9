import Foundation
import RosterSampleData
import RosterTestSupport
import Testing

@testable import RosterModel
@testable import RosterSQLite

@Suite("Importing people")
struct PeopleImportTests {
    let tmp: TemporaryDirectory
    let db: RosterDatabase

    init() throws {
        tmp = try TemporaryDirectory(prefix: "roster-model-tests")
        db = try RosterDatabase(path: tmp.path("people.sqlite"))
    }

    // MARK: Helpers

    private func data(_ json: String) -> Data { Data(json.utf8) }

    private func peopleByID() async throws -> [Person] {
        try await db.fetchPeople().sorted { $0.id < $1.id }
    }

    /// Stores two people, so that "nothing changed" is checked against real content.
    private func storeTwoPeople() async throws -> [Person] {
        let summary = try await db.importDirectory(
            json: data(
                """
                [
                  {"id": 1, "name": "Ada Lovelace", "username": "ada", "email": "ada@example.org", "company": {"name": "Engines"}},
                  {"id": 2, "name": "Grace Hopper", "email": "grace@example.org"}
                ]
                """))
        #expect(summary == ImportSummary(added: 2, updated: 0))
        return try await peopleByID()
    }

    /// Imports `json` into a database holding two people, expects an `ImportError`,
    /// checks that the database is exactly as before, and returns the error.
    private func importFailure(_ json: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> ImportError? {
        let before = try await storeTwoPeople()
        let error = await #expect(throws: ImportError.self, sourceLocation: sourceLocation) {
            _ = try await db.importDirectory(json: data(json))
        }
        #expect(try await peopleByID() == before, "the database changed after a refused import", sourceLocation: sourceLocation)
        return error
    }

    /// The problems of an `.invalidRecords` error, or nil after recording an issue.
    private func problems(of error: ImportError?, sourceLocation: SourceLocation = #_sourceLocation) -> [ImportError.RecordProblem] {
        guard case .invalidRecords(let problems)? = error else {
            Issue.record("expected .invalidRecords, got \(String(describing: error))", sourceLocation: sourceLocation)
            return []
        }
        return problems
    }

    /// Index, id and field of each problem, for exact comparison.
    private func places(_ problems: [ImportError.RecordProblem]) -> [String] {
        problems.map { "\($0.index)/\($0.id.map(String.init) ?? "-")/\($0.field)" }
    }

    // MARK: Successful imports

    @Test("the JSONPlaceholder users file imports; address and other extra keys are ignored")
    func importsSampleUsers() async throws {
        let json = try Data(contentsOf: SampleData.usersURL)
        let summary = try await db.importDirectory(json: json)
        #expect(summary == ImportSummary(added: 10, updated: 0))

        let users = try #require(try JSONSerialization.jsonObject(with: json) as? [[String: Any]])
        #expect(users.allSatisfy { $0["address"] != nil }, "the sample should exercise ignored keys")
        let people = try await peopleByID()
        #expect(people.count == 10)
        for (person, user) in zip(people, users) {
            try expectPerson(person, isSampleUser: user)
        }
        #expect(people.first?.name == "Leanne Graham")
        #expect(people.first?.companyName == "Romaguera-Crona")
    }

    @Test("importing the same file again updates the people instead of duplicating them")
    func reimportUpdates() async throws {
        let json = try Data(contentsOf: SampleData.usersURL)
        _ = try await db.importDirectory(json: json)
        let first = try await peopleByID()

        let summary = try await db.importDirectory(json: json)
        #expect(summary == ImportSummary(added: 0, updated: 10))
        #expect(try await peopleByID() == first)
    }

    @Test("a file with known and new ids updates the known ones and adds the new ones")
    func mixedAddAndUpdate() async throws {
        let before = try await storeTwoPeople()
        let summary = try await db.importDirectory(
            json: data(
                """
                [
                  {"id": 2, "name": "Rear Admiral Grace Hopper", "email": "amazing.grace@example.org", "company": {"name": "US Navy"}},
                  {"id": 3, "name": "Katherine Johnson", "email": "katherine@example.org"}
                ]
                """))
        #expect(summary == ImportSummary(added: 1, updated: 1))
        let people = try await peopleByID()
        #expect(people.map(\.id) == [1, 2, 3])
        #expect(people[0] == before[0])
        #expect(people[1].name == "Rear Admiral Grace Hopper")
        #expect(people[1].email == "amazing.grace@example.org")
        #expect(people[1].companyName == "US Navy")
        #expect(people[2].name == "Katherine Johnson")
    }

    @Test("names, emails and the other text fields are trimmed; company.name becomes companyName")
    func trimsAndMapsFields() async throws {
        let summary = try await db.importDirectory(
            json: data(
                """
                [{
                  "id": 5,
                  "name": "  Ada Lovelace \\n",
                  "username": "\\tada ",
                  "email": " ada@example.org\\t",
                  "phone": " 555-0100 ",
                  "website": " ada.example.org ",
                  "biography": "  Wrote the first program.  ",
                  "company": {"name": "  Analytical Engines  ", "catchPhrase": "ignored"},
                  "address": {"street": "ignored", "geo": {"lat": "0", "lng": "0"}}
                }]
                """))
        #expect(summary == ImportSummary(added: 1, updated: 0))
        let ada = try #require(try await db.fetchPerson(id: 5))
        #expect(
            ada
                == Person(
                    id: 5, name: "Ada Lovelace", username: "ada", email: "ada@example.org", phone: "555-0100",
                    website: "https://ada.example.org", companyName: "Analytical Engines", biography: "Wrote the first program."
                ))
    }

    @Test("optional fields may be missing or null; company may be null")
    func optionalFieldsMissingOrNull() async throws {
        _ = try await db.importDirectory(
            json: data(
                """
                [
                  {"id": 1, "name": "Ada", "email": "ada@example.org"},
                  {"id": 2, "name": "Grace", "email": "grace@example.org", "username": null, "phone": null, "company": null},
                  {"id": 3, "name": "Katherine", "email": "k@example.org", "company": {"bs": "no name here"}}
                ]
                """))
        let people = try await peopleByID()
        #expect(
            people == [
                Person(id: 1, name: "Ada", email: "ada@example.org"),
                Person(id: 2, name: "Grace", email: "grace@example.org"),
                Person(id: 3, name: "Katherine", email: "k@example.org"),
            ])
    }

    @Test("an empty array imports nothing and succeeds")
    func emptyArray() async throws {
        let before = try await storeTwoPeople()
        #expect(try await db.importDirectory(json: data(" [ ] ")) == ImportSummary(added: 0, updated: 0))
        #expect(try await peopleByID() == before)
    }

    @Test("the largest 64-bit id is accepted")
    func largestID() async throws {
        _ = try await db.importDirectory(json: data(#"[{"id": 9223372036854775807, "name": "Max", "email": "max@example.org"}]"#))
        #expect(try await db.fetchPerson(id: PersonID(.max))?.name == "Max")
    }

    // MARK: Refused imports: the record problems

    @Test(
        "a missing or null name is refused and nothing is imported",
        arguments: [
            #"{"id": 4, "email": "d@example.org"}"#,
            #"{"id": 4, "name": null, "email": "d@example.org"}"#,
        ])
    func missingName(record: String) async throws {
        let error = try await importFailure(
            """
            [
              {"id": 1, "name": "Ada Changed", "email": "ada@example.org"},
              {"id": 3, "name": "New Person", "email": "new@example.org"},
              \(record)
            ]
            """)
        let problems = problems(of: error)
        #expect(places(problems) == ["2/4/name"])
        #expect(problems.first?.kind == .missing)
    }

    @Test("an empty or blank name is refused", arguments: ["", " ", "   \\t\\n  "])
    func blankName(name: String) async throws {
        let error = try await importFailure(
            """
            [{"id": 3, "name": "New Person", "email": "new@example.org"}, {"id": 9, "name": "\(name)", "email": "x@example.org"}]
            """)
        let problems = problems(of: error)
        #expect(places(problems) == ["1/9/name"])
        #expect(problems.first?.kind == .rule(.required))
    }

    @Test("an email without @ is refused as an invalid email")
    func emailWithoutAt() async throws {
        let error = try await importFailure(
            """
            [
              {"id": 1, "name": "Ada Changed", "email": "ada@example.org"},
              {"id": 7, "name": "No At", "email": "  no-at.example.org "}
            ]
            """)
        let problems = problems(of: error)
        #expect(places(problems) == ["1/7/email"])
        #expect(problems.first?.kind == .rule(.invalidEmail))
    }

    @Test("a missing or blank email is refused")
    func missingEmail() async throws {
        let error = try await importFailure(
            """
            [{"id": 7, "name": "No Mail"}, {"id": 8, "name": "Blank Mail", "email": "  "}]
            """)
        let problems = problems(of: error)
        #expect(places(problems) == ["0/7/email", "1/8/email"])
        #expect(problems.map(\.kind) == [.missing, .rule(.required)])
    }

    @Test("an id used twice in the file is refused on its second record")
    func duplicateIDInFile() async throws {
        let error = try await importFailure(
            """
            [
              {"id": 3, "name": "First", "email": "first@example.org"},
              {"id": 4, "name": "Other", "email": "other@example.org"},
              {"id": 3, "name": "Second", "email": "second@example.org"},
              {"id": 3, "name": "Third", "email": "third@example.org"}
            ]
            """)
        let problems = problems(of: error)
        #expect(places(problems) == ["2/3/id", "3/3/id"])
        #expect(problems.map(\.kind) == [.duplicateID(ofRecord: 0), .duplicateID(ofRecord: 0)])
    }

    @Test("an id shared with an invalid record is reported too, so the fixed file will not collide")
    func duplicateOfInvalidRecord() async throws {
        let error = try await importFailure(
            """
            [
              {"id": 5, "email": "nameless@example.org"},
              {"id": 5, "name": "Valid", "email": "valid@example.org"},
              {"id": 5, "name": "Bad Mail", "email": "bad"}
            ]
            """)
        let problems = problems(of: error)
        #expect(places(problems) == ["0/5/name", "1/5/id", "2/5/id", "2/5/email"])
        #expect(problems.filter { $0.field == "id" }.map(\.kind) == [.duplicateID(ofRecord: 0), .duplicateID(ofRecord: 0)])
        #expect(problems.contains { $0.field == "email" && $0.kind == .rule(.invalidEmail) })
    }

    struct WrongType: Sendable, CustomTestStringConvertible {
        var record: String
        /// "index/id/field" of each expected problem.
        var problems: [String]
        var kind: ImportError.ProblemKind
        var testDescription: String { record }
    }

    @Test(
        "fields of the wrong JSON type are refused",
        arguments: [
            WrongType(
                record: #"{"id": "1", "name": "Ada", "email": "a@x.org"}"#, problems: ["0/-/id"],
                kind: .wrongType(expected: .number, found: .string)),
            WrongType(record: #"{"id": null, "name": "Ada", "email": "a@x.org"}"#, problems: ["0/-/id"], kind: .missing),
            WrongType(record: #"{"name": "Ada", "email": "a@x.org"}"#, problems: ["0/-/id"], kind: .missing),
            WrongType(record: #"{"id": 0, "name": "Ada", "email": "a@x.org"}"#, problems: ["0/-/id"], kind: .notAPositiveWholeNumber("0")),
            WrongType(
                record: #"{"id": -3, "name": "Ada", "email": "a@x.org"}"#, problems: ["0/-/id"], kind: .notAPositiveWholeNumber("-3")),
            WrongType(
                record: #"{"id": 1.5, "name": "Ada", "email": "a@x.org"}"#, problems: ["0/-/id"], kind: .notAPositiveWholeNumber("1.5")),
            WrongType(
                record: #"{"id": 1e3, "name": "Ada", "email": "a@x.org"}"#, problems: ["0/-/id"], kind: .notAPositiveWholeNumber("1e3")),
            WrongType(
                record: #"{"id": 9223372036854775808, "name": "Ada", "email": "a@x.org"}"#, problems: ["0/-/id"],
                kind: .notAPositiveWholeNumber("9223372036854775808")),
            WrongType(
                record: #"{"id": 1, "name": 42, "email": "a@x.org"}"#, problems: ["0/1/name"],
                kind: .wrongType(expected: .string, found: .number)),
            WrongType(
                record: #"{"id": 1, "name": ["Ada"], "email": "a@x.org"}"#, problems: ["0/1/name"],
                kind: .wrongType(expected: .string, found: .array)),
            WrongType(
                record: #"{"id": 1, "name": "Ada", "email": true}"#, problems: ["0/1/email"],
                kind: .wrongType(expected: .string, found: .boolean)),
            WrongType(
                record: #"{"id": 1, "name": "Ada", "email": "a@x.org", "company": "Engines"}"#, problems: ["0/1/company"],
                kind: .wrongType(expected: .object, found: .string)),
            WrongType(
                record: #"{"id": 1, "name": "Ada", "email": "a@x.org", "company": {"name": 7}}"#, problems: ["0/1/company.name"],
                kind: .wrongType(expected: .string, found: .number)),
            WrongType(
                record: #"{"id": 1, "name": "Ada", "email": "a@x.org", "username": {}}"#, problems: ["0/1/username"],
                kind: .wrongType(expected: .string, found: .object)),
            WrongType(
                record: #"{"id": 1, "name": "Ada", "email": "a@x.org", "phone": 5550100}"#, problems: ["0/1/phone"],
                kind: .wrongType(expected: .string, found: .number)),
            WrongType(
                record: #"{"id": 1, "name": "Ada", "email": "a@x.org", "website": false}"#, problems: ["0/1/website"],
                kind: .wrongType(expected: .string, found: .boolean)),
            WrongType(
                record: #"{"id": 1, "name": "Ada", "email": "a@x.org", "biography": []}"#, problems: ["0/1/biography"],
                kind: .wrongType(expected: .string, found: .array)),
            WrongType(record: #""Ada Lovelace""#, problems: ["0/-/record"], kind: .wrongType(expected: .object, found: .string)),
            WrongType(record: #"null"#, problems: ["0/-/record"], kind: .wrongType(expected: .object, found: .null)),
        ])
    func wrongTypes(_ wrong: WrongType) async throws {
        let error = try await importFailure("[\(wrong.record), {\"id\": 3, \"name\": \"New\", \"email\": \"new@example.org\"}]")
        let problems = problems(of: error)
        #expect(places(problems) == wrong.problems)
        #expect(problems.first?.kind == wrong.kind)
    }

    @Test("every bad record and every problem in it is reported, in file order")
    func severalBadRecords() async throws {
        let error = try await importFailure(
            """
            [
              {"id": 1, "name": "Ada Changed", "email": "ada@example.org"},
              {"id": 11, "email": "eleven@example.org"},
              {"id": 12, "name": "Twelve", "email": "twelve"},
              {"id": "13", "name": 13, "email": "thirteen@example.org", "company": "Thirteen Inc"},
              {"id": 14, "name": "Fourteen", "email": "fourteen@example.org"},
              42,
              {"id": 14, "name": "Fourteen Again", "email": "again@example.org"}
            ]
            """)
        let problems = problems(of: error)
        #expect(
            places(problems) == [
                "1/11/name",
                "2/12/email",
                "3/-/id", "3/-/name", "3/-/company",
                "5/-/record",
                "6/14/id",
            ])
        #expect(Set(problems.map(\.index)).count == 5, "five records are invalid")
        #expect(problems.last?.kind == .duplicateID(ofRecord: 4))
        #expect(problems.map(\.kind).contains(.rule(.invalidEmail)))
        #expect(problems.map(\.kind).contains(.wrongType(expected: .object, found: .number)))
    }

    // MARK: Refused imports: not an array

    @Test(
        "a top-level value other than an array or an object with users is refused as notADirectory",
        arguments: [
            (#"{"id": 1, "name": "Ada", "email": "ada@example.org"}"#, ImportError.DocumentShape.objectWithoutUsers),
            (#"{"users": {"id": 1}}"#, .usersHolding(.object)),
            (#""people""#, .value(.string)),
            ("42", .value(.number)),
            ("true", .value(.boolean)),
            ("null", .value(.null)),
        ])
    func notAnArray(json: String, found: ImportError.DocumentShape) async throws {
        let error = try await importFailure(json)
        #expect(error == .notADirectory(found: found))
    }

    // MARK: Refused imports: malformed JSON

    struct Malformed: Sendable, CustomTestStringConvertible {
        var name: String
        var json: String
        var line: Int
        var column: Int
        var reason: String
        var testDescription: String { name }
    }

    @Test(
        "malformed JSON is refused with the line and column of the first bad character",
        arguments: [
            // Line 3 lacks the comma after "id": 2; the error is at the quote of "name" (column 12).
            Malformed(
                name: "missing comma between members on line 3",
                json: """
                    [
                      {"id": 1, "name": "Ada", "email": "ada@example.org"},
                      {"id": 2 "name": "Grace", "email": "grace@example.org"}
                    ]
                    """, line: 3, column: 12, reason: "unexpected '\"', expected ',' or '}' in an object"),
            // Line 2 lacks its trailing comma; the error is at the '{' that opens line 3 (column 3).
            Malformed(
                name: "missing comma between records",
                json: """
                    [
                      {"id": 1, "name": "Ada", "email": "ada@example.org"}
                      {"id": 2, "name": "Grace", "email": "grace@example.org"}
                    ]
                    """, line: 3, column: 3, reason: "unexpected '{', expected ',' or ']' in an array"),
            Malformed(
                name: "trailing comma in an array", json: "[\n  {\"id\": 1},\n]", line: 3, column: 1,
                reason: "unexpected ']', expected a value"),
            Malformed(
                name: "trailing comma in an object", json: "[{\"id\": 1,}]", line: 1, column: 11,
                reason: "unexpected '}', expected a member name in double quotes"),
            Malformed(
                name: "single-quoted member name", json: "[\n\t{'id': 1}]", line: 2, column: 3,
                reason: "unexpected ''', expected a member name in double quotes"),
            Malformed(
                name: "missing colon", json: "[{\"id\" 1}]", line: 1, column: 8,
                reason: "unexpected '1', expected ':' after a member name"),
            // Line 2 is `  {"name": "Ann` (15 characters): the input ends at column 16.
            Malformed(
                name: "unterminated string", json: "[\n  {\"name\": \"Ann", line: 2, column: 16,
                reason: "unterminated string"),
            Malformed(
                name: "line break inside a string", json: "[\"Ann\nBob\"]", line: 1, column: 6,
                reason: "control character in a string (escape it, e.g. \\n)"),
            Malformed(
                name: "trailing garbage after the array", json: "[\n  {\"id\": 1}\n] x", line: 3, column: 3,
                reason: "unexpected 'x' after the end of the JSON value"),
            Malformed(
                name: "a second array after the first", json: "[]\n[]", line: 2, column: 1,
                reason: "unexpected '[' after the end of the JSON value"),
            Malformed(
                name: "unclosed array", json: "[\n  {\"id\": 1}\n", line: 3, column: 1,
                reason: "unexpected end of input, expected ',' or ']' in an array"),
            Malformed(name: "empty file", json: "", line: 1, column: 1, reason: "unexpected end of input, expected a value"),
            Malformed(name: "only whitespace", json: "  \n\n   ", line: 3, column: 4, reason: "unexpected end of input, expected a value"),
            Malformed(name: "bare word", json: "[\n  nope\n]", line: 2, column: 4, reason: "unexpected 'o', expected null"),
            // Columns count characters, not bytes: "é" (2 bytes) and "😀" (4 bytes) are one column each.
            Malformed(
                name: "columns count characters, not bytes", json: "[\"é😀\" 1]", line: 1, column: 7,
                reason: "unexpected '1', expected ',' or ']' in an array"),
            // Windows line endings: the \r is the last character of its line, not the first of the next.
            Malformed(
                name: "CRLF line endings", json: "[\r\n  1,\r\n  2\r\n  3]", line: 4, column: 3,
                reason: "unexpected '3', expected ',' or ']' in an array"),
        ])
    func malformedJSON(_ malformed: Malformed) async throws {
        let error = try await importFailure(malformed.json)
        #expect(error == .malformedJSON(line: malformed.line, column: malformed.column, reason: malformed.reason))
    }

    @Test("a valid file can be imported after a refused one")
    func importWorksAfterFailure() async throws {
        _ = try await importFailure(#"[{"id": 3, "name": "", "email": "new@example.org"}]"#)
        let summary = try await db.importDirectory(json: data(#"[{"id": 3, "name": "Fixed", "email": "new@example.org"}]"#))
        #expect(summary == ImportSummary(added: 1, updated: 0))
        #expect(try await peopleByID().map(\.name) == ["Ada Lovelace", "Grace Hopper", "Fixed"])
    }

    @Test("websites: a bare domain gets https://, a URL with a scheme and an empty website stay as they are")
    func websiteNormalisation() throws {
        #expect(DirectoryJSON.normalizedWebsite("hildegard.org") == "https://hildegard.org")
        #expect(DirectoryJSON.normalizedWebsite("http://example.com/x") == "http://example.com/x")
        #expect(DirectoryJSON.normalizedWebsite("") == "")
    }
}
