import Foundation
import GtkKit
import RosterGtk
import RosterGtkScenarios
import RosterModel
import RosterREST
import RosterSQLite
import RosterTestSupport
import RosterTesting
import RosterViewModels
import XCTest

/// "Import from URL…" driven as a user does: the `win.import-url` action, typing the
/// address into the dialog's entry, clicking Import; against a real server on loopback
/// (scripts/rest-fixture.py), into a real database.
final class ImportURLWindowTests: XCTestCase {
    func testImportFromURLRefusesBadAddressesReportsFailuresAndImportsTheTeam() throws {
        let fixture = try RESTFixture()
        defer { fixture.stop() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("roster-url-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try MainActor.assumeIsolated {
            let database = try RosterDatabase(path: folder.appendingPathComponent("roster.sqlite").path)
            defer { database.close() }
            let harness = try WindowHarness(store: database, remote: RESTDirectorySource(timeout: 5))
            defer { harness.close() }
            harness.waitUntil("the empty directory shows") { harness.window.listPage == "empty" }
            XCTAssertTrue(harness.window.importURLActionEnabled)

            harness.window.activateImportURL()
            harness.waitUntil("the URL dialog shows") { harness.window.urlDialogShown != nil }
            var dialog = try XCTUnwrap(harness.window.urlDialogShown)
            XCTAssertEqual(dialog.text, "")
            XCTAssertFalse(dialog.importEnabled, "nothing typed yet")
            XCTAssertEqual(dialog.problem, "Type the address of a users list, starting with http:// or https://.")

            harness.window.typeImportURL("ftp://127.0.0.1/users")
            MainLoopBridge.iterateUntilIdle()
            dialog = try XCTUnwrap(harness.window.urlDialogShown)
            XCTAssertFalse(dialog.importEnabled)
            XCTAssertEqual(dialog.problem, "“ftp:” addresses cannot be imported from; use http:// or https://.")

            // A server error: the same report as a file import's failure, and nothing written.
            harness.window.typeImportURL(fixture.url("error500/users"))
            MainLoopBridge.iterateUntilIdle()
            dialog = try XCTUnwrap(harness.window.urlDialogShown)
            XCTAssertTrue(dialog.importEnabled)
            XCTAssertNil(dialog.problem)
            harness.window.clickImportURL()
            harness.waitUntil("the report shows", timeout: .seconds(20)) { harness.window.reportShown != nil }
            XCTAssertNil(harness.window.urlDialogShown, "Import closes the dialog")
            XCTAssertEqual(
                harness.window.reportShown?.title, "\(fixture.url("error500/users")) answered with HTTP status 500. Nothing was imported.")
            XCTAssertEqual(harness.window.reportShown?.isError, true)
            harness.window.clickCloseReport()
            harness.waitUntil("the report closes") { harness.window.reportShown == nil }
            XCTAssertEqual(harness.window.countLine, "0 people")

            // A slow server: while the import runs, Import from URL… is disabled; Cancel writes nothing.
            harness.window.activateImportURL()
            harness.waitUntil("the URL dialog shows again") { harness.window.urlDialogShown != nil }
            harness.window.typeImportURL(fixture.url("slow/users"))
            harness.window.clickImportURL()
            harness.waitUntil("the progress dialog shows") { harness.window.importProgressShown != nil }
            XCTAssertEqual(harness.window.importProgressShown?.text, "Downloading from 127.0.0.1:\(fixture.port): request 1 of 2…")
            XCTAssertEqual(harness.window.importProgressShown?.fraction, 0)
            XCTAssertFalse(harness.window.importURLActionEnabled, "one import or export at a time")
            harness.window.clickCancelImport()
            harness.waitUntil("the import stops", timeout: .seconds(10)) { harness.window.importProgressShown == nil }
            harness.waitUntil("the report says so") { harness.window.reportShown != nil }
            XCTAssertEqual(harness.window.reportShown?.title, "Import cancelled. Nothing was imported.")
            harness.window.clickCloseReport()
            harness.waitUntil("the report closes") { harness.window.reportShown == nil }
            XCTAssertTrue(harness.window.importURLActionEnabled)
            XCTAssertEqual(harness.window.countLine, "0 people")

            // The sample team: the dialog opens empty again.
            harness.window.activateImportURL()
            harness.waitUntil("the URL dialog shows again") { harness.window.urlDialogShown != nil }
            XCTAssertEqual(harness.window.urlDialogShown?.text, "")
            harness.window.typeImportURL(fixture.url("users"))
            harness.window.clickImportURL()
            harness.waitUntil("the report shows", timeout: .seconds(20)) { harness.window.reportShown != nil }
            XCTAssertEqual(harness.window.reportShown?.title, "Imported 10 people (10 added, 200 tasks)")
            XCTAssertEqual(harness.window.reportShown?.isError, false)
            harness.window.clickCloseReport()
            harness.waitUntil("the people are listed") { harness.window.countLine == "10 people" }
            XCTAssertEqual(harness.window.listPage, "list")
            XCTAssertTrue(harness.window.shownRows.contains { $0.texts.contains("Leanne Graham") }, "\(harness.window.shownRows)")
        }
    }

    func testCancelInTheURLDialogImportsNothing() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness(store: InMemoryRosterStore(people: [], tasks: []), remote: RESTDirectorySource(timeout: 5))
            defer { harness.close() }
            harness.waitUntil("the empty directory shows") { harness.window.listPage == "empty" }
            harness.window.activateImportURL()
            harness.waitUntil("the URL dialog shows") { harness.window.urlDialogShown != nil }
            harness.window.typeImportURL("http://127.0.0.1:9/users")
            harness.window.clickCancelImportURL()
            harness.waitUntil("the dialog closes") { harness.window.urlDialogShown == nil }
            XCTAssertNil(harness.window.reportShown)
            XCTAssertNil(harness.window.importProgressShown)
        }
    }
}
