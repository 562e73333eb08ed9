import Foundation
import RosterTesting
import RosterViewModels
import Testing

@Suite("The scenario language")
struct ScenarioParserTests {
    private func steps(_ text: String) throws -> [ScenarioStep] {
        try ScenarioParser.parse(text).lines.map(\.step)
    }

    private func parseError(_ text: String) -> ScenarioParser.ParseError? {
        do {
            _ = try ScenarioParser.parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test("every step parses, with comments and blank lines ignored")
    func everyStep() throws {
        let parsed = try steps(
            """
            # a comment
            search "cle"   # trailing comment
            clear search

            select "Clementine Bauch"
            open tasks
            set bio "Line\\nTwo"
            tap remove-photo
            choose avatar "fixtures/a.png"
            answer discard
            close window
            add task "Call" due "2026-11-23"
            add task "Plan"
            toggle task "Call"
            delete task "Call"
            rename task "Plan" to "Plan \\"B\\""
            undo
            filter open
            advance 36h
            fail reads "disk"
            fail writes "read-only"
            fix store
            hold imports
            release imports
            restart
            crash
            tap discard-draft
            elsewhere set email of "Leanne Graham" to "l@theirs.example"
            crash meanwhile elsewhere set bio of "Ervin Howell" to "Hers"
            tap show-theirs
            tap keep-mine
            tap merge
            expect count = 2 of 10 people
            expect field.email.error = "Email is not valid"
            """)
        #expect(
            parsed == [
                .search("cle"), .clearSearch, .select("Clementine Bauch"), .open(.tasks), .set(.biography, "Line\nTwo"),
                .tap(.removePhoto), .chooseAvatar("fixtures/a.png"), .answer(.discard), .closeWindow,
                .addTask("Call", due: "2026-11-23"), .addTask("Plan", due: nil), .toggleTask("Call"), .deleteTask("Call"),
                .renameTask("Plan", to: "Plan \"B\""), .tap(.undo), .filter(.open), .advance(seconds: 129_600),
                .failReads("disk"), .failWrites("read-only"), .fixStore, .holdImports, .releaseImports,
                .restart, .crash, .tap(.discardDraft),
                .elsewhereSet(person: "Leanne Graham", .email, "l@theirs.example"),
                .crashMeanwhile(person: "Ervin Howell", .biography, "Hers"),
                .tap(.showTheirs), .tap(.keepMine), .tap(.merge),
                .expectValue(.count, "2 of 10 people"), .expectValue(.fieldError(.email), "Email is not valid"),
            ])
    }

    @Test("strings take \\u{…} escapes, and keep # inside quotes")
    func escapes() throws {
        #expect(try steps(#"search "\u{C9}mile # not a comment""#) == [.search("Émile # not a comment")])
    }

    @Test("a transcript block sits between \"\"\" fences, with the fence's indentation removed")
    func transcriptBlock() throws {
        let scenario = try ScenarioParser.parse(
            """
            search "x"
            expect transcript
              \"\"\"
              search: "x"
                indented
              \"\"\"
            clear search
            """)
        #expect(scenario.lines.map(\.step) == [.search("x"), .expectTranscript("search: \"x\"\n  indented\n"), .clearSearch])
        #expect(scenario.lines.map(\.line) == [1, 2, 7])
    }

    @Test("CRLF and CR line breaks parse like LF, in steps and transcript blocks", arguments: ["\r\n", "\r"])
    func windowsLineBreaks(breakText: String) throws {
        let lines = ["search \"x\"", "expect transcript", "  \"\"\"", "  search: \"x\"", "  \"\"\"", "clear search", ""]
        let scenario = try ScenarioParser.parse(lines.joined(separator: breakText))
        #expect(scenario.lines.map(\.step) == [.search("x"), .expectTranscript("search: \"x\"\n"), .clearSearch])
        #expect(scenario.lines.map(\.line) == [1, 2, 6])
    }

    @Test("paths resolve from the scenario's own folder, also when that folder is relative")
    func relativePaths() {
        let workingDirectory = FileManager.default.currentDirectoryPath
        #expect(ViewModelScenarioDriver.resolve("../data/team.json", in: "/work/scenarios") == "/work/data/team.json")
        #expect(ViewModelScenarioDriver.resolve("/abs/team.json", in: "scenarios") == "/abs/team.json")
        #expect(
            ViewModelScenarioDriver.resolve("../data/team.json", in: "scenarios")
                == URL(fileURLWithPath: workingDirectory).appendingPathComponent("data/team.json").path)
        #expect(
            ViewModelScenarioDriver.resolve("team.json", in: "")
                == URL(fileURLWithPath: workingDirectory).appendingPathComponent("team.json").path)
    }

    @Test("data names the people file, before every step")
    func dataDirective() throws {
        let scenario = try ScenarioParser.parse("data \"team.json\"\nsearch \"a\"", baseDirectory: "/scenarios")
        #expect(scenario.dataFile == "team.json")
        #expect(scenario.dataPath == "/scenarios/team.json")
        #expect(parseError("search \"a\"\ndata \"team.json\"")?.line == 2)
    }

    @Test("open asking password makes the directory ask for that password; the dialog's steps parse")
    func askingPassword() throws {
        let scenario = try ScenarioParser.parse(
            "open asking password \"s3cret\"\ntype password \"wrong\"\ntap remember-password\ntap sign-in\ntap cancel-sign-in")
        #expect(scenario.askedPassword == "s3cret")
        #expect(
            scenario.lines.map(\.step) == [
                .typePassword("wrong"), .tap(.rememberPassword), .tap(.signIn), .tap(.cancelSignIn),
            ])
        #expect(try ScenarioParser.parse("search \"a\"").askedPassword == nil)
        #expect(parseError("search \"a\"\nopen asking password \"x\"")?.message.hasPrefix("`open asking password` must come") == true)
        #expect(parseError("open asking password \"\"")?.column == 22)
        #expect(parseError("open asking key \"x\"")?.column == 13)
    }

    @Test(
        "errors name the line and the column of what is wrong",
        arguments: [
            ("search \"cle\"\nfrobnicate \"x\"", 2, 1, "unknown step “frobnicate”"),
            ("tap launch", 1, 5, "unknown button “launch”"),
            ("open settings", 1, 6, "unknown page “settings”"),
            ("set nickname \"x\"", 1, 5, "unknown field “nickname”"),
            ("search cle", 1, 8, "expected a \"quoted string\", found cle"),
            ("search \"cle", 1, 8, "unterminated string"),
            ("search \"a\\qb\"", 1, 10, "unknown escape \\q"),
            ("advance soon", 1, 9, "expected a duration such as 1d, 3h or 30m, found soon"),
            ("expect colour = red", 1, 8, "unknown path “colour”"),
            ("expect count 3", 1, 14, "expected “=”, found 3"),
            ("select \"A\" now", 1, 12, "unexpected “now”"),
            ("add task", 1, 10, "expected a \"quoted string\" at the end of the line"),
            ("elsewhere set colour of \"A\" to \"b\"", 1, 15, "unknown field “colour”; expected one of name, email"),
            ("elsewhere set email \"A\" to \"b\"", 1, 21, "expected “of”, found A"),
            ("elsewhere set email of \"A\"", 1, 28, "expected “to” at the end of the line"),
            ("crash later", 1, 7, "expected “meanwhile”, found later"),
        ])
    func errors(text: String, line: Int, column: Int, message: String) throws {
        let error = try #require(parseError(text))
        #expect(error.line == line)
        #expect(error.column == column)
        #expect(error.message.hasPrefix(message), "\(error.message)")
        #expect(error.description.hasPrefix("line \(line), column \(column): "))
    }

    @Test("an unclosed transcript block is an error at its fence")
    func unclosedBlock() {
        let error = parseError("expect transcript\n\"\"\"\nsearch: \"\"\n")
        #expect(error?.line == 2)
        #expect(error?.message == "the transcript block is not closed with \"\"\"")
        #expect(parseError("expect transcript\nsearch \"x\"")?.message.hasPrefix("`expect transcript` must be followed") == true)
    }
}

@Suite("Transcript rendering")
struct TranscriptRendererTests {
    @Test("quoting escapes quotes, backslashes and line breaks, so one fact stays on one line")
    func quoting() {
        #expect(TranscriptRenderer.quoted("a \"b\" \\ c\nd\te") == #""a \"b\" \\ c\nd\te""#)
    }

    @Test("the diff shows removals, then additions, with context around them only")
    func diff() {
        let expected = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let actual = expected.replacingOccurrences(of: "line 5\n", with: "line five\n")
        #expect(
            TextDiff.unified(expected: expected, actual: actual, context: 1) == """
                  …
                  line 4
                - line 5
                + line five
                  line 6
                  …

                """)
    }
}
