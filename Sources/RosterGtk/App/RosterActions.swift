import GtkKit
import RosterViewModels

// Every action of Roster and its accelerators, in one file (as gnome-text-editor's editor-window-actions.c):
// the table of names, titles and keys (`RosterActions`), the actions made from it and installed on the
// window and the application (`WindowCommands`), what each one runs (`MainWindow.connectActions`), and
// where its keys work (`RosterActions.registerAccelerators`, the people list's local shortcuts). The titles
// are view-model text (`ShortcutTitles`). The names are fixed: tests, the desktop file, D-Bus and the
// shortcuts window use them. That window only lists this table (RosterActions+ShortcutsWindow.swift).

// MARK: The table

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
    /// GTK adds this action to a window that has a help overlay (`attachShortcutsWindow`).
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

    /// Registers the accelerators of every `.window`-scoped action with `application`
    /// (`gtk_application_set_accels_for_action`): they work in every window of the
    /// application that has the action. `.peopleList` ones are the list's local shortcuts.
    public static func registerAccelerators(in application: Application) {
        for action in all where action.scope == .window && !action.accelerators.isEmpty {
            application.setAccelerators(action.accelerators, forAction: action.name)
        }
    }
}

// MARK: The actions, on the window and the application

/// The window's commands as actions (`win.new-person`, `win.save`, …, `app.quit`,
/// `app.about`), named after `RosterActions`: what the header buttons, the primary
/// menu, the accelerators and D-Bus (`gapplication action`) all run. Their enabled
/// state is the view models' (set by the bindings that show it), and a button
/// bound to an action is greyed out by GTK whenever the action is disabled.
@MainActor
package final class WindowCommands {
    package let newPerson = SimpleAction(name: RosterActions.newPerson.unprefixedName)
    package let find = SimpleAction(name: RosterActions.find.unprefixedName)
    package let save = SimpleAction(name: RosterActions.save.unprefixedName)
    package let importFile = SimpleAction(name: RosterActions.importFile.unprefixedName)
    package let importURL = SimpleAction(name: RosterActions.importURL.unprefixedName)
    package let exportFile = SimpleAction(name: RosterActions.exportFile.unprefixedName)
    package let deletePerson = SimpleAction(name: RosterActions.deletePerson.unprefixedName)
    package let showProfile = SimpleAction(name: RosterActions.showProfile.unprefixedName)
    package let showTasks = SimpleAction(name: RosterActions.showTasks.unprefixedName)
    package let closeWindow = SimpleAction(name: RosterActions.closeWindow.unprefixedName)
    package let quit = SimpleAction(name: RosterActions.quit.unprefixedName)
    package let about = SimpleAction(name: RosterActions.about.unprefixedName)
    /// `app.new-person`: the desktop file's "New Person" action (a launcher's menu,
    /// `gapplication action`, `roster --new-person`), which reaches the running app.
    package let launcherNewPerson = SimpleAction(name: WindowCommands.launcherNewPerson)
    /// The desktop file's action name (`Actions=` in data/….desktop).
    package static let launcherNewPerson = "new-person"
    /// A window of no application (a harness's) keeps its `app.` actions here.
    private var applicationless: ActionGroup?

    /// Adds the actions to `window` (`win.`) and to `application` (`app.`). A window
    /// of no application gets its own `app` group and the accelerators as window
    /// shortcuts, so the same keys run the same actions there.
    init(window: Window, application: Application?) {
        for action in [newPerson, find, save, importFile, importURL, exportFile, deletePerson, showProfile, showTasks, closeWindow] {
            window.addAction(action)
        }
        if let application {
            application.addAction(quit)
            application.addAction(about)
            application.addAction(launcherNewPerson)
        } else {
            let group = ActionGroup()
            group.addAction(quit)
            group.addAction(about)
            window.insertActionGroup(group, prefix: "app")
            applicationless = group
            for action in RosterActions.all where action.scope == .window {
                for accelerator in action.accelerators {
                    window.addShortcut(accelerator) { [weak window] in window?.activateAction(action.name) }
                }
            }
        }
    }

    /// The primary menu of the header bar.
    static func primaryMenu() -> Menu {
        Menu([
            .section([
                .item(ControlNames.importFile, action: RosterActions.importFile.name),
                .item(ControlNames.importURL, action: RosterActions.importURL.name),
                .item(ControlNames.exportFile, action: RosterActions.exportFile.name),
            ]),
            .section([
                .item(RosterActions.showShortcuts.title, action: RosterActions.showShortcuts.name),
                .item(RosterActions.about.title, action: RosterActions.about.name),
            ]),
        ])
    }
}

// MARK: What each action runs

extension MainWindow {
    /// What each command does: the view model's intent, or the window's own (find, close,
    /// About); and the people list's own keys for `.peopleList` actions.
    func connectActions() {
        commands.newPerson.onActivated { [weak app] in app?.newPersonTapped() }
        commands.find.onActivated { [weak self] in
            self?.showList()
            _ = self?.searchEntry.grabFocus()
        }
        commands.save.onActivated { [weak app] in app?.profile?.saveTapped() }
        commands.importFile.onActivated { [weak importExport] in importExport?.chooseImportFile() }
        commands.exportFile.onActivated { [weak importExport] in importExport?.chooseExportFile() }
        commands.importURL.onActivated { [weak app] in _ = app?.importExport.importFromURLTapped() }
        commands.deletePerson.onActivated { [weak app] in app?.deletePersonTapped() }
        // Alt+1, Alt+2: the same intents as the switchers' buttons; folded, the person's pages come into view.
        commands.showProfile.onActivated { [weak self] in
            self?.app.profileTabSelected()
            self?.showDetail(focusing: false)
        }
        commands.showTasks.onActivated { [weak self] in
            if self?.app.tasksTabSelected() == true { self?.showDetail(focusing: false) }
        }
        // Closing and quitting ask the view model first: unsaved edits raise the question.
        commands.closeWindow.onActivated { [window] in window.close() }
        commands.quit.onActivated { [weak app] in app?.closeRequested() }
        commands.launcherNewPerson.onActivated { [window] in
            window.present()
            window.activateAction(RosterActions.newPerson.name)
        }
        commands.about.onActivated { [weak self] in
            guard let self else { return }
            self.aboutWindow = RosterAbout.present(over: self.window)
        }
        // Delete removes the selected person, but only from the list: in a text field it deletes text.
        for action in RosterActions.all where action.scope == .peopleList {
            for trigger in action.accelerators {
                listPane.list.addShortcut(trigger, scope: .local) { [window] in window.activateAction(action.name) }
            }
        }
    }
}
