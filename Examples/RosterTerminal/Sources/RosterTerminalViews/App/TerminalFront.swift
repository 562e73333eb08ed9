import RosterModel
import RosterViewModels
import TerminalKit

/// Roster's terminal front: the People list beside the open person's Profile and Tasks pages
/// (one pane at a time when narrow, as the window's leaflet folds), drawn with TerminalKit.
///
/// All input comes through `handle(_:)`, one key at a time: the terminal loop feeds it from
/// the keyboard, a scenario driver feeds it directly. `draw(on:)` draws a frame and records
/// every control it drew in `controls`. Every decision is the view models'; the front only
/// keeps what is its own: which pane shows, where the keyboard is, the help and a rename in
/// progress.
@MainActor
public final class TerminalFront {
    public let app: AppViewModel
    /// The controls of the last frame, in the order drawn (top to bottom, start to end).
    public internal(set) var controls: [TerminalControl] = []
    /// Called once when the front is done (Ctrl+Q, after the unsaved-changes question).
    public var quitRequested: (@MainActor () -> Void)?
    /// Whether the front has asked to quit.
    public private(set) var hasQuit = false

    /// Where the keyboard is.
    var focus: TerminalFocus = .list
    /// Narrow: the open person's pages show instead of the list.
    var showsDetail = false
    /// Whether the last frame was wide enough for both panes.
    var isWide = true
    /// The key list (`?`) shows over everything.
    var showsHelp = false
    /// The button the unsaved-changes question's box has selected.
    var questionChoice = UnsavedChangesQuestion.defaultAnswer
    /// A task being renamed, and the title typed so far.
    var renaming: (id: TaskID, text: String)?
    /// Why the last command was refused, until the next key.
    var notice: String?
    /// The list row last selected: where Up, Down and Enter start when nobody is selected
    /// (after Esc closed the person).
    var lastSelectedRow: Int?
    /// The first list row shown, and how many rows the list showed.
    var listTop = 0
    var listHeight = 10
    /// A path being typed in the status line (Import…, Export…, Choose Photo…), and the text so far.
    var pathPrompt: (kind: PathPrompt, text: String)?
    /// Where the last frame's clicks go: its controls' rects and where each takes the keyboard.
    var clickTargets: [(rect: TerminalRect, focus: TerminalFocus)] = []
    /// The last frame's list rows: their rects and their index in the listing.
    var rowTargets: [(rect: TerminalRect, index: Int)] = []
    /// The binding whose updates a mutation run drops (`--break-binding`); nil in the app.
    public static var brokenBinding: FrontBinding?
    /// What the broken binding read first, kept.
    var frozenValues: [FrontBinding: Any] = [:]
    /// The open person's profile as last seen, to notice a new one (weak: a new profile can take
    /// a freed one's address, so an identifier would not tell them apart).
    private weak var shownProfile: ProfileViewModel?

    /// The width from which the list and the person's pages show side by side.
    public static let wideColumns = 100

    public init(app: AppViewModel) {
        self.app = app
        shownProfile = app.profile
    }

    // MARK: Keys

    /// Handles one key, as the user typed it.
    public func handle(_ key: TerminalKey) {
        notice = nil
        defer { followViewModels() }
        if key == .resize { return }
        if case .click(let row, let column) = key {
            showsHelp = false
            return click(row: row, column: column)
        }
        if showsHelp {
            showsHelp = false
            return
        }
        if app.question != nil {
            handleQuestion(key)
            return
        }
        if let prompt = app.passwordPrompt {
            handlePasswordDialog(key, prompt)
            return
        }
        if app.importExport.isURLDialogShown {
            handleURLDialog(key)
            return
        }
        if app.history != nil {
            handleHistory(key)
            return
        }
        if renaming != nil {
            handleRename(key)
            return
        }
        if pathPrompt != nil {
            handlePathPrompt(key)
            return
        }
        let command = TerminalCommand.command(for: key, among: TerminalCommand.global)
        if let command, TerminalCommand.actsOverText(key) { return run(command) }
        if focus.takesText, handleText(key) { return }
        if let command { return run(command) }
        handleFocused(key)
    }

    /// Runs a command whose keys act beyond the focused control.
    private func run(_ command: TerminalCommand) {
        switch command {
        case .quit: quit()
        case .save: save()
        case .newPerson: newPerson()
        case .importFile: askForPath(.importFile)
        case .exportFile: askForPath(.exportFile)
        case .pickDueDay: pickDueDay()
        case .importURL: importFromURL()
        case .undo: undo()
        case .showProfile: showPage(.profile)
        case .showTasks: showPage(.tasks)
        case .nextField: moveFocus(by: 1)
        case .previousField: moveFocus(by: -1)
        case .keyboardShortcuts: showsHelp = true
        case .find: focus = .search
        case .back: back()
        case .move, .open, .clearField, .deletePerson, .toggleTask, .renameTask, .deleteTask: break  // the focused control's
        }
    }

    /// Whether the key list shows.
    public var isShowingHelp: Bool { showsHelp }

    private func quit() {
        if app.closeRequested() { finish() }
    }

    private func finish() {
        guard !hasQuit else { return }
        hasQuit = true
        quitRequested?()
    }

    private func undo() {
        app.undoTapped()
    }

    /// Esc: out of the search, out of the open person (asking over unsaved edits), or the search cleared.
    private func back() {
        if focus.isDetail {
            app.backRequested()
            if app.question == nil { leaveDetail() }
        } else if app.people.isSearching {
            app.people.searchCleared()
        }
    }

    private func leaveDetail() {
        showsDetail = false
        focus = .list
    }

    /// Keys for the focused control that is not a text box.
    private func handleFocused(_ key: TerminalKey) {
        switch focus {
        case .list: handleList(key)
        case .pages: handlePages(key)
        case .task(let id): handleTask(key, id: id)
        default:
            switch key {
            case .enter, .character(" "): activate(focus)
            case .up, .left, .character("k"): moveFocus(by: -1)
            case .down, .right, .character("j"): moveFocus(by: 1)
            case _ where TerminalCommand.deletePerson.isRun(by: key): deletePerson()
            default: break
            }
        }
    }

    /// Enter or Space on a button or a filter.
    private func activate(_ target: TerminalFocus) {
        switch target {
        case .profile(let control): activateProfile(control)
        case .tasks(let control): activateTasks(control)
        default: break
        }
    }

    // MARK: Following the view models

    /// Keeps the front's own state in step with the view models: a new person's form opens
    /// with its Name field focused, a closed person leaves the pane, an approved close quits.
    public func followViewModels() {
        if bound(.windowClose, app.isCloseApproved) {
            finish()
            return
        }
        if app.profile !== shownProfile {
            shownProfile = app.profile
            if app.profile == nil {
                if focus.isDetail { leaveDetail() }
                showsDetail = false
            } else if case .profileField(let field) = app.focus, app.profile?.isNew == true {
                showsDetail = true
                focus = .profile(.field(field))
            }
        }
        if renaming != nil, app.detailPage != .tasks || app.tasks == nil { renaming = nil }
        // A page still loading shows no controls yet (`shownControls` is empty): the keyboard
        // waits on the one it was sent to (Name, after Enter on a person) until they come.
        let pageIsLoading = (app.detailPage == .profile ? app.profile?.loadState : app.tasks?.loadState) == .loading
        if !focusOrder().contains(focus), !(focus.isDetail && detailShown && pageIsLoading) {
            focus = detailShown && focus.isDetail ? .pages : .list
        }
    }
}
