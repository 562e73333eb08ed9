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
    /// The roles a screen reader stops on.
    private static let interactiveRoles: Set<String> = [
        "button", "checkbox", "text-box", "search-box", "list-item", "toggle-button", "switch", "spin-button",
        "combo-box", "tab", "link", "menu-item", "radio",
    ]

    func testEveryControlOfThePeopleListAndThePersonsPagesIsNamed() throws {
        try MainActor.assumeIsolated {
            try GtkTestSupport.initialize()
            let harness = try WindowHarness.showingLeanne(store: InMemoryRosterStore.sampleData())
            defer { harness.close() }
            let people = Self.controls(in: harness.window.listPane.root.widget)
            XCTAssertEqual(people.filter { $0.role == "list-item" }.count, 14, "3 headers, 10 people and 1 placeholder")
            XCTAssertEqual(people.filter { $0.name == nil }.map(\.role), [], "unnamed in the People list")
            let profile = Self.controls(in: harness.window.detailPane.root.widget)
            XCTAssertGreaterThanOrEqual(profile.count, 10, "the profile form's controls were not found")
            XCTAssertEqual(profile.filter { $0.name == nil }.map(\.role), [], "unnamed on the Profile page")

            harness.window.clickDetailPage(.tasks)
            harness.waitUntil("Leanne's tasks show") { harness.window.tasksPage == "list" && harness.window.shownTaskParts.count > 5 }
            let tasks = Self.controls(in: harness.window.detailPane.root.widget)
            let rows = tasks.filter { $0.role == "list-item" }
            XCTAssertGreaterThanOrEqual(rows.count, 5, "the task rows were not found")
            XCTAssertTrue(rows.allSatisfy { $0.name?.hasSuffix(", open") == true || $0.name?.hasSuffix(", done") == true }, "\(rows)")
            XCTAssertEqual(tasks.filter { $0.name == nil }.map(\.role), [], "unnamed on the Tasks page")
            print(
                "accessible names: \(people.count)/\(people.count) in the People list, \(profile.count)/\(profile.count) on the Profile page, "
                    + "\(tasks.count)/\(tasks.count) on the Tasks page")
        }
    }

    /// The mapped widgets under `root` with an interactive role, as (role, name).
    @MainActor
    private static func controls(in root: UnsafeMutablePointer<GtkWidget>) -> [(role: String, name: String?)] {
        var found: [(role: String, name: String?)] = []
        var child = gtk_widget_get_first_child(root)
        while let widget = child {
            if gtk_widget_get_mapped(widget) != 0 {
                let role = Widget.accessibleRole(of: widget)
                if interactiveRoles.contains(role) { found.append((role, Widget.accessibleName(of: widget))) }
                found += controls(in: widget)
            }
            child = gtk_widget_get_next_sibling(widget)
        }
        return found
    }
}
