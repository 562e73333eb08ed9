/// A length limit that cannot be passed with combining marks: a number of
/// characters (what a person counts) and a bound on Unicode scalars (what
/// layout and storage pay for), four scalars a character.
///
/// SQLite's `length()` counts scalars, so the database's CHECK constraints
/// enforce the scalar bound of the same limit.
public struct TextLimit: Sendable, Equatable {
    /// The most characters (grapheme clusters) allowed.
    public let characters: Int

    public init(characters: Int) { self.characters = characters }

    /// The most Unicode scalars allowed.
    public var scalars: Int { characters * 4 }

    /// Whether `text` stays within the limit.
    public func admits(_ text: String) -> Bool {
        // Scalars first: counting characters of a huge string is what the bound avoids.
        text.unicodeScalars.count <= scalars && text.count <= characters
    }
}
