/// What screen readers call each interactive control (its accessible name).
/// Wording is the view models' work: the GTK views set these names (or use them
/// as button labels, which GTK announces), and the headless transcript reads
/// them from here, so an unnamed control makes the two fronts differ.
public enum ControlNames {
    public static var newPerson: String { L10n.tr("New Person") }
    public static var search: String { RosterStrings.searchPlaceholder }
    public static var peopleList: String { L10n.tr("People") }
    public static var taskList: String { L10n.tr("Tasks") }
    public static var importFile: String { EmptyStateAction.importFile.title }
    public static var exportFile: String { L10n.tr("Export…") }
    /// The menu item that opens the URL dialog.
    public static var importURL: String { L10n.tr("Import from URL…") }
    /// The URL dialog's address entry.
    public static var importURLEntry: String { L10n.tr("Address of the users list") }
    /// The URL dialog's button that starts the import.
    public static var importURLConfirm: String { L10n.tr("Import") }
    public static var choosePhoto: String { L10n.tr("Choose Photo…") }
    public static var removePhoto: String { L10n.tr("Remove Photo") }
    public static var deletePerson: String { L10n.tr("Delete Person") }
    public static var revert: String { L10n.tr("Revert") }
    public static var save: String { L10n.tr("Save") }
    /// The conflict banner's buttons: drop my edits, save mine over theirs, or merge.
    public static var showTheirs: String { L10n.tr("Show Theirs") }
    public static var keepMine: String { L10n.tr("Keep Mine") }
    public static var merge: String { L10n.tr("Merge") }
    public static var newTaskTitle: String { L10n.tr("New task title") }
    public static var newTaskDue: String { L10n.tr("Due date of the new task") }
    /// The calendar of the due date picker (its button is named by `TasksViewModel.newDueAccessibleName`).
    public static var newTaskDueCalendar: String { L10n.tr("Calendar of the due date") }
    /// The due date picker's button that removes the due date.
    public static var clearDueDate: String { L10n.tr("No Due Date") }
    public static var addTask: String { L10n.tr("Add") }
    /// The close button of an undo bar.
    public static var dismiss: String { L10n.tr("Dismiss") }
    /// The narrow window's way from a person back to the list.
    public static var back: String { L10n.tr("Back") }
    /// The header bar's menu (Import…, Import from URL…, Export…, Keyboard Shortcuts, About Roster).
    public static var mainMenu: String { L10n.tr("Main Menu") }
    public static var closeReport: String { L10n.tr("Close") }
    /// The avatar image.
    public static var avatar: String { L10n.tr("Avatar") }
    /// The placeholder of the new task's title.
    public static var newTaskPlaceholder: String { L10n.tr("New task") }
    /// The profile's History button.
    public static var history: String { L10n.tr("History") }
    /// The tooltip of a task's delete button.
    public static var deleteTaskTooltip: String { L10n.tr("Delete task") }
    /// A page's Retry after it failed to load.
    public static var retry: String { RosterStrings.retry }
}

extension PersonRow {
    /// A person row's accessible name: "Leanne Graham, Sincere@april.biz".
    public var accessibleName: String { "\(name), \(email)" }
}

extension PeopleRow {
    /// The row's accessible name, what a screen reader says on reaching its list item: a
    /// person's "Leanne Graham, Sincere@april.biz", a header's "A to I, 5 people", a
    /// placeholder's text. Every row is named.
    public var accessibleName: String {
        switch self {
        case .header(let title, let count):
            return title + ", " + L10n.trn("{0} person", "{0} people", count, L10n.number(count))
        case .person(let person): return person.accessibleName
        case .placeholder(let text): return text
        }
    }
}

extension TaskRow {
    /// The row's accessible name, what a screen reader says on reaching its list item: the
    /// title, done or open, and the due text when it has one ("Buy milk, open, Due tomorrow").
    public var accessibleName: String {
        // TRANSLATORS: "done" and "open" are a task's state as a screen reader says it after its title.
        let state = isDone ? L10n.tr("done") : L10n.tr("open")
        return ([title, state] + (dueText.map { [$0] } ?? [])).joined(separator: ", ")
    }

    /// The check box's name: "Done: Buy milk" (its checked state says whether it is).
    public var doneControlName: String { L10n.tr("Done: {0}", title) }
    /// The in-place title editor's name.
    public var titleControlName: String { L10n.tr("Title of task “{0}”", title) }
    /// The delete button's name.
    public var deleteControlName: String { L10n.tr("Delete task “{0}”", title) }
}
