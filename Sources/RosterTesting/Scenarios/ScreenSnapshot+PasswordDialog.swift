extension ScreenSnapshot {
    /// The password dialog, while shown: what the server asks, the password as dots, whether the
    /// keyring keeps it, why the last try failed, and its controls.
    public struct PasswordDialog: Equatable, Sendable {
        /// The dialog's heading.
        public var title: String
        /// What the server asks, naming the user and the directory.
        public var text: String
        /// One dot per character typed; the password itself is never read off the screen.
        public var password: String
        /// Whether "Remember in the keyring" is ticked.
        public var remembers: Bool
        /// Why the last sign-in failed, as shown under the entry (nil: nothing shown).
        public var problem: String?
        /// The entry, "Remember in the keyring", Cancel and Sign In (whether each takes input).
        public var controls: [Control]

        /// The dialog as shown; `passwordLength` characters typed.
        public init(title: String, text: String, passwordLength: Int, remembers: Bool, problem: String?, controls: [Control]) {
            self.title = title
            self.text = text
            password = String(repeating: "•", count: passwordLength)
            self.remembers = remembers
            self.problem = problem
            self.controls = controls
        }
    }
}
