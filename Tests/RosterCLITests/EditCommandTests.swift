import Foundation
import RosterTestSupport
import Testing

/// `roster-cli edit ID --name … --email … --avatar FILE`: the Profile page's rules, all or nothing.
@Suite("roster-cli edit", .timeLimit(.minutes(2)))
struct EditCommandTests {
    let cli: CLISandbox

    init() throws {
        cli = try CLISandbox()
    }

    /// `show 1` of the seeded database.
    static let leanne = [
        "Name       Leanne Graham",
        "Email      Sincere@april.biz",
        "Phone      1-770-736-8031 x56442",
        "Website    https://hildegard.org",
        "Company    Romaguera-Crona",
        "Biography  —",
        "Avatar     LG on yellow",
        "Tasks      11 of 20 done",
    ]

    /// Leanne's profile with line `index` replaced.
    static func leanne(replacing index: Int, with line: String) -> [String] {
        var lines = leanne
        lines[index] = line
        return lines
    }

    /// Expects `show 1` to still print the seeded profile.
    private func expectLeanneUnchanged(sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let shown = try await cli.show(1, sourceLocation: sourceLocation)
        #expect(shown.stdoutLines == Self.leanne, sourceLocation: sourceLocation)
    }

    // MARK: Valid edits

    struct FieldEdit: Sendable, CustomTestStringConvertible {
        var option: String
        var value: String
        /// The lines of `show 1` that change: index and new text.
        var changed: [(Int, String)]
        var testDescription: String { "\(option) \(value)" }
    }

    static let fieldEdits: [FieldEdit] = [
        FieldEdit(option: "--name", value: "Ann Example", changed: [(0, "Name       Ann Example"), (6, "Avatar     AE on brown")]),
        FieldEdit(option: "--email", value: "ann@example.org", changed: [(1, "Email      ann@example.org")]),
        FieldEdit(option: "--phone", value: "+44 (20) 7946-0000 x12", changed: [(2, "Phone      +44 (20) 7946-0000 x12")]),
        FieldEdit(option: "--website", value: "http://ann.example.com/about", changed: [(3, "Website    http://ann.example.com/about")]),
        FieldEdit(option: "--company", value: "Acme Ltd", changed: [(4, "Company    Acme Ltd")]),
        FieldEdit(option: "--bio", value: "Likes maps.", changed: [(5, "Biography  Likes maps.")]),
        FieldEdit(option: "--phone", value: "", changed: [(2, "Phone      —")]),
        FieldEdit(option: "--company", value: "", changed: [(4, "Company    —")]),
    ]

    @Test("Each option alone is saved; show prints the new value and nothing else changes", arguments: fieldEdits)
    func singleFieldIsSaved(_ edit: FieldEdit) async throws {
        let result = try await cli.run("edit", "1", edit.option, edit.value)

        #expect(result.exited(0), "\(result)")
        #expect(result.stderr == "")
        #expect(result.stdout == "Saved \(edit.option == "--name" ? edit.value : "Leanne Graham").\n")

        var expected = Self.leanne
        for (index, line) in edit.changed { expected[index] = line }
        let shown = try await cli.show(1)
        #expect(shown.stdoutLines == expected)
        // Nobody else changed.
        #expect(try await cli.shownValue("Name", of: 2) == "Ervin Howell")
    }

    @Test("A new name and email are what `people --search` finds")
    func nameAndEmailAreSearchable() async throws {
        let result = try await cli.run("edit", "1", "--name", "Ann Example", "--email", "ann@example.org")
        #expect(result.exited(0), "\(result)")
        #expect(result.stdout == "Saved Ann Example.\n")

        let byName = try await cli.peopleDocument("--search", "ann example")
        #expect(byName.everyone == [.init(id: 1, name: "Ann Example", email: "ann@example.org")])
        #expect(byName.names(in: "A to I") == ["Ann Example"])
        let byEmail = try await cli.peopleDocument("--search", "ann@example.org")
        #expect(byEmail.everyone.map(\.id) == [1])
        // The old values are gone.
        #expect(try await cli.peopleDocument("--search", "Leanne").everyone.isEmpty)
        #expect(try await cli.peopleDocument("--search", "Sincere@").everyone.isEmpty)
        #expect(try await cli.peopleDocument().count == "10 people")
    }

