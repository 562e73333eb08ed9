import RosterModel

/// The name of every binding of the terminal front: each place a frame draws view-model state,
/// for a mutation run that breaks one at a time (`roster-tui-scenario --break-binding NAME`) and
/// expects some scenario to catch it.
///
/// The names are every front's: RosterTesting's `FrontBinding`, which the window's bindings use
/// too. The front cannot link that test library, so it spells them here; its scenario harness
/// refuses to list them for a mutation run unless the two lists are the same, so a name added
/// there cannot be left out here. Every read of view-model state that a frame draws goes through
/// `TerminalFront.bound(_:_:)` with one.
public enum TerminalBinding: String, CaseIterable, Sendable {
    // People list (left pane) and the window.
    case listContent = "list.content"
    case listCount = "list.count"
    case listRows = "list.rows"
    case listSelection = "list.selection"
    case searchText = "search.text"
    case windowClose = "window.close"
    case newPerson = "window.new-person"
    case question = "question"
    // Detail pane.
    case detailTitle = "detail.title"
    case detailPage = "detail.page"
    case detailProfile = "detail.profile"
    case detailTasks = "detail.tasks"
    case deletePerson = "profile.delete-person"
    // Profile page.
    case profileLoadState = "profile.load-state"
    case profileFieldName = "profile.field.name"
    case profileFieldEmail = "profile.field.email"
    case profileFieldPhone = "profile.field.phone"
    case profileFieldWebsite = "profile.field.website"
    case profileFieldCompany = "profile.field.company"
    case profileFieldBiography = "profile.field.biography"
    case fieldActions = "profile.field-actions"
    case profileReadOnly = "profile.read-only"
    case biographyCounter = "profile.biography-counter"
    case biographyWrap = "profile.biography-wrap"
    case avatar = "avatar"
    case removePhoto = "profile.remove-photo"
    case avatarError = "profile.avatar-error"
    case profileStatus = "profile.status"
    case restoredDraftNotice = "profile.restored-draft-notice"
    case conflict = "profile.conflict"
    case conflictActions = "profile.conflict-actions"
    case save = "profile.save"
    case revert = "profile.revert"
    case profileHistory = "profile.history"
    // A person's History.
    case history = "history.dialog"
    // Tasks page.
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
    case tasksReadOnly = "tasks.read-only"
    case tasksUndoBar = "tasks.undo-bar"
    // Deleting people, import and export.
    case personUndoBar = "undo-bar.person"
    case deletionError = "undo-bar.error"
    case importExportEnabled = "import-export.enabled"
    case importProgress = "import.progress"
    case importExportReport = "import-export.report"
    case urlDialog = "import-url.dialog"
    case urlProblem = "import-url.problem"
    case urlImportEnabled = "import-url.enabled"
    // The directory's server.
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
