/// What screen readers call each interactive control (its accessible name).
/// Wording is the view models' work: the GTK views set these names (or use them
/// as button labels, which GTK announces), and the headless transcript reads
/// them from here, so an unnamed control makes the two fronts differ.
public enum ControlNames {
    public static let newPerson = "New Person"
    public static let search = RosterStrings.searchPlaceholder
    public static let peopleList = "People"
    public static let taskList = "Tasks"
    public static let importFile = EmptyStateAction.importFile.title
    public static let exportFile = "Export…"
    public static let choosePhoto = "Choose Photo…"
    public static let removePhoto = "Remove Photo"
    public static let deletePerson = "Delete Person"
    public static let revert = "Revert"
    public static let save = "Save"
    public static let newTaskTitle = "New task title"
    public static let newTaskDue = "Due date of the new task"
    public static let addTask = "Add"
    /// The close button of an undo bar.
    public static let dismiss = "Dismiss"
    /// The narrow window's way from a person back to the list.
    public static let back = "Back"
    /// The header bar's menu (Import…, Export…, Keyboard Shortcuts, About Roster).
    public static let mainMenu = "Main Menu"
    public static let closeReport = "Close"
    /// A page's Retry after it failed to load.
    public static let retry = RosterStrings.retry
}

extension PersonRow {
    /// A person row's accessible name: "Leanne Graham, Sincere@april.biz".
    public var accessibleName: String { "\(name), \(email)" }
}

extension TaskRow {
    /// The check box's name: "Done: Buy milk" (its checked state says whether it is).
    public var doneControlName: String { "Done: \(title)" }
    /// The in-place title editor's name.
    public var titleControlName: String { "Title of task “\(title)”" }
    /// The delete button's name.
    public var deleteControlName: String { "Delete task “\(title)”" }
}
