/// What a keyboard front's key list (a terminal's `?`) calls the commands the window
/// reaches by pointer: moving, opening, going back, moving between fields.
extension ShortcutTitles {
    /// Up and Down (j and k): the previous or next person, task or field.
    public static var move: String { L10n.tr("Previous or next item") }
    /// Enter on a person: their profile.
    public static var open: String { L10n.tr("Open person") }
    /// Esc: back to the list (asking first over unsaved edits); in the search, clears it.
    public static var back: String { ControlNames.back }
    /// Tab: the next field or button.
    public static var nextField: String { L10n.tr("Next field") }
    /// Shift+Tab: the previous field or button.
    public static var previousField: String { L10n.tr("Previous field") }
    /// Ctrl+U: empties the field being edited.
    public static var clearField: String { L10n.tr("Clear field") }
    /// Undo the last deletion (of a person or a task).
    public static var undo: String { L10n.tr("Undo") }
    /// Space on a task: done or not done.
    public static var toggleTask: String { L10n.tr("Mark done or not done") }
    /// Renames the focused task.
    public static var renameTask: String { L10n.tr("Rename task") }
    /// Deletes the focused task.
    public static var deleteTask: String { ControlNames.deleteTaskTooltip }
}
