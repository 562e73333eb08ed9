import Foundation
import GRDB
import RosterModel
import RosterSampleData
import Synchronization

/// Roster's embedded store: one SQLite file in WAL mode, accessed through GRDB.
///
/// Reads and writes run on GRDB's own queues, never on the caller's thread, so
/// the main actor stays free while the database works.
public final class RosterDatabase: DirectoryConnection, Sendable {
    /// The database file this store reads and writes.
    public let path: String
    /// The database file, as messages name it.
    public var displayName: String { path }
    /// Whether the database was opened read-only: reads work, every write fails with a clear error.
    public let isReadOnly: Bool
    /// Every read goes through read-only connections (a read-only `DatabasePool`,
    /// or a read-only `DatabaseQueue` when the database is opened read-only): opening
    /// and reading never take the write lock, so another program's write never makes
    /// them wait or fail (WAL).
    let readers: any DatabaseWriter
    /// The read-write `DatabasePool`, opened on the first write (or at once when the
    /// file is new or needs migrating): GRDB's pool set-up writes when the `-wal`
    /// file is missing or empty (which `close()` leaves), so opening it takes the
    /// write lock — a cost only writes should pay, within the busy time-out.
    private let writePool: Mutex<DatabasePool?>
    private let configuration: Configuration
    private let changeMonitor: DatabaseChangeMonitor
    /// The file opened (device and inode), to notice it being deleted or replaced.
    private let fileIdentity: FileIdentity?
    private let isOpen = Mutex(true)

    /// Opens (creating if needed) the database at `location` and brings its schema up to date.
    /// The standard location is seeded with the sample data the first time; once it
    /// was created, a missing standard database is reported (`StoreError.databaseMissing`),
    /// never silently replaced by an empty one.
    public convenience init(location: DatabaseLocation, environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        try location.checkNotMissing(environment: environment)
        try self.init(path: location.path(environment: environment), seedSampleData: location.seedsSampleData)
        location.recordCreation(environment: environment)
    }

