import Foundation

/// Roster's data directory (`$XDG_DATA_HOME/roster`, else `~/.local/share/roster`), per the
/// XDG Base Directory spec: where the embedded database and the avatar images live, whatever
/// engine holds the directory itself.
public enum RosterDataDirectory {
    /// The directory for `environment`; a relative or empty `XDG_DATA_HOME` is ignored.
    public static func url(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        XDGBaseDirectory.data.url(environment: environment).appendingPathComponent("roster")
    }

    /// `$HOME`, or the user database's home when it is unset or empty ("~" in a path means it, as in the shell).
    public static func home(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
    }
}
