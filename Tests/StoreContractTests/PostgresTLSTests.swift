import Foundation
import PostgresTestSupport
import RosterModel
import RosterPostgres
import RosterTestSupport
import Testing

/// TLS as libpq does it: `sslrootcert`, `sslcert`, `sslkey` and their environment variables,
/// `verify-ca` apart from `verify-full`, and one clear reason for each failure, checked
/// against a server whose certificate a throwaway authority (made with `openssl`) signed.
@Suite("PostgreSQL over TLS", .timeLimit(.minutes(3)))
struct PostgresTLSTests {
    // MARK: The address

    @Test("sslrootcert, sslcert and sslkey: the URL's, else PGSSLROOTCERT, PGSSLCERT, PGSSLKEY; a relative path from the current directory")
    func filesFromURLAndEnvironment() throws {
        let here = FileManager.default.currentDirectoryPath
        let nowhere = ["HOME": "/nonexistent-home"]
        let relative = try PostgresAddress(url: "postgres://a@h/d?sslmode=verify-full&sslrootcert=team-ca.crt", environment: nowhere)
        #expect(relative.tls == .verifyFull)
        #expect(relative.rootCertificate == here + "/team-ca.crt")

        let environment = nowhere.merging(["PGSSLROOTCERT": "/env/ca.crt", "PGSSLCERT": "/env/me.crt", "PGSSLKEY": "/env/me.key"]) { $1 }
        let fromEnvironment = try PostgresAddress(url: "postgres://a@h/d?sslmode=verify-ca", environment: environment)
        #expect(fromEnvironment.tls == .verifyCA)
        #expect(fromEnvironment.rootCertificate == "/env/ca.crt")
        #expect(fromEnvironment.clientCertificate == "/env/me.crt")
        #expect(fromEnvironment.clientKey == "/env/me.key")

        let fromURL = try PostgresAddress(
            url: "postgres://a@h/d?sslmode=verify-full&sslrootcert=/url/ca.crt&sslcert=/url/me.crt&sslkey=me.key", environment: environment)
        #expect(fromURL.rootCertificate == "/url/ca.crt")
        #expect(fromURL.clientCertificate == "/url/me.crt")
        #expect(fromURL.clientKey == here + "/me.key")

        // libpq's `system`: the system's authorities, whatever the environment says.
        #expect(
            try PostgresAddress(url: "postgres://a@h/d?sslmode=verify-full&sslrootcert=system", environment: environment).rootCertificate
                == nil)
        // The files stay out of the address as messages show it.
        #expect(fromURL.displayName == "postgres://a@h:5432/d")
    }

    @Test("libpq's default files under ~/.postgresql count when they exist, and only then")
    func defaultFiles() throws {
        let home = try TemporaryDirectory(prefix: "roster-tls-home")
        let environment = ["HOME": home.url.path]
        let bare = try PostgresAddress(url: "postgres://a@h/d?sslmode=verify-full", environment: environment)
        #expect(bare.rootCertificate == nil)
        #expect(bare.clientCertificate == nil)
        #expect(bare.clientKey == nil)

        try FileManager.default.createDirectory(atPath: home.path(".postgresql"), withIntermediateDirectories: true)
        for file in ["root.crt", "postgresql.crt"] {
            #expect(FileManager.default.createFile(atPath: home.path(".postgresql/" + file), contents: Data()))
        }
        let found = try PostgresAddress(url: "postgres://a@h/d?sslmode=verify-full", environment: environment)
        #expect(found.rootCertificate == home.path(".postgresql/root.crt"))
        #expect(found.clientCertificate == home.path(".postgresql/postgresql.crt"))
        #expect(found.clientKey == home.path(".postgresql/postgresql.key"))
    }

    @Test("every sslmode libpq knows is read, verify-ca apart from verify-full; an unknown one is malformed")
    func modes() throws {
        let expected: [String: PostgresAddress.TLSMode] = [
            "disable": .disable, "allow": .disable, "prefer": .prefer, "require": .require, "verify-ca": .verifyCA,
            "verify-full": .verifyFull,
        ]
        for (name, mode) in expected {
            #expect(try PostgresAddress(url: "postgres://a@h/d?sslmode=\(name)", environment: [:]).tls == mode, "\(name)")
        }
        // No sslmode: libpq's default, prefer.
        #expect(try PostgresAddress(url: "postgres://a@h/d", environment: [:]).tls == .prefer)
        // A typo is named, in the URL or in PGSSLMODE.
        func refusal(_ url: String, _ environment: [String: String] = [:], _ reason: StoreError.DetailedReason) {
            #expect(throws: StoreError.cannotOpen(path: url, reason: reason.description)) {
                try PostgresAddress(url: url, environment: environment)
            }
        }
        refusal("postgres://a@h/d?sslmode=verify", [:], .unknownSSLMode("verify"))
        refusal("postgres://a@h/d", ["PGSSLMODE": "verifyfull"], .unknownSSLMode("verifyfull"))
        refusal("postgres://a@h/d?sslcrl=x", [:], .unknownParameter("sslcrl"))
        refusal("postgres://a@h/d?sslmod=require", [:], .unknownParameter("sslmod"))
    }

    // MARK: Against a server

    @Test(
        "a throwaway authority: verify-full and verify-ca, the wrong host name, another authority, a TLS-only server, client certificates"
    )
    func againstAServer() async throws {
        let files = try TemporaryDirectory(prefix: "roster-tls")
        let folder = files.url.path
        let team = try await TestAuthority(name: "team-ca", in: folder)
        let other = try await TestAuthority(name: "other-ca", in: folder)
        // The server's certificate names localhost only: reached as 127.0.0.1, it is a certificate for another host name.
        let server = try await team.issue("server", commonName: "localhost", alternativeNames: ["DNS:localhost"])
        let cluster = try PrivateCluster()
        do {
            let url = try await cluster.start(certificate: server.certificate, key: server.key, clientAuthority: team.certificate)
            let plain = try PostgresAddress(url: url, environment: [:])
            try await checkServer(plain: plain, team: team, other: other, folder: folder)
            await cluster.remove()
        } catch {
            await cluster.remove()
            throw error
        }
    }

    private func checkServer(plain: PostgresAddress, team: TestAuthority, other: TestAuthority, folder: String) async throws {
        let emptyHome = folder + "/home"
        try FileManager.default.createDirectory(atPath: emptyHome, withIntermediateDirectories: true)
        let environment = ["HOME": emptyHome]
        func url(host: String = "localhost", database: String = "roster_test", _ query: String) -> String {
            "postgres://\(plain.user)@\(host):\(plain.port)/\(database)?\(query)"
        }

        // verify-full with the team's authority: the directory opens and works.
        let verified = try await PostgresDirectory(
            url: url("sslmode=verify-full&sslrootcert=\(team.certificate)"), environment: environment)
        _ = try await verified.addPerson(Person(id: 0, name: "Ada Lovelace", email: "ada@example.org"))
        #expect(try await verified.fetchPeople().map(\.name) == ["Ada Lovelace"])
        verified.close()

        // The same certificate, reached by another host name: verify-full refuses it, verify-ca (the authority only) takes it.
        try await expectRefusal(
            url(host: "127.0.0.1", "sslmode=verify-full&sslrootcert=\(team.certificate)"), environment: environment,
            StoreError.DetailedReason.certificateHostMismatch(host: "127.0.0.1").description)
        try await PostgresDirectory(
            url: url(host: "127.0.0.1", "sslmode=verify-ca&sslrootcert=\(team.certificate)"), environment: environment
        )
        .close()

        // Another authority, or none but the system's: refused, naming which.
        try await expectRefusal(
            url("sslmode=verify-full&sslrootcert=\(other.certificate)"), environment: environment,
            StoreError.DetailedReason.certificateNotTrusted(rootFile: other.certificate).description)
        try await expectRefusal(
            url(host: "127.0.0.1", "sslmode=verify-ca&sslrootcert=\(other.certificate)"), environment: environment,
            StoreError.DetailedReason.certificateNotTrusted(rootFile: other.certificate).description)
        try await expectRefusal(
            url("sslmode=verify-full"), environment: environment, StoreError.Reason.certificateNotTrustedBySystem.rawValue)
        // require does not check the certificate, unless a root file is given (as libpq).
        try await PostgresDirectory(url: url(host: "127.0.0.1", "sslmode=require"), environment: environment).close()
        try await expectRefusal(
            url("sslmode=require&sslrootcert=\(other.certificate)"), environment: environment,
            StoreError.DetailedReason.certificateNotTrusted(rootFile: other.certificate).description)

        // PGSSLROOTCERT, and ~/.postgresql/root.crt; the URL wins over the environment.
        try await PostgresDirectory(url: url("sslmode=verify-full"), environment: ["HOME": emptyHome, "PGSSLROOTCERT": team.certificate])
            .close()
        try await PostgresDirectory(
            url: url("sslmode=verify-full&sslrootcert=\(team.certificate)"),
            environment: ["HOME": emptyHome, "PGSSLROOTCERT": other.certificate]
        ).close()
        let home = folder + "/home-with-root"
        try FileManager.default.createDirectory(atPath: home + "/.postgresql", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: team.certificate, toPath: home + "/.postgresql/root.crt")
        try await PostgresDirectory(url: url("sslmode=verify-full"), environment: ["HOME": home]).close()

        // The server takes only TLS over TCP: a plain connection is refused, and said so.
        try await expectRefusal(url("sslmode=disable"), environment: environment, StoreError.Reason.tlsRequired.rawValue)
        // Without sslmode, as with libpq's default (prefer), the same address connects over TLS.
        try await PostgresDirectory(url: "postgres://\(plain.user)@localhost:\(plain.port)/roster_test", environment: environment).close()

        try await checkClientCertificates(user: plain.user, url: url, team: team, other: other, environment: environment, folder: folder)
    }

    private func checkClientCertificates(
        user: String, url: (String, String, String) -> String, team: TestAuthority, other: TestAuthority,
        environment: [String: String], folder: String
    ) async throws {
        let mine = try await team.issue("client", commonName: user)
        let forged = try await other.issue("forged", commonName: user)
        let base = "sslmode=verify-full&sslrootcert=\(team.certificate)"

        // roster_clientcert takes only a certificate of the team's authority for the user (clientcert=verify-full).
        let directory = try await PostgresDirectory(
            url: url("localhost", "roster_clientcert", base + "&sslcert=\(mine.certificate)&sslkey=\(mine.key)"), environment: environment)
        #expect(try await directory.fetchPeople().isEmpty)
        directory.close()
        try await PostgresDirectory(
            url: url("localhost", "roster_clientcert", base),
            environment: environment.merging(["PGSSLCERT": mine.certificate, "PGSSLKEY": mine.key]) { $1 }
        ).close()
        // No certificate: the server's own words, which say so (not "refused the user name or password").
        await #expect {
            try await PostgresDirectory(url: url("localhost", "roster_clientcert", base), environment: environment).close()
        } throws: { error in
            guard case .cannotOpen(_, let reason) = error as? StoreError else { return false }
            return reason.contains("certificate") && reason != StoreError.Reason.authenticationFailed.rawValue
        }
        // A certificate of another authority: refused in the handshake, and said so.
        try await expectRefusal(
            url("localhost", "roster_clientcert", base + "&sslcert=\(forged.certificate)&sslkey=\(forged.key)"), environment: environment,
            StoreError.Reason.clientCertificateRefused.rawValue)
        // A key others may read is refused, as libpq does; a key of another certificate is named.
        let exposed = folder + "/exposed.key"
        try FileManager.default.copyItem(atPath: mine.key, toPath: exposed)
        #expect(chmod(exposed, 0o644) == 0)
        try await expectRefusal(
            url("localhost", "roster_clientcert", base + "&sslcert=\(mine.certificate)&sslkey=\(exposed)"), environment: environment,
            StoreError.DetailedReason.tlsKeyExposed(path: exposed).description)
        // Only the group's and others' bits count, as in libpq: the owner's own are the owner's business.
        #expect(chmod(exposed, 0o700) == 0)
        try await PostgresDirectory(
            url: url("localhost", "roster_clientcert", base + "&sslcert=\(mine.certificate)&sslkey=\(exposed)"), environment: environment
        ).close()
        try await expectRefusal(
            url("localhost", "roster_clientcert", base + "&sslcert=\(mine.certificate)&sslkey=\(forged.key)"), environment: environment,
            StoreError.DetailedReason.tlsKeyMismatch(path: forged.key).description)

        // A file that is missing or no PEM is named, with its parameter.
        let missing = folder + "/no-such.crt"
        try await expectRefusal(
            url("localhost", "roster_test", "sslmode=verify-full&sslrootcert=\(missing)"), environment: environment,
            StoreError.DetailedReason.tlsFileMissing(parameter: "sslrootcert", path: missing).description)
        let notPEM = folder + "/not-pem.crt"
        try "not a certificate\n".write(toFile: notPEM, atomically: true, encoding: .utf8)
        try await expectRefusal(
            url("localhost", "roster_test", base + "&sslcert=\(notPEM)&sslkey=\(mine.key)"), environment: environment,
            StoreError.DetailedReason.tlsFileUnreadable(parameter: "sslcert", path: notPEM).description)
        try await expectRefusal(
            url("localhost", "roster_test", base + "&sslcert=\(mine.certificate)&sslkey=\(missing)"), environment: environment,
            StoreError.DetailedReason.tlsFileMissing(parameter: "sslkey", path: missing).description)
        try await expectRefusal(
            url("localhost", "roster_test", base + "&sslcert=\(mine.certificate)&sslkey=\(notPEM)"), environment: environment,
            StoreError.DetailedReason.tlsFileUnreadable(parameter: "sslkey", path: notPEM).description)
    }

    /// Opening `url` fails with `cannotOpen` and exactly `reason`.
    private func expectRefusal(
        _ url: String, environment: [String: String], _ reason: String, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        do {
            try await PostgresDirectory(url: url, environment: environment).close()
            Issue.record("\(url) opened", sourceLocation: sourceLocation)
        } catch let error as StoreError {
            guard case .cannotOpen(_, let actual) = error else {
                Issue.record("\(url): \(error)", sourceLocation: sourceLocation)
                return
            }
            #expect(actual == reason, "\(url)", sourceLocation: sourceLocation)
        }
    }
}
