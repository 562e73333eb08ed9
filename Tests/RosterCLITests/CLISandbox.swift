import Foundation
import RosterTestSupport
import Testing

/// What one run of `roster-cli` printed and how it ended.
struct CLIResult: Sendable, CustomStringConvertible {
    var stdout: String
    var stderr: String
    /// The exit status, or the signal number when `crashed`.
    var exitCode: Int32
    /// Whether the process died of a signal (a trap, a crash) instead of exiting.
    var crashed: Bool

    var stdoutLines: [String] { Self.lines(stdout) }
    var stderrLines: [String] { Self.lines(stderr) }

    var description: String {
        "exit \(crashed ? "by signal " : "")\(exitCode)\n--- stdout ---\n\(stdout)--- stderr ---\n\(stderr)"
    }

    private static func lines(_ text: String) -> [String] {
        var lines = text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}

/// The `roster-cli` executable built next to the test bundle.
enum RosterCLIBinary {
    struct NotFound: Error, CustomStringConvertible {
        var searched: [String]
        var description: String {
            "roster-cli was not found next to the test bundle (looked in: \(searched.joined(separator: ", "))). "
                + "Build it first: swift build --build-tests"
        }
    }

    /// Where to look: the directory of the running test executable and, when that
    /// lies inside a `.xctest` bundle (macOS), the directory holding the bundle.
    static let candidates: [URL] = {
        var directories: [URL] = []
        func addAncestors(of file: URL) {
            var directory = file.deletingLastPathComponent()
            directories.append(directory)
            // …/debug/RosterPackageTests.xctest/Contents/MacOS/RosterPackageTests
            while directory.pathComponents.contains(where: { $0.hasSuffix(".xctest") }) {
                directory = directory.deletingLastPathComponent()
                directories.append(directory)
            }
        }
        addAncestors(of: URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath())
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            addAncestors(of: bundle.bundleURL)
        }
        var seen: Set<String> = []
        return directories.filter { seen.insert($0.standardizedFileURL.path).inserted }
    }()

    static let url: Result<URL, NotFound> = {
        for directory in candidates {
            let url = directory.appendingPathComponent("roster-cli")
            if FileManager.default.isExecutableFile(atPath: url.path) { return .success(url) }
        }
        return .failure(NotFound(searched: candidates.map(\.path)))
    }()
}

/// A private world for one test: its own `$HOME`, `$XDG_DATA_HOME` and working
/// directory under a fresh temporary directory, removed when the sandbox goes away.
///
/// Test suites hold one as a stored property, so each test gets its own.
final class CLISandbox: Sendable {
    let root: URL
    /// `$HOME` of the runs.
    let home: URL
    /// `$XDG_DATA_HOME` of the runs (unless a test overrides the environment).
    let dataHome: URL
    /// The working directory of the runs, where tests write their input files.
    let files: URL
    private let captures: URL

    init() throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("roster-cli-tests-\(UUID().uuidString)", isDirectory: true)
        home = root.appendingPathComponent("home", isDirectory: true)
        dataHome = root.appendingPathComponent("data", isDirectory: true)
        files = root.appendingPathComponent("files", isDirectory: true)
        captures = root.appendingPathComponent("captures", isDirectory: true)
        for directory in [home, dataHome, files, captures] {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        }
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    /// Where Roster's default database must end up: `$XDG_DATA_HOME/roster/roster.sqlite`.
    var defaultDatabasePath: String {
        dataHome.appendingPathComponent("roster/roster.sqlite").path
    }

    /// The path of `name` in the working directory.
    func path(_ name: String) -> String {
        files.appendingPathComponent(name).path
    }

    /// Writes `contents` (UTF-8) to `name` in the working directory and returns its path.
    @discardableResult
    func write(_ name: String, _ contents: String) throws -> String {
        try write(name, Data(contents.utf8))
    }

    @discardableResult
    func write(_ name: String, _ data: Data) throws -> String {
        let url = files.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
        return url.path
    }

