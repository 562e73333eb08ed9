import Foundation

/// A unique, empty directory under the system temporary directory, removed
/// (with everything in it) when the last reference goes away.
///
/// Test suites hold one as a stored property, so every test gets its own
/// directory and the directory disappears when the test's suite instance does.
public final class TemporaryDirectory: Sendable {
    public let url: URL

    public init(prefix: String = "roster-tests") throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// Path of `name` (which may contain slashes) inside the directory.
    public func path(_ name: String) -> String {
        url.appendingPathComponent(name).path
    }
}
