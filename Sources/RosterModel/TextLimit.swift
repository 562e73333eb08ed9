/// A length limit that cannot be passed with combining marks: a number of
/// characters (what a person counts) and a bound on Unicode scalars (what
/// layout and storage pay for), four scalars a character unless a field says
/// otherwise.
///
/// SQL's `length()` counts scalars, so the engines' CHECK constraints
/// (`checkConstraint(on:required:)`) enforce the scalar bound of the same limit.
public struct TextLimit: Sendable, Equatable {
    /// The most characters (grapheme clusters) allowed.
    public let characters: Int
    /// The most Unicode scalars allowed.
    public let scalars: Int

    /// A limit of `characters` characters and `scalars` scalars (four a character when nil).
    public init(characters: Int, scalars: Int? = nil) {
        self.characters = characters
        self.scalars = scalars ?? characters * 4
    }

    /// Whether `text` stays within the limit.
    public func admits(_ text: String) -> Bool { violation(in: text) == nil }

    /// The bound `text` passes: too many characters, or few enough characters carrying
    /// too many combining marks; nil within the limit.
    public func violation(in text: String) -> RuleViolation? {
        // Only the first `characters + 1` characters are counted: counting all the characters
        // of a huge string is what the bound avoids.
        if text.prefix(characters + 1).count > characters { return .tooLong(limit: characters) }
        if text.unicodeScalars.count > scalars { return .tooManyMarks(limit: scalars) }
        return nil
    }
}
