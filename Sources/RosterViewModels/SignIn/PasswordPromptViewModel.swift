import Foundation
import Observation
import RosterModel

/// The password dialog: shown when the directory's server asks for a password that neither the
/// URL nor `PGPASSWORD` gives (`AppViewModel.passwordPrompt`). The password typed, "Remember in
/// the keyring", Sign In with its disabled reason, and why the last try failed — all UI-free; the
/// window's dialog and a test drive the same intents.
///
/// The password lives only here and in the entry while the dialog is open: it is no part of the
/// session state, of a message or of `description`.
@MainActor
@Observable
public final class PasswordPromptViewModel {
    /// The dialog's heading.
    public let title = L10n.tr("Password Required")
    /// What the server asks, naming the user and the directory.
    public let body: String
    /// The entry's label.
    public let passwordLabel = L10n.tr("Password")
    /// The keyring check box's label.
    public let rememberTitle = L10n.tr("Remember in the keyring")
    /// The button that signs in with the typed password.
    public let signInTitle = L10n.tr("Sign In")
    /// The button that gives up (the directory stays closed).
    public let cancelTitle = L10n.tr("Cancel")

    /// The password as typed.
    public private(set) var password = ""
    /// Whether a successful sign-in keeps the password in the keyring.
    public private(set) var remembers = false
    /// Whether the keyring answered (nil: not known yet).
    public private(set) var isKeyringAvailable: Bool?
    /// Set while a sign-in is under way.
    public private(set) var isSigningIn = false
    /// Why the last sign-in failed (the server refused the password, or could not be reached); nil before.
    public private(set) var problem: String?

    /// Whether "Remember in the keyring" can be ticked: a keyring answered.
    public var isRememberEnabled: Bool { rememberDisabledReason == nil }
    /// Why "Remember in the keyring" is disabled; nil when enabled.
    public var rememberDisabledReason: String? {
        switch isKeyringAvailable {
        case nil: return L10n.tr("Looking for the keyring…")
        case false?: return L10n.tr("No keyring answers (the desktop's Secret Service is not running)")
        case true?: return nil
        }
    }

    /// Whether Sign In applies.
    public var isSignInEnabled: Bool { signInDisabledReason == nil }
    /// Why Sign In is disabled; nil when enabled.
    public var signInDisabledReason: String? {
        if isSigningIn { return L10n.tr("Signing in…") }
        if password.isEmpty { return L10n.tr("Type the password") }
        return nil
    }

    /// Called once the directory opened with the password.
    @ObservationIgnored var signedIn: (@MainActor () -> Void)?
    /// Called when the user gave up (Cancel, Escape, closing the dialog).
    @ObservationIgnored var cancelled: (@MainActor () -> Void)?
    private let signIn: any DirectorySignIn

    /// The prompt for the password `signIn` needs; `request` is the server's request that opens it
    /// (one that refuses the password it took before says so at once, as `problem`).
    public init(signIn: any DirectorySignIn, request: StoreError? = nil) {
        self.signIn = signIn
        body = L10n.tr("The server of {0} asks for the password of {1}.", signIn.directoryName, signIn.user)
        if case .cannotOpen(_, let reason)? = request, reason == StoreError.Reason.passwordNoLongerTaken.rawValue {
            problem = L10n.tr("The server no longer takes the password Roster had for {0}. It may have been changed.", signIn.user)
        }
    }

    // MARK: Intents

    /// The dialog appeared: find out whether a keyring answers.
    @discardableResult
    public func appeared() -> Task<Void, Never> {
        let signIn = self.signIn
        return ViewModelActivity.task { [weak self] in
            let available = await signIn.isKeyringAvailable()
            self?.isKeyringAvailable = available
            if !available { self?.remembers = false }
        }
    }

    /// The user typed in the password field; `text` is all of it. Kept in memory only.
    public func passwordChanged(_ text: String) { password = text }

    /// "Remember in the keyring" was ticked or cleared. Refused (returns false) while it is disabled.
    @discardableResult
    public func rememberToggled(_ remembers: Bool) -> Bool {
        guard isRememberEnabled || !remembers else { return false }
        self.remembers = remembers
        return true
    }

    /// Sign In: opens the directory with the password; on success the dialog closes (and, when
    /// asked, the keyring keeps the password; otherwise any kept one, which was refused or
    /// missing, is removed). On failure the dialog stays with the reason, the password cleared.
    /// Refused (the task returns false) while Sign In is disabled.
    @discardableResult
    public func signInTapped() -> Task<Bool, Never> {
        guard isSignInEnabled else { return Task { false } }
        isSigningIn = true
        problem = nil
        let password = self.password
        let remembers = self.remembers
        let signIn = self.signIn
        return ViewModelActivity.task { [weak self] in
            do {
                try await signIn.signIn(password: password)
            } catch {
                self?.failed(error)
                return false
            }
            // Signed in either way: a keyring that fails now only loses the convenience.
            try? await signIn.keep(password: remembers ? password : nil)
            self?.isSigningIn = false
            self?.password = ""
            self?.signedIn?()
            return true
        }
    }

    /// Cancel, Escape or closing the dialog.
    public func cancelTapped() {
        guard !isSigningIn else { return }
        password = ""
        cancelled?()
    }

    private func failed(_ error: any Error) {
        isSigningIn = false
        password = ""
        if case StoreError.cannotOpen(_, let reason) = error, reason == StoreError.Reason.authenticationFailed.rawValue {
            problem = L10n.tr("The server refused this password for {0}.", signIn.user)
        } else {
            problem = describe(error)
        }
    }
}
