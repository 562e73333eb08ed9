import Foundation

/// A signed-in user's part in a directory: what the store lets them do. On PostgreSQL the
/// server decides it (group roles and row-level security, `roster-cli grant`); a local store
/// (SQLite, in memory) gives its user every right.
public enum DirectoryPart: String, Sendable, CaseIterable, Codable {
    /// Reads everyone; edits nobody.
    case reader
    /// Reads everyone; edits the person whose username is their login name (exactly as
    /// stored), and that person's tasks.
    case member
    /// Edits anyone, and adds, deletes and imports people.
    case admin
    /// The directory's owner (the database's, or a local file's user): every right.
    case owner
}

/// Who is signed in and with which part: what the fronts show as state before the user tries
/// (a read-only profile, a disabled New Person), and what a store checks before it writes.
public struct DirectoryAccess: Sendable, Equatable {
    /// What the signed-in login may do.
    public var part: DirectoryPart
    /// The login name: a PostgreSQL role, or the operating system's user for a local store.
    public var userName: String

    /// The access of `userName`, signed in with `part`.
    public init(part: DirectoryPart, userName: String) {
        self.part = part
        self.userName = userName
    }

    /// Every right, under the operating system's user name: a local store's access.
    public static var everything: DirectoryAccess { DirectoryAccess(part: .owner, userName: systemUserName) }

    /// The name of the operating system's user this process runs as ("" when it has none).
    public static var systemUserName: String { NSUserName() }

    /// Whether people may be added, deleted and imported.
    public var administers: Bool { part == .admin || part == .owner }

    /// Whether `person`'s profile and tasks may be edited.
    public func mayEdit(_ person: Person) -> Bool {
        administers || (part == .member && isSignedIn(as: person))
    }

    /// Whether `person`'s username is the signed-in login's name, exactly as stored: the same
    /// Unicode scalars, as the server compares them (not Swift's canonical equivalence, which
    /// would take a decomposed "é" for a precomposed one and promise an edit the server refuses).
    public func isSignedIn(as person: Person) -> Bool {
        !userName.isEmpty && person.username.unicodeScalars.elementsEqual(userName.unicodeScalars)
    }

    /// Why `person`'s profile may not be edited; nil when it may.
    public func editDenial(of person: Person) -> PermissionDenial? {
        mayEdit(person) ? nil : .editPerson(username: editorBesidesAdministrators(of: person))
    }

    /// Why `person`'s tasks may not be changed (the same people as `editDenial(of:)`, worded
    /// for their tasks); nil when they may.
    public func tasksDenial(of person: Person) -> PermissionDenial? {
        mayEdit(person) ? nil : .editTasks(username: editorBesidesAdministrators(of: person))
    }

    /// Throws `StoreError.notAllowed` unless `person` may be edited.
    public func checkEdit(_ person: Person) throws(StoreError) {
        if let denial = editDenial(of: person) { throw StoreError.notAllowed(denial) }
    }

    /// Throws `StoreError.notAllowed` unless `person`'s tasks may be changed.
    public func checkEditTasks(of person: Person) throws(StoreError) {
        if let denial = tasksDenial(of: person) { throw StoreError.notAllowed(denial) }
    }

    /// Who besides an administrator may edit `person`, as a refusal names them: their username,
    /// unless it is the signed-in login's own. Then the login is a reader, and telling them that
    /// they themselves could would be wrong: "" words it "Only an administrator…".
    private func editorBesidesAdministrators(of person: Person) -> String {
        isSignedIn(as: person) ? "" : person.username
    }

    /// Throws `StoreError.notAllowed(denial)` unless people may be added, deleted and imported.
    public func checkAdministers(_ denial: PermissionDenial) throws(StoreError) {
        guard administers else { throw StoreError.notAllowed(denial) }
    }
}

/// What a part may not do, and so why it is refused: typed, so that the view models word it.
public enum PermissionDenial: Sendable, Equatable, CustomStringConvertible {
    /// The profile of the person with this username; only they or an administrator may edit it.
    case editPerson(username: String)
    /// The tasks of the person with this username; only they or an administrator may change them.
    case editTasks(username: String)
    case addPerson
    case deletePerson
    case importDirectory
    /// Giving or taking parts: the directory's owner only.
    case grantParts

    /// The English text (logs, `StoreError.description`); the fronts word it with `ErrorMessages`.
    public var description: String {
        switch self {
        case .editPerson(let username) where username.isEmpty: return "Only an administrator can edit this profile"
        case .editPerson(let username): return "Only \(username) or an administrator can edit this profile"
        case .editTasks(let username) where username.isEmpty: return "Only an administrator can change this person's tasks"
        case .editTasks(let username): return "Only \(username) or an administrator can change this person's tasks"
        case .addPerson: return "Only an administrator can add people"
        case .deletePerson: return "Only an administrator can delete people"
        case .importDirectory: return "Only an administrator can import into the directory"
        case .grantParts: return "Only the directory's owner can give or take parts"
        }
    }
}

/// A directory whose owner gives login roles their parts (the PostgreSQL engine): what
/// `roster-cli grant` and `revoke` use. A local store has no parts to give.
public protocol PartGranting: Sendable {
    /// Gives the login role `role` `part`, or takes its part away (nil). Throws
    /// `StoreError.notAllowed(.grantParts)` unless the signed-in user owns the directory.
    func setPart(_ part: DirectoryPart?, of role: String) async throws
}

/// One change to a person or one of their tasks, as the directory's history keeps it: who
/// made it, when, which field, and its value before and after (nil: none, as for a person
/// added or deleted).
public struct HistoryEntry: Sendable, Equatable {
    /// The person changed, or whose task changed.
    public var personID: PersonID
    /// The task changed; nil for a change to the person.
    public var taskID: TaskID?
    /// The column changed ("phone", "title"), or `created` / `deleted` for a whole row.
    public var field: String
    /// The value before the change (nil for a row added).
    public var oldValue: String?
    /// The value after the change (nil for a row deleted).
    public var newValue: String?
    /// Who made the change: the login on PostgreSQL (its session user), the file's owner on SQLite.
    public var who: String
    /// When the change was committed.
    public var when: Date

    /// An entry of `field` changed from `oldValue` to `newValue` by `who` at `when`.
    public init(
        personID: PersonID, taskID: TaskID? = nil, field: String, oldValue: String?, newValue: String?, who: String, when: Date
    ) {
        self.personID = personID
        self.taskID = taskID
        self.field = field
        self.oldValue = oldValue
        self.newValue = newValue
        self.who = who
        self.when = when
    }

    /// The field of a whole row's entry when the row was added.
    public static let created = "created"
    /// The field of a whole row's entry when the row was deleted.
    public static let deleted = "deleted"

    /// How many entries a directory keeps of a person and their tasks, at most (both engines;
    /// docs/postgresql.md, "History"): a history shown whole shows this many.
    public static let keptPerPerson = 500
}

/// A directory that keeps the history of every change (both engines: triggers record
/// the writes of any client, psql and the sqlite3 shell too).
public protocol HistoryReading: Sendable {
    /// The changes to the person with `id` and to their tasks, newest first, at most `limit`.
    func history(of id: PersonID, limit: Int) async throws -> [HistoryEntry]
}
