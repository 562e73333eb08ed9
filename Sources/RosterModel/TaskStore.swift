/// Where a person's tasks live. `RosterDatabase` is the real one; tests inject others.
public protocol TaskStore: Sendable {
    func fetchTasks(personID: Int64) async throws -> [TaskItem]
    func addTask(personID: Int64, title: String, dueDate: String?) async throws -> TaskItem
    func updateTask(_ task: TaskItem) async throws
    func deleteTask(id: Int64) async throws
    func restoreTask(_ task: TaskItem) async throws
}
