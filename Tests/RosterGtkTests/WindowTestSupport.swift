import CGtk
import Foundation
import GtkKit
import GtkTestSupport
import RosterGtk
import RosterGtkScenarios
import RosterModel
import RosterViewModels
import XCTest

/// A store the tests control: it can fail until told otherwise.
final class TestPeopleStore: PeopleStore, TaskStore, @unchecked Sendable {
    private let lock = NSLock()
    private var _people: [Person]
    private var _failure: String?

    init(people: [Person], failure: String? = nil) {
        _people = people
        _failure = failure
    }

    var failure: String? {
        get { lock.withLock { _failure } }
        set { lock.withLock { _failure = newValue } }
    }

    /// Fails writes with this message when set.
    var writeFailure: String? {
        get { lock.withLock { _writeFailure } }
        set { lock.withLock { _writeFailure = newValue } }
    }
    private var _writeFailure: String?
    private var _tasks: [TaskItem] = []
    /// One stream per subscriber, as the store contract asks: every subscriber sees every change.
    private var subscribers: [UUID: AsyncStream<StoreChange>.Continuation] = [:]

    func fetchPeople() async throws -> [Person] {
        try lock.withLock {
            if let failure = _failure { throw StoreError.readFailed(failure) }
            return _people
        }
    }

    func updatePerson(_ edit: PersonEdit) async throws -> Person {
        let person = try lock.withLock {
            if let failure = _writeFailure { throw StoreError.writeFailed(failure) }
            guard let index = _people.firstIndex(where: { $0.id == edit.personID }) else {
                throw StoreError.personNotFound(id: edit.personID)
            }
            _people[index] = try edit.applied(to: _people[index])
            return _people[index]
        }
        for subscriber in lock.withLock({ Array(subscribers.values) }) { subscriber.yield(StoreChange(updated: [person.id])) }
        return person
    }

    func changes() -> AsyncStream<StoreChange> {
        let (stream, continuation) = AsyncStream<StoreChange>.makeStream(bufferingPolicy: .unbounded)
        let id = UUID()
        continuation.onTermination = { [weak self] _ in
            guard let self else { return }
            self.lock.withLock { _ = self.subscribers.removeValue(forKey: id) }
        }
        lock.withLock { subscribers[id] = continuation }
        return stream
    }

    func fetchTasks(personID: PersonID) async throws -> [TaskItem] {
        lock.withLock { _tasks.filter { $0.personID == personID }.sorted { $0.position < $1.position } }
    }

    func addTask(personID: PersonID, title: String, dueDate: CalendarDay?) async throws -> TaskItem {
        lock.withLock {
            let task = TaskItem(
                id: TaskID((_tasks.map(\.id.rawValue).max() ?? 0) + 1), personID: personID, title: title, dueDate: dueDate,
                position: (_tasks.filter { $0.personID == personID }.map(\.position).max() ?? -1) + 1)
            _tasks.append(task)
            return task
        }
    }

    func updateTask(_ task: TaskItem) async throws {
        lock.withLock { if let index = _tasks.firstIndex(where: { $0.id == task.id }) { _tasks[index] = task } }
    }

    func deleteTask(id: TaskID) async throws {
        lock.withLock { _tasks.removeAll { $0.id == id } }
    }

    func restoreTask(_ task: TaskItem) async throws {
        lock.withLock { _tasks.append(task) }
    }

    /// Gives a person tasks.
    func setTasks(_ tasks: [TaskItem]) { lock.withLock { _tasks = tasks } }

    /// The ten JSONPlaceholder users, as the default database holds them.
    static func samplePeople() throws -> [Person] {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Resources/SampleData/users.json")
        struct User: Decodable {
            struct Company: Decodable { var name: String }
            var id: PersonID, name: String, username: String, email: String, company: Company
        }
        return try JSONDecoder().decode([User].self, from: Data(contentsOf: url)).map {
            Person(id: $0.id, name: $0.name, username: $0.username, email: $0.email, companyName: $0.company.name)
        }
    }
}

/// Opens a `MainWindow` on a view model and tears it down after the test.
@MainActor
final class WindowHarness {
    let app: AppViewModel
    var viewModel: PeopleViewModel { app.people }
    let window: MainWindow

