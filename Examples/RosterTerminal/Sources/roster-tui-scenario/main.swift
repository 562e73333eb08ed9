import Foundation
import RosterTerminalViews
import RosterTesting
import RosterViewModels
import TerminalKit

// roster-tui-scenario FILE: replays a scenario of Tests/Scenarios on the terminal front and prints
// its transcript, which must be the other fronts' byte for byte (`make terminal-scenarios`).
// Part of the test harness: built, never installed.

let usage = """
    usage: roster-tui-scenario [--break-binding NAME] FILE
           roster-tui-scenario --list-bindings
      Replays the scenario FILE on roster-tui's front (keys and clicks into its key handler, on an
      off-screen ncurses screen of 200×200) and prints the transcript read off that screen.
      Exits 0 when every step ran and every expectation held, 1 when not, 2 on unusable input.
      --break-binding NAME  draws the binding NAME stale (its first value, for ever): a mutant
      --list-bindings       prints the name of every binding of the front, one a line

    """
var arguments = Array(CommandLine.arguments.dropFirst())
if arguments == ["--list-bindings"] {
    for binding in FrontBinding.allCases { print(binding.rawValue) }
    exit(0)
}
if arguments.first == "--break-binding", arguments.count >= 2 {
    guard let binding = FrontBinding(rawValue: arguments[1]) else {
        FileHandle.standardError.write(Data("roster-tui-scenario: no binding \(arguments[1]) (--list-bindings)\n".utf8))
        exit(2)
    }
    TerminalFront.brokenBinding = binding
    arguments.removeFirst(2)
}
guard arguments.count == 1, let file = arguments.first, !file.hasPrefix("-") else {
    let help = arguments == ["--help"] || arguments == ["-h"]
    FileHandle.standardError.write(Data((help ? "" : "roster-tui-scenario: one scenario file, please\n").utf8))
    if help { print(usage, terminator: "") } else { FileHandle.standardError.write(Data(usage.utf8)) }
    exit(help ? 0 : 2)
}

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(status)
}

guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { fail("roster-tui-scenario: cannot read \(file)", status: 2) }
let scenario: Scenario
do {
    scenario = try ScenarioParser.parse(text, baseDirectory: (file as NSString).deletingLastPathComponent)
} catch {
    fail("roster-tui-scenario: \(file): \(error)", status: 2)
}

// The screen reads colours back (an error's, a status's): colours stay on whatever the caller's NO_COLOR.
unsetenv("NO_COLOR")
let screen = Screen()
// Tall and wide enough that nothing a transcript reads is cut or scrolled away.
screen.startOffscreen(rows: 200, columns: 200)
let result: ScenarioRunner.Result
do {
    let environment = try await ScenarioEnvironment.make(for: scenario, database: nil)
    defer { environment.cleanUp() }
    let driver = TerminalScenarioDriver(environment: environment, screen: screen)
    result = await ScenarioRunner.run(scenario, on: driver)
} catch {
    result = ScenarioRunner.Result(transcript: "", failure: "\(error)", stepsRun: 0)
}
screen.stop()
print(result.transcript, terminator: "")
if let failure = result.failure {
    FileHandle.standardError.write(Data("Error: \(file): \(failure)\n".utf8))
    exit(1)
}
exit(0)
