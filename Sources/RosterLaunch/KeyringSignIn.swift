import Foundation
import RosterEngines
import RosterModel
import RosterViewModels
import SecretKeyring
import Synchronization

/// The window's sign-in to a PostgreSQL directory whose server asks for a password that neither
/// the URL nor `PGPASSWORD` gives: the store opens without one first; when the server asks, the
/// password kept in the desktop's keyring (libsecret) is tried; when there is none (or it is
/// refused), the view models open the password dialog, whose password this opens with.
///
/// The password is held in memory only, for reopening after a lost connection; it is never
/// written to GSettings, the session file or a log.
final class KeyringSignIn: DirectorySignIn {
    let user: String
    let directoryName: String
    private let address: DirectoryAddress
    private let environment: [String: String]
    private let keyring: SecretKeyring
    /// The password that opened the directory, or the one being tried.
    private let password = Mutex<String?>(nil)
    /// The store, which opens through `open()`.
    private let store = Mutex<LazyDirectoryConnection?>(nil)

    /// Roster's passwords in the keyring: one per server directory and user.
    static let keyring = SecretKeyring(schema: RosterRelease.applicationID + ".Password", attributeNames: ["directory", "user"])

    /// A sign-in for `address`, or nil when its server cannot ask for a password nobody gave
    /// (a SQLite file, a URL or `PGPASSWORD` with the password).
    init?(address: DirectoryAddress, environment: [String: String], keyring: SecretKeyring = KeyringSignIn.keyring) {
        guard let names = address.passwordSignIn(environment: environment) else { return nil }
        user = names.user
        directoryName = names.directory
        self.address = address
        self.environment = environment
        self.keyring = keyring
    }

    /// The store, opened lazily through this sign-in.
    func makeStore() -> LazyDirectoryConnection {
        let store = LazyDirectoryConnection(displayName: address.sessionKey(environment: environment)) { [weak self] in
            guard let self else { throw StoreError.readFailed(StoreError.Reason.closed.rawValue) }
            return try await self.open()
        }
        self.store.withLock { $0 = store }
        return store
    }

    private var attributes: [String: String] { ["directory": directoryName, "user": user] }

    /// Opens with the password given last; else without one, and when the server asks, with the keyring's.
    private func open() async throws -> any DirectoryConnection {
        if let given = password.withLock({ $0 }) { return try await address.open(environment: environment, password: given) }
        do {
            return try await address.open(environment: environment)
        } catch let error as StoreError where error.isPasswordRequired {
            guard let kept = try? await keyring.password(for: attributes) else { throw error }
            do {
                let connection = try await address.open(environment: environment, password: kept)
                password.withLock { $0 = kept }
                return connection
            } catch StoreError.cannotOpen(_, let reason) where reason == StoreError.Reason.authenticationFailed.rawValue {
                // The kept password is refused: ask, as if none were kept.
                throw error
            }
        }
    }

    func isKeyringAvailable() async -> Bool { await keyring.isAvailable() }

    func signIn(password given: String) async throws {
        guard let store = store.withLock({ $0 }) else { return }
        password.withLock { $0 = given }
        do {
            _ = try await store.connection()
        } catch {
            password.withLock { $0 = nil }
            throw error
        }
    }

    func keep(password given: String?) async throws {
        if let given {
            let label = L10n.tr("Roster: {0}", directoryName)
            try await keyring.store(given, label: label, for: attributes)
        } else {
            try await keyring.remove(for: attributes)
        }
    }
}
