import Foundation
import RosterTestSupport
import Testing

@testable import RosterModel

@Suite("AvatarLibrary.importAvatar", .timeLimit(.minutes(1)))
struct AvatarLibraryTests {
    let tmp: TemporaryDirectory
    /// Where the library keeps its copies; not created yet.
    let avatars: URL

    init() throws {
        tmp = try TemporaryDirectory(prefix: "roster-avatar-tests")
        avatars = tmp.url.appendingPathComponent("data/avatars", isDirectory: true)
    }

    private func write(_ bytes: [UInt8], to name: String) throws -> String {
        try write(Data(bytes), to: name)
    }

    private func write(_ data: Data, to name: String) throws -> String {
        let path = tmp.path(name)
        try data.write(to: URL(fileURLWithPath: path))
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

    /// Imports `data` as `name` and returns what gdk-pixbuf makes of the stored copy.
    private func importAndLoad(_ data: Data, as name: String) async throws -> PixbufImages.Loaded {
        let copy = try await AvatarLibrary(directory: avatars).importAvatar(from: try write(data, to: name), personID: 3)
        return try #require(PixbufImages.load(copy), "gdk-pixbuf cannot load the stored copy \(copy)")
    }

    /// Expects the import of `path` to fail with `error` and to leave nothing in the library.
    private func expectRefusal(_ path: String, _ error: AvatarError, sourceLocation: SourceLocation = #_sourceLocation) async {
        await #expect(throws: error, sourceLocation: sourceLocation) {
            try await AvatarLibrary(directory: avatars).importAvatar(from: path, personID: 1)
        }
        #expect(copies().isEmpty, "nothing is left in the library", sourceLocation: sourceLocation)
    }

