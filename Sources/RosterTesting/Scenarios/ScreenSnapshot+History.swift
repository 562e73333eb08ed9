extension ScreenSnapshot {
    /// A person's History, while shown: whose, its state, and its changes, newest first.
    public struct History: Equatable, Sendable {
        /// Whose changes (the view's subtitle).
        public var person: String
        /// Loading, failed, or showing the changes.
        public var state: PageState
        /// Each change as "what (when · who)".
        public var rows: [String]
        /// What the view says instead of rows (no history kept, none recorded yet).
        public var empty: String?
        /// Its Close.
        public var controls: [Control]

        /// The History as shown.
        public init(person: String, state: PageState, rows: [String], empty: String?, controls: [Control]) {
            self.person = person
            self.state = state
            self.rows = rows
            self.empty = empty
            self.controls = controls
        }

        /// A row as the transcript prints it: what changed, then when and who.
        public static func rowText(title: String, subtitle: String) -> String { "\(title) (\(subtitle))" }
    }
}
