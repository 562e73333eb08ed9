/// What an import did.
public struct ImportSummary: Sendable, Equatable, Codable {
    public var added = 0
    public var updated = 0
    public init(added: Int = 0, updated: Int = 0) {
        self.added = added
        self.updated = updated
    }
}
