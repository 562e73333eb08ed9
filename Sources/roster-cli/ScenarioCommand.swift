import ArgumentParser
import Foundation
import RosterEngines
import RosterModel
import RosterTesting
import RosterViewModels

/// `roster-cli scenario FILE`: replays a scenario on the view models and prints the transcript.
struct ScenarioCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scenario",
        abstract: L10n.tr("Replay a scenario script on the view models and print what the screen shows after each step."),
        discussion: L10n.tr(
            "The scenario runs on an in-memory copy of the data (the sample team, or the database given with --database, which is never changed), with the clock at 2026-11-22 09:00 UTC, in US English. `roster-scenario FILE` replays the same script on the GTK window; both print the same transcript. A failed expectation exits with 1 and a diff. Steps:"
        ) + "\n" + ScenarioParser.grammar
    )

    @Option(
        name: .long, help: ArgumentHelp(L10n.tr("Start from a copy of the database at PATH instead of the sample team."), valueName: "PATH")
    )
    var database: String?

    @Argument(help: ArgumentHelp(L10n.tr("The scenario script."), valueName: "FILE")) var file: String

    func run() async throws {
        let text: String
        do {
            text = try String(contentsOfFile: file, encoding: .utf8)
        } catch {
            throw CLIError(
                L10n.tr(
                    "Cannot read {0}: {1}.", file,
                    FileManager.default.fileExists(atPath: file) ? L10n.tr("not UTF-8 text") : L10n.tr("no such file")))
        }
        let scenario: Scenario
        do {
            scenario = try ScenarioParser.parse(text, baseDirectory: (file as NSString).deletingLastPathComponent)
        } catch {
            throw CLIError("\(file): \(error)")
        }
        let source: (any DirectoryConnection)? = if let database { try await DirectoryAddress(database).open() } else { nil }
        let result: ScenarioRunner.Result
        do {
            result = try await Self.replay(scenario, database: source)
        } catch {
            source?.close()
            throw error
        }
        source?.close()
        Output.text(result.transcript, terminator: "")
        if let failure = result.failure { throw CLIError("\(file): \(failure)") }
    }

    @MainActor
    static func replay(_ scenario: Scenario, database: (any DirectoryConnection)?) async throws -> ScenarioRunner.Result {
        let environment = try await ScenarioEnvironment.make(for: scenario, database: database)
        defer { environment.cleanUp() }
        let driver = ViewModelScenarioDriver(environment: environment)
        return await ScenarioRunner.run(scenario, on: driver)
    }
}