    /// The environment of the runs: the test's own, with `HOME` and `XDG_DATA_HOME` in the sandbox,
    /// and the C.UTF-8 locale (English) whatever the developer's `LANG` says.
    var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = home.path
        environment["XDG_DATA_HOME"] = dataHome.path
        for name in environment.keys where name.hasPrefix("LC_") || name == "LANGUAGE" { environment[name] = nil }
        environment["LANG"] = "C.UTF-8"
        return environment
    }

    /// Runs `roster-cli arguments…` in the sandbox and waits for it to end.
    func run(_ arguments: String..., environment: [String: String]? = nil) async throws -> CLIResult {
        try await run(arguments, environment: environment)
    }

    /// - Parameter unprivileged: run as `nobody` when the tests run as root, so
    ///   that file permissions apply (root may write anything).
    func run(_ arguments: [String], environment: [String: String]? = nil, unprivileged: Bool = false) async throws -> CLIResult {
        var executable = try RosterCLIBinary.url.get()
        var arguments = arguments
        if unprivileged && getuid() == 0 {
            arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", executable.path] + arguments
            executable = URL(fileURLWithPath: "/usr/bin/setpriv")
        }
        // Output goes to files, not pipes: no pipe buffer to fill and deadlock on.
        let id = UUID().uuidString
        let stdoutURL = captures.appendingPathComponent("\(id).out")
        let stderrURL = captures.appendingPathComponent("\(id).err")
        _ = FileManager.default.createFile(atPath: stdoutURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: stderrURL.path, contents: nil)
        let stdoutHandle = try FileHandle(forWritingTo: stdoutURL)
        let stderrHandle = try FileHandle(forWritingTo: stderrURL)
        defer {
            try? stdoutHandle.close()
            try? stderrHandle.close()
        }

        let process = try ChildProcess(
            executable: executable.path, arguments: arguments, environment: environment ?? self.environment,
            currentDirectory: files.path, standardOutput: stdoutHandle.fileDescriptor, standardError: stderrHandle.fileDescriptor)
        let watchdog = Task {
            // A hung CLI fails its test instead of hanging the whole run.
            try await Task.sleep(for: .seconds(60))
            process.terminate(signal: SIGKILL)
        }
        defer { watchdog.cancel() }
        let end = await process.exit()

        return CLIResult(
            stdout: String(decoding: try Data(contentsOf: stdoutURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: stderrURL), as: UTF8.self),
            exitCode: end.code,
            crashed: end.signaled
        )
    }

    /// Runs `roster-cli people --json` (plus `arguments`), expects success and decodes the document.
    func peopleDocument(_ arguments: String..., sourceLocation: SourceLocation = #_sourceLocation) async throws -> PeopleDocument {
        let result = try await run(["people", "--json"] + arguments)
        try #require(result.exitCode == 0 && !result.crashed, "\(result)", sourceLocation: sourceLocation)
        return try JSONDecoder().decode(PeopleDocument.self, from: Data(result.stdout.utf8))
    }
}

/// `roster-cli people --json`, decoded independently of the renderer's own types.
struct PeopleDocument: Decodable, Equatable {
    struct Section: Decodable, Equatable {
        var title: String
        var people: [Person]
    }

    struct Person: Decodable, Equatable {
        var id: Int64
        var name: String
        var email: String
    }

    var count: String
    var search: String?
    var empty: String?
    var sections: [Section]

    var titles: [String] { sections.map(\.title) }

    /// Names listed in the section titled `title`, or nil when there is no such section.
    func names(in title: String) -> [String]? {
        sections.first { $0.title == title }?.people.map(\.name)
    }

    /// Everyone listed, in order.
    var everyone: [Person] { sections.flatMap(\.people) }
}

/// What a crash or an uncaught Swift error would leave on stderr.
let crashMarkers = ["Fatal error", "Stack dump", "Backtrace", "Current stack trace", "Segmentation fault"]
