import Foundation
import Testing

@Suite("roster-cli scenario: scenario files as people write them")
struct ScenarioCommandTests {
    private static let team = """
        { "users": [
            { "id": 1, "name": "Zoë Ångström", "email": "zoe@example.org" },
            { "id": 2, "name": "Émile Zola", "email": "emile@example.fr" } ] }
        """

    @Test("a scenario with CRLF line breaks, given by a relative path, reads its data relative to its own folder")
    func crlfAndRelativeData() async throws {
        let cli = try CLISandbox()
        _ = try cli.write("data/team.json", Self.team)
        let lines = [
            "data \"../data/team.json\"", "# written on Windows", "expect count = 2 people", "select \"Zoë Ångström\"",
            "expect selected = Zoë Ångström <zoe@example.org>", "",
        ]
        _ = try cli.write("scenarios/crlf.scenario", lines.joined(separator: "\r\n"))
        // The sandbox is the working directory: the scenario's folder is relative to it.
        let result = try await cli.run("scenario", "scenarios/crlf.scenario")
        #expect(result.exitCode == 0, "\(result)")
        #expect(result.stdout.contains("count: 2 people"), "\(result)")
        #expect(result.stdout.contains("> select \"Zoë Ångström\""), "\(result)")
    }

    @Test("a missing data file names the path it looked for, resolved from the scenario's folder")
    func missingData() async throws {
        let cli = try CLISandbox()
        _ = try cli.write("scenarios/s.scenario", "data \"../nowhere/team.json\"\nexpect count = 2 people\n")
        let result = try await cli.run("scenario", "scenarios/s.scenario")
        #expect(result.exitCode == 1, "\(result)")
        #expect(result.stderr.contains(cli.path("nowhere/team.json")), "\(result)")
    }
}
