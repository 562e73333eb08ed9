import Foundation
import RosterModel
import RosterREST
import RosterTestSupport
import Synchronization
import Testing

/// `RESTDirectorySource` against a real HTTP server on loopback (scripts/rest-fixture.py):
/// the sample team, and each way an API can fail.
@Suite("REST directory source", .serialized)
final class RESTDirectorySourceTests {
    let fixture: RESTFixture

    init() throws {
        fixture = try RESTFixture()
    }

    deinit { fixture.stop() }

    private func read(
        _ path: String, timeout: TimeInterval = 5, maximumBytes: Int = RESTDirectorySource.defaultMaximumBytes,
        progress: @escaping @Sendable (DirectoryTransfer.Progress) -> Void = { _ in }
    ) async throws -> DirectoryDocument {
        let source = RESTDirectorySource(timeout: timeout, maximumBytes: maximumBytes)
        return try await source.readDirectory(at: RemoteDirectoryAddress(fixture.url(path)), progress: progress)
    }

    /// The failure of reading `path`, which must be a `RemoteImportError`.
    private func failure(_ path: String, timeout: TimeInterval = 5, maximumBytes: Int = RESTDirectorySource.defaultMaximumBytes) async
        -> RemoteImportError?
    {
        do {
            _ = try await read(path, timeout: timeout, maximumBytes: maximumBytes)
            Issue.record("reading \(path) succeeded")
            return nil
        } catch let error as RemoteImportError {
            return error
        } catch {
            Issue.record("reading \(path) failed with \(error), not a RemoteImportError")
            return nil
        }
    }

    @Test("The sample team: 10 people and their 200 todos, as a file import reads them")
    func sampleTeam() async throws {
        let document = try await read("users")
        #expect(document.people.count == 10)
        #expect(document.tasks.count == 200)
        #expect(document.people.first?.name == "Leanne Graham")
        #expect(document.people.first?.website == "https://hildegard.org")
        let users = try Data(
            contentsOf: URL(fileURLWithPath: RESTFixture.script).deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("Resources/SampleData/users.json"))
        let todos = try Data(
            contentsOf: URL(fileURLWithPath: RESTFixture.script).deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("Resources/SampleData/todos.json"))
        #expect(document == (try DirectoryJSON.document(users: DirectoryJSON.recordList(users), todos: DirectoryJSON.recordList(todos))))
    }

    @Test("Progress is determinate: requests done of 2, bytes of the announced length, ending at 2 of 2")
    func progress() async throws {
        let events = Mutex<[DirectoryTransfer.Progress]>([])
        _ = try await read("users") { event in events.withLock { $0.append(event) } }
        let seen = events.withLock { $0 }
        #expect(seen.first == .downloading(requestsDone: 0, requests: 2, bytes: 0, expectedBytes: nil))
        #expect(seen.last == .downloading(requestsDone: 2, requests: 2, bytes: 0, expectedBytes: nil))
        #expect(seen.contains(.downloading(requestsDone: 0, requests: 2, bytes: 5645, expectedBytes: 5645)))
        #expect(
            seen.contains {
                if case .downloading(1, 2, let bytes, let expected?) = $0 { return bytes == expected && bytes > 0 } else { return false }
            })
    }

    @Test("A base URL gets /users and /todos; a trailing slash and a query are dropped")
    func addresses() throws {
        let base = try RemoteDirectoryAddress("http://example.org:8080/api/")
        #expect(base.usersURL.absoluteString == "http://example.org:8080/api/users")
        #expect(base.todosURL.absoluteString == "http://example.org:8080/api/todos")
        let users = try RemoteDirectoryAddress("HTTPS://example.org/users?x=1")
        #expect(users.usersURL.absoluteString == "https://example.org/users")
        #expect(users.todosURL.absoluteString == "https://example.org/todos")
        #expect(throws: RemoteImportError.unsupportedScheme("ftp")) { try RemoteDirectoryAddress("ftp://example.org/users") }
        #expect(throws: RemoteImportError.invalidAddress("http://")) { try RemoteDirectoryAddress("http://") }
        #expect(throws: RemoteImportError.invalidAddress("not a url")) { try RemoteDirectoryAddress("not a url") }
    }

    @Test("HTTP 500 and 404 are typed with their code")
    func httpStatus() async {
        #expect(await failure("error500/users") == .httpStatus(url: fixture.url("error500/users"), code: 500))
        #expect(await failure("missing/users") == .httpStatus(url: fixture.url("missing/users"), code: 404))
    }

    @Test("A server slower than the time-out: timed out, promptly")
    func slow() async {
        let start = Date()
        #expect(await failure("slow/users", timeout: 0.5) == .timedOut(url: fixture.url("slow/users"), seconds: 0.5))
        #expect(Date().timeIntervalSince(start) < 5)
    }

    @Test("A body that is not JSON: the parser's line, column and typed reason")
    func malformed() async throws {
        let error = try #require(await failure("malformed/users"))
        guard case .malformedJSON(let url, let line, _, let reason) = error else {
            Issue.record("\(error)")
            return
        }
        #expect(url == fixture.url("malformed/users"))
        #expect(line == 1)
        #expect(ImportError.SyntaxProblem(reason: reason) != nil)
    }

    @Test("JSON that is not a list of users")
    func notAList() async {
        #expect(await failure("notalist/users") == .notAList(url: fixture.url("notalist/users"), resource: .users, found: .object))
    }

    @Test("Records that break the rules are the file import's invalid records")
    func invalidRecords() async throws {
        do {
            _ = try await read("invalid/users")
            Issue.record("imported a person without an email")
        } catch ImportError.invalidRecords(let problems) {
            #expect(problems.map(\.field) == ["email"])
        }
    }

    @Test("A redirect to another host is refused; one to the same host is followed")
    func redirects() async throws {
        #expect(
            await failure("elsewhere/users")
                == .redirectedToAnotherHost(url: fixture.url("elsewhere/users"), target: "http://localhost:\(fixture.port)/users"))
        let document = try await read("moved/users")
        #expect(document.people.count == 10)
        #expect(document.tasks.count == 200)
    }

    @Test("A body past the limit stops the read early, announced or not")
    func oversized() async {
        #expect(
            await failure("oversized/users")
                == .tooLarge(url: fixture.url("oversized/users"), limit: RESTDirectorySource.defaultMaximumBytes))
        #expect(await failure("declared/users", maximumBytes: 1024) == .tooLarge(url: fixture.url("declared/users"), limit: 1024))
        #expect(await failure("users", maximumBytes: 1024) == .tooLarge(url: fixture.url("users"), limit: 1024))
    }

    @Test("Nothing listening: cannot connect")
    func cannotConnect() async throws {
        let port = fixture.port
        fixture.stop()
        let source = RESTDirectorySource(timeout: 5)
        do {
            _ = try await source.readDirectory(at: RemoteDirectoryAddress("http://127.0.0.1:\(port)/users")) { _ in }
            Issue.record("read from a stopped server")
        } catch RemoteImportError.cannotConnect(let host, _) {
            #expect(host == "127.0.0.1")
        }
    }

    @Test("Cancelling the task ends the read at once with CancellationError")
    func cancel() async throws {
        let source = RESTDirectorySource(timeout: 30)
        let address = try RemoteDirectoryAddress(fixture.url("slow/users"))
        let started = Date()
        let (requested, requestedContinuation) = AsyncStream<Void>.makeStream()
        let task = Task { try await source.readDirectory(at: address) { _ in requestedContinuation.yield() } }
        for await _ in requested { break }
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(Date().timeIntervalSince(started) < 5)
    }
}
