import Foundation

/// One task on a person's list.
public struct TaskItem: Codable, Sendable, Hashable, Identifiable {
    public var id: TaskID
    public var personID: PersonID
    public var title: String
    public var isDone: Bool
    /// Calendar day the task is due, as `YYYY-MM-DD`, if any.
    public var dueDate: String?
    /// Order of the task in its person's list.
    public var position: Int

    public init(id: TaskID, personID: PersonID, title: String, isDone: Bool = false, dueDate: String? = nil, position: Int) {
        self.id = id
        self.personID = personID
        self.title = title
        self.isDone = isDone
        self.dueDate = dueDate
        self.position = position
    }
}

extension TaskItem {
    /// Throws `StoreError.invalidTask` when a title or due date breaks the model's rules.
    public static func check(title: String, dueDate: String?) throws(StoreError) {
        do {
            try TaskRules.validate(TaskItem(id: 0, personID: 0, title: title, dueDate: dueDate, position: 0))
        } catch {
            throw .invalidTask(error)
        }
    }
}
