/// What a list shows instead of rows when it has none.
public struct EmptyState: Sendable, Equatable, Codable {
    public var title: String
    public var detail: String
}
