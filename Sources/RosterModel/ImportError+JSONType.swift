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
}
