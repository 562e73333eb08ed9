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
    /// The open person's profile as last seen, to notice a new one.
    private var shownProfile: ObjectIdentifier?

    /// The width from which the list and the person's pages show side by side.
    public static let wideColumns = 100

    public init(app: AppViewModel) {
        self.app = app
        shownProfile = app.profile.map(ObjectIdentifier.init)
    }

    // MARK: Keys

    /// Handles one key, as the user typed it.
    public func handle(_ key: TerminalKey) {
        notice = nil
        defer { followViewModels() }
        if key == .resize { return }
        if showsHelp {
            showsHelp = false
            return
        }
        if app.question != nil {
            handleQuestion(key)
            return
        }
        if renaming != nil {
            handleRename(key)
            return
        }
        switch key {
        case .control("q"): quit()
        case .control("s"): save()
        case .control("n"): app.newPersonTapped()
        case .control("z"): undo()
        case .alt("1"), .function(1): showPage(.profile)
        case .alt("2"), .function(2): showPage(.tasks)
        case .tab: moveFocus(by: 1)
        case .backTab: moveFocus(by: -1)
        default:
            if focus.takesText, handleText(key) { return }
            switch key {
            case .character("?"): showsHelp = true
            case .character("/"): focus = .search
            case .escape: back()
            case .character("u"): undo()
            default: handleFocused(key)
            }
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

    private func save() {
        guard let profile = app.profile else { return }
        if let reason = profile.saveDisabledReason { notice = reason }
        profile.saveTapped()
    }

    private func undo() {
        app.undoTapped()
    }

    private func showPage(_ page: DetailPage) {
        guard app.profile != nil else { return }
        switch page {
        case .profile: app.profileTabSelected()
        case .tasks:
            guard app.tasksTabSelected() else { return }
        }
        if focus.isDetail { focus = .pages }
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

    /// The unsaved-changes question's box: Left, Right and Tab choose, Enter answers, Esc cancels.
    private func handleQuestion(_ key: TerminalKey) {
        guard let question = app.question else { return }
        let answers = question.choices.map(\.answer)
        let index = answers.firstIndex(of: questionChoice) ?? 0
        switch key {
        case .left, .backTab: questionChoice = answers[(index + answers.count - 1) % answers.count]
        case .right, .tab: questionChoice = answers[(index + 1) % answers.count]
        case .enter, .character(" "): answer(questionChoice)
        case .escape, .control("q"): answer(UnsavedChangesQuestion.dismissAnswer)
        default: break
        }
    }

    private func answer(_ answer: UnsavedChangesAnswer) {
        questionChoice = UnsavedChangesQuestion.defaultAnswer
        app.questionAnswered(answer)
    }

    /// Typing into the focused text box; false when the key is not for it.
    private func handleText(_ key: TerminalKey) -> Bool {
        let text = focusedText ?? ""
        switch key {
        case .character(let character):
            setFocusedText(text + String(character))
        case .backspace:
            setFocusedText(String(text.dropLast()))
        case .control("u"):
            setFocusedText("")
        case .delete:
            break  // the caret is always at the end: nothing after it to delete
        case .escape where focus == .search:
            app.people.searchCleared()
            focus = .list
        case .enter where focus == .search, .down where focus == .search:
            focus = .list
            app.people.searchSubmitted()
        case .enter where focus == .tasks(.newTitle) || focus == .tasks(.newDue):
            addTask()
        case .enter:
            save()
        case .up:
            moveFocus(by: -1)
        case .down:
            moveFocus(by: 1)
        default:
            return false
        }
        return true
    }

    /// The focused text box's text.
    var focusedText: String? {
        switch focus {
        case .search: return app.people.searchText
        case .profile(.field(let field)): return app.profile?.field(field).value
        case .tasks(.newTitle): return app.tasks?.newTitle
        case .tasks(.newDue): return app.tasks?.newDueDate
        default: return nil
        }
    }

    private func setFocusedText(_ text: String) {
        switch focus {
        case .search: app.people.searchTextChanged(text)
        case .profile(.field(let field)): app.profile?.fieldChanged(field, to: text)
        case .tasks(.newTitle): app.tasks?.newTitleChanged(text)
        case .tasks(.newDue): app.tasks?.newDueDateChanged(text)
        default: break
        }
    }

    private func addTask() {
        guard let tasks = app.tasks else { return }
        if let reason = tasks.addDisabledReason { notice = reason }
        tasks.addTapped()
    }

    /// A rename in progress: typing edits the title, Enter keeps it, Esc drops it.
    private func handleRename(_ key: TerminalKey) {
        guard let current = renaming else { return }
        switch key {
        case .character(let character): renaming?.text = current.text + String(character)
        case .backspace: renaming?.text = String(current.text.dropLast())
        case .control("u"): renaming?.text = ""
        case .enter:
            renaming = nil
            app.tasks?.renamed(current.id, to: current.text)
        case .escape: renaming = nil
        default: break
        }
    }

    /// Keys for the focused control that is not a text box.
    private func handleFocused(_ key: TerminalKey) {
        switch focus {
        case .list: handleList(key)
        case .pages:
            switch key {
            case .left, .right, .character("h"), .character("l"):
                showPage(app.detailPage == .profile ? .tasks : .profile)
            case .down, .enter: moveFocus(by: 1)
            case .up: moveFocus(by: -1)
            case .delete: deletePerson()
            default: break
            }
        case .task(let id): handleTask(key, id: id)
        default:
            switch key {
            case .enter, .character(" "): activate(focus)
            case .up, .left, .character("k"): moveFocus(by: -1)
            case .down, .right, .character("j"): moveFocus(by: 1)
            case .delete: deletePerson()
            default: break
            }
        }
    }

    private func handleList(_ key: TerminalKey) {
        let people = app.people
        // Nobody selected (Esc closed the person): the keys start from the row last selected.
        let current = people.selectedRowIndex ?? lastSelectedRow
        switch key {
        case .up, .character("k"):
            if people.selectedRowIndex == nil, let current {
                selectPerson(step: -1, from: current + 1)
            } else {
                selectPerson(step: -1, from: current)
            }
        case .down, .character("j"):
            if people.selectedRowIndex == nil, let current {
                selectPerson(step: 1, from: current - 1)
            } else {
                selectPerson(step: 1, from: current)
            }
        case .pageUp: selectPerson(step: -max(1, listHeight - 1), from: current ?? 0)
        case .pageDown: selectPerson(step: max(1, listHeight - 1), from: current ?? 0)
        case .home: selectPerson(step: 1, from: nil)
        case .end: selectPerson(step: -1, from: nil)
        case .enter, .right, .character("l"): openSelected()
        case .delete: deletePerson()
        default: break
        }
    }

    /// Selects the first person row after `index` (nil: from the edge) in `step`'s direction.
    private func selectPerson(step: Int, from index: Int?) {
        let listing = app.people.listing
        guard let row = listing.personRowIndex(after: index, step: step), case .person(let person) = listing.row(at: row)
        else { return }
        app.personSelected(id: person.id)
    }

    private func openSelected() {
        if app.profile == nil { selectPerson(step: 1, from: lastSelectedRow.map { $0 - 1 }) }
        guard app.profile != nil else { return }
        showsDetail = true
        app.profileTabSelected()
        focus = .profile(.field(.name))
    }

    private func deletePerson() {
        if let reason = app.deletePersonDisabledReason {
            notice = reason
            return
        }
        app.deletePersonTapped()
    }

    private func handleTask(_ key: TerminalKey, id: TaskID) {
        guard let tasks = app.tasks else { return }
        switch key {
        case .character(" "): tasks.toggleTapped(id)
        case .enter, .character("r"):
            renaming = (id, tasks.rows.first { $0.id == id }?.title ?? "")
        case .delete, .character("d"): tasks.deleteTapped(id)
        case .up, .character("k"): moveFocus(by: -1)
        case .down, .character("j"): moveFocus(by: 1)
        default: break
        }
    }

    /// Enter or Space on a button or a filter.
    private func activate(_ target: TerminalFocus) {
        switch target {
        case .profile(let control):
            guard let profile = app.profile else { return }
            switch control {
            case .save: save()
            case .revert: profile.revertTapped()
            case .deletePerson: deletePerson()
            case .discardRestoredDraft: profile.restoredDraftDiscarded()
            case .showTheirs: profile.showTheirsTapped()
            case .keepMine: profile.keepMineTapped()
            case .merge: profile.mergeTapped()
            case .field, .choosePhoto, .removePhoto: break
            }
        case .tasks(let control):
            guard let tasks = app.tasks else { return }
            switch control {
            case .add: addTask()
            case .filter(let filter): tasks.filterSelected(filter)
            case .undo: tasks.undoTapped()
            case .dismissUndo: tasks.undoDismissed()
            case .newTitle, .newDue, .rows: break
            }
        default: break
        }
    }

    // MARK: Focus

    /// The focusable controls shown now, in Tab order.
    func focusOrder() -> [TerminalFocus] {
        var order: [TerminalFocus] = []
        if isWide || !detailShown { order += [.search, .list] }
        guard detailShown, let profile = app.profile else { return order }
        order.append(.pages)
        switch app.detailPage {
        case .profile:
            order += profile.shownControls.filter(Self.isDrawn).map { .profile($0) }
        case .tasks:
            guard let tasks = app.tasks else { return order }
            for control in tasks.shownControls {
                if control == .rows { order += tasks.rows.map { .task($0.id) } } else { order.append(.tasks(control)) }
            }
        }
        return order
    }

    /// Whether the person's pages show (always beside the list when wide; narrow, once opened).
    var detailShown: Bool {
        app.profile != nil && (isWide || showsDetail)
    }

    /// Whether the terminal draws `control`: everything the page shows but photos, which a
    /// terminal cannot show.
    static func isDrawn(_ control: ProfileControl) -> Bool {
        control != .choosePhoto && control != .removePhoto
    }

    private func moveFocus(by step: Int) {
        let order = focusOrder()
        guard !order.isEmpty else { return }
        let index = order.firstIndex(of: focus) ?? (step > 0 ? -1 : order.count)
        focus = order[(index + step + order.count) % order.count]
    }

    // MARK: Following the view models

    /// Keeps the front's own state in step with the view models: a new person's form opens
    /// with its Name field focused, a closed person leaves the pane, an approved close quits.
    public func followViewModels() {
        if app.isCloseApproved {
            finish()
            return
        }
        let profile = app.profile.map(ObjectIdentifier.init)
        if profile != shownProfile {
            shownProfile = profile
            if app.profile == nil {
                if focus.isDetail { leaveDetail() }
                showsDetail = false
            } else if case .profileField(let field) = app.focus, app.profile?.isNew == true {
                showsDetail = true
                focus = .profile(.field(field))
            }
        }
        if renaming != nil, app.detailPage != .tasks || app.tasks == nil { renaming = nil }
        if !focusOrder().contains(focus) {
            focus = detailShown && focus.isDetail ? .pages : .list
        }
    }
}
