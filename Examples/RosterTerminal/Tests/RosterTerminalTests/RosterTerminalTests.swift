import Foundation
import Testing

/// roster-tui driven as a user drives it: the built binary in a real terminal (tmux), keys
/// typed, the screen read back, the database checked with another program (sqlite3). Every
/// test has a temporary home (database, session state); the checkout's data is never touched.
///
/// Without tmux (or sqlite3, or the built binary) every test fails, saying what is missing.
@Suite(.serialized)
struct RosterTerminalTests {
    init() throws {
        if let missing = TerminalUnderTest.missingPrerequisite {
            Issue.record("cannot drive roster-tui: \(missing)")
            throw Missing()
        }
    }

    struct Missing: Error {}

    @Test func versionAndHelp() throws {
        let version = try TerminalUnderTest.run(TerminalUnderTest.binary.path, ["--version"])
        #expect(version.hasPrefix("roster-tui "))
        let help = try TerminalUnderTest.run(TerminalUnderTest.binary.path, ["--help"])
        #expect(help.contains("--database PATH"))
    }

    @Test func listsThePeopleInSectionsWithTheCount() async throws {
        let terminal = try TerminalUnderTest()
        try terminal.start()
        let screen = try await terminal.waitFor("10 people")
        for name in ["Leanne Graham", "Ervin Howell", "Clementina DuBuque", "Sincere@april.biz"] {
            #expect(screen.contains(name), "\(name) is not listed:\n\(screen)")
        }
        for header in ["A to I", "J to Q", "R to Z"] {
            #expect(screen.contains(header), "no section “\(header)”:\n\(screen)")
        }
        // The title bar: the app's name, then the window's buttons.
        let titleBar = screen.split(separator: "\n").first.map(String.init) ?? ""
        #expect(titleBar.hasPrefix(" Roster ") && titleBar.hasSuffix("[ Export… ]"), "the title bar:\n\(screen)")
    }

    @Test func searchNarrowsTheListAndEscClearsIt() async throws {
        let terminal = try await startedOnTheList()
        try terminal.send("/")
        try terminal.type("clem")
        let found = try await terminal.waitFor("2 of 10 people")
        #expect(found.contains("Clementine Bauch") && found.contains("Clementina DuBuque"))
        #expect(!found.contains("Leanne Graham"))
        try terminal.send("Escape")
        let cleared = try await terminal.waitFor("Leanne Graham")
        #expect(cleared.contains("10 people"))
    }

    @Test func enterOpensThePersonWithTheNameFocused() async throws {
        let terminal = try await startedOnTheList()
        try terminal.send("/")
        try terminal.type("ervin")
        try await terminal.waitFor("1 of 10 people")
        try terminal.send("Enter")
        try await terminal.waitFor("Shanna@melissa.tv")
        try terminal.send("Enter")
        try await terminal.waitFor("Deckow-Crist")
        // The Name field has the keyboard: what is typed goes into it.
        try terminal.type("X")
        try await terminal.waitFor("Ervin HowellX")
    }

    @Test func anInvalidEmailShowsItsErrorAndIsNotSaved() async throws {
        let terminal = try await startedOnTheList()
        try await openLeanne(terminal)
        try await terminal.waitFor("Romaguera-Crona")
        try terminal.send("Tab")  // Name → Email
        try terminal.send("C-u")
        try terminal.type("not-an-email")
        let screen = try await terminal.waitFor("Email is not valid")
        #expect(screen.contains("not-an-email"))
        try terminal.send("C-s")
        try await Task.sleep(for: .milliseconds(500))
        try await terminal.waitForDatabase("SELECT email FROM person WHERE name = 'Leanne Graham'", toGive: "Sincere@april.biz")
        #expect(try terminal.screen().contains("Email is not valid"))
    }

    @Test func aGoodSavePersists() async throws {
        let terminal = try await startedOnTheList()
        try await openLeanne(terminal)
        try await terminal.waitFor("Romaguera-Crona")
        try terminal.send("Tab")
        try terminal.send("C-u")
        try terminal.type("leanne@example.com")
        try terminal.send("C-s")
        try await terminal.waitFor("Saved")
        try await terminal.waitForDatabase("SELECT email FROM person WHERE name = 'Leanne Graham'", toGive: "leanne@example.com")
    }

    @Test func anotherProgramsEditShowsLive() async throws {
        let terminal = try await startedOnTheList()
        _ = try terminal.sqlite("UPDATE person SET name = 'Leanne Grahamová' WHERE name = 'Leanne Graham'")
        try await terminal.waitFor("Leanne Grahamová")
    }

