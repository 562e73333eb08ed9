import Foundation
import Synchronization

/// A `PeopleStore` that opens its database on first use, off the caller's actor,
/// and tries again on the next use after a failure — so a front can show an
/// error with a Retry button instead of failing before its window exists.
public final class LazyRosterDatabase: PeopleStore, Sendable {
    private let location: DatabaseLocation
    private let environment: [String: String]
    private let opened = Mutex<RosterDatabase?>(nil)

    public init(location: DatabaseLocation, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.location = location
        self.environment = environment
    }

    /// The database, opening it if needed.
    public func database() throws -> RosterDatabase {
        try opened.withLock { opened in
            if let opened { return opened }
            let database = try RosterDatabase(location: location, environment: environment)
            opened = database
            return database
        }
    }

    public func fetchPeople() async throws -> [Person] {
        try await database().fetchPeople()
    }
}
