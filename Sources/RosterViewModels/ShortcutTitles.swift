/// What the keyboard-shortcuts window (Ctrl+?) calls each command and each group.
/// Commands that also have a button reuse the button's name, without the
/// ellipsis a button that opens a dialog carries ("Import…" → "Import").
public enum ShortcutTitles {
    /// The group of window-wide commands.
    public static let generalGroup = "General"
    /// The group of commands on the selected person.
    public static let personGroup = "Person"

    public static let newPerson = ControlNames.newPerson
    public static let find = "Find"
    public static let importFile = withoutEllipsis(ControlNames.importFile)
    public static let exportFile = withoutEllipsis(ControlNames.exportFile)
    public static let keyboardShortcuts = "Keyboard Shortcuts"
    public static let about = "About Roster"
    public static let closeWindow = "Close Window"
    public static let quit = "Quit"

    public static let save = ControlNames.save
    public static let deletePerson = ControlNames.deletePerson

    private static func withoutEllipsis(_ title: String) -> String {
        title.hasSuffix("…") ? String(title.dropLast()) : title
    }
}
