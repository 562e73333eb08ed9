import RosterModel

/// The small detail summary of the selected person.
public struct PersonSummary: Sendable, Equatable, Codable {
    public var id: PersonID
    public var name: String
    public var email: String
    public var company: String
    /// Up to two initials, for an avatar placeholder.
    public var initials: String
    /// The avatar placeholder's colour.
    public var avatarColor: AvatarColor

    init(id: PersonID, name: String, email: String, company: String) {
        self.id = id
        self.name = name
        self.email = email
        self.company = company
        initials = AvatarDisplay.initials(of: name)
        avatarColor = AvatarColor(name: name)
    }
}
