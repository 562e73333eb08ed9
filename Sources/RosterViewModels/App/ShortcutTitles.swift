/// What the keyboard-shortcuts window (Ctrl+?) calls each command and each group.
/// Commands that also have a button reuse the button's name, without the
/// ellipsis a button that opens a dialog carries ("Import…" → "Import").
public enum ShortcutTitles {
    /// The group of window-wide commands.
    public static var generalGroup: String { L10n.tr("General") }
    /// The group of commands on the selected person.
    public static var personGroup: String { L10n.tr("Person") }

    /// New Person (Ctrl+N), as its button is named.
    public static var newPerson: String { ControlNames.newPerson }
    /// Find (Ctrl+F): moves to the search.
    public static var find: String { L10n.tr("Find") }
    /// Import (Ctrl+O).
    public static var importFile: String { withoutEllipsis(ControlNames.importFile) }
    /// Import from URL (Ctrl+Shift+O).
    public static var importURL: String { withoutEllipsis(ControlNames.importURL) }
    /// Export (Ctrl+E).
    public static var exportFile: String { withoutEllipsis(ControlNames.exportFile) }
    /// Keyboard Shortcuts (Ctrl+?): this window.
    public static var keyboardShortcuts: String { L10n.tr("Keyboard Shortcuts") }
    /// About Roster.
    public static var about: String { L10n.tr("About Roster") }
    /// Close Window (Ctrl+W).
    public static var closeWindow: String { L10n.tr("Close Window") }
    /// Quit (Ctrl+Q).
    public static var quit: String { L10n.tr("Quit") }

    /// Save (Ctrl+S), as its button is named.
    public static var save: String { ControlNames.save }
    /// Delete Person (Delete in the list), as its button is named.
    public static var deletePerson: String { ControlNames.deletePerson }
    /// The Profile page (Alt+1), as its switcher button is named.
    public static var profilePage: String { DetailPage.profile.title }
    /// The Tasks page (Alt+2), as its switcher button is named.
    public static var tasksPage: String { DetailPage.tasks.title }

    private static func withoutEllipsis(_ title: String) -> String {
        title.hasSuffix("…") ? String(title.dropLast()) : title
    }
}
