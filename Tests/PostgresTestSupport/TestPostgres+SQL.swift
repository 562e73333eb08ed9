import PostgresNIO
import RosterPostgres

extension TestPostgres {
    /// Runs `sql` (statements the test writes itself, never user text) on a connection to `address`.
    public static func execute(_ sql: String, on address: PostgresAddress) async throws {
        _ = try await withConnection(to: address) { connection in
            try await connection.query(PostgresQuery(unsafeSQL: sql), logger: logger)
        }
    }
}
