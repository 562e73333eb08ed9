import RosterModel

/// The name of every binding a front of Roster has: each piece of view-model state a front
/// shows, kept in step as it changes. The window (RosterGtk's bindings) and the terminal front
/// (roster-tui's) each name their bindings with these and no others, and their scenario
/// harnesses list them (`--list-bindings`) for a mutation run that breaks one at a time
/// (`--break-binding NAME`: it stops following the view model) and expects some scenario's
/// transcript to change.
///
/// It lives beside the view models, not in the test library, so that every front — shipping
/// code that may not link RosterTesting — names its bindings from this one list.
///
/// A front of your own does the same: name each place it shows view-model state with one of
/// these, let its harness break one by name, and run the scenarios of Tests/Scenarios with each
/// broken in turn (scripts/mutants.sh). A name added here is then reported uncaught on every
/// front that does not yet show that state, so no front can forget it.
public enum FrontBinding: String, CaseIterable, Sendable {
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
    case passwordDialog = "password.dialog"
    case passwordEntry = "password.entry"
    case passwordRemember = "password.remember"
    case passwordProblem = "password.problem"
    case passwordSignIn = "password.sign-in"

    /// The binding of one profile field's row (its value, error and error style).
    public static func profileField(_ field: ProfileField) -> FrontBinding {
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