    @Test func escOverUnsavedEditsAsks() async throws {
        let terminal = try await startedOnTheList()
        try await editLeannesName(terminal)
        try terminal.send("Escape")
        let question = try await terminal.waitFor("Save changes to Leanne Graham?")
        // GNOME's order, as the window's dialog: Cancel, Discard, Save (the suggested one last).
        #expect(question.contains("[ Cancel ]  [ Discard ]  [ Save ]"), "the answers are not in GNOME's order:\n\(question)")
        // Cancel keeps the edit.
        try terminal.send("Escape")
        try await terminal.waitUntil("the question to go") { !$0.contains("Save changes to") }
        #expect(try terminal.screen().contains("Leanne GrahamZ"))
        // Discard drops it.
        try terminal.send("Escape")
        try await terminal.waitFor("Save changes to Leanne Graham?")
        try terminal.send("Left")  // from Save to Discard
        try terminal.send("Enter")
        try await terminal.waitUntil("the edit to be discarded") { !$0.contains("GrahamZ") }
        try await terminal.waitForDatabase("SELECT count(*) FROM person WHERE name LIKE '%GrahamZ%'", toGive: "0")
    }

    @Test func worksIn50By20OnePaneAtATime() async throws {
        let terminal = try TerminalUnderTest(width: 50, height: 20)
        try terminal.start()
        let list = try await terminal.waitFor("10 people")
        #expect(list.contains("Leanne Graham"))
        try await openLeanne(terminal)
        let detail = try await terminal.waitFor("Romaguera-Crona")
        // The title bar names the open person as the window's header does.
        #expect(detail.contains("Roster — Leanne Graham · Sincere@april.biz"), "the title bar:\n\(detail)")
        // Narrow: the person's pages replace the list.
        #expect(!detail.contains("of 10 people"), "the list still shows beside the person:\n\(detail)")
        #expect(detail.contains("[ Save ]"), "Save does not fit in 50×20:\n\(detail)")
        try terminal.send("Escape")
        try await terminal.waitFor("1 of 10 people")
        // Every key of the list shows, even at this size.
        try terminal.send("?")
        let help = try await terminal.waitFor("Keyboard Shortcuts")
        for key in ["Ctrl+U", "Alt+2 F2", "Ctrl+Q"] { #expect(help.contains(key), "\(key) is not listed:\n\(help)") }
    }

    @Test func followsTheTerminalsSize() async throws {
        let terminal = try TerminalUnderTest()
        try terminal.start()
        try await terminal.waitFor("Select a person to see their details")
        try terminal.resize(width: 50, height: 20)
        // Narrow: the list alone, drawn afresh.
        let narrow = try await terminal.waitUntil("the narrow layout") {
            !$0.contains("Select a person") && $0.contains("10 people")
        }
        #expect(!narrow.contains("│"), "the wide layout's divider is left over:\n\(narrow)")
        try terminal.resize(width: 120, height: 40)
        try await terminal.waitFor("Select a person to see their details")
    }

    @Test func coloursKeepTheTerminalsBackgroundAndGoWithNoColor() async throws {
        let coloured = try TerminalUnderTest()
        try coloured.start()
        try await coloured.waitFor("10 people")
        let styled = try coloured.styledScreen()
        // The section headers in blue (34), on the terminal's own background (49).
        #expect(styled.contains("\u{1B}[34m"), "no colour:\n\(styled)")
        for background in 40...47 { #expect(!styled.contains("\u{1B}[\(background)m")) }
        let plain = try TerminalUnderTest()
        try plain.start(noColor: true)
        try await plain.waitFor("10 people")
        let unstyled = try plain.styledScreen()
        for foreground in 31...37 { #expect(!unstyled.contains("\u{1B}[\(foreground)m"), "colour despite NO_COLOR") }
    }

    @Test func speaksGerman() async throws {
        let terminal = try TerminalUnderTest()
        try terminal.start(language: "de_DE.UTF-8")
        let screen = try await terminal.waitFor("10 Personen")
        #expect(screen.contains("Personen suchen"))
        try await openLeanne(terminal)
        try await terminal.waitFor("Speichern")
    }

    @Test func ctrlQQuitsAndAsksOverUnsavedEdits() async throws {
        let terminal = try await startedOnTheList()
        try await editLeannesName(terminal)
        try terminal.send("C-q")
        try await terminal.waitFor("Save changes to Leanne Graham?")
        try terminal.send("Left")  // from Save to Discard
        try terminal.send("Enter")
        try await terminal.waitUntil("roster-tui to end") { _ in (try? terminal.hasEnded()) == true }
    }

    @Test func tasksAddToggleRenameDeleteUndoAndFilter() async throws {
        let terminal = try await startedOnTheList()
        try await openLeanne(terminal)
        try await terminal.waitFor("Romaguera-Crona")
        try terminal.send("F2")
        let tasks = try await terminal.waitFor("11 of 20 done")
        #expect(tasks.contains("Roster — Leanne Graham · Tasks"), "the title bar:\n\(tasks)")
        // Add, with a due day.
        try terminal.send("Tab")
        try terminal.type("Buy milk")
        try terminal.send("Tab")
        try terminal.type("2030-01-02")
        try terminal.send("Enter")
        let added = try await terminal.waitFor("11 of 21 done")
        #expect(added.contains("Buy milk"))
        try await terminal.waitForDatabase("SELECT dueDate FROM task WHERE title = 'Buy milk'", toGive: "2030-01-02")
        // Toggle the first task (Add, the three filters, then the rows).
        for _ in 0..<5 { try terminal.send("Tab") }
        try terminal.send("Space")
        try await terminal.waitFor("12 of 21 done")
        try await terminal.waitForDatabase("SELECT isDone FROM task WHERE title = 'delectus aut autem'", toGive: "1")
        // Rename it.
        try terminal.send("r")
        try terminal.send("C-u")
        try terminal.type("Renamed task")
        try terminal.send("Enter")
        try await terminal.waitFor("Renamed task")
        try await terminal.waitForDatabase("SELECT count(*) FROM task WHERE title = 'Renamed task'", toGive: "1")
        // Delete it, and undo.
        try terminal.send("d")
        try await terminal.waitFor("Deleted “Renamed task”")
        try await terminal.waitFor("11 of 20 done")
        try await terminal.waitForDatabase("SELECT count(*) FROM task WHERE title = 'Renamed task'", toGive: "0")
        try terminal.send("C-z")
        try await terminal.waitFor("12 of 21 done")
        try await terminal.waitForDatabase("SELECT count(*) FROM task WHERE title = 'Renamed task'", toGive: "1")
        // The Open filter leaves out the done ones.
        try terminal.send("Escape")
        // Back on the list before "/" (Esc and "/" at once would be Alt+/).
        try await terminal.waitUntil("her pages to close") { !$0.contains("12 of 21 done") }
        try await openLeanne(terminal)
        // F2 once her pages are there (the Tasks tab is enabled once her tasks are).
        try await terminal.waitFor("Romaguera-Crona")
        try terminal.send("F2")
        try await terminal.waitFor("12 of 21 done")
        for _ in 0..<5 { try terminal.send("Tab") }  // title, due, Add, All, Open
        try terminal.send("Enter")
        try await terminal.waitUntil("only open tasks") { !$0.contains("[x]") && $0.contains("[ ]") }
    }

    @Test func newPersonAndDeleteWithUndo() async throws {
        let terminal = try await startedOnTheList()
        try terminal.send("C-n")
        try await terminal.waitFor("New Person")
        try terminal.type("Ada Lovelace")
        try terminal.send("Tab")
        try terminal.type("ada@example.com")
        try terminal.send("C-s")
        try await terminal.waitFor("11 people")
        try await terminal.waitForDatabase("SELECT count(*) FROM person WHERE name = 'Ada Lovelace'", toGive: "1")
        // Out of the Email field (Tab), Delete deletes the person.
        try terminal.send("Tab")
        try terminal.send("DC")
        try await terminal.waitFor("Deleted Ada Lovelace")
        try await terminal.waitFor("10 people")
        try await terminal.waitForDatabase("SELECT count(*) FROM person WHERE name = 'Ada Lovelace'", toGive: "0")
        try terminal.send("C-z")
        try await terminal.waitFor("11 people")
        try await terminal.waitForDatabase("SELECT count(*) FROM person WHERE name = 'Ada Lovelace'", toGive: "1")
    }

    /// roster-tui started in a 120×40 terminal, its list loaded.
    private func startedOnTheList() async throws -> TerminalUnderTest {
        let terminal = try TerminalUnderTest()
        try terminal.start()
        try await terminal.waitFor("10 people")
        return terminal
    }

    /// Opens Leanne Graham and adds a "Z" to her name (an unsaved edit).
    private func editLeannesName(_ terminal: TerminalUnderTest) async throws {
        try await openLeanne(terminal)
        try await terminal.waitFor("Romaguera-Crona")
        try terminal.type("Z")
        try await terminal.waitFor("Leanne GrahamZ")
    }

    /// Searches for Leanne Graham, goes into the results (she is selected) and opens her.
    private func openLeanne(_ terminal: TerminalUnderTest) async throws {
        try terminal.send("/")
        try terminal.send("C-u")  // whatever an earlier search left
        try terminal.type("leanne")
        try await terminal.waitUntil("the search to find her") { $0.contains("Sincere@april.biz") && !$0.contains("Ervin Howell") }
        try terminal.send("Enter")
        try terminal.send("Enter")
    }
}
