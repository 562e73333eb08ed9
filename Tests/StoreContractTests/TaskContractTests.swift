import Foundation
import RosterModel
import RosterTestSupport
import Testing

/// The `TaskStore` contract, on every engine: order, positions, ids never reused, not-found
/// errors, delete and restore.
@Suite("TaskStore contract")
struct TaskContractTests {
    /// Ada and Grace, without tasks.
    static let twoPeople = DirectoryDocument(people: [
        Person(id: 1, name: "Ada Lovelace", email: "ada@example.org"),
        Person(id: 2, name: "Grace Hopper", email: "grace@example.org"),
    ])

    /// Adds `titles` to Ada's list, in order.
    private func addTasks(_ titles: [String], personID: PersonID = 1, to db: any DirectoryStore) async throws -> [TaskItem] {
        var added: [TaskItem] = []
        for title in titles { added.append(try await db.addTask(personID: personID, title: title, dueDate: nil)) }
        return added
    }

    // MARK: Reading

    @Test("fetchTasks lists one person's tasks by position, then id", arguments: Engine.allCases)
    func fetchOrder(engine: Engine) async throws {
        try await withDirectory(engine, holding: Self.twoPeople) { directory in
            let db = directory.store
            // Stored out of order, with a tie on position 1.
            for task in [
                TaskItem(id: 10, personID: 1, title: "third", position: 2),
                TaskItem(id: 13, personID: 1, title: "second b", position: 1),
                TaskItem(id: 11, personID: 1, title: "first", position: 0),
                TaskItem(id: 12, personID: 1, title: "second a", position: 1),
                TaskItem(id: 14, personID: 2, title: "Grace's", position: 0),
            ] {
                try await db.restoreTask(task)
            }
            #expect(try await db.fetchTasks(personID: 1).map(\.title) == ["first", "second a", "second b", "third"])
            #expect(try await db.fetchTasks(personID: 2).map(\.id) == [14])
            #expect(try await db.fetchTasks(personID: 3).isEmpty)
        }
    }

    // MARK: Adding

