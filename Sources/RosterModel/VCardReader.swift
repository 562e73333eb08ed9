import Foundation

/// The people of a vCard file, as an import writes them: one person a card, the values
/// Roster cannot keep listed, the photos decoded into a folder of their own.
///
/// The mapping (docs/import-export-format.md, "vCard"): FN (else N) is the name; the
/// preferred EMAIL, TEL and URL (`TYPE=pref` or the lowest `PREF`), else the first; the
/// first part of ORG; NOTE; PHOTO (base64 or a `data:` URI); NICKNAME, else X-USERNAME,
/// is the username, else the email's part before the `@`. Ids are the store's to give
/// (`assigningIDs`).
struct VCardImport {
    /// The people, one a card in file order, each with a provisional id (its position + 1)
    /// and, when its card has a photo, `avatarPath` naming the decoded photo in `photoFolder`.
    var people: [Person]
    /// The line of each card's BEGIN:VCARD.
    var cardLines: [Int]
    /// Values no field of Roster's holds.
    var notKept: [ImportSummary.NotKept]
    /// Problems found while reading (a photo that is no base64), by card.
    var problems: [ImportError.RecordProblem]
    /// Where the decoded photos are; the caller removes it.
    var photoFolder: URL?

    /// Properties that describe the card rather than the person: read and dropped without a word.
    static let aboutTheCard: Set<String> = [
        "PRODID", "REV", "UID", "KIND", "CLIENTPIDMAP", "SORT-STRING", "NAME", "PROFILE", "SOURCE", "X-EVOLUTION-FILE-AS",
        "X-EVOLUTION-LIST", "X-EVOLUTION-LIST-SHOW-ADDRESSES", "X-MOZILLA-HTML", "X-ABUID", "X-ABSHOWAS", "X-ABLABEL",
    ]

    /// Which field a property fills, as the report names the field of a broken rule.
    static func property(of field: ProfileField) -> String {
        switch field {
        case .name: return "FN"
        case .email: return "EMAIL"
        case .phone: return "TEL"
        case .website: return "URL"
        case .company: return "ORG"
        case .biography: return "NOTE"
        }
    }

    /// Reads the cards; photos are decoded into a new temporary folder.
    init(cards: [VCardCard]) throws(ImportError) {
        people = []
        cardLines = []
        notKept = []
        problems = []
        photoFolder = nil
        for (index, card) in cards.enumerated() {
            var reader = CardReader(card: card, index: index)
            var person = reader.person()
            if let photo = reader.photo {
                do {
                    person.avatarPath = try writePhoto(photo, index: index)
                } catch {
                    throw .unreadable(path: NSTemporaryDirectory(), .failed(error.localizedDescription))
                }
            }
            people.append(person)
            cardLines.append(card.line)
            notKept += reader.notKept
            problems += reader.problems
        }
    }

