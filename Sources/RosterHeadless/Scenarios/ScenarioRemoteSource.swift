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

    public func readDirectory(at address: RemoteDirectoryAddress,
                              progress: @escaping @Sendable (DirectoryTransfer.Progress) -> Void) async throws -> DirectoryDocument {
        let resources: [(RemoteImportError.Resource, URL)] = [(.users, address.usersURL), (.todos, address.todosURL)]
        var lists: [DirectoryJSON.RecordList] = []
        for (done, (resource, url)) in resources.enumerated() {
            progress(.downloading(requestsDone: done, requests: resources.count, bytes: 0, expectedBytes: nil))
            let path = (folder as NSString).appendingPathComponent(url.path + ".json")
            guard let data = FileManager.default.contents(atPath: path) else {
                throw RemoteImportError.httpStatus(url: url.absoluteString, code: 404)
            }
            try Task.checkCancellation()
            lists.append(try DirectoryJSON.recordList(data, from: url, resource: resource))
        }
        progress(.downloading(requestsDone: resources.count, requests: resources.count, bytes: 0, expectedBytes: nil))
        return try DirectoryJSON.document(users: lists[0], todos: lists[1])
    }
}
