import Foundation
import GtkKit
import GtkTestSupport
import PostgresTestSupport
import RosterEngines
import RosterGtk
import RosterGtkScenarios
import RosterModel
import RosterTesting
import XCTest

/// Two windows on one PostgreSQL database — two users of a shared directory — see each
/// other's edits live (LISTEN/NOTIFY), each opened as `roster --database postgres://…` opens
/// it. Runs inside `scripts/with-postgres.sh` (make test); fails without its server.
final class SharedDirectoryWindowTests: XCTestCase {

    func testTwoWindowsOnOneServerShowEachOthersEditsLive() throws {
        try MainActor.assumeIsolated {
            try GtkTestSupport.initialize()
            let database = try waitForTask("a database of its own on the test server") { try await TestPostgres.createDatabase() }
            defer { _ = try? waitForTask("the database is dropped") { await TestPostgres.drop(database) } }
            let url = TestPostgres.url(of: database)
            let first = DirectoryAddress(url).openLazily()
            let second = DirectoryAddress(url).openLazily()
            defer {
                first.close()
                second.close()
            }
            _ = try waitForTask("the sample team is imported") {
                try await first.importDirectory(try await InMemoryRosterStore.sampleData().exportDirectory(), progress: { _ in })
            }

            let mine = try WindowHarness.showingLeanne(store: first)
            defer { mine.close() }
            let theirs = try WindowHarness(store: second)
            defer { theirs.close() }
            theirs.waitUntil("the other window lists the team", timeout: .seconds(30)) { theirs.window.listPage == "list" }
            XCTAssertTrue(theirs.shownRowTexts.contains { $0.contains("Sincere@april.biz") })

            // An edit saved in one window, typed and saved as a user does.
            mine.window.typeInProfile(.email, "leanne@shared.example")
            mine.window.clickSave()
            mine.waitUntil("the save is done", timeout: .seconds(30)) { mine.window.profileStatus == "Saved" }
            let saved = FrameTiming.now
            theirs.waitUntil("the other window shows the new email", timeout: .seconds(30)) {
                theirs.shownRowTexts.contains { $0.contains("leanne@shared.example") }
            }
            let milliseconds = (FrameTiming.now - saved) / 1000
            print("shared directory: an edit saved in one window showed in the other after \(milliseconds) ms")
            // The bound; `make bench` measures it properly (p50/p95 over 100 edits).
            XCTAssertLessThan(milliseconds, 1_000, "the other window took \(milliseconds) ms to show the edit")

            // And the other way: a person added in the second window appears in the first.
            theirs.window.clickNewPerson()
            theirs.waitUntil("the new person's form shows") { theirs.window.profileFieldHasFocus(.name) }
            theirs.window.typeInProfile(.name, "Grace Hopper")
            theirs.window.typeInProfile(.email, "grace@shared.example")
            theirs.window.clickSave()
            mine.waitUntil("the first window lists Grace", timeout: .seconds(30)) {
                mine.shownRowTexts.contains { $0.contains("Grace Hopper") }
            }
            XCTAssertEqual(mine.viewModel.countText, "11 people")
        }
    }

    /// A server that is down when the window opens gives the error page with Retry; once it is
    /// up, Retry shows the directory. It goes away while the window is open: the offline banner,
    /// a save refused with the typed text kept; it comes back: the banner goes, the save works.
    func testAServerDownAtStartThenLostAndBackNeverLosesTheEdit() throws {
        try MainActor.assumeIsolated {
            try GtkTestSupport.initialize()
            let cluster = try PrivateCluster()
            defer { _ = try? waitForTask("the private cluster is removed") { await cluster.remove() } }
            let url = try waitForTask("a private server starts") { try await cluster.start() }
            _ = try waitForTask("the sample team is imported") {
                let seeding = try await DirectoryAddress(url).open()
                defer { seeding.close() }
                return try await seeding.importDirectory(try await InMemoryRosterStore.sampleData().exportDirectory(), progress: { _ in })
            }
            try waitForTask("the server stops") { try await cluster.pause() }

            let store = DirectoryAddress(url).openLazily()
            defer { store.close() }
            let harness = try WindowHarness(store: store)
            defer { harness.close() }
            harness.waitUntil("the error page shows", timeout: .seconds(60)) { harness.window.listPage == "failed" }
            XCTAssertTrue(harness.window.errorMessage.contains("the database server cannot be reached"), harness.window.errorMessage)

            try waitForTask("the server starts again") { try await cluster.resume() }
            harness.window.clickRetry()
            harness.waitUntil("the directory shows", timeout: .seconds(60)) { harness.window.listPage == "list" }
            guard let leanne = harness.viewModel.listing.rowIndex(ofPersonID: 1) else { return XCTFail("Leanne is listed") }
            harness.window.selectRow(leanne)
            harness.waitUntil("her profile shows", timeout: .seconds(30)) { harness.window.profilePage == "form" }

            harness.window.typeInProfile(.phone, "+49 30 1234567")
            try waitForTask("the server stops") { try await cluster.pause() }
            harness.waitUntil("the offline banner shows", timeout: .seconds(60)) { harness.window.offlineShown != nil }
            harness.window.clickSave()
            harness.waitUntil("the save is refused", timeout: .seconds(60)) { harness.window.profileStatus.contains("cannot be reached") }
            XCTAssertEqual(harness.window.profileField(.phone).value, "+49 30 1234567", "the typed text is kept")

            try waitForTask("the server starts again") { try await cluster.resume() }
            harness.waitUntil("the banner goes once the store reconnects", timeout: .seconds(90)) { harness.window.offlineShown == nil }
            XCTAssertEqual(harness.window.profileField(.phone).value, "+49 30 1234567", "the typed text survives the reload")
            harness.window.clickSave()
            harness.waitUntil("the save is done", timeout: .seconds(30)) { harness.window.profileStatus == "Saved" }
        }
    }
}
