import Foundation
import Testing

/// `roster-cli export [--output FILE]` and its round trip through `import`.
@Suite("roster-cli export", .timeLimit(.minutes(3)))
struct ExportCommandTests {
    let cli: CLISandbox

    init() throws {
        cli = try CLISandbox()
    }

    @Test("Without --output the JSON alone goes to stdout: every person and task, no photos, nothing on stderr")
    func toStandardOutput() async throws {
        let photo = try cli.write("me.png", TinyPNG.data())
        try #require(try await cli.run("edit", "1", "--avatar", photo).exited(0))

        let result = try await cli.run("export")

        #expect(result.exited(0), "\(result)")
        #expect(result.stderr == "")
        #expect(result.stdout.hasPrefix("{\n  \"users\": [\n"), "\(result.stdout.prefix(80))")
        let document = try JSONDecoder().decode(ExportFormat.Document.self, from: Data(result.stdout.utf8))
        #expect(document.users.map(\.id) == Array(1...10))
        #expect(document.users.allSatisfy { $0.avatar == nil })
        #expect(document.todos.count == 200)
        #expect(!FileManager.default.fileExists(atPath: cli.path("avatars")))
    }

    @Test("An empty directory exports as empty lists")
    func emptyDirectory() async throws {
        let result = try await cli.run("export", "--database", cli.path("empty.sqlite"))

        #expect(result.exited(0), "\(result)")
        #expect(result.stdout == "{\n  \"users\": [],\n  \"todos\": []\n}\n")
    }

    @Test("export → import into an empty database → export gives the same bytes: Unicode, tasks, due dates and photos")
    func roundTrip() async throws {
        // Make the directory more than the sample: Unicode everywhere, multi-line text, quotes, photos, due dates.
        let ada = TinyPNG.data(red: 0xAA)
        let leanne = TinyPNG.data(blue: 0x11)
        let added = try await cli.run(
            "add-person", "--name", "Émile Zola 李小龍 🧪", "--email", "émile@zola.fr", "--company", "Éditions « Charpentier »",
            "--bio", "Première ligne \"citée\" \\ fin\nDeuxième ligne — ✍️", "--website", "https://zola.example.fr/ü",
            "--avatar", try cli.write("ada.png", ada)
        )
        try #require(added.stdout == "Added Émile Zola 李小龍 🧪 as #11.\n", "\(added)")
        try #require(try await cli.run("add-task", "11", "Écrire « J’accuse… ! » 📰", "--due", "2026-12-31").exited(0))
        try #require(try await cli.run("add-task", "11", "Relire 日本語のテキスト").exited(0))
        try #require(try await cli.run("done", "11", "202").exited(0))
        try #require(try await cli.run("edit", "1", "--avatar", try cli.write("leanne.png", leanne)).exited(0))

        let first = cli.path("first/team.json")
        let exported = try await cli.run("export", "--output", first)
        #expect(exported.exited(0), "\(exported)")
        #expect(exported.stderr == "")
        #expect(exported.stdout == "Exported 11 people, 202 tasks and 2 photos to team.json.\n")
        // The photos written are the stored copies (which Roster keeps as PNGs of its own making).
        let storedAda = try Data(contentsOf: URL(fileURLWithPath: try #require(try await cli.shownValue("Avatar", of: 11))))
        let storedLeanne = try Data(contentsOf: URL(fileURLWithPath: try #require(try await cli.shownValue("Avatar", of: 1))))
        #expect(storedAda != storedLeanne)
        #expect(try Data(contentsOf: URL(fileURLWithPath: cli.path("first/avatars/11.png"))) == storedAda)
        #expect(try Data(contentsOf: URL(fileURLWithPath: cli.path("first/avatars/1.png"))) == storedLeanne)
        let document = try JSONDecoder().decode(ExportFormat.Document.self, from: Data(contentsOf: URL(fileURLWithPath: first)))
        #expect(document.users.last?.name == "Émile Zola 李小龍 🧪")
        #expect(document.users.last?.avatar == "avatars/11.png")
        #expect(document.todos.suffix(2).map(\.title) == ["Écrire « J’accuse… ! » 📰", "Relire 日本語のテキスト"])
        #expect(document.todos.suffix(2).map(\.dueDate) == ["2026-12-31", nil])
        #expect(document.todos.suffix(2).map(\.completed) == [false, true])

        // Into an empty database (no sample team), then out again.
        let copy = cli.path("copy.sqlite")
        let imported = try await cli.run("import", "--database", copy, first)
        #expect(imported.exited(0), "\(imported)")
        #expect(imported.stdout == "Imported 11 people (11 added, 202 tasks) into \(copy).\n")
        let second = cli.path("second/team.json")
        let reexported = try await cli.run("--database", copy, "export", "--output", second)
        #expect(reexported.exited(0), "\(reexported)")

        #expect(try Data(contentsOf: URL(fileURLWithPath: second)) == Data(contentsOf: URL(fileURLWithPath: first)))
        #expect(try FileManager.default.contentsOfDirectory(atPath: cli.path("second/avatars")).sorted() == ["1.png", "11.png"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: cli.path("second/avatars/11.png"))) == storedAda)
        #expect(try Data(contentsOf: URL(fileURLWithPath: cli.path("second/avatars/1.png"))) == storedLeanne)

        // The stdout form too (it leaves photos out, the same way on both sides).
        let original = try await cli.run("export")
        let again = try await cli.run("export", "--database", copy)
        #expect(original.exited(0) && again.exited(0))
        #expect(original.stdout == again.stdout)
        #expect(original.stdout.contains("Émile Zola 李小龍 🧪"))
    }

    @Test("An unwritable --output: exit 1 with the reason, nothing on stdout, nothing written")
    func unwritablePath() async throws {
        let notAFolder = try cli.write("plain.txt", "not a folder\n")
        let target = notAFolder + "/team.json"

        let result = try await cli.run("export", "--output", target)

        #expect(result.exited(1), "\(result)")
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("Error: Not exported: Cannot write \(target): "), "\(result)")
        #expect(try String(contentsOfFile: notAFolder, encoding: .utf8) == "not a folder\n")
    }

    @Test("A folder or an empty name as --output is a usage error, and nothing is written")
    func outputNotAFile() async throws {
        let folder = cli.path("exports")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)

        let intoFolder = try await cli.run("export", "--output", folder)
        #expect(intoFolder.exited(64), "\(intoFolder)")
        #expect(
            intoFolder.stderr.hasPrefix("Error: \(folder) is a folder; give a file name in it, such as \(folder)/roster.json.\n"),
            "\(intoFolder)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == [])

        let empty = try await cli.run("export", "--output", "")
        #expect(empty.exited(64), "\(empty)")
        #expect(empty.stderr.hasPrefix("Error: --output needs a file name, such as roster.json.\n"), "\(empty)")
        #expect(!FileManager.default.fileExists(atPath: cli.defaultDatabasePath))
    }

    @Test("An existing file is replaced as a whole")
    func replacesFile() async throws {
        let target = try cli.write("team.json", String(repeating: "old content that is longer than the export? no\n", count: 10))

        let result = try await cli.run("export", "--output", target, "--database", cli.path("empty.sqlite"))

        #expect(result.exited(0), "\(result)")
        #expect(result.stdout == "Exported 0 people, 0 tasks to team.json.\n")
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "{\n  \"users\": [],\n  \"todos\": []\n}\n")
    }
}
