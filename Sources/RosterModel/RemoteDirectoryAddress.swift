import Foundation

/// Where a JSONPlaceholder-compatible REST API keeps a team: its `users` resource
/// and, beside it, its `todos`. Made from what a person types or passes to
/// `roster-cli import`: `http://host:port/users`, or any base URL (`/users` is added).
public struct RemoteDirectoryAddress: Sendable, Equatable, CustomStringConvertible {
    /// `GET` this for the people: a JSON array in the `users` shape.
    public let usersURL: URL
    /// `GET` this for their tasks: a JSON array in the `todos` shape.
    public let todosURL: URL

    /// Whether `text` names a web address at all (`http:` or `https:`), for callers that
    /// also take file paths: a path is never one, whatever it contains.
    public static func looksLikeWebAddress(_ text: String) -> Bool {
        let lowered = text.trimmingCharacters(in: .whitespaces).lowercased()
        return lowered.hasPrefix("http://") || lowered.hasPrefix("https://")
    }

    /// - Throws: `RemoteImportError.unsupportedScheme` for a scheme other than http(s),
    ///   `.invalidAddress` for text that is not a URL with a host.
    public init(_ text: String) throws(RemoteImportError) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, !trimmed.contains(where: { $0.isWhitespace }),
            var components = URLComponents(string: trimmed), let scheme = components.scheme
        else { throw .invalidAddress(trimmed) }
        guard ["http", "https"].contains(scheme.lowercased()) else { throw .unsupportedScheme(scheme) }
        guard let host = components.host, !host.isEmpty else { throw .invalidAddress(trimmed) }
        components.scheme = scheme.lowercased()
        components.query = nil
        components.fragment = nil
        var path = components.path
        while path.hasSuffix("/") { path.removeLast() }
        if path.hasSuffix("/users") { path.removeLast("/users".count) }
        components.path = path + "/users"
        guard let users = components.url else { throw .invalidAddress(trimmed) }
        components.path = path + "/todos"
        guard let todos = components.url else { throw .invalidAddress(trimmed) }
        usersURL = users
        todosURL = todos
    }

    /// The users URL, as it is shown.
    public var description: String { usersURL.absoluteString }
}

extension DirectoryJSON {
    /// A REST API's answer as a list of records, its faults named after the URL it came from:
    /// `RemoteImportError.malformedJSON` and `.notAList`.
    public static func recordList(_ data: Data, from url: URL, resource: RemoteImportError.Resource) throws(RemoteImportError) -> RecordList
    {
        do {
            return try recordList(data)
        } catch .malformedJSON(let line, let column, let reason) {
            throw .malformedJSON(url: url.absoluteString, line: line, column: column, reason: reason)
        } catch .notADirectory(let shape) {
            let found: ImportError.JSONType
            switch shape {
            case .value(let type): found = type
            case .objectWithoutUsers, .usersHolding: found = .object
            }
            throw .notAList(url: url.absoluteString, resource: resource, found: found)
        } catch {
            throw .failed(url: url.absoluteString, reason: "\(error)")
        }
    }
}

/// Reads a whole team from a remote source (a REST API) into the document a file
/// import produces. The engine lives in its own module (`RosterREST`); the core and
/// the view models only know this contract.
public protocol RemoteDirectoryReading: Sendable {
    /// The people and tasks at `address`, checked like a file's. Reports
    /// `.downloading` progress. Writes nothing; a cancelled read throws `CancellationError`.
    /// - Throws: `RemoteImportError`, `ImportError.invalidRecords`, `CancellationError`.
    func readDirectory(
        at address: RemoteDirectoryAddress,
        progress: @escaping @Sendable (DirectoryTransfer.Progress) -> Void
    ) async throws -> DirectoryDocument
}
