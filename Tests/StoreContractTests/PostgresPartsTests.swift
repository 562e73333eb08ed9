import Foundation
import PostgresNIO
import PostgresTestSupport
import RosterModel
import RosterTestSupport
import RosterTesting
import Testing

@testable import RosterPostgres

/// Parts on a shared directory (issue 25): a reader reads, a member edits their own profile and
/// tasks, an admin edits anyone, and the server enforces it, for psql too.
@Suite("PostgreSQL parts")
struct PostgresPartsTests {
    /// The sample team's login roles and their passwords.
    static let passwords = [
        "Bret": "bret-secret", "Antonette": "antonette-secret", "Samantha": "samantha-secret", "Nobody": "nobody-secret",
    ]

    /// A cluster of its own, with password authentication for every role but the owner's, the
    /// sample team, Bret a member, Antonette an admin, Samantha a reader and Nobody without a part.
    @Test("the team's cluster: members edit themselves, readers nobody, admins anyone; psql cannot go round it; Nobody gets one line")
    func teamCluster() async throws {
        let cluster = try PrivateCluster()
        let ownerURL = try await cluster.start()
        defer { Task { await cluster.remove() } }
        let owner = try PostgresAddress(url: ownerURL, environment: [:])
        _ = try await TestPostgres.withConnection(to: owner) { connection in
            for (role, password) in Self.passwords {
                try await connection.query(
                    PostgresQuery(unsafeSQL: "CREATE ROLE \"\(role)\" LOGIN PASSWORD '\(password)'"), logger: TestPostgres.logger)
            }
        }
        // Password authentication for everyone but the owner (who keeps trust, as the script made it).
        try "local all all trust\nhost all \(owner.user) 127.0.0.1/32 trust\nhost all all 127.0.0.1/32 scram-sha-256\n"
            .write(toFile: cluster.folder + "/data/pg_hba.conf", atomically: false, encoding: .utf8)
        _ = try await TestPostgres.withConnection(to: owner) { connection in
            try await connection.query("SELECT pg_reload_conf()", logger: TestPostgres.logger)
        }
        let directory = try await PostgresDirectory(address: owner)
        defer { directory.close() }
        #expect(directory.access.part == .owner)
        _ = try await directory.importDirectory(try await InMemoryRosterStore.sampleData().exportDirectory(), progress: { _ in })
        try await directory.setPart(.member, of: "Bret")
        try await directory.setPart(.admin, of: "Antonette")
        try await directory.setPart(.reader, of: "Samantha")
        await #expect(throws: StoreError.writeFailed(StoreError.DetailedReason.noSuchRole("Nobody2").description)) {
            try await directory.setPart(.reader, of: "Nobody2")
        }
        // A part goes to a login role only: not to a group, which would pass it to all its
        // members (Roster's own reader role made admin would make every reader one), and not to
        // the owner or a superuser, who have every right already.
        let readers = try await TestPostgres.withConnection(to: owner) { connection in
            try await connection.query("CREATE ROLE team_editors NOLOGIN", logger: TestPostgres.logger)
            var name = ""
            for try await row in try await connection.query("SELECT roster_recorded_role('reader')", logger: TestPostgres.logger)
                .decode(String.self)
            {
                name = row
            }
            return name
        }
        #expect(readers.hasSuffix("_reader"))
        for group in [readers, "team_editors"] {
            await #expect(throws: StoreError.writeFailed(StoreError.DetailedReason.notALoginRole(group).description)) {
                try await directory.setPart(.admin, of: group)
            }
        }
        await #expect(throws: StoreError.writeFailed(StoreError.DetailedReason.ownsDirectory(owner.user).description)) {
            try await directory.setPart(.reader, of: owner.user)
        }

        func url(_ role: String) -> String {
            "postgres://\(role):\(Self.passwords[role] ?? "")@127.0.0.1:\(owner.port)/\(owner.database)"
        }
        let leanne = try #require(try await directory.fetchPerson(id: 1))  // username Bret
        let ervin = try #require(try await directory.fetchPerson(id: 2))  // username Antonette
        let clementine = try #require(try await directory.fetchPerson(id: 3))  // username Samantha
        #expect([leanne.username, ervin.username, clementine.username] == ["Bret", "Antonette", "Samantha"])

        // Bret edits his own profile and tasks, and is refused with a reason on someone else's.
        let bret = try await PostgresDirectory(url: url("Bret"), environment: [:])
        defer { bret.close() }
        #expect(bret.access == DirectoryAccess(part: .member, userName: "Bret"))
        _ = try await bret.updatePerson(edit(leanne) { $0.phone = "555 0101" })
        await #expect(throws: StoreError.notAllowed(.editPerson(username: "Antonette"))) {
            try await bret.updatePerson(edit(ervin) { $0.phone = "555 0102" })
        }
        let task = try await bret.addTask(personID: 1, title: "Bret's own", dueDate: nil)
        try await bret.deleteTask(id: task.id)
        await #expect(throws: StoreError.notAllowed(.editTasks(username: "Antonette"))) {
            try await bret.addTask(personID: 2, title: "Not his", dueDate: nil)
        }
        let ervinsTask = try #require(try await bret.fetchTasks(personID: 2).first)
        await #expect(throws: StoreError.notAllowed(.editTasks(username: "Antonette"))) { try await bret.deleteTask(id: ervinsTask.id) }
        await #expect(throws: StoreError.notAllowed(.addPerson)) {
            try await bret.addPerson(Person(id: 0, name: "X", email: "x@example.org"))
        }
        await #expect(throws: StoreError.notAllowed(.deletePerson)) { try await bret.deletePerson(id: 2) }
        await #expect(throws: StoreError.notAllowed(.grantParts)) { try await bret.setPart(.admin, of: "Bret") }

        // psql as Bret cannot change someone else's row, nor take it by renaming, nor delete.
        #expect(try await Self.psql(url("Bret"), "UPDATE person SET name = 'Hacked' WHERE id = 2") == 0)  // UPDATE 0
        #expect(try await Self.psql(url("Bret"), "UPDATE person SET username = 'Bret' WHERE id = 2") == 0)
        #expect(try await Self.psql(url("Bret"), "UPDATE person SET username = 'Antonette' WHERE id = 1") != 0)
        #expect(try await Self.psql(url("Bret"), "DELETE FROM person WHERE id = 2") != 0)
        #expect(try await Self.psql(url("Bret"), "INSERT INTO task (person_id, title, position) VALUES (2, 'x', 99)") != 0)
        #expect(try await Self.psql(url("Bret"), "UPDATE task SET title = 'Hacked' WHERE person_id = 2") == 0)
        #expect(try await Self.psql(url("Bret"), "TRUNCATE task") != 0)
        #expect(try await Self.psql(url("Bret"), "SELECT roster_set_part('Bret', 'admin')") != 0)
        #expect(try await directory.fetchPerson(id: 2) == ervin)
        #expect(try await directory.fetchTasks(personID: 2).map(\.title).contains("Hacked") == false)
        #expect(try await Self.psql(url("Bret"), "UPDATE person SET biography = 'by psql' WHERE id = 1") == 0)
        #expect(try await directory.fetchPerson(id: 1)?.biography == "by psql")
        // Nor by a table of his own in his session's temporary schema, taken for Roster's: a `person`
        // he owns does not make him the owner, and a `roster_history` does not catch his edits.
        #expect(
            try await Self.psql(
                url("Bret"), "CREATE TEMP TABLE person (id bigint); UPDATE public.person SET name = 'Hacked' WHERE id = 2") == 0)
        #expect(try await directory.fetchPerson(id: 2) == ervin)
        let shadow = """
            CREATE TEMP TABLE roster_history (id bigint, at timestamptz DEFAULT now(), who text DEFAULT session_user, \
            person_id bigint, task_id bigint, field text, old_value text, new_value text); \
            GRANT ALL ON roster_history TO PUBLIC; \
            UPDATE public.person SET website = 'https://shadowed.example' WHERE id = 1
            """
        #expect(try await Self.psql(url("Bret"), shadow) == 0)

        // Samantha edits nobody, not even herself, but reads everyone and sees changes live.
        let samantha = try await PostgresDirectory(url: url("Samantha"), environment: [:])
        defer { samantha.close() }
        #expect(samantha.access == DirectoryAccess(part: .reader, userName: "Samantha"))
        #expect(try await samantha.fetchPeople().count == 10)
        // Her own profile: the refusal does not tell her that she could.
        await #expect(throws: StoreError.notAllowed(.editPerson(username: ""))) {
            try await samantha.updatePerson(edit(clementine) { $0.phone = "1" })
        }
        #expect(try await Self.psql(url("Samantha"), "UPDATE person SET phone = '1' WHERE id = 3") != 0)
        let seen = await StreamRecorder.recording(samantha.changes())

        // Antonette edits anyone, adds, deletes and imports.
        let antonette = try await PostgresDirectory(url: url("Antonette"), environment: [:])
        defer { antonette.close() }
        #expect(antonette.access.part == .admin)
        _ = try await antonette.updatePerson(edit(leanne) { $0.companyName = "Antonette's edit" })
        #expect(await seen.wait { $0.contains { $0.updatedPeople.contains(1) } }, "a reader receives live updates")
        _ = try await antonette.updatePerson(edit(clementine) { $0.website = "https://clementine.example" })
        let added = try await antonette.addPerson(Person(id: 0, name: "New Hire", email: "new@example.org"))
        let removed = try await antonette.deletePerson(id: added.id)
        try await antonette.restorePerson(removed)
        _ = try await antonette.importDirectory(
            DirectoryDocument(people: [Person(id: 40, name: "Imported", email: "i@example.org")]), progress: { _ in })
        #expect(try await samantha.fetchPerson(id: 40)?.name == "Imported")

        // The history names Bret and Antonette and the fields they changed, psql's write too, newest first;
        // every part reads it, nobody writes it but the trigger.
        let history = try await samantha.history(of: 1, limit: 50)
        #expect(history.first?.who == "Antonette" && history.first?.field == "company_name", "\(history)")
        #expect(history.contains { $0.who == "Bret" && $0.field == "phone" && $0.newValue == "555 0101" })
        #expect(history.contains { $0.who == "Bret" && $0.field == "biography" && $0.newValue == "by psql" })
        #expect(history.contains { $0.who == "Bret" && $0.field == "website" && $0.newValue == "https://shadowed.example" })
        #expect(history.contains { $0.who == "Bret" && $0.taskID == task.id && $0.field == HistoryEntry.created })
        #expect(history.contains { $0.who == "Bret" && $0.taskID == task.id && $0.field == HistoryEntry.deleted })
        #expect(!history.contains { $0.field == "search_text" })
        #expect(try await Self.psql(url("Bret"), "DELETE FROM roster_history") != 0)
        #expect(try await Self.psql(url("Antonette"), "INSERT INTO roster_history (person_id, field) VALUES (1, 'x')") != 0)

        // Nobody gets one clear line; so does a part taken away.
        await Self.expectNoPart(url("Nobody"))
        try await directory.setPart(nil, of: "Samantha")
        await Self.expectNoPart(url("Samantha"))
    }

    /// A new database on the test cluster holding the sample team, its owner's directory, and a
    /// new login role (without a password: the cluster trusts local connections) whose URL is given.
    static func teamWithRole() async throws -> (address: PostgresAddress, owner: PostgresDirectory, role: String, url: String) {
        let address = try await TestPostgres.createDatabase()
        let owner = try await PostgresDirectory(address: address)
        _ = try await owner.importDirectory(try await InMemoryRosterStore.sampleData().exportDirectory(), progress: { _ in })
        let role = "member_\(UUID().uuidString.prefix(8).lowercased())"
        try await TestPostgres.execute("CREATE ROLE \"\(role)\" LOGIN", on: address)
        return (address, owner, role, "postgres://\(role)@127.0.0.1:\(address.port)/\(address.database)")
    }

    @Test("a member undoes deleting their own task, under its id, and restores nothing onto someone else")
    func memberRestoresOwnTask() async throws {
        let (address, owner, role, url) = try await Self.teamWithRole()
        defer { Task { await TestPostgres.drop(address) } }
        defer { owner.close() }
        try await TestPostgres.execute("UPDATE person SET username = '\(role)' WHERE id = 1", on: address)
        try await owner.setPart(.member, of: role)
        let member = try await PostgresDirectory(url: url, environment: [:])
        defer { member.close() }
        #expect(member.access.part == .member)

        let own = try #require(try await member.fetchTasks(personID: 1).first)
        try await member.deleteTask(id: own.id)
        try await member.restoreTask(own)
        #expect(try await member.fetchTasks(personID: 1).first == own)
        let added = try await member.addTask(personID: 1, title: "Added after the restore", dueDate: nil)
        #expect(added.id.rawValue > own.id.rawValue)

        // Not onto another person, neither one of his own tasks nor theirs.
        let ervins = try #require(try await owner.fetchTasks(personID: 2).first)
        try await owner.deleteTask(id: ervins.id)
        await #expect(throws: StoreError.notAllowed(.editTasks(username: "Antonette"))) { try await member.restoreTask(ervins) }
        var moved = own
        moved.id = added.id
        try await member.deleteTask(id: added.id)
        moved.personID = 2
        await #expect(throws: StoreError.notAllowed(.editTasks(username: "Antonette"))) { try await member.restoreTask(moved) }
        #expect(try await owner.fetchTasks(personID: 2).contains { $0.id == ervins.id || $0.id == added.id } == false)
        // Nor, by psql, a task under an id the sequence has not handed out (a later task's insert would fail on it).
        #expect(
            try await Self.psql(url, "INSERT INTO task (id, person_id, title, position) VALUES (\(added.id.rawValue + 1), 1, 'x', 9)") != 0)
        #expect(try await Self.psql(url, "UPDATE task SET id = \(added.id.rawValue + 5) WHERE id = \(own.id.rawValue)") != 0)
        #expect(try await Self.psql(url, "INSERT INTO task (person_id, title, position) VALUES (1, 'by psql', 9)") == 0)
    }

    @Test("no part is said only to a login without one; a member facing a migration only the owner may run is told so")
    func pendingMigration() async throws {
        let (address, owner, role, url) = try await Self.teamWithRole()
        defer { Task { await TestPostgres.drop(address) } }
        await Self.expectNoPart(url)
        try await owner.setPart(.member, of: role)
        owner.close()
        // The directory as an older Roster left it: v8 not applied yet.
        for statement in [
            "DROP POLICY roster_task_ids ON task", "DROP POLICY roster_task_ids_kept ON task",
            "DROP FUNCTION roster_task_ids_handed_out()", "DELETE FROM roster_schema WHERE name LIKE 'v8:%'",
        ] {
            try await TestPostgres.execute(statement, on: address)
        }
        do {
            _ = try await PostgresDirectory(url: url, environment: [:])
            Issue.record("a member migrated the directory")
        } catch let error as StoreError {
            #expect(
                error
                    == .cannotOpen(
                        path: try PostgresAddress(url: url, environment: [:]).displayName,
                        reason: StoreError.Reason.ownerMustUpdate.rawValue))
            #expect(!error.description.contains("\n"))
        }
        // Once the owner opened it, the member opens it too.
        try await PostgresDirectory(address: address).close()
        let member = try await PostgresDirectory(url: url, environment: [:])
        #expect(member.access.part == .member)
        member.close()
    }

    @Test("two databases whose names share their first 40 characters have parts of their own")
    func sharedPrefix() async throws {
        let cluster = try PostgresAddress(url: TestPostgres.url(), environment: [:])
        let prefix = "roster_t_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased().prefix(31)
        let addresses = ["_a", "_b"].map { cluster.with(database: prefix + $0) }
        defer { Task { for address in addresses { await TestPostgres.drop(address) } } }
        for address in addresses {
            try await TestPostgres.execute("CREATE DATABASE \(address.database)", on: cluster)
        }
        let role = "member_\(UUID().uuidString.prefix(8).lowercased())"
        try await TestPostgres.execute("CREATE ROLE \"\(role)\" LOGIN", on: cluster)
        let a = try await PostgresDirectory(address: addresses[0])
        defer { a.close() }
        let b = try await PostgresDirectory(address: addresses[1])
        defer { b.close() }
        try await a.setPart(.admin, of: role)
        func url(_ address: PostgresAddress) -> String { "postgres://\(role)@127.0.0.1:\(address.port)/\(address.database)" }
        await Self.expectNoPart(url(addresses[1]))
        try await b.setPart(.reader, of: role)
        let inA = try await PostgresDirectory(url: url(addresses[0]), environment: [:])
        defer { inA.close() }
        let inB = try await PostgresDirectory(url: url(addresses[1]), environment: [:])
        defer { inB.close() }
        #expect(inA.access.part == .admin)
        #expect(inB.access.part == .reader)
        try await b.setPart(nil, of: role)
        await Self.expectNoPart(url(addresses[1]))
        #expect(try await PostgresDirectory(url: url(addresses[0]), environment: [:]).access.part == .admin)
    }

    @Test("a role of a part's name that Roster did not make is refused with one line, and not adopted")
    func premadeRole() async throws {
        let (address, owner, role, url) = try await Self.teamWithRole()
        defer { Task { await TestPostgres.drop(address) } }
        defer { owner.close() }
        // Someone who may create roles made the member part's role before the first grant, and joined it.
        let name = try await TestPostgres.withConnection(to: address) { connection in
            var name = ""
            for try await found in try await connection.query("SELECT roster_part_role('member')", logger: TestPostgres.logger)
                .decode(String.self)
            {
                name = found
            }
            return name
        }
        #expect(name.utf8.count <= 63 && name.hasSuffix("_member"))
        try await TestPostgres.execute("CREATE ROLE \"\(name)\" NOLOGIN", on: address)
        try await TestPostgres.execute("GRANT \"\(name)\" TO \"\(role)\"", on: address)
        let refusal = StoreError.writeFailed(StoreError.DetailedReason.roleNotRosters(name).description)
        await #expect(throws: refusal) { try await owner.setPart(.reader, of: role) }
        #expect(!refusal.description.contains("\n"))
        await Self.expectNoPart(url)
        // Once it is gone, Roster makes its own.
        try await TestPostgres.execute("DROP ROLE \"\(name)\"", on: address)
        try await owner.setPart(.member, of: role)
        let member = try await PostgresDirectory(url: url, environment: [:])
        #expect(member.access.part == .member)
        member.close()
    }

    @Test("v9 renames the roles v6 made, keeping their members and grants, and adopts no other")
    func oldRolesRenamed() async throws {
        let (address, owner, role, url) = try await Self.teamWithRole()
        defer { Task { await TestPostgres.drop(address) } }
        owner.close()
        // The directory as v6 to v8 left it: parts named by the database's first 40 characters.
        let old = "roster_\(address.database.prefix(40))_"
        let admin = "admin_\(UUID().uuidString.prefix(8).lowercased())"
        let v6Functions = PostgresSchema.parts.filter { $0.contains("CREATE FUNCTION roster_part") }
            .map { $0.replacingOccurrences(of: "CREATE FUNCTION", with: "CREATE OR REPLACE FUNCTION") }
        #expect(v6Functions.count == 2)
        for statement in v6Functions + [
            "DROP TABLE roster_part_roles", "DROP FUNCTION roster_recorded_role(text)",
            "DELETE FROM roster_schema WHERE name LIKE 'v9:%'",
            "UPDATE roster_schema SET applied_at = applied_at - interval '1 day'",
            "CREATE ROLE \(old)reader NOLOGIN", "CREATE ROLE \(old)member NOLOGIN",
            "GRANT SELECT ON person, task, roster_schema, roster_history TO \(old)reader, \(old)member",
            "GRANT UPDATE (name, phone, search_text) ON person TO \(old)member", "GRANT \(old)member TO \"\(role)\"",
            // Not Roster's: no grant on this database's tables.
            "CREATE ROLE \(old)admin NOLOGIN", "CREATE ROLE \"\(admin)\" LOGIN", "GRANT \(old)admin TO \"\(admin)\"",
        ] {
            try await TestPostgres.execute(statement, on: address)
        }
        try await PostgresDirectory(address: address).close()
        let member = try await PostgresDirectory(url: url, environment: [:])
        defer { member.close() }
        #expect(member.access.part == .member)
        let names = try await TestPostgres.withConnection(to: address) { connection in
            var names: [String] = []
            for try await name in try await connection.query(
                "SELECT rolname::text FROM pg_roles WHERE rolname LIKE 'roster\\_%' ORDER BY 1", logger: TestPostgres.logger
            ).decode(String.self) {
                names.append(name)
            }
            return names
        }
        #expect(!names.contains("\(old)member") && !names.contains("\(old)reader"))
        #expect(names.contains("\(old)admin"))
        await Self.expectNoPart("postgres://\(admin)@127.0.0.1:\(address.port)/\(address.database)")
    }

    /// Opening `url` fails with the one line that says the role has no part.
    static func expectNoPart(_ url: String) async {
        do {
            _ = try await PostgresDirectory(url: url, environment: [:])
            Issue.record("\(url) opened without a part")
        } catch let error as StoreError {
            guard case .cannotOpen(_, let reason) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(reason == StoreError.Reason.noPart.rawValue)
            #expect(!error.description.contains("\n"))
        } catch {
            Issue.record("\(error)")
        }
    }

    /// Runs `sql` with psql at `url`; returns its exit status (0: done, 3: the server refused, ON_ERROR_STOP).
    static func psql(_ url: String, _ sql: String) async throws -> Int32 {
        let null = open("/dev/null", O_WRONLY)
        defer { close(null) }
        let process = try ChildProcess(
            executable: "/usr/bin/psql", arguments: ["--quiet", "--no-psqlrc", "-v", "ON_ERROR_STOP=1", "--dbname", url, "--command", sql],
            environment: ["PATH": "/usr/bin:/bin", "PGCONNECT_TIMEOUT": "10"], standardOutput: null, standardError: null)
        return await process.exit().code
    }
}
