/// Why an import from a REST API (`roster-cli import URL`, "Import from URL…") was
/// refused. Nothing is written when any of these is thrown; records the API returned
/// that break the rules are `ImportError.invalidRecords`, as for a file.
///
/// Typed all the way: the view models and the CLI word them (`ImportReport`).
public enum RemoteImportError: Error, Sendable, Equatable {
    /// Which of the API's resources a failure concerns.
    public enum Resource: String, Sendable, Equatable {
        case users
        case todos
    }

    /// The text is not a URL with a host.
    case invalidAddress(String)
    /// The URL's scheme is not `http` or `https` (`ftp`, `file`, …).
    case unsupportedScheme(String)
    /// Nothing answers at `host` (refused, unknown host, network down): the system's reason.
    case cannotConnect(host: String, reason: String)
    /// No complete answer within the time-out, in seconds.
    case timedOut(url: String, seconds: Double)
    /// The server answered with an HTTP status other than 2xx.
    case httpStatus(url: String, code: Int)
    /// The body is not JSON (a typed `ImportError.SyntaxProblem` reason, as for a file).
    case malformedJSON(url: String, line: Int, column: Int, reason: String)
    /// The body is JSON but not an array of records (`found`: what it is instead).
    case notAList(url: String, resource: Resource, found: ImportError.JSONType)
    /// The server redirected to another host (or scheme or port): refused.
    case redirectedToAnotherHost(url: String, target: String)
    /// The body is larger than `limit` bytes; reading stopped there.
    case tooLarge(url: String, limit: Int)
    /// Another failure of the transfer: the system's reason.
    case failed(url: String, reason: String)
}

extension RemoteImportError: CustomStringConvertible {
    /// A short technical description, for logs; people see `ImportReport`'s wording.
    public var description: String {
        switch self {
        case .invalidAddress(let text): return "not a URL: \(text)"
        case .unsupportedScheme(let scheme): return "unsupported scheme \(scheme)"
        case .cannotConnect(let host, let reason): return "cannot connect to \(host): \(reason)"
        case .timedOut(let url, let seconds): return "\(url) timed out after \(seconds) s"
        case .httpStatus(let url, let code): return "\(url): HTTP \(code)"
        case .malformedJSON(let url, let line, let column, let reason): return "\(url): malformed JSON at \(line):\(column): \(reason)"
        case .notAList(let url, let resource, let found): return "\(url): expected a list of \(resource.rawValue), found \(found)"
        case .redirectedToAnotherHost(let url, let target): return "\(url) redirects to another host: \(target)"
        case .tooLarge(let url, let limit): return "\(url) is larger than \(limit) bytes"
        case .failed(let url, let reason): return "\(url): \(reason)"
        }
    }
}