    @Test("addTask appends at position max + 1 with an id no task has, and returns what it stored", arguments: Engine.allCases)
    func addAppends(engine: Engine) async throws {
        try await withDirectory(engine, holding: Self.twoPeople) { directory in
            let db = directory.store
            try await db.restoreTask(TaskItem(id: 40, personID: 2, title: "Grace's", position: 0))
            try await db.restoreTask(TaskItem(id: 5, personID: 1, title: "a", position: 0))
            try await db.restoreTask(TaskItem(id: 6, personID: 1, title: "b", position: 7))

            let added = try await db.addTask(personID: 1, title: "Call", dueDate: .iso("2026-11-23"))

            #expect(added.position == 8)
            #expect(![5, 6, 40].contains(added.id))
            #expect(added.personID == 1)
            #expect(added.title == "Call")
            #expect(added.dueDate == .iso("2026-11-23"))
            #expect(added.isDone == false)
            #expect(
                try await db.fetchTasks(personID: 1) == [
                    TaskItem(id: 5, personID: 1, title: "a", position: 0),
                    TaskItem(id: 6, personID: 1, title: "b", position: 7),
                    added,
                ])

            // A person's first task starts at position 0, whatever other lists hold.
            try await db.restorePerson(RemovedPerson(person: Person(id: 3, name: "Edsger", email: "ed@example.org"), tasks: []))
            let first = try await db.addTask(personID: 3, title: "First", dueDate: nil)
            #expect(first.position == 0)
            #expect(![5, 6, 40, added.id].contains(first.id))
        }
    }

    @Test("the very first task of an empty database gets an id", arguments: Engine.allCases)
    func firstTaskEver(engine: Engine) async throws {
        try await withDirectory(engine, holding: Self.twoPeople) { directory in
            let db = directory.store
            let added = try await db.addTask(personID: 2, title: "Compile", dueDate: nil)
            #expect(try await db.fetchTasks(personID: 2) == [added])
        }
    }

    @Test("addTask for an unknown person throws personNotFound and adds nothing", arguments: Engine.allCases)
    func addForUnknownPerson(engine: Engine) async throws {
        try await withDirectory(engine, holding: Self.twoPeople) { directory in
            let db = directory.store
            await #expect(throws: StoreError.personNotFound(id: 99)) {
                _ = try await db.addTask(personID: 99, title: "Orphan", dueDate: nil)
            }
            #expect(try await db.fetchTasks(personID: 99).isEmpty)
            let next = try await db.addTask(personID: 1, title: "Real", dueDate: nil)
            #expect(next.position == 0)
        }
    }

    // MARK: Updating

    @Test("updateTask saves done, title and due date; the others stay", arguments: Engine.allCases)
    func updatePersists(engine: Engine) async throws {
        try await withDirectory(engine, holding: Self.twoPeople) { directory in
            let db = directory.store
            let tasks = try await addTasks(["Call", "Write", "Read"], to: db)
            var write = tasks[1]
            write.isDone = true
            write.title = "Write the report"
            write.dueDate = .iso("2026-12-24")
            try await db.updateTask(write)
            #expect(try await db.fetchTasks(personID: 1) == [tasks[0], write, tasks[2]])

            write.isDone = false
            write.dueDate = nil
            try await db.updateTask(write)
            if engine != .memory {
                #expect(try await directory.another().fetchTasks(personID: 1)[1] == write, "and another client reads it")
            }
        }
    }

    @Test("updating a task that is gone throws taskNotFound and re-creates nothing", arguments: Engine.allCases)
    func updateMissingTask(engine: Engine) async throws {
        try await withDirectory(engine, holding: Self.twoPeople) { directory in
            let db = directory.store
            let task = try #require(try await addTasks(["Call"], to: db).first)
            try await db.deleteTask(id: task.id)
            await #expect(throws: StoreError.taskNotFound(id: task.id)) { try await db.updateTask(task) }
            #expect(try await db.fetchTasks(personID: 1).isEmpty)
        }
    }

    // MARK: Deleting and restoring

    @Test("deleteTask then restoreTask brings back the identical task in its place", arguments: Engine.allCases)
    func deleteThenRestore(engine: Engine) async throws {
        try await withDirectory(engine, holding: Self.twoPeople) { directory in
            let db = directory.store
            var tasks = try await addTasks(["Call", "Write", "Read"], to: db)
            tasks[1].isDone = true
            tasks[1].dueDate = .iso("2026-11-30")
            try await db.updateTask(tasks[1])
            let original = try await db.fetchTasks(personID: 1)
            #expect(original == tasks)

            try await db.deleteTask(id: tasks[1].id)
            #expect(try await db.fetchTasks(personID: 1) == [tasks[0], tasks[2]])

            try await db.restoreTask(tasks[1])
            #expect(try await db.fetchTasks(personID: 1) == original)
        }
    }

    @Test("deleting an unknown task throws taskNotFound and deletes nothing", arguments: Engine.allCases)
    func deleteUnknown(engine: Engine) async throws {
        try await withDirectory(engine, holding: Self.twoPeople) { directory in
            let db = directory.store
            let tasks = try await addTasks(["Call"], to: db)
            await #expect(throws: StoreError.taskNotFound(id: 999)) { try await db.deleteTask(id: 999) }
            #expect(try await db.fetchTasks(personID: 1) == tasks)
            #expect(StoreError.taskNotFound(id: 999).localizedDescription.contains("999"))
        }
    }

    @Test("restoring a task of a person who was deleted meanwhile throws personNotFound", arguments: Engine.allCases)
    func restoreForDeletedPerson(engine: Engine) async throws {
        try await withDirectory(engine, holding: Self.twoPeople) { directory in
            let db = directory.store
            let task = try #require(try await addTasks(["Call"], to: db).first)
            try await db.deleteTask(id: task.id)
            _ = try await db.deletePerson(id: 1)
            await #expect(throws: StoreError.personNotFound(id: 1)) { try await db.restoreTask(task) }
        }
    }

    @Test("deleting a person deletes their tasks, and only theirs", arguments: Engine.allCases)
    func tasksCascade(engine: Engine) async throws {
        try await withDirectory(engine, holding: Self.twoPeople) { directory in
            let db = directory.store
            let adas = try await addTasks(["Call", "Write"], to: db)
            let graces = try await addTasks(["Compile"], personID: 2, to: db)
            _ = try await db.deletePerson(id: 1)
            #expect(try await db.fetchTasks(personID: 1).isEmpty)
            #expect(try await db.fetchTasks(personID: 2) == graces)
            for task in adas {
                await #expect(throws: StoreError.taskNotFound(id: task.id)) { try await db.deleteTask(id: task.id) }
            }
        }
    }

    /// Deleting the newest task, then adding one, must not hand the new task the
    /// deleted one's id: Undo (restoreTask) would then clash with it.
    @Test("a task added after a deletion does not take the deleted task's id, so Undo still works", arguments: Engine.allCases)
    func addAfterDeleteKeepsUndoPossible(engine: Engine) async throws {
        try await withDirectory(engine, holding: Self.twoPeople) { directory in
            let db = directory.store
            let tasks = try await addTasks(["Call", "Write"], to: db)
            let deleted = tasks[1]
            try await db.deleteTask(id: deleted.id)

            let added = try await db.addTask(personID: 1, title: "Read", dueDate: nil)
            #expect(added.id != deleted.id, "ids must not be reused while an undo may still bring the old task back")

            await #expect(throws: Never.self) { try await db.restoreTask(deleted) }
            let titles = try await db.fetchTasks(personID: 1).map(\.title)
            #expect(titles.sorted() == ["Call", "Read", "Write"])
            let restoredIndex = try #require(titles.firstIndex(of: "Write"))
            let addedIndex = try #require(titles.firstIndex(of: "Read"))
            #expect(restoredIndex < addedIndex, "the restored task comes back in its old place")
        }
    }

    @Test("a deleted task's id is not handed out again, even for another client", arguments: Engine.shared)
    func idsNotReusedAcrossReopen(engine: Engine) async throws {
        try await withDirectory(engine, holding: Self.twoPeople) { directory in
            let db = directory.store
            let tasks = try await addTasks(["Call", "Write"], to: db)
            try await db.deleteTask(id: tasks[1].id)
            let reopened = try await directory.another()
            let added = try await reopened.addTask(personID: 1, title: "Read", dueDate: nil)
            #expect(added.id > tasks[1].id)
            try await reopened.restoreTask(tasks[1])
            #expect(try await reopened.fetchTasks(personID: 1).map(\.title) == ["Call", "Write", "Read"])
        }
    }
}
