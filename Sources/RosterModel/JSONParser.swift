import Foundation

/// A strict RFC 8259 JSON parser that reports where input goes wrong by line and column.
///
/// Foundation's parser only says "around character N"; a person fixing a file
/// by hand needs the line and column.
struct JSONParser {
    /// Malformed input, positioned at the first offending character (1-based line and column).
    struct SyntaxError: Error, Equatable {
        var line: Int
        var column: Int
        var reason: String
    }

    private let bytes: [UInt8]
    private var offset = 0
    private var depth = 0
    private static let maximumDepth = 512

    static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        // A UTF-8 byte order mark is allowed by RFC 8259 parsers and written by some editors.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.offset = 3 }
        parser.skipWhitespace()
        let value = try parser.parseValue()
        parser.skipWhitespace()
        if parser.offset < bytes.count {
            throw parser.error(.unexpectedAfterEnd(parser.currentToken()))
        }
        return value
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private mutating func parseValue() throws(SyntaxError) -> JSONValue {
        guard offset < bytes.count else { throw error(.unexpected(.endOfInput, expected: .value)) }
        switch bytes[offset] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw error(.unexpected(currentToken(), expected: .value))
        }
    }

    private mutating func parseObject() throws(SyntaxError) -> JSONValue {
        try enterContainer()
        offset += 1
        var members: [(key: String, value: JSONValue)] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            offset += 1
            depth -= 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else {
                throw error(.unexpected(currentToken(), expected: .memberName))
            }
            let key = try parseString()
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else { throw error(.unexpected(currentToken(), expected: .colon)) }
            offset += 1
            skipWhitespace()
            members.append((key, try parseValue()))
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "}"):
                offset += 1
                depth -= 1
                return .object(members)
            default: throw error(.unexpected(currentToken(), expected: .objectSeparator))
            }
        }
    }

    private mutating func parseArray() throws(SyntaxError) -> JSONValue {
        try enterContainer()
        offset += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            offset += 1
            depth -= 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "]"):
                offset += 1
                depth -= 1
                return .array(elements)
            default: throw error(.unexpected(currentToken(), expected: .arraySeparator))
            }
        }
    }

    private mutating func enterContainer() throws(SyntaxError) {
        depth += 1
        if depth > Self.maximumDepth { throw error(.tooDeep(levels: Self.maximumDepth)) }
    }

    private mutating func parseString() throws(SyntaxError) -> String {
        offset += 1  // opening quote
        var scalars = String.UnicodeScalarView()
        var runStart = offset
        func flushRun(_ end: Int, into scalars: inout String.UnicodeScalarView, bytes: [UInt8]) {
            if end > runStart {
                scalars.append(contentsOf: String(decoding: bytes[runStart..<end], as: UTF8.self).unicodeScalars)
            }
        }
        while true {
            guard offset < bytes.count else { throw error(.unterminatedString) }
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\""):
                flushRun(offset, into: &scalars, bytes: bytes)
                offset += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                flushRun(offset, into: &scalars, bytes: bytes)
                offset += 1
                scalars.append(try parseEscape())
                runStart = offset
            case 0x00..<0x20:
                throw error(.controlCharacter)
            case 0x80...:
                try validateUTF8Sequence()
            default:
                offset += 1
            }
        }
    }

    private mutating func parseEscape() throws(SyntaxError) -> Unicode.Scalar {
        guard offset < bytes.count else { throw error(.unterminatedString) }
        let byte = bytes[offset]
        offset += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let first = try parseHex4()
            if (0xD800..<0xDC00).contains(first) {
                guard peek() == UInt8(ascii: "\\"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "u") else {
                    throw error(.highSurrogateWithoutLow)
                }
                offset += 2
                let second = try parseHex4()
                guard (0xDC00..<0xE000).contains(second) else { throw error(.invalidLowSurrogate) }
                let value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
                return Unicode.Scalar(value)!
            }
            guard let scalar = Unicode.Scalar(first) else { throw error(.loneLowSurrogate) }
            return scalar
        default:
            offset -= 1
            throw error(.invalidEscape(currentToken()))
        }
    }

    private mutating func parseHex4() throws(SyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard offset < bytes.count else { throw error(.unterminatedUnicodeEscape) }
            let byte = bytes[offset]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error(.unicodeEscapeNeedsHexDigits)
            }
            value = value << 4 | digit
            offset += 1
        }
        return value
    }

    private mutating func validateUTF8Sequence() throws(SyntaxError) {
        let lead = bytes[offset]
        // Well-formed UTF-8 (Unicode table 3-7): the second byte's range depends on
        // the lead byte, which rules out overlong forms, surrogates and values past U+10FFFF.
        let length: Int
        var second: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            second = 0xA0...0xBF
        case 0xED:
            length = 3
            second = 0x80...0x9F
        case 0xE1...0xEF: length = 3
        case 0xF0:
            length = 4
            second = 0x90...0xBF
        case 0xF4:
            length = 4
            second = 0x80...0x8F
        case 0xF1...0xF3: length = 4
        default: throw error(.invalidUTF8)
        }
        guard offset + length <= bytes.count, second.contains(bytes[offset + 1]) else { throw error(.invalidUTF8) }
        for index in 2..<length where bytes[offset + index] & 0xC0 != 0x80 {
            throw error(.invalidUTF8)
        }
        offset += length
    }

    private mutating func parseNumber() throws(SyntaxError) -> String {
        let start = offset
        if peek() == UInt8(ascii: "-") { offset += 1 }
        guard let first = peek(), isDigit(first) else { throw error(.numberNeedsDigits) }
        if first == UInt8(ascii: "0") {
            offset += 1
            if let next = peek(), isDigit(next) { throw error(.leadingZeros) }
        } else {
            skipDigits()
        }
        if peek() == UInt8(ascii: ".") {
            offset += 1
            guard let next = peek(), isDigit(next) else { throw error(.decimalPointNeedsDigits) }
            skipDigits()
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            offset += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { offset += 1 }
            guard let next = peek(), isDigit(next) else { throw error(.exponentNeedsDigits) }
            skipDigits()
        }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    private mutating func expectLiteral(_ literal: StaticString) throws(SyntaxError) {
        let text = literal.utf8Start
        for index in 0..<literal.utf8CodeUnitCount {
            guard offset < bytes.count, bytes[offset] == text[index] else {
                throw error(.unexpected(currentToken(), expected: ImportError.SyntaxProblem.Expectation(rawValue: "\(literal)") ?? .value))
            }
            offset += 1
        }
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    private mutating func skipDigits() { while let byte = peek(), isDigit(byte) { offset += 1 } }
    private func peek() -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

    private mutating func skipWhitespace() {
        while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { offset += 1 }
    }

    private func currentToken() -> ImportError.SyntaxProblem.Token {
        guard offset < bytes.count else { return .endOfInput }
        let byte = bytes[offset]
        if byte >= 0x21 && byte < 0x7F { return .character(Character(Unicode.Scalar(byte))) }
        return .byte(byte)
    }

    /// Builds an error at the current offset, counting lines and columns in characters.
    private func error(_ problem: ImportError.SyntaxProblem) -> SyntaxError {
        let reason = problem.description
        var line = 1
        var column = 1
        // The byte order mark is not a character of the first line.
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while index < min(offset, bytes.count) {
            let byte = bytes[index]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        return SyntaxError(line: line, column: column, reason: reason)
    }
}
