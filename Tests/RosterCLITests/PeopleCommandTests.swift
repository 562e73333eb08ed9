import Foundation
import Testing

/// `roster-cli people` on the default database, seeded with the ten sample users.
@Suite("roster-cli people", .timeLimit(.minutes(2)))
struct PeopleCommandTests {
    let cli: CLISandbox

    init() throws {
        cli = try CLISandbox()
    }

    static let sampleAToI = ["Chelsey Dietrich", "Clementina DuBuque", "Clementine Bauch", "Ervin Howell", "Glenna Reichert"]
    static let sampleJToQ = ["Kurtis Weissnat", "Leanne Graham", "Mrs. Dennis Schulist", "Nicholas Runolfsdottir V", "Patricia Lebsack"]

    @Test("Text output lists the sample users by section, then the count line")
    func textListing() async throws {
        let result = try await cli.run("people")

        #expect(result.exitCode == 0, "\(result)")
        #expect(result.stderr == "")
        #expect(
            result.stdout == """
                A to I
                  Chelsey Dietrich <Lucio_Hettinger@annie.ca>  #5
                  Clementina DuBuque <Rey.Padberg@karina.biz>  #10
                  Clementine Bauch <Nathan@yesenia.net>  #3
                  Ervin Howell <Shanna@melissa.tv>  #2
                  Glenna Reichert <Chaim_McDermott@dana.io>  #9
                J to Q
                  Kurtis Weissnat <Telly.Hoeger@billy.biz>  #7
                  Leanne Graham <Sincere@april.biz>  #1
                  Mrs. Dennis Schulist <Karley_Dach@jasper.info>  #6
                  Nicholas Runolfsdottir V <Sherwood@rosamond.me>  #8
                  Patricia Lebsack <Julianne.OConner@kory.org>  #4
                R to Z
                  (No people)

                10 people

                """)
        // The section headers and the count line, in this order.
        let unindented = result.stdoutLines.filter { !$0.isEmpty && !$0.hasPrefix(" ") }
        #expect(unindented == ["A to I", "J to Q", "R to Z", "10 people"])
    }

    @Test("--json lists the same sections, with id, name and email of each person")
    func jsonListing() async throws {
        let result = try await cli.run("people", "--json")
        #expect(result.exitCode == 0, "\(result)")
        #expect(result.stderr == "")

        let document = try JSONDecoder().decode(PeopleDocument.self, from: Data(result.stdout.utf8))
        #expect(document.count == "10 people")
        #expect(document.search == nil)
        #expect(document.empty == nil)
        #expect(document.titles == ["A to I", "J to Q", "R to Z"])
        #expect(document.names(in: "A to I") == Self.sampleAToI)
        #expect(document.names(in: "J to Q") == Self.sampleJToQ)
        #expect(document.names(in: "R to Z") == [])

        let everyone = document.everyone
        #expect(Set(everyone.map(\.id)) == Set(1...10))
        #expect(everyone.allSatisfy { $0.email.contains("@") && !$0.name.isEmpty })
        #expect(everyone.first { $0.id == 1 } == .init(id: 1, name: "Leanne Graham", email: "Sincere@april.biz"))
        #expect(everyone.first { $0.id == 10 } == .init(id: 10, name: "Clementina DuBuque", email: "Rey.Padberg@karina.biz"))
    }

    @Test("--search matches emails case-insensitively")
    func searchByEmail() async throws {
        let document = try await cli.peopleDocument("--search", "SINCERE@")

        #expect(document.count == "1 of 10 people")
        #expect(document.search == "SINCERE@")
        #expect(document.empty == nil)
        #expect(document.everyone == [.init(id: 1, name: "Leanne Graham", email: "Sincere@april.biz")])
        #expect(document.names(in: "J to Q") == ["Leanne Graham"])
    }

    @Test("--search in text lists only the matches, in display order")
    func searchText() async throws {
        let result = try await cli.run("people", "--search", "cle")

        #expect(result.exitCode == 0, "\(result)")
        #expect(
            result.stdoutLines == [
                "A to I",
                "  Clementina DuBuque <Rey.Padberg@karina.biz>  #10",
                "  Clementine Bauch <Nathan@yesenia.net>  #3",
                "",
                "2 of 10 people",
            ])
    }

    @Test(
        "--search finds a phone number by its digits and extension, and the company: 770, 7368031, x56442, romaguera",
        arguments: [
            ("770", 1), ("7368031", 1), ("+1 770", 1), ("(770) 736-8031", 1), ("romaguera", 2), ("Romaguera-Crona", 1),
            ("x56442", 1), ("1-770-736-8031 x56442", 1),
        ])
    func searchPhoneAndCompany(query: String, matches: Int) async throws {
        let result = try await cli.run("people", "--search", query)
        #expect(result.exitCode == 0, "\(result)")
        #expect(result.stdoutLines.contains("  Leanne Graham <Sincere@april.biz>  #1"), "\(result)")
        #expect(result.stdoutLines.last == "\(matches) of 10 people", "\(result)")
    }

    @Test("A search without matches says so and still exits 0")
    func searchWithoutMatches() async throws {
        let result = try await cli.run("people", "--search", "zzz")

        #expect(result.exitCode == 0, "\(result)")
        #expect(result.stderr == "")
        #expect(
            result.stdoutLines == [
                "No people match “zzz”",
                "Try a different name, username, email, phone or company.",
                "",
                "0 of 10 people",
            ])

        let document = try await cli.peopleDocument("--search", "zzz")
        #expect(document.empty == "No people match “zzz”")
        #expect(document.count == "0 of 10 people")
        #expect(document.everyone.isEmpty)
    }

    @Test("A blank --search is no search")
    func blankSearch() async throws {
        let document = try await cli.peopleDocument("--search", "   ")

        #expect(document.count == "10 people")
        #expect(document.search == nil)
        #expect(document.everyone.count == 10)
    }

    @Test("--search ignores accents: “emile” finds an imported “Émile Zola”")
    func searchFoldsAccents() async throws {
        let file = try cli.write(
            "zola.json",
            """
            [{"id": 11, "name": "Émile Zola", "email": "author@rougon.fr"}]
            """)
        let imported = try await cli.run("import", file)
        try #require(imported.exitCode == 0, "\(imported)")

        let document = try await cli.peopleDocument("--search", "emile")
        #expect(document.count == "1 of 11 people")
        #expect(document.everyone == [.init(id: 11, name: "Émile Zola", email: "author@rougon.fr")])
        #expect(document.names(in: "A to I") == ["Émile Zola"])

        let text = try await cli.run("people", "--search", "emile")
        #expect(text.stdoutLines.contains("  Émile Zola <author@rougon.fr>  #11"))
    }

    @Test("--search answers from the database: % and _ are plain characters, and a row another program wrote is found folded")
    func searchFromTheDatabase() async throws {
        let file = try cli.write(
            "odd.json",
            """
            [{"id": 11, "name": "50% Off", "email": "deals@example.com"},
             {"id": 12, "name": "under_score", "email": "under@example.com"}]
            """)
        let imported = try await cli.run("import", file)
        try #require(imported.exitCode == 0, "\(imported)")
        // What the sqlite3 shell would write: it cannot fold, so the folded column stays NULL.
        try TestSQL.execute(
            "INSERT INTO person (id, name, email) VALUES (13, 'Ünal Çelik', 'unal@example.tr')", in: cli.defaultDatabasePath)

        #expect(try await cli.peopleDocument("--search", "%").everyone.map(\.id) == [11])
        #expect(try await cli.peopleDocument("--search", "r_s").everyone.map(\.id) == [12])
        #expect(try await cli.peopleDocument("--search", "%_").everyone.isEmpty)
        let document = try await cli.peopleDocument("--search", "UNAL celik")
        #expect(document.count == "1 of 13 people")
        #expect(document.names(in: "R to Z") == ["Ünal Çelik"])
    }
}
