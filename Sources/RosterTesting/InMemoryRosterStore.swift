import Foundation
import RosterModel
import Synchronization

/// People and tasks held in memory, with failures on demand.
///
/// Scenario runs use it so that they are deterministic and fast and never touch
/// the user's database: it starts as a copy of the sample data or of a database.
/// Change notifications are immediate, like a database's but without the wait,
/// and exact: each write reports the ids it wrote.
public final class InMemoryRosterStore: DirectoryConnection, HistoryReading, Sendable {
    struct State {
        /// Throws `DetailedReason.usernameTaken` when one of `people` would have a username (not
        /// empty) that a stored person other than those `replacing` has, exactly as stored: the
        /// engines' unique index (`PersonRules.usernameViolation`).
        func checkUsername(of people: [Person], replacing: Set<PersonID>) throws {
            let wanted = Set(people.map { Array($0.username.utf8) }.filter { !$0.isEmpty })
            guard !wanted.isEmpty else { return }
            for stored in self.people.values where !replacing.contains(stored.id) && wanted.contains(Array(stored.username.utf8)) {
                throw StoreError.writeFailed(StoreError.DetailedReason.usernameTaken(stored.username).description)
            }
        }

        var people: [PersonID: Person] = [:]
        var tasks: [TaskID: TaskItem] = [:]
        var readFailure: String?
        var writeFailure: String?
        var subscribers: [UUID: AsyncStream<StoreChange>.Continuation] = [:]
        var availability = StoreAvailability.available
        var availabilitySubscribers: [UUID: AsyncStream<StoreAvailability>.Continuation] = [:]
        /// Whether imports wait, once under way, until `releaseImports()`.
        var importsHeld = false
        /// The imports waiting for `releaseImports()`.
        var heldImports: [UUID: CheckedContinuation<Void, Never>] = [:]
        /// Ids are never reused, as in the database (Undo relies on it).
        var lastTaskID: TaskID = 0
        var lastPersonID: PersonID = 0
        /// Who is signed in; every right unless `signIn(as:)` says otherwise.
        var access = DirectoryAccess(part: .owner, userName: "")
        /// Every change, oldest first, as the engines' triggers record it (`HistoryReading`).
        var history = InMemoryHistory()

        /// Throws unless the tasks of every one of these people may be edited.
        func checkTasks(of people: [PersonID]) throws(StoreError) {
            for id in people {
                if let person = self.people[id] { try access.checkEditTasks(of: person) }
            }
        }
    }

    private let state: Mutex<State>

    /// A store holding `people` and `tasks`; new ids continue after the largest given.
    public init(people: [Person], tasks: [TaskItem]) {
        var initial = State()
        for person in people { initial.people[person.id] = person }
        for task in tasks { initial.tasks[task.id] = task }
        initial.lastTaskID = tasks.map(\.id).max() ?? 0
        initial.lastPersonID = people.map(\.id).max() ?? 0
        state = Mutex(initial)
    }

    /// A store holding the directory of a JSON document in the import format
    /// (validated as `roster-cli import` does).
    public convenience init(importing json: Data) throws {
        let document = try DirectoryJSON.parse(json)
        self.init(people: document.people, tasks: document.tasks)
    }

    /// A store holding a copy of everything in `database`.
    public static func copy(of database: any DirectoryStore) async throws -> InMemoryRosterStore {
        let people = try await database.fetchPeople()
        var tasks: [TaskItem] = []
        for person in people { tasks += try await database.fetchTasks(personID: person.id) }
        return InMemoryRosterStore(people: people, tasks: tasks)
    }

    /// The store as messages name it.
    public var displayName: String { "memory" }

    /// Nothing to let go of: the data lives as long as the store.
    public func close() {}

    // MARK: Failures

    /// From now on reads fail with `reason` (nil: they succeed again).
    public func failReads(_ reason: String?) { state.withLock { $0.readFailure = reason } }

    /// From now on writes fail with `reason` (nil: they succeed again).
    public func failWrites(_ reason: String?) { state.withLock { $0.writeFailure = reason } }

    // MARK: Parts

    /// Who is signed in, with which part: writes are refused as a server with parts refuses
    /// them (`DirectoryAccess`), so that scenarios open the directory as a reader or a member.
    public var access: DirectoryAccess { state.withLock { $0.access } }

    /// From now on the store is used as `access` says.
    public func signIn(as access: DirectoryAccess) { state.withLock { $0.access = access } }

    // MARK: History

    /// From now on the history dates changes by `now` (a scenario's clock), not the system's.
    public func dateHistory(by now: @escaping @Sendable () -> Date) { state.withLock { $0.history.now = now } }

    /// The changes to the person with `id` and to their tasks, newest first, at most `limit`;
    /// fails while reads fail.
    public func history(of id: PersonID, limit: Int) async throws -> [HistoryEntry] {
        try read { $0.history.entries(of: id, limit: limit) }
    }

