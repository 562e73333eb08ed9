import Foundation
import RosterModel
import RosterSQLite
import XCTest

/// The `roster` executable itself, run as a user would (under the test's X display).
final class RosterAppTests: XCTestCase {
    private var dataHome: URL!

    override func setUpWithError() throws {
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else {
            throw MissingComponent("no display: run the GTK tests under xvfb-run (make test does)")
        }
        dataHome = FileManager.default.temporaryDirectory.appendingPathComponent("roster-app-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dataHome, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: dataHome)
    }

    private func launch(_ arguments: [String], binary name: String = "roster", stdout: Pipe = Pipe(), stderr: Pipe = Pipe()) throws
        -> Process
    {
        try launchWatched(arguments, binary: name, stdout: stdout, stderr: stderr).process
    }

    private func launchWatched(_ arguments: [String], binary name: String = "roster", stdout: Pipe = Pipe(), stderr: Pipe = Pipe()) throws
        -> ProcessWatch
    {
        let process = Process()
        process.executableURL = try binary(name)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_DATA_HOME"] = dataHome.path
        // The session state (selection, drafts) stays in the test's folder too, never the user's.
        environment["XDG_STATE_HOME"] = dataHome.appendingPathComponent("state").path
        process.environment = environment
        process.standardOutput = stdout
        process.standardError = stderr
        let watch = ProcessWatch(process)
        try process.run()
        return watch
    }

    /// The window as `roster` composes it (`RosterApplication.run`), run by the harness,
    /// which prints what the first frame shows.
    func testFirstLaunchCreatesTheDefaultDatabaseAndPaintsTheSampleSections() throws {
        let output = Pipe()
        let process = try launch(["--benchmark-first-frame"], binary: "roster-scenario", stdout: output)
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        // 10 people under "A to I" and "J to Q", "R to Z" with its placeholder.
        XCTAssertTrue(text.contains("rows 14\n"), "unexpected output: \(text)")
        XCTAssertTrue(FileManager.default.fileExists(atPath: dataHome.appendingPathComponent("roster/roster.sqlite").path))
    }

    func testAnIdleWindowUsesNoCPU() throws {
        let watch = try launchWatched([])
        let process = watch.process
        defer {
            process.terminate()
            process.waitUntilExit()
        }
        // Settled: start-up, loading and the first frames are over once half a second passes with
        // at most one tick of CPU (bounded: a busy app fails below anyway).
        var last = try cpuTicks(of: process.processIdentifier)
        var settled = false
        for _ in 0..<30 where !settled {
            XCTAssertTrue(watch.staysAlive(for: .milliseconds(500)), "roster exited early")
            let now = try cpuTicks(of: process.processIdentifier)
            settled = now - last <= 1
            last = now
        }
        XCTAssertTrue(process.isRunning, "roster exited early")
        let before = try cpuTicks(of: process.processIdentifier)
        XCTAssertTrue(watch.staysAlive(for: .seconds(3)), "roster exited during the measurement")
        let after = try cpuTicks(of: process.processIdentifier)
        // 100 ticks per second: 6 ticks in 3 s is 2% of a core. A spinning main-queue
        // bridge (unread eventfd) or a polling timer shows as hundreds.
        XCTAssertLessThanOrEqual(after - before, 6, "an idle roster used \(after - before) ticks of CPU in 3 s")
    }

    func testQuittingClosesTheDatabaseSoACopiedFileHoldsEveryChange() throws {
        let folder = dataHome.appendingPathComponent("roster")
        let database = folder.appendingPathComponent("roster.sqlite")
        let watch = try launchWatched([])
        let process = watch.process
        // First launch seeds the sample team; until the database is closed, it lives in the WAL.
        XCTAssertTrue(
            watch.waitUntil(timeout: .seconds(15)) { FileManager.default.fileExists(atPath: database.path + "-wal") },
            "the app did not open its database")
        process.terminate()  // SIGTERM quits like the last window closing: run() returns, then the database closes
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        let wal = (try? FileManager.default.attributesOfItem(atPath: database.path + "-wal")[.size] as? Int) ?? 0
        XCTAssertEqual(wal, 0, "the WAL was checkpointed into roster.sqlite")

        let copy = dataHome.appendingPathComponent("copy.sqlite")
        try FileManager.default.copyItem(at: database, to: copy)
        let copied = try RosterDatabase(path: copy.path)
        defer { copied.close() }
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var count: Int?
        Task.detached {
            count = try? await copied.fetchPeople().count
            done.signal()
        }
        XCTAssertEqual(done.wait(timeout: .now() + 10), .success)
        XCTAssertEqual(count, 10, "the copy of roster.sqlite alone holds the seeded team")
    }

    func testAnUnknownArgumentIsRefusedWithUsage() throws {
        let errors = Pipe()
        let process = try launch(["--frobnicate"], stderr: errors)
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 2)
        XCTAssertTrue(text.contains("unknown argument '--frobnicate'"), text)
        XCTAssertTrue(text.contains("Usage: roster [--database PATH]"), text)
    }

    /// utime + stime of a process, in clock ticks.
    private func cpuTicks(of pid: Int32) throws -> Int {
        let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
        // Fields after the parenthesised command name; utime and stime are fields 14 and 15.
        guard let close = stat.lastIndex(of: ")") else { throw MissingComponent("unreadable /proc/\(pid)/stat") }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 13, let utime = Int(fields[11]), let stime = Int(fields[12]) else {
            throw MissingComponent("unexpected /proc/\(pid)/stat format")
        }
        return utime + stime
    }
}
