import Foundation
import RosterModel
import Testing

/// The `PeopleStore` contract, on every engine: field-level saves with conflicts, adding
/// with new ids, deleting and restoring; and, on the engines a second client can open
/// (SQLite, PostgreSQL), the same through two clients at once.
@Suite("PeopleStore contract: saves, conflicts, add, delete and restore")
struct PeopleContractTests {
    // MARK: Field-level saves

    @Test("two edits from the same original changing different fields both survive", arguments: Engine.allCases)
    func differentFieldsBothSurvive(engine: Engine) async throws {
        try await withDirectory(engine, holding: Team.document) { directory in
            let store = directory.store
            let mine = edit(Team.ada) { $0.name = "Augusta Ada King" }
            let theirs = edit(Team.ada) {
                $0.email = "countess@lovelace.example"
                $0.biography = "Poetical science.\nNotes G."
            }
            #expect(mine.changedFields == [.name])
            #expect(theirs.changedFields == [.email, .biography])

            _ = try await store.updatePerson(theirs)
            let saved = try await store.updatePerson(mine)

            var expected = Team.ada
            expected.name = "Augusta Ada King"
            expected.email = "countess@lovelace.example"
            expected.biography = "Poetical science.\nNotes G."
            #expect(saved == expected)
            #expect(try await store.fetchPerson(id: 1) == expected)
            #expect(try await store.fetchPerson(id: 2) == Team.grace)
        }
    }

