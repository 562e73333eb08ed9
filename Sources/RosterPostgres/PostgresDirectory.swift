import Foundation
import PostgresNIO
import RosterModel

/// A directory on a PostgreSQL server, shared by a team: the same semantics as the SQLite
/// engine (rules checked on every write, field-wise conflicts, ids never reused, imports all
/// or nothing), with live changes from every client through LISTEN/NOTIFY and an
/// availability that follows the server.
///
/// Queries run on a few pooled connections; one more connection listens. When the server
/// goes away, reads and writes fail at once with a `StoreError` whose reason is
/// `serverUnreachable`, `availability()` reports `.unavailable`, and the listener
/// reconnects with back-off.
public final class PostgresDirectory: DirectoryConnection, PartGranting, Sendable {
    /// Where the directory is.
    public let address: PostgresAddress
    let pool: ConnectionPool
    private let listener: ChangeListener
    /// The signed-in login role and its part, as the server told it when the directory opened
    /// (`roster_part()`); the server enforces it on every statement, this engine checks it first
    /// so that a refusal says why (`StoreError.notAllowed`).
    public let access: DirectoryAccess

    /// The columns of a person, in `Person`'s order.
    static let personColumns = "id, name, username, email, phone, website, company_name, biography, avatar_path"
    /// The columns of a task, in `TaskItem`'s order.
    static let taskColumns = "id, person_id, title, is_done, due_date, position"

    public var displayName: String { address.displayName }

    /// Opens the directory at `url` (see `PostgresAddress` for the environment fallback).
    public convenience init(url: String, environment: [String: String] = ProcessInfo.processInfo.environment) async throws {
        try await self.init(address: PostgresAddress(url: url, environment: environment))
    }

    /// Connects, creates or migrates the schema, and starts listening for changes.
    /// Throws `StoreError.cannotOpen` (server down, authentication failed, no such database)
    /// or `StoreError.newerVersion`.
    /// - Parameters:
    ///   - connectTimeout: how long connecting may take; nil: the address's `connect_timeout`, else 5 seconds.
    ///   - operationTimeout: how long a read or a write (but an import) may take before the
    ///     server is taken for gone (its connection is closed, the call fails with `serverUnreachable`).
    public init(address: PostgresAddress, connectTimeout: Duration? = nil, operationTimeout: Duration = .seconds(30)) async throws {
        self.address = address
        self.operationTimeout = operationTimeout
        var logger = Logger(label: "roster.postgres")
        logger.logLevel = .critical
        let configuration = try Self.configuration(address, connectTimeout: connectTimeout ?? address.connectTimeout ?? .seconds(5))
        pool = ConnectionPool(configuration: configuration, logger: logger)
        listener = ChangeListener(pool: pool)
        do {
            access = try await pool.withConnection { connection in
                // A login with no part is refused before the migration would fail on its privileges.
                let before = try await Self.signedIn(connection, logger: logger)
                if let before, before.part == nil { throw NoPart() }
                do {
                    try await PostgresSchema.migrate(connection, logger: logger, displayName: address.displayName)
                } catch  where PostgresFailure.sqlState(error) == "42501" {
                    // A migration only the owner may run: a login with a part waits for the owner;
                    // one of a directory older than the parts has none yet.
                    throw before == nil ? NoPart() : OwnerMustUpdate()
                }
                guard let access = try await Self.signedIn(connection, logger: logger), let part = access.part else { throw NoPart() }
                return DirectoryAccess(part: part, userName: access.user)
            }
            try await listener.start()
        } catch {
            listener.stop()
            pool.close()
            if error is NoPart {
                throw StoreError.cannotOpen(path: address.displayName, reason: StoreError.Reason.noPart.rawValue)
            }
            if error is OwnerMustUpdate {
                throw StoreError.cannotOpen(path: address.displayName, reason: StoreError.Reason.ownerMustUpdate.rawValue)
            }
            if PostgresFailure.sqlState(error) == PostgresSchema.duplicateUsernamesState {
                let shared = (error as? PSQLError)?.serverInfo?[.detail] ?? ""
                throw StoreError.cannotOpen(
                    path: address.displayName, reason: StoreError.DetailedReason.duplicateUsernames(shared).description)
            }
            throw PostgresFailure.opening(error, address: address)
        }
    }

