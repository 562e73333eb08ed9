import Foundation
import RosterModel
import RosterPostgres
import RosterSQLite

extension DirectoryAddress {
    /// Opens the directory now (the CLI: one command, then `close()`), bringing its schema up
    /// to date. Throws a `StoreError` saying why it cannot be opened.
    ///
    /// `password` is sent to a server that asks for one when neither the URL nor `PGPASSWORD`
    /// gives it (what a sign-in dialog, a terminal prompt or the keyring supplied); a server
    /// that asks and gets none fails with the reason `passwordRequired`.
    public func open(
        environment: [String: String] = ProcessInfo.processInfo.environment, password: String? = nil
    ) async throws -> any DirectoryConnection {
        switch self {
        case .sqlite(let location):
            return try RosterDatabase(location: location, environment: environment)
        case .postgres(let url):
            var address = try PostgresAddress(url: url, environment: environment)
            if address.password == nil { address.password = password }
            return try await PostgresDirectory(address: address)
        }
    }

    /// Who signs in where, when the directory's server may ask for a password that the address
    /// does not give: the user name and the directory as a sign-in names them (the URL without
    /// its password). Nil for a SQLite file, an unreadable URL, or a URL or `PGPASSWORD` that gives a password.
    public func passwordSignIn(environment: [String: String] = ProcessInfo.processInfo.environment) -> (user: String, directory: String)? {
        guard case .postgres(let url) = self, let address = try? PostgresAddress(url: url, environment: environment),
            address.password == nil
        else { return nil }
        return (address.user, address.displayName)
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
