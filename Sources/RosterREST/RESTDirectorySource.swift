import Foundation
import RosterModel

/// Reads a team from a JSONPlaceholder-compatible REST API: `GET …/users`, then
/// `GET …/todos`, into the same `DirectoryDocument` a file import produces (and
/// checked by the same rules). Each answer must come within `timeout` seconds and
/// be at most `maximumBytes`; redirects are followed only to the same host.
///
/// `DirectoryTransfer.importRemote` writes what this reads, all or nothing.
public struct RESTDirectorySource: RemoteDirectoryReading {
    /// The default time-out of one request, in seconds.
    public static let defaultTimeout: TimeInterval = 15
    /// The default largest body: 20 MiB (JSONPlaceholder's whole team is 30 KiB).
    public static let defaultMaximumBytes = 20 * 1024 * 1024

    /// How long one request may take, from sending it to its last byte.
    public var timeout: TimeInterval
    /// The largest body read; reading stops past it.
    public var maximumBytes: Int

    public init(timeout: TimeInterval = RESTDirectorySource.defaultTimeout, maximumBytes: Int = RESTDirectorySource.defaultMaximumBytes) {
        self.timeout = timeout
        self.maximumBytes = maximumBytes
    }

    public func readDirectory(
        at address: RemoteDirectoryAddress,
        progress: @escaping @Sendable (DirectoryTransfer.Progress) -> Void
    ) async throws -> DirectoryDocument {
        try await address.readDirectory(progress: progress) { url, received in
            try await BoundedDownload.get(url, timeout: timeout, limit: maximumBytes, onBytes: received)
        }
    }

}
