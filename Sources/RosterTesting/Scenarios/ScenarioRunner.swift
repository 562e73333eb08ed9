import Foundation

/// Replays a scenario on a driver and records the transcript: after every
/// action, its line and what is on screen.
@MainActor
public enum ScenarioRunner {
    /// What a run printed and how it ended.
    public struct Result: Sendable {
        /// The transcript of the whole run, up to the failure if any.
        public var transcript: String
        /// Why the run stopped early: a failed expectation (with a diff) or a step that could not run.
        public var failure: String?
        /// How many steps ran.
        public var stepsRun: Int

        /// A run's result (a harness that could not start the run reports its error as `failure`).
        public init(transcript: String, failure: String?, stepsRun: Int) {
            self.transcript = transcript
            self.failure = failure
            self.stepsRun = stepsRun
        }
    }

    /// Replays `scenario` on `driver`: its world changes before the first action, `start()`, then
    /// each step, settling after each action and recording what is on screen; it stops at the first
    /// failed expectation or step that cannot run.
    public static func run(_ scenario: Scenario, on driver: some ScenarioDriver) async -> Result {
        var transcript = ""
        var steps = 0
        // Failures set up before the first action apply from the start (a load that fails).
        let setup = scenario.lines.prefix { $0.step.isWorldChange }
        for line in setup {
            steps += 1
            try? await driver.perform(line.step, baseDirectory: scenario.baseDirectory)
            transcript += "> \(line.source)\n"
        }
        driver.start()
        await driver.settle()
        transcript += "> start\n" + TranscriptRenderer.render(driver.snapshot())
        for line in scenario.lines.dropFirst(setup.count) {
            steps += 1
            switch line.step {
            case .expectValue(let path, let expected):
                let actual = TranscriptRenderer.value(at: path, in: driver.snapshot())
                if actual != expected {
                    return Result(
                        transcript: transcript,
                        failure: """
                            line \(line.line): \(line.source)
                            expected: \(TranscriptRenderer.quoted(expected))
                              actual: \(TranscriptRenderer.quoted(actual))
                            """, stepsRun: steps)
                }
            case .expectTranscript(let expected):
                let actual = TranscriptRenderer.render(driver.snapshot())
                if actual != expected {
                    return Result(
                        transcript: transcript,
                        failure: "line \(line.line): \(line.source): the screen differs (- expected, + actual)\n"
                            + TextDiff.unified(expected: expected, actual: actual), stepsRun: steps)
                }
            default:
                do {
                    try await driver.perform(line.step, baseDirectory: scenario.baseDirectory)
                } catch {
                    return Result(transcript: transcript, failure: "line \(line.line): \(line.source): \(error)", stepsRun: steps)
                }
                await driver.settle()
                transcript += "> \(line.source)\n" + TranscriptRenderer.render(driver.snapshot())
            }
        }
        return Result(transcript: transcript, failure: nil, stepsRun: steps)
    }
}
