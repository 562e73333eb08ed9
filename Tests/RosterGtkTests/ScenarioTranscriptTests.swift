import Foundation
import XCTest

/// Every scenario in Tests/Scenarios, replayed on both fronts — `roster-cli
/// scenario` (view models) and `roster-scenario` (the real widgets) — must
/// print its golden transcript byte for byte. A difference is a binding bug.
final class ScenarioTranscriptTests: XCTestCase {
    private static let scenarios = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Scenarios")

    private func scenarioFiles() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: Self.scenarios, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "scenario" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    func testThereAreScenariosForEveryArea() throws {
        XCTAssertGreaterThanOrEqual(try scenarioFiles().count, 12)
    }

    func testEveryScenarioPrintsItsGoldenTranscriptOnBothFronts() throws {
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else { throw MissingComponent("no display: run under xvfb-run") }
        let cli = try binary("roster-cli")
        let gtk = try binary("roster-scenario")
        for scenario in try scenarioFiles() {
            let name = scenario.lastPathComponent
            let golden = try String(contentsOf: scenario.deletingPathExtension().appendingPathExtension("transcript"), encoding: .utf8)
            let headless = try run(cli, ["scenario", scenario.path])
            XCTAssertEqual(headless.status, 0, "\(name) failed headless:\n\(headless.stderr)")
            XCTAssertEqual(headless.stdout, golden, "\(name): the headless transcript differs from the golden file")
            let window = try run(gtk, [scenario.path])
            XCTAssertEqual(window.status, 0, "\(name) failed on the GTK window:\n\(window.stderr)")
            XCTAssertEqual(window.stdout, golden, "\(name): the GTK transcript differs from the golden file — a binding bug")
        }
    }

    func testAWrongExpectationFailsWithAReadableDiffOnBothFronts() throws {
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else { throw MissingComponent("no display: run under xvfb-run") }
        let value = Self.scenarios.appendingPathComponent("failing/wrong-expectation.scenario").path
        let headless = try run(try binary("roster-cli"), ["scenario", value])
        XCTAssertEqual(headless.status, 1)
        XCTAssertTrue(
            headless.stderr.contains("line 3: expect count = 3 of 10 people\nexpected: \"3 of 10 people\"\n  actual: \"2 of 10 people\""),
            headless.stderr)
        let window = try run(try binary("roster-scenario"), [value])
        XCTAssertEqual(window.status, 1)
        XCTAssertTrue(window.stderr.contains("actual: \"2 of 10 people\""), window.stderr)

        let block = Self.scenarios.appendingPathComponent("failing/wrong-transcript.scenario").path
        let diff = try run(try binary("roster-cli"), ["scenario", block])
        XCTAssertEqual(diff.status, 1)
        XCTAssertTrue(
            diff.stderr.contains("  search: \"zzz\"\n- count: 1 of 10 people\n+ count: 0 of 10 people\n  list: empty"), diff.stderr)
    }

    /// One refusal rule for both fronts: a step on a control that is hidden or
    /// disabled fails the same way, with the same words, on the view models and
    /// on the window (each `failing/refused-*.scenario` says which words).
    func testARefusedStepFailsAlikeOnBothFronts() throws {
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else { throw MissingComponent("no display: run under xvfb-run") }
        let folder = Self.scenarios.appendingPathComponent("failing")
        let refused = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.lastPathComponent.hasPrefix("refused-") && $0.pathExtension == "scenario" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        XCTAssertGreaterThanOrEqual(refused.count, 5)
        for scenario in refused {
            let name = scenario.lastPathComponent
            let text = try String(contentsOf: scenario, encoding: .utf8)
            guard
                let expected = text.split(separator: "\n").first?.split(separator: ":", maxSplits: 1).last?
                    .trimmingCharacters(in: .whitespaces)
            else { return XCTFail("\(name) lacks its “# refused: …” line") }
            let headless = try run(try binary("roster-cli"), ["scenario", scenario.path])
            let window = try run(try binary("roster-scenario"), [scenario.path])
            XCTAssertEqual(headless.status, 1, "\(name) headless:\n\(headless.stderr)")
            XCTAssertEqual(window.status, 1, "\(name) on the window:\n\(window.stderr)")
            XCTAssertTrue(headless.stderr.hasSuffix(": \(expected)\n"), "\(name) headless: \(headless.stderr)")
            XCTAssertEqual(window.stderr, headless.stderr, "\(name): the fronts refuse differently")
            XCTAssertEqual(window.stdout, headless.stdout, "\(name): the fronts show different screens up to the refusal")
        }
    }

    func testABrokenBindingIsReportedAsADifference() throws {
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else { throw MissingComponent("no display: run under xvfb-run") }
        // The count label drops its updates: the window then shows a stale count line.
        let scenario = Self.scenarios.appendingPathComponent("01-sections-and-search.scenario")
        let golden = try String(contentsOf: scenario.deletingPathExtension().appendingPathExtension("transcript"), encoding: .utf8)
        let broken = try run(try binary("roster-scenario"), [scenario.path, "--break-binding", "list.count"])
        XCTAssertNotEqual(broken.status, 0, "the scenario's own expectations catch the stale count")
        XCTAssertNotEqual(broken.stdout, golden, "the transcript shows the broken binding")
        XCTAssertTrue(broken.stderr.contains("expect count"), broken.stderr)
    }
}