    // MARK: Holding imports

    /// From now on an import, once under way (after reporting some progress), waits until `releaseImports()`.
    public func holdImports() { state.withLock { $0.importsHeld = true } }

    /// Lets the held imports go on, and stops holding new ones.
    public func releaseImports() {
        let waiting = state.withLock { state in
            state.importsHeld = false
            defer { state.heldImports = [:] }
            return Array(state.heldImports.values)
        }
        waiting.forEach { $0.resume() }
    }

    /// Whether imports are being held (`holdImports()` without `releaseImports()` since).
    public var isHoldingImports: Bool { state.withLock { $0.importsHeld } }

    /// How many imports are waiting for `releaseImports()` now.
    public var heldImportCount: Int { state.withLock { $0.heldImports.count } }

    /// While imports are held: reports half the work done, then waits until released (or cancelled).
    private func waitWhileHeld(records: Int, progress: @Sendable (Int) -> Void) async {
        guard isHoldingImports else { return }
        progress(records / 2)
        let id = UUID()
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let waits = state.withLock { state in
                    guard state.importsHeld, !Task.isCancelled else { return false }
                    state.heldImports[id] = continuation
                    return true
                }
                if !waits { continuation.resume() }
            }
        } onCancel: {
            state.withLock { $0.heldImports.removeValue(forKey: id) }?.resume()
        }
    }

    // MARK: PeopleStore

    /// Everyone, in no particular order; fails while reads fail.
    public func fetchPeople() async throws -> [Person] {
        try read { Array($0.people.values) }
    }

    /// The person with this id, if any; fails while reads fail.
    public func fetchPerson(id: PersonID) async throws -> Person? {
        try read { $0.people[id] }
    }

    /// The people with these ids that exist; fails while reads fail.
    public func fetchPeople(ids: Set<PersonID>) async throws -> [Person] {
        try read { state in ids.compactMap { state.people[$0] } }
    }

    /// Applies the edit's changed fields (a conflict when someone else changed them meanwhile); fails while writes fail.
    public func updatePerson(_ edit: PersonEdit) async throws -> Person {
        try write { state, change in
            guard let current = state.people[edit.personID] else { throw StoreError.personNotFound(id: edit.personID) }
            try state.access.checkEdit(current)
            let result = try edit.applied(to: current)
            try state.access.checkEdit(result)
            state.people[result.id] = result
            if result != current { change.personUpdated(result.id) }
            state.history.personChanged(from: current, to: result, by: state.access)
            return result
        }
    }

    /// Adds a valid person under a new id; fails while writes fail.
    public func addPerson(_ person: Person) async throws -> Person {
        do { try PersonRules.validate(person) } catch { throw StoreError.invalidPerson(error) }
        return try write { state, change in
            try state.access.checkAdministers(.addPerson)
            try state.checkUsername(of: [person], replacing: [])
            state.lastPersonID = PersonID(state.lastPersonID.rawValue + 1)
            var added = person
            added.id = state.lastPersonID
            state.people[added.id] = added
            change.personInserted(added.id)
            state.history.personChanged(from: nil, to: added, by: state.access)
            return added
        }
    }

    /// Removes the person and their tasks, returning them for `restorePerson(_:)`; fails while writes fail.
    public func deletePerson(id: PersonID) async throws -> RemovedPerson {
        try write { state, change in
            try state.access.checkAdministers(.deletePerson)
            guard let person = state.people.removeValue(forKey: id) else { throw StoreError.personNotFound(id: id) }
            let tasks = state.tasks.values.filter { $0.personID == id }.sorted { ($0.position, $0.id) < ($1.position, $1.id) }
            for task in tasks { state.tasks[task.id] = nil }
            state.history.personChanged(from: person, to: nil, by: state.access)
            change.personDeleted(id)
            if !tasks.isEmpty { change.tasksChanged(ofPerson: id) }
            return RemovedPerson(person: person, tasks: tasks)
        }
    }

    /// Puts a deleted person and their tasks back under their ids; fails while writes fail.
    public func restorePerson(_ removed: RemovedPerson) async throws {
        try write { state, change in
            try state.access.checkAdministers(.addPerson)
            guard state.people[removed.person.id] == nil else {
                throw StoreError.writeFailed(StoreError.DetailedReason.personExists(id: removed.person.id).description)
            }
            try state.checkUsername(of: [removed.person], replacing: [])
            state.people[removed.person.id] = removed.person
            for task in removed.tasks { state.tasks[task.id] = task }
            state.history.personChanged(from: nil, to: removed.person, by: state.access)
            change.personInserted(removed.person.id)
            if !removed.tasks.isEmpty { change.tasksChanged(ofPerson: removed.person.id) }
        }
    }

    /// Adds or replaces the document's people and tasks, all or nothing; while imports are held,
    /// reports half the records and waits for `releaseImports()`. Fails while writes fail.
    public func importDirectory(_ document: DirectoryDocument, progress: @escaping @Sendable (Int) -> Void) async throws -> ImportSummary {
        try document.validate()
        try access.checkAdministers(.importDirectory)
        await waitWhileHeld(records: document.recordCount, progress: progress)
        try Task.checkCancellation()
        let summary = try write { state, change in
            try state.checkUsername(of: document.people, replacing: Set(document.people.map(\.id)))
            var summary = ImportSummary()
            for person in document.people {
                if state.people[person.id] == nil {
                    summary.added += 1
                    change.personInserted(person.id)
                } else {
                    summary.updated += 1
                    change.personUpdated(person.id)
                }
                state.people[person.id] = person
                state.lastPersonID = max(state.lastPersonID, person.id)
            }
            for task in document.tasks {
                if let old = state.tasks[task.id] { change.tasksChanged(ofPerson: old.personID) }
                change.tasksChanged(ofPerson: task.personID)
                state.tasks[task.id] = task
                state.lastTaskID = max(state.lastTaskID, task.id)
                summary.tasks += 1
            }
            // As a trigger would: each row written is one change.
            for person in document.people { state.history.personChanged(from: nil, to: person, by: state.access) }
            return summary
        }
        progress(document.recordCount)
        return summary
    }

    /// Everyone by id, and every task by person and position; fails while reads fail.
    public func exportDirectory() async throws -> DirectoryDocument {
        try read { state in
            DirectoryDocument(
                people: state.people.values.sorted { $0.id < $1.id },
                tasks: state.tasks.values.sorted { ($0.personID, $0.position, $0.id) < ($1.personID, $1.position, $1.id) }
            )
        }
    }

    /// Every write's change, reported at once with the ids it wrote.
    public func changes() -> AsyncStream<StoreChange> {
        let (stream, continuation) = AsyncStream<StoreChange>.makeStream(bufferingPolicy: .unbounded)
        let id = UUID()
        state.withLock { $0.subscribers[id] = continuation }
        continuation.onTermination = { [weak self] _ in self?.state.withLock { $0.subscribers[id] = nil } }
        return stream
    }

    /// Reports the current availability at once, then each `setAvailability(_:)`.
    public func availability() -> AsyncStream<StoreAvailability> {
        let (stream, continuation) = AsyncStream<StoreAvailability>.makeStream(bufferingPolicy: .unbounded)
        let id = UUID()
        state.withLock { state in
            continuation.yield(state.availability)
            state.availabilitySubscribers[id] = continuation
        }
        continuation.onTermination = { [weak self] _ in self?.state.withLock { $0.availabilitySubscribers[id] = nil } }
        return stream
    }

    /// Plays a server going away or coming back: reports `availability` to every subscriber;
    /// coming back, also reports an unknown change, as a server store does (changes may
    /// have been missed meanwhile). Reads and writes are not affected (see `failReads`).
    public func setAvailability(_ availability: StoreAvailability) {
        let (availabilitySubscribers, changeSubscribers, cameBack) = state.withLock { state in
            let cameBack = state.availability != .available && availability == .available
            state.availability = availability
            return (Array(state.availabilitySubscribers.values), Array(state.subscribers.values), cameBack)
        }
        for subscriber in availabilitySubscribers { subscriber.yield(availability) }
        if cameBack { for subscriber in changeSubscribers { subscriber.yield(.unknown) } }
    }

    /// Plays the loss of a server: reads and writes fail with `serverUnreachable`, and the
    /// store reports itself unavailable, trying again in `retryingIn`.
    public func disconnect(retryingIn: Duration) {
        failReads(StoreError.Reason.serverUnreachable.rawValue)
        failWrites(StoreError.Reason.serverUnreachable.rawValue)
        setAvailability(.unavailable(retryingIn: retryingIn))
    }

    /// The server is back: reads and writes work, and the store reports itself available
    /// (with an unknown change: everything may have changed meanwhile).
    public func reconnect() {
        failReads(nil)
        failWrites(nil)
        setAvailability(.available)
    }

    // MARK: Helpers

    func read<T>(_ body: (State) -> T) throws -> T {
        try state.withLock { state in
            if let reason = state.readFailure { throw StoreError.readFailed(reason) }
            return body(state)
        }
    }

    /// Runs a write; `body` records in its `StoreChange` what it wrote, which every
    /// subscriber is told (nothing when it wrote nothing).
    func write<T>(_ body: (inout State, inout StoreChange) throws -> T) throws -> T {
        let (result, change, subscribers) = try state.withLock { state in
            if let reason = state.writeFailure { throw StoreError.writeFailed(reason) }
            var change = StoreChange()
            let result = try body(&state, &change)
            return (result, change, Array(state.subscribers.values))
        }
        if !change.isEmpty { subscribers.forEach { $0.yield(change) } }
        return result
    }
}
