import RosterModel
import Foundation
import Synchronization

/// A store that opens its database on first use, off the caller's actor,
/// and tries again on the next use after a failure — so a front can show an
/// error with a Retry button instead of failing before its window exists.
public final class LazyRosterDatabase: DirectoryConnection, Sendable {
    private let location: DatabaseLocation
    private let environment: [String: String]
    private let opened = Mutex<RosterDatabase?>(nil)

    public init(location: DatabaseLocation, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.location = location
        self.environment = environment
    }

    /// The database file, as messages name it.
    public var displayName: String { location.path(environment: environment) }

    /// The database, opening it if needed.
    public func database() throws -> RosterDatabase {
        try opened.withLock { opened in
            if let opened { return opened }
            let database = try RosterDatabase(location: location, environment: environment)
            opened = database
            return database
        }
    }

    /// Checkpoints and closes the database if it was opened (the app is quitting).
    public func close() {
        opened.withLock { opened in
            opened?.close()
            opened = nil
        }
    }

    public func fetchPeople() async throws -> [Person] { try await database().fetchPeople() }
    public func fetchPerson(id: Int64) async throws -> Person? { try await database().fetchPerson(id: id) }
    public func fetchPeople(ids: Set<Int64>) async throws -> [Person] { try await database().fetchPeople(ids: ids) }
    public func searchPeople(matching query: String) async throws -> PeopleSearchResult { try await database().searchPeople(matching: query) }
    public func updatePerson(_ edit: PersonEdit) async throws -> Person { try await database().updatePerson(edit) }
    public func addPerson(_ person: Person) async throws -> Person { try await database().addPerson(person) }
    public func deletePerson(id: Int64) async throws -> RemovedPerson { try await database().deletePerson(id: id) }
    public func restorePerson(_ removed: RemovedPerson) async throws { try await database().restorePerson(removed) }
    public func exportDirectory() async throws -> DirectoryDocument { try await database().exportDirectory() }

    public func importDirectory(_ document: DirectoryDocument, progress: @escaping @Sendable (Int) -> Void) async throws -> ImportSummary {
        try await database().importDirectory(document, progress: progress)
    }

    /// Changes of the database once it is open; a stream that ends at once before that.
    public func changes() -> AsyncStream<StoreChange> {
        guard let database = opened.withLock({ $0 }) else { return AsyncStream { $0.finish() } }
        return database.changes()
    }

    public func fetchTasks(personID: Int64) async throws -> [TaskItem] { try await database().fetchTasks(personID: personID) }

    public func addTask(personID: Int64, title: String, dueDate: String?) async throws -> TaskItem {
        try await database().addTask(personID: personID, title: title, dueDate: dueDate)
    }

    public func updateTask(_ task: TaskItem) async throws { try await database().updateTask(task) }
    public func deleteTask(id: Int64) async throws { try await database().deleteTask(id: id) }
    public func restoreTask(_ task: TaskItem) async throws { try await database().restoreTask(task) }
}
