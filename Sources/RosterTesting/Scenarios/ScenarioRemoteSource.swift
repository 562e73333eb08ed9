import Foundation
import RosterModel

/// The REST API a scenario's `import url` step reads, served from the scenario's folder
/// without a network: `GET http://any.host/PATH` answers with the file `PATH.json` under
/// `folder` (HTTP 404 when there is none). Both fronts get the same answers, so their
/// transcripts match; the real HTTP engine (`RosterREST`) is tested against a server.
public struct ScenarioRemoteSource: RemoteDirectoryReading {
    public let folder: String

    public init(folder: String) {
        self.folder = folder
    }

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
