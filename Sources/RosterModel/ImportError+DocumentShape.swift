extension ImportError {
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
