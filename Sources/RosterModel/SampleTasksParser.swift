import Foundation

/// Reads tasks in the JSONPlaceholder `todos` shape (`userId`, `id`, `title`, `completed`).
public enum SampleTasksParser {
    private struct Todo: Decodable {
        var userId: PersonID
        var id: TaskID
        var title: String
        var completed: Bool
    }

    /// The tasks of a JSONPlaceholder `todos` array, positioned per person in the order given.
    public static func parse(_ data: Data) throws -> [TaskItem] {
        let todos = try JSONDecoder().decode([Todo].self, from: data)
        var positions: [PersonID: Int] = [:]
        return todos.map { todo in
            let position = positions[todo.userId, default: 0]
            positions[todo.userId] = position + 1
            return TaskItem(id: todo.id, personID: todo.userId, title: todo.title, isDone: todo.completed, position: position)
        }
    }
}
