import Foundation
import GtkKit
import RosterGtk
import RosterGtkScenarios
import RosterModel
import RosterSQLite
import RosterTesting
import RosterViewModels
import XCTest

/// Import… and Export… through the header bar, the real file choosers, the
/// progress dialog and the report.
final class ImportExportWindowTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("roster-import-export-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// A JSON file of `count` people in the users shape (ids from `firstID`).
    private static func peopleFile(_ name: String, in folder: URL, count: Int, firstID: Int = 1, valid: Bool = true) throws -> String {
        let records = (firstID..<(firstID + count)).map { id in
            #"{"id":\#(id),"name":"Person \#(id)","email":"\#(valid ? "person\(id)@example.org" : "person\(id)")"}"#
        }
        let url = folder.appendingPathComponent(name)
        try Data(("[\n" + records.joined(separator: ",\n") + "\n]\n").utf8).write(to: url)
        return url.path
    }

    func testALargeImportShowsDeterminateProgressAndCancelChangesNothing() throws {
        let folder: URL = self.folder
        try MainActor.assumeIsolated {
            let database = try RosterDatabase(path: folder.appendingPathComponent("roster.sqlite").path)
            defer { database.close() }
            let harness = try WindowHarness(store: database)
            defer { harness.close() }
            harness.waitUntil("the empty directory shows") { harness.window.listPage == "empty" }
            let file = try Self.peopleFile("team.json", in: folder, count: 20_000)

            harness.window.clickImport()
            harness.choose(file)
            harness.waitUntil("the progress dialog shows") { harness.window.importProgressShown != nil }
            XCTAssertTrue(harness.window.importProgressIsModal)
            XCTAssertFalse(harness.window.importExportButtonsEnabled.importing, "one import at a time")
            harness.waitUntil("the progress becomes determinate", timeout: .seconds(30)) {
                harness.window.importProgressShown?.fraction != nil
            }
            let progress = try XCTUnwrap(harness.window.importProgressShown)
            XCTAssertTrue(progress.text.hasPrefix("Writing "), progress.text)
            XCTAssertTrue(progress.text.hasSuffix(" of 20,000 records…"), progress.text)

            harness.window.clickCancelImport()
            harness.waitUntil("the import stops", timeout: .seconds(30)) { harness.window.importProgressShown == nil }
            harness.waitUntil("the report says so") { harness.window.reportShown != nil }
            XCTAssertEqual(harness.window.reportShown?.title, "Import cancelled. Nothing was imported.")
            XCTAssertEqual(harness.window.reportShown?.isError, true)
            harness.window.clickCloseReport()
            harness.waitUntil("the report closes") { harness.window.reportShown == nil }
            XCTAssertEqual(harness.window.listPage, "empty")
            XCTAssertEqual(harness.window.countLine, "0 people")
            XCTAssertEqual(try Self.awaitStore { try await database.fetchPeople().count }, 0, "nothing was written")
            XCTAssertTrue(harness.window.importExportButtonsEnabled.importing)
        }
    }

    func testAnInvalidFileShowsEveryProblemInAScrollableReport() throws {
        let folder: URL = self.folder
        try MainActor.assumeIsolated {
            let harness = try WindowHarness(store: InMemoryRosterStore.sampleData())
            defer { harness.close() }
            harness.waitUntil("the list shows") { harness.window.listPage == "list" }
            let file = try Self.peopleFile("bad.json", in: folder, count: 1_000, valid: false)

            harness.window.clickImport()
            harness.choose(file)
            harness.waitUntil("the report shows", timeout: .seconds(20)) { harness.window.reportShown != nil }
            let report = try XCTUnwrap(harness.window.reportShown)
            XCTAssertEqual(report.title, "1,000 records are invalid; nothing was imported:")
            XCTAssertEqual(report.lines.count, 1_000)
            XCTAssertEqual(report.lines.first, "record 0 (id 1): email: is not valid")
            XCTAssertTrue(report.isError)
            harness.waitUntil("the report is laid out") { harness.window.reportWindowHeight > 0 }
            XCTAssertLessThan(harness.window.reportWindowHeight, 700, "1,000 lines scroll inside a window that fits the screen")
            XCTAssertEqual(harness.window.countLine, "10 people", "nothing was imported")

            harness.window.clickCloseReport()
            harness.waitUntil("the report closes") { harness.window.reportShown == nil }
        }
    }

    func testAGoodFileIsImportedAndReported() throws {
        let folder: URL = self.folder
        try MainActor.assumeIsolated {
            let harness = try WindowHarness(store: InMemoryRosterStore.sampleData())
            defer { harness.close() }
            harness.waitUntil("the list shows") { harness.window.listPage == "list" }
            let file = try Self.peopleFile("more.json", in: folder, count: 3, firstID: 101)
            harness.window.clickImport()
            harness.choose(file)
            harness.waitUntil("the report shows", timeout: .seconds(20)) { harness.window.reportShown != nil }
            XCTAssertEqual(harness.window.reportShown?.title, "Imported 3 people (3 added)")
            XCTAssertEqual(harness.window.reportShown?.lines, [])
            XCTAssertEqual(harness.window.reportShown?.isError, false)
            harness.waitUntil("the list grows") { harness.window.countLine == "13 people" }
        }
    }

    func testExportWritesTheDirectoryWhereTheSaveChooserSays() throws {
        let folder: URL = self.folder
        try MainActor.assumeIsolated {
            let harness = try Self.windowWithExportChooserOpen()
            defer { harness.close() }
            XCTAssertEqual(harness.window.fileChooserSuggestedName, "roster.json")
            let target = folder.appendingPathComponent("team export.json").path
            harness.choose(target)
            harness.waitUntil("the report shows", timeout: .seconds(20)) { harness.window.reportShown != nil }
            XCTAssertEqual(harness.window.reportShown?.title, "Exported 10 people, 200 tasks to team export.json")
            XCTAssertEqual(harness.window.reportShown?.isError, false)

            let exported = try DirectoryJSON.parse(Data(contentsOf: URL(fileURLWithPath: target)))
            XCTAssertEqual(exported.people.count, 10)
            XCTAssertEqual(exported.tasks.count, 200)
        }
    }

    func testExportWritesVCardWhenTheVCardFilterIsChosen() throws {
        let folder: URL = self.folder
        try MainActor.assumeIsolated {
            let harness = try Self.windowWithExportChooserOpen()
            defer { harness.close() }
            let chooser = try XCTUnwrap(harness.window.openFileChooser)
            XCTAssertEqual(chooser.selectedFilterIndex, 0, "JSON is the first filter")
            chooser.selectedFilterIndex = 1
            XCTAssertEqual(chooser.selectedFilterIndex, 1)
            // No extension: the chosen filter says vCard.
            let target = folder.appendingPathComponent("address book").path
            harness.choose(target)
            harness.waitUntil("the report shows", timeout: .seconds(20)) { harness.window.reportShown != nil }
            XCTAssertEqual(harness.window.reportShown?.title, "Exported 10 people as vCard to address book")
            let text = try String(contentsOfFile: target, encoding: .utf8)
            XCTAssertTrue(text.hasPrefix("BEGIN:VCARD\r\nVERSION:3.0\r\n"), String(text.prefix(40)))
            XCTAssertEqual(text.components(separatedBy: "END:VCARD\r\n").count, 11)
        }
    }

    func testTheFileNameFollowsTheChosenFilter() throws {
        try MainActor.assumeIsolated {
            let harness = try Self.windowWithExportChooserOpen()
            defer { harness.close() }
            let chooser = try XCTUnwrap(harness.window.openFileChooser)
            XCTAssertEqual(chooser.currentName, "roster.json")
            chooser.selectedFilterIndex = 1
            harness.waitUntil("vCard renames the file") { chooser.currentName == "roster.vcf" }
            chooser.selectedFilterIndex = 0
            harness.waitUntil("JSON renames it back") { chooser.currentName == "roster.json" }
            chooser.currentName = "address book"
            chooser.selectedFilterIndex = 1
            XCTAssertEqual(chooser.currentName, "address book", "a name with no format's extension is the user's")
            harness.window.cancelFileChooser()
        }
    }

    /// A window on the sample team with Export…'s save chooser open.
    @MainActor
    private static func windowWithExportChooserOpen() throws -> WindowHarness {
        let harness = try WindowHarness(store: InMemoryRosterStore.sampleData())
        harness.waitUntil("the list shows") { harness.window.listPage == "list" }
        harness.window.clickExport()
        harness.waitUntil("the save chooser opens") { harness.window.isFileChooserOpen }
        return harness
    }

    /// Runs an async store call to completion on the main loop.
    @MainActor
    static func awaitStore<T: Sendable>(_ body: @escaping @Sendable () async throws -> T) throws -> T {
        var result: Result<T, any Error>?
        Task { @MainActor in
            do { result = .success(try await body()) } catch { result = .failure(error) }
        }
        MainLoopBridge.iterate(until: { result != nil }, timeout: .seconds(5))
        return try XCTUnwrap(result).get()
    }
}
