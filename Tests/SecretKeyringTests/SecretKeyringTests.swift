import Foundation
import SecretKeyring
import Testing

/// The keyring against a real Secret Service: gnome-keyring-daemon on a private session bus,
/// unlocked with a known password (scripts/with-keyring.sh; make test runs the tests inside it).
/// Without it the tests fail saying so; they never skip, and never touch the user's own keyring.
@Suite("SecretKeyring on GNOME Keyring", .serialized)
struct SecretKeyringTests {
    let keyring = SecretKeyring(schema: "io.github.rosterteam.Roster.Tests.Password", attributeNames: ["directory", "user"])

    init() throws {
        guard let folder = ProcessInfo.processInfo.environment["ROSTER_TEST_KEYRING"], !folder.isEmpty else {
            throw Missing()
        }
    }

    struct Missing: Error, CustomStringConvertible {
        var description: String {
            "ROSTER_TEST_KEYRING is not set: run the tests on a private session bus with GNOME Keyring, "
                + "e.g. `scripts/with-keyring.sh swift test --skip-build --filter SecretKeyringTests` (make test does)"
        }
    }

    /// A directory name of this test's own, so tests share the keyring without meeting.
    private func directory(_ name: String = #function) -> String { "postgres://bret@db.example:5432/\(name)-\(UUID().uuidString)" }

    @Test("a password is kept, found by its attributes only, replaced, and removed")
    func keepFindReplaceRemove() async throws {
        #expect(await keyring.isAvailable())
        let bret = ["directory": directory(), "user": "bret"]
        #expect(try await keyring.password(for: bret) == nil)

        try await keyring.store("first sécret", label: "Roster: test", for: bret)
        #expect(try await keyring.password(for: bret) == "first sécret")
        // Another user of the same directory has none.
        #expect(try await keyring.password(for: ["directory": bret["directory"]!, "user": "antonette"]) == nil)

        try await keyring.store("second", label: "Roster: test", for: bret)
        #expect(try await keyring.password(for: bret) == "second")

        #expect(try await keyring.remove(for: bret))
        #expect(try await keyring.password(for: bret) == nil)
        #expect(try await keyring.remove(for: bret) == false)
    }

    @Test("what is kept is in the Secret Service itself: secret-tool, another client, reads it")
    func anotherClientReadsIt() async throws {
        let attributes = ["directory": directory(), "user": "samantha"]
        try await keyring.store("seen by secret-tool", label: "Roster: test", for: attributes)
        let found = try await Self.secretTool(["lookup", "directory", attributes["directory"]!, "user", "samantha"])
        #expect(found == "seen by secret-tool")
        try await keyring.remove(for: attributes)
    }

    @Test("the probe asks the keyring for no secret: no session, no search, no unlock (no unlock prompt)")
    func probeTouchesNoSecret() async throws {
        // Something kept, so that a search would find an item to unlock.
        let attributes = ["directory": directory(), "user": "bret"]
        try await keyring.store("kept", label: "Roster: test", for: attributes)
        defer { Task { try? await keyring.remove(for: attributes) } }
        let monitor = Process()
        monitor.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-monitor")
        monitor.arguments =
            ["--session"] + ["Service", "Collection", "Item"].map { "type='method_call',interface='org.freedesktop.Secret.\($0)'" }
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("roster-monitor-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        monitor.standardOutput = try FileHandle(forWritingTo: log)
        // Not the test runner's stderr: a monitor left running would hold `swift test`'s pipe open.
        monitor.standardError = FileHandle.nullDevice
        try monitor.run()
        defer {
            // SIGKILL: the monitor inherits the runner's blocked signals, and SIGTERM would wait
            // for ever (it did, holding `make test` until killed by hand).
            kill(monitor.processIdentifier, SIGKILL)
            monitor.waitUntilExit()
        }
        try await Task.sleep(for: .milliseconds(500))  // the monitor is on the bus
        #expect(await keyring.isAvailable())
        try await Task.sleep(for: .milliseconds(500))  // every call the probe made has reached the monitor
        let seen = try String(contentsOf: log, encoding: .utf8)
        for member in ["OpenSession", "SearchItems", "Unlock", "GetSecrets", "ReadAlias"] {
            #expect(!seen.contains("member=\(member)"), "the probe called \(member)")
        }
        // A lookup, by contrast, is seen searching: the monitor watches the right calls.
        #expect(try await keyring.password(for: attributes) == "kept")
        try await Task.sleep(for: .milliseconds(500))
        #expect(try String(contentsOf: log, encoding: .utf8).contains("member=SearchItems"))
    }

    /// Runs `secret-tool` (Debian's libsecret-tools) and returns its output.
    static func secretTool(_ arguments: [String]) async throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/secret-tool")
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/secret-tool") else {
            throw ToolMissing()
        }
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    struct ToolMissing: Error, CustomStringConvertible {
        var description: String { "secret-tool is missing: install Debian's libsecret-tools package (make test-deps)" }
    }
}
