import Foundation
import PostgresTestSupport
import RosterEngines
import RosterModel
import RosterPostgres
import RosterTestSupport
import Testing

/// A server that asks for a password (scram-sha-256) on a private cluster: the password the
/// URL, `PGPASSWORD` or a sign-in gives, a typed reason when nobody gives one, another when it is wrong.
@Suite("PostgreSQL with password authentication", .timeLimit(.minutes(3)))
struct PostgresPasswordTests {
    @Test("no password: passwordRequired; a wrong one: authenticationFailed; the URL's, PGPASSWORD's or a sign-in's opens")
    func passwords() async throws {
        let bret = PrivateCluster.PasswordLogin(user: "bret", password: "Tr0ub4dor&3 horse")
        let cluster = try PrivateCluster()
        do {
            _ = try await cluster.start()
            let port = try await cluster.requirePasswords(for: [bret])
            try await check(port: port, bret: bret)
            await cluster.remove()
        } catch {
            await cluster.remove()
            throw error
        }
    }

    private func check(port: Int, bret: PrivateCluster.PasswordLogin) async throws {
        let plain = "postgres://bret@127.0.0.1:\(port)/\(bret.database)"
        let shown = plain
        let environment = ["HOME": "/nonexistent-home"]
        let address = DirectoryAddress(plain)

        await expectRefusal(address, environment: environment, password: nil, StoreError.Reason.passwordRequired.rawValue, shown: shown)
        await expectRefusal(
            address, environment: environment, password: "wrong", StoreError.Reason.authenticationFailed.rawValue, shown: shown)

        // A sign-in's password, when the address gives none.
        #expect(address.passwordSignIn(environment: environment)?.user == "bret")
        #expect(address.passwordSignIn(environment: environment)?.directory == shown)
        let signedIn = try await address.open(environment: environment, password: bret.password)
        #expect(try await signedIn.fetchPeople().isEmpty)
        signedIn.close()

        // PGPASSWORD, and the URL's password, win over a sign-in's (which is then never asked for).
        let withVariable = environment.merging(["PGPASSWORD": bret.password]) { $1 }
        #expect(address.passwordSignIn(environment: withVariable) == nil)
        try await address.open(environment: withVariable, password: "wrong").close()
        let inURL = DirectoryAddress(
            "postgres://bret:\(bret.password.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!)@127.0.0.1:\(port)/\(bret.database)"
        )
        #expect(inURL.passwordSignIn(environment: environment) == nil)
        try await inURL.open(environment: environment, password: "wrong").close()

        // A SQLite file never asks.
        #expect(DirectoryAddress("roster.sqlite").passwordSignIn(environment: environment) == nil)
    }

    /// Opening fails with `cannotOpen` naming the address without a password, for exactly `reason`.
    private func expectRefusal(
        _ address: DirectoryAddress, environment: [String: String], password: String?, _ reason: String, shown: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        do {
            try await address.open(environment: environment, password: password).close()
            Issue.record("opened", sourceLocation: sourceLocation)
        } catch {
            #expect(error as? StoreError == .cannotOpen(path: shown, reason: reason), sourceLocation: sourceLocation)
        }
    }
}