    private mutating func writePhoto(_ photo: (data: Data, ext: String), index: Int) throws -> String {
        if photoFolder == nil {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("roster-vcard-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            photoFolder = folder
        }
        let file = photoFolder!.appendingPathComponent("card-\(index + 1)-photo" + (photo.ext.isEmpty ? "" : ".\(photo.ext)"))
        try photo.data.write(to: file)
        return file.path
    }

    /// The people with the ids the store gives them: a card whose email (ignoring case) is a
    /// stored person's replaces that person; every other card is a new person, numbered
    /// after the highest stored id, in file order.
    func assigningIDs(existing: [Person]) -> [Person] {
        var byEmail: [String: PersonID] = [:]
        for person in existing where byEmail[person.email.lowercased()] == nil {
            byEmail[person.email.lowercased()] = person.id
        }
        var next = (existing.map(\.id.rawValue).max() ?? 0) + 1
        return people.map { person in
            var person = person
            if !person.email.isEmpty, let id = byEmail.removeValue(forKey: person.email.lowercased()) {
                person.id = id
            } else {
                person.id = PersonID(next)
                next += 1
            }
            return person
        }
    }

    /// One card read into a person.
    private struct CardReader {
        let card: VCardCard
        let index: Int
        var notKept: [ImportSummary.NotKept] = []
        var problems: [ImportError.RecordProblem] = []
        var photo: (data: Data, ext: String)?

        init(card: VCardCard, index: Int) {
            self.card = card
            self.index = index
        }

        mutating func person() -> Person {
            var used = Set<Int>()
            func pick(_ name: String) -> VCardProperty? {
                let candidates = card.properties.enumerated().filter { $0.element.name == name }
                guard
                    let chosen = candidates.min(by: {
                        ($0.element.preference ?? Int.max, $0.offset) < ($1.element.preference ?? Int.max, $1.offset)
                    })
                else { return nil }
                used.insert(chosen.offset)
                return chosen.element
            }
            let fn = pick("FN")
            let n = pick("N")
            var name = fn?.text.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            if name.isEmpty, let n { name = Self.name(fromN: n) }
            let email = pick("EMAIL").map { Self.email($0.text) } ?? ""
            let phone = pick("TEL").map { Self.phone($0.text) } ?? ""
            let website = pick("URL").map { DirectoryJSON.normalizedWebsite($0.text.trimmingCharacters(in: .whitespacesAndNewlines)) } ?? ""
            var company = ""
            if let org = pick("ORG") {
                let parts = org.components(separatedBy: ";").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
                company = parts.first ?? ""
                let units = parts.dropFirst().filter { !$0.isEmpty }
                if !units.isEmpty {
                    notKept.append(.init(index: index, line: org.line, property: "ORG", value: units.joined(separator: ", ")))
                }
            }
            let biography = pick("NOTE")?.text.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            var username = ""
            if let nickname = pick("NICKNAME") {
                let names = nickname.components(separatedBy: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter {
                    !$0.isEmpty
                }
                username = names.first ?? ""
                if names.count > 1 {
                    notKept.append(
                        .init(index: index, line: nickname.line, property: "NICKNAME", value: names.dropFirst().joined(separator: ", ")))
                }
            }
            if let xUsername = pick("X-USERNAME"), username.isEmpty {
                username = xUsername.text.trimmingCharacters(in: .whitespacesAndNewlines)
            }
            // Android keeps a nickname as X-ANDROID-CUSTOM:vnd.android.cursor.item/nickname;NAME;…
            if let android = card.properties.enumerated().first(where: {
                $0.element.name == "X-ANDROID-CUSTOM" && $0.element.components(separatedBy: ";").first == "vnd.android.cursor.item/nickname"
            }) {
                used.insert(android.offset)
                let parts = android.element.components(separatedBy: ";")
                if username.isEmpty, parts.count > 1 { username = parts[1].trimmingCharacters(in: .whitespacesAndNewlines) }
            }
            if username.isEmpty, let at = email.lastIndex(of: "@") {
                username = String(email[..<at])
            }
            if let photoProperty = pick("PHOTO") { readPhoto(photoProperty) }
            // Everything else is listed: Roster has no field for it.
            for (offset, property) in card.properties.enumerated() where !used.contains(offset) {
                if Self.aboutTheCardNames.contains(property.name) { continue }
                if property.name == "N", fn != nil { continue }
                if property.name == "PHOTO" {
                    notKept.append(photoNotKept(property))
                    continue
                }
                let text = Self.shown(property)
                guard !text.isEmpty else { continue }
                notKept.append(.init(index: index, line: property.line, property: Self.label(property), value: text))
            }
            notKept.sort { $0.line < $1.line }
            return Person(
                id: PersonID(Int64(index + 1)), name: name, username: username, email: email, phone: phone, website: website,
                companyName: company, biography: biography)
        }

        private static var aboutTheCardNames: Set<String> { VCardImport.aboutTheCard }

        /// A PHOTO: inline base64 (`ENCODING=b`, `ENCODING=BASE64`) or a `data:` URI is decoded
        /// for the avatar library to check; a link to elsewhere is listed, not fetched.
        private mutating func readPhoto(_ property: VCardProperty) {
            let encoding = property.values(of: "ENCODING").first?.uppercased()
            var base64: Substring?
            var ext = property.types.compactMap(Self.imageExtension).first ?? ""
            let value = property.value.trimmingCharacters(in: .whitespacesAndNewlines)
            if encoding == "B" || encoding == "BASE64" {
                base64 = Substring(value)
            } else if value.lowercased().hasPrefix("data:"), let comma = value.firstIndex(of: ",") {
                let header = value[value.index(value.startIndex, offsetBy: 5)..<comma].lowercased()
                if header.hasSuffix(";base64") {
                    base64 = value[value.index(after: comma)...]
                    let mime = header.split(separator: ";").first.map(String.init) ?? ""
                    if let slash = mime.firstIndex(of: "/") { ext = Self.imageExtension(String(mime[mime.index(after: slash)...])) ?? ext }
                }
            }
            guard let base64 else {
                notKept.append(photoNotKept(property))
                return
            }
            guard let data = Data(base64Encoded: String(base64.filter { !$0.isWhitespace }), options: .ignoreUnknownCharacters),
                !data.isEmpty
            else {
                problems.append(
                    .init(
                        collection: .cards, index: index, id: nil, field: "PHOTO", kind: .avatar(.notAnImage(name: "PHOTO")),
                        line: property.line))
                return
            }
            photo = (data, ext)
        }

        private static func imageExtension(_ type: String) -> String? {
            let type = type.uppercased()
            switch type.hasPrefix("IMAGE/") ? String(type.dropFirst(6)) : type {
            case "JPEG", "JPG": return "jpg"
            case "PNG": return "png"
            case "GIF": return "gif"
            case "WEBP": return "webp"
            case "BMP": return "bmp"
            default: return nil
            }
        }

        /// "Given Family" from N (family; given; additional; prefix; suffix).
        static func name(fromN property: VCardProperty) -> String {
            let parts = property.components(separatedBy: ";").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            func part(_ index: Int) -> String { index < parts.count ? parts[index] : "" }
            return [part(3), part(1), part(2), part(0), part(4)].filter { !$0.isEmpty }.joined(separator: " ")
        }

        /// An email, without a `mailto:` some programs put before it.
        static func email(_ text: String) -> String {
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            return trimmed.lowercased().hasPrefix("mailto:") ? String(trimmed.dropFirst(7)) : trimmed
        }

        /// A phone number; a `tel:` URI (4.0) as the number it calls, its extension as " ext N".
        static func phone(_ text: String) -> String {
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            guard trimmed.lowercased().hasPrefix("tel:") else { return trimmed }
            let parts = trimmed.dropFirst(4).split(separator: ";")
            let number = String(parts.first ?? "").removingPercentEncoding ?? String(parts.first ?? "")
            let ext = parts.dropFirst().first { $0.lowercased().hasPrefix("ext=") }.map { String($0.dropFirst(4)) }
            return ext.map { "\(number) ext \($0)" } ?? number
        }

        /// How the report names a property: with its TYPE (`EMAIL;TYPE=HOME`) when it has one.
        static func label(_ property: VCardProperty) -> String {
            let types = property.values(of: "TYPE").filter {
                !["PREF", "INTERNET", "QUOTED-PRINTABLE", "BASE64"].contains($0.uppercased())
            }
            return types.isEmpty ? property.name : "\(property.name);TYPE=\(types.joined(separator: ","))"
        }

        /// A value as the report shows it: a structured value's parts joined, at most 80 characters.
        static func shown(_ property: VCardProperty) -> String {
            let parts = property.components(separatedBy: ";").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            let text = parts.filter { !$0.isEmpty }.joined(separator: ", ").replacingOccurrences(of: "\n", with: " ")
            return text.count > 80 ? String(text.prefix(79)) + "…" : text
        }

        /// A photo the report lists: its link, or, for one inside the card, its size in bytes.
        func photoNotKept(_ property: VCardProperty) -> ImportSummary.NotKept {
            let value = property.value.trimmingCharacters(in: .whitespacesAndNewlines)
            let encoding = property.values(of: "ENCODING").first?.uppercased()
            if value.lowercased().hasPrefix("data:") || encoding == "B" || encoding == "BASE64" {
                return .init(index: index, line: property.line, property: "PHOTO", value: "", photoBytes: value.count * 3 / 4)
            }
            return .init(
                index: index, line: property.line, property: "PHOTO", value: value.count > 80 ? String(value.prefix(79)) + "…" : value)
        }
    }
}
