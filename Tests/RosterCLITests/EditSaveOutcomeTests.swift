import Foundation
import Testing

/// `roster-cli edit` with a photo and other options: saved together or not at all, and a failed save is never hidden.
@Suite("roster-cli edit: saves with a photo", .timeLimit(.minutes(2)))
struct EditSaveOutcomeTests {
    let cli: CLISandbox

    init() throws {
        cli = try CLISandbox()
    }

    @Test("--avatar with several other options: all of them are saved in one go")
    func avatarWithSeveralOptions() async throws {
        let photo = try cli.write("me.png", TinyPNG.data())

        let result = try await cli.run("edit", "1", "--company", "Acme Ltd", "--avatar", photo, "--name", "Ann Example", "--bio", "Hello")

        #expect(result.exited(0), "\(result)")
        #expect(result.stderr == "")
        #expect(result.stdout == "Saved Ann Example.\n")
        let shown = try await cli.show(1)
        let avatar = try #require(try await cli.shownValue("Avatar", of: 1))
        #expect(
            shown.stdoutLines == [
                "Name       Ann Example",
                "Email      Sincere@april.biz",
                "Phone      1-770-736-8031 x56442",
                "Website    https://hildegard.org",
                "Company    Acme Ltd",
                "Biography  Hello",
                "Avatar     \(avatar)",
                "Tasks      11 of 20 done",
            ])
        #expect(cli.avatarFiles.count == 1)
    }

    @Test("--avatar with values already saved still saves the photo (it is a change)")
    func avatarWithUnchangedValues() async throws {
        let photo = try cli.write("me.png", TinyPNG.data())

        let result = try await cli.run("edit", "1", "--name", "Leanne Graham", "--avatar", photo)

        #expect(result.exited(0), "\(result)")
        #expect(result.stdout == "Saved Leanne Graham.\n")
        #expect(try await cli.shownValue("Avatar", of: 1)?.hasSuffix(".png") == true)
    }

    @Test("A save the database refuses, with --avatar and another option: exit 1 with the reason, nothing saved, no photo copy kept")
    func refusedSaveIsNotHidden() async throws {
        let database = cli.path("team.sqlite")
        let file = try cli.write("team.json", #"[{"id": 1, "name": "Grace Hopper", "email": "grace@navy.mil"}]"#)
        try #require(try await cli.run("import", "--database", database, file).exited(0))
        try TestSQL.execute(
            """
            CREATE TRIGGER refuse_edits BEFORE UPDATE ON person BEGIN SELECT RAISE(ABORT, 'refused by the test'); END
            """, in: database)
        let photo = try cli.write("me.png", TinyPNG.data())

        let result = try await cli.run("edit", "1", "--database", database, "--avatar", photo, "--company", "US Navy")

        #expect(result.exited(1), "\(result)")
        #expect(result.stdout == "")
        #expect(result.stderr == "Error: Not saved: Cannot write to the database: refused by the test. Nothing was changed.\n")
        let shown = try await cli.run("show", "1", "--database", database)
        #expect(shown.stdoutLines.contains("Company    —"))
        #expect(shown.stdoutLines.contains { $0.hasPrefix("Avatar     GH on ") }, "\(shown)")
        #expect(cli.avatarFiles == [], "the photo copy of a refused save was kept")
    }

    @Test("Invalid values and an unreadable photo are listed together; nothing is saved")
    func everyProblemWithPhoto() async throws {
        let result = try await cli.run("edit", "1", "--avatar", cli.path("missing.png"), "--email", "nope", "--website", "ftp://x")

        #expect(result.exited(1), "\(result)")
        #expect(
            result.stderr == """
                Error: Nothing saved:
                  Email is not valid
                  Website must be an http:// or https:// address
                  “missing.png” does not exist.

                """)
        #expect(try await cli.shownValue("Email", of: 1) == "Sincere@april.biz")
        #expect(cli.avatarFiles == [])
    }
}
