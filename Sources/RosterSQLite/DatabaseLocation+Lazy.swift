import Foundation
import RosterModel

extension DatabaseLocation {
    /// A store that opens (creating if needed) the database here on first use, and again on
    /// the next use after a failure: a bad file becomes the window's error page with Retry.
    public func openLazily(environment: [String: String] = ProcessInfo.processInfo.environment) -> LazyDirectoryConnection {
        LazyDirectoryConnection(displayName: path(environment: environment)) {
            try RosterDatabase(location: self, environment: environment)
        }
    }
}
