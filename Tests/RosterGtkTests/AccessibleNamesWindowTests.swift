import CGtk
import GtkKit
import GtkTestSupport
import RosterGtk
import RosterGtkScenarios
import RosterTesting
import RosterViewModels
import XCTest

/// Every control a screen reader reaches in the People list and on the person's pages has a name: walked in GTK's
/// widget tree itself (every mapped widget with an interactive role), not in the transcript's
/// list, so a control nobody thought to list is counted too: the sample team's list (headers
/// and placeholder too), Leanne's profile form and her twenty tasks.
final class AccessibleNamesWindowTests: XCTestCase {
    func testEveryControlOfThePeopleListAndThePersonsPagesIsNamed() throws {
        try MainActor.assumeIsolated {
            try GtkTestSupport.initialize()
            let harness = try WindowHarness.showingLeanne(store: InMemoryRosterStore.sampleData())
            defer { harness.close() }
            let people = interactiveControls(in: harness.window.listPane.root.widget)
            XCTAssertEqual(people.filter { $0.role == "list-item" }.count, 14, "3 headers, 10 people and 1 placeholder")
            XCTAssertEqual(people.filter { $0.name == nil }.map(\.role), [], "unnamed in the People list")
            let profile = interactiveControls(in: harness.window.detailPane.root.widget)
            XCTAssertGreaterThanOrEqual(profile.count, 10, "the profile form's controls were not found")
            XCTAssertEqual(profile.filter { $0.name == nil }.map(\.role), [], "unnamed on the Profile page")

            harness.window.clickDetailPage(.tasks)
            harness.waitUntil("Leanne's tasks show") { harness.window.tasksPage == "list" && harness.window.shownTaskParts.count > 5 }
            let tasks = interactiveControls(in: harness.window.detailPane.root.widget)
            let rows = tasks.filter { $0.role == "list-item" }
            XCTAssertGreaterThanOrEqual(rows.count, 5, "the task rows were not found")
            XCTAssertTrue(rows.allSatisfy { $0.name?.hasSuffix(", open") == true || $0.name?.hasSuffix(", done") == true }, "\(rows)")
            XCTAssertEqual(tasks.filter { $0.name == nil }.map(\.role), [], "unnamed on the Tasks page")
            print(
                "accessible names: \(people.count)/\(people.count) in the People list, \(profile.count)/\(profile.count) on the Profile page, "
                    + "\(tasks.count)/\(tasks.count) on the Tasks page")
        }
    }
}
