import RosterModel

extension AppViewModel {
    /// Whether New Person applies: the signed-in part may add people (administrators only).
    public var isNewPersonEnabled: Bool { newPersonDisabledReason == nil }

    /// Why New Person is disabled ("Only an administrator can add people"); nil when enabled.
    public var newPersonDisabledReason: String? {
        people.access.administers ? nil : ErrorMessages.text(PermissionDenial.addPerson)
    }

    /// Who is signed in, with which part (`DirectoryAccess`): what every page's state follows.
    /// Observed: a directory that opens lazily says it once open (`PeopleViewModel.access`).
    public var access: DirectoryAccess { people.access }
}
