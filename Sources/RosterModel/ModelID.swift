/// The identity of a model value (`PersonID`, `TaskID`): a positive number the store hands out.
///
/// A type of its own per model, so that a person's id cannot be passed where a task's
/// is meant. It encodes as the bare number, so JSON files, session files and the
/// databases keep their format; the engines map it to `Int64` at their boundary. It has
/// the layout of an `Int64`: an array of ids costs no more.
public struct ModelID<Model>: RawRepresentable, Hashable, Comparable, Sendable, Codable {
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
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(Int64.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

/// The identity of a `Person`.
public typealias PersonID = ModelID<Person>

/// The identity of a `TaskItem`.
public typealias TaskID = ModelID<TaskItem>

extension ModelID: LosslessStringConvertible {
    /// The number, as the CLI, the transcripts and the logs show it.
    public var description: String { String(rawValue) }

    /// The id written as a decimal number, as `description` writes it.
    public init?(_ description: String) {
        guard let value = Int64(description) else { return nil }
        rawValue = value
    }
}

extension ModelID: ExpressibleByIntegerLiteral {
    @inlinable
    public init(integerLiteral value: Int64) {
        self.rawValue = value
    }
}
