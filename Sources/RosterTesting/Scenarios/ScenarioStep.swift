import Foundation
import RosterModel
import RosterViewModels

/// One step of a scenario: a user intent, a change to the world, or a check.
public enum ScenarioStep: Equatable, Sendable {
    /// Type into the search entry.
    case search(String)
    /// Clear the search (Escape in the entry).
    case clearSearch
    /// Select the listed person with this name.
    case select(String)
    /// Open the detail switcher's page.
    case open(DetailPage)
    /// Type a value into a profile field.
    case set(ProfileField, String)
    /// Click a button.
    case tap(TapTarget)
    /// Choose an image file (relative to the scenario's folder) as the avatar.
    case chooseAvatar(String)
    /// Import… and choose this file (relative to the scenario's folder); waits until the import ends
    /// (while imports are held: until it has started, its progress shown).
    case importFile(String)
    /// "Import from URL…": opens the dialog, types this address, clicks Import, and waits until
    /// the import ends. The scenario's environment serves it from the scenario's folder
    /// (`ScenarioRemoteSource`), the same on both fronts.
    case importURL(String)
    /// Opens "Import from URL…" if it is not open and types this address; the dialog stays open.
    case typeURL(String)
    /// Cancel in the "Import from URL" dialog.
    case cancelURL
    /// Type into the password dialog's entry (the dialog must be shown).
    case typePassword(String)
    /// Export…: picks this format's filter in the save chooser (the suggested file name takes
    /// the format's extension), saves under that name in the scenario's scratch folder
    /// (`ScenarioEnvironment.exportDirectory`) and waits until the export ends.
    case exportFile(DirectoryTransfer.ExportFormat)
    /// Answer the unsaved-changes question.
    case answer(UnsavedChangesAnswer)
    /// The window's close button.
    case closeWindow
    /// Type into the add row (title, and due day if given) and press Add.
    case addTask(String, due: String?)
    /// Type into the add row (title, and due day if given) without pressing Add.
    case typeTask(String, due: String?)
    /// Open the due date's calendar and pick this day (the view model: `newDueDayPicked`).
    case pickDueDay(CalendarDay)
    /// Open the due date's picker and type this into its entry, then Enter (the view model:
    /// `newDueDateChanged`).
    case typeDueDate(String)
    /// Open the due date's picker and press No Due Date (the view model: `newDueCleared`).
    case clearDueDate
    /// Tick or untick the task with this title.
    case toggleTask(String)
    /// Delete the task with this title.
    case deleteTask(String)
    /// Rename the task with this title.
    case renameTask(String, to: String)
    /// Show all, open or done tasks.
    case filter(TaskFilter)
    /// Move the injected clock forward.
    case advance(seconds: Double)
    /// Make the store's reads fail with a reason.
    case failReads(String)
    /// Make the store's writes fail with a reason.
    case failWrites(String)
    /// Make the store's reads and writes work again.
    case fixStore
    /// Make the store's imports wait, once under way, until `releaseImports` (which waits for the import's end).
    case holdImports
    /// Let the held imports finish.
    case releaseImports
    /// Make the directory's server unreachable (the store reports it, retrying in 5 s).
    case disconnectStore
    /// Make the directory's server reachable again.
    case reconnectStore
    /// Another writer changes a person in the store: `elsewhere set FIELD of "NAME" to "VALUE"`.
    case elsewhereSet(person: String, ProfileField, String)
    /// Quit and relaunch: save the session (state and unsaved edits), tear the view models
    /// (and the window) down, and build them again from the saved session, on the same store.
    case restart
    /// End without saving anything, as a crash or `kill -9` would (drafts already written
    /// stay), and build the view models (and the window) again from what is on disk.
    case crash
    /// A crash, then while the app is down another writer changes a person, then the relaunch:
    /// `crash meanwhile elsewhere set FIELD of "NAME" to "VALUE"`.
    case crashMeanwhile(person: String, ProfileField, String)
    /// Check one thing on screen: `expect PATH = VALUE`.
    case expectValue(ScreenPath, String)
    /// Check the whole screen: its transcript is this text.
    case expectTranscript(String)

    /// The buttons a scenario can tap.
    public enum TapTarget: String, CaseIterable, Sendable {
        /// The profile's Save and Revert, the error panels' Retry, the Tasks page's Add, and
        /// its undo bar's Undo and Close.
        case save, revert, retry, add, undo, dismiss
        /// The profile's Remove Photo.
        case removePhoto = "remove-photo"
        /// The header bar's New Person.
        case newPerson = "new-person"
        /// The profile's Delete Person.
        case deletePerson = "delete-person"
        /// The Undo of a person's deletion.
        case undoDelete = "undo-delete"
        /// The Close of a person's deletion bar.
        case dismissDelete = "dismiss-delete"
        /// The Close of the import or export report.
        case closeReport = "close-report"
        /// The Discard of the "Restored unsaved changes" notice.
        case discardDraft = "discard-draft"
        /// The conflict banner's buttons.
        case showTheirs = "show-theirs"
        /// Keep Mine.
        case keepMine = "keep-mine"
        /// Merge.
        case merge
        /// The profile's History, and the History's Close.
        case history
        case closeHistory = "close-history"
        /// The password dialog's "Remember in the keyring", Sign In and Cancel.
        case rememberPassword = "remember-password"
        case signIn = "sign-in"
        case cancelSignIn = "cancel-sign-in"
    }

    /// Whether the step changes the world around the user (the store) rather than acting in the app.
    public var isWorldChange: Bool {
        switch self {
        case .failReads, .failWrites, .fixStore, .holdImports, .releaseImports, .disconnectStore, .reconnectStore, .elsewhereSet:
            return true
        default: return false
        }
    }

    /// Whether the step is a check rather than an action.
    public var isExpectation: Bool {
        switch self {
        case .expectValue, .expectTranscript: return true
        default: return false
        }
    }
}

/// A step with where it came from.
public struct ScenarioLine: Equatable, Sendable {
    /// The step.
    public var step: ScenarioStep
    /// Its line in the script, from 1.
    public var line: Int
    /// The line's text, trimmed, as the transcript prints it after `> `.
    public var source: String
}

/// A parsed scenario.
public struct Scenario: Equatable, Sendable {
    /// The steps, in order.
    public var lines: [ScenarioLine]
    /// Folder that relative file paths (avatars, data) are resolved against.
    public var baseDirectory: String
    /// People to start with (a JSON file in the JSONPlaceholder users shape) instead of the sample team.
    public var dataFile: String?
    /// The locale the scenario runs in (`locale "de_DE"`): its catalog, numbers and dates; nil: US English.
    public var locale: String?
    /// Who opens the directory, with which part (`open as member "Bret"`); nil: its owner, who may do everything.
    public var access: DirectoryAccess?
    /// The password the directory's server asks for (`open asking password "SECRET"`): until the
    /// password dialog gives it, the directory does not open; nil: it asks for none.
    public var askedPassword: String?

    /// The data file's full path, if the scenario names one.
    public var dataPath: String? { dataFile.map { ViewModelScenarioDriver.resolve($0, in: baseDirectory) } }
}
