import Foundation
import XCTest

/// Test code stays out of the shipping app: `roster` has no test flags and links no
/// scenario runner, fault injection or window-driving API; `roster-scenario` carries them.
final class ShippingAppTests: XCTestCase {
    private static let scenarios = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Scenarios")

    /// The test process's environment with `locale` for every category (LC_ALL).
    private func environment(locale: String) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["LC_ALL"] = locale
        return environment
    }

    func testRosterHelpListsNoTestFlags() throws {
        let help = try run(try binary("roster"), ["--help"], environment: environment(locale: "C.UTF-8"))
        XCTAssertEqual(help.status, 0, help.stderr)
        XCTAssertTrue(help.stdout.contains("Usage: roster [--database PATH]"), help.stdout)
        for word in ["--break-binding", "--scenario", "scenario", "--benchmark", "benchmark"] {
            XCTAssertFalse(help.stdout.lowercased().contains(word), "roster --help mentions \(word):\n\(help.stdout)")
        }
    }

    func testRosterRefusesTheHarnessFlagsAsUnknown() throws {
        let roster = try binary("roster")
        let scenario = Self.scenarios.appendingPathComponent("01-sections-and-search.scenario").path
        for arguments in [
            ["--break-binding", "x"], ["--scenario", scenario], ["--benchmark-first-frame"], ["--benchmark-import", "x.json"],
        ] {
            let refused = try run(roster, arguments, environment: environment(locale: "C.UTF-8"))
            XCTAssertEqual(refused.status, 2, "roster \(arguments.joined(separator: " ")) was not refused")
            XCTAssertTrue(refused.stderr.contains("unknown argument '\(arguments[0])'"), refused.stderr)
            XCTAssertEqual(refused.stdout, "")
        }
    }

    func testRosterHelpAndUsageErrorsSpeakGermanUnderAGermanLocale() throws {
        let roster = try binary("roster")
        let german = environment(locale: "de_DE.UTF-8")
        let help = try run(roster, ["--help"], environment: german)
        XCTAssertEqual(help.status, 0, help.stderr)
        guard !help.stdout.contains("Usage:") else {
            throw MissingComponent(
                "roster --help is English under LC_ALL=de_DE.UTF-8: is the de_DE.UTF-8 locale installed? (make test-deps)\n\(help.stdout)")
        }
        XCTAssertTrue(help.stdout.hasPrefix("Aufruf: roster [--database PATH] [--new-person]\n"), help.stdout)
        XCTAssertTrue(help.stdout.contains("Öffnet das Fenster von Roster mit dem Personenverzeichnis."), help.stdout)
        XCTAssertTrue(help.stdout.contains("\nOptionen:\n"), help.stdout)
        XCTAssertTrue(help.stdout.contains("  -h, --help        Diese Hilfe anzeigen.\n"), help.stdout)
        let refused = try run(roster, ["--frobnicate"], environment: german)
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(refused.stderr.hasPrefix("roster: unbekanntes Argument „--frobnicate“\nAufruf: roster"), refused.stderr)
        let missingPath = try run(roster, ["--database"], environment: german)
        XCTAssertEqual(missingPath.status, 2)
        XCTAssertTrue(missingPath.stderr.hasPrefix("roster: --database braucht einen Pfad (PATH)\n"), missingPath.stderr)
        let english = try run(roster, ["--database"], environment: environment(locale: "C.UTF-8"))
        XCTAssertTrue(english.stderr.hasPrefix("roster: --database needs a PATH\nUsage: roster"), english.stderr)
    }

    func testRosterScenarioReplaysAScenarioWithItsGoldenTranscript() throws {
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else { throw MissingComponent("no display: run under xvfb-run") }
        let scenario = Self.scenarios.appendingPathComponent("05-profile-edit-save.scenario")
        let golden = try String(contentsOf: scenario.deletingPathExtension().appendingPathExtension("transcript"), encoding: .utf8)
        let replay = try run(try binary("roster-scenario"), [scenario.path])
        XCTAssertEqual(replay.status, 0, replay.stderr)
        XCTAssertEqual(replay.stdout, golden)
    }

    func testRosterScenarioHelpListsItsFlags() throws {
        let help = try run(try binary("roster-scenario"), ["--help"])
        XCTAssertEqual(help.status, 0, help.stderr)
        XCTAssertTrue(help.stdout.contains("--break-binding NAME"), help.stdout)
        let missing = try run(try binary("roster-scenario"), [])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("a scenario FILE is needed"), missing.stderr)
    }

    /// Symbol inspection: the harness's types and the window-driving members are in
    /// `roster-scenario` and not in `roster` (Swift's mangled names spell identifiers out).
    func testTheShippingBinaryLinksNoHarnessCode() throws {
        let nm = URL(fileURLWithPath: "/usr/bin/nm")
        guard FileManager.default.isExecutableFile(atPath: nm.path) else { throw MissingComponent("nm is not installed") }
        let harnessNames = [
            "RosterGtkScenarios", "WidgetScenarioDriver", "WidgetSnapshot", "ScenarioRunner", "ScenarioParser",
            "BindingFaults", "BenchmarkDriver", "typeSearch", "clickSave", "shownTaskParts", "visibleTexts",
            // The test library: the in-memory store with its fault injection.
            "RosterTesting", "InMemory",
        ]
        let harness = try run(nm, [try binary("roster-scenario").path])
        XCTAssertEqual(harness.status, 0, harness.stderr)
        for name in harnessNames {
            XCTAssertTrue(harness.stdout.contains(name), "roster-scenario should hold \(name): the inspection would prove nothing")
        }
        let shipping = try run(nm, [try binary("roster").path])
        XCTAssertEqual(shipping.status, 0, shipping.stderr)
        XCTAssertTrue(shipping.stdout.contains("MainWindow"))
        for name in harnessNames {
            let lines = shipping.stdout.split(separator: "\n").filter { $0.contains(name) }
            XCTAssertTrue(lines.isEmpty, "roster links \(name):\n\(lines.prefix(5).joined(separator: "\n"))")
        }
    }
}
