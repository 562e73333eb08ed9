import Foundation

/// Writes people as vCard 3.0 (RFC 2426), the version every importer reads: one card a
/// person, CRLF line ends, lines folded at 75 bytes (never inside a character), text
/// escaped, photos inline (`PHOTO;ENCODING=b;TYPE=PNG`). Tasks have no place in a vCard.
public enum VCardWriter {
    /// The cards of `people`; `photo` gives a person's image bytes and type (`PNG`, `JPEG`), nil for none.
    public static func serialize(_ people: [Person], photo: (Person) -> (data: Data, type: String)?) -> Data {
        var out = ""
        for person in people {
            out += "BEGIN:VCARD\r\n"
            out += "VERSION:3.0\r\n"
            out += line("FN:" + escape(person.name))
            out += line("N:" + structuredName(person.name))
            if !person.username.isEmpty { out += line("NICKNAME:" + escape(person.username)) }
            out += line("EMAIL;TYPE=INTERNET:" + escape(person.email))
            if !person.phone.isEmpty { out += line("TEL;TYPE=VOICE:" + escape(person.phone)) }
            if !person.website.isEmpty { out += line("URL:" + escape(person.website)) }
            if !person.companyName.isEmpty { out += line("ORG:" + escape(person.companyName)) }
            if !person.biography.isEmpty { out += line("NOTE:" + escape(person.biography)) }
            if let image = photo(person) {
                out += line("PHOTO;ENCODING=b;TYPE=\(image.type):" + image.data.base64EncodedString())
            }
            out += "END:VCARD\r\n"
        }
        return Data(out.utf8)
    }

    /// The vCard TYPE of an image, from its first bytes: `PNG` (what the avatar library stores), `JPEG`, `GIF`, else `PNG`.
    static func imageType(of data: Data) -> String {
        if data.starts(with: [0xFF, 0xD8, 0xFF]) { return "JPEG" }
        if data.starts(with: Array("GIF8".utf8)) { return "GIF" }
        return "PNG"
    }

    /// vCard's escapes for a text value: `\\`, `\,`, `\;` and `\n` for a line break.
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case ",": result += "\\,"
            case ";": result += "\\;"
            case "\r": result += "\\n"
            case "\n":
                if !previousWasCR { result += "\\n" }
            default: result.unicodeScalars.append(scalar)
            }
            previousWasCR = scalar == "\r"
        }
        return result
    }

    /// N (family; given; additional; prefix; suffix) from a whole name: the last word is the
    /// family name, the words before it the given names. Roster keeps one name; importers
    /// that sort by family name need N, which 3.0 requires.
    static func structuredName(_ name: String) -> String {
        let words = name.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let family = words.last else { return ";;;;" }
        return escape(family) + ";" + escape(words.dropLast().joined(separator: " ")) + ";;;"
    }

    /// One content line, folded: at most 75 bytes a line, continued after CRLF and a space.
    static func line(_ content: String) -> String {
        let bytes = Array(content.utf8)
        guard bytes.count > 75 else { return content + "\r\n" }
        var result = [UInt8]()
        result.reserveCapacity(bytes.count + bytes.count / 74 * 3 + 2)
        var start = 0
        var limit = 75
        while start < bytes.count {
            var end = min(start + limit, bytes.count)
            // Never split a UTF-8 sequence: back up to the start of a character.
            while end < bytes.count, end > start, bytes[end] & 0xC0 == 0x80 { end -= 1 }
            if start > 0 { result += [0x0D, 0x0A, 0x20] }
            result += bytes[start..<end]
            start = end
            limit = 74
        }
        result += [0x0D, 0x0A]
        return String(decoding: result, as: UTF8.self)
    }
}
