import Foundation
import Testing

/// Text printed to a terminal cannot drive it: escapes and bidi overrides stored by
/// an older version (or another program) are shown as `\u{…}`. Piped output and JSON stay exact.
@Suite("roster-cli output on a terminal", .timeLimit(.minutes(2)))
struct TerminalEscapingTests {
    let cli: CLISandbox
    let database: String

    /// A name that would turn the terminal red and reverse the rest of the line.
    static let name = "Evil\u{1B}[31mRed\u{202E}gnp.exe"
    static let shownName = #"Evil\u{1B}[31mRed\u{202E}gnp.exe"#
    static let title = "Clear\u{1B}[2J\u{9B}31m\u{7}"
    static let shownTitle = #"Clear\u{1B}[2J\u{9B}31m\u{7}"#

    init() throws {
        cli = try CLISandbox()
        database = cli.path("legacy.sqlite")
    }

    /// A database holding what today's rules refuse: written directly, as an older version could have.
    private func makeLegacyDatabase() async throws {
        let created = try await cli.run("people", "--database", database)
        try #require(created.exited(0), "\(created)")
        try TestSQL.execute("INSERT INTO person (id, name, email) VALUES (1, ?, 'evil@example.org')", arguments: [Self.name], in: database)
        try TestSQL.execute("INSERT INTO task (id, personId, title, position) VALUES (7, 1, ?, 0)", arguments: [Self.title], in: database)
    }

    private func expectNoRawControls(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let raw = text.unicodeScalars.filter { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}" }
        #expect(
            raw.isEmpty, "raw control characters reached the terminal: \(raw.map { String($0.value, radix: 16) })",
            sourceLocation: sourceLocation)
    }

    @Test("people, show and tasks escape stored control characters on a terminal")
    func listingsAreEscaped() async throws {
        try await makeLegacyDatabase()

        let people = try await cli.runInTerminal(["people", "--database", database])
        #expect(people.exitCode == 0, "\(people)")
        #expect(people.terminalLines.contains("  \(Self.shownName) <evil@example.org>  #1"), "\(people)")
        expectNoRawControls(people.terminal)

        let show = try await cli.runInTerminal(["show", "1", "--database", database])
        #expect(show.exitCode == 0, "\(show)")
        #expect(show.terminalLines.first == "Name       \(Self.shownName)", "\(show)")
        expectNoRawControls(show.terminal)

        let tasks = try await cli.runInTerminal(["tasks", "1", "--database", database])
        #expect(tasks.exitCode == 0, "\(tasks)")
        #expect(tasks.terminalLines.first == "[ ] #7 \(Self.shownTitle)", "\(tasks)")
        expectNoRawControls(tasks.terminal)
    }

    @Test("edit and delete-person escape the name in what they print")
    func confirmationsAreEscaped() async throws {
        try await makeLegacyDatabase()

        let unchanged = try await cli.runInTerminal(["edit", "1", "--email", "evil@example.org", "--database", database])
        #expect(unchanged.exitCode == 0, "\(unchanged)")
        #expect(unchanged.terminal == "Nothing to save: the values are already \(Self.shownName)'s.\n")

        let deleted = try await cli.runInTerminal(["delete-person", "1", "--database", database])
        #expect(deleted.exitCode == 0, "\(deleted)")
        #expect(deleted.terminal == "Deleted \(Self.shownName) and 1 task.\n")
    }

    @Test("add-person on a terminal prints ordinary Unicode as it is")
    func unicodeIsNotEscaped() async throws {
        let added = try await cli.runInTerminal(["add-person", "--name", "Émile Zola 李 🧪", "--email", "emile@zola.fr"])

        #expect(added.exitCode == 0, "\(added)")
        #expect(added.terminal == "Added Émile Zola 李 🧪 as #11.\n")
    }

    @Test("Error messages on a terminal are escaped too")
    func errorsAreEscaped() async throws {
        try await makeLegacyDatabase()

        let result = try await cli.runInTerminal(["done", "1", "x\u{1B}]0;owned\u{7}", "--database", database], stderrToTerminal: true)

        #expect(result.exitCode == 1, "\(result)")
        #expect(result.terminal == "Error: Person 1 has no task “x\\u{1B}]0;owned\\u{7}”.\n")
    }

    @Test("JSON on a terminal and text into a pipe stay exact")
    func jsonAndPipesAreExact() async throws {
        try await makeLegacyDatabase()

        let json = try await cli.runInTerminal(["people", "--json", "--database", database])
        #expect(json.exitCode == 0, "\(json)")
        let document = try JSONDecoder().decode(PeopleDocument.self, from: Data(json.terminal.utf8))
        #expect(document.everyone.map(\.name) == [Self.name])

        let tasksJSON = try await cli.runInTerminal(["tasks", "1", "--json", "--database", database])
        #expect(try JSONDecoder().decode(TasksDocument.self, from: Data(tasksJSON.terminal.utf8)).tasks.map(\.title) == [Self.title])

        let piped = try await cli.run("show", "1", "--database", database)
        #expect(piped.exited(0), "\(piped)")
        #expect(piped.stdoutLines.first == "Name       \(Self.name)")
    }
}
