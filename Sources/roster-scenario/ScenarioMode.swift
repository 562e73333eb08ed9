import CGtk
import Foundation
import GtkKit
import RosterEngines
import RosterGtk
import RosterGtkScenarios
import RosterModel
import RosterTesting

/// `roster-scenario FILE`: the scenario replayed on the real window.
@MainActor
enum ScenarioMode {
    /// Runs the scenario and returns the exit status (0 passed, 1 failed, 2 unusable input).
    static func run(file: String, options: HarnessOptions) -> Int32 {
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
            return fail("roster-scenario: cannot read \(file)", status: 2)
        }
        let scenario: Scenario
        do {
            scenario = try ScenarioParser.parse(text, baseDirectory: (file as NSString).deletingLastPathComponent)
        } catch {
            return fail("roster-scenario: \(file): \(error)", status: 2)
        }
        guard Toolkit.initialize() else { return fail("roster-scenario: cannot open a display (set DISPLAY, or use xvfb-run)", status: 2) }
        MainLoopBridge.install()
        DesktopSettings.animationsEnabled = false
        if let name = options.brokenBinding { BindingFaults.dropUpdates(of: name) }

        var outcome: (result: ScenarioRunner.Result, status: Int32)?
        Task { @MainActor in
            do {
                let database: (any DirectoryConnection)? = options.address.isStandard ? nil : try await options.address.open()
                defer { database?.close() }
                let environment = try await ScenarioEnvironment.make(for: scenario, database: database)
                defer { environment.cleanUp() }
                let window = MainWindow(application: nil, app: environment.app, undoTimeout: 0)
                let driver = WidgetScenarioDriver(window: window, environment: environment)
                let result = await ScenarioRunner.run(scenario, on: driver)
                driver.window.window.destroy()
                outcome = (result, result.failure == nil ? 0 : 1)
            } catch {
                outcome = (ScenarioRunner.Result(transcript: "", failure: "\(error)", stepsRun: 0), 1)
            }
        }
        // The scenario's awaits resume from this loop (main queue bridged into GLib).
        while outcome == nil { g_main_context_iteration(nil, 1) }
        guard let outcome else { return 1 }
        print(outcome.result.transcript, terminator: "")
        if let failure = outcome.result.failure {
            FileHandle.standardError.write(Data("Error: \(file): \(failure)\n".utf8))
        }
        return outcome.status
    }

    private static func fail(_ message: String, status: Int32) -> Int32 {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        return status
    }
}