    /// Fails, saying why, when gdk-pixbuf cannot load `format` here: its loaders are plug-ins
    /// (TIFF's is one), and a test of a format nobody can load would otherwise assert nothing.
    private func requireLoader(_ format: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try #require(
            AvatarImageTypes.accepts(formatName: format),
            """
            gdk-pixbuf has no \(format) loader here (it loads \(AvatarImageTypes.formats.map(\.name))): \
            make test-deps installs libgdk-pixbuf-2.0-dev, whose libgdk-pixbuf-2.0-0 holds it
            """, sourceLocation: sourceLocation)
    }

    // MARK: Importing

    @Test(
        "a valid image is stored as a PNG copy in the directory, same size, and the source is left alone",
        arguments: [
            ("png", 40, 30), ("jpeg", 40, 30), ("bmp", 17, 9), ("tiff", 12, 20),
        ])
    func importsValidImage(format: String, width: Int, height: Int) async throws {
        try requireLoader(format)
        let bytes = PixbufImages.encoded(width: width, height: height, format: format)
        // The source's own name and extension do not matter: the content decides.
        let source = try write(bytes, to: "chosen image.dat")
        let library = AvatarLibrary(directory: avatars)

        let copy = try await library.importAvatar(from: source, personID: 7)

        let copyURL = URL(fileURLWithPath: copy)
        #expect(copyURL.deletingLastPathComponent().standardizedFileURL.path == avatars.standardizedFileURL.path)
        #expect(copyURL.pathExtension == "png")
        #expect(copyURL.lastPathComponent.hasPrefix("person-7-"))
        let stored = try #require(PixbufImages.load(copy))
        #expect(stored.format == "png")
        #expect((stored.width, stored.height) == (width, height), "a small image keeps its size")
        let left = stored.pixel(1, height / 2)
        let right = stored.pixel(width - 2, height / 2)
        #expect(left.red > 0x80 && left.blue < 0x40, "left half red: \(left)")
        #expect(right.blue > 0x80 && right.red < 0x40, "right half blue: \(right)")
        #expect(FileManager.default.contents(atPath: source) == bytes, "the chosen file is left as it was")
        #expect(copies() == [copyURL.lastPathComponent])
    }

    @Test(
        "the hand-made 1×1 PNG, JPEG, GIF and BMP are accepted and stored as 1×1 PNGs",
        arguments: [
            (TestImages.png, "tiny.png"), (TestImages.jpeg, "tiny.jpg"), (TestImages.gif, "tiny.gif"), (TestImages.bmp, "tiny.bmp"),
        ])
    func tinyImages(bytes: [UInt8], name: String) async throws {
        let stored = try await importAndLoad(Data(bytes), as: name)
        #expect(stored.format == "png")
        #expect((stored.width, stored.height) == (1, 1))
    }

    @Test(
        "a large image is scaled down to 256 pixels on its longest side, keeping its aspect ratio",
        arguments: [
            ("png", 1_000, 500, 256, 128),
            ("jpeg", 300, 900, 85, 256),  // 300 × 256 / 900 = 85.3
            ("png", 2_000, 2_000, 256, 256),
            ("jpeg", 4_000, 30, 256, 2),  // 30 × 256 / 4000 = 1.9
        ])
    func scalesDown(format: String, width: Int, height: Int, storedWidth: Int, storedHeight: Int) async throws {
        let stored = try await importAndLoad(PixbufImages.encoded(width: width, height: height, format: format), as: "big.\(format)")
        #expect(stored.format == "png")
        #expect((stored.width, stored.height) == (storedWidth, storedHeight))
        let left = stored.pixel(0, storedHeight / 2)
        let right = stored.pixel(storedWidth - 1, storedHeight / 2)
        #expect(left.red > 0x80 && left.blue < 0x40, "left half still red: \(left)")
        #expect(right.blue > 0x80 && right.red < 0x40, "right half still blue: \(right)")
    }

    @Test(
        "an image of exactly 256 pixels a side, or smaller, is not scaled, never enlarged",
        arguments: [
            (256, 256), (256, 10), (3, 200),
        ])
    func notEnlarged(width: Int, height: Int) async throws {
        let stored = try await importAndLoad(PixbufImages.encoded(width: width, height: height, format: "png"), as: "small.png")
        #expect((stored.width, stored.height) == (width, height))
    }

    @Test("stored sizes: at most 256 a side, aspect kept, at least one pixel, never larger than the original")
    func storedSizes() {
        let side = AvatarLibrary.storedSide
        #expect(side == 256)
        #expect(AvatarDecoder.storedSize(width: 512, height: 256, side: side) == (256, 128))
        #expect(AvatarDecoder.storedSize(width: 257, height: 257, side: side) == (256, 256))
        #expect(AvatarDecoder.storedSize(width: 8_000, height: 1, side: side) == (256, 1))
        #expect(AvatarDecoder.storedSize(width: 1, height: 8_000, side: side) == (1, 256))
        #expect(AvatarDecoder.storedSize(width: 100, height: 256, side: side) == (100, 256))
        #expect(AvatarDecoder.storedSize(width: 1, height: 1, side: side) == (1, 1))
    }

    @Test("a photo with an EXIF orientation is stored upright (here: turned a quarter clockwise)")
    func exifOrientation() async throws {
        // A 600×300 JPEG, left half red, tagged "orientation 6": shown turned clockwise,
        // it is 300×600 with red on top.
        let jpeg = [UInt8](PixbufImages.encoded(width: 600, height: 300, format: "jpeg"))
        let stored = try await importAndLoad(Data(Array(jpeg[..<2]) + TestImages.exifOrientation(6) + Array(jpeg[2...])), as: "phone.jpg")
        #expect((stored.width, stored.height) == (128, 256))
        let top = stored.pixel(64, 2)
        let bottom = stored.pixel(64, 253)
        #expect(top.red > 0x80 && top.blue < 0x40, "top red: \(top)")
        #expect(bottom.blue > 0x80 && bottom.red < 0x40, "bottom blue: \(bottom)")
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

    @Test("a symbolic link to an image is followed")
    func symbolicLink() async throws {
        let target = try write(TestImages.png, to: "face.png")
        let link = tmp.path("link.png")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let copy = try await AvatarLibrary(directory: avatars).importAvatar(from: link, personID: 1)
        #expect(PixbufImages.load(copy)?.format == "png")
    }

    // MARK: Declared size

    @Test("a PNG declaring 20000×20000 pixels is refused as too large, quickly, before any pixel is decoded")
    func decompressionBomb() async throws {
        let path = try write(TestImages.png(declaringWidth: 20_000, height: 20_000), to: "bomb.png")
        // Decoding would fail (the data holds one pixel) with `notAnImage`; the size
        // error shows the header was judged first.
        await expectRefusal(path, .dimensionsTooLarge(name: "bomb.png", width: 20_000, height: 20_000))
        #expect(
            AvatarError.dimensionsTooLarge(name: "bomb.png", width: 20_000, height: 20_000).localizedDescription
                == "“bomb.png” is 20000×20000 pixels; images can be at most 8000 pixels a side and 40 megapixels.")
    }

    @Test(
        "the limits: 8000 pixels a side and 40 megapixels",
        arguments: [
            (8_001, 1), (1, 8_001), (8_000, 5_001), (7_000, 7_000),
        ])
    func overTheLimits(width: UInt32, height: UInt32) async throws {
        #expect(AvatarLibrary.maximumSide == 8_000)
        #expect(AvatarLibrary.maximumPixels == 40_000_000)
        let path = try write(TestImages.png(declaringWidth: width, height: height), to: "large.png")
        await expectRefusal(path, .dimensionsTooLarge(name: "large.png", width: Int(width), height: Int(height)))
    }

    @Test("an image of 8000 pixels on a side is not refused for its size", arguments: [(8_000, 2, 256, 1), (2, 8_000, 1, 256)])
    func atTheSideLimit(width: Int, height: Int, storedWidth: Int, storedHeight: Int) async throws {
        let stored = try await importAndLoad(PixbufImages.encoded(width: width, height: height, format: "png"), as: "strip.png")
        #expect((stored.width, stored.height) == (storedWidth, storedHeight))
    }

    @Test(
        "the limits are checked as “at most”: the side and the pixel count (small limits, real images)",
        arguments: [
            (100, 50, true), (50, 100, true), (100, 51, false), (51, 100, false), (101, 2, false), (2, 101, false),
        ])
    func limitBoundaries(width: Int, height: Int, accepted: Bool) throws {
        let limits = AvatarDecoder.Limits(maximumSide: 100, maximumPixels: 5_000, storedSide: 16)
        let image = PixbufImages.encoded(width: width, height: height, format: "png")
        let result = Result { () throws(AvatarError) in try AvatarDecoder.scaledPNG(from: image, name: "x.png", limits: limits) }
        if accepted {
            let png = try result.get()
            let path = tmp.path("scaled.png")
            try png.write(to: URL(fileURLWithPath: path))
            let stored = try #require(PixbufImages.load(path))
            let expected = AvatarDecoder.storedSize(width: width, height: height, side: 16)
            #expect((stored.width, stored.height) == expected)
            #expect(max(stored.width, stored.height) == 16)
        } else {
            #expect(throws: AvatarError.dimensionsTooLarge(name: "x.png", width: width, height: height)) { try result.get() }
        }
    }

    // MARK: Not images

    @Test(
        "a PNG, JPEG, BMP or TIFF cut short is not an image, wherever it is cut", arguments: ["png", "jpeg", "bmp", "tiff"],
        [0.2, 0.5, 0.9, 0.99])
    func truncated(format: String, fraction: Double) async throws {
        try requireLoader(format)
        let whole = PixbufImages.encoded(width: 64, height: 64, format: format, noise: true)
        let path = try write(whole.prefix(Int(Double(whole.count) * fraction)), to: "cut.\(format)")
        await expectRefusal(path, .notAnImage(name: "cut.\(format)"))
    }

    @Test("a PNG without its end chunk, one byte short, or with a broken checksum is not an image")
    func brokenPNGs() async throws {
        await expectRefusal(try write(Array(TestImages.png.dropLast(12)), to: "no-end.png"), .notAnImage(name: "no-end.png"))
        await expectRefusal(try write(Array(TestImages.png.dropLast()), to: "short.png"), .notAnImage(name: "short.png"))
        var badCRC = TestImages.png
        badCRC[8 + 25 + 8 + 5] ^= 0x01  // inside the IDAT data
        await expectRefusal(try write(badCRC, to: "crc.png"), .notAnImage(name: "crc.png"))
    }

    @Test("a truncated GIF or BMP is not an image")
    func truncatedGIFAndBMP() async throws {
        await expectRefusal(try write(Array(TestImages.gif.dropLast(6)), to: "cut.gif"), .notAnImage(name: "cut.gif"))
        await expectRefusal(try write(Array(TestImages.bmp.dropLast(3)), to: "cut.bmp"), .notAnImage(name: "cut.bmp"))
    }

    /// The right magic bytes, followed by nothing an image decoder can use.
    static let fakeHeaderFiles: [(String, [UInt8])] = {
        let gifScreen: [UInt8] = TestImages.littleEndian16(40) + TestImages.littleEndian16(40) + [0x80, 0, 0]
        let gif: [UInt8] = Array("GIF89a".utf8) + gifScreen + Array("not a colour table, not an image".utf8) + [0x3B]
        let jfif: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array("JFIF\0 and then nothing that is a JPEG".utf8)
        let jpeg: [UInt8] = jfif + [0xFF, 0xD9]
        let bmpHeader: [UInt8] = Array("BM".utf8) + TestImages.littleEndian32(60) + [0, 0, 0, 0] + TestImages.littleEndian32(54)
        let bmp: [UInt8] = bmpHeader + Array("not a BITMAPINFOHEADER at all, only text.".utf8)
        let riff: [UInt8] = Array("RIFF".utf8) + TestImages.littleEndian32(30) + Array("WEBPVP8 ".utf8) + TestImages.littleEndian32(18)
        let webp: [UInt8] = riff + Array("not a VP8 stream!!".utf8)
        let png: [UInt8] = TestImages.pngSignature + Array("IHDR but no chunk structure".utf8)
        return [("fake.gif", gif), ("fake.jpg", jpeg), ("fake.bmp", bmp), ("fake.webp", webp), ("fake.png", png)]
    }()

    @Test("fake headers: the right magic bytes followed by nothing an image decoder can use", arguments: fakeHeaderFiles)
    func fakeHeaders(name: String, bytes: [UInt8]) async throws {
        await expectRefusal(try write(bytes, to: name), .notAnImage(name: name))
    }

    @Test("a WebP is accepted only where gdk-pixbuf has a WebP loader")
    func webp() async throws {
        let path = try write(TestImages.webp, to: "tiny.webp")
        if AvatarImageTypes.accepts(formatName: "webp") {
            let copy = try await AvatarLibrary(directory: avatars).importAvatar(from: path, personID: 1)
            #expect(PixbufImages.load(copy)?.format == "png")
        } else {
            await expectRefusal(path, .notAnImage(name: "tiny.webp"))
        }
    }

    @Test(
        "images gdk-pixbuf can read but that are not photos (PNM, XPM, SVG) are not accepted",
        arguments: [
            ("red.ppm", Array("P6\n2 1\n255\n".utf8) + [0xFF, 0, 0, 0, 0, 0xFF]),
            ("red.xpm", Array("/* XPM */\nstatic char *red[] = {\n\"2 1 1 1\",\n\"r c #FF0000\",\n\"rr\"\n};\n".utf8)),
            (
                "red.svg",
                Array(
                    "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"2\" height=\"1\"><rect width=\"2\" height=\"1\" fill=\"red\"/></svg>\n"
                        .utf8)
            ),
        ])
    func notPhotos(name: String, bytes: [UInt8]) async throws {
        await expectRefusal(try write(bytes, to: name), .notAnImage(name: name))
    }

    @Test("a text file named .png and an empty file are not images")
    func notImages() async throws {
        await expectRefusal(try write(Array("just some notes\n".utf8), to: "notes.png"), .notAnImage(name: "notes.png"))
        await expectRefusal(try write([], to: "empty.jpg"), .notAnImage(name: "empty.jpg"))
    }

    @Test("the message lists the formats that are really accepted")
    func notAnImageMessage() {
        let message = AvatarError.notAnImage(name: "notes.png").localizedDescription
        #expect(message == "“notes.png” is not an image Roster can show (\(AvatarImageTypes.displayList)).")
        #expect(message.contains("(PNG, JPEG, GIF, "), "\(message)")
        #expect(message.contains("WebP") == AvatarImageTypes.accepts(formatName: "webp"))
    }

    // MARK: Not regular files

    @Test("a folder is refused as not a regular file")
    func folder() async throws {
        try FileManager.default.createDirectory(atPath: tmp.path("Pictures.png"), withIntermediateDirectories: true)
        await expectRefusal(tmp.path("Pictures.png"), .notARegularFile(name: "Pictures.png"))
        #expect(
            AvatarError.notARegularFile(name: "Pictures.png").localizedDescription
                == "“Pictures.png” is a folder, a device or a pipe, not an image file.")
    }

    @Test("/dev/zero is refused as not a regular file, not as too large")
    func devZero() async throws {
        try #require(FileManager.default.fileExists(atPath: "/dev/zero"), "/dev/zero is missing: this test needs Linux's zero device")
        await expectRefusal("/dev/zero", .notARegularFile(name: "zero"))
    }

    @Test("a FIFO nobody writes to is refused at once instead of waiting for a writer")
    func fifo() async throws {
        let path = tmp.path("pipe.png")
        #expect(mkfifo(path, 0o600) == 0)
        await expectRefusal(path, .notARegularFile(name: "pipe.png"))
    }

    // MARK: Other refusals

    @Test("a missing file is refused as missing, naming the file")
    func missingFile() async throws {
        await expectRefusal(tmp.path("gone/nobody.png"), .missing(name: "nobody.png"))
        await expectRefusal(tmp.path("nobody.png"), .missing(name: "nobody.png"))
        #expect(AvatarError.missing(name: "nobody.png").localizedDescription == "“nobody.png” does not exist.")
    }

    @Test("a file that cannot be opened is unreadable", .enabled(if: getuid() != 0, "root can read any file"))
    func unreadable() async throws {
        let path = try write(TestImages.png, to: "secret.png")
        #expect(chmod(path, 0) == 0)
        await expectRefusal(path, .unreadable(name: "secret.png"))
    }

    @Test("unreadable files are described by name")
    func unreadableDescription() {
        #expect(AvatarError.unreadable(name: "secret.png").localizedDescription == "“secret.png” cannot be read.")
    }

    @Test("a file one byte over 10 MB is refused as too large, before it is decoded")
    func tooLarge() async throws {
        let size = 10 * 1024 * 1024 + 1
        #expect(AvatarLibrary.maximumBytes == size - 1)
        // A real PNG start, so only the size can be the reason.
        let path = try sparseFile("huge.png", size: size, startingWith: TestImages.png)
        await expectRefusal(path, .tooLarge(name: "huge.png", bytes: size))
        let message = AvatarError.tooLarge(name: "huge.png", bytes: size).localizedDescription
        #expect(message == "“huge.png” is too large (10.0 MB); images can be at most 10 MB.")
        #expect(
            AvatarError.tooLarge(name: "big.jpg", bytes: 15 * 1_048_576 + 400_000).description
                == "“big.jpg” is too large (15.4 MB); images can be at most 10 MB.")
    }

    @Test("a file of exactly 10 MB is not refused for its size (here: for not being an image)")
    func exactlyTheLimit() async throws {
        let path = try sparseFile("limit.png", size: AvatarLibrary.maximumBytes, startingWith: Array("not an image".utf8))
        await expectRefusal(path, .notAnImage(name: "limit.png"))
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
        library.discardAvatar(at: discarded)  // already gone: nothing happens
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
}
