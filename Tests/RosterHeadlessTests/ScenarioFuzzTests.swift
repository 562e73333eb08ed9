import Foundation
import RosterTestSupport
import RosterTesting
import Testing

/// Fuzzing the scenario language: seeded mutations of the real scenarios must
/// parse or fail with a line and column inside the text; shuffled real steps
/// must replay on the view models to a transcript or a clear failure. A crash
/// or a hang fails the test run. Reproduce a failure with its seed and run.
@Suite("Fuzzing scenario files")
struct ScenarioFuzzTests {
    static let runs = ProcessInfo.processInfo.environment["ROSTER_FUZZ_RUNS"].flatMap(Int.init) ?? 40_000
    static let seed = ProcessInfo.processInfo.environment["ROSTER_FUZZ_SEED"].flatMap(UInt64.init) ?? 0x5EED_2026

    private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scenarios")

    private static func scenarios() throws -> [String] {
        try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "scenario" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
            .map { try String(contentsOf: $0, encoding: .utf8) }
    }

    @Test("mutated scenario files parse, or fail at a line and column inside the text")
    func mutatedFiles() throws {
        let texts = try Self.scenarios().map { Array($0.utf8) }
        var mutator = FuzzMutator(seed: Self.seed)
        var parsed = 0
        var refused = 0
        for run in 0..<Self.runs {
            let text = String(decoding: mutator.mutate(texts[run % texts.count]), as: UTF8.self)
            let lineCount = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).count
            do {
                let scenario = try ScenarioParser.parse(text, baseDirectory: Self.folder.path)
                parsed += 1
                let numbers = scenario.lines.map(\.line)
                #expect(
                    numbers == numbers.sorted() && numbers.allSatisfy { (1...lineCount).contains($0) },
                    "seed \(Self.seed), run \(run): line numbers \(numbers) outside 1…\(lineCount)")
            } catch {
                refused += 1
                #expect(
                    (1...lineCount + 1).contains(error.line) && error.column >= 1 && !error.message.isEmpty,
                    "seed \(Self.seed), run \(run): \(error) for a text of \(lineCount) lines")
            }
        }
        print("fuzz: scenario parser — \(Self.runs) runs (seed \(Self.seed)), \(parsed) parsed, \(refused) refused, 0 crashes")
        #expect(parsed > 0 && refused > 0, "the mutations reach both outcomes")
    }

    @Test("real steps in a random order replay to a transcript or a clear failure")
    @MainActor
    func shuffledSteps() async throws {
        // Every action step of every scenario, as written.
        let steps = try Self.scenarios().flatMap { text in
            try ScenarioParser.parse(text).lines.filter {
                // Without expectations: the runs exercise every intent in any order.
                switch $0.step {
                case .expectTranscript, .expectValue: return false
                default: return true
                }
            }.map(\.source)
        }
        var mutator = FuzzMutator(seed: Self.seed ^ 0x5CE7)
        let replays = max(20, Self.runs / 100)
        var passed = 0
        var failed = 0
        for run in 0..<replays {
            let count = mutator.int(1...12)
            let text = (0..<count).map { _ in steps[mutator.int(0...steps.count - 1)] }.joined(separator: "\n")
            let scenario = try ScenarioParser.parse(text, baseDirectory: Self.folder.path)
            let environment = try ScenarioEnvironment(store: nil)
            defer { environment.cleanUp() }
            let driver = ViewModelScenarioDriver(environment: environment)
            let result = await ScenarioRunner.run(scenario, on: driver)
            if let failure = result.failure {
                failed += 1
                #expect(
                    failure.contains("line "), "seed \(Self.seed ^ 0x5CE7), run \(run): a failure without its line: \(failure)\n\(text)")
            } else {
                passed += 1
            }
            #expect(result.transcript.hasPrefix("> ") && result.transcript.contains("\ncount: "), "seed \(Self.seed ^ 0x5CE7), run \(run)")
        }
        print("fuzz: scenario replay — \(replays) shuffled scenarios, \(passed) passed, \(failed) stopped with a clear failure, 0 crashes")
    }
}
