import RosterModel

/// One row of the People list.
public enum PeopleRow: Sendable, Equatable, Codable {
    /// A section header, e.g. "A to I", with how many people the section lists.
    case header(title: String, count: Int)
    /// A person.
    case person(PersonRow)
    /// Shown under the header of an empty section.
    case placeholder(text: String)
}

/// A person as the People list shows them.
public struct PersonRow: Sendable, Equatable, Codable, Identifiable {
    public var id: PersonID
    public var name: String
    public var email: String
    /// Their photo, a file in Roster's data directory; nil when they have none.
    public var photo: String?

    public init(id: PersonID, name: String, email: String, photo: String? = nil) {
        self.id = id
        self.name = name
        self.email = email
        self.photo = photo
    }

    /// The row's avatar: the photo, or the initials on their colour as the profile shows them.
    public var avatar: AvatarDisplay { photo.map { .image(path: $0) } ?? .placeholder(forName: name) }
}
