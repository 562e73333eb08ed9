import Foundation
import RosterModel
import RosterSQLite

/// Where a directory is, as `--database` names it: a SQLite file (the embedded default), or a
/// PostgreSQL server (`postgres://` or `postgresql://` URL). The composition roots (`roster`,
/// `roster-cli`, `roster-scenario`) read it and open the engine it names; nothing else
/// knows which engine holds the directory.
public enum DirectoryAddress: Sendable, Equatable {
    /// The embedded SQLite database: the standard one, or a file the user named.
    case sqlite(DatabaseLocation)
    /// A PostgreSQL database, as its connection URL.
    case postgres(url: String)

    /// The standard database: `$XDG_DATA_HOME/roster/roster.sqlite`, seeded with the sample team.
    public static let standard = DirectoryAddress.sqlite(.standard)

    /// The address a `--database` value names: a PostgreSQL URL by its scheme, else a file path.
    public init(_ value: String) {
        let lowered = value.lowercased()
        if lowered.hasPrefix("postgres://") || lowered.hasPrefix("postgresql://") {
            self = .postgres(url: value)
        } else {
            self = .sqlite(.file(value))
        }
    }

    /// Reads `--database VALUE` or `--database=VALUE` at `argument` (taking VALUE from
    /// `remaining` for the first form): the address, nil when `argument` is another option,
    /// or a message when VALUE is missing or empty. One reading for every executable.
    public static func option(_ argument: String, _ remaining: inout ArraySlice<String>) -> Result<
        DirectoryAddress, DatabaseLocation.MissingPath
    >? {
        DatabaseLocation.option(argument, &remaining).map { result in
            result.map { location in
                guard case .file(let value) = location else { return .sqlite(location) }
                return DirectoryAddress(value)
            }
        }
    }

    /// Whether this is the standard database (the app is single-instance only there).
    public var isStandard: Bool { self == .standard }

    /// A stable name of the directory, for the session state kept per directory: the file's
    /// path, or the URL without its password.
    public func sessionKey(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        switch self {
        case .sqlite(let location): location.path(environment: environment)
        case .postgres(let url): Self.withoutPassword(url)
        }
    }

    /// The URL with any password replaced by `***`, for messages and keys.
    static func withoutPassword(_ url: String) -> String {
        guard var components = URLComponents(string: url), components.password != nil else { return url }
        components.password = "***"
        return components.string ?? url
    }
}
