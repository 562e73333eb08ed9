import Foundation

/// Evolution Data Server's own vCard code (libebook-contacts' `EContact` and `EVCard`, what
/// GNOME Contacts and Evolution read and write), driven through python3-gi and
/// gir1.2-ebookcontacts-1.2 (`make test-deps` installs both). Tests that need it fail with
/// `Unavailable` when it is missing; they never skip.
public enum EBookContacts {
    /// Why EDS could not be run.
    public struct Unavailable: Error, CustomStringConvertible {
        public var description: String
    }

    /// A contact as EDS writes it or reads it back.
    public struct Contact: Codable, Equatable, Sendable {
        public struct Email: Codable, Equatable, Sendable {
            public var value: String
            /// TYPE values (`WORK`, `HOME`, `pref`).
            public var types: [String]
            public init(_ value: String, types: [String] = []) {
                self.value = value
                self.types = types
            }
        }
        public var fullName: String
        public var emails: [Email]
        public var phones: [String]
        public var organization: String?
        public var note: String?
        public var nickname: String?
        public var url: String?
        /// The photo's bytes, base64: written inline (`ENCODING=b`), read back as EDS decodes it.
        public var photo: String?
        /// How many bytes EDS itself decoded from the photo (read only).
        public var photoDecodedBytes: Int?

        public init(
            fullName: String, emails: [Email], phones: [String] = [], organization: String? = nil, note: String? = nil,
            nickname: String? = nil, url: String? = nil, photo: Data? = nil
        ) {
            self.fullName = fullName
            self.emails = emails
            self.phones = phones
            self.organization = organization
            self.note = note
            self.nickname = nickname
            self.url = url
            self.photo = photo?.base64EncodedString()
        }
    }

    /// The vCard 3.0 text EDS writes for `contacts` (`e_vcard_to_string`, one card each).
    public static func write(_ contacts: [Contact]) throws -> Data {
        try run(mode: "write", input: JSONEncoder().encode(contacts))
    }

    /// The contacts EDS reads from `vcf` (each card through `e_contact_new_from_vcard`).
    public static func read(_ vcf: Data) throws -> [Contact] {
        try JSONDecoder().decode([Contact].self, from: run(mode: "read", input: vcf))
    }

    /// Debian's python3: the one python3-gi installs into (a python3 earlier on PATH may be another).
    static let python = "/usr/bin/python3"

    private static func run(mode: String, input: Data) throws -> Data {
        guard FileManager.default.isExecutableFile(atPath: python) else {
            throw Unavailable(
                description: "\(python) is missing: the vCard tests need python3-gi and gir1.2-ebookcontacts-1.2 (make test-deps)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-c", script, mode]
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let writer = Thread {
            stdin.fileHandleForWriting.write(input)
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let errors = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Unavailable(
                description: "EBookContacts (\(mode)) failed, exit \(process.terminationStatus): "
                    + String(decoding: errors, as: UTF8.self))
        }
        return output
    }

    private static let script = #"""
        import sys, json, base64
        try:
            import gi
            gi.require_version('EBookContacts', '1.2')
            from gi.repository import EBookContacts as E
        except Exception as error:
            sys.stderr.write("EBookContacts is not installed (python3-gi, gir1.2-ebookcontacts-1.2; make test-deps): %s\n" % error)
            sys.exit(3)

        def param(attribute, name, value):
            attribute.add_param_with_value(E.VCardAttributeParam.new(name), value)

        def write(contacts):
            out = []
            for entry in contacts:
                contact = E.Contact.new()
                def add(name, value, types=()):
                    attribute = E.VCardAttribute.new(None, name)
                    for kind in types:
                        param(attribute, "TYPE", kind)
                    attribute.add_value(value)
                    contact.append_attribute(attribute)
                add("FN", entry["fullName"])
                words = entry["fullName"].split()
                name = E.VCardAttribute.new(None, "N")
                for part in [words[-1] if words else "", " ".join(words[:-1]), "", "", ""]:
                    name.add_value(part)
                contact.append_attribute(name)
                if entry.get("nickname"): add("NICKNAME", entry["nickname"])
                for email in entry["emails"]:
                    add("EMAIL", email["value"], email["types"])
                for phone in entry["phones"]:
                    add("TEL", phone, ["CELL"])
                if entry.get("url"): add("URL", entry["url"])
                if entry.get("organization"): add("ORG", entry["organization"])
                if entry.get("note"): add("NOTE", entry["note"])
                if entry.get("photo"):
                    photo = E.VCardAttribute.new(None, "PHOTO")
                    param(photo, "ENCODING", "b")
                    param(photo, "TYPE", "image/png")
                    photo.add_value(entry["photo"])
                    contact.append_attribute(photo)
                out.append(contact.to_string(getattr(E.VCardFormat, "30")))
            sys.stdout.write("\r\n".join(out) + "\r\n")

        def read(text):
            cards, current = [], []
            for line in text.splitlines(True):
                current.append(line)
                if line.strip().upper() == "END:VCARD":
                    cards.append("".join(current))
                    current = []
            result = []
            for card in cards:
                contact = E.Contact.new_from_vcard(card)
                def values(name):
                    return [a.get_value() for a in contact.get_attributes_by_name(name)] if hasattr(contact, "get_attributes_by_name") else \
                        [a.get_value() for a in E.VCard.get_attributes(contact) if a.get_name().upper() == name]
                def first(name):
                    found = values(name)
                    return found[0] if found else None
                emails = []
                for attribute in E.VCard.get_attributes(contact):
                    if attribute.get_name().upper() == "EMAIL":
                        emails.append({"value": attribute.get_value(), "types": attribute.get_param("TYPE") or []})
                entry = {"fullName": first("FN") or "", "emails": emails,
                         "phones": values("TEL"), "organization": first("ORG"), "note": first("NOTE"),
                         "nickname": first("NICKNAME"), "url": first("URL")}
                photo = contact.get_attribute("PHOTO")
                if photo is not None:
                    entry["photo"] = "".join(photo.get_value().split())
                    entry["photoDecodedBytes"] = photo.get_value_decoded().len
                result.append(entry)
            sys.stdout.write(json.dumps(result))

        if sys.argv[1] == "write":
            write(json.load(sys.stdin))
        else:
            read(sys.stdin.buffer.read().decode("utf-8"))
        """#
}
