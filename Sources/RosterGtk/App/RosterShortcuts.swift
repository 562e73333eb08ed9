import GtkKit
import RosterViewModels

/// Where a Roster accelerator works.
public enum AcceleratorScope: Sendable, Equatable {
    /// Anywhere in the window: registered for the action with
    /// `gtk_application_set_accels_for_action` (`RosterActions.registerAccelerators`).
    case window
    /// Only while the people list has keyboard focus: in a text field, Delete
    /// deletes text. Added as local shortcuts on the list, not as application accelerators.
    case peopleList
}

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

/// Roster's commands, their accelerators and the keyboard-shortcuts window that lists them.
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
    /// GTK adds this action to a window that has a help overlay (`attachShortcutsWindow`).
    public static let showShortcuts = RosterAction(name: "win.show-help-overlay", title: ShortcutTitles.keyboardShortcuts, accelerators: ["<Control>question", "F1"])
    /// Closes the window (asking first about unsaved edits).
    public static let closeWindow = RosterAction(name: "win.close", title: ShortcutTitles.closeWindow, accelerators: ["<Control>w"])
    /// Quits Roster (asking first about unsaved edits).
    public static let quit = RosterAction(name: "app.quit", title: ShortcutTitles.quit, accelerators: ["<Control>q"])
    /// Shows the About window; it has no keys.
    public static let about = RosterAction(name: "app.about", title: ShortcutTitles.about, accelerators: [])
    /// Saves the profile being edited.
    public static let save = RosterAction(name: "win.save", title: ShortcutTitles.save, accelerators: ["<Control>s"])
    /// Deletes the selected person (undoable); only from the people list.
    public static let deletePerson = RosterAction(name: "win.delete-person", title: ShortcutTitles.deletePerson,
                                                  accelerators: ["Delete", "<Control>Delete"], scope: .peopleList)

    /// The groups of the shortcuts window, in order.
    public static let groups: [(title: String, actions: [RosterAction])] = [
        (ShortcutTitles.generalGroup, [newPerson, find, importFile, importURL, exportFile, showShortcuts, closeWindow, quit]),
        (ShortcutTitles.personGroup, [save, deletePerson]),
    ]

    /// Every command, grouped ones first, then those without keys.
    public static let all: [RosterAction] = groups.flatMap(\.actions) + [about]

    /// The shortcuts window's content: every grouped action that has keys.
    public static var shortcutsGroups: [ShortcutsGroup] {
        groups.map { group in
            ShortcutsGroup(title: group.title, shortcuts: group.actions.filter { !$0.accelerators.isEmpty }.map {
                ShortcutsItem(title: $0.title, accelerators: $0.accelerators)
            })
        }
    }

    /// Registers the accelerators of every `.window`-scoped action with `application`
    /// (`gtk_application_set_accels_for_action`): they work in every window of the
    /// application that has the action. `.peopleList` ones are the list's local shortcuts.
    public static func registerAccelerators(in application: Application) {
        for action in all where action.scope == .window && !action.accelerators.isEmpty {
            application.setAccelerators(action.accelerators, forAction: action.name)
        }
    }

    /// A new keyboard-shortcuts window listing `shortcutsGroups`.
    public static func makeShortcutsWindow() throws -> ShortcutsWindow {
        try ShortcutsWindow(groups: shortcutsGroups)
    }

    /// Gives `window` (an application's window) the shortcuts window as its help
    /// overlay: `win.show-help-overlay` (Ctrl+? once registered) shows it.
    /// - Throws: `ShortcutsWindowError.notAnApplicationWindow` for a window made without an application.
    @discardableResult
    public static func attachShortcutsWindow(to window: Widget) throws -> ShortcutsWindow {
        let shortcuts = try makeShortcutsWindow()
        do {
            try shortcuts.attach(to: window)
        } catch {
            shortcuts.destroy() // no stray hidden toplevel
            throw error
        }
        return shortcuts
    }
}
