import Foundation
import Observation
import RosterModel
import RosterTestSupport
import RosterTesting
import RosterViewModels
import Testing

/// The part as a window learns it (issue 25): through the store that opens lazily, as every
/// directory opens in the window. Until it is open a server's login is taken for a reader;
/// once a load succeeded the part is the open directory's, and every disabled state follows.
@Suite("Parts through a lazily opened store")
@MainActor
struct PartsThroughLazyStoreTests {
    /// The sample team signed in as `part` named `name`, behind a store that opens on first use.
    private func lazyStore(_ part: DirectoryPart, _ name: String) throws -> (LazyDirectoryConnection, InMemoryRosterStore) {
        let store = try InMemoryRosterStore.sampleData()
        store.signIn(as: DirectoryAccess(part: part, userName: name))
        let lazy = LazyDirectoryConnection(displayName: "team", accessBeforeOpening: DirectoryAccess(part: .reader, userName: name)) {
            store
        }
        return (lazy, store)
    }

    @Test("an administrator's New Person and Import are enabled once the directory is open, observed")
    func partSettlesOnOpen() async throws {
        let (lazy, _) = try lazyStore(.admin, "Antonette")
        let app = AppViewModel(store: lazy, avatars: FakeAvatarImporter(returning: "/x.png"))
        #expect(app.access.part == .reader, "before the directory is open, nothing the server may refuse is offered")
        #expect(app.newPersonDisabledReason == "Only an administrator can add people")
        #expect(!app.importExport.isImportEnabled)
        // A front's binding reads the reason under observation: it must hear the change.
        let changed = Changed()
        withObservationTracking {
            _ = app.newPersonDisabledReason
        } onChange: {
            changed.flag()
        }
        await app.appeared().value
        #expect(changed.happened, "New Person's reason is observed: the window's binding hears the part")
        #expect(app.access == DirectoryAccess(part: .admin, userName: "Antonette"))
        #expect(app.isNewPersonEnabled)
        #expect(app.importExport.isImportEnabled)
    }

    @Test("a member's part, known once open, makes someone else's tasks read-only and their own editable")
    func memberTasks() async throws {
        let (lazy, store) = try lazyStore(.member, "Bret")
        let app = AppViewModel(store: lazy, avatars: FakeAvatarImporter(returning: "/x.png"))
        await app.appeared().value
        #expect(!app.isNewPersonEnabled)

        app.personSelected(id: 2)
        app.tasksTabSelected()
        let others = try #require(app.tasks)
        #expect(await waitUntil { others.loadState == .loaded })
        #expect(others.isReadOnly)
        #expect(others.readOnlyReason == "Only Antonette or an administrator can change this person's tasks")
        #expect(others.addDisabledReason == others.readOnlyReason)
        #expect(others.rows.allSatisfy { !$0.isEditable })
        let task = try #require(others.tasks.first)
        await others.toggleTapped(task.id).value
        await others.deleteTapped(task.id).value
        await others.renamed(task.id, to: "Renamed").value
        #expect(try await store.fetchTasks(personID: 2).first == task, "nothing the part may not do reaches the store")
        #expect(others.errorMessage == nil, "refused before the store is asked, so no failure is shown")

        app.personSelected(id: 1)
        let own = try #require(app.tasks)
        #expect(await waitUntil { own.loadState == .loaded })
        #expect(!own.isReadOnly && own.rows.allSatisfy(\.isEditable))
        let first = try #require(own.tasks.first)
        await own.toggleTapped(first.id).value
        #expect(try await store.fetchTasks(personID: 1).first?.isDone == !first.isDone)
    }

    @Test("the history is the open directory's")
    func historyThroughLazyStore() async throws {
        let (lazy, store) = try lazyStore(.admin, "Antonette")
        _ = try await store.addTask(personID: 1, title: "Call the printer", dueDate: nil)
        let history = HistoryViewModel(personID: 1, history: lazy)
        await history.appeared().value
        #expect(history.loadState == .loaded)
        #expect(history.rows.map(\.text) == ["Task added: “Call the printer”"])
        #expect(history.rows.first?.who == "Antonette")
    }

    @Test("a directory that turns out to keep no history says so instead of failing")
    func noHistory() async throws {
        let history = HistoryViewModel(personID: 1, history: KeepsNone())
        await history.appeared().value
        #expect(history.loadState == .loaded)
        #expect(history.emptyText == "This directory keeps no history")
    }
}

/// A lazily opened directory whose open store keeps no history.
private struct KeepsNone: HistoryReading {
    func history(of id: PersonID, limit: Int) async throws -> [HistoryEntry] { throw StoreError.noHistory }
}

/// Set once an observed value changed.
@MainActor
private final class Changed: Sendable {
    private(set) var happened = false
    nonisolated func flag() { MainActor.assumeIsolated { happened = true } }
}
