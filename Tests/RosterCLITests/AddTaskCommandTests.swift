import Foundation
import Testing

/// `roster-cli add-task ID TITLE [--due DATE]` on the seeded database (tasks #1…#200).
@Suite("roster-cli add-task", .timeLimit(.minutes(2)))
struct AddTaskCommandTests {
    let cli: CLISandbox

    init() throws {
        cli = try CLISandbox()
    }

    /// Expects person 1's task list to be the seeded one.
    private func expectTasksUnchanged(sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let tasks = try await cli.tasks(1, sourceLocation: sourceLocation)
        #expect(tasks.stdout == TasksCommandTests.leannesTasks, sourceLocation: sourceLocation)
    }

    @Test("A task is added at the end with a new id; the title is trimmed")
    func addsTask() async throws {
        let result = try await cli.run("add-task", "1", "  Buy milk \t")

        #expect(result.exited(0), "\(result)")
        #expect(result.stderr == "")
        #expect(result.stdout == "Added task #201 “Buy milk”. 11 of 21 done.\n")

        let tasks = try await cli.tasks(1)
        #expect(tasks.taskLines.count == 21)
        #expect(tasks.stdoutLines.suffix(3) == ["[ ] #201 Buy milk", "", "11 of 21 done"])
        // The first 20 are still there, in order.
        #expect(tasks.taskLines.prefix(20).map(\.id) == Array(1...20))
        #expect(try await cli.tasksDocument(1, "--open").tasks.last == .init(id: 201, title: "Buy milk", done: false, dueText: nil))
        // Only person 1 got it.
        #expect(try await cli.tasks(2).doneCount == DoneCount(done: 8, total: 20))
    }

    @Test("Tasks added one after the other keep their order and get increasing ids")
    func addsSeveral() async throws {
        for (index, title) in ["First", "Second", "Third"].enumerated() {
            let result = try await cli.run("add-task", "3", title)
            #expect(result.stdout == "Added task #\(201 + index) “\(title)”. 7 of \(21 + index) done.\n", "\(result)")
        }
        let tasks = try await cli.tasks(3)
        #expect(tasks.stdoutLines.suffix(5) == ["[ ] #201 First", "[ ] #202 Second", "[ ] #203 Third", "", "7 of 23 done"])
    }

    @Test(
        "--due relative to today reads as the Tasks page says it",
        arguments: [(0, "Due today"), (1, "Due tomorrow"), (-1, "Overdue by 1 day"), (-3, "Overdue by 3 days")])
    func dueDates(offset: Int, wording: String) async throws {
        let start = Date()
        let due = TestDays.day(offset: offset, from: start)
        // Should midnight pass during the run, the CLI may have seen either day.
        let result = try await cli.run("add-task", "1", "Call Ann", "--due", due)
        let tasks = try await cli.tasks(1)
        let document = try await cli.tasksDocument(1)
        let end = Date()
        let wordings = Set([start, end].compactMap { TestDays.dueText(due, today: TestDays.day(offset: 0, from: $0)) })
        #expect(wordings.contains(wording), "the test's own arithmetic is off: \(wordings)")

        #expect(result.exited(0), "\(result)")
        #expect(result.stderr == "")
        #expect(wordings.contains { result.stdout == "Added task #201 “Call Ann” (\($0)). 11 of 21 done.\n" }, "\(result)")
        #expect(wordings.contains { tasks.stdoutLines.suffix(3) == ["[ ] #201 Call Ann  (\($0))", "", "11 of 21 done"] }, "\(tasks)")
        let added = try #require(document.tasks.last)
        #expect(added.id == 201 && added.title == "Call Ann" && !added.done)
        #expect(added.dueText.map(wordings.contains) == true, "\(String(describing: added.dueText))")
    }

    @Test("A due date far ahead reads “Due” and a date; the task is added")
    func dueFarAhead() async throws {
        let due = TestDays.day(offset: 30)
        let result = try await cli.run("add-task", "1", "Plan", "--due", due)

        #expect(result.exited(0), "\(result)")
        #expect(result.stdout.hasPrefix("Added task #201 “Plan” (Due "), "\(result)")
        #expect(result.stdout.hasSuffix("). 11 of 21 done.\n"), "\(result)")
        let added = try #require(try await cli.tasksDocument(1).tasks.last)
        #expect(added.dueText?.hasPrefix("Due ") == true)
        #expect(added.dueText != "Due today" && added.dueText != "Due tomorrow")
    }

