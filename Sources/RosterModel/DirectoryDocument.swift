/// A whole directory as import reads it and export writes it: people and their tasks.
///
/// People are in id order; tasks in person order, then list order.
public struct DirectoryDocument: Sendable, Equatable {
    public var people: [Person]
    public var tasks: [TaskItem]

    public init(people: [Person], tasks: [TaskItem] = []) {
        self.people = people
        self.tasks = tasks
    }

    /// How many records an import of this document writes (for progress).
    public var recordCount: Int { people.count + tasks.count }
}
