import Foundation
import PostgresNIO
import RosterModel
import RosterPostgres
import Testing

/// The test cluster that `scripts/with-postgres.sh` starts (`make test` runs the tests inside
/// it), and a fresh database on it for each test, so that tests run in parallel.
public enum TestPostgres {
    /// Why a PostgreSQL test cannot run: it fails, never skips.
    public struct Missing: Error, CustomStringConvertible {
        public var description: String {
            "ROSTER_TEST_POSTGRES_URL is not set: run the tests inside a throwaway PostgreSQL cluster, "
                + "e.g. `scripts/with-postgres.sh swift test --skip-build --filter StoreContractTests` (make test does)"
        }
    }

    /// The cluster's `roster_test` database, as the script exported it.
    public static func url() throws -> String {
        guard let url = ProcessInfo.processInfo.environment["ROSTER_TEST_POSTGRES_URL"], !url.isEmpty else { throw Missing() }
        return url
    }

    public static var logger: Logger {
        var logger = Logger(label: "roster.tests.postgres")
        logger.logLevel = .critical
        return logger
    }

    /// Runs `body` on a connection to `address`.
    public static func withConnection<T>(to address: PostgresAddress, _ body: (PostgresConnection) async throws -> T) async throws -> T {
        let configuration = PostgresConnection.Configuration(
            host: address.host ?? "127.0.0.1", port: address.port, username: address.user,
            password: address.password, database: address.database, tls: .disable)
        let connection = try await PostgresConnection.connect(configuration: configuration, id: 0, logger: logger)
        do {
            let result = try await body(connection)
            try await connection.close()
            return result
        } catch {
            try? await connection.close()
            throw error
        }
    }

    /// Makes a new empty database `roster_t_<random>` on the server of `url` (the cluster's by
    /// default) and returns its address; `drop` removes it.
    public static func createDatabase(on url: String? = nil) async throws -> PostgresAddress {
        let admin = try PostgresAddress(url: url ?? self.url(), environment: [:])
        let name = "roster_t_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased().prefix(16)
        _ = try await withConnection(to: admin) { connection in
            try await connection.query(PostgresQuery(unsafeSQL: "CREATE DATABASE \(name)"), logger: logger)
        }
        return admin.with(database: String(name))
    }

    /// Drops a database `createDatabase` made (closing whatever is still connected to it).
    public static func drop(_ address: PostgresAddress) async {
        let admin = address.with(database: "postgres")
        _ = try? await withConnection(to: admin) { connection in
            try await connection.query(PostgresQuery(unsafeSQL: "DROP DATABASE IF EXISTS \(address.database) WITH (FORCE)"), logger: logger)
        }
    }

    /// The URL of `address` (which has no password here).
    public static func url(of address: PostgresAddress) -> String {
        "postgres://\(address.user)@\(address.host ?? "127.0.0.1"):\(address.port)/\(address.database)"
    }
}
