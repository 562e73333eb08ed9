/// What an import did.
public struct ImportSummary: Sendable, Equatable, Codable {
    /// One value of an imported file that Roster has no place for (a vCard's second
    /// email, its address…): listed in the report, never dropped silently.
    public struct NotKept: Sendable, Equatable, Codable {
        /// The card's position in the file, from 0.
        public var index: Int
        /// The line of the property, from 1.
        public var line: Int
        /// The property's name as written (`EMAIL`, `ADR`, `X-SKYPE`…), with its TYPE when it has one (`EMAIL;TYPE=HOME`).
        public var property: String
        /// The value as the card gives it (an address's parts joined); empty for a photo inside the card.
        public var value: String
        /// For a photo inside the card (base64), about how many bytes it has.
        public var photoBytes: Int?

        public init(index: Int, line: Int, property: String, value: String, photoBytes: Int? = nil) {
            self.index = index
            self.line = line
            self.property = property
            self.value = value
            self.photoBytes = photoBytes
        }
    }

    /// People who were not stored before.
    public var added = 0
    /// People whose id was stored: replaced.
    public var updated = 0
    /// Tasks written (added or replaced).
    public var tasks = 0
    /// The values of the file Roster did not keep, in file order.
    public var notKept: [NotKept] = []

    public init(added: Int = 0, updated: Int = 0, tasks: Int = 0, notKept: [NotKept] = []) {
        self.added = added
        self.updated = updated
        self.tasks = tasks
        self.notKept = notKept
    }
}
