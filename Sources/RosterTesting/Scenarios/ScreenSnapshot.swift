import RosterModel

/// What is on screen, as plain values: the common ground of the two fronts.
/// The headless front fills it from view models, the GTK front from widgets;
/// `TranscriptRenderer` turns it into text.
public struct ScreenSnapshot: Equatable, Sendable {
    /// A row of the People list: a section header, a person or a placeholder.
    public struct Row: Equatable, Sendable {
        /// Its text (a person's: `ScreenSnapshot.personRowText`).
        public var text: String
        /// Whether it is the selected row.
        public var isSelected: Bool
        /// The row's list item as assistive technology sees it (every row is one); nil: not read.
        public var control: Control?
        /// A row showing `text`.
        public init(text: String, isSelected: Bool, control: Control? = nil) {
            self.text = text
            self.isSelected = isSelected
            self.control = control
        }
    }

    /// An interactive control as assistive technology sees it: its accessible
    /// role ("button", "text-box"…) and name (nil: unnamed, announced by class).
    public struct Control: Equatable, Sendable {
        /// Its accessible role, as GTK names it ("button", "text-box", "list-item"…).
        public var role: String
        /// Its accessible name; nil when it has none.
        public var name: String?
        /// Whether it takes input; a disabled control is printed `button "Import…" (disabled)`.
        /// (Only the window's Import… and Export…, the profile's field actions and its History
        /// report it; other controls say true.)
        public var isEnabled: Bool
        /// Whether it is the selected one of its group; printed `tab "Tasks" (selected)`.
        /// (Only the view switcher's Profile and Tasks tabs report it: the page shown; other controls say false.)
        public var isSelected: Bool
        /// A control with this role and name.
        public init(_ role: String, _ name: String?, isEnabled: Bool = true, isSelected: Bool = false) {
            self.role = role
            self.name = name
            self.isEnabled = isEnabled
            self.isSelected = isSelected
        }
    }

    /// The import's progress dialog, while shown.
    public struct ImportProgress: Equatable, Sendable {
        /// The dialog's title.
        public var title: String
        /// Its text (how much is done).
        public var text: String
        /// The bar: "50%", or "pulsing" before the amount of work is known.
        public var bar: String
        /// Its controls (Cancel).
        public var controls: [Control]
        /// The dialog; `fraction` (0 to 1, nil: unknown) becomes the bar's text.
        public init(title: String, text: String, fraction: Double?, controls: [Control]) {
            self.title = title
            self.text = text
            self.controls = controls
            bar = fraction.map { "\(Int(($0 * 100).rounded()))%" } ?? "pulsing"
        }
    }

    /// The "Import from URL" dialog, while shown.
    public struct URLDialog: Equatable, Sendable {
        /// The dialog's title.
        public var title: String
        /// The address typed.
        public var address: String
        /// Why Import is disabled, as shown under the address (nil: nothing shown).
        public var problem: String?
        /// The entry, Cancel and Import (whether Import takes input).
        public var controls: [Control]
        /// The dialog as shown.
        public init(title: String, address: String, problem: String?, controls: [Control]) {
            self.title = title
            self.address = address
            self.problem = problem
            self.controls = controls
        }
    }

    /// The People list area.
    public enum List: Equatable, Sendable {
        /// Loading, with whether the spinner spins.
        case loading(spinner: Bool)
        /// The error panel, with its message.
        case failed(String)
        /// The empty state: `ScreenSnapshot.emptyListText`.
        case empty(String)
        /// The rows, headers included.
        case rows([Row])
    }

    /// A button's state as the user perceives it.
    public struct Button: Equatable, Sendable {
        /// Whether it takes input.
        public var isEnabled: Bool
        /// Why it is disabled (the tooltip), if it says.
        public var reason: String?
        /// A button's state.
        public init(isEnabled: Bool, reason: String?) {
            self.isEnabled = isEnabled
            self.reason = reason
        }
    }

    /// A profile field.
    public struct Field: Equatable, Sendable {
        /// Its label ("Email").
        public var label: String
        /// The text in it.
        public var value: String
        /// The error shown under it; nil when none is shown.
        public var error: String?
        /// A field as shown.
        public init(label: String, value: String, error: String?) {
            self.label = label
            self.value = value
            self.error = error
        }
    }

