import Foundation
import RosterModel

/// The REST API a scenario's `import url` step reads, served from the scenario's folder
/// without a network: `GET http://any.host/PATH` answers with the file `PATH.json` under
/// `folder` (HTTP 404 when there is none). Both fronts get the same answers, so their
/// transcripts match; the real HTTP engine (`RosterREST`) is tested against a server.
public struct ScenarioRemoteSource: RemoteDirectoryReading {
    /// The folder the answers are read from.
    public let folder: String

    /// A source that serves the files under `folder`.
    public init(folder: String) {
        self.folder = folder
    }

    /// The directory the address's users and todos describe, read from `folder`.
    public func readDirectory(
        at address: RemoteDirectoryAddress,
        progress: @escaping @Sendable (DirectoryTransfer.Progress) -> Void
    ) async throws -> DirectoryDocument {
        try await address.readDirectory(progress: progress) { url, _ in
            let path = (folder as NSString).appendingPathComponent(url.path + ".json")
            guard let data = FileManager.default.contents(atPath: path) else {
                throw RemoteImportError.httpStatus(url: url.absoluteString, code: 404)
            }
            return data
        }
    }
}
