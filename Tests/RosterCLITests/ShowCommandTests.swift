import Foundation
import Testing

/// `roster-cli show ID` on the default database, seeded with the ten sample users and their 200 tasks.
@Suite("roster-cli show", .timeLimit(.minutes(2)))
struct ShowCommandTests {
    let cli: CLISandbox

    init() throws {
        cli = try CLISandbox()
    }

    static let labels = ["Name", "Email", "Phone", "Website", "Company", "Biography", "Avatar", "Tasks"]

    @Test("Prints every field of a seeded person, aligned, with the avatar and the task count")
    func showsSeededPerson() async throws {
        let result = try await cli.run("show", "1")

        #expect(result.exited(0), "\(result)")
        #expect(result.stderr == "")
        #expect(
            result.stdout == """
                Name       Leanne Graham
                Email      Sincere@april.biz
                Phone      1-770-736-8031 x56442
                Website    https://hildegard.org
                Company    Romaguera-Crona
                Biography  —
                Avatar     LG on yellow
                Tasks      11 of 20 done

                """)
    }

    @Test("Another seeded person: initials of the first and last word, their own colour and count")
    func showsAnotherSeededPerson() async throws {
        let result = try await cli.run("show", "8")

        #expect(result.exited(0), "\(result)")
        #expect(
            result.stdoutLines == [
                "Name       Nicholas Runolfsdottir V",
                "Email      Sherwood@rosamond.me",
                "Phone      586.493.6943 x140",
                "Website    https://jacynthe.com",
                "Company    Abernathy Group",
                "Biography  —",
                "Avatar     NV on purple",
                "Tasks      11 of 20 done",
            ])
    }

    @Test(
        "Every seeded person: the same lines in form order, https websites, and a task count that matches `tasks`",
        arguments: Int64(1)...10)
    func everySeededPerson(id: Int64) async throws {
        let result = try await cli.show(id)

        #expect(result.stderr == "")
        let lines = result.stdoutLines
        try #require(lines.count == Self.labels.count, "\(result)")
        for (line, label) in zip(lines, Self.labels) {
            #expect(line.hasPrefix(label.padding(toLength: 9, withPad: " ", startingAt: 0) + "  "), "\(line)")
            #expect(line.count > 11, "\(label) is empty: \(line)")
        }
        // The sample data has bare domains ("hildegard.org"); the import gives them https://.
        let website = try #require(try await cli.shownValue("Website", of: id))
        #expect(website.hasPrefix("https://") && !website.hasPrefix("https://https://"), "\(website)")
        #expect(try await cli.shownValue("Biography", of: id) == "—")
        // "Avatar     LG on yellow": two capital initials on one of the palette colours.
        let avatar = try #require(try await cli.shownValue("Avatar", of: id)).split(separator: " ")
        #expect(avatar.count == 3 && avatar[0].count == 2 && avatar[1] == "on", "\(avatar)")
        #expect(["blue", "green", "yellow", "orange", "red", "purple", "brown", "slate"].contains(String(avatar.last ?? "")))

        let countLine = try #require(try await cli.shownValue("Tasks", of: id))
        let count = try #require(DoneCount(countLine))
        let tasks = try await cli.tasks(id)
        #expect(count.total == 20)
        #expect(count == DoneCount(done: tasks.taskLines.filter { $0.done }.count, total: tasks.taskLines.count))
    }

    @Test("The task count follows changes made by the task commands")
    func taskCountFollowsTaskCommands() async throws {
        #expect(try await cli.shownValue("Tasks", of: 1) == "11 of 20 done")

        let added = try await cli.run("add-task", "1", "Write the report")
        try #require(added.exited(0), "\(added)")
        #expect(try await cli.shownValue("Tasks", of: 1) == "11 of 21 done")

        let done = try await cli.run("done", "1", "Write the report")
        try #require(done.exited(0), "\(done)")
        #expect(try await cli.shownValue("Tasks", of: 1) == "12 of 21 done")

        // Other people are untouched.
        #expect(try await cli.shownValue("Tasks", of: 2) == "8 of 20 done")
    }

    @Test("A person without tasks or optional fields shows dashes and “0 of 0 done”")
    func personWithoutTasks() async throws {
        let file = try cli.write("zola.json", #"[{"id": 11, "name": "Émile Zola", "email": "emile@zola.fr"}]"#)
        let imported = try await cli.run("import", file)
        try #require(imported.exited(0), "\(imported)")

        let result = try await cli.run("show", "11")

        #expect(result.exited(0), "\(result)")
        #expect(
            result.stdoutLines == [
                "Name       Émile Zola",
                "Email      emile@zola.fr",
                "Phone      —",
                "Website    —",
                "Company    —",
                "Biography  —",
                "Avatar     ÉZ on blue",
                "Tasks      0 of 0 done",
            ])
    }

    @Test(
        "An unknown id: message on stderr, nothing on stdout, exit 1; history says the same",
        arguments: [("show", "99"), ("show", "11"), ("history", "99")])
    func unknownPerson(command: String, id: String) async throws {
        let result = try await cli.run(command, id)

        #expect(result.exited(1), "\(result)")
        #expect(result.stdout == "")
        #expect(result.stderr == "Error: There is no person with id \(id) (it may have been deleted by another program).\n")
    }

    @Test("An id that is not a number is a usage error")
    func idNotANumber() async throws {
        let result = try await cli.run("show", "leanne")

        #expect(result.exited(64), "\(result)")
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("Error: The value 'leanne' is invalid for '<id>'"), "\(result)")
        #expect(!FileManager.default.fileExists(atPath: cli.defaultDatabasePath))
    }

    @Test("show reads the --database it is given")
    func explicitDatabase() async throws {
        let database = cli.path("team.sqlite")
        let file = try cli.write("team.json", #"[{"id": 1, "name": "Grace Hopper", "email": "grace@navy.mil", "website": "navy.mil"}]"#)
        let imported = try await cli.run("import", "--database", database, file)
        try #require(imported.exited(0), "\(imported)")

        let result = try await cli.run("--database", database, "show", "1")

        #expect(result.exited(0), "\(result)")
        #expect(result.stdoutLines.first == "Name       Grace Hopper")
        #expect(result.stdoutLines.contains("Website    https://navy.mil"))
        #expect(result.stdoutLines.last == "Tasks      0 of 0 done")
        #expect(!FileManager.default.fileExists(atPath: cli.defaultDatabasePath))
    }
}
