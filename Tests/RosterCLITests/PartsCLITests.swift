import Foundation
import PostgresTestSupport
import RosterModel
import RosterPostgres
import Testing

/// `roster-cli grant`, `revoke` and `history` end to end (issue 25), on a fresh database of the
/// test cluster, with login roles of this test's own (roles are the cluster's, shared by every test).
@Suite("roster-cli parts and history", .timeLimit(.minutes(2)))
struct PartsCLITests {
    let cli: CLISandbox

    init() throws {
        cli = try CLISandbox()
    }

    @Test("an empty role is a usage error, before any database is opened", arguments: [["grant", "", "member"], ["revoke", ""]])
    func emptyRole(arguments: [String]) async throws {
        let result = try await cli.run(arguments)
        #expect(result.exited(64), "\(result)")
        #expect(result.stderr.hasPrefix("Error: ROLE needs a login role's name, such as Bret."), "\(result)")
    }

    @Test("the owner grants parts; a member's edit of someone else is refused with the reason; history names who changed what")
    func grantEditHistory() async throws {
        let address = try await TestPostgres.createDatabase()
        defer { Task { await TestPostgres.drop(address) } }
        let owner = TestPostgres.url(of: address)
        let suffix = String(UUID().uuidString.prefix(8)).lowercased()
        let member = "bret_\(suffix)"
        let admin = "antonette_\(suffix)"
        for role in [member, admin] { try await TestPostgres.execute("CREATE ROLE \"\(role)\" LOGIN", on: address) }
        let team = """
            [{"id": 1, "name": "Leanne Graham", "username": "\(member)", "email": "leanne@example.org"},
             {"id": 2, "name": "Ervin Howell", "username": "\(admin)", "email": "ervin@example.org"}]
            """
        #expect(try await cli.run("--database", owner, "import", try cli.write("team.json", team)).exitCode == 0)
        let granted = try await cli.run("--database", owner, "grant", member, "member")
        #expect(granted.exitCode == 0, "\(granted)")
        #expect(granted.stdout == "\(member) is a member of the directory now.\n")
        #expect(try await cli.run("--database", owner, "grant", admin, "admin").exitCode == 0)

        func url(_ role: String) -> String { "postgres://\(role)@127.0.0.1:\(address.port)/\(address.database)" }
        let own = try await cli.run("--database", url(member), "edit", "1", "--phone", "555 0101")
        #expect(own.exitCode == 0, "\(own)")
        let other = try await cli.run("--database", url(member), "edit", "2", "--phone", "555 0102")
        #expect(other.exitCode != 0)
        #expect(other.stderr.contains("Only \(admin) or an administrator can edit this profile"), "\(other)")
        // Someone else's tasks: adding, ticking and deleting are refused with the reason, and change nothing.
        #expect(try await cli.run("--database", url(admin), "add-task", "2", "Ervin's own").exitCode == 0)
        let tasksBefore = try await cli.run("--database", url(admin), "tasks", "2")
        for command in [["add-task", "2", "Not mine"], ["done", "2", "Ervin's own"], ["delete-task", "2", "Ervin's own"]] {
            let task = try await cli.run(["--database", url(member)] + command)
            #expect(task.exitCode != 0, "\(command): \(task)")
            #expect(
                task.stderr.contains("Only \(admin) or an administrator can change this person's tasks. Nothing was changed."),
                "\(command): \(task)")
        }
        #expect(try await cli.run("--database", url(admin), "tasks", "2").stdout == tasksBefore.stdout)
        let delete = try await cli.run("--database", url(member), "delete-person", "2")
        #expect(delete.exitCode != 0)
        #expect(delete.stderr.contains("Only an administrator can delete people"), "\(delete)")
        #expect(try await cli.run("--database", url(admin), "edit", "1", "--company", "Romaguera").exitCode == 0)
        let notGranting = try await cli.run("--database", url(admin), "grant", member, "admin")
        #expect(notGranting.stderr.contains("Only the directory's owner can give or take parts"), "\(notGranting)")

        let history = try await cli.run("--database", owner, "history", "1")
        #expect(history.exitCode == 0, "\(history)")
        let lines = history.stdoutLines
        #expect(lines.count == 3, "\(history)")
        #expect(lines.first?.contains("\(admin)  Company: “” → “Romaguera”") == true, "\(history)")
        #expect(lines.dropFirst().first?.contains("\(member)  Phone: “” → “555 0101”") == true, "\(history)")
        #expect(lines.last?.contains("Added to the directory as “Leanne Graham”") == true, "\(history)")

        let revoked = try await cli.run("--database", owner, "revoke", member)
        #expect(revoked.stdout == "\(member) has no part in the directory now.\n", "\(revoked)")
        let refused = try await cli.run("--database", url(member), "people")
        #expect(refused.exitCode != 0)
        #expect(refused.stderr.contains("this login role has no part in the directory"), "\(refused)")
        #expect(refused.stderr.split(separator: "\n").count == 1, "\(refused)")
    }
}
