import Foundation
import Testing

@testable import RosterModel

@Suite("JSONParser")
struct JSONParserTests {
    private func parse(_ text: String) throws(JSONParser.SyntaxError) -> JSONValue {
        try JSONParser.parse(Array(text.utf8))
    }

    private func parse(bytes: [UInt8]) throws(JSONParser.SyntaxError) -> JSONValue {
        try JSONParser.parse(bytes)
    }

    /// The syntax error `text` produces, or nil after recording an issue.
    private func syntaxError(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) -> JSONParser.SyntaxError? {
        #expect(throws: JSONParser.SyntaxError.self, sourceLocation: sourceLocation) {
            _ = try JSONParser.parse(bytes)
        }
    }

    private func syntaxError(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> JSONParser.SyntaxError? {
        syntaxError(Array(text.utf8), sourceLocation: sourceLocation)
    }

    // MARK: Strings and escapes

    @Test("the simple escapes decode to their characters")
    func simpleEscapes() throws {
        #expect(try parse(#""\"\\\/\b\f\n\r\t""#) == .string("\"\\/\u{08}\u{0C}\n\r\t"))
        #expect(try parse(#""a\nb""#) == .string("a\nb"))
    }

    @Test("\\u escapes decode in either case, including NUL")
    func unicodeEscapes() throws {
        #expect(try parse(#""\u00e9\u00C9\u0041\u20ac""#) == .string("éÉA€"))
        #expect(try parse(#""x\u0000y""#) == .string("x\u{0}y"))
    }

    @Test("a surrogate pair decodes to one scalar outside the BMP")
    func surrogatePairs() throws {
        #expect(try parse(#""\ud83d\ude00""#) == .string("😀"))
        #expect(try parse(#""\uD834\uDD1E clef""#) == .string("𝄞 clef"))
        guard case .string(let grin) = try parse(#""\uD83D\uDE00""#) else {
            Issue.record("not a string")
            return
        }
        #expect(grin.unicodeScalars.map(\.value) == [0x1F600])
    }

    @Test("escapes mixed with raw UTF-8 keep every character in order")
    func escapesAndRawUTF8() throws {
        #expect(try parse(#""Zoë \u0026 Łukasz → \ud83d\ude00 ok""#) == .string("Zoë & Łukasz → 😀 ok"))
    }

    @Test(
        "broken \\u escapes are refused",
        arguments: [
            (#""\ud83d""#, "a \\u escape for a high surrogate must be followed by a low surrogate"),
            (#""\ud83dx""#, "a \\u escape for a high surrogate must be followed by a low surrogate"),
            (#""\ud83d\u0041""#, "invalid low surrogate in a \\u escape"),
            (#""\ude00""#, "a lone low surrogate in a \\u escape"),
            (#""\u12G4""#, "\\u must be followed by four hexadecimal digits"),
            (#""\u12""#, "\\u must be followed by four hexadecimal digits"),
            (#""\u12"#, "unterminated \\u escape"),
            (#""\x""#, "invalid escape \\'x'"),
            (#""\"#, "unterminated string"),
        ])
    func brokenEscapes(json: String, reason: String) {
        #expect(syntaxError(json)?.reason == reason)
    }

    @Test("an invalid escape is reported at the escaped character")
    func invalidEscapePosition() {
        #expect(syntaxError("[\n  \"ok\\q\"]") == JSONParser.SyntaxError(line: 2, column: 7, reason: "invalid escape \\'q'"))
    }

    @Test("raw control characters inside strings are refused", arguments: [0x00, 0x01, 0x09, 0x0A, 0x0D, 0x1F] as [UInt8])
    func controlCharacters(byte: UInt8) {
        let error = syntaxError([UInt8(ascii: "\""), UInt8(ascii: "a"), byte, UInt8(ascii: "\"")])
        #expect(error?.reason == "control character in a string (escape it, e.g. \\n)")
        #expect(error?.line == 1)
        #expect(error?.column == 3)
    }

    @Test("DEL (0x7F) is not a control character for JSON and is accepted")
    func deleteIsAccepted() throws {
        #expect(try parse(bytes: [0x22, 0x61, 0x7F, 0x22]) == .string("a\u{7F}"))
    }

    @Test(
        "invalid UTF-8 inside a string is refused",
        arguments: [
            [0x22, 0xFF, 0x22],  // never valid
            [0x22, 0x80, 0x22],  // lone continuation byte
            [0x22, 0xC3, 0x22],  // truncated two-byte sequence
            [0x22, 0xE2, 0x82],  // truncated at end of input
            [0x22, 0xC0, 0xAF, 0x22],  // overlong lead byte
        ] as [[UInt8]])
    func invalidUTF8(bytes: [UInt8]) {
        #expect(syntaxError(bytes)?.reason == "invalid UTF-8")
    }

    @Test(
        "UTF-8 that is well-formed in shape but invalid in value is refused, not silently replaced",
        arguments: [
            [0x22, 0xED, 0xA0, 0x80, 0x22],  // an encoded UTF-16 surrogate (U+D800)
            [0x22, 0xE0, 0x80, 0xAF, 0x22],  // overlong encoding of "/"
            [0x22, 0xF0, 0x80, 0x80, 0xAF, 0x22],  // overlong four-byte encoding
            [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22],  // beyond U+10FFFF
        ] as [[UInt8]])
    func invalidUTF8Values(bytes: [UInt8]) {
        #expect(syntaxError(bytes)?.reason == "invalid UTF-8")
    }

    // MARK: Numbers

    @Test(
        "numbers keep their exact text",
        arguments: [
            "12345678901234567890", "-9223372036854775809", "0", "-0", "0.5", "-0.5e+10", "1E-7", "6.02214076e23",
            "3.14159265358979323846264338327950288",
        ])
    func numbersKeepText(text: String) throws {
        #expect(try parse(text) == .number(text))
        #expect(try parse("[\(text)]") == .array([.number(text)]))
    }

    @Test("leading zeros are refused", arguments: ["01", "-01", "00", "[007]", "{\"id\": 0123}"])
    func leadingZeros(text: String) {
        #expect(syntaxError(text)?.reason == "numbers cannot have leading zeros")
    }

    @Test("a leading zero is reported at the digit after it")
    func leadingZeroPosition() {
        #expect(syntaxError("[1, 02]") == JSONParser.SyntaxError(line: 1, column: 6, reason: "numbers cannot have leading zeros"))
    }

    @Test(
        "other malformed numbers are refused",
        arguments: [
            ("1.", "a decimal point must be followed by digits"),
            ("1.e5", "a decimal point must be followed by digits"),
            ("-", "a number needs digits"),
            ("-a", "a number needs digits"),
            ("1e", "an exponent needs digits"),
            ("1e+", "an exponent needs digits"),
            (".5", "unexpected '.', expected a value"),
            ("+1", "unexpected '+', expected a value"),
            ("0x1F", "unexpected 'x' after the end of the JSON value"),
        ])
    func malformedNumbers(text: String, reason: String) {
        #expect(syntaxError(text)?.reason == reason)
    }

    // MARK: Structure

    @Test("nested arrays and objects keep their structure and member order")
    func nestedStructures() throws {
        let value = try parse(
            """
            {"b": [1, {"c": null, "a": [true, false]}, "x", []], "a": {}, "z": {"y": {"x": [[]]}}}
            """)
        #expect(
            value
                == .object([
                    (
                        "b",
                        .array([
                            .number("1"), .object([("c", .null), ("a", .array([.bool(true), .bool(false)]))]), .string("x"), .array([]),
                        ])
                    ),
                    ("a", .object([])),
                    ("z", .object([("y", .object([("x", .array([.array([])]))]))])),
                ]))
        #expect(value["z"]?["y"]?["x"] == .array([.array([])]))
        #expect(value["missing"] == nil)
        #expect(JSONValue.array([])["b"] == nil)
    }

    @Test("insignificant whitespace (space, tab, CR, LF) is allowed everywhere between tokens")
    func whitespace() throws {
        #expect(try parse(" \t\r\n[ \t\r\n1 \t\r\n, \n{ \"a\" \t: \r\n2 } ] \n") == .array([.number("1"), .object([("a", .number("2"))])]))
    }

    @Test("a duplicate member name: the last one wins on lookup")
    func duplicateMembers() throws {
        let value = try parse(#"{"name": "first", "name": "second"}"#)
        #expect(value["name"] == .string("second"))
    }

    @Test("the literals parse, and truncated literals are refused")
    func literals() throws {
        #expect(try parse("[true, false, null]") == .array([.bool(true), .bool(false), .null]))
        #expect(syntaxError("tru")?.reason == "unexpected end of input, expected true")
        #expect(syntaxError("[nul]")?.reason == "unexpected ']', expected null")
        #expect(syntaxError("True")?.reason == "unexpected 'T', expected a value")
    }

    @Test("512 levels of nesting are accepted, 513 are refused")
    func nestingLimit() throws {
        let deepest = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        var value = try parse(deepest)
        var depth = 0
        while case .array(let inner) = value {
            depth += 1
            guard let first = inner.first else { break }
            value = first
        }
        #expect(depth == 512)

        let tooDeep = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        #expect(syntaxError(tooDeep) == JSONParser.SyntaxError(line: 1, column: 513, reason: "nesting deeper than 512 levels"))
    }

    // MARK: Byte order mark

    @Test("a leading UTF-8 byte order mark is skipped")
    func byteOrderMark() throws {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        #expect(try parse(bytes: bom + Array("[1, \"é\"]".utf8)) == .array([.number("1"), .string("é")]))
        #expect(try parse(bytes: bom + Array(" \n{}".utf8)) == .object([]))
    }

    @Test("a byte order mark anywhere but the start is refused")
    func misplacedByteOrderMark() {
        let error = syntaxError(Array("[".utf8) + [0xEF, 0xBB, 0xBF] + Array("1]".utf8))
        #expect(error?.reason == "unexpected byte 0xEF, expected a value")
        #expect(
            syntaxError([0xEF, 0xBB, 0xBF] + [0xEF, 0xBB, 0xBF] + Array("[]".utf8))?.reason == "unexpected byte 0xEF, expected a value")
    }

    @Test("a byte order mark does not shift the reported column (editors do not show it)")
    func byteOrderMarkDoesNotShiftColumns() {
        let withoutBOM = syntaxError(Array("[1 2]".utf8))
        let withBOM = syntaxError([0xEF, 0xBB, 0xBF] + Array("[1 2]".utf8))
        #expect(withoutBOM == JSONParser.SyntaxError(line: 1, column: 4, reason: "unexpected '2', expected ',' or ']' in an array"))
        #expect(withBOM == withoutBOM)
    }

    // MARK: Type descriptions

    @Test("type descriptions read as English noun phrases")
    func typeDescriptions() throws {
        let value = try parse(#"[null, true, 1, "s", [], {}]"#)
        guard case .array(let elements) = value else {
            Issue.record("not an array")
            return
        }
        #expect(elements.map(\.typeDescription) == ["null", "a boolean", "a number", "a string", "an array", "an object"])
    }
}
