import RosterModel

extension AppViewModel {
    /// The People list could not load: when the server asks for a password that the address
    /// does not give, or refuses the one signed in with, and a sign-in is set, the password dialog opens (over the error page,
    /// which stays behind it with Retry).
    func loadFailed(_ error: any Error) {
        guard passwordPrompt == nil, let signIn, Self.asksForPassword(error) else { return }
        let prompt = PasswordPromptViewModel(signIn: signIn, request: error as? StoreError)
        prompt.signedIn = { [weak self] in
            self?.passwordPrompt = nil
            self?.people.retryTapped()
        }
        prompt.cancelled = { [weak self] in self?.passwordPrompt = nil }
        passwordPrompt = prompt
        prompt.appeared()
    }

    /// Whether `error` is a server's request for a password: one that nobody gave, or the one
    /// signed in with, refused since (it was changed; with a sign-in set, the address gives none).
    static func asksForPassword(_ error: any Error) -> Bool {
        guard let error = error as? StoreError else { return false }
        return error.isPasswordRequired || error.isAuthenticationFailed
    }
}
