import RosterModel

/// What a restored draft puts over the person as loaded: the fields it edited, its photo
/// when it changed it, and the notice saying so (naming what someone changed meanwhile).
struct RestoredEdits {
    /// The draft's values of the fields it edited.
    var fields: [ProfileField: String]
    /// The draft's photo (nil: initials), when the draft changed it; nil: the photo stays.
    var avatarPath: String??
    /// "Restored unsaved changes", and what changed in the store meanwhile.
    var notice: String

    /// The edits of `restored` over `stored`; nil when it changes nothing of the profile.
    init?(_ restored: SessionDraft, over stored: Person) {
        guard restored.changesProfile else { return nil }
        let base = restored.base
        let edits = restored.profileFields
        fields = [:]
        for field in ProfileField.allCases {
            guard let value = edits[field], PersonRules.normalized(value) != PersonRules.normalized(field.value(in: base)) else { continue }
            fields[field] = value
        }
        avatarPath = restored.avatarPath != base.avatarPath ? .some(restored.avatarPath) : nil
        let changedMeanwhile = ProfileField.allCases.filter { $0.value(in: stored) != $0.value(in: base) }
        notice =
            changedMeanwhile.isEmpty && stored.avatarPath == base.avatarPath
            ? RestorationStrings.restoredDraft
            : RestorationStrings.restoredDraftChangedMeanwhile(changedMeanwhile.map(\.label))
    }
}
