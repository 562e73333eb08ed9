import Foundation
import RosterTestSupport

/// A PostgreSQL cluster of one test's own, made and driven by scripts/with-postgres.sh
/// (--start, --pause, --resume, --stop), so that stopping its server disturbs no other test.
public final class PrivateCluster: Sendable {
    /// The cluster's folder (data/, server.log, socket/, url).
    public let folder: String
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("scripts/with-postgres.sh").path

    public init() throws {
        // /tmp, not TMPDIR: as root the cluster belongs to `postgres`, which must reach the folder.
        folder = "/tmp/roster-private-pg-" + UUID().uuidString
    }

    private func run(_ argument: String, _ more: [String] = []) async throws {
        let process = try ChildProcess(executable: "/bin/bash", arguments: [Self.script, argument, folder] + more)
        let termination = await process.exit()
        guard termination == .init(code: 0, signaled: false) else {
            throw ScriptFailed(description: "scripts/with-postgres.sh \(argument) failed (\(termination)); see its messages above")
        }
    }

    public struct ScriptFailed: Error, CustomStringConvertible { public var description: String }

    /// Makes and starts the cluster; returns the URL of its `roster_test` database.
    public func start() async throws -> String {
        try await run("--start")
        return try String(contentsOfFile: folder + "/url", encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Makes and starts the cluster with TLS on (`--start DIR --tls`): the server shows
    /// `certificate` (its key `key`), checks clients' certificates against `clientAuthority`,
    /// and takes only TLS over TCP; its database `roster_clientcert` takes only clients with a
    /// certificate for their user name. Returns the URL of its `roster_test` database.
    public func start(certificate: String, key: String, clientAuthority: String) async throws -> String {
        try await run("--start", ["--tls", certificate, key, clientAuthority])
        return try String(contentsOfFile: folder + "/url", encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Stops its server (the data stays).
    public func pause() async throws { try await run("--pause") }

    /// Sends `signal` (STOP, CONT) to this cluster's server and its backends: its postmaster
    /// (the first line of data/postmaster.pid) and that process's children.
    public func signal(_ signal: String) async throws {
        let script = "pid=$(head -n 1 \"$1/data/postmaster.pid\") && kill -\(signal) $(pgrep -P \"$pid\") \"$pid\""
        let process = try ChildProcess(executable: "/bin/sh", arguments: ["-c", script, "sh", folder])
        let termination = await process.exit()
        guard termination == .init(code: 0, signaled: false) else {
            throw ScriptFailed(description: "kill -\(signal) failed (\(termination))")
        }
    }
    /// Starts its server again, on the same port.
    public func resume() async throws { try await run("--resume") }
    /// Stops its server and removes its folder.
    public func remove() async { try? await run("--stop") }
}
