import Foundation
import RosterTestSupport
import RosterTesting
import Testing

@testable import RosterModel

/// vCard import and export against cards real programs wrote: the fixtures (Google's 3.0,
/// RFC 6350's example, Android's 2.1 quoted-printable, Evolution's with a photo) and cards
/// made in the test by Evolution Data Server's own code (`EBookContacts`).
@Suite("vCard import and export", .timeLimit(.minutes(2)))
struct VCardTests {
    let tmp: TemporaryDirectory
    let store = InMemoryRosterStore(people: [], tasks: [])
    let transfer: DirectoryTransfer

    init() throws {
        tmp = try TemporaryDirectory(prefix: "roster-vcard-tests")
        transfer = DirectoryTransfer(store: store, avatars: AvatarLibrary(directory: tmp.url.appendingPathComponent("avatars")))
    }

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/vcard")

    static func fixture(_ name: String) -> String { fixtures.appendingPathComponent(name).path }

    private func person(named name: String) async throws -> Person {
        let people = try await store.fetchPeople()
        return try #require(people.first { $0.name == name }, "no \(name) in \(people.map(\.name))")
    }

    private func write(_ name: String, _ text: String) throws -> String {
        let path = tmp.path(name)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test("Google's 3.0 export: folded, escaped, the preferred of two emails, the rest listed")
    func google() async throws {
        let summary = try await transfer.importFile(at: Self.fixture("google.vcf"))

        #expect(summary.added == 2 && summary.updated == 0)
        let emile = try await person(named: "Émile Zola")
        #expect(emile.email == "emile@zola.fr")
        #expect(emile.username == "ezola")
        #expect(emile.phone == "+33 1 23 45 67 89")
        #expect(emile.website == "http://zola.example.org/emile")
        #expect(emile.companyName == "Charpentier, Fasquelle & Cie")
        #expect(
            emile.biography
                == "Author of Les Rougon-Macquart, twenty novels written between 1871 and 1893; also J'accuse.\nSecond line of the note, still folded by Google at seventy-five octets."
        )
        let rosa = try await person(named: "Rosa Parks")
        #expect(rosa.email == "rosa@parks.org")
        // No NICKNAME: the username is the email's part before the @.
        #expect(rosa.username == "rosa")
        #expect(rosa.phone == "(334) 555-0100")
        #expect(
            summary.notKept.map { "\($0.index) \($0.line) \($0.property): \($0.value)" } == [
                "0 6 EMAIL;TYPE=HOME: emile@home.example",
                "0 9 ADR;TYPE=HOME: 1 Rue de Paris, Paris, 75001, France",
                "0 10 ORG: Éditions",
                "0 16 CATEGORIES: myContacts",
                "1 24 CATEGORIES: myContacts,Starred in Android",
            ])
    }

    @Test("RFC 6350's example: tel: URIs, PREF=1, a folded address, every other value listed")
    func rfc6350() async throws {
        let summary = try await transfer.importFile(at: Self.fixture("rfc6350.vcf"))

        #expect(summary.added == 1)
        let simon = try await person(named: "Simon Perreault")
        #expect(simon.email == "simon.perreault@viagenie.ca")
        #expect(simon.phone == "+1-418-656-9254 ext 102")
        #expect(simon.website == "http://nomis80.org")
        #expect(simon.companyName == "Viagenie")
        #expect(simon.username == "simon.perreault")
        #expect(
            summary.notKept.map { "\($0.line) \($0.property): \($0.value)" } == [
                "5 BDAY: --0203",
                "6 ANNIVERSARY: 20090808T1430-0500",
                "7 GENDER: M",
                "8 LANG: fr",
                "9 LANG: en",
                "11 ADR;TYPE=work: Suite D2-630, 2875 Laurier, Quebec, QC, G1V 2M2, Canada",
                "14 TEL;TYPE=work,cell,voice,video,text: tel:+1-418-262-6501",
                "16 GEO;TYPE=work: geo:46.772673,-71.282945",
                "17 KEY;TYPE=work: http://www.viagenie.ca/simon.perreault/simon.asc",
                "19 TZ: -0500",
            ])
    }

    @Test("Android's 2.1 export: QUOTED-PRINTABLE with soft breaks, CHARSET UTF-8 and ISO-8859-1, bare TYPEs, LF")
    func android() async throws {
        let summary = try await transfer.importFile(at: Self.fixture("android-2.1.vcf"))

        #expect(summary.added == 2)
        let zoe = try await person(named: "Zoë Ångström")
        #expect(zoe.email == "zoe.angstrom@soner.example")
        #expect(zoe.phone == "+46 70 123 45 67")
        #expect(zoe.companyName == "Ångström & Söner")
        #expect(zoe.biography == "Träffas på kontoret, rum 4\nandra raden: när det passar")
        #expect(zoe.username == "zoe.angstrom")
        let jurgen = try await person(named: "Jürgen Müller")
        #expect(jurgen.email == "juergen@mueller.example")
        // Android keeps the nickname in an X-field.
        #expect(jurgen.username == "Jockel")
        #expect(summary.notKept.map(\.property) == ["TEL;TYPE=HOME", "EMAIL;TYPE=HOME"])
    }

    @Test("Apple's 3.0 export: grouped properties, lower-case TYPEs, the preferred of two emails, labels not listed")
    func apple() async throws {
        let summary = try await transfer.importFile(at: Self.fixture("apple.vcf"))

        #expect(summary.added == 1)
        let grace = try await person(named: "Grace Hopper")
        #expect(grace.email == "grace@navy.example")
        #expect(grace.phone == "+1 (202) 555-0142")
        #expect(grace.website == "https://navy.example/grace")
        #expect(grace.companyName == "US Navy")
        #expect(grace.username == "grace")
        #expect(
            summary.notKept.map { "\($0.line) \($0.property): \($0.value)" } == [
                "7 EMAIL;TYPE=HOME: grace@home.example",
                "13 BDAY: 1906-12-09",
                "14 X-SOCIALPROFILE;TYPE=twitter: https://twitter.com/gracehopper",
            ])
    }

    @Test("Evolution's card with a photo: the photo is decoded, checked and stored; empty values are not listed")
    func evolutionPhoto() async throws {
        let summary = try await transfer.importFile(at: Self.fixture("evolution-photo.vcf"))

        let rosa = try await person(named: "Rosa Parks")
        #expect(rosa.username == "rosa")
        #expect(rosa.email == "rosa@parks.org")
        #expect(rosa.website == "https://www.example.org/rosa")
        let avatar = try #require(rosa.avatarPath)
        #expect(avatar.hasPrefix(tmp.url.appendingPathComponent("avatars").path))
        let stored = try Data(contentsOf: URL(fileURLWithPath: avatar))
        #expect(stored.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(summary.notKept.map { "\($0.property): \($0.value)" } == ["TITLE: Seamstress"])
    }

    @Test("Cards written by Evolution Data Server's own code import with their names, preferred emails and photos")
    func writtenByEDS() async throws {
        let photo = try Data(contentsOf: Self.fixtures.appendingPathComponent("evolution-photo.png"))
        let vcf = try EBookContacts.write([
            .init(
                fullName: "Zoë Ångström",
                emails: [.init("zoe@home.example", types: ["HOME"]), .init("zoe@work.example", types: ["WORK", "pref"])],
                phones: ["+46 8 123 45 67"], organization: "Ångström & Söner", note: "Line one\nLine; two, three", photo: photo),
            .init(fullName: "Ruth Bader Ginsburg", emails: [.init("rbg@court.example")], nickname: "notorious"),
        ])
        let path = tmp.path("eds.vcf")
        try vcf.write(to: URL(fileURLWithPath: path))

        let summary = try await transfer.importFile(at: path)

        #expect(summary.added == 2)
        let zoe = try await person(named: "Zoë Ångström")
        #expect(zoe.email == "zoe@work.example")
        #expect(zoe.phone == "+46 8 123 45 67")
        #expect(zoe.companyName == "Ångström & Söner")
        #expect(zoe.biography == "Line one\nLine; two, three")
        #expect(zoe.avatarPath != nil)
        let ruth = try await person(named: "Ruth Bader Ginsburg")
        #expect(ruth.username == "notorious")
        #expect(summary.notKept.map { "\($0.property): \($0.value)" } == ["EMAIL;TYPE=HOME: zoe@home.example"])
    }

    @Test("Roster's export reads back through EBookContacts with the same names, emails and photo")
    func exportReadsBackInEDS() async throws {
        _ = try await transfer.importFile(at: Self.fixture("google.vcf"))
        // Replaces Google's Rosa Parks (the same email), with a photo.
        _ = try await transfer.importFile(at: Self.fixture("evolution-photo.vcf"))
        _ = try await transfer.importFile(at: Self.fixture("android-2.1.vcf"))
        // In id order, as export writes them.
        let people = try await store.exportDirectory().people
        let rosa = try await person(named: "Rosa Parks")
        let photo = try Data(contentsOf: URL(fileURLWithPath: try #require(rosa.avatarPath)))

        let output = tmp.path("export.vcf")
        let (data, exported) = try await transfer.export(to: output, format: .vCard)

        #expect(exported.people == people.count && exported.tasks == 0 && exported.images == 1)
        #expect(try Data(contentsOf: URL(fileURLWithPath: output)) == data)
        // vCard 3.0: CRLF, no line over 75 bytes.
        let lines = String(decoding: data, as: UTF8.self).components(separatedBy: "\r\n")
        #expect(lines.allSatisfy { $0.utf8.count <= 75 && !$0.contains("\n") })
        let read = try EBookContacts.read(data)
        #expect(read.map(\.fullName) == people.map(\.name))
        #expect(read.map { $0.emails.map(\.value) } == people.map { [$0.email] })
        let card = try #require(read.first { $0.fullName == "Rosa Parks" })
        #expect(card.photo == photo.base64EncodedString())
        #expect(card.photoDecodedBytes == photo.count)
        let emile = try #require(read.first { $0.fullName == "Émile Zola" })
        #expect(emile.organization == "Charpentier, Fasquelle & Cie")
        #expect(emile.nickname == "ezola")

        // And back into Roster: the same people.
        let again = InMemoryRosterStore(people: [], tasks: [])
        _ = try await DirectoryTransfer(store: again, avatars: AvatarLibrary(directory: tmp.url.appendingPathComponent("again")))
            .importFile(at: output)
        let reread = try await again.exportDirectory().people
        #expect(reread.map(\.name) == people.map(\.name))
        #expect(reread.map(\.email) == people.map(\.email))
        #expect(reread.map(\.biography) == people.map(\.biography))
        #expect(reread.map(\.username) == people.map(\.username))
    }

    @Test("A truncated file is refused whole, naming the line of the card left open")
    func truncated() async throws {
        let text = try String(contentsOfFile: Self.fixture("google.vcf"), encoding: .utf8)
        let cut = String(text[..<text.range(of: "TEL;TYPE=WORK")!.lowerBound])
        let path = try write("cut.vcf", cut)

        await #expect(throws: ImportError.malformedVCard(line: 18, .missingEnd)) {
            try await transfer.importFile(at: path)
        }
        #expect(try await store.fetchPeople().isEmpty)
    }

    @Test("Broken structure is refused with its line")
    func malformed() async throws {
        let cases: [(String, ImportError)] = [
            ("BEGIN:VCARD\nVERSION:3.0\nFN:A\nEMAIL:a@b.cd\nno colon here\nEND:VCARD\n", .malformedVCard(line: 5, .missingColon)),
            ("BEGIN:VCARD\nVERSION:3.0\nFN:A\nEND:VCARD\nEND:VCARD\n", .malformedVCard(line: 5, .endWithoutBegin)),
            ("BEGIN:VCARD\nVERSION:3.0\nBEGIN:VCARD\n", .malformedVCard(line: 3, .beginInsideCard(cardLine: 1))),
            ("BEGIN:VCARD\nVERSION:5.0\nFN:A\nEND:VCARD\n", .malformedVCard(line: 2, .unsupportedVersion("5.0"))),
            ("BEGIN:VCARD\nVERSION:2.1\nFN;CHARSET=KOI8-R:A\nEND:VCARD\n", .malformedVCard(line: 3, .unsupportedCharset("KOI8-R"))),
            ("BEGIN:VCARD\nVERSION:3.0\nFN:A\nEND:VCARD\nstray\n", .malformedVCard(line: 5, .outsideCard)),
        ]
        for (index, (text, expected)) in cases.enumerated() {
            let path = try write("bad-\(index).vcf", text)
            await #expect(throws: expected) { try await transfer.importFile(at: path) }
        }
        #expect(try await store.fetchPeople().isEmpty)
    }

    @Test("All or nothing: a card that breaks a rule refuses the file, every problem named by card, line and property")
    func invalidCards() async throws {
        let path = try write(
            "rules.vcf",
            "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Fine Person\r\nEMAIL:fine@example.org\r\nEND:VCARD\r\n"
                + "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:No Email\r\nTEL:call me\r\nEND:VCARD\r\n"
                + "BEGIN:VCARD\r\nVERSION:3.0\r\nN:;;;;\r\nEMAIL:x@example.org\r\nPHOTO;ENCODING=b;TYPE=PNG:bm90IGFuIGltYWdl\r\nEND:VCARD\r\n"
        )

        await #expect(
            throws: ImportError.invalidRecords([
                .init(collection: .cards, index: 1, id: nil, field: "EMAIL", kind: .rule(.required), line: 6),
                .init(collection: .cards, index: 1, id: nil, field: "TEL", kind: .rule(.phoneNeedsDigit), line: 6),
                .init(collection: .cards, index: 2, id: nil, field: "FN", kind: .rule(.required), line: 11),
            ])
        ) { try await transfer.importFile(at: path) }
        #expect(try await store.fetchPeople().isEmpty)
    }

    @Test("Photos as 2.1 writes them (BASE64, folded, a blank line after) and 4.0 (a data: URI) are stored")
    func photoEncodings() async throws {
        let base64 = try Data(contentsOf: Self.fixtures.appendingPathComponent("evolution-photo.png")).base64EncodedString()
        let half = base64.index(base64.startIndex, offsetBy: base64.count / 2)
        let path = try write(
            "photos.vcf",
            "BEGIN:VCARD\r\nVERSION:2.1\r\nFN:Two One\r\nEMAIL;INTERNET:two.one@example.org\r\nPHOTO;ENCODING=BASE64;TYPE=PNG:\r\n  "
                + base64[..<half] + "\r\n  " + base64[half...] + "\r\n\r\nEND:VCARD\r\n"
                + "BEGIN:VCARD\nVERSION:4.0\nFN:Four\nEMAIL:four@example.org\nPHOTO:data:image/png;base64," + base64 + "\nEND:VCARD\n")

        let summary = try await transfer.importFile(at: path)

        #expect(summary.added == 2 && summary.notKept.isEmpty)
        for name in ["Two One", "Four"] {
            let avatar = try #require(try await person(named: name).avatarPath, "\(name) has no photo")
            #expect(try Data(contentsOf: URL(fileURLWithPath: avatar)).starts(with: [0x89, 0x50, 0x4E, 0x47]))
        }
    }

    @Test("A photo that is not an image refuses the file like any photo")
    func badPhoto() async throws {
        let path = try write(
            "photo.vcf",
            "BEGIN:VCARD\nVERSION:4.0\nFN:Pat\nEMAIL:pat@example.org\nPHOTO:data:image/png;base64,bm90IGFuIGltYWdl\nEND:VCARD\n")

        await #expect(
            throws: ImportError.invalidRecords([
                .init(
                    collection: .cards, index: 0, id: nil, field: "PHOTO", kind: .avatar(.notAnImage(name: "card-1-photo.png")), line: 1)
            ])
        ) { try await transfer.importFile(at: path) }
        #expect(try await store.fetchPeople().isEmpty)
    }

    @Test("A card whose email is stored replaces that person; the others get new ids after the highest")
    func reimportMatchesByEmail() async throws {
        let seeded = InMemoryRosterStore(people: [Person(id: 7, name: "Old Émile", email: "EMILE@zola.fr")], tasks: [])
        let transfer = DirectoryTransfer(store: seeded, avatars: AvatarLibrary(directory: tmp.url.appendingPathComponent("avatars")))

        let summary = try await transfer.importFile(at: Self.fixture("google.vcf"))

        #expect(summary.added == 1 && summary.updated == 1)
        let people = try await seeded.fetchPeople().sorted { $0.id < $1.id }
        #expect(people.map { "\($0.id) \($0.name)" } == ["7 Émile Zola", "8 Rosa Parks"])
    }

    @Test("Recognised by content, not by name: a .txt vCard imports, a .vcf of JSON is JSON")
    func byContent() async throws {
        let card = try write("card.txt", "\u{FEFF}\r\n  BEGIN:vcard\r\nVERSION:3.0\r\nFN:Pat\r\nEMAIL:pat@example.org\r\nEND:VCARD")
        #expect(try await transfer.importFile(at: card).added == 1)
        let json = try write("people.vcf", #"[{"id": 3, "name": "Jo", "email": "jo@example.org"}]"#)
        #expect(try await transfer.importFile(at: json).added == 1)
        #expect(try await store.fetchPeople().map(\.name).sorted() == ["Jo", "Pat"])
    }

    @Test("The writer folds at 75 bytes without splitting a character, and escapes text")
    func writer() {
        let long = String(repeating: "é", count: 60)
        let line = VCardWriter.line("NOTE:" + long)
        let parts = line.components(separatedBy: "\r\n").dropLast()
        #expect(parts.allSatisfy { $0.utf8.count <= 75 })
        #expect(parts.enumerated().map { $0.offset == 0 ? $0.element : String($0.element.dropFirst()) }.joined() == "NOTE:" + long)
        #expect(VCardWriter.escape("a,b;c\\d\ne\r\nf") == #"a\,b\;c\\d\ne\nf"#)
        #expect(VCardWriter.structuredName("Ruth Bader Ginsburg") == "Ginsburg;Ruth Bader;;;")
    }
}
