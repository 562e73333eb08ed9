import CGtk
import Foundation
import GtkKit
import GtkTestSupport
import RosterGtk
import RosterGtkScenarios
import RosterModel
import RosterViewModels
import XCTest

/// Whatever passes the rules shows without freezing the window: a person with
/// the longest text every field allows (in the costliest shape for text layout:
/// each character carrying three combining marks, no spaces) and the largest
/// stored photo is selected and painted within a frame budget.
final class LongTextWindowTests: XCTestCase {
    /// A budget no layout of this person comes near when text is laid out well:
    /// word-wrapping the biography alone took 1.7 s before it wrapped anywhere.
    private static let budgetMilliseconds: Int64 = 400

    /// The longest person the rules allow (`LongestPerson`), with the largest photo they store.
    private static func longestPerson(avatarPath: String) throws -> Person {
        let person = LongestPerson.person(id: 2, avatarPath: avatarPath)
        try PersonRules.validate(person)
        return person
    }

    /// A photo as large as the avatar library stores it (imported from a larger image).
    private static func storedPhoto(in folder: URL) async throws -> String {
        let source = folder.appendingPathComponent("large.png")
        let pixbuf = try XCTUnwrap(gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, 1024, 768), "gdk-pixbuf cannot allocate the test image")
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        gdk_pixbuf_fill(pixbuf, 0x3584_E4FF)
        var error: UnsafeMutablePointer<GError>?
        XCTAssertEqual(gdk_pixbuf_savev(pixbuf, source.path, "png", nil, nil, &error), 1, "cannot write the test image")
        let library = AvatarLibrary(directory: folder.appendingPathComponent("avatars"))
        return try await library.importAvatar(from: source.path, personID: 2)
    }

    func testTheLongestPersonTheRulesAllowSelectsWithinTheFrameBudget() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("roster-long-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try MainActor.assumeIsolated {
            try GtkTestSupport.initialize()
            var imported: Result<String, any Error>?
            Task { @MainActor in
                do { imported = .success(try await Self.storedPhoto(in: folder)) } catch { imported = .failure(error) }
            }
            XCTAssertTrue(MainLoopBridge.iterate(until: { imported != nil }, timeout: .seconds(10)), "the photo is imported")
            let longest = try Self.longestPerson(avatarPath: try XCTUnwrap(imported).get())
            let plain = Person(id: 1, name: "Ada Lovelace", email: "ada@example.org")
            let harness = try WindowHarness(store: TestPeopleStore(people: [plain, longest]))
            defer { harness.close() }
            harness.waitUntil("the list shows") { harness.window.listPage == "list" }
            guard let plainRow = harness.viewModel.listing.rowIndex(ofPersonID: 1),
                let longestRow = harness.viewModel.listing.rowIndex(ofPersonID: 2)
            else {
                return XCTFail("both people are listed")
            }
            /// Milliseconds from selecting `row` until the profile showing `name` is painted.
            @MainActor func selectAndPaint(_ row: Int, showing name: String) -> Int64 {
                let start = FrameTiming.now
                harness.window.selectRow(row)
                harness.waitUntil("\(name.prefix(12))… shows", timeout: .seconds(30)) { harness.window.profileField(.name).value == name }
                var painted: Int64?
                FrameTiming.afterNextFrame(of: harness.window.window) { _ in painted = FrameTiming.now }
                harness.waitUntil("the profile is painted", timeout: .seconds(30)) { painted != nil }
                return ((painted ?? start) - start) / 1000
            }
            // Once each first: the first profile of a run builds widgets and loads fonts.
            _ = selectAndPaint(longestRow, showing: longest.name)
            _ = selectAndPaint(plainRow, showing: plain.name)
            let milliseconds = selectAndPaint(longestRow, showing: longest.name)
            print(
                "longest person: selected and painted in \(milliseconds) ms (a plain person: \(selectAndPaint(plainRow, showing: plain.name)) ms)"
            )
            XCTAssertLessThan(
                milliseconds, Self.budgetMilliseconds,
                "selecting the longest person the rules allow froze the window for \(milliseconds) ms")
            _ = selectAndPaint(longestRow, showing: longest.name)
            XCTAssertEqual(harness.window.profileField(.biography).value, longest.biography, "the biography is shown whole")
        }
    }
}
