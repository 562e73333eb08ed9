/// The background colour of an avatar placeholder, picked from the GNOME palette.
/// A view model value: the view maps it to a CSS class (`avatar-<rawValue>`).
public enum AvatarColor: String, CaseIterable, Codable, Sendable {
    case blue, green, yellow, orange, red, purple, brown, slate

    /// The colour of `name`: the same name always gets the same colour, on every
    /// machine and run (FNV-1a over the UTF-8 bytes, not Swift's seeded `hashValue`).
    public init(name: String) {
        var hash: UInt32 = 2_166_136_261
        for byte in name.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 16_777_619
        }
        self = Self.allCases[Int(hash % UInt32(Self.allCases.count))]
    }

    /// The colour's name in the user's language ("yellow", "Gelb"), for texts that
    /// describe an avatar (the transcripts, "LG on yellow").
    public var name: String {
        switch self {
        // TRANSLATORS: an avatar's background colour, as in "LG on yellow".
        case .blue: return L10n.tr("blue")
        case .green: return L10n.tr("green")
        case .yellow: return L10n.tr("yellow")
        case .orange: return L10n.tr("orange")
        case .red: return L10n.tr("red")
        case .purple: return L10n.tr("purple")
        case .brown: return L10n.tr("brown")
        case .slate: return L10n.tr("slate")
        }
    }
}
