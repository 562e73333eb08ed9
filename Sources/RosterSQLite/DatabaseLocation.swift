import Foundation
import RosterModel

/// Where Roster keeps its SQLite database.
public enum DatabaseLocation: Sendable, Equatable {
    /// `$XDG_DATA_HOME/roster/roster.sqlite`, or `~/.local/share/roster/roster.sqlite`.
    /// Created on first use and seeded with the sample data.
    case standard
    /// A file the user named (`--database PATH`). Created empty if it does not exist.
    case file(String)

    /// Resolves the location to a file path, given the process environment.
    public func path(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        switch self {
        case .file(let path):
            // "~" means $HOME, as in the shell (Foundation would read the user database instead).
            if path == "~" || path.hasPrefix("~/") {
                return Self.home(environment) + path.dropFirst()
            }
            return path
        case .standard:
            return Self.dataDirectory(environment: environment).appendingPathComponent("roster.sqlite").path
        }
    }

    /// Roster's data directory (`$XDG_DATA_HOME/roster`), per the XDG Base Directory spec:
    /// a relative or empty `XDG_DATA_HOME` is ignored.
    public static func dataDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        RosterDataDirectory.url(environment: environment)
    }

    private static func home(_ environment: [String: String]) -> String {
        RosterDataDirectory.home(environment)
    }

    /// Reads `--database PATH` or `--database=PATH` at `argument` (taking PATH from
    /// `remaining` for the first form): the location, nil when `argument` is another
    /// option, or a message when PATH is missing or empty. One reading for every executable.
    public static func option(_ argument: String, _ remaining: inout ArraySlice<String>) -> Result<DatabaseLocation, MissingPath>? {
        let path: String?
        if argument == "--database" {
            path = remaining.popFirst()
        } else if argument.hasPrefix("--database=") {
            path = String(argument.dropFirst("--database=".count))
        } else {
            return nil
        }
        guard let path, !path.isEmpty else { return .failure(MissingPath()) }
        return .success(.file(path))
    }

    /// `--database` without a path.
    public struct MissingPath: Error, CustomStringConvertible {
        public var description: String { "--database needs a PATH" }
    }

    /// Whether a new database here gets the sample data.
    public var seedsSampleData: Bool { self == .standard }

    /// The file beside the standard database that records that the database was
    /// created, so that a database that disappears later is reported instead of
    /// silently replaced by a new one; nil for a file the user named.
    public func creationRecordPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        guard self == .standard else { return nil }
        return Self.dataDirectory(environment: environment).appendingPathComponent(".roster-database-created").path
    }

    /// Refuses to make a new standard database where one existed before.
    public func checkNotMissing(environment: [String: String] = ProcessInfo.processInfo.environment) throws(StoreError) {
        guard let record = creationRecordPath(environment: environment) else { return }
        let path = path(environment: environment)
        if !FileManager.default.fileExists(atPath: path) && FileManager.default.fileExists(atPath: record) {
            throw .databaseMissing(path: path, record: record)
        }
    }

    /// Notes that the standard database exists (after it was opened or created).
    public func recordCreation(environment: [String: String] = ProcessInfo.processInfo.environment) {
        guard let record = creationRecordPath(environment: environment),
            !FileManager.default.fileExists(atPath: record)
        else { return }
        let note = "Roster created its database here. While this file exists, a missing roster.sqlite is reported, not replaced.\n"
        try? Data(note.utf8).write(to: URL(fileURLWithPath: record), options: .atomic)
    }
}
