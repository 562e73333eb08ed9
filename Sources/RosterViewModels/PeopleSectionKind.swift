import RosterModel

/// The sections of the People list, in display order.
public enum PeopleSectionKind: Int, CaseIterable, Codable, Sendable, Comparable {
    case aToI
    case jToQ
    case rToZ
    /// Names that do not start with a Latin letter: digits, symbols, emoji, other scripts.
    case other

    /// The section's title as shown.
    public var title: String {
        switch self {
        case .aToI: return L10n.tr("A to I")
        case .jToQ: return L10n.tr("J to Q")
        case .rToZ: return L10n.tr("R to Z")
        case .other: return "#"
        }
    }

    /// Whether the section is listed even when nobody is in it.
    public var isAlwaysPresent: Bool { self != .other }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The section of a display name, from its first character once folded.
    static func of(name: String, folder: inout TextFolder) -> PeopleSectionKind {
        guard let first = name.unicodeScalars.first(where: { !$0.properties.isWhitespace }),
              TextFolder.isLatinLetter(first),
              let letter = folder.folded(String(first)).first
        else { return .other }
        switch letter {
        case UInt8(ascii: "a")...UInt8(ascii: "i"): return .aToI
        case UInt8(ascii: "j")...UInt8(ascii: "q"): return .jToQ
        case UInt8(ascii: "r")...UInt8(ascii: "z"): return .rToZ
        default: return .other
        }
    }
}
