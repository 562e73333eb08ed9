import Foundation

/// One property of a vCard as read: its name (upper-cased, without a group such as
/// `item1.`), its parameters and its value, decoded from QUOTED-PRINTABLE and its
/// CHARSET but not yet unescaped (`\,` `\;` `\n` are the property's to read).
struct VCardProperty: Sendable, Equatable {
    var name: String
    /// Parameter names upper-cased; a bare 2.1 parameter (`EMAIL;PREF;INTERNET:`) is a TYPE.
    var parameters: [(name: String, value: String)]
    var value: String
    /// The line the property starts on, from 1.
    var line: Int

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.name == rhs.name && lhs.value == rhs.value && lhs.line == rhs.line
            && lhs.parameters.map { "\($0.name)=\($0.value)" } == rhs.parameters.map { "\($0.name)=\($0.value)" }
    }

    /// Every value of `parameter` (comma-separated lists split, quotes removed), as written.
    func values(of parameter: String) -> [String] {
        parameters.filter { $0.name == parameter }.flatMap { parameter in
            parameter.value.split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\" ")) }
        }
    }

    /// The TYPE values, upper-cased (`HOME`, `PREF`, `JPEG`…).
    var types: Set<String> { Set(values(of: "TYPE").map { $0.uppercased() }) }

    /// How preferred the value is: `PREF=n` (4.0, 1 the most), `TYPE=pref` (2.1, 3.0) as 1; nil when not marked.
    var preference: Int? {
        if let pref = values(of: "PREF").compactMap({ Int($0) }).min() { return pref }
        return types.contains("PREF") ? 1 : nil
    }

    /// The value with vCard's escapes undone: `\n` a line break, `\,` `\;` `\\` themselves.
    var text: String { Self.unescape(value) }

    /// The value split at unescaped `separator` (`;` for N and ORG, `,` for NICKNAME), each part unescaped.
    func components(separatedBy separator: Character) -> [String] {
        var parts: [String] = []
        var current = ""
        var escaped = false
        for character in value {
            if escaped {
                current.append("\\")
                current.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == separator {
                parts.append(Self.unescape(current))
                current = ""
            } else {
                current.append(character)
            }
        }
        if escaped { current.append("\\") }
        parts.append(Self.unescape(current))
        return parts
    }

    static func unescape(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var result = ""
        var escaped = false
        for character in text {
            if escaped {
                switch character {
                case "n", "N": result.append("\n")
                default: result.append(character)
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                result.append(character)
            }
        }
        if escaped { result.append("\\") }
        return result
    }
}

/// One card: `BEGIN:VCARD` … `END:VCARD`.
struct VCardCard: Sendable, Equatable {
    /// The line of its `BEGIN:VCARD`, from 1.
    var line: Int
    /// `2.1`, `3.0` or `4.0`.
    var version: String
    /// Its properties in file order, without BEGIN, END and VERSION.
    var properties: [VCardProperty]
}

/// Reads vCard 2.1, 3.0 and 4.0 (RFC 2426, RFC 6350) into cards: line folding,
/// CRLF or LF, groups, QUOTED-PRINTABLE and CHARSET from 2.1. A file that is not
/// well formed is refused whole, with the line where it goes wrong.
///
/// Roster's own, rather than libebook-contacts' `EVCard`: see ARCHITECTURE.md ("vCard").
enum VCardParser {
    /// Whether `data` is a vCard file: it begins (after white space and a byte-order mark) with `BEGIN:VCARD`.
    static func isVCard(_ data: Data) -> Bool {
        var bytes = data.prefix(1024)[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        let start = bytes.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        return String(decoding: start.prefix(11), as: UTF8.self).uppercased() == "BEGIN:VCARD"
    }

    /// The cards of a vCard file.
    static func parse(_ data: Data) throws(ImportError) -> [VCardCard] {
        var cards: [VCardCard] = []
        var open: (line: Int, raw: [RawProperty])?
        for logical in logicalLines(of: data) {
            let raw: RawProperty
            do {
                raw = try RawProperty(logical.bytes, line: logical.line)
            } catch {
                // Outside a card, any text is out of place, property or not.
                throw open == nil ? .malformedVCard(line: logical.line, .outsideCard) : error
            }
            switch (raw.name, raw.valueText.uppercased()) {
            case ("BEGIN", "VCARD"):
                if let open { throw .malformedVCard(line: logical.line, .beginInsideCard(cardLine: open.line)) }
                open = (logical.line, [])
            case ("END", "VCARD"):
                guard let card = open else { throw .malformedVCard(line: logical.line, .endWithoutBegin) }
                cards.append(try decode(card.raw, line: card.line))
                open = nil
            default:
                guard open != nil else { throw .malformedVCard(line: logical.line, .outsideCard) }
                open!.raw.append(raw)
            }
        }
        if let open { throw .malformedVCard(line: open.line, .missingEnd) }
        if cards.isEmpty { throw .malformedVCard(line: 1, .noCard) }
        return cards
    }

    /// A card's properties decoded now that its VERSION is known (2.1 values without a CHARSET may be Windows-1252).
    private static func decode(_ raw: [RawProperty], line: Int) throws(ImportError) -> VCardCard {
        var version = "3.0"
        if let stated = raw.first(where: { $0.name == "VERSION" }) {
            version = stated.valueText.trimmingCharacters(in: .whitespaces)
            guard ["2.1", "3.0", "4.0"].contains(version) else {
                throw .malformedVCard(line: stated.line, .unsupportedVersion(version))
            }
        }
        var properties: [VCardProperty] = []
        for property in raw where property.name != "VERSION" {
            properties.append(try property.decoded(version: version))
        }
        return VCardCard(line: line, version: version, properties: properties)
    }

    /// The file's lines unfolded: a line that starts with a space or tab continues the one
    /// before; a QUOTED-PRINTABLE value whose line ends with `=` continues on the next.
    static func logicalLines(of data: Data) -> [(line: Int, bytes: [UInt8])] {
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        var result: [(line: Int, bytes: [UInt8])] = []
        var isQuotedPrintable = false
        var lineNumber = 0
        var start = 0
        while start < bytes.count {
            lineNumber += 1
            var end = start
            while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            var line = bytes[start..<end]
            if line.last == 0x0D { line = line.dropLast() }
            start = end + 1
            if isQuotedPrintable, result.last?.bytes.last == 0x3D {
                // A soft line break: the "=" goes, the next line follows on.
                result[result.count - 1].bytes.removeLast()
                result[result.count - 1].bytes += line
            } else if let first = line.first, first == 0x20 || first == 0x09, !result.isEmpty {
                result[result.count - 1].bytes += line.dropFirst()
            } else if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
                // Blank lines (2.1 ends a base64 value with one) separate nothing.
                isQuotedPrintable = false
                continue
            } else {
                result.append((lineNumber, Array(line)))
                let header = line.prefix { $0 != 0x3A }
                isQuotedPrintable = String(decoding: header, as: UTF8.self).uppercased().contains("QUOTED-PRINTABLE")
            }
        }
        return result
    }

    /// A content line split into name, parameters and value bytes.
    private struct RawProperty {
        var name: String
        var parameters: [(name: String, value: String)]
        var value: [UInt8]
        var line: Int

        var valueText: String { String(decoding: value, as: UTF8.self) }

        init(_ bytes: [UInt8], line: Int) throws(ImportError) {
            self.line = line
            var inQuotes = false
            var colon: Int?
            for (index, byte) in bytes.enumerated() {
                if byte == 0x22 {
                    inQuotes.toggle()
                } else if byte == 0x3A, !inQuotes {
                    colon = index
                    break
                }
            }
            guard let colon else { throw .malformedVCard(line: line, .missingColon) }
            let header = String(decoding: bytes[..<colon], as: UTF8.self)
            value = Array(bytes[(colon + 1)...])
            var parts: [String] = []
            var current = ""
            inQuotes = false
            for character in header {
                if character == "\"" { inQuotes.toggle() }
                if character == ";", !inQuotes {
                    parts.append(current)
                    current = ""
                } else {
                    current.append(character)
                }
            }
            parts.append(current)
            var name = parts.removeFirst().trimmingCharacters(in: .whitespaces).uppercased()
            if let dot = name.lastIndex(of: ".") { name = String(name[name.index(after: dot)...]) }
            guard !name.isEmpty else { throw .malformedVCard(line: line, .missingName) }
            self.name = name
            parameters = parts.filter { !$0.isEmpty }.map { part in
                guard let equals = part.firstIndex(of: "=") else { return ("TYPE", part.trimmingCharacters(in: .whitespaces)) }
                return (
                    part[..<equals].trimmingCharacters(in: .whitespaces).uppercased(),
                    part[part.index(after: equals)...].trimmingCharacters(in: .whitespaces)
                )
            }
        }

        func decoded(version: String) throws(ImportError) -> VCardProperty {
            let encoding = parameters.first { $0.name == "ENCODING" }?.value.uppercased()
            var bytes = value
            if encoding == "QUOTED-PRINTABLE"
                || parameters.contains(where: { $0.name == "TYPE" && $0.value.uppercased() == "QUOTED-PRINTABLE" })
            {
                bytes = Self.decodeQuotedPrintable(bytes)
            }
            let text: String
            if let charset = parameters.first(where: { $0.name == "CHARSET" })?.value {
                guard let stringEncoding = Self.encoding(named: charset) else {
                    throw .malformedVCard(line: line, .unsupportedCharset(charset))
                }
                guard let decoded = String(bytes: bytes, encoding: stringEncoding) else {
                    throw .malformedVCard(line: line, .invalidText(charset: charset))
                }
                text = decoded
            } else if let decoded = String(validating: bytes, as: UTF8.self) {
                text = decoded
            } else if version == "2.1", let decoded = String(bytes: bytes, encoding: .windowsCP1252) {
                // 2.1 without a CHARSET: what Windows programs wrote.
                text = decoded
            } else {
                throw .malformedVCard(line: line, .invalidText(charset: "UTF-8"))
            }
            return VCardProperty(name: name, parameters: parameters, value: text, line: line)
        }

        static func encoding(named name: String) -> String.Encoding? {
            switch name.uppercased().trimmingCharacters(in: CharacterSet(charactersIn: "\" ")) {
            case "UTF-8", "UTF8": return .utf8
            case "US-ASCII", "ASCII": return .utf8
            case "ISO-8859-1", "ISO8859-1", "LATIN1", "LATIN-1": return .isoLatin1
            case "WINDOWS-1252", "CP1252": return .windowsCP1252
            default: return nil
            }
        }

        /// `=XX` as the byte XX; anything else as it is.
        static func decodeQuotedPrintable(_ bytes: [UInt8]) -> [UInt8] {
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count)
            var index = 0
            while index < bytes.count {
                if bytes[index] == 0x3D, index + 2 < bytes.count, let high = hexValue(bytes[index + 1]),
                    let low = hexValue(bytes[index + 2])
                {
                    result.append(high << 4 | low)
                    index += 3
                } else {
                    result.append(bytes[index])
                    index += 1
                }
            }
            return result
        }

        private static func hexValue(_ byte: UInt8) -> UInt8? {
            switch byte {
            case 0x30...0x39: return byte - 0x30
            case 0x41...0x46: return byte - 0x41 + 10
            case 0x61...0x66: return byte - 0x61 + 10
            default: return nil
            }
        }
    }
}
