import Foundation
import Testing

/// `roster-cli delete-person ID [--json]` on the seeded database (ids 1…10, 20 tasks each).
@Suite("roster-cli delete-person", .timeLimit(.minutes(2)))
struct DeletePersonCommandTests {
    let cli: CLISandbox

    init() throws {
        cli = try CLISandbox()
    }

    @Test("Deletes the person and their tasks and says so, in the window's words")
    func deletesPerson() async throws {
        let result = try await cli.run("delete-person", "1")

        #expect(result.exited(0), "\(result)")
        #expect(result.stderr == "")
        #expect(result.stdout == "Deleted Leanne Graham and 20 tasks.\n")

        let shown = try await cli.run("show", "1")
        #expect(shown.exited(1), "\(shown)")
        #expect(shown.stderr == "Error: There is no person with id 1 (it may have been deleted by another program).\n")
        let document = try await cli.peopleDocument()
        #expect(document.count == "9 people")
        #expect(!document.everyone.contains { $0.id == 1 })
        // Nobody else lost anything.
        #expect(try await cli.shownValue("Tasks", of: 2) == "8 of 20 done")
    }

    @Test("One task and no task read as such")
    func singularAndNone() async throws {
        let added = try await cli.run("add-person", "--name", "Ada Lovelace", "--email", "ada@engine.org")
        try #require(added.stdout == "Added Ada Lovelace as #11.\n", "\(added)")
        let none = try await cli.run("delete-person", "11")
        #expect(none.exited(0), "\(none)")
        #expect(none.stdout == "Deleted Ada Lovelace.\n")

        _ = try await cli.run("add-person", "--name", "Grace Hopper", "--email", "grace@navy.mil")
        let task = try await cli.run("add-task", "12", "Find the moth")
        try #require(task.exited(0), "\(task)")
        let one = try await cli.run("delete-person", "12")
        #expect(one.exited(0), "\(one)")
        #expect(one.stdout == "Deleted Grace Hopper and 1 task.\n")
    }

    @Test("--json prints the person and every task in the export format; importing it puts them back")
    func json() async throws {
        let before = try await cli.show(1)
        let tasksBefore = try await cli.tasksDocument(1)

        let result = try await cli.run("delete-person", "1", "--json")

        #expect(result.exited(0), "\(result)")
        #expect(result.stderr == "")
        let removed = try JSONDecoder().decode(ExportFormat.Document.self, from: Data(result.stdout.utf8))
        #expect(
            removed.users == [
                ExportFormat.User(
                    id: 1, name: "Leanne Graham", username: "Bret", email: "Sincere@april.biz", phone: "1-770-736-8031 x56442",
                    website: "https://hildegard.org", company: .init(name: "Romaguera-Crona"), biography: "", avatar: nil)
            ])
        #expect(removed.todos.map(\.id) == Array(1...20))
        #expect(removed.todos.allSatisfy { $0.userId == 1 })
        #expect(removed.todos.filter(\.completed).count == 11)
        #expect(removed.todos.first?.title == "delectus aut autem")
        #expect(try await cli.peopleDocument().count == "9 people")

        let backup = try cli.write("leanne.json", result.stdout)
        let restored = try await cli.run("import", backup)
        #expect(restored.exited(0), "\(restored)")
        #expect(restored.stdout == "Imported 1 person (1 added, 20 tasks) into \(cli.defaultDatabasePath).\n")
        #expect(try await cli.show(1).stdout == before.stdout)
        #expect(try await cli.tasksDocument(1) == tasksBefore)
    }

    @Test("An unknown id: clear message, exit 1, nothing deleted", arguments: ["99", "11"])
    func notFound(_ id: String) async throws {
        let before = try await cli.peopleDocument()

        let result = try await cli.run("delete-person", id, "--json")

        #expect(result.exited(1), "\(result)")
        #expect(result.stdout == "")
        #expect(result.stderr == "Error: There is no person with id \(id) (it may have been deleted by another program).\n")
        #expect(try await cli.peopleDocument() == before)
    }

    @Test("Deleting twice: the second time there is nobody to delete")
    func twice() async throws {
        #expect(try await cli.run("delete-person", "3").exited(0))
        let again = try await cli.run("delete-person", "3")
        #expect(again.exited(1), "\(again)")
        #expect(again.stderr == "Error: There is no person with id 3 (it may have been deleted by another program).\n")
        #expect(try await cli.peopleDocument().count == "9 people")
    }

    @Test("The person's photo is deleted with them")
    func photoGoesWithThePerson() async throws {
        let photo = try cli.write("me.png", TinyPNG.data())
        let edited = try await cli.run("edit", "2", "--avatar", photo)
        try #require(edited.exited(0), "\(edited)")
        try #require(cli.avatarFiles.count == 1)

        let result = try await cli.run("delete-person", "2")

        #expect(result.exited(0), "\(result)")
        #expect(result.stdout == "Deleted Ervin Howell and 20 tasks.\n")
        #expect(cli.avatarFiles == [])
    }
}
