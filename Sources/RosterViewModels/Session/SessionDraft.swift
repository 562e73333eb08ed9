import RosterModel

/// Unsaved edits of the open person, as written to disk while the user types:
/// the profile's fields and avatar, and the Tasks page's add row.
public struct SessionDraft: Codable, Sendable, Equatable {
    /// The format of this struct; a draft in another format is ignored.
    public static let currentVersion = 1
    /// The format this draft was written in (`currentVersion` when written by this Roster).
    public var version: Int = SessionDraft.currentVersion
    /// The person being edited; nil: a new person, not saved yet.
    public var personID: PersonID?
    /// The person as stored when these edits were made: a different person in
    /// the store on restore means someone changed them meanwhile.
    public var base: Person
    /// Every field's text as the form showed it, by `ProfileField` raw value.
    public var fields: [String: String]
    /// The draft's avatar image (nil: initials).
    public var avatarPath: String?
    /// The Tasks page's add row: title and due day as typed.
    public var newTaskTitle: String
    public var newTaskDue: String

    /// A draft in the current format.
    public init(
        personID: PersonID?, base: Person, fields: [String: String], avatarPath: String? = nil,
        newTaskTitle: String = "", newTaskDue: String = ""
    ) {
        self.personID = personID
        self.base = base
        self.fields = fields
        self.avatarPath = avatarPath
        self.newTaskTitle = newTaskTitle
        self.newTaskDue = newTaskDue
    }

    /// The profile's fields of this draft.
    public var profileFields: [ProfileField: String] {
        Dictionary(uniqueKeysWithValues: ProfileField.allCases.compactMap { field in fields[field.rawValue].map { (field, $0) } })
    }

    /// Whether the draft changes the profile (rather than only holding add-row text).
    public var changesProfile: Bool {
        ProfileField.allCases.contains { field in
            PersonRules.normalized(fields[field.rawValue] ?? field.value(in: base)) != PersonRules.normalized(field.value(in: base))
        } || avatarPath != base.avatarPath
    }
}
