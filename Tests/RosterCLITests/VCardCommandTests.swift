import Foundation
import RosterTestSupport
import Testing

/// `roster-cli import FILE.vcf` and `roster-cli export --format vcard`, through the real binary.
@Suite("roster-cli vCard import and export", .timeLimit(.minutes(2)))
struct VCardCommandTests {
    let cli: CLISandbox

    init() throws {
        cli = try CLISandbox()
    }

    /// The vCard fixtures of the model's tests: Google's, RFC 6350's, Android's and Evolution's shapes.
    static func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("RosterModelTests/Fixtures/vcard/\(name)").path
    }

    @Test("Importing Google's export adds its people and lists every value it did not keep")
    func importGoogle() async throws {
        let result = try await cli.run("import", Self.fixture("google.vcf"))

        #expect(result.exited(0), "\(result)")
        #expect(result.stderr == "")
        #expect(
            result.stdoutLines == [
                "Imported 2 people (2 added) into \(cli.defaultDatabasePath).",
                "  5 values have no place in Roster and were not kept:",
                "  card 1 (line 6): EMAIL;TYPE=HOME: emile@home.example",
                "  card 1 (line 9): ADR;TYPE=HOME: 1 Rue de Paris, Paris, 75001, France",
                "  card 1 (line 10): ORG: Éditions",
                "  card 1 (line 16): CATEGORIES: myContacts",
                "  card 2 (line 24): CATEGORIES: myContacts,Starred in Android",
            ])
        let people = try await cli.run("people")
        #expect(people.stdoutLines.contains("  Émile Zola <emile@zola.fr>  #11"))
        #expect(people.stdoutLines.last == "12 people")
    }

    @Test("The same file, whatever its name: an Android 2.1 card saved as .txt imports")
    func importByContent() async throws {
        let copy = try cli.write("contacts.txt", try Data(contentsOf: URL(fileURLWithPath: Self.fixture("android-2.1.vcf"))))

        let result = try await cli.run("import", copy)

        #expect(result.exited(0), "\(result)")
        #expect(result.stdoutLines.first == "Imported 2 people (2 added) into \(cli.defaultDatabasePath).")
        #expect(try await cli.run("people").stdoutLines.contains("  Zoë Ångström <zoe.angstrom@soner.example>  #11"))
    }

    @Test("A truncated file is refused whole, naming its line, exit 1")
    func truncated() async throws {
        let text = try String(contentsOfFile: Self.fixture("google.vcf"), encoding: .utf8)
        let file = try cli.write("cut.vcf", String(text[..<text.range(of: "TEL;TYPE=WORK")!.lowerBound]))

        let result = try await cli.run("import", file)

        #expect(result.exitCode == 1)
        #expect(result.stdout == "")
        #expect(
            result.stderr
                == "Error: Malformed vCard at line 18: the card that begins there has no END:VCARD (is the file cut short?). Nothing was imported.\n"
        )
        #expect(try await cli.run("people").stdoutLines.last == "10 people")
    }

    @Test("In German: the malformed file, the card that breaks a rule and the values not kept")
    func german() async throws {
        var german = cli.environment
        german["LANG"] = "de_DE.UTF-8"
        let cut = try cli.write("cut.vcf", "BEGIN:VCARD\nVERSION:2.1\nFN:Cut Short\n")
        let bad = try cli.write("bad.vcf", "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:No Email\r\nEND:VCARD\r\n")

        let malformed = try await cli.run(["import", cut], environment: german)
        let invalid = try await cli.run(["import", bad], environment: german)
        let imported = try await cli.run(["import", Self.fixture("apple.vcf")], environment: german)

        #expect(
            malformed.stderr
                == "Fehler: Fehlerhafte vCard in Zeile 1: Die Karte, die dort beginnt, hat kein END:VCARD (ist die Datei abgeschnitten?). Es wurde nichts importiert.\n"
        )
        #expect(invalid.stderr.contains("Karte 1 (Zeile 1): EMAIL: "), "\(invalid)")
        #expect(imported.exited(0), "\(imported)")
        #expect(imported.stdoutLines.dropFirst().first == "  3 Werte haben in Roster keinen Platz und wurden nicht übernommen:")
        #expect(imported.stdoutLines.dropFirst(2).first == "  Karte 1 (Zeile 7): EMAIL;TYPE=HOME: grace@home.example")
    }

    @Test("A card that breaks a rule refuses the file, naming the card, its line and the property")
    func invalidCard() async throws {
        let file = try cli.write("bad.vcf", "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:No Email\r\nEND:VCARD\r\n")

        let result = try await cli.run("import", file)

        #expect(result.exitCode == 1)
        #expect(result.stderr == "Error: 1 record is invalid; nothing was imported:\n  card 1 (line 1): EMAIL: is required\n")
    }

    @Test("export --format vcard --output writes vCard 3.0 that EBookContacts reads back with the same people and photo")
    func exportReadsBackInEDS() async throws {
        let photo = try cli.write("me.png", TinyPNG.data())
        try #require(try await cli.run("edit", "1", "--avatar", photo).exited(0))
        let output = cli.path("team.vcf")

        let result = try await cli.run("export", "--format", "vcard", "--output", output)

        #expect(result.exited(0), "\(result)")
        #expect(result.stdout == "Exported 10 people and 1 photo as vCard to team.vcf.\n")
        let data = try Data(contentsOf: URL(fileURLWithPath: output))
        #expect(data.starts(with: Array("BEGIN:VCARD\r\nVERSION:3.0\r\n".utf8)))
        let document = try JSONDecoder().decode(
            ExportFormat.Document.self, from: Data(try await cli.run("export").stdout.utf8))
        let read = try EBookContacts.read(data)
        #expect(read.map(\.fullName) == document.users.map(\.name))
        #expect(read.map { $0.emails.map(\.value) } == document.users.map { [$0.email] })
        let first = try #require(read.first)
        let base64 = try #require(first.photo)
        let decoded = try #require(Data(base64Encoded: base64))
        #expect(first.photoDecodedBytes == decoded.count)
        #expect(decoded.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(read.dropFirst().allSatisfy { $0.photo == nil })
        #expect(!FileManager.default.fileExists(atPath: cli.path("avatars")))
    }

    @Test("export --format vcard without --output prints the cards, and they import back into an empty database")
    func exportToStandardOutput() async throws {
        let result = try await cli.run("export", "--format", "vcard")

        #expect(result.exited(0), "\(result)")
        #expect(result.stderr == "")
        #expect(result.stdout.components(separatedBy: "BEGIN:VCARD\r\n").count == 11)
        let file = try cli.write("out.vcf", result.stdout)
        let again = try await cli.run("--database", cli.path("empty.sqlite"), "import", file)
        #expect(again.stdoutLines.first == "Imported 10 people (10 added) into \(cli.path("empty.sqlite")).", "\(again)")
    }
}
