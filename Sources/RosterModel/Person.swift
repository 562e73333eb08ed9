import Foundation

/// A member of the team directory.
public struct Person: Codable, Sendable, Hashable, Identifiable {
    public var id: PersonID
    public var name: String
    public var username: String
    public var email: String
    public var phone: String
    public var website: String
    public var companyName: String
    public var biography: String
    /// Path of the person's avatar image inside the app's data directory, if any.
    public var avatarPath: String?

    public init(
        id: PersonID, name: String, username: String = "", email: String, phone: String = "",
        website: String = "", companyName: String = "", biography: String = "", avatarPath: String? = nil
    ) {
        self.id = id
        self.name = name
        self.username = username
        self.email = email
        self.phone = phone
        self.website = website
        self.companyName = companyName
        self.biography = biography
        self.avatarPath = avatarPath
    }
}
