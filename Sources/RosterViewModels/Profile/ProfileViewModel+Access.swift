import RosterModel

extension ProfileViewModel {
    /// Why the signed-in user's part may not edit this profile (`DirectoryAccess`): a member's
    /// profile is theirs and administrators', a reader's nobody's, a new person only an
    /// administrator's. Nil when it may be edited, and until the person is loaded.
    public var editDenial: PermissionDenial? {
        let access = store.access
        if isNew { return access.administers ? nil : .addPerson }
        return stored.flatMap(access.editDenial(of:))
    }

    /// Whether the profile is shown read-only: its fields cannot be typed in, its photo not
    /// changed, and Save says why (`readOnlyReason`).
    public var isReadOnly: Bool { editDenial != nil }

    /// Why the profile is read-only ("Only Bret or an administrator can edit this profile"),
    /// shown on the page and as Save's disabled reason; nil when it may be edited.
    public var readOnlyReason: String? { editDenial.map(ErrorMessages.text) }

    /// Whether a photo may be chosen: not on a profile shown read-only (its draft could never
    /// be saved, and the copy would be left in Roster's data).
    public var isChoosePhotoEnabled: Bool { !isReadOnly }
}
