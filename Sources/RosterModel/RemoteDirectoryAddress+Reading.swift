import Foundation

extension RemoteDirectoryAddress {
    /// Reads the users list, then the todos list, through `fetch` (which returns a body, and may
    /// report bytes received of expected), checks each as an import does and makes one document:
    /// the steps every remote source shares, whatever carries the bytes (HTTP, a scenario's files).
    public func readDirectory(
        progress: @escaping @Sendable (DirectoryTransfer.Progress) -> Void,
        fetch: (URL, _ received: @escaping @Sendable (Int, Int?) -> Void) async throws -> Data
    ) async throws -> DirectoryDocument {
        let resources: [(RemoteImportError.Resource, URL)] = [(.users, usersURL), (.todos, todosURL)]
        var lists: [DirectoryJSON.RecordList] = []
        for (done, (resource, url)) in resources.enumerated() {
            progress(.downloading(requestsDone: done, requests: resources.count, bytes: 0, expectedBytes: nil))
            let data = try await fetch(url) { received, expected in
                progress(.downloading(requestsDone: done, requests: resources.count, bytes: received, expectedBytes: expected))
            }
            try Task.checkCancellation()
            lists.append(try DirectoryJSON.recordList(data, from: url, resource: resource))
        }
        progress(.downloading(requestsDone: resources.count, requests: resources.count, bytes: 0, expectedBytes: nil))
        return try DirectoryJSON.document(users: lists[0], todos: lists[1])
    }
}
