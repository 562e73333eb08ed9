import RosterModel

/// The name of every binding of the terminal front: each place a frame draws view-model state
/// (as the window's `BindingName`s name its bindings), for a mutation run that breaks one at a
/// time (`roster-tui-scenario --break-binding NAME`) and expects some scenario to catch it.
///
/// A static registry: the list is complete whether or not a scenario reaches a binding. Every
/// read of view-model state that a frame draws goes through `TerminalFront.bound(_:_:)` with one.
public enum TerminalBinding: String, CaseIterable, Sendable {
    // The People pane and the window.
    case listContent = "list.content"
    case listCount = "list.count"
    case listRows = "list.rows"
    case listSelection = "list.selection"
    case searchText = "search.text"
    case question = "question"
    case detailTitle = "detail.title"
    case detailPage = "detail.page"
    case tasksTabEnabled = "detail.tasks-enabled"
    case deletePerson = "profile.delete-person"
    // The Profile page.
    case profileLoadState = "profile.load-state"
    case profileFieldName = "profile.field.name"
    case profileFieldEmail = "profile.field.email"
    case profileFieldPhone = "profile.field.phone"
    case profileFieldWebsite = "profile.field.website"
    case profileFieldCompany = "profile.field.company"
    case profileFieldBiography = "profile.field.biography"
    case fieldActions = "profile.field-actions"
    case biographyCounter = "profile.biography-counter"
    case biographyWrap = "profile.biography-wrap"
    case avatar = "avatar"
    case avatarError = "profile.avatar-error"
    case profileStatus = "profile.status"
    case restoredDraftNotice = "profile.restored-draft-notice"
    case readOnly = "profile.read-only"
    case conflict = "profile.conflict"
    case conflictActions = "profile.conflict-actions"
    case save = "profile.save"
    case revert = "profile.revert"
    // The Tasks page.
    case tasksLoadState = "tasks.load-state"
    case tasksRows = "tasks.rows"
    case tasksCount = "tasks.count"
    case tasksEmpty = "tasks.empty"
    case tasksFilter = "tasks.filter"
    case tasksNewTitle = "tasks.new-title"
    case tasksNewDue = "tasks.new-due"
    case tasksDueButton = "tasks.due-button"
    case tasksDueCalendar = "tasks.due-calendar"
    case tasksDueError = "tasks.due-error"
    case tasksAddError = "tasks.add-error"
    case tasksAdd = "tasks.add"
    case tasksError = "tasks.error"
    case tasksUndoBar = "tasks.undo-bar"
    // Deleting people, import and export, the directory's server.
    case personUndoBar = "undo-bar.person"
    case deletionError = "undo-bar.error"
    case importExportEnabled = "import-export.enabled"
    case importEnabled = "import.enabled"
    case newPersonEnabled = "window.new-person"
    case importProgress = "import.progress"
    case importExportReport = "import-export.report"
    case urlDialogShown = "import-url.shown"
    case urlDialog = "import-url.dialog"
    case offlineNotice = "window.offline-notice"

    /// The binding of one profile field's row (its value and error).
    static func profileField(_ field: ProfileField) -> TerminalBinding {
        switch field {
        case .name: .profileFieldName
        case .email: .profileFieldEmail
        case .phone: .profileFieldPhone
        case .website: .profileFieldWebsite
        case .company: .profileFieldCompany
        case .biography: .profileFieldBiography
        }
    }
}

extension TerminalFront {
    /// `value`, read from the view models for this frame; while `binding` is the one broken
    /// (`brokenBinding`, a mutation run's), the value its first frame read, for ever after.
    func bound<Value>(_ binding: TerminalBinding, _ value: @autoclosure () -> Value) -> Value {
        guard Self.brokenBinding == binding else { return value() }
        if let kept = frozenValues[binding] as? Value { return kept }
        let first = value()
        frozenValues[binding] = first
        return first
    }
}
