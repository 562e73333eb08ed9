import Foundation
import Testing

/// `roster-cli done ID TASK`, TASK being a task id or its exact title, on the seeded database.
@Suite("roster-cli done", .timeLimit(.minutes(2)))
struct DoneCommandTests {
    let cli: CLISandbox

    init() throws {
        cli = try CLISandbox()
    }

    @Test("By id: the task is checked and the count goes up by one")
    func doneByID() async throws {
        let result = try await cli.run("done", "1", "1")

        #expect(result.exited(0), "\(result)")
        #expect(result.stderr == "")
        #expect(result.stdout == "Done: task #1 “delectus aut autem”. 12 of 20 done.\n")

        let tasks = try await cli.tasks(1)
        #expect(tasks.stdoutLines.first == "[x] #1 delectus aut autem")
        #expect(tasks.doneCount == DoneCount(done: 12, total: 20))
        // Only that task changed.
        var expected = TasksCommandTests.leannesTasks.components(separatedBy: "\n")
        expected[0] = "[x] #1 delectus aut autem"
        expected[21] = "12 of 20 done"
        #expect(tasks.stdout == expected.joined(separator: "\n"))
        #expect(try await cli.tasksDocument(1, "--done").tasks.map(\.id).contains(1))
    }

    @Test("By exact title, whatever its case", arguments: ["fugiat veniam minus", "FUGIAT Veniam MINUS"])
    func doneByTitle(_ title: String) async throws {
        let result = try await cli.run("done", "1", title)

        #expect(result.exited(0), "\(result)")
        #expect(result.stdout == "Done: task #3 “fugiat veniam minus”. 12 of 20 done.\n")
        let tasks = try await cli.tasks(1)
        #expect(tasks.stdoutLines[2] == "[x] #3 fugiat veniam minus")
        #expect(tasks.doneCount == DoneCount(done: 12, total: 20))
    }

    @Test("Marking every open task done one by one counts up to “20 of 20 done”")
    func doneCountsUp() async throws {
        let open = try await cli.tasksDocument(2, "--open").tasks
        var expectedDone = 20 - open.count
        for task in open {
            let result = try await cli.run("done", "2", "\(task.id)")
            expectedDone += 1
            #expect(result.stdout == "Done: task #\(task.id) “\(task.title)”. \(expectedDone) of 20 done.\n", "\(result)")
        }
        #expect(try await cli.tasks(2).doneCount == DoneCount(done: 20, total: 20))
        #expect(try await cli.tasks(2, "--open").stdoutLines == ["No open tasks", "", "20 of 20 done"])
    }

    @Test("A task that is already done stays done: exit 0, “was already done”, count unchanged")
    func alreadyDone() async throws {
        for task in ["4", "et porro tempora"] {
            let result = try await cli.run("done", "1", task)

            #expect(result.exited(0), "\(result)")
            #expect(result.stderr == "")
            #expect(result.stdout == "Task #4 “et porro tempora” was already done. 11 of 20 done.\n")
        }
        // `done` never unchecks.
        let tasks = try await cli.tasks(1)
        #expect(tasks.stdout == TasksCommandTests.leannesTasks)
    }

    @Test("A task added by add-task can be marked done by its title")
    func doneNewTask() async throws {
        let added = try await cli.run("add-task", "1", "Water the plants")
        try #require(added.exited(0), "\(added)")

        let result = try await cli.run("done", "1", "water the plants")

        #expect(result.exited(0), "\(result)")
        #expect(result.stdout == "Done: task #201 “Water the plants”. 12 of 21 done.\n")
        #expect(try await cli.tasks(1).stdoutLines.suffix(3) == ["[x] #201 Water the plants", "", "12 of 21 done"])
    }

    @Test(
        "An unknown task, or another person's, is refused and nothing changes",
        arguments: ["999", "21", "no such task", "delectus", "#1"])
    func unknownTask(_ task: String) async throws {
        let result = try await cli.run("done", "1", task)

        #expect(result.exited(1), "\(result)")
        #expect(result.stdout == "")
        #expect(result.stderr == "Error: Person 1 has no task “\(task)”.\n")
        #expect(try await cli.tasks(1).stdout == TasksCommandTests.leannesTasks)
        #expect(try await cli.tasks(2).doneCount == DoneCount(done: 8, total: 20))
    }

    @Test("A title shared by two tasks is ambiguous: exit 1, neither is done; the id still works")
    func ambiguousTitle() async throws {
        for title in ["Call Ann", "call ann"] {
            let added = try await cli.run("add-task", "1", title)
            try #require(added.exited(0), "\(added)")
        }

        let result = try await cli.run("done", "1", "CALL ANN")

        #expect(result.exited(1), "\(result)")
        #expect(result.stdout == "")
        #expect(result.stderr == "Error: “CALL ANN” matches 2 tasks; give the task's id.\n")
        let tasks = try await cli.tasks(1)
        #expect(tasks.stdoutLines.suffix(4) == ["[ ] #201 Call Ann", "[ ] #202 call ann", "", "11 of 22 done"])

        let byID = try await cli.run("done", "1", "202")
        #expect(byID.exited(0), "\(byID)")
        #expect(byID.stdout == "Done: task #202 “call ann”. 12 of 22 done.\n")
    }

    @Test("An unknown person: exit 1")
    func unknownPerson() async throws {
        let result = try await cli.run("done", "99", "1")

        #expect(result.exited(1), "\(result)")
        #expect(result.stdout == "")
        #expect(result.stderr == "Error: There is no person with id 99 (it may have been deleted by another program).\n")
        #expect(try await cli.tasks(1).stdout == TasksCommandTests.leannesTasks)
    }

    @Test("A missing TASK argument is a usage error")
    func missingTask() async throws {
        let result = try await cli.run("done", "1")

        #expect(result.exited(64), "\(result)")
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("Error: Missing expected argument '<task>'"), "\(result)")
    }
}
