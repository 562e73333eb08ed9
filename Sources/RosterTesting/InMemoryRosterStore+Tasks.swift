import RosterModel

/// The in-memory store's tasks: the same parts and history as the people's writes.
extension InMemoryRosterStore {
    /// The person's tasks in their order; fails while reads fail.
    public func fetchTasks(personID: PersonID) async throws -> [TaskItem] {
        try read { state in
            state.tasks.values.filter { $0.personID == personID }.sorted { ($0.position, $0.id) < ($1.position, $1.id) }
        }
    }

    public func addTask(personID: PersonID, title: String, dueDate: CalendarDay?) async throws -> TaskItem {
        try TaskItem.check(title: title)
        return try write { state, change in
            guard let person = state.people[personID] else { throw StoreError.personNotFound(id: personID) }
            try state.access.checkEditTasks(of: person)
            change.tasksChanged(ofPerson: personID)
            let position = (state.tasks.values.filter { $0.personID == personID }.map(\.position).max() ?? -1) + 1
            state.lastTaskID = TaskID(state.lastTaskID.rawValue + 1)
            let task = TaskItem(
                id: state.lastTaskID, personID: personID, title: title,
                dueDate: dueDate, position: position)
            state.tasks[task.id] = task
            state.history.taskChanged(from: nil, to: task, by: state.access)
            return task
        }
    }

    /// Replaces the task with the same id; fails while writes fail.
    public func updateTask(_ task: TaskItem) async throws {
        try TaskItem.check(title: task.title)
        try write { state, change in
            guard let old = state.tasks[task.id] else { throw StoreError.taskNotFound(id: task.id) }
            try state.checkTasks(of: [old.personID, task.personID])
            state.tasks[task.id] = task
            state.history.taskChanged(from: old, to: task, by: state.access)
            change.tasksChanged(ofPerson: old.personID)
            change.tasksChanged(ofPerson: task.personID)
        }
    }

    /// Removes the task; fails while writes fail.
    public func deleteTask(id: TaskID) async throws {
        try write { state, change in
            guard let old = state.tasks[id] else { throw StoreError.taskNotFound(id: id) }
            try state.checkTasks(of: [old.personID])
            state.tasks[id] = nil
            state.history.taskChanged(from: old, to: nil, by: state.access)
            change.tasksChanged(ofPerson: old.personID)
        }
    }

    /// Puts a deleted task back under its id; fails while writes fail.
    public func restoreTask(_ task: TaskItem) async throws {
        try write { state, change in
            guard let person = state.people[task.personID] else { throw StoreError.personNotFound(id: task.personID) }
            try state.access.checkEditTasks(of: person)
            state.tasks[task.id] = task
            state.history.taskChanged(from: nil, to: task, by: state.access)
            change.tasksChanged(ofPerson: task.personID)
        }
    }
}
