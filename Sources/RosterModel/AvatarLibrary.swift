import Foundation

/// Keeps avatar images: checks a chosen file and copies it into Roster's data
/// directory, so the profile never depends on a file the user may move or delete.
public struct AvatarLibrary: AvatarImporting {
    /// Largest image accepted.
    public static let maximumBytes = 10 * 1024 * 1024

    /// Where copies are kept (`<data directory>/avatars`).
    public let directory: URL

    public init(directory: URL = DatabaseLocation.dataDirectory().appendingPathComponent("avatars")) {
        self.directory = directory
    }

    /// Deletes a copy, if it is one of this library's (never a file elsewhere).
    public func discardAvatar(at path: String) {
        let file = URL(fileURLWithPath: path).standardized
        guard file.deletingLastPathComponent().path == directory.standardized.path else { return }
        try? FileManager.default.removeItem(at: file)
    }

    /// Validates the image at `sourcePath` and copies it; returns the copy's path.
    public func importAvatar(from sourcePath: String, personID: Int64) async throws -> String {
        let name = (sourcePath as NSString).lastPathComponent
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: sourcePath, isDirectory: &isDirectory) else {
            throw AvatarError.missing(name: name)
        }
        guard !isDirectory.boolValue else { throw AvatarError.notAnImage(name: name) }
        // Read at most one byte past the limit, whatever the file (or a link to it) claims.
        guard let handle = FileHandle(forReadingAtPath: sourcePath) else { throw AvatarError.unreadable(name: name) }
        defer { try? handle.close() }
        let data: Data
        do {
            data = try handle.read(upToCount: Self.maximumBytes + 1) ?? Data() // nil: an empty file
        } catch {
            throw AvatarError.unreadable(name: name)
        }
        if data.count > Self.maximumBytes {
            let size = (try? FileManager.default.attributesOfItem(atPath: URL(fileURLWithPath: sourcePath).resolvingSymlinksInPath().path)[.size] as? Int)
            throw AvatarError.tooLarge(name: name, bytes: size ?? data.count)
        }
        guard let format = ImageFormat.detect(data) else { throw AvatarError.notAnImage(name: name) }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let copy = directory.appendingPathComponent("person-\(personID)-\(UUID().uuidString.prefix(8)).\(format.fileExtension)")
            try data.write(to: copy, options: .atomic)
            return copy.path
        } catch {
            throw AvatarError.cannotStore(reason: error.localizedDescription)
        }
    }
}

/// Imports avatar images. `AvatarLibrary` is the real one; tests inject others.
public protocol AvatarImporting: Sendable {
    func importAvatar(from sourcePath: String, personID: Int64) async throws -> String
    /// Forgets a copy no profile uses any more (an unsaved choice, a replaced photo).
    func discardAvatar(at path: String)
}

extension AvatarImporting {
    public func discardAvatar(at path: String) {}
}

/// Why a chosen avatar image was refused.
public enum AvatarError: Error, Equatable, Sendable, LocalizedError, CustomStringConvertible {
    case missing(name: String)
    case unreadable(name: String)
    case notAnImage(name: String)
    case tooLarge(name: String, bytes: Int)
    case cannotStore(reason: String)

    public var description: String {
        switch self {
        case .missing(let name): return "“\(name)” does not exist."
        case .unreadable(let name): return "“\(name)” cannot be read."
        case .notAnImage(let name): return "“\(name)” is not an image Roster can show (PNG, JPEG, GIF, WebP or BMP)."
        case .tooLarge(let name, let bytes):
            let megabytes = (Double(bytes) / 1_048_576 * 10).rounded() / 10
            return "“\(name)” is too large (\(megabytes) MB); images can be at most 10 MB."
        case .cannotStore(let reason): return "The image could not be stored: \(reason)."
        }
    }

    public var errorDescription: String? { description }
}