    /// Opens (creating if needed) the database file at `path`.
    /// - Parameters:
    ///   - seedSampleData: seed a database that was never seeded with the sample people and tasks.
    ///   - readOnly: open without write access (also chosen when the file is not writable).
    ///   - busyTimeout: how long a write waits for another program's lock before failing.
    public init(path: String, seedSampleData: Bool = false, readOnly: Bool = false, busyTimeout: TimeInterval = 5) throws {
        self.path = path
        let exists = FileManager.default.fileExists(atPath: path)
        let readOnly = readOnly || (exists && !Self.canWrite(path))
        isReadOnly = readOnly
        let directory = (path as NSString).deletingLastPathComponent
        if !directory.isEmpty && !readOnly {
            do {
                // Private, whatever the umask: the folders Roster makes for a directory of people.
                try FileManager.default.createDirectory(
                    atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            } catch {
                throw StoreError.cannotOpen(path: path, reason: StoreError.DetailedReason.cannotCreateFolder(directory).description)
            }
        }
        var configuration = Configuration()
        configuration.busyMode = .timeout(busyTimeout)
        configuration.label = "roster"
        // A write that fires triggers (the change log, the history) keeps a statement journal of
        // the pages it touches, so that it alone can roll back. In a temporary file that is two
        // system calls a page: importing 100,000 people wrote 1.78 million times and took 10.2 s
        // in roster-cli; in memory, 50,767 writes and 7.5 s. The journal lives one statement.
        // Readers keep the default: a large sort of theirs may still spill to a file.
        configuration.prepareDatabase { db in
            if !db.configuration.readonly { try db.execute(sql: "PRAGMA temp_store = MEMORY") }
        }
        self.configuration = configuration
        do {
            try Self.refuseForeignDatabase(at: path)
            if readOnly {
                guard exists else { throw StoreError.cannotOpen(path: path, reason: StoreError.Reason.fileMissing.rawValue) }
                configuration.readonly = true
                let queue = try Self.openReadOnly(path, configuration: configuration)
                try queue.read(Self.refuseNewerVersion(path: path))
                if try !queue.read(RosterSchema.migrator.hasCompletedMigrations) {
                    throw StoreError.cannotOpen(path: path, reason: StoreError.Reason.needsUpgrade.rawValue)
                }
                readers = queue
                writePool = Mutex(nil)
            } else {
                var pool: DatabasePool?
                func writer() throws -> DatabasePool {
                    if let pool { return pool }
                    let opened = try DatabasePool(path: path, configuration: configuration)
                    pool = opened
                    return opened
                }
                // A new (or empty) file is created, and switched to WAL, by the read-write pool.
                let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
                if size == 0 { _ = try writer() }
                var readerConfiguration = configuration
                readerConfiguration.readonly = true
                let readers = try DatabasePool(path: path, configuration: readerConfiguration)
                try readers.read(Self.refuseNewerVersion(path: path))
                // Migrating and seeding take the write lock: only when needed, so that
                // opening to read never waits for another program's write.
                if try !readers.read(RosterSchema.migrator.hasCompletedMigrations) {
                    try RosterSchema.migrator.migrate(try writer())
                }
                if seedSampleData, try !readers.read(Self.isSeeded) {
                    try Self.seedIfNeeded(try writer())
                }
                self.readers = readers
                writePool = Mutex(pool)
            }
            changeMonitor = DatabaseChangeMonitor(databasePath: path)
            fileIdentity = FileIdentity(path: path)
        } catch let error as StoreError {
            throw error
        } catch let error as RosterSchema.DuplicateUsernames {
            throw StoreError.cannotOpen(path: path, reason: StoreError.DetailedReason.duplicateUsernames(error.list).description)
        } catch let error as DatabaseError {
            throw StoreError.cannotOpen(path: path, reason: Self.describe(error))
        } catch {
            throw StoreError.cannotOpen(path: path, reason: error.localizedDescription)
        }
    }

    /// Whether this process can write the database: the file itself, and in WAL
    /// mode its `-wal` and `-shm` companions, which SQLite creates in the same folder.
    private static func canWrite(_ path: String) -> Bool {
        let files = FileManager.default
        guard files.isWritableFile(atPath: path) else { return false }
        let folder = (path as NSString).deletingLastPathComponent
        if files.isWritableFile(atPath: folder.isEmpty ? "." : folder) { return true }
        return ["-wal", "-shm"].allSatisfy { files.isWritableFile(atPath: path + $0) }
    }

    /// Opens a read-only connection. A WAL database on a read-only medium or in a
    /// folder this user cannot write has no `-shm` file and cannot get one, and
    /// SQLite then refuses to read it: when no `-wal` exists either (no writer has
    /// it open, nothing is pending), the file is opened as immutable instead.
    private static func openReadOnly(_ path: String, configuration: Configuration) throws -> DatabaseQueue {
        let files = FileManager.default
        let folder = (path as NSString).deletingLastPathComponent
        let companionsMissing = !files.fileExists(atPath: path + "-wal") && !files.fileExists(atPath: path + "-shm")
        guard companionsMissing, !files.isWritableFile(atPath: folder.isEmpty ? "." : folder) else {
            return try DatabaseQueue(path: path, configuration: configuration)
        }
        var components = URLComponents()
        components.scheme = "file"
        components.path = URL(fileURLWithPath: path).path
        components.queryItems = [URLQueryItem(name: "immutable", value: "1")]
        guard let uri = components.string else { return try DatabaseQueue(path: path, configuration: configuration) }
        return try DatabaseQueue(path: uri, configuration: configuration)
    }

    /// Reports every committed change to the database, by this process or another
    /// one, as the change log describes it (`.unknown` when it cannot).
    public func changes() -> AsyncStream<StoreChange> {
        changeMonitor.changes()
    }

    /// Refuses, without changing it, an existing SQLite file that another program made:
    /// opening a pool would switch it to WAL and migrating would add Roster's tables.
    private static func refuseForeignDatabase(at path: String) throws {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        guard let size = attributes?[.size] as? Int, size > 0 else { return }
        if attributes?[.type] as? FileAttributeType == .typeDirectory {
            throw StoreError.cannotOpen(path: path, reason: StoreError.Reason.isAFolder.rawValue)
        }
        var configuration = Configuration()
        configuration.readonly = true
        // Another program may be writing: wait for it rather than fail at once.
        configuration.busyMode = .timeout(5)
        let queue = try openReadOnly(path, configuration: configuration)
        let tables = try queue.read { db in
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
        }
        // Before a pool switches the file to WAL: a newer version's database stays byte for byte as it was.
        try queue.read(refuseNewerVersion(path: path))
        if !tables.isEmpty && !tables.contains("grdb_migrations") {
            throw StoreError.cannotOpen(path: path, reason: StoreError.Reason.foreignDatabase.rawValue)
        }
    }

    /// Refuses a database that a newer Roster migrated: writing to it could break that version's data.
    private static func refuseNewerVersion(path: String) -> @Sendable (Database) throws -> Void {
        { db in
            guard try db.tableExists("grdb_migrations") else { return }
            let known = Set(RosterSchema.migrator.migrations)
            let applied = try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations")
            if let unknown = applied.first(where: { !known.contains($0) }) {
                throw StoreError.newerVersion(path: path, migration: unknown)
            }
        }
    }

    /// Ends the database's use: checkpoints the WAL into the database file and
    /// closes every connection, so that the file alone holds every change
    /// (copying just `roster.sqlite` keeps everything). Later calls fail.
    public func close() {
        // A second close must not touch connections that are gone.
        guard
            isOpen.withLock({
                let was = $0
                $0 = false
                return was
            })
        else { return }
        changeMonitor.stop()
        // The read-only connections first: the read-write one, closing last, may delete the WAL.
        try? readers.close()
        if let pool = writePool.withLock({ $0 }) {
            _ = try? pool.writeWithoutTransaction { db in try db.checkpoint(.truncate) }
            try? pool.close()
        }
    }

    /// The connection writes go through: the read-write pool, opened now if it is
    /// not yet (which may wait for another program's write, up to the busy time-out),
    /// or, when the database is read-only, the read-only connection (whose writes
    /// fail with SQLITE_READONLY).
    var writer: any DatabaseWriter {
        get throws {
            if isReadOnly { return readers }
            return try writePool.withLock { pool in
                if let pool { return pool }
                // Checked under this lock, which close() takes after marking the store closed:
                // a pool opened here is always one close() sees and closes.
                guard isOpen.withLock({ $0 }) else { throw StoreError.writeFailed(StoreError.Reason.closed.rawValue) }
                let opened = try DatabasePool(path: path, configuration: configuration)
                pool = opened
                return opened
            }
        }
    }

    /// Whether the sample data was seeded (read without taking the write lock).
    private static func isSeeded(_ db: Database) throws -> Bool {
        try String.fetchOne(db, sql: "SELECT value FROM rosterMetadata WHERE key = 'sampleDataSeeded'") != nil
    }

    /// Seeds the sample data once, in one transaction: a crash leaves either nothing or everything.
    static func seedIfNeeded(_ pool: some DatabaseWriter) throws {
        let users = try Data(contentsOf: SampleData.usersURL)
        let todos = try Data(contentsOf: SampleData.todosURL)
        let people = try DirectoryJSON.parse(users).people
        let tasks = try SampleTasksParser.parse(todos)
        try pool.write { db in
            let seeded = try String.fetchOne(db, sql: "SELECT value FROM rosterMetadata WHERE key = 'sampleDataSeeded'")
            guard seeded == nil else { return }
            for person in people where try !person.exists(db) {
                try person.insert(db)
            }
            for task in tasks where try !task.exists(db) {
                try task.insert(db)
            }
            try db.execute(sql: "INSERT INTO rosterMetadata (key, value) VALUES ('sampleDataSeeded', '1')")
        }
    }

    /// Runs a write in one immediate transaction (the write lock is taken up
    /// front, so concurrent writers wait for each other up to the busy time-out
    /// instead of failing), turning database failures into `StoreError`s.
    func write<T: Sendable>(_ updates: @escaping @Sendable (Database) throws -> T) async throws -> T {
        do {
            guard isOpen.withLock({ $0 }) else { throw StoreError.writeFailed(StoreError.Reason.closed.rawValue) }
            try checkFileIsThere()
            return try await writer.write(updates)
        } catch let error as StoreError {
            throw error
        } catch is CancellationError {
            throw CancellationError()
        } catch let error as DatabaseError {
            throw StoreError.writeFailed(Self.describe(error))
        }
    }

    /// A database file deleted or replaced under an open connection takes writes
    /// that go nowhere: refuse them instead of reporting them saved.
    private func checkFileIsThere() throws {
        guard let now = FileIdentity(path: path), now == fileIdentity else {
            throw StoreError.writeFailed(StoreError.DetailedReason.fileReplaced(path).description)
        }
    }

    /// Runs a read, turning database failures into `StoreError`s worded for people.
    func read<T: Sendable>(_ value: @escaping @Sendable (Database) throws -> T) async throws -> T {
        do {
            guard isOpen.withLock({ $0 }) else { throw StoreError.readFailed(StoreError.Reason.closed.rawValue) }
            return try await readers.read(value)
        } catch let error as DatabaseError {
            throw StoreError.readFailed(Self.describe(error))
        }
    }

    static func describe(_ error: DatabaseError) -> String {
        switch error.resultCode {
        case .SQLITE_NOTADB: return StoreError.Reason.notADatabase.rawValue
        case .SQLITE_READONLY: return StoreError.Reason.readOnly.rawValue
        case .SQLITE_BUSY, .SQLITE_LOCKED: return StoreError.Reason.locked.rawValue
        case .SQLITE_CANTOPEN: return StoreError.Reason.cannotOpenFile.rawValue
        case .SQLITE_CORRUPT: return StoreError.Reason.damaged.rawValue
        case .SQLITE_FULL: return StoreError.Reason.diskFull.rawValue
        default: return error.message ?? "\(error.resultCode)"
        }
    }
}
