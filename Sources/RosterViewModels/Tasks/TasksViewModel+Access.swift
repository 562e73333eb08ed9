import RosterModel

extension TasksViewModel {
    /// Why the signed-in part may not change these tasks (`DirectoryAccess`): a member changes
    /// only their own, a reader nobody's. Nil when they may be changed, and until they are loaded.
    public var editDenial: PermissionDenial? {
        owner.flatMap(access().tasksDenial(of:))
    }

    /// Whether the tasks are shown read-only: no task can be added, ticked, renamed or deleted,
    /// and Add says why (`readOnlyReason`).
    public var isReadOnly: Bool { editDenial != nil }

    /// Why the tasks are read-only ("Only Bret or an administrator can change this person's tasks");
    /// nil when they may be changed.
    public var readOnlyReason: String? { editDenial.map(ErrorMessages.text) }
}
