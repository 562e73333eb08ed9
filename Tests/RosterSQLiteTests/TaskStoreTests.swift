import Foundation
import Testing
@testable import RosterModel
@testable import RosterSQLite
import RosterTestSupport

@Suite("RosterDatabase: tasks")
struct TaskStoreTests {
    let tmp: TemporaryDirectory
    let db: RosterDatabase

    init() async throws {
        tmp = try TemporaryDirectory(prefix: "roster-task-tests")
        db = try RosterDatabase(path: tmp.path("tasks.sqlite"))
        try await db.insert([
            Person(id: 1, name: "Ada Lovelace", email: "ada@example.org"),
            Person(id: 2, name: "Grace Hopper", email: "grace@example.org"),
        ])
    }

    /// Adds `titles` to Ada's list, in order.
    private func addTasks(_ titles: [String], personID: Int64 = 1) async throws -> [TaskItem] {
        var added: [TaskItem] = []
        for title in titles { added.append(try await db.addTask(personID: personID, title: title, dueDate: nil)) }
        return added
    }

    // MARK: Reading

    @Test("fetchTasks lists one person's tasks by position, then id")
    func fetchOrder() async throws {
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

    // MARK: Adding

    @Test("addTask appends at position max + 1 with an id no task has, and returns what it stored")
    func addAppends() async throws {
        try await db.restoreTask(TaskItem(id: 40, personID: 2, title: "Grace's", position: 0))
        try await db.restoreTask(TaskItem(id: 5, personID: 1, title: "a", position: 0))
        try await db.restoreTask(TaskItem(id: 6, personID: 1, title: "b", position: 7))

        let added = try await db.addTask(personID: 1, title: "Call", dueDate: "2026-11-23")

        #expect(added.position == 8)
        #expect(![5, 6, 40].contains(added.id))
        #expect(added.personID == 1)
        #expect(added.title == "Call")
        #expect(added.dueDate == "2026-11-23")
        #expect(added.isDone == false)
        #expect(try await db.fetchTasks(personID: 1) == [
            TaskItem(id: 5, personID: 1, title: "a", position: 0),
            TaskItem(id: 6, personID: 1, title: "b", position: 7),
            added,
        ])

        // A person's first task starts at position 0, whatever other lists hold.
        try await db.insert([Person(id: 3, name: "Edsger", email: "ed@example.org")])
        let first = try await db.addTask(personID: 3, title: "First", dueDate: nil)
        #expect(first.position == 0)
        #expect(![5, 6, 40, added.id].contains(first.id))
    }

    @Test("the very first task of an empty database gets an id")
    func firstTaskEver() async throws {
        let added = try await db.addTask(personID: 2, title: "Compile", dueDate: nil)
        #expect(try await db.fetchTasks(personID: 2) == [added])
    }

    @Test("addTask for an unknown person throws personNotFound and adds nothing")
    func addForUnknownPerson() async throws {
        await #expect(throws: StoreError.personNotFound(id: 99)) {
            _ = try await db.addTask(personID: 99, title: "Orphan", dueDate: nil)
        }
        #expect(try await db.fetchTasks(personID: 99).isEmpty)
        let next = try await db.addTask(personID: 1, title: "Real", dueDate: nil)
        #expect(next.position == 0)
    }

    // MARK: Updating

    @Test("updateTask saves done, title and due date; the others stay")
    func updatePersists() async throws {
        let tasks = try await addTasks(["Call", "Write", "Read"])
        var write = tasks[1]
        write.isDone = true
        write.title = "Write the report"
        write.dueDate = "2026-12-24"
        try await db.updateTask(write)
        #expect(try await db.fetchTasks(personID: 1) == [tasks[0], write, tasks[2]])

        write.isDone = false
        write.dueDate = nil
        try await db.updateTask(write)
        #expect(try await RosterDatabase(path: db.path).fetchTasks(personID: 1)[1] == write, "and it is on disk")
    }

    @Test("updating a task that is gone throws taskNotFound and re-creates nothing")
    func updateMissingTask() async throws {
        let task = try #require(try await addTasks(["Call"]).first)
        try await db.deleteTask(id: task.id)
        await #expect(throws: StoreError.taskNotFound(id: task.id)) { try await db.updateTask(task) }
        #expect(try await db.fetchTasks(personID: 1).isEmpty)
    }

    // MARK: Deleting and restoring

    @Test("deleteTask then restoreTask brings back the identical task in its place")
    func deleteThenRestore() async throws {
        var tasks = try await addTasks(["Call", "Write", "Read"])
        tasks[1].isDone = true
        tasks[1].dueDate = "2026-11-30"
        try await db.updateTask(tasks[1])
        let original = try await db.fetchTasks(personID: 1)
        #expect(original == tasks)

        try await db.deleteTask(id: tasks[1].id)
        #expect(try await db.fetchTasks(personID: 1) == [tasks[0], tasks[2]])

        try await db.restoreTask(tasks[1])
        #expect(try await db.fetchTasks(personID: 1) == original)
    }

    @Test("deleting an unknown task throws taskNotFound and deletes nothing")
    func deleteUnknown() async throws {
        let tasks = try await addTasks(["Call"])
        await #expect(throws: StoreError.taskNotFound(id: 999)) { try await db.deleteTask(id: 999) }
        #expect(try await db.fetchTasks(personID: 1) == tasks)
        #expect(StoreError.taskNotFound(id: 999).localizedDescription.contains("999"))
    }

    @Test("restoring a task of a person who was deleted meanwhile throws personNotFound")
    func restoreForDeletedPerson() async throws {
        let task = try #require(try await addTasks(["Call"]).first)
        try await db.deleteTask(id: task.id)
        _ = try await db.deletePerson(id: 1)
        await #expect(throws: StoreError.personNotFound(id: 1)) { try await db.restoreTask(task) }
    }

    @Test("deleting a person deletes their tasks, and only theirs")
    func tasksCascade() async throws {
        let adas = try await addTasks(["Call", "Write"])
        let graces = try await addTasks(["Compile"], personID: 2)
        _ = try await db.deletePerson(id: 1)
        #expect(try await db.fetchTasks(personID: 1).isEmpty)
        #expect(try await db.fetchTasks(personID: 2) == graces)
        for task in adas {
            await #expect(throws: StoreError.taskNotFound(id: task.id)) { try await db.deleteTask(id: task.id) }
        }
    }

    /// Deleting the newest task, then adding one, must not hand the new task the
    /// deleted one's id: Undo (restoreTask) would then clash with it.
    @Test("a task added after a deletion does not take the deleted task's id, so Undo still works")
    func addAfterDeleteKeepsUndoPossible() async throws {
        let tasks = try await addTasks(["Call", "Write"])
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

    @Test("a deleted task's id is not handed out again, even after the file is closed and reopened")
    func idsNotReusedAcrossReopen() async throws {
        let tasks = try await addTasks(["Call", "Write"])
        try await db.deleteTask(id: tasks[1].id)
        let reopened = try RosterDatabase(path: db.path)
        let added = try await reopened.addTask(personID: 1, title: "Read", dueDate: nil)
        #expect(added.id > tasks[1].id)
        try await reopened.restoreTask(tasks[1])
        #expect(try await reopened.fetchTasks(personID: 1).map(\.title) == ["Call", "Write", "Read"])
    }
}
