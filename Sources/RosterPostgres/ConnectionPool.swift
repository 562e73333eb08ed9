import PostgresNIO
import RosterModel
import Synchronization

/// The connections that run a directory's queries: taken one at a time by a read or a
/// transaction, given back after, made on demand (a desktop needs few). A connection that
/// failed is closed, never given back; after a server restart the stale ones fail at their
/// first query, which is retried once on a new connection when nothing can have been written.
///
/// Why not postgres-nio's `PostgresClient`: it is built for servers — a long-lived `run()` task
/// owns its connections, and it reconnects and queues requests by its own policy. A desktop
/// directory needs the opposite: a read or write while the server is gone fails at once with a
/// typed offline error (the window keeps the edit and says so), a lost connection is retried
/// only when nothing can have been written, and a query the server never answers ends at a
/// deadline by closing its connection. Those few rules sit here, on PostgresNIO's own
/// `PostgresConnection`; the protocol, TLS and decoding stay the driver's.
final class ConnectionPool: Sendable {
    let configuration: PostgresConnection.Configuration
    let logger: Logger
    private let state = Mutex<State>(State())
    /// How many idle connections are kept.
    private let keptIdle = 4

    private struct State {
        var idle: [PostgresConnection] = []
        var isClosed = false
        var nextID = 1
    }

    init(configuration: PostgresConnection.Configuration, logger: Logger) {
        self.configuration = configuration
        self.logger = logger
    }

    /// A new connection (not from the pool), which the caller closes.
    func connect() async throws -> PostgresConnection {
        let id = state.withLock { state in
            defer { state.nextID += 1 }
            return state.nextID
        }
        return try await PostgresConnection.connect(configuration: configuration, id: id, logger: logger)
    }

    /// Runs `body` on a connection of its own. When `body` fails because the connection was
    /// lost and `retryable` says nothing was written, runs it once more on a new connection.
    /// When `body` takes longer than `timeout` (a server that stopped answering: a network
    /// gone without a word), its connection is closed, which fails it as a lost connection
    /// instead of leaving the caller waiting for minutes.
    func withConnection<T>(
        timeout: Duration? = nil,
        retryable: @Sendable (any Error) -> Bool = { _ in false },
        _ body: (PostgresConnection) async throws -> T
    ) async throws -> T {
        try await withRetry(retryable: retryable) { connection in
            guard let timeout else { return try await body(connection) }
            let watchdog = Task {
                try await Task.sleep(for: timeout)
                ConnectionPool.dispose(connection)
            }
            defer { watchdog.cancel() }
            return try await body(connection)
        }
    }

    private func withRetry<T>(
        retryable: @Sendable (any Error) -> Bool,
        _ body: (PostgresConnection) async throws -> T
    ) async throws -> T {
        var reused = false
        let connection: PostgresConnection
        if let idle = try takeIdle() {
            connection = idle
            reused = true
        } else {
            connection = try await connect()
        }
        do {
            let result = try await body(connection)
            giveBack(connection)
            return result
        } catch {
            guard PostgresFailure.isConnectionLoss(error) else {
                giveBack(connection)
                throw error
            }
            try? await connection.close()
            guard reused, retryable(error) else { throw error }
            let fresh = try await connect()
            do {
                let result = try await body(fresh)
                giveBack(fresh)
                return result
            } catch {
                if PostgresFailure.isConnectionLoss(error) { try? await fresh.close() } else { giveBack(fresh) }
                throw error
            }
        }
    }

    private func takeIdle() throws -> PostgresConnection? {
        let (connection, stale) = try state.withLock { state -> (PostgresConnection?, [PostgresConnection]) in
            guard !state.isClosed else { throw StoreError.readFailed(StoreError.Reason.closed.rawValue) }
            var stale: [PostgresConnection] = []
            while let last = state.idle.popLast() {
                if last.isClosed { stale.append(last) } else { return (last, stale) }
            }
            return (nil, stale)
        }
        for old in stale { ConnectionPool.dispose(old) }
        return connection
    }

    private func giveBack(_ connection: PostgresConnection) {
        let keep = state.withLock { state in
            guard !state.isClosed, !connection.isClosed, state.idle.count < keptIdle else { return false }
            state.idle.append(connection)
            return true
        }
        if !keep { ConnectionPool.dispose(connection) }
    }

    /// Closes the idle connections (the server went away: they are dead).
    func drainIdle() {
        let idle = state.withLock { state in
            defer { state.idle = [] }
            return state.idle
        }
        for connection in idle { ConnectionPool.dispose(connection) }
    }

    /// Closes every idle connection; later uses fail with `StoreError` (closed).
    func close() {
        state.withLock { $0.isClosed = true }
        drainIdle()
    }

    var isClosed: Bool { state.withLock { $0.isClosed } }

    /// Closes `connection` without waiting, keeping it alive until it is closed
    /// (PostgresNIO asserts that a connection is closed before it goes away).
    static func dispose(_ connection: PostgresConnection) {
        connection.close().whenComplete { _ in withExtendedLifetime(connection) {} }
    }
}
