extension ImportError {
    /// A JSON value's type, as import errors name it ("a string", "an array", …),
    /// typed so the view models can word it in the user's language (`ImportReport`).
    /// The raw value is the English wording, what `description` and logs show.
    public enum JSONType: String, Sendable, Equatable, Codable, CaseIterable, CustomStringConvertible {
        case null = "null"
        case boolean = "a boolean"
        case number = "a number"
        case string = "a string"
        case array = "an array"
        case object = "an object"

        public var description: String { rawValue }
    }

    /// What a file that is not a people list holds instead (`notADirectory`).
    public enum DocumentShape: Sendable, Equatable, CustomStringConvertible {
        /// An object with no `users` member.
        case objectWithoutUsers
        /// An object whose `users` is not an array.
        case usersHolding(JSONType)
        /// A top-level value that is neither an array nor an object.
        case value(JSONType)

        /// The English wording, for logs.
        public var description: String {
            switch self {
            case .objectWithoutUsers: return "an object without “users”"
            case .usersHolding(let type): return "“users” holding \(type)"
            case .value(let type): return type.rawValue
            }
        }
    }
}
