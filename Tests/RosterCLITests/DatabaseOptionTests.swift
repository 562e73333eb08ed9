import Foundation
import Testing

/// Which database `roster-cli` opens: the default one under `$XDG_DATA_HOME`, or `--database PATH`.
@Suite("roster-cli --database and the default database", .timeLimit(.minutes(2)))
struct DatabaseOptionTests {
    let cli: CLISandbox

    init() throws {
        cli = try CLISandbox()
    }

    private var fileManager: FileManager { .default }

    @Test("The default database is created and seeded at $XDG_DATA_HOME/roster/roster.sqlite")
    func defaultDatabaseUnderXDGDataHome() async throws {
        #expect(!fileManager.fileExists(atPath: cli.defaultDatabasePath))

        let result = try await cli.run("people")

        #expect(result.exitCode == 0, "\(result)")
        #expect(result.stdoutLines.last == "10 people")
        #expect(fileManager.fileExists(atPath: cli.defaultDatabasePath))
        #expect(!fileManager.fileExists(atPath: cli.home.appendingPathComponent(".local/share/roster").path))
    }

    @Test("A default database that existed and is gone is reported, not silently replaced by a new one")
    func missingDefaultDatabaseIsReported() async throws {
        #expect(try await cli.run("people").exitCode == 0)
        try fileManager.removeItem(atPath: cli.defaultDatabasePath)

        let missing = try await cli.run("people")
        #expect(missing.exitCode == 1, "\(missing)")
        #expect(missing.stderr.contains("\(cli.defaultDatabasePath) is missing"), "\(missing)")
        #expect(missing.stderr.contains("Put it back"), "\(missing)")
        #expect(!fileManager.fileExists(atPath: cli.defaultDatabasePath), "no empty database was made in its place")

        // Deleting the record the message names starts a new directory with the sample team.
        let record = cli.dataHome.appendingPathComponent("roster/.roster-database-created").path
        #expect(missing.stderr.contains(record), "\(missing)")
        try fileManager.removeItem(atPath: record)
        let fresh = try await cli.run("people")
        #expect(fresh.exitCode == 0, "\(fresh)")
        #expect(fresh.stdoutLines.last == "10 people")
    }

    @Test("A relative XDG_DATA_HOME is ignored: the database goes to ~/.local/share/roster")
    func relativeXDGDataHomeFallsBackToHome() async throws {
        var environment = cli.environment
        environment["XDG_DATA_HOME"] = "relative/data"

        let result = try await cli.run(["people"], environment: environment)

        #expect(result.exitCode == 0, "\(result)")
        #expect(result.stdoutLines.last == "10 people")
        #expect(fileManager.fileExists(atPath: cli.home.appendingPathComponent(".local/share/roster/roster.sqlite").path))
        #expect(!fileManager.fileExists(atPath: cli.files.appendingPathComponent("relative").path))
    }

