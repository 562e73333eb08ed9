import Foundation
import Testing

/// The built roster-tui in a real terminal: a tmux server of its own (`-L`), one session of a
/// given size, keys sent as a user types them, and the screen read back with `capture-pane`.
/// Everything the front writes (its database, session state) goes to a temporary home.
final class TerminalUnderTest {
    let home: URL
    private let socket: String
    private let width: Int
    private let height: Int

    /// The database the default `roster-tui` opens in this home (seeded with the sample team).
    var database: URL { home.appendingPathComponent("data/roster/roster.sqlite") }

    init(width: Int = 120, height: Int = 40) throws {
        self.width = width
        self.height = height
        home = FileManager.default.temporaryDirectory.appendingPathComponent("roster-tui-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        socket = "roster-tui-\(UUID().uuidString.prefix(8))"
    }

    deinit {
        _ = try? Self.run(Self.tmux, ["-L", socket, "kill-server"])
        try? FileManager.default.removeAllItems(at: home)
    }

    /// Starts roster-tui (with `arguments`) in a `width`×`height` terminal, in `language`.
    func start(arguments: [String] = [], language: String = "C.UTF-8", noColor: Bool = false) throws {
        let environment =
            [noColor ? "NO_COLOR=1" : "NO_COLOR="] + [
                "HOME=\(home.path)", "XDG_DATA_HOME=\(home.path)/data", "XDG_STATE_HOME=\(home.path)/state",
                "XDG_CONFIG_HOME=\(home.path)/config", "LANG=\(language)", "LC_ALL=\(language)", "LANGUAGE=",
                "TERM=tmux-256color",
            ]
        let command = (["env"] + environment + [Self.binary.path] + arguments).map(Self.quoted).joined(separator: " ")
        try tmux(["new-session", "-d", "-x", "\(width)", "-y", "\(height)", "-s", "tui", command])
        try tmux(["set-option", "-t", "tui", "remain-on-exit", "on"])
    }

    /// Sends tmux key names ("Down", "C-s", "Escape") or, with `literally`, text as typed.
    func send(_ keys: String..., literally: Bool = false) throws {
        try tmux(["send-keys", "-t", "tui"] + (literally ? ["-l"] : []) + keys)
    }

    /// Resizes the terminal, as a user drags its window.
    func resize(width: Int, height: Int) throws {
        try tmux(["resize-window", "-t", "tui", "-x", "\(width)", "-y", "\(height)"])
    }

    /// Types `text` as the user would.
    func type(_ text: String) throws {
        try send(text, literally: true)
    }

    /// The screen as it shows now.
    func screen() throws -> String {
        try tmux(["capture-pane", "-p", "-t", "tui"])
    }

    /// The screen with its colours and attributes, as escape sequences.
    func styledScreen() throws -> String {
        try tmux(["capture-pane", "-e", "-p", "-t", "tui"])
    }

    /// Waits until the screen shows `text` (`seconds` at most); returns the screen, or fails with it.
    @discardableResult
    func waitFor(_ text: String, seconds: Int = 10, sourceLocation: SourceLocation = #_sourceLocation) async throws -> String {
        try await waitUntil("the screen to show “\(text)”", seconds: seconds, sourceLocation: sourceLocation) { $0.contains(text) }
    }

    /// Waits until `condition` holds of a settled screen (`seconds` at most).
    @discardableResult
    func waitUntil(
        _ what: String, seconds: Int = 10, sourceLocation: SourceLocation = #_sourceLocation, _ condition: (String) -> Bool
    ) async throws -> String {
        var last = ""
        for _ in 0..<seconds * 10 {
            last = try screen()
            // A capture can land while roster-tui is still drawing: the screen counts only once it
            // has settled, so what a test reads next is the whole frame, not its first rows.
            if condition(last) {
                try await Task.sleep(for: .milliseconds(40))
                let settled = try screen()
                if settled == last { return last }
                continue
            }
            try await Task.sleep(for: .milliseconds(100))
        }
        Issue.record("timed out waiting for \(what); the screen shows:\n\(last)", sourceLocation: sourceLocation)
        throw TimedOut()
    }

    struct TimedOut: Error {}

    /// Whether roster-tui has ended (the pane's program is gone).
    func hasEnded() throws -> Bool {
        try tmux(["display-message", "-p", "-t", "tui", "#{pane_dead}"]).trimmingCharacters(in: .whitespacesAndNewlines) == "1"
    }

    /// Runs a query on the database with the sqlite3 program: another program reading or writing it.
    func sqlite(_ sql: String) throws -> String {
        try Self.run("/usr/bin/sqlite3", [database.path, sql]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Waits until `sql` gives `expected` (5 s at most): a write the front makes after the screen shows it.
    func waitForDatabase(
        _ sql: String, toGive expected: String, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        var last = ""
        for _ in 0..<50 {
            last = try sqlite(sql)
            if last == expected { return }
            try await Task.sleep(for: .milliseconds(100))
        }
        Issue.record("“\(sql)” gave “\(last)”, not “\(expected)”", sourceLocation: sourceLocation)
    }

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        try Self.run(Self.tmux, ["-L", socket, "-f", "/dev/null"] + arguments)
    }

    // MARK: Finding the programs

    static let tmux = "/usr/bin/tmux"

    /// The roster-tui this package built (`swift build` puts it beside the test bundle), or $ROSTER_TUI.
    static var binary: URL {
        if let path = ProcessInfo.processInfo.environment["ROSTER_TUI"] { return URL(fileURLWithPath: path) }
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("roster-tui")
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        return package.appendingPathComponent(".build/debug/roster-tui")
    }

    /// What must be there before a test can drive a terminal; nil when all is.
    static var missingPrerequisite: String? {
        if !FileManager.default.isExecutableFile(atPath: tmux) {
            return "tmux is not installed (\(tmux)); `make test-deps` installs it (apt: tmux)"
        }
        if !FileManager.default.isExecutableFile(atPath: "/usr/bin/sqlite3") {
            return "sqlite3 is not installed; `make test-deps` installs it (apt: sqlite3)"
        }
        if !FileManager.default.isExecutableFile(atPath: binary.path) {
            return "roster-tui is not built at \(binary.path); run `swift build --package-path Examples/RosterTerminal`"
        }
        return nil
    }

    /// Runs `executable` and returns what it printed (standard output and error); throws when it fails.
    /// posix_spawn and waitpid, not Foundation's Process: its wait never returns in a test's task
    /// once the tmux server (which the first tmux command forks) has inherited the descriptors.
    @discardableResult
    static func run(_ executable: String, _ arguments: [String]) throws -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("roster-tui-output-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, file.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        // The test's threads block most signals, and a child inherits the mask: the tmux server
        // would then never end on kill-server. The child starts with none blocked.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
        guard spawned == 0 else { throw CommandFailed(description: "\(executable): cannot start (\(spawned))") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        // WIFEXITED and WEXITSTATUS, which Swift does not import.
        guard status & 0x7f == 0, (status >> 8) & 0xff == 0 else {
            throw CommandFailed(description: "\(executable) \(arguments.joined(separator: " ")): \(text)")
        }
        return text
    }

    struct CommandFailed: Error, CustomStringConvertible {
        let description: String
    }

    private static func quoted(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

extension FileManager {
    fileprivate func removeAllItems(at url: URL) throws {
        try removeItem(at: url)
    }
}
