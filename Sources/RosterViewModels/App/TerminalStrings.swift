/// What a terminal front (`roster-tui`) says of itself: its help and its usage errors. The
/// option texts are the window's (`roster --help`), so both read and translate alike.
public enum TerminalStrings {
    /// "Usage:", before the command line's form.
    public static var usage: String { L10n.tr("Usage:") }
    /// The one-line description under the usage line.
    public static var description: String { L10n.tr("Opens Roster full-screen in the terminal, on the people directory.") }
    /// "Options:", above the options.
    public static var options: String { L10n.tr("Options:") }
    /// What `--database PATH` does.
    public static var databaseOption: String {
        L10n.tr("Use the SQLite database at PATH (created empty if missing), or the PostgreSQL database at a postgres:// URL.")
    }
    /// Which database is used without `--database`.
    public static var databaseDefault: String { L10n.tr("Default: $XDG_DATA_HOME/roster/roster.sqlite, seeded with sample data.") }
    /// What `--version` does.
    public static var versionOption: String { L10n.tr("Print the version.") }
    /// What `--help` does.
    public static var helpOption: String { L10n.tr("Show this help.") }
    /// The error of a `--database` without its value.
    public static var databaseNeedsPath: String { L10n.tr("--database needs a PATH") }
    /// The error of an argument the command does not know.
    public static func unknownArgument(_ argument: String) -> String { L10n.tr("unknown argument '{0}'", argument) }
}

extension TerminalStrings {
    /// The error when standard input or output is not a terminal.
    public static var needsTerminal: String { L10n.tr("standard input and output must be a terminal") }
}
