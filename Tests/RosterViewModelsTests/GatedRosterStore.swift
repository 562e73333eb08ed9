import Foundation
import RosterModel
import Synchronization

/// The calls an `GatedRosterStore` can fail or hold.
enum StoreOperation: Hashable, Sendable, CaseIterable {
    case fetchPeople, fetchPerson, updatePerson, addPerson, deletePerson, restorePerson
    case fetchTasks, addTask, updateTask, deleteTask, restoreTask
}

/// A write that reached an `GatedRosterStore`, with its arguments.
enum StoreWrite: Equatable, Sendable {
    case updatePerson(Person)
    case addPerson(Person)
    case deletePerson(id: PersonID)
    case restorePerson(RemovedPerson)
    case addTask(personID: PersonID, title: String, dueDate: CalendarDay?)
    case updateTask(TaskItem)
    case deleteTask(id: TaskID)
    case restoreTask(TaskItem)
}

/// An in-memory store of people and tasks, for view model tests. Unlike
/// `RosterModel.InMemoryRosterStore` (the scenario runners' store), it can hold
/// calls at a gate, fails per operation and logs every write with its arguments.
///
/// - Any operation can be made to fail (`fail(_:with:)`), like the real
///   database: not-found errors for missing records, a given error otherwise.
/// - Any operation can be held (`hold(_:)`): its calls wait at a gate until
///   `release(_:)`, so a test can look at a view model while a call is in flight.
/// - Changes are signalled only when a test calls `signalChange()`.
/// - Task ids are never reused, and positions come after every task ever added.
actor GatedRosterStore: PeopleStore, TaskStore {
    private(set) var people: [Person]
    private(set) var tasks: [TaskItem]
    /// Every write that reached the store (after its gate, whether it failed or not), in order.
    private(set) var writes: [StoreWrite] = []
    /// How many times each operation was called (counted on arrival, before the gate).
    private(set) var callCounts: [StoreOperation: Int] = [:]
    private var failures: [StoreOperation: any Error & Sendable] = [:]
    private var nextTaskID: TaskID

    private var held: Set<StoreOperation> = []
    private var parked: [StoreOperation: [CheckedContinuation<Void, Never>]] = [:]
    private var parkWaiters: [(operation: StoreOperation, count: Int, continuation: CheckedContinuation<Void, Never>)] = []
    private let changeSubscribers = Mutex<[AsyncStream<StoreChange>.Continuation]>([])

    init(people: [Person] = [], tasks: [TaskItem] = []) {
        self.people = people
        self.tasks = tasks
        nextTaskID = TaskID((tasks.map(\.id.rawValue).max() ?? 0) + 1)
    }

    // MARK: Test controls

    /// Makes `operation` throw `error` from now on (nil: succeed again).
    func fail(_ operation: StoreOperation, with error: (any Error & Sendable)?) {
        failures[operation] = error
    }

    /// Makes calls of `operation` wait until `release(_:)`.
    func hold(_ operation: StoreOperation) {
        held.insert(operation)
    }

    /// Lets every waiting and future call of `operation` through.
    func release(_ operation: StoreOperation) {
        held.remove(operation)
        let waiting = parked.removeValue(forKey: operation) ?? []
        for continuation in waiting { continuation.resume() }
    }

    /// Returns once `count` calls of `operation` are waiting at the gate.
    func waitUntilHeld(_ operation: StoreOperation, count: Int = 1) async {
        if parked[operation, default: []].count >= count { return }
        await withCheckedContinuation { parkWaiters.append((operation, count, $0)) }
    }

    func calls(_ operation: StoreOperation) -> Int { callCounts[operation, default: 0] }

    /// Replaces (or adds) a person, as another program would. Writes nothing to `writes`.
    func setPerson(_ person: Person) {
        if let index = people.firstIndex(where: { $0.id == person.id }) { people[index] = person } else { people.append(person) }
    }

    /// Deletes a person and their tasks, as another program would.
    func removePerson(id: PersonID) {
        people.removeAll { $0.id == id }
        tasks.removeAll { $0.personID == id }
    }

    /// Tells every `changes()` subscriber that something changed (by default: what, unknown).
    nonisolated func signalChange(_ change: StoreChange = .unknown) {
        let subscribers = changeSubscribers.withLock { $0 }
        for subscriber in subscribers { subscriber.yield(change) }
    }

    // MARK: PeopleStore

    func fetchPeople() async throws -> [Person] {
        try await enter(.fetchPeople)
        return people
    }

    func fetchPerson(id: PersonID) async throws -> Person? {
        try await enter(.fetchPerson)
        return people.first { $0.id == id }
    }

    func updatePerson(_ edit: PersonEdit) async throws -> Person {
        try await enter(.updatePerson, .updatePerson(edit.updated))
        guard let index = people.firstIndex(where: { $0.id == edit.personID }) else { throw StoreError.personNotFound(id: edit.personID) }
        people[index] = try edit.applied(to: people[index])
        return people[index]
    }

    func addPerson(_ person: Person) async throws -> Person {
        try await enter(.addPerson, .addPerson(person))
        var added = person
        added.id = PersonID((people.map(\.id.rawValue).max() ?? 0) + 1)
        people.append(added)
        return added
    }

    func deletePerson(id: PersonID) async throws -> RemovedPerson {
        try await enter(.deletePerson, .deletePerson(id: id))
        guard let index = people.firstIndex(where: { $0.id == id }) else { throw StoreError.personNotFound(id: id) }
        let removedTasks = tasks.filter { $0.personID == id }.sorted { ($0.position, $0.id) < ($1.position, $1.id) }
        tasks.removeAll { $0.personID == id }
        return RemovedPerson(person: people.remove(at: index), tasks: removedTasks)
    }

    func restorePerson(_ removed: RemovedPerson) async throws {
        try await enter(.restorePerson, .restorePerson(removed))
        people.append(removed.person)
        tasks += removed.tasks
    }

    nonisolated func changes() -> AsyncStream<StoreChange> {
        let (stream, continuation) = AsyncStream<StoreChange>.makeStream(bufferingPolicy: .unbounded)
        changeSubscribers.withLock { $0.append(continuation) }
        return stream
    }

    // MARK: TaskStore

    func fetchTasks(personID: PersonID) async throws -> [TaskItem] {
        try await enter(.fetchTasks)
        return tasks.filter { $0.personID == personID }.sorted { ($0.position, $0.id) < ($1.position, $1.id) }
    }

    func addTask(personID: PersonID, title: String, dueDate: CalendarDay?) async throws -> TaskItem {
        try await enter(.addTask, .addTask(personID: personID, title: title, dueDate: dueDate))
        guard people.contains(where: { $0.id == personID }) else { throw StoreError.personNotFound(id: personID) }
        let position = (tasks.filter { $0.personID == personID }.map(\.position).max() ?? -1) + 1
        let task = TaskItem(id: nextTaskID, personID: personID, title: title, isDone: false, dueDate: dueDate, position: position)
        nextTaskID = TaskID(nextTaskID.rawValue + 1)
        tasks.append(task)
        return task
    }

    func updateTask(_ task: TaskItem) async throws {
        try await enter(.updateTask, .updateTask(task))
        guard let index = tasks.firstIndex(where: { $0.id == task.id }) else { throw StoreError.taskNotFound(id: task.id) }
        tasks[index] = task
    }

    func deleteTask(id: TaskID) async throws {
        try await enter(.deleteTask, .deleteTask(id: id))
        guard let index = tasks.firstIndex(where: { $0.id == id }) else { throw StoreError.taskNotFound(id: id) }
        tasks.remove(at: index)
    }

    func restoreTask(_ task: TaskItem) async throws {
        try await enter(.restoreTask, .restoreTask(task))
        guard people.contains(where: { $0.id == task.personID }) else { throw StoreError.personNotFound(id: task.personID) }
        guard !tasks.contains(where: { $0.id == task.id }) else { throw StoreError.writeFailed("UNIQUE constraint failed: task.id") }
        tasks.append(task)
    }

    // MARK: Gate

    /// Counts the call, waits at the gate if held, records the write, then throws the failure if any.
    private func enter(_ operation: StoreOperation, _ write: StoreWrite? = nil) async throws {
        callCounts[operation, default: 0] += 1
        if held.contains(operation) {
            await withCheckedContinuation { continuation in
                parked[operation, default: []].append(continuation)
                let waiting = parked[operation]!.count
                let ready = parkWaiters.filter { $0.operation == operation && $0.count <= waiting }
                parkWaiters.removeAll { $0.operation == operation && $0.count <= waiting }
                for waiter in ready { waiter.continuation.resume() }
            }
        }
        if let write { writes.append(write) }
        if let failure = failures[operation] { throw failure }
    }
}

/// An `AvatarImporting` that returns a fixed path or throws, and records what it was asked.
final class FakeAvatarImporter: AvatarImporting {
    private let result: Result<String, AvatarError>
    private let requests = Mutex<[(sourcePath: String, personID: PersonID)]>([])

    init(returning path: String) { result = .success(path) }
    init(failingWith error: AvatarError) { result = .failure(error) }

    var requestedPaths: [String] { requests.withLock { $0.map(\.sourcePath) } }
    var requestedPersonIDs: [PersonID] { requests.withLock { $0.map(\.personID) } }

    func importAvatar(from sourcePath: String, personID: PersonID) async throws -> String {
        requests.withLock { $0.append((sourcePath, personID)) }
        return try result.get()
    }
}

/// A fixed UTC Gregorian calendar, so day arithmetic does not depend on the machine.
var utcCalendar: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
}

/// 2026-11-22 10:00 UTC.
let testNow = Date(timeIntervalSince1970: 1_795_341_600)