    /// A page's own loading or failure state; `.ready` when it shows its content.
    public enum PageState: Equatable, Sendable {
        /// Loading, with whether the spinner spins.
        case loading(spinner: Bool)
        /// The error panel, with its message.
        case failed(String)
        /// The page's content.
        case ready
    }

    /// The Profile page.
    public struct Profile: Equatable, Sendable {
        /// Loading, failed, or showing the form.
        public var state: PageState
        /// "CB on yellow", or "image person-3-….png" (the file shown, its random part elided).
        public var avatar: String
        /// Why the chosen photo was refused, while shown.
        public var avatarError: String?
        /// The fields, in form order.
        public var fields: [Field]
        /// The labels of the fields drawn in the error style, in form order.
        public var errorStyled: [String]
        /// The biography's character counter, while shown.
        public var counter: String?
        /// Whether the biography breaks lines anywhere (it holds a long unbroken run) rather than between words.
        public var biographyWrapsAnywhere: Bool
        /// Save.
        public var save: Button
        /// Revert.
        public var revert: Button
        /// "Delete Person".
        public var delete: Button
        /// The status line ("Saved", or why the save failed).
        public var status: String
        /// Whether the status line is styled as an error (else dim).
        public var statusIsError: Bool
        /// "Restored unsaved changes" (edits brought back after a crash); nil when not shown.
        public var notice: String?
        /// Why the profile is read-only ("Only Bret or an administrator can edit this profile");
        /// nil when it may be edited.
        public var readOnly: String?
        /// "Changed by someone else" (its heading, then its detail); nil when not shown.
        public var conflict: String?
        /// The labels of the fields marked as colliding, in form order.
        public var conflictStyled: [String] = []
        /// The conflict's Show Theirs, Keep Mine and Merge, in that order (empty when not shown).
        public var conflictButtons: [Button] = []
        /// The page's interactive controls, in a fixed order.
        public var controls: [Control]
        /// The form field with keyboard focus (a new person's form starts in Name); nil: none.
        public var focus: Control?
        /// The page as shown.
        public init(
            state: PageState, avatar: String, avatarError: String?, fields: [Field], errorStyled: [String] = [],
            counter: String?, save: Button, revert: Button, delete: Button, status: String,
            statusIsError: Bool = false, controls: [Control] = [], focus: Control? = nil,
            biographyWrapsAnywhere: Bool = false, notice: String? = nil
        ) {
            self.state = state
            self.avatar = avatar
            self.avatarError = avatarError
            self.fields = fields
            self.errorStyled = errorStyled
            self.counter = counter
            self.save = save
            self.revert = revert
            self.delete = delete
            self.status = status
            self.statusIsError = statusIsError
            self.controls = controls
            self.focus = focus
            self.biographyWrapsAnywhere = biographyWrapsAnywhere
            self.notice = notice
        }
    }

    /// The Tasks page.
    public struct Tasks: Equatable, Sendable {
        /// Loading, failed, or showing the tasks.
        public var state: PageState
        /// The count line ("11 of 20 done").
        public var count: String
        /// The filter shown (All, Open, Done).
        public var filter: String
        /// The task rows: `ScreenSnapshot.taskRowText`, each with its list item as a control.
        public var rows: [Row]
        /// What the page says when no task is listed.
        public var empty: String?
        /// The add row's title.
        public var newTitle: String
        /// The add row's due day as typed.
        public var newDue: String
        /// The due date button's label ("No due date", "Due tomorrow", "Jan 15, 2099").
        public var dueButton: String
        /// The day the due date popover's calendar shows selected (nil: none it can name).
        public var dueCalendar: CalendarDay?
        /// The hint of the popover's entry: the locale's order ("MM/DD/YYYY").
        public var dueHint: String
        /// Whether the due date button shows the error style.
        public var dueIsError: Bool
        /// Why the add row's text cannot be added, while shown.
        public var addError: String?
        /// Add.
        public var add: Button
        /// The undo bar's message, while shown.
        public var undo: String?
        /// A failed write's message, while shown.
        public var error: String?
        /// The page's interactive controls, in a fixed order (each task row's after the add row's).
        public var controls: [Control]
        /// Why the tasks cannot be changed ("Only Bret or an administrator can edit this profile"),
        /// shown over an add row and rows that take no input; nil when they can.
        public var readOnly: String?
        /// The page as shown.
        public init(
            state: PageState, count: String, filter: String, rows: [Row], empty: String?, newTitle: String,
            newDue: String, dueButton: String, dueCalendar: CalendarDay?, dueHint: String, dueIsError: Bool,
            addError: String?, add: Button, undo: String?, error: String?, controls: [Control] = []
        ) {
            self.state = state
            self.count = count
            self.filter = filter
            self.rows = rows
            self.empty = empty
            self.newTitle = newTitle
            self.newDue = newDue
            self.dueButton = dueButton
            self.dueCalendar = dueCalendar
            self.dueHint = dueHint
            self.dueIsError = dueIsError
            self.addError = addError
            self.add = add
            self.undo = undo
            self.error = error
            self.controls = controls
        }
    }

