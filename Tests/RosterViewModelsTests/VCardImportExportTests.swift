import Foundation
import RosterModel
import RosterTestSupport
import RosterTesting
import Testing

@testable import RosterViewModels

/// vCard through the import and export view model: the report of what was not kept, a
/// malformed file's line, and Export…'s choice of format.
@MainActor
@Suite("ImportExportViewModel: vCard")
struct VCardImportExportTests {
    let folder: URL
    let store = InMemoryRosterStore(people: [Person(id: 1, name: "Ada Lovelace", email: "ada@example.org")], tasks: [])
    let importExport: ImportExportViewModel

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("roster-vm-vcard-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        importExport = ImportExportViewModel(
            transfer: DirectoryTransfer(store: store, avatars: FakeAvatarImporter(returning: "/data/avatars/a.png")), locale: testLocale)
    }

    private func write(_ name: String, _ text: String) throws -> String {
        let file = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        return file.path
    }

    @Test("An import lists, under its title, every value Roster did not keep")
    func notKeptReport() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try write(
            "card.vcf",
            "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Grace Hopper\r\nEMAIL:grace@home.example\r\nEMAIL;TYPE=pref:grace@navy.example\r\n"
                + "ADR;TYPE=WORK:;;Pentagon;Arlington\r\nEND:VCARD\r\n")

        #expect(await importExport.importChosen(path: path).value)

        #expect(
            importExport.report
                == ImportReport(
                    title: "Imported 1 person (1 added)",
                    lines: [
                        "2 values have no place in Roster and were not kept:",
                        "card 1 (line 4): EMAIL: grace@home.example",
                        "card 1 (line 6): ADR;TYPE=WORK: Pentagon, Arlington",
                    ], isError: false))
        #expect(try await store.fetchPerson(id: 2)?.email == "grace@navy.example")
    }

    @Test("A malformed vCard is refused with its line; nothing is imported")
    func malformed() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try write("cut.vcf", "BEGIN:VCARD\nVERSION:2.1\nFN:Cut Short\n")

        #expect(await importExport.importChosen(path: path).value == false)

        #expect(
            importExport.report?.title
                == "Malformed vCard at line 1: the card that begins there has no END:VCARD (is the file cut short?). Nothing was imported.")
        #expect(try await store.fetchPeople().count == 1)
    }

    @Test("Two cards with one username are refused, each card counted from 1 as the report names it")
    func duplicateUsernameNamesTheEarlierCard() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let card = { (name: String, email: String) in
            "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:\(name)\r\nNICKNAME:gh\r\nEMAIL:\(email)\r\nEND:VCARD\r\n"
        }
        let path = try write("twice.vcf", card("Grace Hopper", "grace@navy.example") + card("Grace Brewster", "gb@navy.example"))

        #expect(await importExport.importChosen(path: path).value == false)

        let lines = try #require(importExport.report?.lines)
        #expect(lines.contains("card 2 (line 7): NICKNAME: duplicate of the username of card 1"), "\(lines)")
        #expect(try await store.fetchPeople().count == 1)
    }

    @Test("Export… writes the format the name's extension says, else the chosen filter's")
    func exportFormat() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(importExport.exportFormats.map(\.format) == [.json, .vCard])
        #expect(ImportExportViewModel.exportFormat(forPath: "/t/team.vcf", filterIndex: 0) == .vCard)
        #expect(ImportExportViewModel.exportFormat(forPath: "/t/team.VCARD") == .vCard)
        #expect(ImportExportViewModel.exportFormat(forPath: "/t/team.json", filterIndex: 1) == .json)
        #expect(ImportExportViewModel.exportFormat(forPath: "/t/team", filterIndex: 1) == .vCard)
        #expect(ImportExportViewModel.exportFormat(forPath: "/t/team", filterIndex: nil) == .json)

        let path = folder.appendingPathComponent("team").path
        #expect(await importExport.exportChosen(path: path, filterIndex: 1).value)

        #expect(importExport.report?.title == "Exported 1 person as vCard to team")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.hasPrefix("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ada Lovelace\r\n"))
    }

    @Test("Choosing another filter gives the typed name that format's extension; other names stay")
    func exportNameFollowsTheFilter() {
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(importExport.exportName(importExport.suggestedExportName, forFilterAt: 1) == "roster.vcf")
        #expect(importExport.exportName("roster.vcf", forFilterAt: 0) == "roster.json")
        #expect(importExport.exportName("team.VCARD", forFilterAt: 0) == "team.json")
        #expect(importExport.exportName("my.team.json", forFilterAt: 1) == "my.team.vcf")
        #expect(importExport.exportName("roster.vcf", forFilterAt: 1) == "roster.vcf", "already right")
        #expect(importExport.exportName("team", forFilterAt: 1) == "team", "no extension: the user's name")
        #expect(importExport.exportName("team.txt", forFilterAt: 1) == "team.txt", "an extension of no format")
        #expect(importExport.exportName("roster.json", forFilterAt: 7) == "roster.json", "no such filter")
    }
}
