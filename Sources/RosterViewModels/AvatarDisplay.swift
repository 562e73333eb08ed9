/// What the avatar shows.
public enum AvatarDisplay: Equatable, Codable, Sendable {
    /// Initials on a colour picked from the name.
    case initials(String, AvatarColor)
    /// An image file in Roster's data directory.
    case image(path: String)
}