    @Test(
        "--database works before and after the subcommand; a new database starts empty",
        arguments: [
            ["--database", "new.sqlite", "people"],
            ["--database=new.sqlite", "people"],
            ["people", "--database", "new.sqlite"],
            ["people", "--database=new.sqlite"],
        ]
    )
    func explicitDatabaseStartsEmpty(_ arguments: [String]) async throws {
        let result = try await cli.run(arguments)

        #expect(result.exitCode == 0, "\(result)")
        #expect(result.stderr == "")
        #expect(
            result.stdoutLines == [
                "No people yet",
                "Add someone, or import a team from a file.",
                "  roster-cli add-person --name NAME --email EMAIL",
                "  roster-cli import FILE",
                "",
                "0 people",
            ])
        #expect(fileManager.fileExists(atPath: cli.path("new.sqlite")))
        // The option was honoured: the default database was never opened.
        #expect(!fileManager.fileExists(atPath: cli.defaultDatabasePath))
    }

    @Test("--database before the subcommand combines with the subcommand's own options")
    func explicitDatabaseBeforeSubcommandWithOptions() async throws {
        let database = cli.path("team.sqlite")
        let file = try cli.write("team.json", #"[{"id": 7, "name": "Grace Hopper", "email": "grace@navy.mil"}]"#)

        let imported = try await cli.run("--database", database, "import", file)
        #expect(imported.exitCode == 0, "\(imported)")
        #expect(imported.stdout == "Imported 1 person (1 added) into \(database).\n")

        let listed = try await cli.run("--database", database, "people", "--json", "--search", "grace")
        #expect(listed.exitCode == 0, "\(listed)")
        let document = try JSONDecoder().decode(PeopleDocument.self, from: Data(listed.stdout.utf8))
        #expect(document.count == "1 of 1 person")
        #expect(document.everyone == [.init(id: 7, name: "Grace Hopper", email: "grace@navy.mil")])
        #expect(!fileManager.fileExists(atPath: cli.defaultDatabasePath))
    }

    @Test("An explicit database and the default one are separate")
    func explicitDatabaseIsSeparateFromDefault() async throws {
        let file = try cli.write("team.json", #"[{"id": 1, "name": "Zed Only", "email": "zed@x.org"}]"#)
        let imported = try await cli.run("import", "--database", "other.sqlite", file)
        try #require(imported.exitCode == 0, "\(imported)")

        let other = try await cli.peopleDocument("--database", "other.sqlite")
        #expect(other.count == "1 person")
        #expect(other.everyone == [.init(id: 1, name: "Zed Only", email: "zed@x.org")])

        let standard = try await cli.peopleDocument()
        #expect(standard.count == "10 people")
        #expect(standard.everyone.first { $0.id == 1 }?.name == "Leanne Graham")
    }

    @Test("A --database missing folders is created with them")
    func explicitDatabaseCreatesFolders() async throws {
        let database = cli.path("deep/er/roster.sqlite")

        let result = try await cli.run("people", "--database", database)

        #expect(result.exitCode == 0, "\(result)")
        #expect(result.stdoutLines.last == "0 people")
        #expect(fileManager.fileExists(atPath: database))
    }

    @Test("A file that is not SQLite is refused with a readable message and left untouched")
    func notSQLite() async throws {
        let contents = Data(String(repeating: "These are my notes, not a database.\n", count: 40).utf8)
        let database = try cli.write("notes.txt", contents)

        for arguments in [["--database", database, "people"], ["people", "--json", "--database", database]] {
            let result = try await cli.run(arguments)

            #expect(result.exitCode == 1, "\(result)")
            #expect(!result.crashed)
            #expect(result.stdout == "")
            #expect(result.stderr == "Error: Cannot open the database at \(database): the file is not a Roster database (not SQLite).\n")
            #expect(!crashMarkers.contains { result.stderr.contains($0) }, "\(result)")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: database)) == contents)
    }

    @Test("Importing into a file that is not SQLite fails before changing anything")
    func importIntoNotSQLite() async throws {
        let contents = Data(String(repeating: "plain text\n", count: 100).utf8)
        let database = try cli.write("notes.txt", contents)
        let file = try cli.write("team.json", #"[{"id": 1, "name": "A", "email": "a@b"}]"#)

        let result = try await cli.run("import", "--database", database, file)

        #expect(result.exitCode == 1, "\(result)")
        #expect(result.stdout == "")
        #expect(result.stderr.contains("the file is not a Roster database (not SQLite)"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: database)) == contents)
    }

    @Test("A --database whose folder cannot be created is refused with a readable message")
    func folderCannotBeCreated() async throws {
        try cli.write("plain-file", "not a folder")
        let database = cli.path("plain-file/sub/roster.sqlite")

        let result = try await cli.run("people", "--database", database)

        #expect(result.exitCode == 1, "\(result)")
        #expect(!result.crashed)
        #expect(result.stdout == "")
        #expect(
            result.stderr == "Error: Cannot open the database at \(database): cannot create the folder \(cli.path("plain-file/sub")).\n")
    }

    @Test("“~/” in --database means $HOME, as in the shell")
    func tildeMeansHome() async throws {
        let name = "roster-cli-tests-\(UUID().uuidString).sqlite"
        // If “~” resolves to the account's home directory instead of $HOME, remove what lands there.
        let accountHome = URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent(name).path
        defer {
            for suffix in ["", "-wal", "-shm"] where accountHome != cli.home.appendingPathComponent(name).path {
                try? fileManager.removeItem(atPath: accountHome + suffix)
            }
        }

        let result = try await cli.run("people", "--database", "~/\(name)")

        #expect(result.exitCode == 0, "\(result)")
        #expect(
            fileManager.fileExists(atPath: cli.home.appendingPathComponent(name).path),
            "expected the database in $HOME (\(cli.home.path)), it went to \(accountHome)")
    }
}
