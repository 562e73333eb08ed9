import Foundation
import Testing

/// `roster-cli tasks ID [--open | --done] [--json]` on the seeded database (20 tasks per person).
@Suite("roster-cli tasks", .timeLimit(.minutes(2)))
struct TasksCommandTests {
    let cli: CLISandbox

    init() throws {
        cli = try CLISandbox()
    }

    /// `tasks 1` of the seeded database.
    static let leannesTasks = """
        [ ] #1 delectus aut autem
        [ ] #2 quis ut nam facilis et officia qui
        [ ] #3 fugiat veniam minus
        [x] #4 et porro tempora
        [ ] #5 laboriosam mollitia et enim quasi adipisci quia provident illum
        [ ] #6 qui ullam ratione quibusdam voluptatem quia omnis
        [ ] #7 illo expedita consequatur quia in
        [x] #8 quo adipisci enim quam ut ab
        [ ] #9 molestiae perspiciatis ipsa
        [x] #10 illo est ratione doloremque quia maiores aut
        [x] #11 vero rerum temporibus dolor
        [x] #12 ipsa repellendus fugit nisi
        [ ] #13 et doloremque nulla
        [x] #14 repellendus sunt dolores architecto voluptatum
        [x] #15 ab voluptatum amet voluptas
        [x] #16 accusamus eos facilis sint et aut voluptatem
        [x] #17 quo laboriosam deleniti aut qui
        [ ] #18 dolorum est consequatur ea mollitia in culpa
        [x] #19 molestiae ipsa aut voluptatibus pariatur dolor nihil
        [x] #20 ullam nobis libero sapiente ad optio sint

        11 of 20 done

        """

    @Test("Lists the 20 tasks in order, checked when done, then a blank line and the count")
    func listsTasks() async throws {
        let result = try await cli.run("tasks", "1")

        #expect(result.exited(0), "\(result)")
        #expect(result.stderr == "")
        #expect(result.stdout == Self.leannesTasks)
    }

    @Test("Every seeded person: 20 rows of their own, and a count line that agrees with the rows", arguments: Int64(1)...10)
    func everyPerson(id: Int64) async throws {
        let result = try await cli.tasks(id)

        let rows = result.taskLines
        #expect(rows.count == 20)
        // Rows and nothing else: 20 rows, a blank line, the count.
        #expect(result.stdoutLines.count == 22, "\(result)")
        #expect(result.stdoutLines[20] == "")
        // JSONPlaceholder todos: person N has ids 20(N-1)+1 … 20N.
        #expect(rows.map(\.id) == Array((id - 1) * 20 + 1...id * 20))
        #expect(result.doneCount == DoneCount(done: rows.filter { $0.done }.count, total: 20))
    }

    @Test(
        "--open lists only the open tasks, --done only the done ones; the count line stays the whole list's",
        arguments: Int64(1)...3)
    func filters(id: Int64) async throws {
        let all = try await cli.tasks(id)
        let count = try #require(all.doneCount)

        let open = try await cli.tasks(id, "--open")
        #expect(open.taskLines.count == count.total - count.done)
        #expect(open.taskLines.allSatisfy { !$0.done })
        #expect(open.doneCount == count)

        let done = try await cli.tasks(id, "--done")
        #expect(done.taskLines.count == count.done)
        #expect(done.taskLines.allSatisfy { $0.done })
        #expect(done.doneCount == count)

        // Together they are the whole list, each row once, in list order.
        #expect(open.taskLines == all.taskLines.filter { !$0.done })
        #expect(done.taskLines == all.taskLines.filter { $0.done })
    }

