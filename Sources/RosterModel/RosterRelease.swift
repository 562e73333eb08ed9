/// Which Roster this is: the version `--version` prints and the AppStream metainfo's
/// newest release names (a test keeps them equal), and the application id that the
/// desktop file, icons, metainfo and GSettings schema are named after.
public enum RosterRelease {
    public static let version = "0.3.0"
    public static let applicationID = "io.github.rosterteam.Roster"
}
