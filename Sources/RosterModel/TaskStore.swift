/// Where a person's tasks live; implemented by the same engines as `PeopleStore`.
public protocol TaskStore: Sendable {
    func fetchTasks(personID: PersonID) async throws -> [TaskItem]
    func addTask(personID: PersonID, title: String, dueDate: CalendarDay?) async throws -> TaskItem
    func updateTask(_ task: TaskItem) async throws
    func deleteTask(id: TaskID) async throws
    func restoreTask(_ task: TaskItem) async throws
}
