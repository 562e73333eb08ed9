import Foundation
import Observation
import RosterModel
import RosterTestSupport
import Testing

@testable import RosterViewModels

/// A person deleted by another program while their profile has unsaved edits.
@MainActor
@Suite("A person who leaves the store while being edited")
struct VanishedPersonTests {
    static let ada = Person(id: 1, name: "Ada Lovelace", email: "ada@example.org")
    static let grace = Person(id: 2, name: "Grace Hopper", email: "grace@example.org")

    private func editingAda() async throws -> (AppViewModel, GatedRosterStore, ProfileViewModel) {
        let store = GatedRosterStore(people: [Self.ada, Self.grace], tasks: [])
        let app = AppViewModel(
            store: store, avatars: FakeAvatarImporter(returning: "/data/avatars/a.png"),
            clock: ManualClock(testNow).clock, calendar: utcCalendar, locale: testLocale)
        await app.appeared().value
        app.personSelected(id: 1)
        try #require(await waitUntil { app.profile?.loadState == .loaded })
        let profile = try #require(app.profile)
        profile.fieldChanged(.company, to: "Analytical Engines")
        return (app, store, profile)
    }

    @Test("the edits stay on screen with an explanation, and leaving asks first")
    func editsSurvive() async throws {
        let (app, store, profile) = try await editingAda()
        await store.removePerson(id: 1)
        store.signalChange()
        #expect(await waitUntil { app.people.selectedPersonID == nil })

        #expect(app.profile === profile, "the page with the edits is still shown")
        #expect(profile.field(.company).value == "Analytical Engines")
        #expect(profile.status.text.hasPrefix("This person was deleted"))

        app.personSelected(id: 2)
        #expect(app.question != nil, "leaving unsaved edits asks, as always")
        await app.questionAnswered(.discard).value
        #expect(await waitUntil { app.profile?.personID == 2 })
    }

    @Test("without edits the pages simply close")
    func withoutEditsPagesClose() async throws {
        let (app, store, profile) = try await editingAda()
        profile.revertTapped()
        await store.removePerson(id: 1)
        store.signalChange()
        #expect(await waitUntil { app.profile == nil && app.tasks == nil })
    }

    @Test("clearing the selection of a vanished person's page, after Discard, closes it")
    func clearingSelectionCloses() async throws {
        let (app, store, _) = try await editingAda()
        await store.removePerson(id: 1)
        store.signalChange()
        #expect(await waitUntil { app.people.selectedPersonID == nil })
        app.personSelected(id: nil)
        #expect(app.question != nil)
        await app.questionAnswered(.discard).value
        #expect(app.profile == nil)
    }
}

@MainActor
@Suite("Due texts at midnight")
struct MidnightRefreshTests {
    @Test("due texts are recomputed when the day changes, without anyone asking")
    func refreshAtMidnight() async throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        // One second before midnight: the refresh is due two seconds from now.
        let clock = ManualClock(calendar.date(from: DateComponents(year: 2026, month: 11, day: 22, hour: 23, minute: 59, second: 59))!)
        let store = GatedRosterStore(
            people: [VanishedPersonTests.ada],
            tasks: [TaskItem(id: 1, personID: 1, title: "Call", dueDate: .iso("2026-11-23"), position: 0)])
        let tasks = TasksViewModel(personID: 1, store: store, clock: clock.clock, calendar: calendar, locale: Locale(identifier: "en_US"))
        await tasks.appeared().value
        #expect(tasks.rows.first?.dueText == "Due tomorrow")
        // The window re-reads rows only when observation says they changed: midnight must say so.
        let notified = Flag()
        withObservationTracking {
            _ = tasks.rows
        } onChange: {
            notified.set()
        }
        clock.advance(by: 2)
        #expect(await waitUntil { notified.value }, "observers hear about the new day")
        #expect(tasks.rows.first?.dueText == "Due today")
    }
}
