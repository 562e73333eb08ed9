import GRDB
import RosterModel

extension TaskItem: FetchableRecord, PersistableRecord {
    public static let databaseTableName = "task"

    public init(row: Row) {
        self.init(
            id: row["id"], personID: row["personId"], title: row["title"], isDone: row["isDone"],
            dueDate: row["dueDate"], position: row["position"])
    }

    public func encode(to container: inout PersistenceContainer) {
        container["id"] = id
        container["personId"] = personID
        container["title"] = title
        container["isDone"] = isDone
        container["dueDate"] = dueDate
        container["position"] = position
    }
}
