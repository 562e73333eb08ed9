import Foundation
import Testing

/// `roster-cli` under `LANG=de_DE.UTF-8` on its rarer paths: import files that are
/// not people lists or hold values of the wrong type, refused avatar files, store
/// reasons that name a path, the avatar's colour and ArgumentParser's own help,
/// usage and error text. English output stays as it was.
@Suite("roster-cli in German: rare messages and ArgumentParser's text")
struct GermanRareMessagesTests {
    let cli: CLISandbox

    init() throws {
        cli = try CLISandbox()
    }

    private func german() -> [String: String] {
        var environment = cli.environment
        environment["LANG"] = "de_DE.UTF-8"
        return environment
    }

    private func english() -> [String: String] {
        var environment = cli.environment
        environment["LANG"] = "C.UTF-8"
        return environment
    }

    @Test("import: what a file that is not a people list holds, in German")
    func notADirectoryInGerman() async throws {
        try GermanLocaleTests.requireGermanLocale()
        let object = try cli.write("object.json", #"{"people": []}"#)
        let result = try await cli.run(["import", object], environment: german())
        #expect(result.exitCode != 0, "\(result)")
        #expect(result.stderr.contains("gefunden wurde ein Objekt ohne „users“. Es wurde nichts importiert."), "\(result)")
        let holding = try cli.write("holding.json", #"{"users": 3}"#)
        let number = try await cli.run(["import", holding], environment: german())
        #expect(number.stderr.contains("gefunden wurde „users“ als eine Zahl."), "\(number)")
        let englishResult = try await cli.run(["import", holding], environment: english())
        #expect(englishResult.stderr.contains("found “users” holding a number. Nothing was imported."), "\(englishResult)")
    }

    @Test("import: expected and found JSON types of a record's field, in German")
    func wrongTypesInGerman() async throws {
        try GermanLocaleTests.requireGermanLocale()
        let file = try cli.write("types.json", #"[{"id": "1", "name": 42, "email": "a@x.org", "company": []}]"#)
        let result = try await cli.run(["import", file], environment: german())
        #expect(result.exitCode != 0, "\(result)")
        #expect(result.stderr.contains("id: muss eine Zahl sein, gefunden wurde eine Zeichenkette"), "\(result)")
        #expect(result.stderr.contains("company: muss ein Objekt sein, gefunden wurde ein Array"), "\(result)")
        let englishResult = try await cli.run(["import", file], environment: english())
        #expect(englishResult.stderr.contains("id: must be a number, found a string"), "\(englishResult)")
        #expect(englishResult.stderr.contains("company: must be an object, found an array"), "\(englishResult)")
    }

    @Test("import: the rules a record breaks, worded as the form words them, in German (nouns keep their capitals)")
    func ruleProblemsInGerman() async throws {
        try GermanLocaleTests.requireGermanLocale()
        let longUsername = String(repeating: "u", count: 101)
        let longTitle = String(repeating: "t", count: 201)
        let file = try cli.write(
            "rules.json",
            """
            {"users": [{"id": 1, "name": " ", "username": "\(longUsername)", "email": "not-an-address"}],
             "todos": [{"userId": 1, "id": 2, "title": "\(longTitle)", "completed": false, "dueDate": "2026-02-30"},
                       {"userId": 1, "id": 3, "title": "", "completed": false}]}
            """)
        let result = try await cli.run(["import", file], environment: german())
        #expect(result.exitCode != 0, "\(result)")
        for line in [
            "name: ist erforderlich", "username: darf höchstens 100 Zeichen lang sein", "email: ist ungültig",
            "title: darf höchstens 200 Zeichen lang sein", "dueDate: muss ein Datum wie 2026-12-31 sein",
            "title: ist erforderlich",
        ] {
            #expect(result.stderr.contains(line), "\(line) in \(result)")
        }
        let englishResult = try await cli.run(["import", file], environment: english())
        for line in [
            "name: is required", "username: can be at most 100 characters", "email: is not valid",
            "title: can be at most 200 characters", "dueDate: must be a date like 2026-12-31", "title: is required",
        ] {
            #expect(englishResult.stderr.contains(line), "\(line) in \(englishResult)")
        }
    }

    @Test("done: a title that matches two tasks, in German")
    func ambiguousTitleInGerman() async throws {
        try GermanLocaleTests.requireGermanLocale()
        for title in ["Call Ann", "call ann"] {
            let added = try await cli.run("add-task", "1", title)
            try #require(added.exited(0), "\(added)")
        }
        let result = try await cli.run(["done", "1", "CALL ANN"], environment: german())
        #expect(result.exitCode == 1, "\(result)")
        #expect(result.stderr.contains("„CALL ANN“ passt zu 2 Aufgaben; geben Sie die ID der Aufgabe an."), "\(result)")
    }

    @Test("avatar files refused in German: missing, not an image (with the accepted formats joined by „oder“)")
    func avatarReasonsInGerman() async throws {
        try GermanLocaleTests.requireGermanLocale()
        let notes = try cli.write("notes.txt", "These are my notes.\n")
        let result = try await cli.run(["add-person", "--name", "Ada", "--email", "ada@x.org", "--avatar", notes], environment: german())
        #expect(result.exitCode == 1, "\(result)")
        #expect(result.stderr.contains("„notes.txt“ ist kein Bild, das Roster anzeigen kann (PNG"), "\(result)")
        #expect(result.stderr.contains(" oder "), "\(result)")
        let missing = try await cli.run(["edit", "1", "--avatar", cli.path("missing.png")], environment: german())
        #expect(missing.stderr.contains("„missing.png“ existiert nicht."), "\(missing)")
        // An import whose avatar file is missing: the record's problem, in German.
        let document = try cli.write("with-avatar.json", #"[{"id": 1, "name": "Ada", "email": "a@x.org", "avatar": "gone.png"}]"#)
        let imported = try await cli.run(["import", document], environment: german())
        #expect(imported.exitCode != 0, "\(imported)")
        #expect(imported.stderr.contains("avatar: „gone.png“ existiert nicht."), "\(imported)")
        let englishResult = try await cli.run(["import", document], environment: english())
        #expect(englishResult.stderr.contains("avatar: “gone.png” does not exist."), "\(englishResult)")
    }

    @Test("the store's reason with a path in German: the database's folder cannot be created")
    func folderReasonInGerman() async throws {
        try GermanLocaleTests.requireGermanLocale()
        let file = try cli.write("plain-file", "")
        let database = file + "/sub/roster.sqlite"
        let result = try await cli.run(["people", "--database", database], environment: german())
        #expect(result.exitCode != 0, "\(result)")
        #expect(result.stderr.contains("der Ordner \(file)/sub kann nicht angelegt werden."), "\(result)")
        let englishResult = try await cli.run(["people", "--database", database], environment: english())
        #expect(
            englishResult.stderr.contains("Cannot open the database at \(database): cannot create the folder \(file)/sub."),
            "\(englishResult)")
    }

    @Test("show: the avatar placeholder's colour in German, as in the transcripts")
    func avatarColourInGerman() async throws {
        try GermanLocaleTests.requireGermanLocale()
        let german = try await cli.run(["show", "1"], environment: german())
        let english = try await cli.run(["show", "1"], environment: english())
        let englishLine = try #require(english.stdoutLines.first { $0.hasPrefix("Avatar") }, "\(english)")
        let germanLine = try #require(german.stdoutLines.first { $0.hasPrefix("Avatar") }, "\(german)")
        let colours = [
            "blue": "Blau", "green": "Grün", "yellow": "Gelb", "orange": "Orange", "red": "Rot",
            "purple": "Lila", "brown": "Braun", "slate": "Schiefergrau",
        ]
        let englishColour = try #require(colours.keys.first { englishLine.hasSuffix(" on \($0)") }, "\(englishLine)")
        let initials = englishLine.split(separator: " ").dropLast(2).last.map(String.init) ?? ""
        #expect(germanLine.hasSuffix("  \(initials) auf \(colours[englishColour]!)"), "\(germanLine)")
    }

    @Test("--help: ArgumentParser's headings and built-in option help in German")
    func helpHeadingsInGerman() async throws {
        try GermanLocaleTests.requireGermanLocale()
        let result = try await cli.run(["--help"], environment: german())
        #expect(result.exitCode == 0, "\(result)")
        for heading in ["ÜBERSICHT: ", "AUFRUF: roster-cli", "OPTIONEN:", "UNTERBEFEHLE:"] {
            #expect(result.stdout.contains(heading), "\(heading): \(result)")
        }
        #expect(result.stdout.contains("  Ausführliche Hilfe: „roster-cli help <subcommand>“."), "\(result)")
        #expect(result.stdout.contains("Die Version anzeigen."), "\(result)")
        #expect(result.stdout.contains("Hilfe anzeigen."), "\(result)")
        for english in [
            "OVERVIEW:", "USAGE:", "OPTIONS:", "SUBCOMMANDS:", "for detailed help", "Show help information.", "Show the version.",
        ] {
            #expect(!result.stdout.contains(english), "\(english) left in: \(result)")
        }
    }

    @Test("help edit: ARGUMENTS and OPTIONS headings in German")
    func subcommandHelpHeadingsInGerman() async throws {
        try GermanLocaleTests.requireGermanLocale()
        let result = try await cli.run(["help", "edit"], environment: german())
        #expect(result.exitCode == 0, "\(result)")
        for heading in ["ÜBERSICHT: ", "AUFRUF: roster-cli edit", "ARGUMENTE:", "OPTIONEN:", "Hilfe anzeigen."] {
            #expect(result.stdout.contains(heading), "\(heading): \(result)")
        }
        #expect(!result.stdout.contains("ARGUMENTS:") && !result.stdout.contains("OPTIONS:"), "\(result)")
    }

    @Test("a usage error in German: Fehler, Hilfe and Aufruf; unknown options with a suggestion")
    func usageErrorInGerman() async throws {
        try GermanLocaleTests.requireGermanLocale()
        let missing = try await cli.run(["add-task", "1"], environment: german())
        #expect(missing.exitCode == 64, "\(missing)")
        #expect(missing.stderr.hasPrefix("Fehler: Das Argument „<title>“ fehlt\nHilfe:  <title>  "), "\(missing)")
        #expect(missing.stderr.contains("\nAufruf: roster-cli add-task "), "\(missing)")
        #expect(missing.stderr.contains("  Mehr dazu: „roster-cli add-task --help“."), "\(missing)")
        #expect(!missing.stderr.contains("for more information"), "\(missing)")
        let unknown = try await cli.run(["people", "--serch", "x"], environment: german())
        #expect(unknown.exitCode == 64, "\(unknown)")
        #expect(unknown.stderr.hasPrefix("Fehler: Unbekannte Option „--serch“"), "\(unknown)")
        let extra = try await cli.run(["people", "extra"], environment: german())
        #expect(extra.stderr.hasPrefix("Fehler: Unerwartetes Argument „extra“"), "\(extra)")
        // The CLI's own errors keep their German text after the translated prefix.
        let notFound = try await cli.run(["show", "999"], environment: german())
        #expect(notFound.stderr.hasPrefix("Fehler: Es gibt keine Person mit der ID 999"), "\(notFound)")
    }

    @Test("English output is unchanged: headings, built-in help and usage errors")
    func englishUnchanged() async throws {
        let help = try await cli.run(["--help"], environment: english())
        #expect(help.exitCode == 0, "\(help)")
        for text in [
            "OVERVIEW: ", "USAGE: roster-cli", "OPTIONS:", "SUBCOMMANDS:", "  See 'roster-cli help <subcommand>' for detailed help.",
            "Show the version.", "Show help information.",
        ] {
            #expect(help.stdout.contains(text), "\(text): \(help)")
        }
        let missing = try await cli.run(["add-task", "1"], environment: english())
        #expect(missing.exitCode == 64, "\(missing)")
        #expect(missing.stderr.hasPrefix("Error: Missing expected argument '<title>'\nHelp:  <title>  "), "\(missing)")
        #expect(missing.stderr.contains("\nUsage: roster-cli add-task "), "\(missing)")
        #expect(missing.stderr.contains("  See 'roster-cli add-task --help' for more information."), "\(missing)")
    }
}