    /// A login role without a part (`roster_part()` finds none of Roster's group roles among
    /// its roles).
    private struct NoPart: Error {}
    /// A login role with a part, facing a migration that only the directory's owner may run.
    private struct OwnerMustUpdate: Error {}

    /// The current user and their part (`roster_part()`, nil for none); nil before the
    /// migration that makes parts ran.
    private static func signedIn(_ connection: PostgresConnection, logger: Logger) async throws -> (user: String, part: DirectoryPart?)? {
        var found = false
        for try await exists in try await connection.query("SELECT to_regprocedure('roster_part()') IS NOT NULL", logger: logger)
            .decode(Bool.self)
        {
            found = exists
        }
        guard found else { return nil }
        var result: (user: String, part: DirectoryPart?)?
        for try await row in try await connection.query("SELECT current_user::text, roster_part()", logger: logger)
            .decode((String, String?).self)
        {
            result = (row.0, row.1.flatMap(DirectoryPart.init(rawValue:)))
        }
        return result
    }

    /// Gives the login role `role` a part in the directory, or takes its part away (nil): what
    /// `roster-cli grant` and `revoke` do. The directory's owner only (and a role that may
    /// create roles, the first time: Roster's group roles are made then, and a role of their name
    /// that Roster did not make is refused, `DetailedReason.roleNotRosters`).
    public func setPart(_ part: DirectoryPart?, of role: String) async throws {
        guard access.part == .owner else { throw StoreError.notAllowed(.grantParts) }
        guard part != .owner else { throw StoreError.notAllowed(.grantParts) }
        try await transaction { connection in
            if part != nil { try await Self.checkPartTaker(role, on: connection, logger: logger) }
            do {
                // The rows are read: a function's error comes with them.
                for try await _ in try await connection.query("SELECT roster_set_part(\(role), \(part?.rawValue))", logger: logger) {}
            } catch  where PostgresFailure.sqlState(error) == "42704" {
                throw StoreError.writeFailed(StoreError.DetailedReason.noSuchRole(role).description)
            } catch  where PostgresFailure.sqlState(error) == "42710" {
                // A group role of a part's name that Roster did not make for this directory (migration v9).
                let name = (error as? PSQLError)?.serverInfo?[.detail] ?? ""
                throw StoreError.writeFailed(StoreError.DetailedReason.roleNotRosters(name).description)
            }
        }
    }

    /// Throws unless `role` is a login role that a part changes anything for: a part given to a
    /// group (Roster's own part roles among them) would pass to every role in it, and the owner
    /// and superusers have every right already. Taking a part away is left to any role, so an
    /// owner can undo such a grant made by an earlier Roster.
    private static func checkPartTaker(_ role: String, on connection: PostgresConnection, logger: Logger) async throws {
        var found: (logsIn: Bool, ownsDirectory: Bool)?
        let query: PostgresQuery = """
            SELECT r.rolcanlogin, r.rolsuper OR pg_has_role(r.oid, (SELECT relowner FROM pg_class WHERE oid = 'person'::regclass), 'USAGE')
            FROM pg_roles r WHERE r.rolname = \(role)
            """
        for try await row in try await connection.query(query, logger: logger).decode((Bool, Bool).self) {
            found = (row.0, row.1)
        }
        guard let found else { throw StoreError.writeFailed(StoreError.DetailedReason.noSuchRole(role).description) }
        guard found.logsIn else { throw StoreError.writeFailed(StoreError.DetailedReason.notALoginRole(role).description) }
        guard !found.ownsDirectory else { throw StoreError.writeFailed(StoreError.DetailedReason.ownsDirectory(role).description) }
    }

