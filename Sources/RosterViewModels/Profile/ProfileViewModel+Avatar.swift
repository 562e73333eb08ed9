import RosterModel

/// The profile's photo: an image chosen (checked and copied into Roster's data), removed,
/// and copies no saved profile uses deleted.
extension ProfileViewModel {
    /// An image file was chosen for the avatar: check it and copy it into Roster's data.
    /// Refused (nothing happens) while `isChoosePhotoEnabled` is false.
    @discardableResult
    public func avatarChosen(path: String) -> Task<Void, Never> {
        guard isChoosePhotoEnabled else { return Task {} }
        isImportingAvatar = true
        avatarError = nil
        let avatars = self.avatars
        let id = personID
        return ViewModelActivity.task { [weak self] in
            do {
                let copy = try await avatars.importAvatar(from: path, personID: id ?? 0)
                guard let self else {
                    // The page closed while the image was copied: nobody will save it.
                    avatars.discardAvatar(at: copy)
                    return
                }
                self.discardUnsavedAvatar()
                self.draftAvatarPath = copy
                if self.status != .saving { self.status = .none }
                self.editsDidChange?()
            } catch {
                self?.avatarError = describe(error)
            }
            self?.isImportingAvatar = false
        }
    }

    /// "Remove photo": back to initials. Refused (returns false) when there is no photo.
    @discardableResult
    public func avatarRemoved() -> Bool {
        guard canRemoveAvatar else { return false }
        discardUnsavedAvatar()
        draftAvatarPath = nil
        avatarError = nil
        editsDidChange?()
        return true
    }

    /// Deletes the draft's image copy if no saved profile uses it (nor a save in flight).
    func discardUnsavedAvatar() {
        if let path = draftAvatarPath, path != stored?.avatarPath, path != avatarBeingSaved { avatars.discardAvatar(at: path) }
    }
}
