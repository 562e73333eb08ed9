import Foundation
import GRDB
import RosterModel
import RosterTestSupport
import Testing

@testable import RosterSQLite

/// The SQLite engine's history (v8, issue 25): every change to a person or a task, by any
/// writer, under the name of the operating-system user who owns the file.
@Suite("SQLite history")
struct SQLiteHistoryTests {
    @Test("each changed field is one entry, newest first, with old and new value; the sqlite3 shell's writes too")
    func entries() async throws {
        let tmp = try TemporaryDirectory(prefix: "roster-history-tests")
        let path = tmp.path("history.sqlite")
        let database = try RosterDatabase(path: path)
        defer { database.close() }
        // Whole seconds: SQLite's clock and this process's may round differently.
        let started = Date().addingTimeInterval(-1)
        let added = try await database.addPerson(Person(id: 0, name: "Leanne Graham", username: "Bret", email: "leanne@example.org"))
        var changed = added
        changed.phone = "555 0101"
        changed.companyName = "Romaguera"
        _ = try await database.updatePerson(PersonEdit(original: added, updated: changed))
        let task = try await database.addTask(personID: added.id, title: "Plan", dueDate: nil)
        var done = task
        done.isDone = true
        try await database.updateTask(done)
        // Another program, without Roster.
        try await database.write { db in
            try db.execute(sql: "UPDATE person SET biography = 'by sqlite3' WHERE id = ?", arguments: [added.id])
        }

        let history = try await database.history(of: added.id, limit: 50)
        let owner = RosterDatabase.ownerName(of: path)
        #expect(!owner.isEmpty)
        #expect(history.allSatisfy { $0.who == owner })
        #expect(
            history.map { [$0.field, $0.oldValue ?? "nil", $0.newValue ?? "nil"] } == [
                ["biography", "", "by sqlite3"],
                ["is_done", "false", "true"],
                ["created", "nil", "Plan"],
                ["company_name", "", "Romaguera"],
                ["phone", "", "555 0101"],
                ["created", "nil", "Leanne Graham"],
            ]
                || history.map { [$0.field, $0.oldValue ?? "nil", $0.newValue ?? "nil"] } == [
                    ["biography", "", "by sqlite3"],
                    ["is_done", "false", "true"],
                    ["created", "nil", "Plan"],
                    ["phone", "", "555 0101"],
                    ["company_name", "", "Romaguera"],
                    ["created", "nil", "Leanne Graham"],
                ], "\(history)")
        #expect(history[1].taskID == task.id)
        // Stamped when it was written (a busy machine may take long over the test: no fixed bound).
        #expect(history.last.map { $0.when >= started && $0.when <= Date().addingTimeInterval(1) } == true, "\(history)")

        _ = try await database.deletePerson(id: added.id)
        let afterDelete = try await database.history(of: added.id, limit: 2)
        #expect(afterDelete.first?.field == HistoryEntry.deleted, "the history outlives the person")
    }

    @Test("bytes another program stored in a field read back as text in the history, not as a crash")
    func bytesFromAnotherProgram() async throws {
        let tmp = try TemporaryDirectory(prefix: "roster-history-tests")
        let database = try RosterDatabase(path: tmp.path("history.sqlite"))
        defer { database.close() }
        let added = try await database.addPerson(Person(id: 0, name: "Ann", email: "ann@example.org"))
        // What `sqlite3 FILE "UPDATE person SET biography = randomblob(30)"` leaves behind.
        try await database.write { db in
            try db.execute(sql: "UPDATE person SET biography = x'41ff42' WHERE id = ?", arguments: [added.id])
        }
        let history = try await database.history(of: added.id, limit: 10)
        #expect(history.count == 2)
        #expect(history.first?.oldValue == "")
        #expect(history.first?.newValue == "A\u{FFFD}B", "an invalid byte reads as a replacement character")
        #expect(history.first?.field == "biography")
    }

    @Test("a person's history keeps at most the newest entries the retention allows")
    func bounded() async throws {
        let tmp = try TemporaryDirectory(prefix: "roster-history-bound")
        let database = try RosterDatabase(path: tmp.path("bound.sqlite"))
        defer { database.close() }
        let person = try await database.addPerson(Person(id: 0, name: "Ada", email: "ada@example.org"))
        try await database.write { db in
            for index in 0..<(RosterSchema.historyPerPerson + 20) {
                try db.execute(sql: "UPDATE person SET phone = ? WHERE id = ?", arguments: ["\(index)", person.id])
            }
        }
        let history = try await database.history(of: person.id, limit: 10_000)
        #expect(history.count == RosterSchema.historyPerPerson)
        #expect(history.first?.newValue == "\(RosterSchema.historyPerPerson + 19)")
    }
}