    private static func configuration(_ address: PostgresAddress, connectTimeout: Duration) throws(StoreError)
        -> PostgresConnection.Configuration
    {
        var configuration: PostgresConnection.Configuration
        if let socket = address.socketPath {
            configuration = .init(unixSocketPath: socket, username: address.user, password: address.password, database: address.database)
        } else {
            configuration = .init(
                host: address.host ?? "localhost", port: address.port, username: address.user,
                password: address.password, database: address.database, tls: try PostgresTLS.configuration(for: address))
        }
        let (seconds, attoseconds) = connectTimeout.components
        configuration.options.connectTimeout = .nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
        configuration.options.additionalStartupParameters = [("application_name", "roster")]
        return configuration
    }

    deinit { close() }

    /// Stops listening and closes the connections; later uses fail.
    public func close() {
        listener.stop()
        pool.close()
    }

    // MARK: Running queries

    /// How long a read or a write (but an import) may take before the server is taken for gone.
    let operationTimeout: Duration

    var logger: Logger { pool.logger }

    /// Runs `body` on a connection; a failure is a `StoreError.readFailed`. A read on a
    /// connection that turns out dead (the server restarted) is tried once more.
    func read<T>(_ body: (PostgresConnection) async throws -> T) async throws -> T {
        do {
            return try await pool.withConnection(timeout: operationTimeout, retryable: { _ in true }, body)
        } catch {
            throw PostgresFailure.reading(error)
        }
    }

    /// Runs `body` in one transaction: committed when it returns, rolled back when it throws
    /// (a cancellation too). A failure is a `StoreError.writeFailed`.
    func transaction<T>(timeLimited: Bool = true, _ body: (PostgresConnection) async throws -> T) async throws -> T {
        do {
            return try await pool.withConnection(timeout: timeLimited ? operationTimeout : nil, retryable: { $0 is BeginFailed }) {
                connection in
                do {
                    try await connection.query("BEGIN", logger: logger)
                } catch {
                    throw BeginFailed(underlying: error)
                }
                do {
                    let result = try await body(connection)
                    try await connection.query("COMMIT", logger: logger)
                    return result
                } catch {
                    if !PostgresFailure.isConnectionLoss(error) { _ = try? await connection.query("ROLLBACK", logger: logger) }
                    throw error
                }
            }
        } catch let error as BeginFailed {
            throw PostgresFailure.writing(error.underlying)
        } catch StoreError.readFailed(let reason) where reason == StoreError.Reason.closed.rawValue {
            throw StoreError.writeFailed(reason)
        } catch {
            throw PostgresFailure.writing(error)
        }
    }

    /// A transaction that failed at BEGIN: nothing was sent, so it can be tried again.
    struct BeginFailed: Error {
        var underlying: any Error
    }

    /// The people a query returns (its columns `personColumns`).
    static func people(_ rows: PostgresRowSequence) async throws -> [Person] {
        var people: [Person] = []
        for try await row in rows.decode((Int64, String, String, String, String, String, String, String, String?).self) {
            people.append(
                Person(
                    id: PersonID(row.0), name: row.1, username: row.2, email: row.3, phone: row.4,
                    website: row.5, companyName: row.6, biography: row.7, avatarPath: row.8))
        }
        return people
    }

    /// The tasks a query returns (its columns `taskColumns`); a stored due date that is no
    /// calendar day throws `StoreError.unreadableDueDate`.
    static func tasks(_ rows: PostgresRowSequence) async throws -> [TaskItem] {
        var tasks: [TaskItem] = []
        for try await row in rows.decode((Int64, Int64, String, Bool, String?, Int64).self) {
            let id = TaskID(row.0)
            tasks.append(
                TaskItem(
                    id: id, personID: PersonID(row.1), title: row.2, isDone: row.3,
                    dueDate: try TaskItem.storedDueDate(row.4, of: id), position: Int(row.5)))
        }
        return tasks
    }

    // MARK: Changes

    /// Every committed change to the directory, by any client, as the server notifies it.
    public func changes() -> AsyncStream<StoreChange> { listener.changes() }

    /// `.available` or `.unavailable(retryingIn:)` at once, then each time that changes.
    public func availability() -> AsyncStream<StoreAvailability> { listener.availabilityUpdates() }
}
