/// What an import did.
public struct ImportSummary: Sendable, Equatable, Codable {
    /// People who were not stored before.
    public var added = 0
    /// People whose id was stored: replaced.
    public var updated = 0
    /// Tasks written (added or replaced).
    public var tasks = 0

    public init(added: Int = 0, updated: Int = 0, tasks: Int = 0) {
        self.added = added
        self.updated = updated
        self.tasks = tasks
    }
}
