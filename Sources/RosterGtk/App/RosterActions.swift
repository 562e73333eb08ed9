import RosterViewModels

// Every action of Roster and its accelerators start from this table (as gnome-text-editor's
// editor-window-actions.c): the names, titles and keys (`RosterActions`). From it come the actions
// installed on the window and the application (`WindowCommands`, WindowCommands.swift), what each one
// runs (`MainWindow.connectActions`, MainWindow+Actions.swift) and where its keys work
// (`AcceleratorScope`, `RosterActions.registerAccelerators`, RosterAccelerators.swift). The titles are
// view-model text (`ShortcutTitles`). The names are fixed: tests, the desktop file, D-Bus and the
// shortcuts window use them. That window only lists this table (RosterActions+ShortcutsWindow.swift).

/// One command of Roster: its action name, what the shortcuts window calls it,
/// and its keys. The one table both the accelerators and the shortcuts window come from.
public struct RosterAction: Sendable, Equatable {
    /// The detailed action name, `app.…` or `win.…`.
    public let name: String
    /// What the shortcuts window calls it.
    public let title: String
    /// Its keys in `gtk_accelerator_parse` syntax, the first the main one; none for a menu-only command.
    public let accelerators: [String]
    /// Where its accelerators work.
    public let scope: AcceleratorScope

    /// An action `name` (`app.…`/`win.…`) called `title`, on `accelerators` within `scope`.
    public init(name: String, title: String, accelerators: [String], scope: AcceleratorScope = .window) {
        self.name = name
        self.title = title
        self.accelerators = accelerators
        self.scope = scope
    }

    /// The name without its `app.`/`win.` prefix: what `g_simple_action_new` takes.
    public var unprefixedName: String {
        guard let dot = name.firstIndex(of: ".") else { return name }
        return String(name[name.index(after: dot)...])
    }
}

/// Roster's commands and their accelerators.
@MainActor
public enum RosterActions {
    /// Starts a new person's profile.
    public static let newPerson = RosterAction(name: "win.new-person", title: ShortcutTitles.newPerson, accelerators: ["<Control>n"])
    /// Moves focus to the search.
    public static let find = RosterAction(name: "win.find", title: ShortcutTitles.find, accelerators: ["<Control>f"])
    /// Imports people from a file.
    public static let importFile = RosterAction(name: "win.import", title: ShortcutTitles.importFile, accelerators: ["<Control>o"])
    /// Imports people from a REST API's users list ("Import from URL…").
    public static let importURL = RosterAction(name: "win.import-url", title: ShortcutTitles.importURL, accelerators: ["<Shift><Control>o"])
    /// Exports the directory to a file.
    public static let exportFile = RosterAction(name: "win.export", title: ShortcutTitles.exportFile, accelerators: ["<Control>e"])
    /// Roster's window has it from the start (`LazyShortcutsWindow`); GTK adds it to another
    /// window that has a help overlay (`attachShortcutsWindow`).
    public static let showShortcuts = RosterAction(
        name: "win.show-help-overlay", title: ShortcutTitles.keyboardShortcuts, accelerators: ["<Control>question", "F1"])
    /// Closes the window (asking first about unsaved edits).
    public static let closeWindow = RosterAction(name: "win.close", title: ShortcutTitles.closeWindow, accelerators: ["<Control>w"])
    /// Quits Roster (asking first about unsaved edits).
    public static let quit = RosterAction(name: "app.quit", title: ShortcutTitles.quit, accelerators: ["<Control>q"])
    /// Shows the About window; it has no keys.
    public static let about = RosterAction(name: "app.about", title: ShortcutTitles.about, accelerators: [])
    /// Saves the profile being edited.
    public static let save = RosterAction(name: "win.save", title: ShortcutTitles.save, accelerators: ["<Control>s"])
    /// Shows the selected person's Profile page.
    public static let showProfile = RosterAction(name: "win.show-profile", title: ShortcutTitles.profilePage, accelerators: ["<Alt>1"])
    /// Shows the selected person's Tasks page (not for a new person, who has none yet).
    public static let showTasks = RosterAction(name: "win.show-tasks", title: ShortcutTitles.tasksPage, accelerators: ["<Alt>2"])
    /// Deletes the selected person (undoable); only from the people list.
    public static let deletePerson = RosterAction(
        name: "win.delete-person", title: ShortcutTitles.deletePerson,
        accelerators: ["Delete", "<Control>Delete"], scope: .peopleList)

    /// The groups of the shortcuts window, in order.
    public static let groups: [(title: String, actions: [RosterAction])] = [
        (ShortcutTitles.generalGroup, [newPerson, find, importFile, importURL, exportFile, showShortcuts, closeWindow, quit]),
        (ShortcutTitles.personGroup, [showProfile, showTasks, save, deletePerson]),
    ]

    /// Every command, grouped ones first, then those without keys.
    public static let all: [RosterAction] = groups.flatMap(\.actions) + [about]
}
