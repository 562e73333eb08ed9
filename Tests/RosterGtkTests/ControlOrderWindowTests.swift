import GtkKit
import RosterGtk
import RosterGtkScenarios
import RosterModel
import RosterViewModels
import XCTest

/// The Profile and Tasks pages lay their controls out in the order the view models
/// declare (`ProfileControl.screenOrder`, `TasksControl.screenOrder`,
/// `TaskRowControl.allCases`), the order the headless snapshot lists them in and screen
/// readers walk them in: a control moved in the layout but not in the list fails here.
final class ControlOrderWindowTests: XCTestCase {
    /// The positions in `widgets` of the widgets found under `root`, depth first.
    @MainActor
    private static func treeOrder(of widgets: [Widget], under root: Widget) -> [Int] {
        let pointers = widgets.map(\.widget)
        var found: [Int] = []
        Widget.forEachDescendant(of: root.widget) { child in
            if let index = pointers.firstIndex(of: child) { found.append(index) }
        }
        return found
    }

    func testTheProfilePageLaysItsControlsOutInTheDeclaredOrder() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness.showingLeanne(store: TestPeopleStore(people: TestPeopleStore.samplePeople()))
            defer { harness.close() }
            let page = harness.window.detailPane.profile
            let widgets = ProfileControl.screenOrder.map(page.widget(for:))
            XCTAssertEqual(Set(widgets.map(\.widget)).count, widgets.count, "one widget a control")
            XCTAssertEqual(Self.treeOrder(of: widgets, under: page.root), Array(widgets.indices))
            XCTAssertEqual(
                page.shownControls.map(\.widget), widgets.dropFirst(4).map(\.widget),
                "without a conflict or a restored draft, their buttons are not shown")
        }
    }

    func testTheTasksPageAndItsRowsLayTheirControlsOutInTheDeclaredOrder() throws {
        try MainActor.assumeIsolated {
            let store = try TestPeopleStore(people: TestPeopleStore.samplePeople())
            store.setTasks([TaskItem(id: 1, personID: 1, title: "Call", position: 0)])
            let harness = try WindowHarness.showingLeanne(store: store)
            defer { harness.close() }
            harness.window.clickDetailPage(.tasks)
            harness.waitUntil("the task shows") { harness.window.shownTasks.count == 1 }
            let page = harness.window.detailPane.tasks
            // The undo bar is a toast over the window, not a part of the page.
            let widgets = TasksControl.screenOrder.filter { $0 != .undo && $0 != .dismissUndo }.flatMap(page.widgets(for:))
            XCTAssertEqual(widgets.count, 3 + TaskFilter.allCases.count + TaskRowControl.allCases.count)
            XCTAssertEqual(Self.treeOrder(of: widgets, under: page.root), Array(widgets.indices))
            XCTAssertEqual(page.shownControls.map(\.widget), widgets.map(\.widget))
        }
    }
}
