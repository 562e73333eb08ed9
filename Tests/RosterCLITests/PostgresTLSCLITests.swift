import Foundation
import PostgresTestSupport
import RosterModel
import RosterPostgres
import Testing

/// `roster-cli --database` with libpq's TLS parameters, the real binary against a private
/// cluster whose certificate a throwaway authority signed: one refusal line per TLS failure.
@Suite("roster-cli on PostgreSQL over TLS", .timeLimit(.minutes(3)))
struct PostgresTLSCLITests {
    let cli: CLISandbox

    init() throws {
        cli = try CLISandbox()
    }

    @Test(
        "sslrootcert relative to the working directory connects; a wrong host name, another authority and a plain connection are one line each"
    )
    func refusalLines() async throws {
        let team = try await TestAuthority(name: "team-ca", in: cli.files.path)
        // A second authority, unrelated to the server's: what a client trusting the wrong one has.
        _ = try await TestAuthority(name: "other-ca", in: cli.files.path)
        // The server's certificate names localhost only: reached as 127.0.0.1, it is for another host name.
        let server = try await team.issue("server", commonName: "localhost", alternativeNames: ["DNS:localhost"])
        let cluster = try PrivateCluster()
        do {
            let url = try await cluster.start(certificate: server.certificate, key: server.key, clientAuthority: team.certificate)
            try await check(PostgresAddress(url: url, environment: [:]))
            await cluster.remove()
        } catch {
            await cluster.remove()
            throw error
        }
    }

    private func check(_ plain: PostgresAddress) async throws {
        func url(_ host: String, _ query: String) -> String { "postgres://\(plain.user)@\(host):\(plain.port)/roster_test?\(query)" }
        func shown(_ host: String) -> String { "postgres://\(plain.user)@\(host):\(plain.port)/roster_test" }

        // team-ca.crt is in the working directory: a relative sslrootcert is read from there, as psql reads it.
        let verified = try await cli.run("--database", url("localhost", "sslmode=verify-full&sslrootcert=team-ca.crt"), "people")
        #expect(verified.exitCode == 0, "\(verified)")
        #expect(verified.stderr.isEmpty, "\(verified)")

        let wrongHost = try await cli.run("--database", url("127.0.0.1", "sslmode=verify-full&sslrootcert=team-ca.crt"), "people")
        #expect(wrongHost.exitCode != 0, "\(wrongHost)")
        #expect(
            wrongHost.stderr
                == "Error: Cannot open the database at \(shown("127.0.0.1")): the server's certificate does not match the host name 127.0.0.1.\n",
            "\(wrongHost)")

        let otherAuthority = try await cli.run("--database", url("localhost", "sslmode=verify-full&sslrootcert=other-ca.crt"), "people")
        #expect(otherAuthority.exitCode != 0, "\(otherAuthority)")
        #expect(
            otherAuthority.stderr
                == "Error: Cannot open the database at \(shown("localhost")): the server's certificate is not trusted: "
                + "it is not signed by the authority in \(cli.path("other-ca.crt")), or it has expired.\n",
            "\(otherAuthority)")

        // The same certificate under verify-ca: the authority only, so it connects; PGSSLROOTCERT gives the file.
        var environment = cli.environment
        environment["PGSSLROOTCERT"] = "team-ca.crt"
        let authorityOnly = try await cli.run(["--database", url("127.0.0.1", "sslmode=verify-ca"), "people"], environment: environment)
        #expect(authorityOnly.exitCode == 0, "\(authorityOnly)")

        let plainConnection = try await cli.run("--database", url("127.0.0.1", "sslmode=disable"), "people")
        #expect(plainConnection.exitCode != 0, "\(plainConnection)")
        #expect(
            plainConnection.stderr
                == "Error: Cannot open the database at \(shown("127.0.0.1")): the server accepts only TLS connections; "
                + "set sslmode to require, verify-ca or verify-full.\n",
            "\(plainConnection)")

        let missing = try await cli.run("--database", url("localhost", "sslmode=verify-full&sslrootcert=gone.crt"), "people")
        #expect(
            missing.stderr
                == "Error: Cannot open the database at \(shown("localhost")): the sslrootcert file \(cli.path("gone.crt")) does not exist.\n",
            "\(missing)")

        try GermanLocaleTests.requireGermanLocale()
        var german = cli.environment
        german["LANG"] = "de_DE.UTF-8"
        let germanHost = try await cli.run(
            ["--database", url("127.0.0.1", "sslmode=verify-full&sslrootcert=team-ca.crt"), "people"], environment: german)
        #expect(germanHost.stderrLines.count == 1, "\(germanHost)")
        #expect(germanHost.stderr.contains("das Zertifikat des Servers passt nicht zum Hostnamen 127.0.0.1"), "\(germanHost)")
    }
}
