import CGtk
import Foundation
import GtkKit
import XCTest

/// `DBusValue` to `GVariant` and back, and the serialised icons desktop interfaces take.
/// No bus needed: `DBusObjectExport` itself is exercised over a real session bus by
/// RosterGtkTests' `DesktopIntegrationTests` (GNOME Shell's search provider).
final class DBusValueTests: XCTestCase {
    /// `value` made into a GVariant, its type string, and read back.
    private func roundTrip(_ value: DBusValue) throws -> (type: String, value: DBusValue) {
        let variant = try XCTUnwrap(value.makeVariant(), "\(value) cannot be made")
        g_variant_ref_sink(variant)
        defer { g_variant_unref(variant) }
        return (String(cString: g_variant_get_type_string(variant)), DBusValue(variant))
    }

    func testValuesSurviveTheTripThroughGVariant() throws {
        let values: [DBusValue] = [
            .string("Clémentine"), .boolean(true), .int32(-7), .uint32(42), .int64(-1 << 40), .uint64(1 << 63), .double(0.5),
            .strings(["cle", "bauch"]), .strings([]), .bytes([0, 1, 255]),
            .dictionary(["id": .string("3"), "count": .uint32(2), "icon": .tuple([.string("themed"), .variant(.strings(["a"]))])]),
            .array(elementType: "a{sv}", [.dictionary(["name": .string("Ada")]), .dictionary([:])]),
            .array(elementType: "a{sv}", []),
            .tuple([.strings(["10", "3"]), .variant(.boolean(false))]),
        ]
        for value in values {
            let (type, back) = try roundTrip(value)
            XCTAssertEqual(type, value.typeString, "\(value)")
            XCTAssertEqual(back, value)
        }
    }

    func testAValueOfAnUnmodelledTypeCannotBeSent() {
        XCTAssertNil(DBusValue.unsupported(type: "h").makeVariant())
        XCTAssertNil(DBusValue.tuple([.string("a"), .unsupported(type: "h")]).makeVariant())
        XCTAssertNil(DBusValue.array(elementType: "s", [.string("a"), .unsupported(type: "h")]).makeVariant())
    }

    func testIconsAreSerialisedAsGIO() {
        XCTAssertEqual(
            DBusValue.icon(named: "avatar-default-symbolic"),
            .tuple([.string("themed"), .variant(.strings(["avatar-default-symbolic", "avatar-default"]))]))
        XCTAssertEqual(
            DBusValue.icon(file: "/tmp/roster photo.png"),
            .tuple([.string("file"), .variant(.string("file:///tmp/roster%20photo.png"))]))
    }

    func testInitialsAreDrawnAsAPNGOfACircle() throws {
        let png = InitialsImage.png(initials: "CB", background: 0x3584e4, size: 64)
        XCTAssertEqual(Array(png.prefix(4)), [0x89, 0x50, 0x4e, 0x47], "a PNG")
        let bytes = png.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        let texture = try XCTUnwrap(gdk_texture_new_from_bytes(bytes, nil), "GTK reads it back")
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        XCTAssertEqual(gdk_texture_get_width(texture), 64)
        XCTAssertEqual(gdk_texture_get_height(texture), 64)
        var pixels = [UInt8](repeating: 0, count: 64 * 64 * 4)
        gdk_texture_download(texture, &pixels, 64 * 4)
        // Cairo's ARGB32 in memory on a little-endian machine: B, G, R, A.
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(pixels[(y * 64 + x) * 4..<(y * 64 + x) * 4 + 4]) }
        XCTAssertEqual(pixel(0, 0)[3], 0, "outside the circle: transparent")
        XCTAssertEqual(pixel(32, 3), [0xe4, 0x84, 0x35, 0xff], "inside the circle, above the letters: the colour")
        XCTAssertTrue(pixels.chunks(4).contains { $0 == [0xff, 0xff, 0xff, 0xff] }, "white letters")
        XCTAssertEqual(
            DBusValue.icon(png: png), .tuple([.string("bytes"), .variant(.bytes(png))]), "serialised as a GBytesIcon")
    }
}

extension Array {
    fileprivate func chunks(_ size: Int) -> [ArraySlice<Element>] {
        stride(from: 0, to: count, by: size).map { self[$0..<Swift.min($0 + size, count)] }
    }
}
