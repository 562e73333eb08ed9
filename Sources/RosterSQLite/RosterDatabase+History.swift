import Foundation
import GRDB
import RosterModel

extension RosterDatabase: HistoryReading {
    /// The changes to the person with `id` and their tasks, newest first (the `history` table,
    /// which triggers write for every writer). SQLite knows no users: a change is told as the
    /// operating-system user's who owns the file. Values are read as text whatever another
    /// program stored (the `sqlite3` shell can store bytes in any column): a history is shown,
    /// not checked.
    public func history(of id: PersonID, limit: Int) async throws -> [HistoryEntry] {
        let owner = Self.ownerName(of: path)
        let rows = try await read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT personId, taskId, coalesce(CAST(field AS TEXT), '') AS field, CAST(oldValue AS TEXT) AS oldValue,
                      CAST(newValue AS TEXT) AS newValue, coalesce(CAST(who AS TEXT), '') AS who,
                      coalesce(CAST(at AS TEXT), '') AS at
                    FROM history WHERE personId = ? ORDER BY id DESC LIMIT ?
                    """, arguments: [id.rawValue, max(limit, 0)]
            )
            .map { row -> HistoryEntry in
                let who: String = row["who"]
                let at: String = row["at"]
                return HistoryEntry(
                    personID: PersonID(row["personId"] as Int64), taskID: (row["taskId"] as Int64?).map { TaskID($0) },
                    field: row["field"], oldValue: row["oldValue"], newValue: row["newValue"], who: who,
                    when: Self.historyTime.date(from: at) ?? Date(timeIntervalSince1970: 0))
            }
        }
        return rows.map { entry in
            var entry = entry
            if entry.who.isEmpty { entry.who = owner }
            return entry
        }
    }

    /// How the triggers write the time: UTC, with milliseconds.
    nonisolated(unsafe) static let historyTime: ISO8601DateFormatter = {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter
    }()

    /// The name of the user who owns the file at `path`, else this process's user.
    static func ownerName(of path: String) -> String {
        var info = stat()
        guard stat(path, &info) == 0, let entry = getpwuid(info.st_uid), let name = entry.pointee.pw_name else {
            return DirectoryAccess.systemUserName
        }
        return String(cString: name)
    }
}