    /// The detail pane for the selected person; its `page` says which one shows.
    public enum Detail: Equatable, Sendable {
        /// Nobody is selected.
        case none
        /// The Profile page.
        case profile(Profile)
        /// The Tasks page.
        case tasks(Tasks)
    }

    /// The search entry's text.
    public var search: String
    /// The count line ("10 people").
    public var count: String
    /// The People list.
    public var list: List
    /// The detail pane.
    public var detail: Detail
    /// The content header's title over the detail pane (the open person's name; empty: none).
    public var detailTitle = ""
    /// The content header's subtitle (their email, or "Tasks"; empty: none).
    public var detailSubtitle = ""
    /// The question dialog's title and message, while it is shown.
    public var question: String?
    /// The offer to undo a person's deletion (its message), while shown.
    public var personUndo: String?
    /// Why a deletion or its undo failed, while shown.
    public var deletionError: String?
    /// The offline notice across the window (its title, then its detail), while the server cannot be reached.
    public var offline: String?
    /// The import/export report: its title, then its lines, while shown.
    public var report: [String]?
    /// The window's own controls (header bar, detail switcher, the person undo bar), in a fixed order.
    public var controls: [Control]
    /// The question dialog's buttons, while it is shown.
    public var questionControls: [Control]
    /// The import's progress dialog, while shown.
    public var importProgress: ImportProgress?
    /// The "Import from URL" dialog, while shown.
    public var urlDialog: URLDialog?
    /// A person's History, while shown.
    public var history: History?
    /// The password dialog, while shown.
    public var passwordDialog: PasswordDialog?
    /// Whether the window has closed (after Ctrl+Q, the close button, or an answer that lets it close).
    public var isClosed: Bool

    /// The screen as a front shows it.
    public init(
        search: String, count: String, list: List, detail: Detail, question: String?,
        personUndo: String? = nil, deletionError: String? = nil, report: [String]? = nil,
        controls: [Control] = [], questionControls: [Control] = [], isClosed: Bool = false,
        importProgress: ImportProgress? = nil, offline: String? = nil, urlDialog: URLDialog? = nil
    ) {
        self.search = search
        self.count = count
        self.list = list
        self.detail = detail
        self.question = question
        self.personUndo = personUndo
        self.deletionError = deletionError
        self.report = report
        self.controls = controls
        self.questionControls = questionControls
        self.isClosed = isClosed
        self.importProgress = importProgress
        self.offline = offline
        self.urlDialog = urlDialog
    }

    /// How the avatar image file shows in a transcript: its name, without the
    /// random part a stored copy gets ("person-3-1a2b3c4d.png" → "person-3-….png").
    public static func avatarImageText(path: String) -> String {
        var name = Substring(path.split(separator: "/").last ?? "")
        if let dot = name.lastIndex(of: "."), let dash = name[..<dot].lastIndex(of: "-"),
            name.distance(from: dash, to: dot) == 9
        {
            name = name[...dash] + "…" + name[dot...]
        }
        return "image \(name)"
    }

    /// The text of an empty list: its title and the buttons it offers, the same on both fronts.
    public static func emptyListText(title: String, actions: [String]) -> String {
        ([title] + actions.map { "[\($0)]" }).joined(separator: " ")
    }

    /// The text of a person row, the same on both fronts.
    public static func personRowText(name: String, email: String) -> String { "\(name) <\(email)>" }

    /// The text of a task row, the same on both fronts.
    public static func taskRowText(title: String, isDone: Bool, due: String?) -> String {
        "[\(isDone ? "x" : " ")] \(title)" + (due.map { " · \($0)" } ?? "")
    }
}
