import CGdkPixbuf
import Foundation
import RosterTestSupport
import Testing

@testable import RosterModel

@Suite("AvatarImageTypes")
struct AvatarImageTypesTests {
    /// gdk-pixbuf's enabled formats on this machine, by name, with their MIME types.
    static let loadable: [String: [String]] = {
        var result: [String: [String]] = [:]
        let list = gdk_pixbuf_get_formats()
        defer { g_slist_free(list) }
        var node = list
        while let current = node {
            node = current.pointee.next
            let format = OpaquePointer(current.pointee.data)
            guard gdk_pixbuf_format_is_disabled(format) == 0, let name = gdk_pixbuf_format_get_name(format) else { continue }
            defer { g_free(name) }
            var types: [String] = []
            if let mimeTypes = gdk_pixbuf_format_get_mime_types(format) {
                var index = 0
                while let type = mimeTypes[index] {
                    types.append(String(cString: type))
                    index += 1
                }
                g_strfreev(mimeTypes)
            }
            result[String(cString: name)] = types
        }
        return result
    }()

    @Test("the test's CRC-32 and Adler-32 match the published check values")
    func checksumsOfTheTestAreRight() {
        #expect(Checksums.crc32(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(Checksums.crc32(Array("IEND".utf8)) == 0xAE42_6082, "every PNG ends with this CRC")
        #expect(Checksums.adler32(Array("Wikipedia".utf8)) == 0x11E6_0398)
    }

    @Test("exactly the allowed photo formats that gdk-pixbuf loads here, in a fixed order")
    func formatsAreTheLoadableAllowedOnes() {
        let expected = ["png", "jpeg", "gif", "webp", "bmp", "tiff"].filter { Self.loadable[$0] != nil }
        #expect(AvatarImageTypes.formats.map(\.name) == expected)
        // gdk-pixbuf always has PNG and JPEG (Debian builds them in).
        #expect(expected.starts(with: ["png", "jpeg"]))
        for format in AvatarImageTypes.formats {
            #expect(format.mimeTypes == Self.loadable[format.name], "\(format.name)")
        }
    }

    @Test("formats that are not photos are never accepted, even where gdk-pixbuf loads them")
    func notPhotos() {
        for name in ["svg", "ico", "ani", "tga", "xpm", "xbm", "pnm", "qtif", "icns"] {
            #expect(!AvatarImageTypes.accepts(formatName: name), "\(name)")
        }
        #expect(Self.loadable["pnm"] == nil || !AvatarImageTypes.mimeTypes.contains("image/x-portable-pixmap"))
    }

    @Test("the MIME types (the file chooser's filter) are the accepted formats' own")
    func mimeTypes() {
        let types = AvatarImageTypes.mimeTypes
        #expect(types.starts(with: ["image/png", "image/jpeg"]))
        #expect(types == AvatarImageTypes.formats.flatMap(\.mimeTypes))
        #expect(!types.contains("image/svg+xml"))
        #expect(types.contains("image/gif") == AvatarImageTypes.accepts(formatName: "gif"))
    }

    @Test("the list for people names each accepted format once, joined with commas and “or”")
    func displayList() {
        let names = AvatarImageTypes.formats.map(\.displayName)
        let list = AvatarImageTypes.displayList
        #expect(list == names.dropLast().joined(separator: ", ") + " or " + names.last!)
        #expect(list.hasPrefix("PNG, JPEG"))
        if Self.loadable["webp"] == nil, Self.loadable["tiff"] != nil, Self.loadable["gif"] != nil, Self.loadable["bmp"] != nil {
            #expect(list == "PNG, JPEG, GIF, BMP or TIFF", "what Debian bookworm's gdk-pixbuf loads")
        }
    }
}
