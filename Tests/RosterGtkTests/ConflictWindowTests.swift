import Foundation
import GtkKit
import GtkTestSupport
import RosterGtk
import RosterGtkScenarios
import RosterModel
import RosterSQLite
import RosterViewModels
import XCTest

/// A real conflict in the window: another `RosterDatabase` on the same SQLite file (another
/// program) changes the email the user is editing. The window shows "Changed by someone else"
/// with Show Theirs, Keep Mine and Merge; the user's edits stay; the buttons, clicked through
/// GTK, do what they say.
final class ConflictWindowTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("roster-conflict-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    static let leanne = Person(
        id: 1, name: "Leanne Graham", email: "Sincere@april.biz", phone: "1-770-736-8031", companyName: "Romaguera-Crona")

    /// The other program sets Leanne's `field` to `value`.
    @MainActor
    private static func theirSave(_ theirs: RosterDatabase, _ field: ProfileField, _ value: String) throws {
        _ = try waitForTask("their save") {
            let current = try await theirs.fetchPerson(id: 1)!
            var changed = current
            field.set(value, in: &changed)
            return try await theirs.updatePerson(PersonEdit(original: current, updated: changed))
        }
    }

    func testAConflictingSaveShowsTheBannerAndItsButtonsWork() throws {
        let path = folder.appendingPathComponent("roster.sqlite").path
        try MainActor.assumeIsolated {
            // The main loop runs the store's work below: GTK first.
            try GtkTestSupport.initialize()
            let mine = try RosterDatabase(path: path)
            defer { mine.close() }
            _ = try waitForTask("Leanne is stored") { try await mine.insert([Self.leanne]) }
            let theirs = try RosterDatabase(path: path)
            defer { theirs.close() }
            let harness = try WindowHarness.showingLeanne(store: mine)
            defer { harness.close() }
            let page = harness.window.detailPane.profile
            let banner = page.conflictBanner
            harness.waitUntil("Leanne's profile shows") { harness.window.profileField(.email).value == "Sincere@april.biz" }
            XCTAssertFalse(banner.root.isOnScreen, "no conflict, no banner")

            // Round 1: my email and phone; their email. Save through win.save: refused, the banner shows.
            harness.window.typeInProfile(.email, "leanne@mine.example")
            harness.window.typeInProfile(.phone, "555-0100")
            try Self.theirSave(theirs, .email, "leanne@theirs.example")
            harness.window.window.activateAction(RosterActions.save.name)
            harness.waitUntil("the conflict banner shows", timeout: .seconds(30)) { banner.root.isOnScreen }
            XCTAssertEqual(banner.title.text, "Changed by someone else")
            XCTAssertTrue(banner.detail.text.contains("theirs “leanne@theirs.example”, yours “leanne@mine.example”"), banner.detail.text)
            XCTAssertEqual(banner.buttons.map(\.accessibleName), ["Show Theirs", "Keep Mine", "Merge"])
            XCTAssertTrue(banner.buttons.allSatisfy { $0.canBePressed && $0.grabFocus() }, "every choice is enabled and keyboard reachable")
            XCTAssertEqual(page.rows.filter(\.showsConflictStyle).map(\.title), ["Email"], "the colliding field is marked")
            XCTAssertEqual(harness.window.profileField(.email).value, "leanne@mine.example", "my edit stays")
            XCTAssertFalse(harness.window.commands.save.isEnabled, "Save waits for a choice")
            XCTAssertEqual(try waitForTask("their email is kept") { try await theirs.fetchPerson(id: 1)?.email }, "leanne@theirs.example")

            XCTAssertTrue(banner.keepMine.click())
            harness.waitUntil("Keep Mine saved", timeout: .seconds(30)) { harness.window.profileStatus == "Saved" }
            XCTAssertFalse(banner.root.isOnScreen)
            XCTAssertEqual(try waitForTask("mine is stored") { try await theirs.fetchPerson(id: 1)?.email }, "leanne@mine.example")

            // Round 2: Merge keeps their company and saves my name.
            harness.window.typeInProfile(.company, "Mine Ltd")
            harness.window.typeInProfile(.name, "Leanne King")
            try Self.theirSave(theirs, .company, "Theirs plc")
            harness.window.window.activateAction(RosterActions.save.name)
            harness.waitUntil("the conflict banner shows again", timeout: .seconds(30)) { banner.root.isOnScreen }
            XCTAssertTrue(banner.merge.click())
            harness.waitUntil("Merge saved", timeout: .seconds(30)) { harness.window.profileStatus == "Saved" }
            let merged = try waitForTask("the merged person") { try await theirs.fetchPerson(id: 1) }
            XCTAssertEqual(merged?.companyName, "Theirs plc")
            XCTAssertEqual(merged?.name, "Leanne King")

            // Round 3: Show Theirs drops my edit.
            harness.window.typeInProfile(.website, "https://mine.example")
            try Self.theirSave(theirs, .website, "https://theirs.example")
            harness.window.window.activateAction(RosterActions.save.name)
            harness.waitUntil("the conflict banner shows a third time", timeout: .seconds(30)) { banner.root.isOnScreen }
            XCTAssertFalse(banner.merge.acceptsInput, "every edit collides: nothing to merge")
            XCTAssertTrue(banner.showTheirs.click())
            harness.waitUntil("their website shows") { harness.window.profileField(.website).value == "https://theirs.example" }
            XCTAssertFalse(banner.root.isOnScreen)
            XCTAssertFalse(harness.window.commands.save.isEnabled, "nothing left to save")
        }
    }
}
