/// The export format, as `export`, `add-person --json` and `delete-person --json`
/// write it, decoded independently of the CLI's own types.
enum ExportFormat {
    struct User: Decodable, Equatable {
        struct Company: Decodable, Equatable { var name: String }
        var id: Int64
        var name: String
        var username: String
        var email: String
        var phone: String
        var website: String
        var company: Company
        var biography: String
        var avatar: String?
    }

    struct Todo: Decodable, Equatable {
        var userId: Int64
        var id: Int64
        var title: String
        var completed: Bool
        var dueDate: String?
    }

    struct Document: Decodable {
        var users: [User]
        var todos: [Todo]
    }
}
