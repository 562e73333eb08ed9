import RosterViewModels
import TerminalKit

/// Every command roster-tui has a key for, declared once: its keys, the title the view models
/// give it, and where its keys act. The key handlers, the `?` list and the key line all read it.
enum TerminalCommand: CaseIterable {
    case find, move, open, back, nextField, previousField, clearField, save, newPerson, deletePerson, undo
    case importFile, importURL, exportFile, pickDueDay
    case showProfile, showTasks, toggleTask, renameTask, deleteTask, keyboardShortcuts, quit

    /// The keys, in the order the `?` list shows them.
    var keys: [TerminalKey] {
        switch self {
        case .find: [.character("/")]
        case .move: [.up, .down, .character("j"), .character("k")]
        case .open: [.enter]
        case .back: [.escape]
        case .nextField: [.tab]
        case .previousField: [.backTab]
        case .clearField: [.control("u")]
        case .save: [.control("s")]
        case .newPerson: [.control("n")]
        case .deletePerson: [.delete]
        case .undo: [.control("z"), .character("u")]
        case .importFile: [.control("o")]
        case .importURL: [.control("g")]
        case .exportFile: [.control("e")]
        case .pickDueDay: [.control("d")]
        case .showProfile: [.alt("1"), .function(1)]
        case .showTasks: [.alt("2"), .function(2)]
        case .toggleTask: [.character(" ")]
        case .renameTask: [.character("r")]
        case .deleteTask: [.character("d")]
        case .keyboardShortcuts: [.character("?")]
        case .quit: [.control("q")]
        }
    }

    /// How the `?` list and the key line write the keys ("Ctrl+Z u").
    var keyLabel: String {
        self == .toggleTask ? "Space" : keys.map(\.title).joined(separator: " ")
    }

    /// What the command does, in the view models' words.
    var title: String {
        switch self {
        case .find: ShortcutTitles.find
        case .move: ShortcutTitles.move
        case .open: ShortcutTitles.open
        case .back: ShortcutTitles.back
        case .nextField: ShortcutTitles.nextField
        case .previousField: ShortcutTitles.previousField
        case .clearField: ShortcutTitles.clearField
        case .save: ShortcutTitles.save
        case .newPerson: ShortcutTitles.newPerson
        case .deletePerson: ShortcutTitles.deletePerson
        case .undo: ShortcutTitles.undo
        case .importFile: ControlNames.importFile
        case .importURL: ControlNames.importURL
        case .exportFile: ControlNames.exportFile
        case .pickDueDay: ControlNames.newTaskDue
        case .showProfile: DetailPage.profile.title
        case .showTasks: DetailPage.tasks.title
        case .toggleTask: ShortcutTitles.toggleTask
        case .renameTask: ShortcutTitles.renameTask
        case .deleteTask: ShortcutTitles.deleteTask
        case .keyboardShortcuts: ShortcutTitles.keyboardShortcuts
        case .quit: ShortcutTitles.quit
        }
    }

    /// The commands whose keys act beyond the focused control; the others' keys are the
    /// focused control's own (a list row's, a task's, a text box's).
    static let global: [TerminalCommand] = [
        .quit, .save, .newPerson, .importFile, .importURL, .exportFile, .pickDueDay, .undo, .showProfile, .showTasks, .nextField,
        .previousField,
        .keyboardShortcuts, .find, .back,
    ]

    /// Whether `key` acts before a focused text box sees it: a key with Ctrl or Alt, a function
    /// key, Tab. What a text box would type, or takes for itself (Esc), goes to it first.
    static func actsOverText(_ key: TerminalKey) -> Bool {
        switch key {
        case .control, .alt, .function, .tab, .backTab: true
        default: false
        }
    }

    /// The command of `commands` that `key` runs, if any.
    static func command(for key: TerminalKey, among commands: [TerminalCommand]) -> TerminalCommand? {
        commands.first { $0.keys.contains(key) }
    }

    /// Whether `key` runs this command.
    func isRun(by key: TerminalKey) -> Bool { keys.contains(key) }
}
