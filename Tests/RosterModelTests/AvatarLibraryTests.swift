import Foundation
import Testing
@testable import RosterModel
import RosterTestSupport

@Suite("AvatarLibrary.importAvatar")
struct AvatarLibraryTests {
    let tmp: TemporaryDirectory
    /// Where the library keeps its copies; not created yet.
    let avatars: URL

    init() throws {
        tmp = try TemporaryDirectory(prefix: "roster-avatar-tests")
        avatars = tmp.url.appendingPathComponent("data/avatars", isDirectory: true)
    }

    private func write(_ bytes: [UInt8], to name: String) throws -> String {
        let path = tmp.path(name)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// A file of `size` bytes whose content is mostly a hole: `truncate` to the size, no data written.
    private func sparseFile(_ name: String, size: Int, startingWith bytes: [UInt8] = []) throws -> String {
        let path = tmp.path(name)
        #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: UInt64(size))
        try handle.close()
        return path
    }

    private func copies() -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: avatars.path)) ?? []
    }

    // MARK: Importing

    @Test("a valid image is copied into the directory with its format's extension and the same bytes", arguments: [
        (TestImages.png, "png"),
        (TestImages.jpeg, "jpg"),
        (TestImages.gif, "gif"),
        (TestImages.bmp, "bmp"),
        (TestImages.webp, "webp"),
    ])
    func importsValidImage(bytes: [UInt8], fileExtension: String) async throws {
        // The source's own name and extension do not matter: the content decides.
        let source = try write(bytes, to: "chosen image.dat")
        let library = AvatarLibrary(directory: avatars)

        let copy = try await library.importAvatar(from: source, personID: 7)

        let copyURL = URL(fileURLWithPath: copy)
        #expect(copyURL.deletingLastPathComponent().standardizedFileURL.path == avatars.standardizedFileURL.path)
        #expect(copyURL.pathExtension == fileExtension)
        #expect(copyURL.lastPathComponent.hasPrefix("person-7-"))
        #expect(FileManager.default.contents(atPath: copy) == Data(bytes))
        #expect(FileManager.default.contents(atPath: source) == Data(bytes), "the chosen file is left as it was")
        #expect(copies() == [copyURL.lastPathComponent])
    }

    @Test("importing the same file twice makes two distinct copies, so an old path never changes under a profile")
    func eachImportIsANewFile() async throws {
        let source = try write(TestImages.png, to: "face.png")
        let library = AvatarLibrary(directory: avatars)
        let first = try await library.importAvatar(from: source, personID: 1)
        let second = try await library.importAvatar(from: source, personID: 1)
        #expect(first != second)
        #expect(Set(copies()) == [URL(fileURLWithPath: first).lastPathComponent, URL(fileURLWithPath: second).lastPathComponent])
    }

    // MARK: Refusals

    @Test("a missing file is refused as missing, naming the file")
    func missingFile() async throws {
        let library = AvatarLibrary(directory: avatars)
        await #expect(throws: AvatarError.missing(name: "nobody.png")) {
            try await library.importAvatar(from: tmp.path("gone/nobody.png"), personID: 1)
        }
        #expect(copies().isEmpty)
        #expect(AvatarError.missing(name: "nobody.png").localizedDescription == "“nobody.png” does not exist.")
    }

    @Test("a text file named .png, an empty file and a broken PNG are not images")
    func notImages() async throws {
        let library = AvatarLibrary(directory: avatars)
        let text = try write(Array("just some notes\n".utf8), to: "notes.png")
        let empty = try write([], to: "empty.jpg")
        let broken = try write(Array(TestImages.png.dropLast(12)), to: "half.png")

        for (path, name) in [(text, "notes.png"), (empty, "empty.jpg"), (broken, "half.png")] {
            await #expect(throws: AvatarError.notAnImage(name: name)) {
                try await library.importAvatar(from: path, personID: 1)
            }
        }
        #expect(copies().isEmpty)
        #expect(AvatarError.notAnImage(name: "notes.png").localizedDescription
            == "“notes.png” is not an image Roster can show (PNG, JPEG, GIF, WebP or BMP).")
    }

    @Test("a folder is not an image")
    func folder() async throws {
        try FileManager.default.createDirectory(atPath: tmp.path("Pictures.png"), withIntermediateDirectories: true)
        await #expect(throws: AvatarError.notAnImage(name: "Pictures.png")) {
            try await AvatarLibrary(directory: avatars).importAvatar(from: tmp.path("Pictures.png"), personID: 1)
        }
    }

    @Test("a file one byte over 10 MB is refused as too large, before it is read")
    func tooLarge() async throws {
        let size = 10 * 1024 * 1024 + 1
        #expect(AvatarLibrary.maximumBytes == size - 1)
        // A real PNG start, so only the size can be the reason.
        let path = try sparseFile("huge.png", size: size, startingWith: TestImages.png)
        await #expect(throws: AvatarError.tooLarge(name: "huge.png", bytes: size)) {
            try await AvatarLibrary(directory: avatars).importAvatar(from: path, personID: 1)
        }
        #expect(copies().isEmpty)
        let message = AvatarError.tooLarge(name: "huge.png", bytes: size).localizedDescription
        #expect(message == "“huge.png” is too large (10.0 MB); images can be at most 10 MB.")
        #expect(AvatarError.tooLarge(name: "big.jpg", bytes: 15 * 1_048_576 + 400_000).description
            == "“big.jpg” is too large (15.4 MB); images can be at most 10 MB.")
    }

    @Test("a file of exactly 10 MB is not refused for its size (here: for not being an image)")
    func exactlyTheLimit() async throws {
        let path = try sparseFile("limit.png", size: AvatarLibrary.maximumBytes, startingWith: Array("not an image".utf8))
        await #expect(throws: AvatarError.notAnImage(name: "limit.png")) {
            try await AvatarLibrary(directory: avatars).importAvatar(from: path, personID: 1)
        }
    }

    @Test("when the avatars folder cannot be created, the import fails with a readable reason and nothing is left")
    func cannotStore() async throws {
        let source = try write(TestImages.png, to: "face.png")
        // A regular file where the folder should be.
        let blocked = tmp.url.appendingPathComponent("blocked")
        try Data("x".utf8).write(to: blocked)
        let library = AvatarLibrary(directory: blocked.appendingPathComponent("avatars"))

        do {
            _ = try await library.importAvatar(from: source, personID: 1)
            Issue.record("the import should have failed")
        } catch let error as AvatarError {
            guard case .cannotStore(let reason) = error else {
                Issue.record("expected cannotStore, got \(error)")
                return
            }
            #expect(!reason.isEmpty)
            #expect(error.localizedDescription == "The image could not be stored: \(reason).")
        }
        #expect(try String(contentsOf: blocked, encoding: .utf8) == "x")
    }

    // MARK: Discarding copies

    @Test("discardAvatar deletes one of the library's copies")
    func discardCopy() async throws {
        let library = AvatarLibrary(directory: avatars)
        let kept = try await library.importAvatar(from: try write(TestImages.png, to: "a.png"), personID: 1)
        let discarded = try await library.importAvatar(from: try write(TestImages.gif, to: "b.gif"), personID: 1)

        library.discardAvatar(at: discarded)

        #expect(!FileManager.default.fileExists(atPath: discarded))
        #expect(copies() == [URL(fileURLWithPath: kept).lastPathComponent])
        library.discardAvatar(at: discarded) // already gone: nothing happens
        #expect(FileManager.default.fileExists(atPath: kept))
    }

    @Test("discardAvatar never deletes a file outside the library's folder")
    func discardOutsideFolder() async throws {
        let library = AvatarLibrary(directory: avatars)
        _ = try await library.importAvatar(from: try write(TestImages.png, to: "face.png"), personID: 1)
        let outside = try write(TestImages.png, to: "mine.png")
        let nested = avatars.appendingPathComponent("nested/inner.png").path
        try FileManager.default.createDirectory(atPath: (nested as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(TestImages.png).write(to: URL(fileURLWithPath: nested))
        let sibling = tmp.url.appendingPathComponent("data/avatars-old/x.png").path
        try FileManager.default.createDirectory(atPath: (sibling as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(TestImages.png).write(to: URL(fileURLWithPath: sibling))

        for path in [outside, avatars.appendingPathComponent("../../mine.png").path, nested, sibling, avatars.path] {
            library.discardAvatar(at: path)
        }

        #expect(FileManager.default.fileExists(atPath: outside), "the user's own file")
        #expect(FileManager.default.fileExists(atPath: nested), "a sub-folder is not the library")
        #expect(FileManager.default.fileExists(atPath: sibling), "a folder whose name merely starts the same")
        #expect(copies().count == 2, "the copy and the sub-folder are still there")
    }

    @Test("unreadable files are described by name")
    func unreadableDescription() {
        #expect(AvatarError.unreadable(name: "secret.png").localizedDescription == "“secret.png” cannot be read.")
    }
}
