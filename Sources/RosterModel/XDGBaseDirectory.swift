import Foundation

/// The XDG Base Directory spec's user folders Roster uses: each is its environment
/// variable when that holds an absolute path (a relative or empty one is ignored, as
/// the spec says), else its default under the home folder.
public enum XDGBaseDirectory: String, Sendable {
    /// `$XDG_DATA_HOME`, else `~/.local/share`: the database and avatar images.
    case data = "XDG_DATA_HOME"
    /// `$XDG_STATE_HOME`, else `~/.local/state`: what the app keeps between runs.
    case state = "XDG_STATE_HOME"

    /// The folder for `environment`.
    public func url(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let xdg = environment[rawValue], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg)
        }
        return URL(fileURLWithPath: RosterDataDirectory.home(environment)).appendingPathComponent(defaultUnderHome)
    }

    /// Where the folder is under the home folder when the variable does not say.
    private var defaultUnderHome: String {
        switch self {
        case .data: return ".local/share"
        case .state: return ".local/state"
        }
    }
}
