import Foundation
import Testing

/// `roster-cli delete-task ID TASK`, TASK being a task id or its exact title, on the seeded database.
@Suite("roster-cli delete-task", .timeLimit(.minutes(2)))
struct DeleteTaskCommandTests {
    let cli: CLISandbox

    init() throws {
        cli = try CLISandbox()
    }

    @Test("By id: the task is gone from the list and from the count; deleting it again fails")
    func deleteByID() async throws {
        let result = try await cli.run("delete-task", "1", "4")

        #expect(result.exited(0), "\(result)")
        #expect(result.stderr == "")
        #expect(result.stdout == "Deleted task #4 “et porro tempora”. 10 of 19 done.\n")

        let tasks = try await cli.tasks(1)
        #expect(tasks.taskLines.map(\.id) == Array(1...3) + Array(5...20))
        #expect(!tasks.stdout.contains("et porro tempora"))
        #expect(tasks.doneCount == DoneCount(done: 10, total: 19))
        var expected = TasksCommandTests.leannesTasks.components(separatedBy: "\n")
        expected.remove(at: 3)
        expected[expected.count - 2] = "10 of 19 done"
        #expect(tasks.stdout == expected.joined(separator: "\n"))

        let again = try await cli.run("delete-task", "1", "4")
        #expect(again.exited(1), "\(again)")
        #expect(again.stdout == "")
        #expect(again.stderr == "Error: Person 1 has no task “4”.\n")
        #expect(try await cli.tasks(1).stdout == tasks.stdout)
        #expect(try await cli.shownValue("Tasks", of: 1) == "10 of 19 done")
    }

    @Test("By exact title, whatever its case; an open task leaves the done count alone")
    func deleteByTitle() async throws {
        let result = try await cli.run("delete-task", "1", "Delectus AUT autem")

        #expect(result.exited(0), "\(result)")
        #expect(result.stdout == "Deleted task #1 “delectus aut autem”. 11 of 19 done.\n")
        let document = try await cli.tasksDocument(1)
        #expect(document.count == "11 of 19 done")
        #expect(document.tasks.map(\.id) == Array(2...20))

        let again = try await cli.run("delete-task", "1", "delectus aut autem")
        #expect(again.exited(1), "\(again)")
        #expect(again.stderr == "Error: Person 1 has no task “delectus aut autem”.\n")
    }

    @Test("A task added and then deleted leaves the list as it was")
    func addThenDelete() async throws {
        let added = try await cli.run("add-task", "1", "Temporary")
        try #require(added.exited(0), "\(added)")

        let result = try await cli.run("delete-task", "1", "201")

        #expect(result.exited(0), "\(result)")
        #expect(result.stdout == "Deleted task #201 “Temporary”. 11 of 20 done.\n")
        #expect(try await cli.tasks(1).stdout == TasksCommandTests.leannesTasks)
    }

    @Test("Another person's task, an unknown id or title: exit 1, nothing deleted", arguments: ["21", "999", "nothing like it"])
    func unknownTask(_ task: String) async throws {
        let result = try await cli.run("delete-task", "1", task)

        #expect(result.exited(1), "\(result)")
        #expect(result.stdout == "")
        #expect(result.stderr == "Error: Person 1 has no task “\(task)”.\n")
        #expect(try await cli.tasks(1).stdout == TasksCommandTests.leannesTasks)
        #expect(try await cli.tasksDocument(2).tasks.count == 20)
    }

    @Test("A title shared by two tasks deletes neither")
    func ambiguousTitle() async throws {
        for title in ["Dup", "DUP"] {
            let added = try await cli.run("add-task", "1", title)
            try #require(added.exited(0), "\(added)")
        }

        let result = try await cli.run("delete-task", "1", "dup")

        #expect(result.exited(1), "\(result)")
        #expect(result.stderr == "Error: “dup” matches 2 tasks; give the task's id.\n")
        #expect(try await cli.tasksDocument(1).tasks.suffix(2).map(\.id) == [201, 202])
    }

    @Test("An unknown person: exit 1")
    func unknownPerson() async throws {
        let result = try await cli.run("delete-task", "99", "1")

        #expect(result.exited(1), "\(result)")
        #expect(result.stdout == "")
        #expect(result.stderr == "Error: There is no person with id 99 (it may have been deleted by another program).\n")
        #expect(try await cli.tasks(1).stdout == TasksCommandTests.leannesTasks)
    }
}
