/// What the avatar shows.
public enum AvatarDisplay: Equatable, Codable, Sendable {
    /// Initials on a colour picked from the name.
    case initials(String, AvatarColor)
    /// An image file in Roster's data directory.
    case image(path: String)
}

extension AvatarDisplay {
    /// Initials on a colour as texts describe them, "LG on yellow" (both fronts'
    /// transcripts and the CLI's profile word placeholders this way).
    public static func text(initials: String, color: AvatarColor) -> String {
        // TRANSLATORS: an avatar placeholder: {0} is the initials, {1} the colour ("LG on yellow").
        L10n.tr("{0} on {1}", initials, color.name)
    }
}
