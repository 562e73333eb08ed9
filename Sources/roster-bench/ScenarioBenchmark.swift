import Foundation
import RosterTesting

/// Scenario replay speed: headless steps per second, and the GTK window's time per scenario.
struct ScenarioBenchmark: Sendable {
    let directory: URL

    var files: [URL] {
        ((try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.pathExtension == "scenario" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// Replays every scenario `rounds` times on the view models; returns steps per second.
    // Unoptimised harness (the replayed code is optimised): Swift 6.3's optimiser crashes splitting this coroutine.
    @_optimize(none)
    @MainActor
    func headlessStepsPerSecond(rounds: Int = 5) async throws -> (stepsPerSecond: Double, steps: Int) {
        let scenarios = try files.map { file in
            try ScenarioParser.parse(String(contentsOf: file, encoding: .utf8), baseDirectory: directory.path)
        }
        var steps = 0
        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<rounds {
            for scenario in scenarios {
                steps += try await Self.replay(scenario)
            }
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return (Double(steps) / seconds, steps)
    }

    /// Replays one scenario headless; returns how many steps ran.
    @_optimize(none)
    @MainActor
    private static func replay(_ scenario: Scenario) async throws -> Int {
        let environment = try await ScenarioEnvironment.make(for: scenario, database: nil)
        let driver = ViewModelScenarioDriver(environment: environment)
        let result = await ScenarioRunner.run(scenario, on: driver)
        environment.cleanUp()
        if let failure = result.failure { throw BenchmarkError("scenario failed: \(failure)") }
        return result.stepsRun
    }

    /// Wall time of `roster-scenario FILE` for each scenario, in milliseconds.
    func windowReplayMilliseconds(app: String) throws -> [(name: String, milliseconds: Double)] {
        try files.map { file in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: app)
            process.arguments = [file.path]
            process.standardOutput = FileHandle.nullDevice
            let start = DispatchTime.now().uptimeNanoseconds
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else { throw BenchmarkError("roster-scenario \(file.lastPathComponent) failed") }
            return (file.deletingPathExtension().lastPathComponent, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
    }
}
