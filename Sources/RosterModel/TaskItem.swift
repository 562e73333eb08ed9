import Foundation

/// One task on a person's list.
public struct TaskItem: Codable, Sendable, Hashable, Identifiable {
    public var id: TaskID
    public var personID: PersonID
    public var title: String
    public var isDone: Bool
    /// The day the task is due, if any (encoded as `YYYY-MM-DD`).
    public var dueDate: CalendarDay?
    /// Order of the task in its person's list.
    public var position: Int

    public init(id: TaskID, personID: PersonID, title: String, isDone: Bool = false, dueDate: CalendarDay? = nil, position: Int) {
        self.id = id
        self.personID = personID
        self.title = title
        self.isDone = isDone
        self.dueDate = dueDate
        self.position = position
    }
}

extension TaskItem {
    /// Throws `StoreError.invalidTask` when a title breaks the model's rules (a due day,
    /// being a `CalendarDay`, cannot).
    public static func check(title: String) throws(StoreError) {
        do {
            try TaskRules.validate(TaskItem(id: 0, personID: 0, title: title, position: 0))
        } catch {
            throw .invalidTask(error)
        }
    }

    /// The due day an engine read for task `id` as `stored` text: none for NULL, else the
    /// `CalendarDay` it writes. Text that is no calendar day (written by another program,
    /// or kept from an older version) throws `StoreError.unreadableDueDate`.
    public static func storedDueDate(_ stored: String?, of id: TaskID) throws(StoreError) -> CalendarDay? {
        guard let stored else { return nil }
        guard let day = CalendarDay(iso: stored) else { throw .unreadableDueDate(taskID: id, stored: stored) }
        return day
    }
}
