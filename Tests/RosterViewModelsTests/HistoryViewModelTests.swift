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
                "Nov 22, 2026 at 12:00 PM  Bret  Task “Plan” done: “no” → “yes”",
                "Nov 22, 2026 at 12:00 PM  Bret  Task added: “Plan”",
                "Nov 22, 2026 at 12:00 PM  postgres  Added to the directory as “Leanne Graham”",
            ])
    }

    @Test("a task's change names the task by the title it had then, from the entries around it")
    func taskTitles() async {
        func entry(_ task: TaskID, _ field: String, _ old: String?, _ new: String?) -> HistoryEntry {
            HistoryEntry(personID: 1, taskID: task, field: field, oldValue: old, newValue: new, who: "Bret", when: Self.noon)
        }
        // Newest first. Task 8's adding was trimmed away: a rename after tells its title before.
        let history = FakeHistory(entries: [
            entry(8, "title", "Old name", "New name"),
            entry(8, "due_date", "", "2026-12-01"),
            entry(7, HistoryEntry.deleted, "Plan B", nil),
            entry(7, "is_done", "false", "true"),
            entry(7, "title", "Plan", "Plan B"),
            entry(7, "is_done", "true", "false"),
            entry(7, HistoryEntry.created, nil, "Plan"),
            entry(9, "is_done", "false", "true"),
        ])
        let viewModel = HistoryViewModel(personID: 1, history: history, locale: Locale(identifier: "en_US"))
        await viewModel.appeared().value
        #expect(
            viewModel.rows.map(\.text) == [
                "Task title: “Old name” → “New name”",
                "Task “Old name” due date: “” → “2026-12-01”",
                "Task deleted: “Plan B”",
                "Task “Plan B” done: “no” → “yes”",
                "Task title: “Plan” → “Plan B”",
                "Task “Plan” done: “yes” → “no”",
                "Task added: “Plan”",
                "Task done: “no” → “yes”",
            ])
    }

    @Test("a value shows on one line: no line break or direction mark in it can pass for another entry")
    func oneLine() async {
        let forged = "ok\nNov 22, 2026 at 12:00 PM  Antonette  Name: “A” → “B”"
        let history = FakeHistory(entries: [
            HistoryEntry(personID: 1, field: "biography", oldValue: "a\r\nb\tc", newValue: forged, who: "Bret", when: Self.noon),
            HistoryEntry(personID: 1, field: "name", oldValue: "x\u{202E}y\u{7}", newValue: "Zoë", who: "Bret\nAntonette", when: Self.noon),
        ])
        let viewModel = HistoryViewModel(personID: 1, history: history, locale: Locale(identifier: "en_US"))
        await viewModel.appeared().value
        #expect(viewModel.rows.allSatisfy { !$0.line.contains("\n") && !$0.line.contains("\r") })
        #expect(viewModel.rows.first?.text == "Biography: “a↵b c” → “ok↵Nov 22, 2026 at 12:00 PM  Antonette  Name: “A” → “B””")
        #expect(viewModel.rows.last?.text == "Name: “x\u{FFFD}y\u{FFFD}” → “Zoë”")
        #expect(viewModel.rows.last?.who == "Bret↵Antonette")
    }

    @Test("everything a directory keeps of a person is read")
    func readsAllKept() async {
        let entries = (0..<(HistoryEntry.keptPerPerson + 10)).map {
            HistoryEntry(personID: 1, field: "phone", oldValue: "\($0)", newValue: "\($0 + 1)", who: "Bret", when: Self.noon)
        }
        let viewModel = HistoryViewModel(personID: 1, history: FakeHistory(entries: entries))
        await viewModel.appeared().value
        #expect(viewModel.rows.count == HistoryEntry.keptPerPerson)
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
