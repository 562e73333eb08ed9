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
