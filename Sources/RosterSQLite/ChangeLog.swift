import GRDB
import RosterModel

/// Reads the change log (`changeLog`, schema v3) that triggers fill on every
/// write to people and tasks, whoever writes.
enum ChangeLog {
    /// The last sequence number the log handed out (0 when it never recorded anything).
    static func currentSequence(_ db: Database) throws -> Int64 {
        try Int64.fetchOne(db, sql: "SELECT seq FROM sqlite_sequence WHERE name = 'changeLog'") ?? 0
    }

    /// What was written after sequence number `last`, and the sequence number the
    /// answer reaches. `.unknown` when that cannot be told: no `last` (nothing was
    /// seen yet), the log lost rows since (trimmed), or the sequence went back (the
    /// file was replaced by an older copy).
    static func changes(_ db: Database, after last: Int64?) throws -> (change: StoreChange, sequence: Int64) {
        let current = try currentSequence(db)
        guard let last, current >= last else { return (.unknown, current) }
        if current == last { return (StoreChange(), current) }
        // The sequence has no gaps (AUTOINCREMENT, and a rollback takes its numbers
        // back), so the rows are complete when the oldest kept one follows `last`.
        guard let oldest = try Int64.fetchOne(db, sql: "SELECT MIN(seq) FROM changeLog"), oldest <= last + 1 else {
            return (.unknown, current)
        }
        var change = StoreChange()
        let rows = try Row.fetchCursor(
            db, sql: "SELECT personId, operation FROM changeLog WHERE seq > ? AND seq <= ? ORDER BY seq",
            arguments: [last, current])
        while let row = try rows.next() {
            let id: PersonID = row[0]
            switch RosterSchema.ChangeOperation(rawValue: row[1]) {
            case .personInserted: change.personInserted(id)
            case .personUpdated: change.personUpdated(id)
            case .personDeleted: change.personDeleted(id)
            case .tasksChanged: change.tasksChanged(ofPerson: id)
            case nil: return (.unknown, current)
            }
        }
        return (change, current)
    }
}
