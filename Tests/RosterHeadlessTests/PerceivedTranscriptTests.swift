import Foundation
import RosterTesting
import RosterViewModels
import Testing

/// The headless transcript states, from view-model state, what a user perceives
/// beyond text: the accessible role and name of each control, the error style
/// of fields, the status style, the avatar's file and the list's spinner.
@MainActor
struct PerceivedTranscriptTests {
    private func run(_ text: String) async throws -> String {
        let scenario = try ScenarioParser.parse(text)
        let environment = try ScenarioEnvironment(store: nil)
        defer { environment.cleanUp() }
        let driver = ViewModelScenarioDriver(environment: environment)
        let result = await ScenarioRunner.run(scenario, on: driver)
        #expect(result.failure == nil, "\(result.failure ?? "")")
        return result.transcript
    }

    /// The lines after the last step's header.
    private func lastScreen(_ transcript: String) -> String {
        String(transcript[transcript.range(of: "\n> ", options: .backwards)!.upperBound...])
    }

    @Test func theWindowsControlsAndEveryListRowAreNamed() async throws {
        let screen = lastScreen(try await run("select \"Leanne Graham\""))
        #expect(screen.contains("\n  > Leanne Graham <Sincere@april.biz>  · list-item \"Leanne Graham, Sincere@april.biz\"\n"))
        #expect(screen.contains("\n    A to I  · list-item \"A to I, 5 people\"\n"), "a header is read with its count")
        #expect(screen.contains("\n    No people  · list-item \"No people\"\n"), "a placeholder is read as it shows")
        #expect(
            screen.hasSuffix(
                """
                controls:
                  button "New Person"
                  search-box "Search people"
                  button "Import…"
                  button "Export…"
                  tab "Profile" (selected)
                  tab "Tasks"

                """), "the view switcher's tabs: the page shown is selected")
        #expect(
            screen.contains(
                """
                  controls:
                    button "Choose Photo…"
                    button "Remove Photo"
                    text-box "Name"
                """))
        #expect(screen.contains("\n  status: \"\" (dim)\n"))
        #expect(!screen.contains("error style:"))
    }

    @Test func invalidFieldsCarryTheErrorStyleInFormOrder() async throws {
        let screen = lastScreen(
            try await run(
                """
                select "Leanne Graham"
                set website "not a site"
                set email "nope"
                """))
        #expect(screen.contains("\n  error style: email, website\n"), "\(screen)")
    }

    @Test func aFailedSaveStylesTheStatusAsAnError() async throws {
        let screen = lastScreen(
            try await run(
                """
                select "Leanne Graham"
                set name "Leanne G"
                fail writes "disk full"
                tap save
                """))
        #expect(screen.contains("\" (error)\n"), "\(screen)")
    }

    @Test func taskRowsNameTheirControlsAfterTheTask() async throws {
        let screen = lastScreen(
            try await run(
                """
                select "Leanne Graham"
                open tasks
                add task "Buy milk"
                delete task "Buy milk"
                """))
        for line in [
            "text-box \"New task title\"", "button \"Due date: none\"", "button \"Add\"",
            "button \"All\"", "button \"Open\"", "button \"Done\"", "button \"Undo\"", "button \"Dismiss\"",
        ] {
            #expect(screen.contains("\n    \(line)\n"), "missing \(line)")
        }
        #expect(!screen.contains("Delete task “Buy milk”"), "a deleted task's row is gone")
        let added = lastScreen(
            try await run(
                """
                select "Leanne Graham"
                open tasks
                add task "Buy milk"
                """))
        for line in ["checkbox \"Done: Buy milk\"", "text-box \"Title of task “Buy milk”\"", "button \"Delete task “Buy milk”\""] {
            #expect(added.contains("\n    \(line)\n"), "missing \(line)")
        }
        #expect(added.contains("\n  [ ] Buy milk  · list-item \"Buy milk, open\"\n"), "the row itself is read: title and state")
        let due = lastScreen(
            try await run(
                """
                select "Leanne Graham"
                open tasks
                add task "Send invoice" due "2026-11-23"
                """))
        #expect(due.contains("  · list-item \"Send invoice, open, Due tomorrow\"\n"), "the due day is read too")
    }

    @Test func theQuestionListsItsButtonsLeftToRight() async throws {
        let screen = lastScreen(
            try await run(
                """
                select "Leanne Graham"
                set name "Leanne G"
                select "Ervin Howell"
                """))
        #expect(screen.contains("\nquestion: \"Save changes to Leanne Graham? "), "\(screen)")
        #expect(screen.contains("\n  controls:\n    button \"Cancel\"\n    button \"Discard\"\n    button \"Save\"\n"), "\(screen)")
    }

    @Test func loadingStatesSayWhetherTheirSpinnerTurns() {
        let button = ScreenSnapshot.Button(isEnabled: true, reason: nil)
        let profile = ScreenSnapshot.Profile(
            state: .loading(spinner: false), avatar: "", avatarError: nil, fields: [], counter: nil,
            save: button, revert: button, delete: button, status: "")
        let screen = ScreenSnapshot(search: "", count: "", list: .loading(spinner: true), detail: .profile(profile), question: nil)
        let text = TranscriptRenderer.render(screen)
        #expect(text.contains("\nlist: loading (spinner)\n"))
        #expect(text.contains("\ndetail: profile\n  title: \"\" \"\"\n  loading (no spinner)\n"), "a frozen spinner shows as such")
    }

    @Test func anImageAvatarNamesItsFileWithoutTheRandomPart() {
        #expect(ScreenSnapshot.avatarImageText(path: "/tmp/x/person-3-1a2b3c4d.png") == "image person-3-….png")
        #expect(ScreenSnapshot.avatarImageText(path: "/tmp/x/photo.png") == "image photo.png")
    }
}
