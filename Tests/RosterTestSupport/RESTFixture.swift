import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// scripts/rest-fixture.py on a free loopback port: a JSONPlaceholder-compatible API
/// serving the sample team at `/users` and `/todos`, with failing, slow and malformed
/// variants under `/VARIANT/…` (see the script). Stopped by `stop()` or deinit; it also
/// stops by itself when this process ends (its standard input closes).
public final class RESTFixture: @unchecked Sendable {
    /// Why the fixture could not start. Tests fail with it; they never skip.
    public struct StartError: Error, CustomStringConvertible {
        public var description: String
    }

    /// The port it listens on, on 127.0.0.1.
    public let port: Int
    private let process: ChildProcess
    private var input: Int32
    private let lock = NSLock()

    /// The repository's scripts/rest-fixture.py.
    public static let script = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("scripts/rest-fixture.py").path

    /// Starts the fixture and waits (at most 20 s) for its port.
    /// - Throws: `StartError` when python3 is missing or the script does not start.
    public init() throws {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        guard
            let python = path.split(separator: ":").map({ "\($0)/python3" }).first(where: {
                FileManager.default.isExecutableFile(atPath: $0)
            })
        else {
            throw StartError(
                description: "python3 is missing: the REST import tests need it for their HTTP fixture (make test-deps installs it)")
        }
        var toChild: [Int32] = [0, 0]
        var fromChild: [Int32] = [0, 0]
        guard pipe(&toChild) == 0, pipe(&fromChild) == 0 else { throw StartError(description: "cannot make pipes for the REST fixture") }
        _ = fcntl(toChild[1], F_SETFD, FD_CLOEXEC)
        _ = fcntl(fromChild[0], F_SETFD, FD_CLOEXEC)
        let process: ChildProcess
        do {
            process = try ChildProcess(
                executable: python, arguments: ["-u", Self.script], standardInput: toChild[0], standardOutput: fromChild[1])
        } catch {
            close(toChild[1])
            close(toChild[0])
            close(fromChild[0])
            close(fromChild[1])
            throw StartError(description: "cannot start the REST fixture \(Self.script): \(error)")
        }
        close(toChild[0])
        close(fromChild[1])
        defer { close(fromChild[0]) }
        var line = ""
        var pollEntry = pollfd(fd: fromChild[0], events: Int16(POLLIN), revents: 0)
        var byte: UInt8 = 0
        let deadline = Date().addingTimeInterval(20)
        while !line.hasSuffix("\n") {
            let waitMS = Int32(max(0, deadline.timeIntervalSinceNow) * 1000)
            guard poll(&pollEntry, 1, waitMS) > 0, read(fromChild[0], &byte, 1) == 1 else { break }
            line.append(Character(UnicodeScalar(byte)))
        }
        guard let port = Int(line.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            close(toChild[1])
            process.terminate()
            _ = process.wait()
            throw StartError(description: "the REST fixture \(Self.script) did not print its port (got \(line.debugDescription))")
        }
        self.port = port
        self.process = process
        self.input = toChild[1]
    }

    /// `http://127.0.0.1:PORT/` followed by `path` (`users`, `slow/users`, …).
    public func url(_ path: String = "users") -> String { "http://127.0.0.1:\(port)/\(path)" }

    /// Stops the server and waits for it to end.
    public func stop() {
        lock.lock()
        let input = self.input
        self.input = -1
        lock.unlock()
        guard input >= 0 else { return }
        close(input)
        process.terminate()
        _ = process.wait()
    }

    deinit { stop() }
}
