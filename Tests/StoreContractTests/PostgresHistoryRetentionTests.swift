import Foundation
import PostgresNIO
import PostgresTestSupport
import RosterModel
import Testing

@testable import RosterPostgres

/// The server's history stays within its retention (`PostgresSchema.historyPerPerson` entries
/// a person, none older than `historyDays`), trimmed by each statement that writes, through
/// the history's indexes (v11).
@Suite("PostgreSQL history retention")
struct PostgresHistoryRetentionTests {
    @Test("a person keeps only their newest entries, each statement of a bulk write trims, and old entries go")
    func retention() async throws {
        let address = try await TestPostgres.createDatabase()
        defer { Task { await TestPostgres.drop(address) } }
        let directory = try await PostgresDirectory(address: address)
        defer { directory.close() }
        let ada = try await directory.addPerson(Person(id: 0, name: "Ada", email: "ada@example.org"))
        let grace = try await directory.addPerson(Person(id: 0, name: "Grace", email: "grace@example.org"))
        let kept = PostgresSchema.historyPerPerson
        // Each UPDATE is a statement of its own, as psql's would be; one of them renames both.
        try await TestPostgres.execute(
            """
            DO $$
            BEGIN
              FOR i IN 1..\(kept + 20) LOOP
                UPDATE person SET biography = 'take ' || i WHERE id = \(ada.id.rawValue);
              END LOOP;
              UPDATE person SET biography = 'both' WHERE id IN (\(ada.id.rawValue), \(grace.id.rawValue));
            END $$
            """, on: address)

        let adas = try await directory.history(of: ada.id, limit: 10_000)
        #expect(adas.count == kept)
        #expect(adas.first?.newValue == "both")
        // Created, 520 takes and "both": the newest 500 reach back to the 22nd take.
        #expect(adas.last?.newValue == "take 22")
        #expect(try await directory.history(of: grace.id, limit: 10).map(\.newValue) == ["both", "Grace"])

        // An entry past the retention (the test writes it as the owner) goes with the next write.
        try await TestPostgres.execute(
            """
            INSERT INTO roster_history (at, person_id, field, new_value)
              VALUES (now() - interval '\(PostgresSchema.historyDays + 1) days', \(grace.id.rawValue), 'phone', 'old')
            """, on: address)
        #expect(try await directory.history(of: grace.id, limit: 10).count == 3)
        try await TestPostgres.execute("UPDATE person SET phone = '555' WHERE id = \(ada.id.rawValue)", on: address)
        #expect(try await directory.history(of: grace.id, limit: 10).map(\.newValue) == ["both", "Grace"])
    }
}
