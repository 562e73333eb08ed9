import Foundation
import PostgresNIO
import RosterModel

extension PostgresDirectory: HistoryReading {
    /// The changes to the person with `id` and their tasks, newest first (`roster_history`,
    /// which a trigger writes for every client's changes).
    public func history(of id: PersonID, limit: Int) async throws -> [HistoryEntry] {
        try await read { connection in
            let rows = try await connection.query(
                """
                SELECT person_id, task_id, field, old_value, new_value, who, at FROM roster_history
                WHERE person_id = \(id.rawValue) ORDER BY id DESC LIMIT \(Int64(max(limit, 0)))
                """, logger: logger)
            var entries: [HistoryEntry] = []
            for try await row in rows.decode((Int64, Int64?, String, String?, String?, String, Date).self) {
                entries.append(
                    HistoryEntry(
                        personID: PersonID(row.0), taskID: row.1.map { TaskID($0) }, field: row.2, oldValue: row.3, newValue: row.4,
                        who: row.5, when: row.6))
            }
            return entries
        }
    }
}
