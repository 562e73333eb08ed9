/// A deleted person with every task they had: what Undo puts back.
public struct RemovedPerson: Sendable, Equatable, Codable {
    public var person: Person
    /// The person's tasks, in list order.
    public var tasks: [TaskItem]

    public init(person: Person, tasks: [TaskItem]) {
        self.person = person
        self.tasks = tasks
    }
}