    @Test("Values are trimmed before they are saved; a biography keeps its inner lines")
    func valuesAreTrimmed() async throws {
        let result = try await cli.run(
            "edit", "1",
            "--name", "  Ann Example \t",
            "--email", " ann@example.org ",
            "--phone", "  555-0100  ",
            "--website", " https://ann.example.com ",
            "--company", "\tAcme  ",
            "--bio", "\n  First line\nSecond line  \n"
        )

        #expect(result.exited(0), "\(result)")
        #expect(result.stdout == "Saved Ann Example.\n")
        let shown = try await cli.show(1)
        #expect(
            shown.stdoutLines == [
                "Name       Ann Example",
                "Email      ann@example.org",
                "Phone      555-0100",
                "Website    https://ann.example.com",
                "Company    Acme",
                "Biography  First line",
                "           Second line",
                "Avatar     AE on brown",
                "Tasks      11 of 20 done",
            ])
        let document = try await cli.peopleDocument("--search", "ann@example.org")
        #expect(document.everyone == [.init(id: 1, name: "Ann Example", email: "ann@example.org")])
    }

    @Test("Values equal to the saved ones (after trimming) save nothing and say so")
    func unchangedValues() async throws {
        let result = try await cli.run("edit", "1", "--name", " Leanne Graham ", "--email", "Sincere@april.biz")

        #expect(result.exited(0), "\(result)")
        #expect(result.stderr == "")
        #expect(result.stdout == "Nothing to save: the values are already Leanne Graham's.\n")
        try await expectLeanneUnchanged()
    }

    // MARK: Invalid edits save nothing

    @Test("An invalid email is refused with the form's message, and nothing is saved")
    func invalidEmail() async throws {
        let result = try await cli.run("edit", "1", "--email", "not-an-email")

        #expect(result.exited(1), "\(result)")
        #expect(result.stdout == "")
        #expect(result.stderr == "Error: Nothing saved:\n  Email is not valid\n")
        try await expectLeanneUnchanged()
    }

    @Test("A valid name given with an invalid email is not saved either")
    func validNameWithInvalidEmail() async throws {
        let result = try await cli.run("edit", "1", "--name", "Bob Builder", "--email", "not-an-email")

        #expect(result.exited(1), "\(result)")
        #expect(result.stdout == "")
        #expect(result.stderr == "Error: Nothing saved:\n  Email is not valid\n")
        try await expectLeanneUnchanged()
        #expect(try await cli.peopleDocument("--search", "Bob").everyone.isEmpty)
        #expect(try await cli.peopleDocument("--search", "Leanne").everyone.map(\.id) == [1])
    }

    @Test("Every invalid value is listed, in form order whatever the order of the options")
    func everyProblemInFormOrder() async throws {
        let result = try await cli.run(
            "edit", "1",
            "--bio", repeated("b", 2_001),
            "--company", repeated("c", 101),
            "--website", "ftp://x",
            "--phone", "call me",
            "--email", "x@",
            "--name", "   "
        )

        #expect(result.exited(1), "\(result)")
        #expect(result.stdout == "")
        #expect(
            result.stderr == """
                Error: Nothing saved:
                  Name is required
                  Email is not valid
                  Phone needs at least one digit
                  Website must be an http:// or https:// address
                  Company can be at most 100 characters
                  Biography can be at most \(2_000.formatted()) characters

                """)
        try await expectLeanneUnchanged()
    }

    @Test("A name of 101 characters is refused, 100 are accepted")
    func nameLimit() async throws {
        let tooLong = try await cli.run("edit", "1", "--name", repeated("n", 101))
        #expect(tooLong.exited(1), "\(tooLong)")
        #expect(tooLong.stderr == "Error: Nothing saved:\n  Name can be at most 100 characters\n")
        try await expectLeanneUnchanged()

        let longest = repeated("n", 100)
        let accepted = try await cli.run("edit", "1", "--name", longest)
        #expect(accepted.exited(0), "\(accepted)")
        #expect(accepted.stdout == "Saved \(longest).\n")
        #expect(try await cli.shownValue("Name", of: 1) == longest)
    }

    @Test("A biography over 2,000 characters is refused, 2,000 are accepted")
    func biographyLimit() async throws {
        let tooLong = try await cli.run("edit", "1", "--bio", repeated("b", 2_001))
        #expect(tooLong.exited(1), "\(tooLong)")
        #expect(tooLong.stderr == "Error: Nothing saved:\n  Biography can be at most \(2_000.formatted()) characters\n")
        try await expectLeanneUnchanged()

        let longest = repeated("b", 2_000)
        let accepted = try await cli.run("edit", "1", "--bio", longest)
        #expect(accepted.exited(0), "\(accepted)")
        #expect(try await cli.shownValue("Biography", of: 1) == longest)
    }

    @Test(
        "Websites: ftp and bare words are refused, an empty website clears it",
        arguments: ["ftp://x", "hildegard", "https://", "javascript:alert(1)"])
    func website(_ value: String) async throws {
        let refused = try await cli.run("edit", "1", "--website", value)
        #expect(refused.exited(1), "\(refused)")
        #expect(refused.stderr == "Error: Nothing saved:\n  Website must be an http:// or https:// address\n")
        try await expectLeanneUnchanged()

        let cleared = try await cli.run("edit", "1", "--website", "")
        #expect(cleared.exited(0), "\(cleared)")
        #expect(try await cli.show(1).stdoutLines == Self.leanne(replacing: 3, with: "Website    —"))
    }

    @Test("An empty name or email is required")
    func requiredFields() async throws {
        let result = try await cli.run("edit", "1", "--name", "", "--email", "")

        #expect(result.exited(1), "\(result)")
        #expect(result.stderr == "Error: Nothing saved:\n  Name is required\n  Email is required\n")
        try await expectLeanneUnchanged()
    }

    @Test("No option at all is a usage error, and the database is not even opened")
    func noOptions() async throws {
        let result = try await cli.run("edit", "1")

        #expect(result.exited(64), "\(result)")
        #expect(result.stdout == "")
        #expect(
            result.stderr.hasPrefix(
                "Error: Give at least one of --name, --email, --phone, --website, --company, --bio or --avatar.\n"), "\(result)")
        #expect(result.stderr.contains("Usage: roster-cli edit "))
        #expect(!FileManager.default.fileExists(atPath: cli.defaultDatabasePath))
    }

    @Test("An unknown person: exit 1 and nothing written")
    func unknownPerson() async throws {
        let result = try await cli.run("edit", "99", "--name", "Nobody")

        #expect(result.exited(1), "\(result)")
        #expect(result.stdout == "")
        #expect(result.stderr == "Error: There is no person with id 99 (it may have been deleted by another program).\n")
        #expect(try await cli.peopleDocument("--search", "Nobody").everyone.isEmpty)
    }

    // MARK: Avatars

    @Test("A valid PNG becomes the avatar: a PNG copy in $XDG_DATA_HOME/roster/avatars")
    func avatarPNG() async throws {
        let png = TinyPNG.data()
        let source = try cli.write("me.png", png)

        let result = try await cli.run("edit", "1", "--avatar", source)

        #expect(result.exited(0), "\(result)")
        #expect(result.stderr == "")
        #expect(result.stdout == "Saved Leanne Graham.\n")

        let shown = try await cli.show(1)
        let path = try #require(try await cli.shownValue("Avatar", of: 1))
        let avatars = cli.dataHome.appendingPathComponent("roster/avatars").path + "/"
        #expect(path.hasPrefix(avatars), "\(path) is not in \(avatars)")
        #expect(path.hasSuffix(".png"))
        #expect(path != source)
        // The image is decoded and stored again as a PNG (at most 256 pixels a side), not copied byte for byte.
        let stored = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(stored.starts(with: TinyPNG.data().prefix(8)), "not a PNG")
        #expect(shown.stdoutLines == Self.leanne(replacing: 6, with: "Avatar     \(path)"))

        // A copy, not a link to the chosen file: removing the original keeps the avatar.
        try FileManager.default.removeItem(atPath: source)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == stored)
        #expect(try await cli.shownValue("Avatar", of: 1) == path)
    }

    @Test("An avatar and field edits are saved together")
    func avatarWithFields() async throws {
        let source = try cli.write("me.png", TinyPNG.data())

        let result = try await cli.run("edit", "1", "--avatar", source, "--name", "Ann Example")

        #expect(result.exited(0), "\(result)")
        #expect(result.stdout == "Saved Ann Example.\n")
        #expect(try await cli.shownValue("Name", of: 1) == "Ann Example")
        let path = try #require(try await cli.shownValue("Avatar", of: 1))
        #expect(path.hasPrefix(cli.dataHome.appendingPathComponent("roster/avatars").path + "/"))
    }

    @Test("A text file is not an image: exit 1, and neither the avatar nor other edits are saved")
    func avatarTextFile() async throws {
        let source = try cli.write("notes.txt", "These are my notes.\n")

        for arguments in [["--avatar", source], ["--avatar", source, "--name", "Ann Example"]] {
            let result = try await cli.run(["edit", "1"] + arguments)

            #expect(result.exited(1), "\(result)")
            #expect(result.stdout == "")
            #expect(result.stderr == "Error: Nothing saved:\n  \(notAnImage("notes.txt"))\n")
            try await expectLeanneUnchanged()
        }
        #expect(cli.avatarFiles == [])
    }

    @Test("A PNG with a broken checksum, a PNG named .txt and a folder are judged by content")
    func avatarJudgedByContent() async throws {
        var broken = [UInt8](TinyPNG.data())
        broken[broken.count - 20] ^= 0xFF  // inside the IDAT chunk: its CRC no longer matches
        let brokenPath = try cli.write("broken.png", Data(broken))
        let refused = try await cli.run("edit", "1", "--avatar", brokenPath)
        #expect(refused.exited(1), "\(refused)")
        #expect(refused.stderr == "Error: Nothing saved:\n  \(notAnImage("broken.png"))\n")

        let folder = cli.path("folder.png")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let folderResult = try await cli.run("edit", "1", "--avatar", folder)
        #expect(folderResult.exited(1), "\(folderResult)")
        #expect(folderResult.stderr == "Error: Nothing saved:\n  “folder.png” is a folder, a device or a pipe, not an image file.\n")
        try await expectLeanneUnchanged()

        let renamed = try cli.write("picture.txt", TinyPNG.data())
        let accepted = try await cli.run("edit", "1", "--avatar", renamed)
        #expect(accepted.exited(0), "\(accepted)")
        let path = try #require(try await cli.shownValue("Avatar", of: 1))
        #expect(path.hasSuffix(".png"), "stored under the detected format's extension: \(path)")
    }

    @Test("A missing avatar file: exit 1, “does not exist”, nothing saved")
    func avatarMissing() async throws {
        let result = try await cli.run("edit", "1", "--avatar", cli.path("missing.png"), "--company", "Acme")

        #expect(result.exited(1), "\(result)")
        #expect(result.stdout == "")
        #expect(result.stderr == "Error: Nothing saved:\n  “missing.png” does not exist.\n")
        try await expectLeanneUnchanged()
        #expect(cli.avatarFiles == [])
    }

    @Test("A refused edit leaves no avatar copy behind")
    func refusedEditKeepsNoAvatarCopy() async throws {
        let source = try cli.write("me.png", TinyPNG.data())

        let result = try await cli.run("edit", "1", "--avatar", source, "--email", "not-an-email")

        #expect(result.exited(1), "\(result)")
        #expect(result.stderr == "Error: Nothing saved:\n  Email is not valid\n")
        try await expectLeanneUnchanged()
        // "Nothing saved" should hold for the data directory too: the copy belongs to nobody.
        #expect(cli.avatarFiles == [], "an image was copied into the avatars folder although nothing was saved")
    }
}

/// A 1×1 RGBA PNG built byte by byte: signature, IHDR, one IDAT (a stored zlib block), IEND,
/// with checksums computed by the tests' own `Checksums`, independently of Roster's CRC.
enum TinyPNG {
    static func data(red: UInt8 = 0x33, green: UInt8 = 0x66, blue: UInt8 = 0x99) -> Data {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let header = Checksums.bigEndian(1) + Checksums.bigEndian(1) + [8, 6, 0, 0, 0]  // 1×1, 8-bit RGBA, no interlace
        let scanline: [UInt8] = [0, red, green, blue, 0xFF]  // filter byte "none", one pixel
        let length = UInt16(scanline.count)
        // zlib: header, one final stored block (LEN, NLEN little-endian), the bytes, Adler-32.
        let zlib: [UInt8] =
            [0x78, 0x01, 0x01, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            + scanline + Checksums.bigEndian(Checksums.adler32(scanline))
        return Data(signature + chunk("IHDR", header) + chunk("IDAT", zlib) + chunk("IEND", []))
    }

    static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        return Checksums.bigEndian(UInt32(body.count)) + typeBytes + body + Checksums.bigEndian(Checksums.crc32(typeBytes + body))
    }
}
