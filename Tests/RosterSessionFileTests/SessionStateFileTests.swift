import Foundation
import RosterModel
import RosterSessionFile
import RosterViewModels
import Testing

/// The session state on disk: one folder per database, and state files of older
/// formats still read. (Restoring an app through the file: RosterViewModelsTests'
/// SessionRestorationTests.)
@Suite("Session state file")
struct SessionStateFileTests {
    @Test("each database has its own state folder under XDG_STATE_HOME (default ~/.local/state)")
    func folders() {
        let environment = ["XDG_STATE_HOME": "/srv/state", "HOME": "/home/ada"]
        let standard = SessionStateFile.directory(forDatabaseAt: "/home/ada/.local/share/roster/roster.sqlite", environment: environment)
        let other = SessionStateFile.directory(forDatabaseAt: "/tmp/other.sqlite", environment: environment)
        #expect(standard.path.hasPrefix("/srv/state/roster/roster.sqlite-"))
        #expect(other.path.hasPrefix("/srv/state/roster/other.sqlite-"))
        #expect(standard != other)
        #expect(SessionStateFile.directory(forDatabaseAt: "/tmp/other.sqlite", environment: environment) == other, "stable between runs")
        let noXDG = SessionStateFile.directory(
            forDatabaseAt: "/tmp/other.sqlite", environment: ["XDG_STATE_HOME": "relative", "HOME": "/home/ada"])
        #expect(noXDG.path.hasPrefix("/home/ada/.local/state/roster/other.sqlite-"))
    }

    @Test("a state file written before the top person existed is read by the session file")
    func oldStateFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("roster-scroll-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let old = #"{"detailPage":"tasks","people":{"searchText":"an","selectedPersonID":3},"taskFilter":"open","version":1}"#
        try Data(old.utf8).write(to: directory.appendingPathComponent("state.json"))
        let file = SessionStateFile(directory: directory) { _ in }
        let state = try #require(file.loadState())
        #expect(state.people == PeopleViewModel.RestorableState(searchText: "an", selectedPersonID: 3))
        #expect(state.people.topVisiblePersonID == nil)
        #expect(state.detailPage == .tasks)

        file.saveState(
            AppViewModel.RestorableState(
                people: .init(searchText: "", selectedPersonID: nil, topVisiblePersonID: 5),
                detailPage: .profile))
        #expect(file.loadState()?.people.topVisiblePersonID == 5)
    }
}
