/// The identity of a `TaskItem`: a positive number the store hands out.
///
/// A type of its own so that a task's id cannot be passed where a person's
/// is meant. It encodes as the bare number, so JSON files, session files and
/// the databases keep their format; the engines map it to `Int64` at their
/// boundary. It has the layout of an `Int64`: an array of ids costs no more.
public struct TaskID: RawRepresentable, Hashable, Comparable, Sendable, Codable {
    public var rawValue: Int64

    @inlinable
    public init(rawValue: Int64) {
        self.rawValue = rawValue
    }

    @inlinable
    public init(_ rawValue: Int64) {
        self.rawValue = rawValue
    }

    @inlinable
    public static func < (lhs: TaskID, rhs: TaskID) -> Bool { lhs.rawValue < rhs.rawValue }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(Int64.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

extension TaskID: LosslessStringConvertible {
    /// The number, as the CLI, the transcripts and the logs show it.
    public var description: String { String(rawValue) }

    /// The id written as a decimal number, as `description` writes it.
    public init?(_ description: String) {
        guard let value = Int64(description) else { return nil }
        rawValue = value
    }
}

extension TaskID: ExpressibleByIntegerLiteral {
    @inlinable
    public init(integerLiteral value: Int64) {
        self.rawValue = value
    }
}
