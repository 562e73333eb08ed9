import Foundation
import Testing

@testable import RosterModel
@testable import RosterSQLite

@Suite("DatabaseLocation")
struct DatabaseLocationTests {
    @Test("an absolute XDG_DATA_HOME is used")
    func absoluteXDGDataHome() {
        let environment = ["XDG_DATA_HOME": "/srv/data", "HOME": "/home/ada"]
        #expect(DatabaseLocation.standard.path(environment: environment) == "/srv/data/roster/roster.sqlite")
        #expect(DatabaseLocation.dataDirectory(environment: environment).path == "/srv/data/roster")
    }

    @Test("a trailing slash on XDG_DATA_HOME does not double the separator")
    func xdgDataHomeWithTrailingSlash() {
        let environment = ["XDG_DATA_HOME": "/srv/data/", "HOME": "/home/ada"]
        #expect(DatabaseLocation.standard.path(environment: environment) == "/srv/data/roster/roster.sqlite")
    }

    @Test(
        "a relative or empty XDG_DATA_HOME is ignored in favour of HOME/.local/share",
        arguments: [
            "relative/data", "./data", "~/data", "",
        ])
    func ignoredXDGDataHome(xdg: String) {
        let environment = ["XDG_DATA_HOME": xdg, "HOME": "/home/ada"]
        #expect(DatabaseLocation.standard.path(environment: environment) == "/home/ada/.local/share/roster/roster.sqlite")
    }

    @Test("without XDG_DATA_HOME the database lives in HOME/.local/share/roster")
    func homeFallback() {
        #expect(DatabaseLocation.standard.path(environment: ["HOME": "/home/grace"]) == "/home/grace/.local/share/roster/roster.sqlite")
        #expect(DatabaseLocation.dataDirectory(environment: ["HOME": "/home/grace"]).path == "/home/grace/.local/share/roster")
    }

    @Test("with neither XDG_DATA_HOME nor HOME, the process home directory is used")
    func noHomeInEnvironment() {
        let path = DatabaseLocation.standard.path(environment: [:])
        #expect(path.hasPrefix("/"))
        #expect(path.hasSuffix("/.local/share/roster/roster.sqlite"))
        #expect(DatabaseLocation.standard.path(environment: ["HOME": ""]) == path)
    }

    @Test("an explicit file is used as given; a leading tilde is expanded")
    func explicitFile() {
        let environment = ["XDG_DATA_HOME": "/srv/data", "HOME": "/home/ada"]
        #expect(DatabaseLocation.file("/tmp/team.sqlite").path(environment: environment) == "/tmp/team.sqlite")
        #expect(DatabaseLocation.file("relative/team.sqlite").path(environment: environment) == "relative/team.sqlite")
        let expanded = DatabaseLocation.file("~/team.sqlite").path(environment: environment)
        #expect(!expanded.hasPrefix("~"))
        #expect(expanded.hasPrefix("/"))
        #expect(expanded.hasSuffix("/team.sqlite"))
    }

    @Test("only the standard location is seeded with sample data")
    func seeding() {
        #expect(DatabaseLocation.standard.seedsSampleData)
        #expect(!DatabaseLocation.file("/tmp/team.sqlite").seedsSampleData)
    }
}

@Suite("The standard database's creation record")
struct DatabaseCreationRecordTests {
    @Test("only the standard location keeps a record; a file the user names is created whenever it is missing")
    func recordOnlyForStandard() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("roster-record-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = ["XDG_DATA_HOME": folder.path, "HOME": folder.path]
        #expect(DatabaseLocation.file(folder.appendingPathComponent("x.sqlite").path).creationRecordPath(environment: environment) == nil)
        let database = try RosterDatabase(location: .standard, environment: environment)
        database.close()
        let record = try #require(DatabaseLocation.standard.creationRecordPath(environment: environment))
        #expect(FileManager.default.fileExists(atPath: record))

        try FileManager.default.removeItem(atPath: DatabaseLocation.standard.path(environment: environment))
        #expect(throws: StoreError.databaseMissing(path: DatabaseLocation.standard.path(environment: environment), record: record)) {
            _ = try RosterDatabase(location: .standard, environment: environment)
        }
    }
}