    @Test("--open and --done together are a usage error")
    func openAndDone() async throws {
        let result = try await cli.run("tasks", "1", "--open", "--done")

        #expect(result.exited(64), "\(result)")
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("Error: --open and --done cannot be combined.\n"), "\(result)")
        #expect(result.stderr.contains("Usage: roster-cli tasks "))
        #expect(!FileManager.default.fileExists(atPath: cli.defaultDatabasePath))
    }

    @Test("--json: count, filter and every task with id, title and done")
    func json() async throws {
        let document = try await cli.tasksDocument(1)

        #expect(document.count == "11 of 20 done")
        #expect(document.filter == "all")
        #expect(document.tasks.count == 20)
        #expect(document.tasks.map(\.id) == Array(1...20))
        #expect(document.tasks.filter { $0.done }.count == 11)
        #expect(document.tasks.first == .init(id: 1, title: "delectus aut autem", done: false, dueText: nil))
        #expect(document.tasks[3] == .init(id: 4, title: "et porro tempora", done: true, dueText: nil))

        // The same rows as the text listing.
        let text = try await cli.tasks(1)
        #expect(text.taskLines.map { "\($0.id) \($0.done) \($0.rest)" } == document.tasks.map { "\($0.id) \($0.done) \($0.title)" })
    }

    @Test("--json with a filter names it and lists only its tasks", arguments: ["--open", "--done"])
    func jsonFiltered(_ flag: String) async throws {
        let document = try await cli.tasksDocument(1, flag)

        #expect(document.filter == String(flag.dropFirst(2)))
        #expect(document.count == "11 of 20 done")
        #expect(document.tasks.count == (flag == "--done" ? 11 : 9))
        #expect(document.tasks.allSatisfy { $0.done == (flag == "--done") })
    }

    @Test("A person without tasks: “No tasks yet”, and the filters say what they miss")
    func noTasks() async throws {
        let file = try cli.write("zola.json", #"[{"id": 11, "name": "Émile Zola", "email": "emile@zola.fr"}]"#)
        let imported = try await cli.run("import", file)
        try #require(imported.exited(0), "\(imported)")

        #expect(try await cli.tasks(11).stdoutLines == ["No tasks yet", "", "0 of 0 done"])
        #expect(try await cli.tasks(11, "--open").stdoutLines == ["No open tasks", "", "0 of 0 done"])
        #expect(try await cli.tasks(11, "--done").stdoutLines == ["No done tasks", "", "0 of 0 done"])
        let document = try await cli.tasksDocument(11)
        #expect(document == .init(count: "0 of 0 done", filter: "all", tasks: []))
    }

    @Test("A stored due date that is no calendar day (checks off): exit 1, naming the task and the text, in English and German")
    func unreadableDueDate() async throws {
        _ = try await cli.tasks(1)  // seeds the database
        try TestSQL.execute(
            "PRAGMA ignore_check_constraints = ON; UPDATE task SET dueDate = '2026-02-30' WHERE id = 1", in: cli.defaultDatabasePath)

        let result = try await cli.run("tasks", "1")
        #expect(result.exited(1), "\(result)")
        #expect(result.stdout == "")
        #expect(
            result.stderr
                == "Error: Could not load tasks. Cannot read task 1: its stored due date “2026-02-30” is not a calendar day written YYYY-MM-DD.\n"
        )

        try GermanLocaleTests.requireGermanLocale()
        var german = cli.environment
        german["LANG"] = "de_DE.UTF-8"
        let inGerman = try await cli.run(["tasks", "1"], environment: german)
        #expect(inGerman.exited(1), "\(inGerman)")
        #expect(
            inGerman.stderr.contains(
                "Aufgabe 1 kann nicht gelesen werden: Ihr gespeichertes Fälligkeitsdatum „2026-02-30“ ist kein Kalendertag im Format JJJJ-MM-TT."
            ),
            "\(inGerman)")
    }

    @Test("An unknown person: exit 1, message on stderr, also with --json", arguments: [["tasks", "99"], ["tasks", "99", "--json"]])
    func unknownPerson(_ arguments: [String]) async throws {
        let result = try await cli.run(arguments)

        #expect(result.exited(1), "\(result)")
        #expect(result.stdout == "")
        #expect(result.stderr == "Error: There is no person with id 99 (it may have been deleted by another program).\n")
    }
}
