import Foundation

/// Keeps avatar images: checks a chosen file by decoding it with gdk-pixbuf and
/// stores a small PNG copy in Roster's data directory, so the profile never
/// depends on a file the user may move or delete, and never shows a huge image.
public struct AvatarLibrary: AvatarImporting {
    /// Largest file accepted, in bytes.
    public static let maximumBytes = 10 * 1024 * 1024
    /// Longest side, in pixels, an image may declare. Checked before decoding:
    /// a small file can declare a huge image (a 1 MB PNG of 20000×20000 pixels
    /// takes gigabytes and seconds to decode).
    public static let maximumSide = 8_000
    /// Most pixels an image may declare (40 megapixels), checked with `maximumSide`.
    public static let maximumPixels = 40_000_000
    /// Longest side, in pixels, of the stored copy; smaller images keep their size.
    public static let storedSide = 256

    /// Where copies are kept (`<data directory>/avatars`).
    public let directory: URL

    public init(directory: URL = RosterDataDirectory.url().appendingPathComponent("avatars")) {
        self.directory = directory
    }

    /// Deletes a copy, if it is one of this library's (never a file elsewhere).
    public func discardAvatar(at path: String) {
        let file = URL(fileURLWithPath: path).standardized
        guard file.deletingLastPathComponent().path == directory.standardized.path else { return }
        try? FileManager.default.removeItem(at: file)
    }

    /// Checks the image at `sourcePath`, decodes it scaled to fit in `storedSide`×`storedSide`
    /// (aspect ratio kept, never enlarged) and stores that as a PNG; returns the copy's path.
    ///
    /// Throws an `AvatarError`: `missing`, `unreadable`, `notARegularFile`, `tooLarge`,
    /// `notAnImage` (not an accepted format, or it does not decode), `dimensionsTooLarge`
    /// or `cannotStore`.
    @concurrent
    public func importAvatar(from sourcePath: String, personID: PersonID) async throws -> String {
        // `@concurrent`: decoding a large photo takes a while, so it runs on the
        // global executor, never on the caller's (main) actor.
        try importSynchronously(from: sourcePath, personID: personID)
    }

    /// The whole import, on the calling thread.
    func importSynchronously(from sourcePath: String, personID: PersonID) throws(AvatarError) -> String {
        let name = (sourcePath as NSString).lastPathComponent
        let data = try Self.readSource(sourcePath, name: name)
        let limits = AvatarDecoder.Limits(maximumSide: Self.maximumSide, maximumPixels: Self.maximumPixels, storedSide: Self.storedSide)
        let png = try AvatarDecoder.scaledPNG(from: data, name: name, limits: limits)
        do {
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            let copy = directory.appendingPathComponent("person-\(personID)-\(UUID().uuidString.prefix(8)).png")
            try png.write(to: copy, options: .atomic)
            return copy.path
        } catch {
            throw .cannotStore(reason: error.localizedDescription)
        }
    }

    /// The file's bytes: at most `maximumBytes`, from a regular file only.
    private static func readSource(_ path: String, name: String) throws(AvatarError) -> Data {
        // O_NONBLOCK: opening a FIFO nobody writes to would otherwise wait forever.
        // It changes nothing for a regular file, the only kind read below.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw errno == ENOENT || errno == ENOTDIR ? .missing(name: name) : .unreadable(name: name)
        }
        defer { close(descriptor) }
        // The type of what was opened, not of the path: nothing can be swapped in between.
        // A folder, a device such as /dev/zero or a pipe has no size to check and
        // may never end.
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(name: name) }
        guard status.st_mode & S_IFMT == S_IFREG else { throw .notARegularFile(name: name) }

        // Read at most one byte past the limit, whatever the file claims (it may grow).
        let limit = maximumBytes + 1
        var data = Data(count: limit)
        var count = 0
        let failed = data.withUnsafeMutableBytes { buffer -> Bool in
            guard let base = buffer.baseAddress else { return true }
            while count < limit {
                let result = read(descriptor, base + count, limit - count)
                if result > 0 {
                    count += result
                } else if result == 0 {
                    return false  // the end of the file
                } else if errno != EINTR {
                    return true
                }
            }
            return false
        }
        guard !failed else { throw .unreadable(name: name) }
        if count > maximumBytes { throw .tooLarge(name: name, bytes: max(Int(status.st_size), count)) }
        data.count = count
        return data
    }
}

/// Imports avatar images. `AvatarLibrary` is the real one; tests inject others.
public protocol AvatarImporting: Sendable {
    func importAvatar(from sourcePath: String, personID: PersonID) async throws -> String
    /// Forgets a copy no profile uses any more (an unsaved choice, a replaced photo).
    func discardAvatar(at path: String)
}

extension AvatarImporting {
    public func discardAvatar(at path: String) {}
}

/// Why a chosen avatar image was refused.
public enum AvatarError: Error, Equatable, Sendable, Codable, LocalizedError, CustomStringConvertible {
    case missing(name: String)
    case unreadable(name: String)
    case notAnImage(name: String)
    /// A folder, a device or a pipe: only regular files are read.
    case notARegularFile(name: String)
    case tooLarge(name: String, bytes: Int)
    /// The image declares more pixels than `AvatarLibrary.maximumSide` a side or
    /// `AvatarLibrary.maximumPixels` in all (found before decoding it).
    case dimensionsTooLarge(name: String, width: Int, height: Int)
    case cannotStore(reason: String)

    public var description: String {
        switch self {
        case .missing(let name): return "“\(name)” does not exist."
        case .unreadable(let name): return "“\(name)” cannot be read."
        case .notAnImage(let name):
            let accepted = AvatarImageTypes.displayList
            return "“\(name)” is not an image Roster can show" + (accepted.isEmpty ? "." : " (\(accepted)).")
        case .notARegularFile(let name): return "“\(name)” is a folder, a device or a pipe, not an image file."
        case .tooLarge(let name, let bytes):
            let megabytes = (Double(bytes) / 1_048_576 * 10).rounded() / 10
            return "“\(name)” is too large (\(megabytes) MB); images can be at most 10 MB."
        case .dimensionsTooLarge(let name, let width, let height):
            let megapixels = AvatarLibrary.maximumPixels / 1_000_000
            return
                "“\(name)” is \(width)×\(height) pixels; images can be at most \(AvatarLibrary.maximumSide) pixels a side and \(megapixels) megapixels."
        case .cannotStore(let reason): return "The image could not be stored: \(reason)."
        }
    }

    public var errorDescription: String? { description }
}
