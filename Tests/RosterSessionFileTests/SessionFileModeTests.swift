import Foundation
import RosterModel
import RosterSessionFile
import RosterViewModels
import Testing

/// Drafts and session state are the user's alone (issue 25, point 6): unsaved edits may hold
/// what nobody else should read.
@Suite("Session files are per user")
struct SessionFileModeTests {
    @Test("the draft and the state are mode 0600, in a folder of mode 0700, whatever the umask")
    func modes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("roster-modes-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let directory = folder.appendingPathComponent("session")
        let previous = umask(0o002)  // a permissive umask: the modes must not follow it
        defer { umask(previous) }
        let file = SessionStateFile(directory: directory, durable: false)
        let base = Person(id: 1, name: "Leanne Graham", email: "Sincere@april.biz")
        file.saveDraftNow(SessionDraft(personID: 1, base: base, fields: ["phone": "555 0101"]))
        let entries = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(!entries.isEmpty)
        for entry in entries {
            let mode = try #require(
                try FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent(entry).path)[.posixPermissions] as? Int)
            #expect(mode == 0o600, "\(entry) is \(String(mode, radix: 8))")
        }
        let folderMode = try FileManager.default.attributesOfItem(atPath: directory.path)[.posixPermissions] as? Int
        #expect(folderMode == 0o700)
    }

    @Test("a folder that existed with looser modes becomes 0700, and a file written in it 0600")
    func loosenedFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("roster-modes-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let directory = folder.appendingPathComponent("session")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
        let state = directory.appendingPathComponent("state.json")
        try Data("{}".utf8).write(to: state)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: state.path)
        let file = SessionStateFile(directory: directory, durable: false)
        let base = Person(id: 1, name: "Leanne Graham", email: "Sincere@april.biz")
        file.saveDraftNow(SessionDraft(personID: 1, base: base, fields: ["phone": "555 0101"]))
        file.saveState(AppViewModel.RestorableState(people: .init(searchText: "", selectedPersonID: nil), detailPage: .profile))
        #expect(try mode(directory) == 0o700)
        #expect(try mode(directory.appendingPathComponent("draft.json")) == 0o600)
        #expect(try mode(state) == 0o600)
    }

    private func mode(_ url: URL) throws -> Int {
        try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int)
    }
}
