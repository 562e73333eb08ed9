import Foundation
import GRDB
import RosterSampleData

/// Roster's embedded store: one SQLite file in WAL mode, accessed through GRDB.
///
/// Reads and writes run on GRDB's own queues, never on the caller's thread, so
/// the main actor stays free while the database works.
public final class RosterDatabase: PeopleStore, Sendable {
    /// The database file this store reads and writes.
    public let path: String
    let pool: DatabasePool

    /// Opens (creating if needed) the database at `location` and brings its schema up to date.
    /// The standard location is seeded with the sample data the first time.
    public convenience init(location: DatabaseLocation, environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        try self.init(path: location.path(environment: environment), seedSampleData: location.seedsSampleData)
    }

    /// Opens (creating if needed) the database file at `path`.
    /// - Parameter seedSampleData: seed a database that was never seeded with the sample people and tasks.
    public init(path: String, seedSampleData: Bool = false) throws {
        self.path = path
        let directory = (path as NSString).deletingLastPathComponent
        if !directory.isEmpty {
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw StoreError.cannotOpen(path: path, reason: "cannot create the folder \(directory)")
            }
        }
        var configuration = Configuration()
        configuration.busyMode = .timeout(5)
        configuration.label = "roster"
        do {
            try Self.refuseForeignDatabase(at: path)
            pool = try DatabasePool(path: path, configuration: configuration)
            try Self.migrator.migrate(pool)
            if seedSampleData {
                try Self.seedIfNeeded(pool)
            }
        } catch let error as StoreError {
            throw error
        } catch let error as DatabaseError {
            throw StoreError.cannotOpen(path: path, reason: Self.describe(error))
        } catch {
            throw StoreError.cannotOpen(path: path, reason: error.localizedDescription)
        }
    }

    /// Refuses, without changing it, an existing SQLite file that another program made:
    /// opening a pool would switch it to WAL and migrating would add Roster's tables.
    private static func refuseForeignDatabase(at path: String) throws {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        guard let size = attributes?[.size] as? Int, size > 0 else { return }
        if attributes?[.type] as? FileAttributeType == .typeDirectory {
            throw StoreError.cannotOpen(path: path, reason: "it is a folder, not a file")
        }
        var configuration = Configuration()
        configuration.readonly = true
        let tables = try DatabaseQueue(path: path, configuration: configuration).read { db in
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
        }
        if !tables.isEmpty && !tables.contains("grdb_migrations") {
            throw StoreError.cannotOpen(path: path, reason: "the file is an SQLite database of another program, not Roster's")
        }
    }

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: people and tasks") { db in
            try db.create(table: "person") { t in
                t.primaryKey("id", .integer)
                t.column("name", .text).notNull()
                t.column("username", .text).notNull().defaults(to: "")
                t.column("email", .text).notNull()
                t.column("phone", .text).notNull().defaults(to: "")
                t.column("website", .text).notNull().defaults(to: "")
                t.column("companyName", .text).notNull().defaults(to: "")
                t.column("biography", .text).notNull().defaults(to: "")
                t.column("avatarPath", .text)
            }
            try db.create(table: "task") { t in
                t.primaryKey("id", .integer)
                t.column("personId", .integer).notNull().indexed()
                    .references("person", onDelete: .cascade)
                t.column("title", .text).notNull()
                t.column("isDone", .boolean).notNull().defaults(to: false)
                t.column("dueDate", .text)
                t.column("position", .integer).notNull()
            }
            try db.create(table: "rosterMetadata") { t in
                t.primaryKey("key", .text)
                t.column("value", .text).notNull()
            }
        }
        return migrator
    }

    /// Seeds the sample data once, in one transaction: a crash leaves either nothing or everything.
    static func seedIfNeeded(_ pool: DatabasePool) throws {
        let users = try Data(contentsOf: SampleData.usersURL)
        let todos = try Data(contentsOf: SampleData.todosURL)
        let people = try PeopleImportParser.parse(users)
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

    // MARK: - People

    /// Every person, in no particular order (the view model decides the order).
    public func fetchPeople() async throws -> [Person] {
        do {
            return try await pool.read { db in try Person.fetchAll(db) }
        } catch let error as DatabaseError {
            throw StoreError.readFailed(Self.describe(error))
        }
    }

    /// The person with `id`, or nil.
    public func fetchPerson(id: Int64) async throws -> Person? {
        try await pool.read { db in try Person.fetchOne(db, key: id) }
    }

    /// Imports people in the JSONPlaceholder users shape, all or nothing.
    ///
    /// Every record is validated before anything is written; one bad record
    /// rejects the whole file and the error names each bad record. A record whose
    /// id is already stored replaces that person.
    public func importPeople(json data: Data) async throws -> ImportSummary {
        let people = try PeopleImportParser.parse(data)
        do {
            return try await pool.write { db in
                var summary = ImportSummary()
                for person in people {
                    if try person.exists(db) {
                        try person.update(db)
                        summary.updated += 1
                    } else {
                        try person.insert(db)
                        summary.added += 1
                    }
                }
                return summary
            }
        } catch let error as DatabaseError {
            throw StoreError.writeFailed(Self.describe(error))
        }
    }

    /// Inserts many people in one transaction (used to build benchmark databases).
    public func insert(_ people: [Person]) async throws {
        try await pool.write { db in
            for person in people { try person.insert(db) }
        }
    }

    // MARK: - Tasks

    /// The tasks of one person, in list order.
    public func fetchTasks(personID: Int64) async throws -> [TaskItem] {
        try await pool.read { db in
            try TaskItem.filter(Column("personId") == personID).order(Column("position"), Column("id")).fetchAll(db)
        }
    }

    static func describe(_ error: DatabaseError) -> String {
        switch error.resultCode {
        case .SQLITE_NOTADB: return "the file is not a Roster database (not SQLite)"
        case .SQLITE_READONLY: return "the database is read-only"
        case .SQLITE_BUSY, .SQLITE_LOCKED: return "the database is locked by another program"
        case .SQLITE_CANTOPEN: return "the file cannot be opened"
        case .SQLITE_CORRUPT: return "the database file is damaged"
        case .SQLITE_FULL: return "the disk is full"
        default: return error.message ?? "\(error.resultCode)"
        }
    }
}
