import Foundation
import Testing

/// `roster-cli import FILE` into the default database (seeded with ids 1…10).
@Suite("roster-cli import", .timeLimit(.minutes(2)))
struct ImportCommandTests {
    let cli: CLISandbox

    init() throws {
        cli = try CLISandbox()
    }

    static let twoNewPeople = """
        [
          {"id": 11, "name": "Émile Zola", "username": "ezola", "email": "emile@zola.fr",
           "address": {"city": "Paris"}, "company": {"name": "Charpentier"}},
          {"id": 12, "name": "Rosa Parks", "email": "rosa@parks.org"}
        ]
        """

    @Test("A valid file is imported: summary on stdout, exit 0, and the people are listed")
    func importValidFile() async throws {
        let file = try cli.write("team.json", Self.twoNewPeople)

        let result = try await cli.run("import", file)

        #expect(result.exitCode == 0, "\(result)")
        #expect(result.stderr == "")
        #expect(result.stdout == "Imported 2 people (2 added) into \(cli.defaultDatabasePath).\n")

        let document = try await cli.peopleDocument()
        #expect(document.count == "12 people")
        #expect(
            document.names(in: "A to I") == [
                "Chelsey Dietrich", "Clementina DuBuque", "Clementine Bauch", "Émile Zola", "Ervin Howell", "Glenna Reichert",
            ])
        #expect(document.sections.first { $0.title == "R to Z" }?.people == [.init(id: 12, name: "Rosa Parks", email: "rosa@parks.org")])

