/// What the password dialog needs from outside the view models: trying a password on the
/// directory, and the desktop's keyring that may keep it. The composition root gives one when
/// the directory's server may ask for a password that its address does not give (RosterLaunch's,
/// over the engine and libsecret); tests give a fake. The password goes no further than these calls.
public protocol DirectorySignIn: Sendable {
    /// The user name the server asks a password for.
    var user: String { get }
    /// The directory, as messages name it (its URL without a password).
    var directoryName: String { get }
    /// Whether the desktop's keyring answers now, so that "Remember" can keep a password.
    func isKeyringAvailable() async -> Bool
    /// Opens the directory with `password`. Throws the store's error when the server refuses it
    /// (`StoreError.Reason.authenticationFailed`) or cannot be reached.
    func signIn(password: String) async throws
    /// Keeps `password` in the keyring for this directory and user, or removes the one kept (nil).
    func keep(password: String?) async throws
}
