import Foundation
import RosterModel
import RosterSQLite
import RosterTestSupport
import Synchronization

/// An error a store throws, with a message the way `StoreError` words one.
struct TestStoreError: Error, LocalizedError, Equatable, Sendable {
    var message: String
    var errorDescription: String? { message }
}

/// An error without a localized description, to check the fallback wording.
struct PlainTestError: Error, Equatable, Sendable {
    var code: Int
}

/// An in-memory `PeopleStore`: a list of people and a switch that makes it throw.
actor FakePeopleStore: PeopleStore {
    private(set) var people: [Person]
    private(set) var failure: (any Error & Sendable)?
    private(set) var fetchCount = 0
    /// How many reads of some people by id (`fetchPeople(ids:)`) were made, and of how many ids in all.
    private(set) var idFetchCount = 0
    private(set) var idsFetched = 0

    init(people: [Person] = [], failure: (any Error & Sendable)? = nil) {
        self.people = people
        self.failure = failure
    }

    func fetchPeople() async throws -> [Person] {
        fetchCount += 1
        if let failure { throw failure }
        return people
    }

    func fetchPeople(ids: Set<PersonID>) async throws -> [Person] {
        idFetchCount += 1
        idsFetched += ids.count
        if let failure { throw failure }
        return people.filter { ids.contains($0.id) }
    }

    func setPeople(_ people: [Person]) { self.people = people }
    func setFailure(_ failure: (any Error & Sendable)?) { self.failure = failure }
    func add(_ person: Person) { people.append(person) }
    func remove(id: PersonID) { people.removeAll { $0.id == id } }
    func update(_ person: Person) {
        if let index = people.firstIndex(where: { $0.id == person.id }) { people[index] = person }
    }
}

/// A store that always fails.
struct FailingPeopleStore: PeopleStore {
    var error: any Error & Sendable = TestStoreError(message: "The disk is unplugged.")

    func fetchPeople() async throws -> [Person] {
        throw error
    }
}

/// A store that signals a semaphore when a read of everyone starts, so that a test can
/// wait for it synchronously, keeping the main actor busy meanwhile.
final class SignallingPeopleStore: PeopleStore {
    let people: [Person]
    /// Signalled once per read of everyone, from the thread that reads.
    let readStarted = DispatchSemaphore(value: 0)

    /// Whether `fetchFirstPeople` answers with the first page (as the SQLite store does) or nil.
    let previewsFirstPage: Bool

    init(people: [Person], previewsFirstPage: Bool = false) {
        self.people = people
        self.previewsFirstPage = previewsFirstPage
    }

    func fetchFirstPeople(limit: Int) async throws -> PeopleSearchResult? {
        previewsFirstPage ? PeopleSearchResult(people: Array(people.prefix(limit)), total: people.count) : nil
    }

    func fetchPeople() async throws -> [Person] {
        readStarted.signal()
        return people
    }
}

/// A store whose reads wait until the test answers them, to observe a view
/// model mid-load and to finish overlapping loads in any order.
actor ControlledPeopleStore: PeopleStore {
    private var requests: [CheckedContinuation<[Person], any Error>] = []
    private var answered: Set<Int> = []
    private var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
    /// What `fetchFirstPeople` answers at once (nil: no preview, as most stores).
    private let firstPage: PeopleSearchResult?

    init(firstPage: PeopleSearchResult? = nil) { self.firstPage = firstPage }

    /// How many reads have started.
    var requestCount: Int { requests.count }

    func fetchFirstPeople(limit: Int) async throws -> PeopleSearchResult? {
        firstPage.map { PeopleSearchResult(people: Array($0.people.prefix(limit)), total: $0.total) }
    }

    func fetchPeople() async throws -> [Person] {
        try await withCheckedThrowingContinuation { continuation in
            requests.append(continuation)
            let ready = waiters.filter { $0.count <= requests.count }
            waiters.removeAll { $0.count <= requests.count }
            for waiter in ready { waiter.continuation.resume() }
        }
    }

    /// Returns once at least `count` reads have started.
    func waitForRequests(_ count: Int) async {
        if requests.count >= count { return }
        await withCheckedContinuation { waiters.append((count, $0)) }
    }

    /// Answers read number `index` (from 0) with `people`.
    func answer(_ index: Int, with people: [Person]) {
        precondition(answered.insert(index).inserted, "read \(index) answered twice")
        requests[index].resume(returning: people)
    }

    /// Fails read number `index` with `message`.
    func fail(_ index: Int, message: String) {
        precondition(answered.insert(index).inserted, "read \(index) answered twice")
        requests[index].resume(throwing: TestStoreError(message: message))
    }
}

/// The ten JSONPlaceholder sample users, as Roster's real database seeds them.
enum SampleUsers {
    static func people() async throws -> [Person] {
        let tmp = try TemporaryDirectory(prefix: "roster-viewmodels-tests")
        let db = try RosterDatabase(location: .standard, environment: ["XDG_DATA_HOME": tmp.url.path])
        let people = try await db.fetchPeople()
        precondition(people.count == 10, "the sample data should hold 10 people")
        return people
    }
}

/// A thread-safe flag, set from observation callbacks.
final class Flag: Sendable {
    private let storage = Mutex(false)
    var value: Bool { storage.withLock { $0 } }
    func set() { storage.withLock { $0 = true } }
}