        let text = try await cli.run("people")
        #expect(text.stdoutLines.contains("  Rosa Parks <rosa@parks.org>  #12"))
        #expect(!text.stdoutLines.contains("  (No people)"))
        #expect(text.stdoutLines.last == "12 people")
    }

    @Test("Importing the same file again updates rather than adds")
    func reimportUpdates() async throws {
        let file = try cli.write("team.json", Self.twoNewPeople)
        let first = try await cli.run("import", file)
        try #require(first.exitCode == 0, "\(first)")
        let before = try await cli.peopleDocument()

        let second = try await cli.run("import", file)

        #expect(second.exitCode == 0, "\(second)")
        #expect(second.stdout == "Imported 2 people (2 updated) into \(cli.defaultDatabasePath).\n")
        #expect(try await cli.peopleDocument() == before)
    }

    @Test("An existing id replaces that person; the summary counts added and updated apart")
    func importReplacesExistingPerson() async throws {
        let file = try cli.write(
            "mixed.json",
            """
            [{"id": 1, "name": "Zelda Graham", "email": "zelda@april.biz"},
             {"id": 13, "name": "Ada Lovelace", "email": "ada@engine.org"}]
            """)

        let result = try await cli.run("import", file)

        #expect(result.exitCode == 0, "\(result)")
        #expect(result.stdout == "Imported 2 people (1 added, 1 updated) into \(cli.defaultDatabasePath).\n")
        let document = try await cli.peopleDocument()
        #expect(document.count == "11 people")
        #expect(document.names(in: "J to Q")?.contains("Leanne Graham") == false)
        // Renamed, Leanne (id 1) moves from "J to Q" to "R to Z".
        #expect(document.sections.first { $0.title == "R to Z" }?.people == [.init(id: 1, name: "Zelda Graham", email: "zelda@april.biz")])
        #expect(document.names(in: "A to I")?.first == "Ada Lovelace")
    }

    @Test("One person is “1 person”")
    func singularSummary() async throws {
        let file = try cli.write("one.json", #"[{"id": 40, "name": "Solo", "email": "solo@x.org"}]"#)

        let result = try await cli.run("import", file)

        #expect(result.exitCode == 0, "\(result)")
        #expect(result.stdout == "Imported 1 person (1 added) into \(cli.defaultDatabasePath).\n")
    }

    @Test("A file with bad records imports nothing, names every bad record on stderr and exits 1")
    func invalidRecordsImportNothing() async throws {
        let before = try await cli.peopleDocument()
        let file = try cli.write(
            "bad.json",
            """
            [
              {"id": 20, "email": "nameless@x.org"},
              {"id": 21, "name": "No At", "email": "noat.example"},
              {"id": 20, "name": "Twin", "email": "twin@x.org"},
              {"id": "22", "name": "Stringy", "email": "s@x.org"},
              {"id": 23, "name": "Valid Vera", "email": "vera@x.org"}
            ]
            """)

        let result = try await cli.run("import", file)

        #expect(result.exitCode == 1, "\(result)")
        #expect(!result.crashed)
        #expect(result.stdout == "")
        #expect(
            result.stderrLines == [
                "Error: 4 records are invalid; nothing was imported:",
                "  record 0 (id 20): name: is missing",
                "  record 1 (id 21): email: is not valid",
                "  record 2 (id 20): id: duplicate of the id of record 0",
                "  record 3: id: must be a number, found a string",
            ])
        // Nothing changed, not even the valid record 4.
        let after = try await cli.peopleDocument()
        #expect(after == before)
        #expect(!after.everyone.contains { $0.id == 23 })
    }

    struct MalformedCase: Sendable, CustomTestStringConvertible {
        var name: String
        var json: String
        var line: Int
        var column: Int
        var testDescription: String { name }
    }

    static let malformedCases: [MalformedCase] = [
        .init(name: "missing comma in an object", json: "[\n  {\"id\": 1,\n   \"name\": \"x\" \"email\": \"y\"}\n]\n", line: 3, column: 16),
        .init(name: "trailing comma", json: "[{\"id\": 1, \"name\": \"A\", \"email\": \"a@b\"},\n]", line: 2, column: 1),
        .init(name: "raw newline in a string", json: "[\n  {\"id\": 1,\n   \"name\": \"Ann\n\"}]", line: 3, column: 16),
        .init(name: "columns count characters, not bytes", json: "[\n \"Émile\" x]", line: 2, column: 10),
        .init(name: "CRLF line breaks", json: "[\r\n \"a\" x]", line: 2, column: 6),
        .init(name: "empty file", json: "", line: 1, column: 1),
    ]

    @Test("Malformed JSON exits 1 and says where", arguments: malformedCases)
    func malformedJSON(_ sample: MalformedCase) async throws {
        let before = try await cli.peopleDocument()
        let file = try cli.write("malformed.json", sample.json)

        let result = try await cli.run("import", file)

        #expect(result.exitCode == 1, "\(result)")
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("Error: Malformed JSON at line \(sample.line), column \(sample.column): "), "\(result)")
        #expect(result.stderr.contains("Nothing was imported."))
        #expect(try await cli.peopleDocument() == before)
    }

    @Test("JSON that is neither an array of people nor a directory document is refused")
    func notAnArray() async throws {
        let file = try cli.write("object.json", #"{"id": 1, "name": "A", "email": "a@b"}"#)

        let result = try await cli.run("import", file)

        #expect(result.exitCode == 1, "\(result)")
        #expect(result.stdout == "")
        #expect(
            result.stderr
                == "Error: Expected a JSON array of people or an object with “users”, found an object without “users”. Nothing was imported.\n"
        )
    }

    @Test("A missing file exits non-zero with a message naming the file")
    func missingFile() async throws {
        let missing = cli.path("no-such-team.json")

        let result = try await cli.run("import", missing)

        #expect(result.exitCode != 0, "\(result)")
        #expect(!result.crashed)
        #expect(result.stdout == "")
        #expect(result.stderr == "Error: Cannot read \(missing): no such file. Nothing was imported.\n")
    }

    @Test("A folder instead of a file is refused with a plain reason")
    func folderInsteadOfFile() async throws {
        let folder = cli.path("a-folder")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)

        let result = try await cli.run("import", folder)

        #expect(result.exitCode == 1, "\(result)")
        #expect(result.stderr == "Error: Cannot read \(folder): it is a folder, not a file. Nothing was imported.\n")
    }

    @Test(
        "Devices and files that cannot be read are refused with a plain reason, exit 1, nothing imported",
        arguments: [("/dev/zero", "it is not a regular file"), ("/proc/self/mem", "Input/output error")])
    func unreadableFiles(_ path: String, _ reason: String) async throws {
        let before = try await cli.peopleDocument()

        let result = try await cli.run("import", path)

        #expect(result.exited(1), "\(result)")
        #expect(result.stdout == "")
        #expect(result.stderr == "Error: Cannot read \(path): \(reason). Nothing was imported.\n")
        #expect(try await cli.peopleDocument() == before)
    }

    @Test("import without FILE is a usage error")
    func missingArgument() async throws {
        let result = try await cli.run("import")

        #expect(result.exitCode == 64, "\(result)")
        #expect(result.stdout == "")
        #expect(result.stderr.contains("Missing expected argument '<FILE|URL>'"))
    }
}
