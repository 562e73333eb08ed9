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
}
