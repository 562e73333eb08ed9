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

    /// Opens the directory; when its server asks for a password that neither the URL nor
    /// `PGPASSWORD` gives, asks `password` for one (given the user name and the directory as a
    /// sign-in names them) and opens again with it. `password` returning nil leaves the server's
    /// request as the error; a password the server refuses fails as `authenticationFailed`.
    /// The one flow of every front's sign-in: roster-cli's terminal prompt, the window's keyring.
    public func open(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        askingPassword password: (_ user: String, _ directory: String) async throws -> String?
    ) async throws -> any DirectoryConnection {
        do {
            return try await open(environment: environment)
        } catch let error as StoreError where error.isPasswordRequired {
            guard let names = passwordSignIn(environment: environment), let given = try await password(names.user, names.directory)
            else { throw error }
            return try await open(environment: environment, password: given)
        }
    }

    /// Whether a password sent to this directory's server cannot be read on the way there: over
    /// a unix socket, or over TLS that verifies the server (`sslmode=verify-ca` or `verify-full`,
    /// so that no one in between can pose as it). Only there is a password kept in the keyring
    /// offered without asking; elsewhere (no TLS, or TLS that trusts any server) the user is asked.
    public func protectsPasswordOnTheWay(environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        guard case .postgres(let url) = self, let address = try? PostgresAddress(url: url, environment: environment) else { return false }
        if address.socketDirectory != nil { return true }
        switch address.tls {
        case .verifyCA, .verifyFull: return true
        case .disable, .prefer, .require: return false
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
            return LazyDirectoryConnection(
                displayName: sessionKey(environment: environment), accessBeforeOpening: accessBeforeOpening(environment: environment)
            ) {
                try await open(environment: environment)
            }
        }
    }

    /// Who is taken to be signed in until the directory is open: a local file's owner has every
    /// right; a server's login is taken for a reader (nothing is offered that the server may
    /// refuse) until the server says its part.
    public func accessBeforeOpening(environment: [String: String] = ProcessInfo.processInfo.environment) -> DirectoryAccess {
        guard case .postgres(let url) = self else { return .everything }
        let user = (try? PostgresAddress(url: url, environment: environment))?.user ?? ""
        return DirectoryAccess(part: .reader, userName: user)
    }
}
