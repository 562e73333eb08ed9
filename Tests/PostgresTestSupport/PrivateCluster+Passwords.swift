import Foundation
import PostgresNIO
import RosterModel
import RosterPostgres

extension PrivateCluster {
    /// A login role with a password, and a database it owns.
    public struct PasswordLogin: Sendable {
        public let user: String
        public let password: String
        public let database: String
    }

    /// Makes `logins` (each a login role with its password and a database `roster_<user>` it
    /// owns) on this cluster, started plain (`start()`), then has the server ask a password of
    /// every TCP connection (pg_hba.conf: `host … scram-sha-256`; the unix socket keeps trust).
    /// Returns the port. `overSocket`: the unix socket (`socket/` in the cluster's folder) asks
    /// these logins for their password too.
    public func requirePasswords(for logins: [PasswordLogin], overSocket: Bool = false) async throws -> Int {
        let admin = try PostgresAddress(
            url: try String(contentsOfFile: folder + "/url", encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines),
            environment: [:])
        for login in logins {
            _ = try await TestPostgres.withConnection(to: admin) { connection in
                try await connection.query(
                    PostgresQuery(unsafeSQL: "CREATE ROLE \"\(login.user)\" LOGIN PASSWORD '\(login.password)'"),
                    logger: TestPostgres.logger)
                try await connection.query(
                    PostgresQuery(unsafeSQL: "CREATE DATABASE \(login.database) OWNER \"\(login.user)\""), logger: TestPostgres.logger)
            }
        }
        let socketRules = overSocket ? logins.map { "local all \"\($0.user)\" scram-sha-256\n" }.joined() : ""
        let rules = socketRules + "local all all trust\nhost all all 127.0.0.1/32 scram-sha-256\nhost all all ::1/128 scram-sha-256\n"
        try rules.write(toFile: folder + "/data/pg_hba.conf", atomically: false, encoding: .utf8)
        _ = try await TestPostgres.withConnection(to: admin) { connection in
            try await connection.query("SELECT pg_reload_conf()", logger: TestPostgres.logger)
        }
        return admin.port
    }
}

extension PrivateCluster.PasswordLogin {
    /// `user` with `password`, owning the database `roster_<user>`.
    public init(user: String, password: String) {
        self.init(user: user, password: password, database: "roster_" + user)
    }
}
