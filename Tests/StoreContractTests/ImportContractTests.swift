import Foundation
import RosterModel
import RosterTestSupport
import RosterTesting
import Synchronization
import Testing

/// Imports on every engine: counts and progress, the rules checked, all or nothing, and a
/// cancelled import writes nothing; export gives back what was imported.
@Suite("Import and export contract")
struct ImportContractTests {
    static func people(_ range: ClosedRange<Int64>) -> [Person] {
        range.map { Person(id: PersonID($0), name: "Person \($0)", username: "p\($0)", email: "p\($0)@example.org") }
    }

    @Test("an import adds new ids, replaces stored ones, counts both, reports progress up to the total", arguments: Engine.allCases)
    func countsAndProgress(engine: Engine) async throws {
        try await withDirectory(engine, holding: Team.document) { directory in
            let store = directory.store
            var ada = Team.ada
            ada.name = "Augusta Ada King"
            let newcomers = Self.people(10...1_209)
            let tasks = [
                TaskItem(id: 1, personID: 2, title: "Moved to Grace", position: 5),
                TaskItem(id: 50, personID: 10, title: "New", dueDate: .iso("2027-01-31"), position: 0),
            ]
            let document = DirectoryDocument(people: [ada, Team.grace] + newcomers, tasks: tasks)
            let reported = Mutex<[Int]>([])
            let summary = try await store.importDirectory(document, progress: { count in reported.withLock { $0.append(count) } })
            #expect(summary.added == 1_200)
            #expect(summary.updated == 2)
            #expect(summary.tasks == 2)
            let progress = reported.withLock { $0 }
            #expect(progress.last == document.recordCount)
            #expect(progress == progress.sorted(), "progress only grows")

            #expect(try await store.fetchPerson(id: 1) == ada)
            #expect(try await store.fetchPeople().count == 1_202)
            #expect(try await store.fetchTasks(personID: 2).map(\.title) == ["Compile", "Moved to Grace"])
            #expect(try await store.fetchTasks(personID: 10) == [tasks[1]])
            // New ids come after every imported one.
            #expect(try await store.addPerson(Person(id: 0, name: "After", email: "after@example.org")).id == 1_210)
            let export = try await store.exportDirectory()
            #expect(export.people.count == 1_203)
            #expect(export.people.map(\.id) == export.people.map(\.id).sorted())
        }
    }

    @Test("an import with a record breaking a rule is refused whole: nothing written", arguments: Engine.allCases)
    func ruleFailureWritesNothing(engine: Engine) async throws {
        try await withDirectory(engine, holding: Team.document) { directory in
            let store = directory.store
            let before = try await store.exportDirectory()
            var bad = Self.people(10...20)
            bad[7].email = "not an address"
            await #expect(throws: ImportError.self) {
                _ = try await store.importDirectory(DirectoryDocument(people: bad), progress: { _ in })
            }
            #expect(try await store.exportDirectory() == before)
        }
    }

    @Test("a cancelled import writes nothing", arguments: Engine.allCases)
    func cancelledImportWritesNothing(engine: Engine) async throws {
        try await withDirectory(engine, holding: Team.document) { directory in
            let store = directory.store
            let before = try await store.exportDirectory()
            // The in-memory store reports progress while it waits, held; the engines as they write.
            (store as? InMemoryRosterStore)?.holdImports()
            let canceller = Canceller()
            let document = DirectoryDocument(people: Self.people(10...2_009))
            let task = Task { try await store.importDirectory(document, progress: { _ in canceller.cancel() }) }
            canceller.set(task)
            let result = await task.result
            #expect(throws: CancellationError.self) { try result.get() }
            #expect(try await store.exportDirectory() == before)
        }
    }

    @Test("export gives back exactly what was imported", arguments: Engine.allCases)
    func exportRoundTrip(engine: Engine) async throws {
        try await withDirectory(engine, holding: Team.document) { directory in
            let export = try await directory.store.exportDirectory()
            #expect(export.people == [Team.ada, Team.grace])
            #expect(export.tasks == Team.tasks.sorted { ($0.personID, $0.position, $0.id) < ($1.personID, $1.position, $1.id) })
        }
    }
}

/// Cancels a task from a callback that may run before the task is known.
final class Canceller: Sendable {
    private let state = Mutex<(task: Task<ImportSummary, any Error>?, requested: Bool)>((nil, false))

    func set(_ task: Task<ImportSummary, any Error>) {
        let cancelNow = state.withLock { state in
            state.task = task
            return state.requested
        }
        if cancelNow { task.cancel() }
    }

    func cancel() {
        let task = state.withLock { state in
            state.requested = true
            return state.task
        }
        task?.cancel()
    }
}
