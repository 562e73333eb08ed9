/// Which Roster this is: the version `--version` prints and the AppStream metainfo's
/// newest release names (a test keeps them equal), and the application id that the
/// desktop file, icons, metainfo and GSettings schema are named after.
public enum RosterRelease {
    public static let version = "0.4.0"
    public static let applicationID = "io.github.rosterteam.Roster"
    /// Who makes Roster, and where to find it and report problems (the metainfo says the same).
    public static let developerName = "The Roster team"
    public static let website = "https://github.com/rosterteam/roster"
    public static let issueURL = "https://github.com/rosterteam/roster/issues"
    public static let copyright = "© 2026 The Roster authors"
}
