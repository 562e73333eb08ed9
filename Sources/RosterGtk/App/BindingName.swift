import GtkKit
import RosterViewModels

/// The name of every binding of the window: what GtkKit's `Binding.updateFilter` sees,
/// and what a harness breaks with `roster-scenario --break-binding NAME`.
///
/// A static registry, not names collected at run time: the list is complete whether or
/// not a scenario happens to create a binding (a binding no scenario reaches is exactly
/// the one a mutation run must report), and the compiler keeps it so — every `bind` in
/// RosterGtk takes a `BindingName`. Each name is used by one `bind` call; views bound
/// again for another person (profile, tasks) reuse their names. The names are every
/// front's, RosterTesting's `FrontBinding` (which shipping code cannot import):
/// `roster-scenario --list-bindings` (the mutation run) refuses unless the lists agree.
package enum BindingName: String, CaseIterable, Sendable {
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

    /// The binding of one profile field's row (value, error and error style).
    static func profileField(_ field: ProfileField) -> BindingName {
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

extension BindingBag {
    /// Binds `read` to `apply` under `name` (see `BindingName`).
    func bind<Value: Equatable>(
        _ read: @escaping @MainActor () -> Value, name: BindingName, to apply: @escaping @MainActor (Value) -> Void
    ) {
        bind(read, name: name.rawValue as String?, to: apply)
    }

    /// Binds `read` to `apply` under `name`, without comparing values.
    func bind<Value>(
        always read: @escaping @MainActor () -> Value, name: BindingName, to apply: @escaping @MainActor (Value) -> Void
    ) {
        bind(always: read, name: name.rawValue as String?, to: apply)
    }
}
