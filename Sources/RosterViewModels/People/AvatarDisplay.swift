/// What the avatar shows.
public enum AvatarDisplay: Equatable, Codable, Sendable {
    /// Initials on a colour picked from the name.
    case initials(String, AvatarColor)
    /// An image file in Roster's data directory.
    case image(path: String)
}

extension AvatarDisplay {
    /// The placeholder of someone named `name` with no photo: their initials on the colour
    /// picked from the name, the same wherever they show (list row, profile, Shell search).
    public static func placeholder(forName name: String) -> AvatarDisplay {
        .initials(initials(of: name), AvatarColor(name: name))
    }

    /// Up to two initials of `name`: its first and last words' first letters, upper-cased.
    static func initials(of name: String) -> String {
        let words = name.split(whereSeparator: { $0.isWhitespace })
        let letters = [words.first, words.count > 1 ? words.last : nil].compactMap { $0?.first }
        return String(letters).uppercased()
    }

    /// Initials on a colour as texts describe them, "LG on yellow" (both fronts'
    /// transcripts and the CLI's profile word placeholders this way).
    public static func text(initials: String, color: AvatarColor) -> String {
        // TRANSLATORS: an avatar placeholder: {0} is the initials, {1} the colour ("LG on yellow").
        L10n.tr("{0} on {1}", initials, color.name)
    }
}
