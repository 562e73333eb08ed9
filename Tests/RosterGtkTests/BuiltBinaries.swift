import Foundation
import RosterTestSupport
import XCTest

/// What one finished run of a built executable printed, and how it ended.
struct BinaryRun {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// The package's executables, built next to the test bundle, and runs of them to their end.
extension XCTestCase {
    /// `name` (an executable of the package) built next to the test bundle.
    func binary(_ name: String = "roster") throws -> URL {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory.deleteLastPathComponent()
        }
        throw MissingComponent("\(name) not found next to \(CommandLine.arguments[0]); build it first (make test does)")
    }

    /// Runs `executable arguments…` to its end (through posix_spawn, see `ChildProcess`),
    /// its output captured in files so that no pipe can fill up.
    func run(_ executable: URL, _ arguments: [String], environment: [String: String]? = nil) throws -> BinaryRun {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("roster-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outURL = folder.appendingPathComponent("out")
        let errURL = folder.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        let end = try ChildProcess(
            executable: executable.path, arguments: arguments, environment: environment,
            standardOutput: out.fileDescriptor, standardError: err.fileDescriptor
        ).wait()
        try out.close()
        try err.close()
        return BinaryRun(
            status: end.signaled ? 128 + end.code : end.code,
            stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }
}
