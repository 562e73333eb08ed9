/// A save of a profile: the person as it was loaded and as the user left it.
///
/// Only the fields that differ are written, so two people editing different
/// fields of one person both keep their change; a field someone else changed
/// meanwhile to another value is a conflict, never silently overwritten.
public struct PersonEdit: Sendable, Equatable {
    public var original: Person
    public var updated: Person

    public init(original: Person, updated: Person) {
        precondition(original.id == updated.id, "an edit changes one person")
        self.original = original
        self.updated = updated
    }

    public var personID: PersonID { original.id }

    /// The text fields this edit changes.
    public var changedFields: [ProfileField] {
        ProfileField.allCases.filter { $0.value(in: original) != $0.value(in: updated) }
    }

    /// Whether the edit changes the avatar.
    public var changesAvatar: Bool { original.avatarPath != updated.avatarPath }

    /// Whether the edit changes anything at all.
    public var isEmpty: Bool { changedFields.isEmpty && !changesAvatar }

    /// The fields this edit changes that `current` changed differently since `original`.
    public func conflicts(with current: Person) -> [ProfileField] {
        changedFields.filter { field in
            let now = field.value(in: current)
            return now != field.value(in: original) && now != field.value(in: updated)
        }
    }

    /// `current` with this edit's changes applied and checked against the rules.
    /// Throws `StoreError.conflict` or `.invalidPerson`; nothing is applied then.
    public func applied(to current: Person) throws(StoreError) -> Person {
        let avatarConflict = changesAvatar && current.avatarPath != original.avatarPath && current.avatarPath != updated.avatarPath
        if !conflicts(with: current).isEmpty || avatarConflict { throw .conflict(current: current) }
        var result = current
        for field in changedFields { field.set(field.value(in: updated), in: &result) }
        if changesAvatar { result.avatarPath = updated.avatarPath }
        do { try PersonRules.validate(result) } catch { throw .invalidPerson(error) }
        return result
    }
}