    /// - Parameter undoTimeout: seconds an Undo toast stays; 0 (the default here) keeps it, so a slow run cannot lose it.
    /// - Parameter locale: how numbers and dates read (the catalog is `Translations`' to choose).
    /// - Parameter restoring: a saved session's state, restored before the window opens (as at launch).
    init(
        store: any PeopleStore & TaskStore, clock: RosterClock = .system, undoTimeout: UInt32 = 0,
        locale: Locale = Locale(identifier: "en_US"), restoring: AppViewModel.RestorableState? = nil,
        remote: (any RemoteDirectoryReading)? = nil
    ) throws {
        try GtkTestSupport.initialize()
        app = AppViewModel(
            store: store,
            avatars: AvatarLibrary(
                directory: FileManager.default.temporaryDirectory
                    .appendingPathComponent("roster-gtk-tests-avatars")), clock: clock, locale: locale, remote: remote)
        if let restoring { app.restore(restoring) }
        window = MainWindow(application: nil, app: app, undoTimeout: undoTimeout)
        window.present()
    }

    /// A window on `store` showing Leanne Graham's (person 1) profile.
    static func showingLeanne(store: any PeopleStore & TaskStore) throws -> WindowHarness {
        let harness = try WindowHarness(store: store)
        harness.waitUntil("the list shows") { harness.window.listPage == "list" }
        guard let row = harness.viewModel.listing.rowIndex(ofPersonID: 1) else {
            XCTFail("Leanne is not listed")
            return harness
        }
        harness.window.selectRow(row)
        harness.waitUntil("Leanne's profile shows") { harness.window.profilePage == "form" }
        return harness
    }

    /// Iterates the main loop until `condition` holds; fails the test after `timeout` seconds.
    func waitUntil(
        _ description: String, timeout: Duration = .seconds(5), file: StaticString = #filePath, line: UInt = #line, _ condition: () -> Bool
    ) {
        if !MainLoopBridge.iterate(until: condition, timeout: timeout) {
            XCTFail("timed out waiting until \(description)", file: file, line: line)
        }
        MainLoopBridge.iterateUntilIdle()
    }

    /// Picks `path` in the file chooser just opened (as a user clicking the file, or
    /// typing its name in a save chooser) and presses Open or Save.
    func choose(_ path: String, file: StaticString = #filePath, line: UInt = #line) {
        waitUntil("the file chooser opens", file: file, line: line) { window.isFileChooserOpen }
        XCTAssertTrue(window.selectInFileChooser(path), file: file, line: line)
        waitUntil("the chooser selects \(path)", file: file, line: line) { window.fileChooserSelection == path }
        window.acceptFileChooser()
    }

    /// The texts of the rows GTK shows, one string per row.
    var shownRowTexts: [String] {
        window.shownRows.map { $0.texts.joined(separator: " | ") }
    }

    func close() {
        if app.question != nil { window.answerQuestion(.discard) }
        window.window.destroy()
        MainLoopBridge.iterateUntilIdle()
    }
}

/// A component a test needs is missing (a display, a built binary, a tool):
/// the test fails and says which, instead of skipping silently.
struct MissingComponent: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Runs `body` to its end on the main actor while the GTK main loop turns (a store's async
/// work that the window's tests wait for); fails the test after `timeout`.
@MainActor
func waitForTask<T: Sendable>(
    _ description: String, timeout: Duration = .seconds(60), _ body: @escaping @MainActor () async throws -> T
) throws -> T {
    var outcome: Result<T, any Error>?
    Task { @MainActor in
        do { outcome = .success(try await body()) } catch { outcome = .failure(error) }
    }
    XCTAssertTrue(MainLoopBridge.iterate(until: { outcome != nil }, timeout: timeout), "timed out: \(description)")
    return try XCTUnwrap(outcome, description).get()
}

/// The roles a screen reader stops on.
private let interactiveRoles: Set<String> = [
    "button", "checkbox", "text-box", "search-box", "list-item", "toggle-button", "switch", "spin-button", "combo-box", "tab",
    "link", "menu-item", "radio",
]

/// The mapped widgets under `root` with an interactive role, as (role, name): what a screen
/// reader, or a user's pointer, can reach there. The window's own buttons (minimise, close:
/// GtkWindowControls) are the desktop's, not the app's, and are left out.
@MainActor
func interactiveControls(in root: UnsafeMutablePointer<GtkWidget>) -> [(role: String, name: String?)] {
    var found: [(role: String, name: String?)] = []
    var child = gtk_widget_get_first_child(root)
    while let widget = child {
        let isWindowControls =
            g_type_check_instance_is_a(
                UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self), gtk_window_controls_get_type()) != 0
        if gtk_widget_get_mapped(widget) != 0, !isWindowControls {
            let role = Widget.accessibleRole(of: widget)
            if interactiveRoles.contains(role) { found.append((role, Widget.accessibleName(of: widget))) }
            found += interactiveControls(in: widget)
        }
        child = gtk_widget_get_next_sibling(widget)
    }
    return found
}
