import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `roster-cli` under `LANG=de_DE.UTF-8`: German messages from the gettext catalog,
/// German plurals, numbers and dates (the locale comes from the environment, not
/// from Foundation's `Locale.current`).
@Suite("roster-cli in German")
struct GermanLocaleTests {
    let cli: CLISandbox

    init() throws {
        cli = try CLISandbox()
    }

    /// The sandbox's environment in `locale` (through `LANG`, or `LC_ALL` when `viaLCAll`).
    private func environment(_ locale: String, viaLCAll: Bool = false) -> [String: String] {
        var environment = cli.environment
        environment[viaLCAll ? "LC_ALL" : "LANG"] = locale
        return environment
    }

    /// gettext picks its catalog through LC_MESSAGES, so the glibc locale must exist.
    static func requireGermanLocale() throws {
        // LC_MESSAGES_MASK is a macro Swift does not import: it is 1 << LC_MESSAGES.
        let installed = newlocale(1 << LC_MESSAGES, "de_DE.UTF-8", nil)
        if let installed { freelocale(installed) }
        try #require(
            installed != nil,
            """
            the de_DE.UTF-8 locale is not installed: run `make test-deps` (it installs Debian's locales \
            package and generates it), or uncomment de_DE.UTF-8 in /etc/locale.gen and run locale-gen
            """)
    }

    @Test("people: German section titles and a German plural count")
    func peopleInGerman() async throws {
        try Self.requireGermanLocale()
        let result = try await cli.run(["people"], environment: environment("de_DE.UTF-8"))
        #expect(result.exitCode == 0, "\(result)")
        let unindented = result.stdoutLines.filter { !$0.hasPrefix(" ") && !$0.isEmpty }
        #expect(unindented == ["A bis I", "J bis Q", "R bis Z", "10 Personen"], "\(result)")
    }

    @Test("people --search: “3 von 10 Personen”-style counts, and LC_ALL wins over LANG")
    func searchCountInGerman() async throws {
        try Self.requireGermanLocale()
        var environment = environment("de_DE.UTF-8", viaLCAll: true)
        environment["LANG"] = "C.UTF-8"
        let result = try await cli.run(["people", "--search", "Clem"], environment: environment)
        #expect(result.exitCode == 0, "\(result)")
        #expect(result.stdoutLines.last == "2 von 10 Personen", "\(result)")
    }

    @Test("tasks: German due dates (“Fällig am 15. Jan. 2027”) and overdue plurals")
    func dueDatesInGerman() async throws {
        try Self.requireGermanLocale()
        let german = environment("de_DE.UTF-8")
        let added = try await cli.run(["add-task", "1", "Flug buchen", "--due", "2099-01-15"], environment: german)
        #expect(added.exitCode == 0, "\(added)")
        // The CLI's own message, with the view models' due text and task count (“7 of 20 done”).
        #expect(added.stdout == "Aufgabe #201 „Flug buchen“ hinzugefügt (Fällig am 15. Jan. 2099). 11 von 21 erledigt.\n", "\(added)")
        #expect(try await cli.run(["add-task", "1", "Steuer", "--due", "2020-01-15"], environment: german).exitCode == 0)
        let result = try await cli.run(["tasks", "1"], environment: german)
        #expect(result.exitCode == 0, "\(result)")
        #expect(result.stdout.contains("Flug buchen  (Fällig am 15. Jan. 2099)"), "\(result)")
        #expect(result.stdout.contains("Tagen überfällig"), "\(result)")
    }

    @Test("add-task --due in German order (“15.01.2099”, “15.1.2099”); a day that does not exist is refused in German")
    func germanDueDateInput() async throws {
        try Self.requireGermanLocale()
        let german = environment("de_DE.UTF-8")
        let added = try await cli.run(["add-task", "1", "Flug buchen", "--due", "15.01.2099"], environment: german)
        #expect(added.stdout == "Aufgabe #201 „Flug buchen“ hinzugefügt (Fällig am 15. Jan. 2099). 11 von 21 erledigt.\n", "\(added)")
        let short = try await cli.run(["add-task", "1", "Hotel buchen", "--due", "15.1.2099"], environment: german)
        #expect(short.stdout == "Aufgabe #202 „Hotel buchen“ hinzugefügt (Fällig am 15. Jan. 2099). 11 von 22 erledigt.\n", "\(short)")
        let refused = try await cli.run(["add-task", "1", "Steuer", "--due", "31.02.2099"], environment: german)
        #expect(refused.exitCode == 1, "\(refused)")
        #expect(refused.stderr == "Fehler: Das Fälligkeitsdatum „31.02.2099“ gibt es nicht\n", "\(refused)")
    }

    @Test("show: German field labels")
    func profileInGerman() async throws {
        try Self.requireGermanLocale()
        let result = try await cli.run(["show", "1"], environment: environment("de_DE.UTF-8"))
        #expect(result.exitCode == 0, "\(result)")
        #expect(result.stdout.contains("E-Mail"), "\(result)")
        #expect(result.stdout.contains("Telefon"), "\(result)")
    }

    @Test("export: the summary in German with grouped German numbers")
    func exportInGerman() async throws {
        try Self.requireGermanLocale()
        let result = try await cli.run(["export", "--output", cli.path("team.json")], environment: environment("de_DE.UTF-8"))
        #expect(result.exitCode == 0, "\(result)")
        #expect(result.stdout.contains("10 Personen, 200 Aufgaben"), "\(result)")
        #expect(result.stdout.contains("exportiert"), "\(result)")
    }

    @Test("validation messages in German, their limits with German grouping (2.000)")
    func validationInGerman() async throws {
        try Self.requireGermanLocale()
        let result = try await cli.run(
            ["edit", "1", "--bio", String(repeating: "x", count: 2_001)], environment: environment("de_DE.UTF-8"))
        #expect(result.exitCode != 0, "\(result)")
        #expect(result.stderr.contains("Nichts gespeichert:\n  Biografie darf höchstens 2.000 Zeichen lang sein"), "\(result)")
    }

    @Test("the model's errors in German: an unknown person")
    func storeErrorInGerman() async throws {
        try Self.requireGermanLocale()
        let result = try await cli.run(["show", "999"], environment: environment("de_DE.UTF-8"))
        #expect(result.exitCode != 0, "\(result)")
        #expect(result.stderr.contains("Es gibt keine Person mit der ID 999"), "\(result)")
    }

    @Test("--help: the abstract, discussion and subcommand abstracts in German")
    func helpInGerman() async throws {
        try Self.requireGermanLocale()
        let result = try await cli.run(["--help"], environment: environment("de_DE.UTF-8"))
        #expect(result.exitCode == 0, "\(result)")
        let text = result.stdout.replacingOccurrences(of: "\n", with: " ").split(separator: " ").joined(separator: " ")
        #expect(text.contains("Das Personenverzeichnis und die Aufgaben von Roster im Terminal durchsuchen und bearbeiten."), "\(result)")
        #expect(text.contains("Ohne --database verwendet Roster"), "\(result)")
        #expect(text.contains("show Das Profil einer Person anzeigen."), "\(result)")
        #expect(text.contains("delete-task Eine Aufgabe löschen."), "\(result)")
        #expect(result.stdout.contains("AUFRUF:"), "\(result)")
    }

    @Test("a subcommand's help in German: abstract, argument and option help, limits with German grouping")
    func subcommandHelpInGerman() async throws {
        try Self.requireGermanLocale()
        let german = environment("de_DE.UTF-8")
        let addTask = try await cli.run(["help", "add-task"], environment: german)
        #expect(addTask.exitCode == 0, "\(addTask)")
        let text = addTask.stdout.replacingOccurrences(of: "\n", with: " ").split(separator: " ").joined(separator: " ")
        #expect(text.contains("ÜBERSICHT: Eine Aufgabe zur Liste einer Person hinzufügen."), "\(addTask)")
        #expect(text.contains("<id> Die Kennung der Person."), "\(addTask)")
        #expect(text.contains("<title> Der Titel der Aufgabe (höchstens 200 Zeichen)."), "\(addTask)")
        #expect(
            text.contains("--due <DATE> Fälligkeitstag: so, wie Ihre Sprache Daten schreibt (15.01.2099 auf Deutsch), oder JJJJ-MM-TT."),
            "\(addTask)")
        #expect(text.contains("Die SQLite-Datenbank unter PATH verwenden"), "\(addTask)")
        let edit = try await cli.run(["edit", "--help"], environment: german)
        #expect(edit.exitCode == 0, "\(edit)")
        let editText = edit.stdout.replacingOccurrences(of: "\n", with: " ").split(separator: " ").joined(separator: " ")
        #expect(editText.contains("Biografie (höchstens 2.000 Zeichen)."), "\(edit)")
        #expect(editText.contains("Es gelten dieselben Regeln wie auf der Profilseite."), "\(edit)")
    }

    @Test("the store's reasons in German: a file that is no SQLite database, a folder")
    func storeReasonInGerman() async throws {
        try Self.requireGermanLocale()
        let german = environment("de_DE.UTF-8")
        let junk = try cli.write("junk.sqlite", Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 13) }))
        let result = try await cli.run(["people", "--database", junk], environment: german)
        #expect(result.exitCode != 0, "\(result)")
        #expect(
            result.stderr.contains(
                "Die Datenbank unter \(junk) kann nicht geöffnet werden: die Datei ist keine Roster-Datenbank (kein SQLite)."), "\(result)")
        let english = try await cli.run(["people", "--database", junk], environment: environment("C.UTF-8"))
        #expect(
            english.stderr.contains("Cannot open the database at \(junk): the file is not a Roster database (not SQLite)."), "\(english)")
        try cli.write("folder/placeholder", "")
        let folder = try await cli.run(["people", "--database", cli.path("folder")], environment: german)
        #expect(folder.stderr.contains("es ist ein Ordner, keine Datei."), "\(folder)")
    }

    @Test("an import error's reason in German: malformed JSON")
    func importReasonInGerman() async throws {
        try Self.requireGermanLocale()
        let file = try cli.write("broken.json", "[\n  {\"id\": 1 \"name\": \"A\"}\n]\n")
        let result = try await cli.run(["import", file], environment: environment("de_DE.UTF-8"))
        #expect(result.exitCode != 0, "\(result)")
        #expect(result.stderr.contains("'\"' unerwartet, erwartet wurde ',' oder '}' in einem Objekt"), "\(result)")
        let english = try await cli.run(["import", file], environment: environment("C.UTF-8"))
        #expect(
            english.stderr.contains(
                "Malformed JSON at line 2, column 12: unexpected '\"', expected ',' or '}' in an object. Nothing was imported."),
            "\(english)")
    }

    @Test("English stays the source: the C locale and en_US speak English")
    func englishUnchanged() async throws {
        for locale in ["C.UTF-8", "en_US.UTF-8"] {
            let result = try await cli.run(["people"], environment: environment(locale))
            #expect(
                result.stdoutLines.filter { !$0.hasPrefix(" ") && !$0.isEmpty } == ["A to I", "J to Q", "R to Z", "10 people"],
                "\(locale): \(result)")
        }
    }
}
