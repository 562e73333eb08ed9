/// What a terminal front (`roster-tui`) says of itself; the options' help is every front's
/// (RosterLaunch's `LaunchOptions.usage`).
public enum TerminalStrings {
    /// The one-line description under the usage line.
    public static var description: String { L10n.tr("Opens Roster full-screen in the terminal, on the people directory.") }
    /// The error when standard input or output is not a terminal.
    public static var needsTerminal: String { L10n.tr("standard input and output must be a terminal") }
}
