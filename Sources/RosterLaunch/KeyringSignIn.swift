import Foundation
import RosterEngines
import RosterModel
import RosterViewModels
import SecretKeyring
import Synchronization

/// The window's sign-in to a PostgreSQL directory whose server asks for a password that neither
/// the URL nor `PGPASSWORD` gives: the store opens without one first; when the server asks, the
/// password kept in the desktop's keyring (libsecret) is tried, if the way to the server protects
/// it (`DirectoryAddress.protectsPasswordOnTheWay`); when there is none (or it is refused), the
/// view models open the password dialog, whose password this opens with.
///
/// The password is held in memory only, for reopening after a lost connection; it is never
/// written to GSettings, the session file or a log.
final class KeyringSignIn: DirectorySignIn {
    let user: String
    let directoryName: String
    private let address: DirectoryAddress
    private let environment: [String: String]
    private let keyring: SecretKeyring
    /// The password that opened the directory (held for reopening after a lost connection), and
    /// the dialog's, while it is being tried.
    private let passwords = Mutex<(held: String?, trying: String?)>((nil, nil))
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
        let store = LazyDirectoryConnection(
            displayName: address.sessionKey(environment: environment),
            accessBeforeOpening: address.accessBeforeOpening(environment: environment)
        ) { [weak self] in
            guard let self else { throw StoreError.readFailed(StoreError.Reason.closed.rawValue) }
            return try await self.open()
        }
        self.store.withLock { $0 = store }
        return store
    }

    private var attributes: [String: String] { ["directory": directoryName, "user": user] }

    /// Opens with the dialog's password while one is tried (its refusal is the dialog's to
    /// show); else with the password held from the last sign-in; else without one, and when the
    /// server asks, with the keyring's, where the way to the server protects it.
    ///
    /// A held or kept password the server refuses (it changed since) is dropped, and the
    /// server's request for a password stands, saying that the one it took before is refused
    /// (`passwordNoLongerTaken`): the view models open the dialog again, saying so.
    private func open() async throws -> any DirectoryConnection {
        if let trying = passwords.withLock({ $0.trying }) { return try await address.open(environment: environment, password: trying) }
        var heldRefused = false
        if let held = passwords.withLock({ $0.held }) {
            do {
                return try await address.open(environment: environment, password: held)
            } catch let error as StoreError where error.isAuthenticationFailed {
                passwords.withLock { $0.held = nil }
                heldRefused = true
            }
        }
        let noLongerTaken = StoreError.cannotOpen(path: directoryName, reason: StoreError.Reason.passwordNoLongerTaken.rawValue)
        var offered: String?
        do {
            let connection = try await address.open(environment: environment) { _, _ in
                // In the clear, or to a server TLS does not verify, the password could be read
                // or asked by whoever answers: the user decides, in the dialog.
                guard address.protectsPasswordOnTheWay(environment: environment) else { return nil }
                offered = try? await keyring.password(for: attributes)
                return offered
            }
            if let offered { passwords.withLock { $0.held = offered } }
            return connection
        } catch let error as StoreError where error.isAuthenticationFailed && offered != nil {
            // The kept password is refused: ask, saying why.
            throw noLongerTaken
        } catch let error as StoreError where error.isPasswordRequired && heldRefused {
            throw noLongerTaken
        }
    }

    func isKeyringAvailable() async -> Bool { await keyring.isAvailable() }

    func signIn(password given: String) async throws {
        guard let store = store.withLock({ $0 }) else { return }
        passwords.withLock { $0.trying = given }
        defer { passwords.withLock { $0.trying = nil } }
        // A connection open with a password the server now refuses (changed since) opens anew.
        store.close()
        _ = try await store.connection()
        passwords.withLock { $0.held = given }
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
