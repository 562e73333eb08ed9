import Foundation
import PostgresTestSupport
import RosterTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `roster-cli --database` on a server that asks for a password (a private cluster with
/// scram-sha-256): without a terminal, one line says so; on a terminal it asks, without echo.
@Suite("roster-cli and a server that asks for a password", .timeLimit(.minutes(3)))
struct PostgresPasswordCLITests {
    let cli: CLISandbox

    init() throws {
        cli = try CLISandbox()
    }

    @Test("no password and no terminal: one line; PGPASSWORD opens; a terminal is asked, without echo")
    func passwordPrompt() async throws {
        let bret = PrivateCluster.PasswordLogin(user: "bret", password: "Tr0ub4dor&3 horse")
        let cluster = try PrivateCluster()
        do {
            _ = try await cluster.start()
            let port = try await cluster.requirePasswords(for: [bret])
            try await check(url: "postgres://bret@127.0.0.1:\(port)/\(bret.database)", password: bret.password)
            await cluster.remove()
        } catch {
            await cluster.remove()
            throw error
        }
    }

    private func check(url: String, password: String) async throws {
        var environment = cli.environment
        environment["PGPASSWORD"] = nil
        let refused = try await cli.run(["--database", url, "people"], environment: environment)
        #expect(refused.exitCode != 0, "\(refused)")
        #expect(
            refused.stderr
                == "Error: Cannot open the database at \(url): the database server asks for a password, "
                + "which neither the URL nor PGPASSWORD gives.\n", "\(refused)")

        let wrong = try await cli.run(["--database", url, "people"], environment: environment.merging(["PGPASSWORD": "wrong"]) { $1 })
        #expect(
            wrong.stderr == "Error: Cannot open the database at \(url): the database server refused the user name or password.\n",
            "\(wrong)")

        let variable = try await cli.run(["--database", url, "people"], environment: environment.merging(["PGPASSWORD": password]) { $1 })
        #expect(variable.exitCode == 0, "\(variable)")

        // On a terminal: asked once, the answer not echoed, and the command runs.
        let asked = try await runAskingPassword(["--database", url, "people"], environment: environment, answer: password)
        #expect(asked.exitCode == 0, "\(asked)")
        #expect(asked.terminal.contains("Password for bret: "), "\(asked)")
        #expect(!asked.terminal.contains(password), "\(asked)")
        #expect(!asked.stderr.contains(password), "\(asked)")

        try GermanLocaleTests.requireGermanLocale()
        var german = environment
        german["LANG"] = "de_DE.UTF-8"
        let germanLine = try await cli.run(["--database", url, "people"], environment: german)
        #expect(germanLine.stderrLines.count == 1, "\(germanLine)")
        #expect(germanLine.stderr.contains("verlangt ein Passwort"), "\(germanLine)")
    }

    /// Runs roster-cli with its stdin and stdout on a pseudo-terminal; once it has written
    /// "Password for", types `answer` and Enter. Returns what the terminal showed.
    private func runAskingPassword(_ arguments: [String], environment: [String: String], answer: String) async throws -> TerminalResult {
        let pty = try #require(PasswordTerminal.open(), "cannot open a pseudo-terminal")
        defer { close(pty.master) }
        let stderrURL = cli.root.appendingPathComponent("password-\(UUID().uuidString).err")
        _ = FileManager.default.createFile(atPath: stderrURL.path, contents: nil)
        let stderrHandle = try FileHandle(forWritingTo: stderrURL)
        defer { try? stderrHandle.close() }
        let process = try ChildProcess(
            executable: try RosterCLIBinary.url.get().path, arguments: arguments, environment: environment,
            currentDirectory: cli.files.path, standardInput: pty.slave, standardOutput: pty.slave, standardError: pty.slave)
        close(pty.slave)
        let master = pty.master
        let shown = await Task.detached { () -> Data in
            var shown = Data()
            var typed = false
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(master, &buffer, buffer.count)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { break }  // EIO: the child closed the terminal
                shown.append(contentsOf: buffer[0..<count])
                if !typed, String(decoding: shown, as: UTF8.self).contains("Password for") {
                    typed = true
                    let line = Array((answer + "\n").utf8)
                    _ = line.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
                }
            }
            return shown
        }.value
        let end = await process.exit()
        return TerminalResult(
            terminal: String(decoding: shown, as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: stderrURL), as: UTF8.self),
            exitCode: end.signaled ? 128 + end.code : end.code)
    }
}

/// A pseudo-terminal pair (the C library's functions looked up by name: Swift's Glibc module
/// does not import them).
private enum PasswordTerminal {
    static func open() -> (master: Int32, slave: Int32)? {
        guard let library = dlopen(nil, RTLD_NOW), let openpt = dlsym(library, "posix_openpt"),
            let grantpt = dlsym(library, "grantpt"), let unlockpt = dlsym(library, "unlockpt"), let ptsname = dlsym(library, "ptsname")
        else { return nil }
        typealias IntFunction = @convention(c) (Int32) -> Int32
        let master = unsafeBitCast(openpt, to: IntFunction.self)(O_RDWR | O_NOCTTY)
        guard master >= 0, unsafeBitCast(grantpt, to: IntFunction.self)(master) == 0,
            unsafeBitCast(unlockpt, to: IntFunction.self)(master) == 0,
            let name = unsafeBitCast(ptsname, to: (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self)(master)
        else { return nil }
        let slave = Glibc.open(name, O_RDWR | O_NOCTTY)
        guard slave >= 0 else { return nil }
        return (master, slave)
    }
}
