import Foundation
import PostgresNIO
import PostgresTestSupport
import RosterModel
import RosterTestSupport
import RosterTesting
import Testing

@testable import RosterPostgres

/// A username that is not empty is unique, exactly as stored: a member's part follows it
/// (`PersonRules.usernameViolation`). Many people may have none.
@Suite("Unique usernames")
struct UsernameContractTests {
    @Test("a second person with a stored username is refused, naming it; case and empty usernames differ", arguments: Engine.allCases)
    func writesRefused(engine: Engine) async throws {
        try await withDirectory(engine, holding: Team.document) { directory in
            let store = directory.store
            let taken = StoreError.writeFailed(StoreError.DetailedReason.usernameTaken("ada").description)
            await #expect(throws: taken) {
                _ = try await store.addPerson(Person(id: 0, name: "Another Ada", username: "ada", email: "a2@example.org"))
            }
            // Exactly as stored: "Ada" is another username; and many people may have none.
            _ = try await store.addPerson(Person(id: 0, name: "Capital Ada", username: "Ada", email: "a3@example.org"))
            _ = try await store.addPerson(Person(id: 0, name: "No Username", email: "n1@example.org"))
            _ = try await store.addPerson(Person(id: 0, name: "No Username Either", email: "n2@example.org"))
            // An import that gives a stored username to someone else writes nothing.
            let before = try await store.exportDirectory()
            await #expect(throws: taken) {
                _ = try await store.importDirectory(
                    DirectoryDocument(people: [Person(id: 30, name: "Imported Ada", username: "ada", email: "i@example.org")]),
                    progress: { _ in })
            }
            #expect(try await store.exportDirectory() == before)
            // Restoring a person whose username was taken meanwhile is refused too.
            let removed = try await store.deletePerson(id: 1)
            _ = try await store.addPerson(Person(id: 0, name: "New Ada", username: "ada", email: "new@example.org"))
            await #expect(throws: taken) { try await store.restorePerson(removed) }
        }
    }

    @Test("an import whose records share a username is refused, naming both records, and writes nothing", arguments: Engine.allCases)
    func importRefused(engine: Engine) async throws {
        try await withDirectory(engine, holding: Team.document) { directory in
            let store = directory.store
            let before = try await store.exportDirectory()
            let people = [
                Person(id: 10, name: "One", username: "same", email: "one@example.org"),
                Person(id: 11, name: "Two", email: "two@example.org"),
                Person(id: 12, name: "Three", email: "three@example.org"),
                Person(id: 13, name: "Four", username: "same", email: "four@example.org"),
            ]
            await #expect(
                throws: ImportError.invalidRecords([
                    .init(collection: .people, index: 3, id: 13, field: "username", kind: .duplicateUsername(ofRecord: 0))
                ])
            ) {
                _ = try await store.importDirectory(DirectoryDocument(people: people), progress: { _ in })
            }
            #expect(try await store.exportDirectory() == before)
        }
    }

    @Test("a PostgreSQL directory whose people share usernames is left as it is, with one line naming them")
    func postgresMigrationRefuses() async throws {
        let address = try await TestPostgres.createDatabase()
        defer { Task { await TestPostgres.drop(address) } }
        let directory = try await PostgresDirectory(address: address)
        _ = try await directory.importDirectory(try await InMemoryRosterStore.sampleData().exportDirectory(), progress: { _ in })
        directory.close()
        // As an older Roster (or psql) left it: no unique index, and people sharing usernames.
        for statement in [
            "DROP INDEX \(PostgresSchema.usernameIndex)", "DELETE FROM roster_schema WHERE name LIKE 'v10:%'",
            "UPDATE person SET username = 'Bret' WHERE id IN (2, 3)", "UPDATE person SET username = 'Kamren' WHERE id = 6",
        ] {
            try await TestPostgres.execute(statement, on: address)
        }
        let reason = StoreError.DetailedReason.duplicateUsernames("“Bret”, “Kamren”").description
        await #expect(throws: StoreError.cannotOpen(path: address.displayName, reason: reason)) {
            _ = try await PostgresDirectory(address: address)
        }
        #expect(!reason.contains("\n"))
        // Nothing was lost; once the usernames differ, it opens.
        try await TestPostgres.execute("UPDATE person SET username = '' WHERE id IN (2, 3, 6)", on: address)
        let fixed = try await PostgresDirectory(address: address)
        defer { fixed.close() }
        #expect(try await fixed.fetchPeople().count == 10)
        await #expect(throws: StoreError.writeFailed(StoreError.DetailedReason.usernameTaken("Bret").description)) {
            _ = try await fixed.addPerson(Person(id: 0, name: "X", username: "Bret", email: "x@example.org"))
        }
    }

    @Test("the taken username is read from the server's detail in any language it speaks")
    func takenUsernameInEveryLanguage() {
        #expect(PostgresFailure.takenUsername(inDetail: "Key (username)=(Bret) already exists.") == "Bret")
        #expect(PostgresFailure.takenUsername(inDetail: "Schlüssel »(username)=(Bret)« existiert bereits.") == "Bret")
        #expect(PostgresFailure.takenUsername(inDetail: "La clé « (username)=(a (b)) » existe déjà.") == "a (b)")
        #expect(PostgresFailure.takenUsername(inDetail: "Key (username)=() already exists.") == "")
        #expect(PostgresFailure.takenUsername(inDetail: "duplicate key") == nil)
    }
}