    @Test("An empty or blank title is refused; nothing is added", arguments: ["", "   ", "\n\t"])
    func emptyTitle(_ title: String) async throws {
        let result = try await cli.run("add-task", "1", title)

        #expect(result.exited(1), "\(result)")
        #expect(result.stdout == "")
        #expect(result.stderr == "Error: A task needs a title\n")
        try await expectTasksUnchanged()
    }

    @Test("A title of 201 characters is refused, 200 are accepted")
    func titleLimit() async throws {
        let refused = try await cli.run("add-task", "1", repeated("t", 201))
        #expect(refused.exited(1), "\(refused)")
        #expect(refused.stdout == "")
        #expect(refused.stderr == "Error: A task title can be at most 200 characters\n")
        try await expectTasksUnchanged()

        let longest = repeated("t", 200)
        let accepted = try await cli.run("add-task", "1", "  " + longest + "  ")
        #expect(accepted.exited(0), "\(accepted)")
        #expect(accepted.stdout == "Added task #201 “\(longest)”. 11 of 21 done.\n")
        #expect(try await cli.tasksDocument(1).tasks.last?.title == longest)
    }

    @Test(
        "A due date that is not a date is refused with an example, in the locale's order and as YYYY-MM-DD; nothing is added",
        arguments: ["tomorrow", "2026-1-01", "2026-01-01T10:00", "01.02.2026.3"])
    func badDueDate(_ due: String) async throws {
        let start = TestDays.day(offset: 0)
        let result = try await cli.run("add-task", "1", "Call Ann", "--due", due)
        let end = TestDays.day(offset: 0)

        #expect(result.exited(1), "\(result)")
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("Error: Due date must be a date like "), "\(result)")
        #expect(result.stderr.hasSuffix(" or \(start)\n") || result.stderr.hasSuffix(" or \(end)\n"), "\(result)")
        try await expectTasksUnchanged()
    }

    @Test("A due date the calendar does not have is refused as such; nothing is added", arguments: ["2026-13-01", "2026-02-30"])
    func noSuchDueDay(_ due: String) async throws {
        let result = try await cli.run("add-task", "1", "Call Ann", "--due", due)

        #expect(result.exited(1), "\(result)")
        #expect(result.stdout == "")
        #expect(result.stderr == "Error: Due date “\(due)” does not exist\n", "\(result)")
        try await expectTasksUnchanged()
    }

    @Test(
        "Malformed due dates that still contain three numbers are refused too",
        arguments: ["2026--12--01", "+202-01-01", "2026-12-01-", "-2026-12-01"])
    func malformedDueDate(_ due: String) async throws {
        let result = try await cli.run("add-task", "1", "Call Ann", "--due=\(due)")

        #expect(result.exited(1), "“\(due)” was accepted as a due date: \(result)")
        #expect(result.stderr.hasPrefix("Error: Due date must be a date like "), "\(result)")
        try await expectTasksUnchanged()
    }

    @Test("A blank title and a bad date: the title's problem is reported, nothing is added")
    func blankTitleAndBadDate() async throws {
        let result = try await cli.run("add-task", "1", " ", "--due", "2026-13-01")

        #expect(result.exited(1), "\(result)")
        #expect(result.stderr == "Error: A task needs a title\n")
        try await expectTasksUnchanged()
    }

    @Test("An unknown person: exit 1, and no task is created anywhere")
    func unknownPerson() async throws {
        let result = try await cli.run("add-task", "99", "Orphan")

        #expect(result.exited(1), "\(result)")
        #expect(result.stdout == "")
        #expect(result.stderr == "Error: There is no person with id 99 (it may have been deleted by another program).\n")
        // The next task anyone gets is still #201.
        let next = try await cli.run("add-task", "2", "Next")
        #expect(next.stdout == "Added task #201 “Next”. 8 of 21 done.\n", "\(next)")
    }
}
