/// Why a value breaks one of the model's rules. One case per rule; the view
/// models and the CLI turn them into sentences.
public enum RuleViolation: Error, Equatable, Hashable, Sendable, Codable {
    /// A required value is empty (after trimming).
    case required
    /// Longer than `limit` characters.
    case tooLong(limit: Int)
    /// Within the characters allowed, but with so many combining marks that it passes the
    /// bound of `limit` Unicode scalars that goes with them.
    case tooManyMarks(limit: Int)
    /// Holds a control character, a NUL or a bidirectional override.
    case controlCharacters
    /// Not a plausible email address.
    case invalidEmail
    /// A phone number without any digit.
    case phoneNeedsDigit
    /// A phone number with characters other than digits, spaces, + - ( ) . / and an extension.
    case phoneCharacters
    /// A website that is not an http:// or https:// address with a host.
    case notAWebAddress
    /// A due date that is not a real calendar day written as YYYY-MM-DD.
    case notACalendarDay
}
