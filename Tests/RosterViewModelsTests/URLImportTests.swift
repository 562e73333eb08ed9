import Foundation
import RosterModel
import RosterREST
import RosterTestSupport
import RosterTesting
import Testing

@testable import RosterViewModels

/// A remote source that returns `outcome` after reporting one download step.
private struct StubReader: RemoteDirectoryReading {
    var outcome: Result<DirectoryDocument, RemoteImportError>
    func readDirectory(
        at address: RemoteDirectoryAddress,
        progress: @escaping @Sendable (DirectoryTransfer.Progress) -> Void
    ) async throws -> DirectoryDocument {
        progress(.downloading(requestsDone: 0, requests: 2, bytes: 0, expectedBytes: nil))
        return try outcome.get()
    }
}

/// A remote source that reports its first request and then waits until cancelled.
private struct HangingReader: RemoteDirectoryReading {
    func readDirectory(
        at address: RemoteDirectoryAddress,
        progress: @escaping @Sendable (DirectoryTransfer.Progress) -> Void
    ) async throws -> DirectoryDocument {
        progress(.downloading(requestsDone: 0, requests: 2, bytes: 100, expectedBytes: 400))
        let (never, _) = AsyncStream<Void>.makeStream()
        for await _ in never {}
        throw CancellationError()
    }
}

/// "Import from URL…" in the view models: the dialog's state and reasons, progress
/// wording, the report, Cancel, and the real REST source against the loopback fixture.
@MainActor
@Suite("ImportExportViewModel: import from URL")
struct URLImportTests {
    static let ada = Person(id: 1, name: "Ada Lovelace", email: "ada@example.org")

    private func app(remote: (any RemoteDirectoryReading)?) async -> (AppViewModel, InMemoryRosterStore) {
        let store = InMemoryRosterStore(people: [Self.ada], tasks: [])
        let app = AppViewModel(
            store: store, avatars: FakeAvatarImporter(returning: "/data/avatars/a.png"),
            clock: ManualClock(testNow).clock, calendar: utcCalendar, locale: testLocale, remote: remote)
        await app.appeared().value
        return (app, store)
    }

    @Test("The dialog opens empty; Import is enabled only for an http(s) address, and the view model says why not")
    func dialogState() async {
        let (app, _) = await app(remote: StubReader(outcome: .success(DirectoryDocument(people: []))))
        let importExport = app.importExport
        #expect(importExport.isURLImportAvailable)
        #expect(importExport.importFromURLTapped())
        #expect(importExport.isURLDialogShown && importExport.urlText == "")
        #expect(!importExport.isURLImportEnabled)
        #expect(importExport.urlProblem == "Type the address of a users list, starting with http:// or https://.")
        #expect(importExport.importFromURLTapped() == false, "already open")
        importExport.urlChanged("ftp://example.org/users")
        #expect(importExport.urlProblem == "“ftp:” addresses cannot be imported from; use http:// or https://.")
        #expect(!importExport.isURLImportEnabled)
        importExport.urlChanged("http://")
        #expect(importExport.urlProblem == "This is not a web address: it needs http:// or https:// and a host name.")
        importExport.urlChanged("example.org/users")
        #expect(importExport.urlProblem != nil)
        importExport.urlChanged("https://example.org/users")
        #expect(importExport.urlProblem == nil && importExport.isURLImportEnabled)
        importExport.urlDialogCancelled()
        #expect(!importExport.isURLDialogShown)
        #expect(importExport.importFromURLTapped())
        #expect(importExport.urlText == "" && !importExport.isURLImportEnabled, "it opens empty again")
    }

    @Test("Without a REST source the command is not offered")
    func notOffered() async {
        let (app, _) = await app(remote: nil)
        #expect(!app.importExport.isURLImportAvailable)
        #expect(app.importExport.importFromURLTapped() == false)
        #expect(await app.importExport.urlImportConfirmed().value == false)
    }

