import RosterModel

/// The sections of the People list, in display order: which section a name goes to
/// (its first letter once folded: "Ölaf" to O's, J to Q). The titles the list shows
/// are the view models' (`PeopleSectionKind.title`).
public enum PeopleSectionKind: Int, CaseIterable, Codable, Sendable, Comparable {
    case aToI
    case jToQ
    case rToZ
    /// Names that do not start with a Latin letter: digits, symbols, emoji, other scripts.
    case other

    /// Whether the section is listed even when nobody is in it.
    public var isAlwaysPresent: Bool { self != .other }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The section of a display name given as UTF-8: what `of(name:folder:)` says,
    /// without making a string when the name starts with a visible ASCII character.
    static func of(utf8Name name: UnsafeBufferPointer<UInt8>, folder: inout TextFolder) -> PeopleSectionKind {
        guard let first = name.first else { return .other }
        guard (0x21...0x7E).contains(first) else { return of(name: String(decoding: name, as: UTF8.self), folder: &folder) }
        return section(ofFoldedLetter: first >= 0x41 && first <= 0x5A ? first | 0x20 : first)
    }

    /// The section of a display name, from its first character once folded.
    static func of(name: String, folder: inout TextFolder) -> PeopleSectionKind {
        guard let first = name.unicodeScalars.first(where: { !$0.properties.isWhitespace }),
            TextFolder.isLatinLetter(first),
            let letter = folder.folded(String(first)).first
        else { return .other }
        return section(ofFoldedLetter: letter)
    }

    private static func section(ofFoldedLetter letter: UInt8) -> PeopleSectionKind {
        switch letter {
        case UInt8(ascii: "a")...UInt8(ascii: "i"): return .aToI
        case UInt8(ascii: "j")...UInt8(ascii: "q"): return .jToQ
        case UInt8(ascii: "r")...UInt8(ascii: "z"): return .rToZ
        default: return .other
        }
    }
}
