import Foundation
import RosterModel
import RosterTestSupport
import RosterViewModels
import Testing

/// The History view of a profile, without GTK: rows newest first, worded and dated.
@Suite("HistoryViewModel")
@MainActor
struct HistoryViewModelTests {
    struct FakeHistory: HistoryReading {
        var entries: [HistoryEntry]
        func history(of id: PersonID, limit: Int) async throws -> [HistoryEntry] {
            Array(entries.filter { $0.personID == id }.prefix(limit))
        }
    }

    static let noon = Date(timeIntervalSince1970: 1_795_348_800)  // 22 November 2026, 12:00 UTC

    @Test("each change reads as when, who and what: a field's old and new value, a task, a row added")
    func rows() async {
        let history = FakeHistory(entries: [
            HistoryEntry(personID: 1, field: "company_name", oldValue: "", newValue: "Romaguera", who: "Antonette", when: Self.noon),
            HistoryEntry(personID: 1, taskID: 7, field: "is_done", oldValue: "false", newValue: "true", who: "Bret", when: Self.noon),
            HistoryEntry(
                personID: 1, taskID: 7, field: HistoryEntry.created, oldValue: nil, newValue: "Plan", who: "Bret", when: Self.noon),
            HistoryEntry(
                personID: 1, field: HistoryEntry.created, oldValue: nil, newValue: "Leanne Graham", who: "postgres", when: Self.noon),
            HistoryEntry(personID: 2, field: "phone", oldValue: "1", newValue: "2", who: "Bret", when: Self.noon),
        ])
        let viewModel = HistoryViewModel(
            personID: 1, history: history, locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC")!)
        await viewModel.appeared().value
        #expect(viewModel.loadState == .loaded)
        #expect(viewModel.emptyText == nil)
        #expect(
            viewModel.rows.map { $0.line.replacingOccurrences(of: "\u{202F}", with: " ") } == [
                "Nov 22, 2026 at 12:00 PM  Antonette  Company: “” → “Romaguera”",
                "Nov 22, 2026 at 12:00 PM  Bret  Task done: “no” → “yes”",
                "Nov 22, 2026 at 12:00 PM  Bret  Task added: “Plan”",
                "Nov 22, 2026 at 12:00 PM  postgres  Added to the directory as “Leanne Graham”",
            ])
    }

    @Test("a store without history says so; a person without changes too")
    func empty() async {
        let none = HistoryViewModel(personID: 1, history: nil)
        await none.appeared().value
        #expect(none.emptyText == "This directory keeps no history")
        let quiet = HistoryViewModel(personID: 3, history: FakeHistory(entries: []))
        await quiet.appeared().value
        #expect(quiet.emptyText == "No changes recorded yet")
    }
}
