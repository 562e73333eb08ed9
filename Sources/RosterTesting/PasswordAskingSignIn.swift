import Foundation
import RosterModel
import RosterViewModels
import Synchronization

/// A directory whose server asks for a password, for tests and scenarios (`open asking
/// password`): `directory` opens `store` only once `signIn(password:)` gave `password`; before,
/// it fails as a PostgreSQL server asking for one, and with another, as one refusing it. A
/// keyring that answers (or not) and records what it was asked to keep.
public final class PasswordAskingSignIn: DirectorySignIn {
    public let user: String
    public let directoryName: String
    /// The store as the app opens it, lazily.
    public let directory: LazyDirectoryConnection
    private let keyringAnswers: Bool
    private let state = State()

    /// The password given and what the keyring was asked to keep, shared with the opener.
    private final class State: Sendable {
        let value = Mutex<(given: String?, kept: [String?])>((nil, []))
    }

    /// - Parameters:
    ///   - password: the one the server takes.
    ///   - store: the data behind it.
    ///   - user: whom the server asks.
    ///   - directoryName: the directory as messages name it.
    ///   - keyringAnswers: whether a keyring answers (Remember is enabled).
    ///   - accessBeforeOpening: what the app assumes of its part until the directory opens; nil: `store`'s.
    public init(
        password: String, store: any DirectoryConnection, user: String = "bret",
        directoryName: String = "postgres://bret@db.example:5432/team", keyringAnswers: Bool = true,
        accessBeforeOpening: DirectoryAccess? = nil
    ) {
        self.user = user
        self.directoryName = directoryName
        self.keyringAnswers = keyringAnswers
        let state = self.state
        directory = LazyDirectoryConnection(displayName: directoryName, accessBeforeOpening: accessBeforeOpening ?? store.access) {
            switch state.value.withLock({ $0.given }) {
            case nil:
                throw StoreError.cannotOpen(path: directoryName, reason: StoreError.Reason.passwordRequired.rawValue)
            case password?:
                return store
            default:
                throw StoreError.cannotOpen(path: directoryName, reason: StoreError.Reason.authenticationFailed.rawValue)
            }
        }
    }

    /// What the keyring was asked to keep, in order (nil: remove the kept one).
    public var kept: [String?] { state.value.withLock { $0.kept } }

    public func isKeyringAvailable() async -> Bool { keyringAnswers }

    public func signIn(password: String) async throws {
        state.value.withLock { $0.given = password }
        do {
            _ = try await directory.connection()
        } catch {
            state.value.withLock { $0.given = nil }
            throw error
        }
    }

    public func keep(password: String?) async throws { state.value.withLock { $0.kept.append(password) } }
}
