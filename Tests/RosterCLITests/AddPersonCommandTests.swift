import Foundation
// GRDB comes with RosterModel; the tests use it only to build and inspect SQLite files.
import GRDB
import Testing

/// `roster-cli add-person --name … --email …`: the window's New Person page, on the seeded database (ids 1…10).
@Suite("roster-cli add-person", .timeLimit(.minutes(2)))
struct AddPersonCommandTests {
    let cli: CLISandbox

    init() throws {
        cli = try CLISandbox()
    }

    @Test("A valid person is added under the next id, which the output names; show prints every field")
    func addsPerson() async throws {
        let result = try await cli.run(
            "add-person", "--name", "  Ada Lovelace ", "--email", "ada@engine.org", "--phone", "+44 20 7946 0000",
            "--website", "https://ada.example.org", "--company", "Analytical Engines", "--bio", "Wrote the first program.\nPoet of science."
        )

        #expect(result.exited(0), "\(result)")
        #expect(result.stderr == "")
        #expect(result.stdout == "Added Ada Lovelace as #11.\n")
        let shown = try await cli.show(11)
        #expect(
            shown.stdoutLines == [
                "Name       Ada Lovelace",
                "Email      ada@engine.org",
                "Phone      +44 20 7946 0000",
                "Website    https://ada.example.org",
                "Company    Analytical Engines",
                "Biography  Wrote the first program.",
                "           Poet of science.",
                "Avatar     AL on brown",
                "Tasks      0 of 0 done",
            ])
        #expect(try await cli.peopleDocument().count == "11 people")
        #expect(
            try await cli.peopleDocument("--search", "lovelace").everyone == [.init(id: 11, name: "Ada Lovelace", email: "ada@engine.org")])
    }

    @Test("--json prints the person as stored, id included; no avatar key without a photo")
    func json() async throws {
        let result = try await cli.run("add-person", "--name", "Émile Zola", "--email", "emile@zola.fr", "--json")

        #expect(result.exited(0), "\(result)")
        #expect(result.stderr == "")
        let person = try JSONDecoder().decode(ExportFormat.User.self, from: Data(result.stdout.utf8))
        #expect(
            person
                == ExportFormat.User(
                    id: 11, name: "Émile Zola", username: "", email: "emile@zola.fr", phone: "", website: "",
                    company: .init(name: ""), biography: "", avatar: nil))
        #expect(!result.stdout.contains("\"avatar\""))
        #expect(try await cli.shownValue("Name", of: 11) == "Émile Zola")
    }

    @Test("Ids are never reused: a person added after a deletion gets a new id")
    func idsAreNotReused() async throws {
        let first = try await cli.run("add-person", "--name", "First", "--email", "first@x.org")
        #expect(first.stdout == "Added First as #11.\n")
        let deleted = try await cli.run("delete-person", "11")
        try #require(deleted.exited(0), "\(deleted)")

        let second = try await cli.run("add-person", "--name", "Second", "--email", "second@x.org", "--json")

        #expect(second.exited(0), "\(second)")
        #expect(try JSONDecoder().decode(ExportFormat.User.self, from: Data(second.stdout.utf8)).id == 12)
    }

    @Test("Every invalid value is listed in form order, nobody is added, and no photo copy is left behind")
    func invalidValues() async throws {
        let before = try await cli.peopleDocument()
        let photo = try cli.write("me.png", TinyPNG.data())

        let result = try await cli.run(
            "add-person", "--bio", repeated("b", 2_001), "--website", "ftp://x", "--phone", "call me",
            "--email", "x@", "--name", "   ", "--avatar", photo
        )

        #expect(result.exited(1), "\(result)")
        #expect(result.stdout == "")
        #expect(
            result.stderr == """
                Error: Nothing saved:
                  Name is required
                  Email is not valid
                  Phone needs at least one digit
                  Website must be an http:// or https:// address
                  Biography can be at most \(2_000.formatted()) characters

                """)
        #expect(try await cli.peopleDocument() == before)
        #expect(cli.avatarFiles == [], "an image was copied although nobody was added")
    }

    @Test("Without a name or an email, both are required")
    func nothingGiven() async throws {
        for arguments in [["add-person"], ["add-person", "--phone", "555-0100"], ["add-person", "--name", "", "--email", ""]] {
            let result = try await cli.run(arguments)

            #expect(result.exited(1), "\(result)")
            #expect(result.stdout == "")
            #expect(result.stderr == "Error: Nothing saved:\n  Name is required\n  Email is required\n")
        }
        #expect(try await cli.peopleDocument().count == "10 people")
    }

    @Test("A file that is not an image is listed with the other problems; nobody is added")
    func invalidImage() async throws {
        let notes = try cli.write("notes.txt", "These are my notes.\n")

        let alone = try await cli.run("add-person", "--name", "Ada", "--email", "ada@x.org", "--avatar", notes)
        #expect(alone.exited(1), "\(alone)")
        #expect(alone.stderr == "Error: Nothing saved:\n  \(notAnImage("notes.txt"))\n")

        let withOthers = try await cli.run("add-person", "--name", "Ada", "--email", "ada", "--avatar", cli.path("missing.png"))
        #expect(withOthers.exited(1), "\(withOthers)")
        #expect(withOthers.stderr == "Error: Nothing saved:\n  Email is not valid\n  “missing.png” does not exist.\n")

        #expect(try await cli.peopleDocument().count == "10 people")
        #expect(cli.avatarFiles == [])
    }

    @Test("--avatar: the photo is copied into Roster's data and is the new person's avatar")
    func withAvatar() async throws {
        let png = TinyPNG.data(red: 0xCC)
        let source = try cli.write("ada.png", png)

        let result = try await cli.run("add-person", "--name", "Ada Lovelace", "--email", "ada@engine.org", "--avatar", source, "--json")

        #expect(result.exited(0), "\(result)")
        let person = try JSONDecoder().decode(ExportFormat.User.self, from: Data(result.stdout.utf8))
        let avatar = try #require(person.avatar)
        #expect(avatar.hasPrefix(cli.dataHome.appendingPathComponent("roster/avatars").path + "/"), "\(avatar)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: avatar)).starts(with: png.prefix(8)), "not a PNG")
        #expect(cli.avatarFiles.count == 1)
        try FileManager.default.removeItem(atPath: source)
        #expect(try await cli.shownValue("Avatar", of: person.id) == avatar)
    }

    @Test("A database that refuses the write: exit 1 with the reason, nobody added, no photo copy left")
    func refusedWrite() async throws {
        let database = cli.path("refusing.sqlite")
        let created = try await cli.run("people", "--database", database)
        try #require(created.exited(0), "\(created)")
        try TestSQL.execute(
            """
            CREATE TRIGGER refuse_people BEFORE INSERT ON person BEGIN SELECT RAISE(ABORT, 'refused by the test'); END
            """, in: database)
        let photo = try cli.write("me.png", TinyPNG.data())

        let result = try await cli.run("add-person", "--database", database, "--name", "Ada", "--email", "ada@x.org", "--avatar", photo)

        #expect(result.exited(1), "\(result)")
        #expect(result.stdout == "")
        #expect(result.stderr == "Error: Not saved: Cannot write to the database: refused by the test. Nothing was changed.\n")
        #expect(try await cli.run("people", "--database", database).stdoutLines.last == "0 people")
        #expect(cli.avatarFiles == [])
    }
}

/// Raw SQL on a database file, to set up what the CLI cannot (old data, refusing triggers).
enum TestSQL {
    static func execute(_ sql: String, arguments: StatementArguments = [], in path: String) throws {
        let queue = try DatabaseQueue(path: path)
        try queue.writeWithoutTransaction { db in try db.execute(sql: sql, arguments: arguments) }
        try queue.close()
    }
}
