import Foundation
import RosterTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What one run of `roster-cli` wrote to a pseudo-terminal.
struct TerminalResult: Sendable, CustomStringConvertible {
    /// Everything written to the terminal (stdout, and stderr too when it was the terminal).
    var terminal: String
    /// Standard error, when it went to a file instead.
    var stderr: String
    var exitCode: Int32

    var terminalLines: [String] {
        var lines = terminal.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    var description: String { "exit \(exitCode)\n--- terminal ---\n\(terminal)--- stderr ---\n\(stderr)" }
}

extension CLISandbox {
    /// Runs `roster-cli arguments…` with its stdout on a real pseudo-terminal
    /// (so that `isatty(1)` holds), and its stderr on the same terminal when
    /// `stderrToTerminal`, else captured apart. Output processing is off, so what
    /// the terminal received is byte for byte what the CLI wrote.
    func runInTerminal(_ arguments: [String], stderrToTerminal: Bool = false) async throws -> TerminalResult {
        let executable = try RosterCLIBinary.url.get()
        let pty = try #require(PseudoTerminalFunctions.load(), "the C library has no posix_openpt")
        let master = pty.openpt(O_RDWR | O_NOCTTY)
        try #require(master >= 0, "posix_openpt failed: errno \(errno)")
        #expect(pty.grantpt(master) == 0 && pty.unlockpt(master) == 0, "grantpt/unlockpt failed")
        let slaveName = String(cString: try #require(pty.ptsname(master)))
        let slave = open(slaveName, O_RDWR | O_NOCTTY)
        try #require(slave >= 0, "cannot open \(slaveName)")
        var settings = termios()
        tcgetattr(slave, &settings)
        settings.c_oflag &= ~tcflag_t(OPOST)  // no "\n" → "\r\n"
        tcsetattr(slave, TCSANOW, &settings)

        let reader = TerminalReader(master: master)
        let stderrURL = root.appendingPathComponent("terminal-\(UUID().uuidString).err")
        _ = FileManager.default.createFile(atPath: stderrURL.path, contents: nil)
        let stderrHandle = try FileHandle(forWritingTo: stderrURL)
        defer { try? stderrHandle.close() }

        let process = try ChildProcess(
            executable: executable.path, arguments: arguments, environment: environment, currentDirectory: files.path,
            standardOutput: slave, standardError: stderrToTerminal ? slave : stderrHandle.fileDescriptor)
        let end = await process.exit()
        // The child is gone: closing the last slave descriptor ends the reader.
        close(slave)
        let output = await reader.finish()
        close(master)
        return TerminalResult(
            terminal: String(decoding: output, as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: stderrURL), as: UTF8.self),
            exitCode: end.signaled ? 128 + end.code : end.code
        )
    }
}

/// The C library's pseudo-terminal functions, which Swift's Glibc module does not
/// import (they need _XOPEN_SOURCE): looked up by name.
private struct PseudoTerminalFunctions {
    var openpt: @convention(c) (Int32) -> Int32
    var grantpt: @convention(c) (Int32) -> Int32
    var unlockpt: @convention(c) (Int32) -> Int32
    var ptsname: @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?

    static func load() -> PseudoTerminalFunctions? {
        guard let library = dlopen(nil, RTLD_NOW),
            let openpt = dlsym(library, "posix_openpt"), let grantpt = dlsym(library, "grantpt"),
            let unlockpt = dlsym(library, "unlockpt"), let ptsname = dlsym(library, "ptsname")
        else { return nil }
        return PseudoTerminalFunctions(
            openpt: unsafeBitCast(openpt, to: (@convention(c) (Int32) -> Int32).self),
            grantpt: unsafeBitCast(grantpt, to: (@convention(c) (Int32) -> Int32).self),
            unlockpt: unsafeBitCast(unlockpt, to: (@convention(c) (Int32) -> Int32).self),
            ptsname: unsafeBitCast(ptsname, to: (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self)
        )
    }
}

/// Reads the master side of a pseudo-terminal on its own thread until the slave side is closed.
private final class TerminalReader: @unchecked Sendable {
    private let master: Int32
    private let lock = NSLock()
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(master: Int32) {
        self.master = master
        let thread = Thread { [self] in readUntilClosed() }
        thread.start()
    }

    private func readUntilClosed() {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(master, &buffer, buffer.count)
            if count > 0 {
                lock.withLock { data.append(contentsOf: buffer[0..<count]) }
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                break  // EIO: every slave descriptor is closed
            }
        }
        done.signal()
    }

    func finish() async -> Data {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                self.done.wait()
                continuation.resume()
            }
        }
        return lock.withLock { data }
    }
}
