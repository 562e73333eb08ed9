import Foundation
import PostgresNIO
import RosterModel
import Synchronization

/// The one connection of a directory that LISTENs on `roster_changes`: it turns each
/// notification into a `StoreChange` for every `changes()` stream, and keeps
/// `availability()` up to date. When the connection is lost it reports `.unavailable`,
/// tries again after a back-off that doubles (`initialDelay` up to `maximumDelay`), and
/// when it is back reports `.available` and one `StoreChange.unknown` (changes may have
/// been missed meanwhile).
final class ChangeListener: Sendable {
    static let initialDelay: Duration = .milliseconds(500)
    static let maximumDelay: Duration = .seconds(30)

    private let pool: ConnectionPool
    private let state = Mutex<State>(State())
    /// Where the listening task runs: a thread of its own, so a notification is handed on
    /// at once however busy the shared thread pool is.
    private let executor = DedicatedThreadExecutor(name: "roster-pg-listen")

    private struct State {
        var changeSubscribers: [UUID: AsyncStream<StoreChange>.Continuation] = [:]
        var availabilitySubscribers: [UUID: AsyncStream<StoreAvailability>.Continuation] = [:]
        var availability: StoreAvailability = .available
        var task: Task<Void, Never>?
        var connection: PostgresConnection?
        var isStopped = false
    }

    init(pool: ConnectionPool) {
        self.pool = pool
    }

    /// Starts listening; returns once the first LISTEN is in place, or throws why it could not be.
    func start() async throws {
        let (ready, readyContinuation) = AsyncStream<Result<Void, any Error>>.makeStream(bufferingPolicy: .bufferingNewest(1))
        let task = Task(executorPreference: executor) { [self] in
            await run(ready: readyContinuation)
            executor.finish()
        }
        state.withLock { $0.task = task }
        for await result in ready {
            if case .failure(let error) = result {
                stop()
                throw error
            }
            return
        }
        throw CancellationError()
    }

    /// Stops listening and ends every stream.
    func stop() {
        let (task, connection, changeSubscribers, availabilitySubscribers) = state.withLock { state in
            state.isStopped = true
            defer {
                state.task = nil
                state.connection = nil
                state.changeSubscribers = [:]
                state.availabilitySubscribers = [:]
            }
            return (state.task, state.connection, Array(state.changeSubscribers.values), Array(state.availabilitySubscribers.values))
        }
        task?.cancel()
        if let connection { ConnectionPool.dispose(connection) }
        changeSubscribers.forEach { $0.finish() }
        availabilitySubscribers.forEach { $0.finish() }
    }

    private var isStopped: Bool { state.withLock { $0.isStopped } }

    private func run(ready: AsyncStream<Result<Void, any Error>>.Continuation) async {
        var isFirst = true
        var delay = Self.initialDelay
        while !Task.isCancelled, !isStopped {
            var connection: PostgresConnection?
            do {
                let opened = try await pool.connect()
                connection = opened
                let keep = state.withLock { state -> Bool in
                    guard !state.isStopped else { return false }
                    state.connection = opened
                    return true
                }
                guard keep else { break }
                try await opened.listen(on: PostgresSchema.channel) { notifications in
                    if isFirst {
                        isFirst = false
                        ready.yield(.success(()))
                        ready.finish()
                    } else {
                        setAvailability(.available)
                        broadcast(.unknown)
                    }
                    delay = Self.initialDelay
                    for try await notification in notifications {
                        broadcast(Self.change(fromPayload: notification.payload))
                    }
                }
            } catch {
                if isFirst {
                    ready.yield(.failure(error))
                    ready.finish()
                    try? await connection?.close()
                    return
                }
            }
            try? await connection?.close()
            state.withLock { if $0.connection === connection { $0.connection = nil } }
            guard !Task.isCancelled, !isStopped else { break }
            pool.drainIdle()
            setAvailability(.unavailable(retryingIn: delay))
            try? await Task.sleep(for: delay)
            delay = min(delay * 2, Self.maximumDelay)
        }
    }

    /// The change a notification's payload describes (`unknown` when it cannot be read).
    static func change(fromPayload payload: String) -> StoreChange {
        guard payload != "unknown",
            let object = try? JSONSerialization.jsonObject(with: Data(payload.utf8)) as? [String: Any]
        else {
            return .unknown
        }
        func ids(_ key: String) -> Set<PersonID>? {
            guard let list = object[key] as? [Any] else { return nil }
            var result: Set<PersonID> = []
            for value in list {
                guard let number = value as? NSNumber else { return nil }
                result.insert(PersonID(number.int64Value))
            }
            return result
        }
        guard let inserted = ids("i"), let updated = ids("u"), let deleted = ids("d"), let tasks = ids("t") else {
            return .unknown
        }
        return StoreChange(inserted: inserted, updated: updated, deleted: deleted, tasksOf: tasks)
    }

    private func broadcast(_ change: StoreChange) {
        guard !change.isEmpty else { return }
        let subscribers = state.withLock { Array($0.changeSubscribers.values) }
        subscribers.forEach { $0.yield(change) }
    }

    private func setAvailability(_ availability: StoreAvailability) {
        // Yielded under the lock, so that every subscriber sees the states in order.
        state.withLock { state in
            guard state.availability != availability else { return }
            state.availability = availability
            state.availabilitySubscribers.values.forEach { $0.yield(availability) }
        }
    }

    /// Whether the directory was reachable when last checked.
    var availability: StoreAvailability { state.withLock { $0.availability } }

    func changes() -> AsyncStream<StoreChange> {
        let (stream, continuation) = AsyncStream<StoreChange>.makeStream(bufferingPolicy: .unbounded)
        let id = UUID()
        let added = state.withLock { state in
            guard !state.isStopped else { return false }
            state.changeSubscribers[id] = continuation
            return true
        }
        if !added { continuation.finish() }
        continuation.onTermination = { [weak self] _ in self?.state.withLock { _ = $0.changeSubscribers.removeValue(forKey: id) } }
        return stream
    }

    func availabilityUpdates() -> AsyncStream<StoreAvailability> {
        let (stream, continuation) = AsyncStream<StoreAvailability>.makeStream(bufferingPolicy: .bufferingNewest(8))
        let id = UUID()
        let added = state.withLock { state in
            guard !state.isStopped else { return false }
            state.availabilitySubscribers[id] = continuation
            continuation.yield(state.availability)
            return true
        }
        if !added { continuation.finish() }
        continuation.onTermination = { [weak self] _ in
            self?.state.withLock { _ = $0.availabilitySubscribers.removeValue(forKey: id) }
        }
        return stream
    }
}
