import Foundation
import PostgresTestSupport
import RosterEngines
import RosterModel
import RosterPostgres
import SecretKeyring
import Testing

@testable import RosterLaunch

/// The window's sign-in, end to end: a private PostgreSQL cluster that asks for passwords, and
/// GNOME Keyring on a private session bus (scripts/with-postgres.sh and scripts/with-keyring.sh;
/// make test runs the tests inside both). Fails, never skips, without them.
@Suite("KeyringSignIn: a server that asks for a password, the keyring, the dialog's password", .timeLimit(.minutes(3)))
struct KeyringSignInTests {
    @Test("asked: the keyring's password opens; none kept, the dialog's does and is kept; a refused one asks again")
    func signIn() async throws {
        guard let folder = ProcessInfo.processInfo.environment["ROSTER_TEST_KEYRING"], !folder.isEmpty else {
            Issue.record("ROSTER_TEST_KEYRING is not set: run the tests inside scripts/with-keyring.sh (make test does)")
            return
        }
        let bret = PrivateCluster.PasswordLogin(user: "bret", password: "Tr0ub4dor&3 horse")
        let cluster = try PrivateCluster()
        do {
            _ = try await cluster.start()
            let port = try await cluster.requirePasswords(for: [bret], overSocket: true)
            try await check(url: "postgres://bret@127.0.0.1:\(port)/\(bret.database)", bret: bret)
            let socket = "postgres://bret@:\(port)/\(bret.database)?host=\(cluster.folder)/socket"
            try await checkKept(tcp: "postgres://bret@127.0.0.1:\(port)/\(bret.database)", socket: socket, bret: bret)
            await cluster.remove()
        } catch {
            await cluster.remove()
            throw error
        }
    }

    private func check(url: String, bret: PrivateCluster.PasswordLogin) async throws {
        let environment = ["HOME": "/nonexistent-home"]
        let address = DirectoryAddress(url)
        let attributes = ["directory": url, "user": "bret"]
        #expect(KeyringSignIn(address: DirectoryAddress("postgres://bret:x@127.0.0.1/d"), environment: environment) == nil)

        // Nothing kept: the store fails as the server asking, which opens the dialog.
        let first = try #require(KeyringSignIn(address: address, environment: environment))
        #expect(first.user == "bret")
        #expect(first.directoryName == url)
        #expect(await first.isKeyringAvailable())
        let store = first.makeStore()
        await #expect(throws: StoreError.cannotOpen(path: url, reason: StoreError.Reason.passwordRequired.rawValue)) {
            _ = try await store.fetchPeople()
        }
        // The dialog's wrong password is refused, the right one opens; Remember keeps it.
        await #expect(throws: StoreError.cannotOpen(path: url, reason: StoreError.Reason.authenticationFailed.rawValue)) {
            try await first.signIn(password: "wrong")
        }
        try await first.signIn(password: bret.password)
        #expect(try await store.fetchPeople().isEmpty)
        try await first.keep(password: bret.password)
        #expect(try await KeyringSignIn.keyring.password(for: attributes) == bret.password)
        store.close()

        // The next launch over TCP without TLS, where the password could be read on the way:
        // the kept password is not offered, the user is asked.
        let second = try #require(KeyringSignIn(address: address, environment: environment))
        let reopened = second.makeStore()
        await #expect(throws: StoreError.cannotOpen(path: url, reason: StoreError.Reason.passwordRequired.rawValue)) {
            _ = try await reopened.fetchPeople()
        }
        reopened.close()

        // A kept password the server refuses (changed since): asked again, as if none were kept.
        try await KeyringSignIn.keyring.store("outdated", label: "Roster: test", for: attributes)
        let third = try #require(KeyringSignIn(address: address, environment: environment))
        let refused = third.makeStore()
        await #expect(throws: StoreError.cannotOpen(path: url, reason: StoreError.Reason.passwordRequired.rawValue)) {
            _ = try await refused.fetchPeople()
        }
        // Signing in without Remember removes the outdated one.
        try await third.signIn(password: bret.password)
        try await third.keep(password: nil)
        #expect(try await KeyringSignIn.keyring.password(for: attributes) == nil)
        refused.close()
    }

    /// Over the unix socket the kept password is offered; one refused since (the password was
    /// changed) is dropped, and the dialog asks again, also for a connection reopened with it.
    private func checkKept(tcp: String, socket: String, bret: PrivateCluster.PasswordLogin) async throws {
        let environment = ["HOME": "/nonexistent-home"]
        let address = DirectoryAddress(socket)
        let signIn = try #require(KeyringSignIn(address: address, environment: environment))
        let attributes = ["directory": signIn.directoryName, "user": "bret"]
        try await KeyringSignIn.keyring.store(bret.password, label: "Roster: test", for: attributes)
        let store = signIn.makeStore()
        #expect(try await store.fetchPeople().isEmpty, "the kept password opens, asking nothing")

        // The password changes (psql's \\password); the store reopens with the one held: refused,
        // so the server's request stands, and the dialog's new password opens.
        let changed = "n3w " + bret.password
        try await TestPostgres.execute(
            "ALTER ROLE bret PASSWORD '\(changed)'",
            on: PostgresAddress(
                url: tcp.replacingOccurrences(
                    of: "bret@", with: "bret:\(bret.password.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!)@"),
                environment: [:]))
        try await KeyringSignIn.keyring.remove(for: attributes)
        store.close()
        // Asked again, saying that the password it took before is refused.
        await #expect(throws: StoreError.cannotOpen(path: signIn.directoryName, reason: StoreError.Reason.passwordNoLongerTaken.rawValue)) {
            _ = try await store.fetchPeople()
        }
        await #expect(throws: StoreError.self) { try await signIn.signIn(password: bret.password) }
        try await signIn.signIn(password: changed)
        #expect(try await store.fetchPeople().isEmpty)
        store.close()
        // Asked again (not the held password retried forever): the new one is held now.
        #expect(try await store.fetchPeople().isEmpty)
        store.close()
    }
}