    @Test("Download progress is determinate: requests done and bytes of the known length")
    func progressWording() {
        let first = ImportExportViewModel.progress(
            .downloading(requestsDone: 0, requests: 2, bytes: 512, expectedBytes: 1024), name: "example.org", locale: testLocale)
        #expect(first == .init(text: "Downloading from example.org: request 1 of 2…", fraction: 0.25))
        let second = ImportExportViewModel.progress(
            .downloading(requestsDone: 1, requests: 2, bytes: 10, expectedBytes: nil), name: "example.org", locale: testLocale)
        #expect(second == .init(text: "Downloading from example.org: request 2 of 2…", fraction: 0.5))
        let done = ImportExportViewModel.progress(
            .downloading(requestsDone: 2, requests: 2, bytes: 0, expectedBytes: nil), name: "example.org", locale: testLocale)
        #expect(done == .init(text: "Checking the records from example.org…", fraction: 1))
    }

    @Test("Import writes the team and reports like a file import; a remote avatar path is ignored")
    func importsAndReports() async throws {
        let grace = Person(id: 2, name: "Grace Hopper", email: "grace@example.org", avatarPath: "/etc/passwd")
        let document = DirectoryDocument(people: [grace], tasks: [TaskItem(id: 1, personID: 2, title: "COBOL", position: 0)])
        let (app, store) = await app(remote: StubReader(outcome: .success(document)))
        app.importExport.importFromURLTapped()
        app.importExport.urlChanged("http://example.org/users")
        let task = app.importExport.urlImportConfirmed()
        #expect(!app.importExport.isURLDialogShown, "Import closes the dialog")
        #expect(app.importExport.importProgress?.text == "Reading example.org…")
        #expect(await task.value)
        #expect(app.importExport.report == ImportReport(title: "Imported 1 person (1 added, 1 task)", lines: [], isError: false))
        #expect(try await store.fetchPerson(id: 2)?.avatarPath == nil)
        #expect(await waitUntil { app.people.countText == "2 people" })
    }

    @Test("A failure is worded in the report and writes nothing")
    func failureReport() async throws {
        let (app, store) = await app(remote: StubReader(outcome: .failure(.httpStatus(url: "http://example.org/users", code: 503))))
        app.importExport.importFromURLTapped()
        app.importExport.urlChanged("http://example.org/users")
        #expect(await app.importExport.urlImportConfirmed().value == false)
        #expect(
            app.importExport.report
                == ImportReport(
                    title: "http://example.org/users answered with HTTP status 503. Nothing was imported.", lines: [], isError: true))
        #expect(try await store.fetchPeople() == [Self.ada])
    }

    @Test("Cancel during the download writes nothing and says so")
    func cancel() async throws {
        let (app, store) = await app(remote: HangingReader())
        app.importExport.importFromURLTapped()
        app.importExport.urlChanged("http://example.org:8080/users")
        let task = app.importExport.urlImportConfirmed()
        #expect(await waitUntil { app.importExport.importProgress?.fraction == 0.125 })
        #expect(app.importExport.importProgress?.text == "Downloading from example.org:8080: request 1 of 2…")
        #expect(!app.importExport.isURLImportAvailable, "one importExport at a time")
        #expect(app.importExport.importCancelTapped())
        #expect(await task.value == false)
        #expect(app.importExport.report?.title == "Import cancelled. Nothing was imported.")
        #expect(try await store.fetchPeople() == [Self.ada])
    }

    @Test("Through the real REST source: the sample team from the loopback fixture")
    func realSource() async throws {
        let fixture = try RESTFixture()
        defer { fixture.stop() }
        let (app, store) = await app(remote: RESTDirectorySource(timeout: 5))
        app.importExport.importFromURLTapped()
        app.importExport.urlChanged(fixture.url("users"))
        #expect(await app.importExport.urlImportConfirmed().value)
        #expect(app.importExport.report?.title == "Imported 10 people (9 added, 1 updated, 200 tasks)")
        #expect(try await store.fetchPeople().count == 10)
    }
}
