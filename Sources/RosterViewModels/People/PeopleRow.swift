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

    public init(id: PersonID, name: String, email: String) {
        self.id = id
        self.name = name
        self.email = email
    }

    /// The row's avatar: the person's initials on their colour (the list does not hold photos,
    /// which would cost every row a file read; the profile shows the photo).
    public var avatar: AvatarDisplay { .placeholder(forName: name) }
}
