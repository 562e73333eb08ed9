import Foundation
import Synchronization

/// A store that opens its directory on first use, off the caller's actor, and tries again
/// on the next use after a failure — so a front can show a failure to open as an error
/// page with Retry instead of failing before its window exists. Any engine: the SQLite
/// file (`DatabaseLocation.openLazily`), a PostgreSQL server. Concurrent first uses share
/// one opening.
///
/// Who is signed in (`access`) and the history (`HistoryReading`) are the open directory's;
/// before it opens, `access` is what the opener said to assume (a server's login as a reader:
/// nothing is offered that the server may refuse), and the view models read it again once a
/// load succeeded.
public final class LazyDirectoryConnection: DirectoryConnection, HistoryReading, Sendable {
    public let displayName: String
    /// The access assumed until the directory is open.
    private let accessBeforeOpening: DirectoryAccess
    private let opener: @Sendable () async throws -> any DirectoryConnection
    private let state = Mutex<State>(.closed)

    private enum State {
        case closed
        case opening(Task<any DirectoryConnection, any Error>)
        case open(any DirectoryConnection)
    }

    /// - Parameters:
    ///   - displayName: the directory as messages name it before it is open.
    ///   - accessBeforeOpening: who is taken to be signed in until the directory is open (a
    ///     local file: its owner, every right; a server: its login as a reader).
    ///   - open: opens the directory; called again after it failed.
    public init(
        displayName: String, accessBeforeOpening: DirectoryAccess = .everything,
        open: @escaping @Sendable () async throws -> any DirectoryConnection
    ) {
        self.displayName = displayName
        self.accessBeforeOpening = accessBeforeOpening
        self.opener = open
    }

    /// The open directory's access (`DirectoryAccess`); before it is open, the one assumed.
    public var access: DirectoryAccess { opened?.access ?? accessBeforeOpening }

    /// The open directory's history, newest first; `StoreError.Reason.noHistory` when it keeps none.
    public func history(of id: PersonID, limit: Int) async throws -> [HistoryEntry] {
        guard let history = try await connection() as? any HistoryReading else { throw StoreError.noHistory }
        return try await history.history(of: id, limit: limit)
    }

    /// The open connection, opening it if needed.
    public func connection() async throws -> any DirectoryConnection {
        // Once open (every later call), no task is made: each store call passes through here.
        if let opened { return opened }
        let task: Task<any DirectoryConnection, any Error> = state.withLock { state in
            switch state {
            case .open(let connection): return Task { connection }
            case .opening(let task): return task
            case .closed:
                let task = Task { [opener] in try await opener() }
                state = .opening(task)
                return task
            }
        }
        do {
            let connection = try await task.value
            state.withLock { if case .opening = $0 { $0 = .open(connection) } }
            return connection
        } catch {
            state.withLock { if case .opening = $0 { $0 = .closed } }
            throw error
        }
    }

    private var opened: (any DirectoryConnection)? {
        state.withLock { if case .open(let connection) = $0 { connection } else { nil } }
    }

    public func close() {
        let connection = state.withLock { state -> (any DirectoryConnection)? in
            defer { state = .closed }
            if case .open(let connection) = state { return connection }
            return nil
        }
        connection?.close()
    }

    public func fetchPeople() async throws -> [Person] { try await connection().fetchPeople() }
    public func fetchPeopleList() async throws -> PeopleListColumns { try await connection().fetchPeopleList() }
    public func fetchPerson(id: PersonID) async throws -> Person? { try await connection().fetchPerson(id: id) }
    public func fetchPeople(ids: Set<PersonID>) async throws -> [Person] { try await connection().fetchPeople(ids: ids) }
    public func searchPeople(matching query: String) async throws -> PeopleSearchResult {
        try await connection().searchPeople(matching: query)
    }
    public func searchPeopleList(matching query: String) async throws -> PeopleListSearchResult {
        try await connection().searchPeopleList(matching: query)
    }
    public func fetchFirstPeople(limit: Int) async throws -> PeopleSearchResult? { try await connection().fetchFirstPeople(limit: limit) }
    public func updatePerson(_ edit: PersonEdit) async throws -> Person { try await connection().updatePerson(edit) }
    public func addPerson(_ person: Person) async throws -> Person { try await connection().addPerson(person) }
    public func deletePerson(id: PersonID) async throws -> RemovedPerson { try await connection().deletePerson(id: id) }
    public func restorePerson(_ removed: RemovedPerson) async throws { try await connection().restorePerson(removed) }
    public func exportDirectory() async throws -> DirectoryDocument { try await connection().exportDirectory() }

    public func importDirectory(_ document: DirectoryDocument, progress: @escaping @Sendable (Int) -> Void) async throws -> ImportSummary {
        try await connection().importDirectory(document, progress: progress)
    }

    /// Changes of the directory once it is open; a stream that ends at once before that.
    public func changes() -> AsyncStream<StoreChange> {
        opened?.changes() ?? AsyncStream { $0.finish() }
    }

    /// Availability of the directory once it is open; before that, nothing is known (ends at once).
    public func availability() -> AsyncStream<StoreAvailability> {
        opened?.availability() ?? AsyncStream { $0.finish() }
    }

    public func fetchTasks(personID: PersonID) async throws -> [TaskItem] { try await connection().fetchTasks(personID: personID) }

    public func addTask(personID: PersonID, title: String, dueDate: CalendarDay?) async throws -> TaskItem {
        try await connection().addTask(personID: personID, title: title, dueDate: dueDate)
    }

    public func updateTask(_ task: TaskItem) async throws { try await connection().updateTask(task) }
    public func deleteTask(id: TaskID) async throws { try await connection().deleteTask(id: id) }
    public func restoreTask(_ task: TaskItem) async throws { try await connection().restoreTask(task) }
}