    @Test(
        "the same field changed to different values: a conflict naming the stored person, and nothing written", arguments: Engine.allCases)
    func sameFieldConflict(engine: Engine) async throws {
        try await withDirectory(engine, holding: Team.document) { directory in
            let store = directory.store
            let first = edit(Team.ada) { $0.phone = "+44 20 1111" }
            // The second also changes a field the first did not touch: not written either.
            let second = edit(Team.ada) {
                $0.phone = "+44 20 2222"
                $0.companyName = "Babbage & Co"
            }
            let stored = try await store.updatePerson(first)
            #expect(stored.phone == "+44 20 1111")

            await #expect(throws: StoreError.conflict(current: stored)) { _ = try await store.updatePerson(second) }
            #expect(try await store.fetchPerson(id: 1) == stored, "the refused save wrote nothing")

            // The avatar too.
            let withAvatar = try await store.updatePerson(edit(stored) { $0.avatarPath = "/avatars/1-a.png" })
            await #expect(throws: StoreError.conflict(current: withAvatar)) {
                _ = try await store.updatePerson(edit(stored) { $0.avatarPath = "/avatars/1-b.png" })
            }
            #expect(try await store.fetchPerson(id: 1)?.avatarPath == "/avatars/1-a.png")
        }
    }

    @Test("the same field changed to the same value is no conflict", arguments: Engine.allCases)
    func sameValueNoConflict(engine: Engine) async throws {
        try await withDirectory(engine, holding: Team.document) { directory in
            let store = directory.store
            let first = edit(Team.ada) { $0.website = "https://lovelace.example" }
            let second = edit(Team.ada) {
                $0.website = "https://lovelace.example"
                $0.companyName = "Babbage & Co"
            }
            _ = try await store.updatePerson(first)
            let saved = try await store.updatePerson(second)
            #expect(saved.website == "https://lovelace.example")
            #expect(saved.companyName == "Babbage & Co")
            #expect(try await store.fetchPerson(id: 1) == saved)
        }
    }

    @Test("a field changed back by someone else is no conflict for an edit that does not touch it", arguments: Engine.allCases)
    func untouchedFieldsAreKept(engine: Engine) async throws {
        try await withDirectory(engine, holding: Team.document) { directory in
            let store = directory.store
            _ = try await store.updatePerson(edit(Team.ada) { $0.name = "Someone Else's Name" })
            // An empty edit writes nothing and returns the stored person.
            let unchanged = try await store.updatePerson(PersonEdit(original: Team.ada, updated: Team.ada))
            #expect(unchanged.name == "Someone Else's Name")
            #expect(try await store.fetchPerson(id: 1)?.name == "Someone Else's Name")
        }
    }

    @Test("concurrent saves of every field from the same original, through two clients, all survive", arguments: Engine.shared)
    func concurrentDifferentFields(engine: Engine) async throws {
        try await withDirectory(engine, holding: Team.document) { directory in
            let first = directory.store
            let second = try await directory.another()
            let values: [ProfileField: String] = [
                .name: "Augusta Ada King", .email: "countess@lovelace.example", .phone: "+44 20 9999",
                .website: "https://lovelace.example", .company: "Babbage & Co", .biography: "Notes\nG",
            ]
            try await withThrowingTaskGroup(of: Void.self) { group in
                for (index, field) in ProfileField.allCases.enumerated() {
                    let store = index.isMultiple(of: 2) ? first : second
                    let change = edit(Team.ada) { field.set(values[field]!, in: &$0) }
                    group.addTask { _ = try await store.updatePerson(change) }
                }
                try await group.waitForAll()
            }
            let stored = try #require(try await first.fetchPerson(id: 1))
            for field in ProfileField.allCases {
                #expect(field.value(in: stored) == values[field], "\(field) was lost")
            }
            #expect(stored.username == "ada")
        }
    }

    @Test("concurrent saves of one field to different values: exactly one wins, the others are conflicts", arguments: Engine.shared)
    func concurrentSameField(engine: Engine) async throws {
        try await withDirectory(engine, holding: Team.document) { directory in
            let first = directory.store
            let second = try await directory.another()
            let outcomes = try await withThrowingTaskGroup(of: Result<Person, StoreError>.self) { group in
                for index in 0..<8 {
                    let store = index.isMultiple(of: 2) ? first : second
                    let change = edit(Team.ada) { $0.name = "Name \(index)" }
                    group.addTask {
                        do { return .success(try await store.updatePerson(change)) } catch let error as StoreError {
                            return .failure(error)
                        }
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            let winners = outcomes.compactMap { try? $0.get() }
            #expect(winners.count == 1)
            let stored = try #require(try await first.fetchPerson(id: 1))
            #expect(winners.first == stored)
            for case .failure(let error) in outcomes {
                #expect(error == .conflict(current: stored))
            }
        }
    }

    @Test("an edit of a person deleted meanwhile throws personNotFound", arguments: Engine.allCases)
    func editOfDeleted(engine: Engine) async throws {
        try await withDirectory(engine, holding: Team.document) { directory in
            let store = directory.store
            _ = try await store.deletePerson(id: 2)
            await #expect(throws: StoreError.personNotFound(id: 2)) {
                _ = try await store.updatePerson(edit(Team.grace) { $0.name = "Amazing Grace" })
            }
            #expect(try await store.fetchPerson(id: 2) == nil)
        }
    }

    @Test("an edit breaking a rule is refused with invalidPerson; nothing written", arguments: Engine.allCases)
    func invalidEdit(engine: Engine) async throws {
        try await withDirectory(engine, holding: Team.document) { (directory: TestDirectory) async throws in
            let store = directory.store
            let bad = edit(Team.ada) {
                $0.companyName = "Fine"
                $0.website = "javascript:alert(1)"
            }
            await #expect(throws: StoreError.invalidPerson(PersonRuleError(field: .website, violation: .notAWebAddress))) {
                _ = try await store.updatePerson(bad)
            }
            #expect(try await store.fetchPerson(id: 1) == Team.ada)
        }
    }

    // MARK: Add

    @Test("addPerson stores under a new id (the given id is ignored) and never reuses a deleted one", arguments: Engine.allCases)
    func addNeverReusesIDs(engine: Engine) async throws {
        try await withDirectory(engine, holding: Team.document) { directory in
            let store = directory.store
            let katherine = try await store.addPerson(Person(id: 2, name: "Katherine Johnson", email: "katherine@example.org"))
            #expect(katherine.id == 3)
            #expect(try await store.fetchPerson(id: 2) == Team.grace, "the id passed in is ignored")
            #expect(try await store.fetchPerson(id: 3) == katherine)

            _ = try await store.deletePerson(id: 3)
            let dorothy = try await store.addPerson(Person(id: 0, name: "Dorothy Vaughan", email: "dorothy@example.org"))
            #expect(dorothy.id == 4, "the deleted id 3 is not handed out again")
            _ = try await store.deletePerson(id: 4)
            _ = try await store.deletePerson(id: 2)
            let mary = try await store.addPerson(Person(id: 0, name: "Mary Jackson", email: "mary@example.org"))
            #expect(mary.id == 5)
        }
    }

    @Test("ids are not reused by another client, nor after an import of higher ids", arguments: Engine.shared)
    func addAfterReopenAndImport(engine: Engine) async throws {
        try await withDirectory(engine, holding: Team.document) { directory in
            let db = directory.store
            let added = try await db.addPerson(Person(id: 0, name: "Katherine Johnson", email: "katherine@example.org"))
            _ = try await db.deletePerson(id: added.id)
            let reopened = try await directory.another()
            #expect(
                try await reopened.addPerson(Person(id: 0, name: "Dorothy", email: "d@example.org")).id == PersonID(added.id.rawValue + 1))

            _ = try await reopened.importDirectory(json: Data(#"[{"id": 500, "name": "Imported", "email": "i@example.org"}]"#.utf8))
            #expect(try await reopened.addPerson(Person(id: 0, name: "After", email: "after@example.org")).id == 501)
        }
    }

    @Test("adding a person who breaks a rule is refused with invalidPerson; nothing written", arguments: Engine.allCases)
    func addInvalid(engine: Engine) async throws {
        try await withDirectory(engine, holding: Team.document) { (directory: TestDirectory) async throws in
            let store = directory.store
            await #expect(throws: StoreError.invalidPerson(PersonRuleError(field: .email, violation: .invalidEmail))) {
                _ = try await store.addPerson(Person(id: 0, name: "Leanne", email: "leanne"))
            }
            await #expect(throws: StoreError.invalidPerson(PersonRuleError(field: .name, violation: .controlCharacters))) {
                _ = try await store.addPerson(Person(id: 0, name: "Le\u{0}anne", email: "leanne@example.org"))
            }
            await #expect(throws: StoreError.invalidPerson(PersonRuleError(field: nil, violation: .controlCharacters))) {
                _ = try await store.addPerson(Person(id: 0, name: "Leanne", username: "lea\u{202E}nne", email: "leanne@example.org"))
            }
            #expect(try await store.fetchPeople().count == 2)
            // And the refused attempts used up no id.
            #expect(try await store.addPerson(Person(id: 0, name: "Leanne", email: "leanne@example.org")).id == 3)
        }
    }

    // MARK: Delete and restore

    @Test(
        "delete returns the person and their tasks in list order; restore brings back the same ids, fields and order",
        arguments: Engine.allCases)
    func deleteAndRestore(engine: Engine) async throws {
        try await withDirectory(engine, holding: Team.document) { directory in
            let store = directory.store
            let everything = try await store.exportDirectory()
            let tasksBefore = try await store.fetchTasks(personID: 1)
            #expect(tasksBefore.map(\.id) == [1, 2, 4])

            let removed = try await store.deletePerson(id: 1)
            #expect(removed.person == Team.ada)
            #expect(removed.tasks == tasksBefore)
            #expect(try await store.fetchPerson(id: 1) == nil)
            #expect(try await store.fetchTasks(personID: 1).isEmpty)
            #expect(try await store.fetchTasks(personID: 2).map(\.id) == [3], "only Ada's tasks went")

            try await store.restorePerson(removed)
            #expect(try await store.fetchPerson(id: 1) == Team.ada)
            #expect(try await store.fetchTasks(personID: 1) == tasksBefore)
            #expect(try await store.exportDirectory() == everything, "everything is as it was")
        }
    }

    @Test("restore after a new person was added still works, under the old ids", arguments: Engine.allCases)
    func restoreAfterAdd(engine: Engine) async throws {
        try await withDirectory(engine, holding: Team.document) { directory in
            let store = directory.store
            let removed = try await store.deletePerson(id: 2)
            let added = try await store.addPerson(Person(id: 0, name: "Katherine Johnson", email: "katherine@example.org"))
            #expect(added.id == 3)
            let addedTask = try await store.addTask(personID: 3, title: "Orbit", dueDate: nil)
            #expect(addedTask.id > 4, "the deleted tasks' ids are not handed out either")

            try await store.restorePerson(removed)
            #expect(try await store.fetchPerson(id: 2) == Team.grace)
            #expect(try await store.fetchTasks(personID: 2) == removed.tasks)
            #expect(try await store.fetchPerson(id: 3) == added)
            #expect(try await store.fetchTasks(personID: 3) == [addedTask])
        }
    }

    @Test("restoring twice fails and changes nothing; deleting an unknown id throws personNotFound", arguments: Engine.allCases)
    func restoreTwice(engine: Engine) async throws {
        try await withDirectory(engine, holding: Team.document) { directory in
            let store = directory.store
            let removed = try await store.deletePerson(id: 1)
            try await store.restorePerson(removed)
            let before = try await store.exportDirectory()
            do {
                try await store.restorePerson(removed)
                Issue.record("restoring a person who is there should fail")
            } catch let error as StoreError {
                guard case .writeFailed = error else {
                    Issue.record("expected writeFailed, got \(error)")
                    return
                }
            }
            #expect(try await store.exportDirectory() == before)
            await #expect(throws: StoreError.personNotFound(id: 99)) { _ = try await store.deletePerson(id: 99) }
        }
    }

    @Test("a restore whose tasks cannot all be written restores nothing (one transaction)", arguments: Engine.shared)
    func restoreIsAllOrNothing(engine: Engine) async throws {
        try await withDirectory(engine, holding: Team.document) { directory in
            let db = directory.store
            var removed = try await db.deletePerson(id: 1)
            // Another person's task now holds the id of one of Ada's.
            removed.tasks[1].id = 3
            await #expect(throws: StoreError.self) { try await db.restorePerson(removed) }
            #expect(try await db.fetchPerson(id: 1) == nil)
            #expect(try await db.fetchTasks(personID: 1).isEmpty)
        }
    }
}
