import Foundation
import RosterModel
import RosterPostgres
import RosterSQLite

extension DirectoryAddress {
    /// Opens the directory now (the CLI: one command, then `close()`), bringing its schema up
    /// to date. Throws a `StoreError` saying why it cannot be opened.
    public func open(environment: [String: String] = ProcessInfo.processInfo.environment) async throws -> any DirectoryConnection {
        switch self {
        case .sqlite(let location):
            return try RosterDatabase(location: location, environment: environment)
        case .postgres(let url):
            return try await PostgresDirectory(url: url, environment: environment)
        }
    }

    /// A store that opens the directory on first use and again after a failure (the window:
    /// it shows a failure to open as an error page with Retry, instead of failing before it exists).
    public func openLazily(environment: [String: String] = ProcessInfo.processInfo.environment) -> any DirectoryConnection {
        switch self {
        case .sqlite(let location):
            return location.openLazily(environment: environment)
        case .postgres:
            return LazyDirectoryConnection(displayName: sessionKey(environment: environment)) {
                try await open(environment: environment)
            }
        }
    }
}
