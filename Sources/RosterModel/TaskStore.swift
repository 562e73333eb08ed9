/// Where a person's tasks live; implemented by the same engines as `PeopleStore`.
public protocol TaskStore: Sendable {
    func fetchTasks(personID: Int64) async throws -> [TaskItem]
    func addTask(personID: Int64, title: String, dueDate: String?) async throws -> TaskItem
    func updateTask(_ task: TaskItem) async throws
    func deleteTask(id: Int64) async throws
    func restoreTask(_ task: TaskItem) async throws
}
