/// What the keyboard-shortcuts window (Ctrl+?) calls each command and each group.
/// Commands that also have a button reuse the button's name, without the
/// ellipsis a button that opens a dialog carries ("Import…" → "Import").
public enum ShortcutTitles {
    /// The group of window-wide commands.
    public static let generalGroup = "General"
    /// The group of commands on the selected person.
    public static let personGroup = "Person"

    /// New Person (Ctrl+N), as its button is named.
    public static let newPerson = ControlNames.newPerson
    /// Find (Ctrl+F): moves to the search.
    public static let find = "Find"
    /// Import (Ctrl+O).
    public static let importFile = withoutEllipsis(ControlNames.importFile)
    /// Export (Ctrl+E).
    public static let exportFile = withoutEllipsis(ControlNames.exportFile)
    /// Keyboard Shortcuts (Ctrl+?): this window.
    public static let keyboardShortcuts = "Keyboard Shortcuts"
    /// About Roster.
    public static let about = "About Roster"
    /// Close Window (Ctrl+W).
    public static let closeWindow = "Close Window"
    /// Quit (Ctrl+Q).
    public static let quit = "Quit"

    /// Save (Ctrl+S), as its button is named.
    public static let save = ControlNames.save
    /// Delete Person (Delete in the list), as its button is named.
    public static let deletePerson = ControlNames.deletePerson

    private static func withoutEllipsis(_ title: String) -> String {
        title.hasSuffix("…") ? String(title.dropLast()) : title
    }
}
