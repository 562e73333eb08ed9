import GRDB
import RosterModel

extension TaskItem: FetchableRecord, PersistableRecord {
    public static let databaseTableName = "task"

    /// A task row. The due date column holds `YYYY-MM-DD` text; text that is no calendar day
    /// (written with the checks off) throws `StoreError.unreadableDueDate`.
    public init(row: Row) throws {
        let id: TaskID = row["id"]
        self.init(
            id: id, personID: row["personId"], title: row["title"], isDone: row["isDone"],
            dueDate: try TaskItem.storedDueDate(row["dueDate"], of: id), position: row["position"])
    }

    public func encode(to container: inout PersistenceContainer) {
        container["id"] = id
        container["personId"] = personID
        container["title"] = title
        container["isDone"] = isDone
        container["dueDate"] = dueDate?.iso
        container["position"] = position
    }
}
