import RosterModel

/// "Changed by someone else": the profile's save (or a change arriving live while the user
/// edits) found fields that another writer set to other values than the user's.
///
/// A typed state: fronts show `title`, `detail` and the three buttons (named by
/// `ControlNames.showTheirs`, `.keepMine`, `.merge`) and branch on the values, never on the sentences. The user chooses with `ProfileViewModel`'s
/// `showTheirsTapped()` (every edit dropped, the stored person shown),
/// `keepMineTapped()` (every edit saved over theirs) or `mergeTapped()` (their values
/// for the colliding fields, the user's other edits saved).
public struct ProfileConflict: Equatable, Sendable {
    /// One field both changed: what it is in the store now, and what the user typed.
    public struct Collision: Equatable, Sendable {
        public let field: ProfileField
        public let theirs: String
        public let mine: String

        /// "Email: theirs “a@x.org”, yours “b@y.org”".
        public var text: String { L10n.tr("{0}: theirs “{1}”, yours “{2}”", field.label, theirs, mine) }
    }

    /// The colliding text fields, in form order.
    public let collisions: [Collision]
    /// Whether the photo collides too (both changed it).
    public let avatarCollides: Bool
    /// Whether the user edited fields that do not collide (a merge saves them).
    public let hasOtherEdits: Bool

    /// The colliding fields.
    public var fields: [ProfileField] { collisions.map(\.field) }

    /// Whether `field` is one of the colliding fields (marked in the form).
    public func collides(_ field: ProfileField) -> Bool { collisions.contains { $0.field == field } }

    /// The banner's heading.
    public var title: String { L10n.tr("Changed by someone else") }

    /// What collides, theirs against mine, and what the buttons do.
    public var detail: String {
        var parts = collisions.map(\.text)
        if avatarCollides { parts.append(L10n.tr("the photo")) }
        return L10n.tr("Not saved. Someone else changed {0} meanwhile.", parts.joined(separator: "; "))
    }
}
