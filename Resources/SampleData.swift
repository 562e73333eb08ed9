import Foundation

/// The sample data shipped with Roster: the JSONPlaceholder `users` and `todos`
/// collections (MIT licence, see `SampleData/LICENSE`).
public enum SampleData {
    /// `users.json`: 10 people in the JSONPlaceholder users shape.
    public static var usersURL: URL { url(named: "users") }
    /// `todos.json`: 200 tasks, 20 per user.
    public static var todosURL: URL { url(named: "todos") }

    private static func url(named name: String) -> URL {
        guard let url = Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "SampleData") else {
            // The bundle is part of the build product; a missing file is a broken install.
            fatalError("Roster's sample data (\(name).json) is missing from the resource bundle")
        }
        return url
    }
}
