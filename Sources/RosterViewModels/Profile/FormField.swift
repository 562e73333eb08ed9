/// One field of a form as shown: label, current text and the error to show under it.
public struct FormField: Equatable, Codable, Sendable {
    public var label: String
    public var value: String
    /// Shown only once the field was edited or a save was attempted.
    public var error: String?
}
