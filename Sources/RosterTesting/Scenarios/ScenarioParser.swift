import Foundation
import RosterModel
import RosterViewModels

/// Reads scenario scripts: one step per line, `#` comments, double-quoted
/// strings with `\"`, `\\`, `\n`, `\t` and `\u{…}` escapes.
///
/// Errors name the line and column; an unknown step, target or path is an
/// error, never ignored.
public enum ScenarioParser {
    /// Why a script cannot be read, and where.
    public struct ParseError: Error, Equatable, CustomStringConvertible {
        /// The line, from 1.
        public var line: Int
        /// The column, from 1.
        public var column: Int
        /// What is wrong there.
        public var message: String
        /// `line L, column C: MESSAGE`.
        public var description: String { "line \(line), column \(column): \(message)" }
    }

    /// A word or a quoted string, with the column it starts at (from 1).
    struct Token: Equatable {
        var text: String
        var isQuoted: Bool
        var column: Int
    }

    /// The scenario `text` holds.
    /// - Parameters:
    ///   - text: the script.
    ///   - baseDirectory: the folder its relative paths (data, avatars, imports) are resolved against: the script's own.
    /// - Throws: `ParseError` at the first line that is not a step.
    public static func parse(_ text: String, baseDirectory: String = ".") throws(ParseError) -> Scenario {
        var lines: [ScenarioLine] = []
        var dataFile: String?
        var locale: String?
        var access: DirectoryAccess?
        var askedPassword: String?
        // "\r\n" is one Character in Swift, so split on every kind of line break (CRLF files too).
        let sourceLines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
        var index = 0
        while index < sourceLines.count {
            let source = sourceLines[index]
            let number = index + 1
            index += 1
            let tokens = try tokenize(source, line: number)
            guard let first = tokens.first else { continue }
            if first.text == "data", !first.isQuoted {
                guard lines.isEmpty, dataFile == nil else {
                    throw ParseError(line: number, column: first.column, message: "`data` must come before every step, once")
                }
                var reader = TokenReader(tokens: tokens, line: number, index: 1)
                dataFile = try reader.string()
                try reader.end()
                continue
            }
            if first.text == "locale", !first.isQuoted {
                guard lines.isEmpty, locale == nil else {
                    throw ParseError(line: number, column: first.column, message: "`locale` must come before every step, once")
                }
                var reader = TokenReader(tokens: tokens, line: number, index: 1)
                let name = try reader.string()
                guard RosterLocale.locale(posixName: name) != nil else {
                    throw ParseError(line: number, column: tokens[1].column, message: "`locale` needs a locale name such as \"de_DE\"")
                }
                locale = name
                try reader.end()
                continue
            }
            if first.text == "open", !first.isQuoted, tokens.count > 1, tokens[1].text == "asking", !tokens[1].isQuoted {
                guard lines.isEmpty, askedPassword == nil else {
                    throw ParseError(
                        line: number, column: first.column, message: "`open asking password` must come before every step, once")
                }
                var reader = TokenReader(tokens: tokens, line: number, index: 2)
                try reader.keyword("password")
                let password = try reader.string()
                guard !password.isEmpty else {
                    throw ParseError(
                        line: number, column: tokens[3].column, message: "`open asking password` needs a password that is not empty")
                }
                askedPassword = password
                try reader.end()
                continue
            }
            if first.text == "open", !first.isQuoted, tokens.count > 1, tokens[1].text == "as", !tokens[1].isQuoted {
                guard lines.isEmpty, access == nil else {
                    throw ParseError(line: number, column: first.column, message: "`open as` must come before every step, once")
                }
                var reader = TokenReader(tokens: tokens, line: number, index: 2)
                let part = try reader.choice(DirectoryPart.allCases.map(\.rawValue), of: "part") { DirectoryPart(rawValue: $0)! }
                access = DirectoryAccess(part: part, userName: try reader.string())
                try reader.end()
                continue
            }
            if first.text == "expect", tokens.count == 2, tokens[1].text == "transcript", !tokens[1].isQuoted {
                let (block, next) = try readBlock(sourceLines, from: index, opening: number)
                index = next
                lines.append(
                    ScenarioLine(step: .expectTranscript(block), line: number, source: source.trimmingCharacters(in: .whitespaces)))
                continue
            }
            let step = try parseStep(tokens, line: number)
            lines.append(ScenarioLine(step: step, line: number, source: source.trimmingCharacters(in: .whitespaces)))
        }
        return Scenario(
            lines: lines, baseDirectory: baseDirectory, dataFile: dataFile, locale: locale, access: access, askedPassword: askedPassword)
    }

    /// The lines between two `"""` fences, without the fences' indentation.
    private static func readBlock(_ lines: [String], from start: Int, opening: Int) throws(ParseError) -> (String, Int) {
        guard start < lines.count, lines[start].trimmingCharacters(in: .whitespaces) == "\"\"\"" else {
            throw ParseError(line: opening + 1, column: 1, message: "`expect transcript` must be followed by a block between \"\"\" lines")
        }
        let indent = lines[start].prefix { $0 == " " }.count
        var body: [String] = []
        var index = start + 1
        while index < lines.count {
            let line = lines[index]
            if line.trimmingCharacters(in: .whitespaces) == "\"\"\"" { return (body.map { $0 + "\n" }.joined(), index + 1) }
            let leading = line.prefix { $0 == " " }.count
            body.append(String(line.dropFirst(min(indent, leading))))
            index += 1
        }
        throw ParseError(line: start + 1, column: indent + 1, message: "the transcript block is not closed with \"\"\"")
    }

    static func tokenize(_ line: String, line number: Int) throws(ParseError) -> [Token] {
        var tokens: [Token] = []
        let characters = Array(line)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == " " || character == "\t" {
                index += 1
                continue
            }
            if character == "#" { break }
            let column = index + 1
            if character == "\"" {
                var text = ""
                index += 1
                var closed = false
                while index < characters.count {
                    let next = characters[index]
                    if next == "\"" {
                        closed = true
                        index += 1
                        break
                    }
                    if next == "\\" {
                        guard index + 1 < characters.count else { break }
                        let escaped = characters[index + 1]
                        switch escaped {
                        case "\"": text.append("\"")
                        case "\\": text.append("\\")
                        case "n": text.append("\n")
                        case "t": text.append("\t")
                        case "u":
                            guard index + 2 < characters.count, characters[index + 2] == "{",
                                let close = characters[(index + 3)...].firstIndex(of: "}"),
                                let value = UInt32(String(characters[(index + 3)..<close]), radix: 16),
                                let scalar = Unicode.Scalar(value)
                            else {
                                throw ParseError(line: number, column: index + 1, message: "\\u must be written \\u{hex}")
                            }
                            text.unicodeScalars.append(scalar)
                            index = close - 1
                        default:
                            throw ParseError(line: number, column: index + 1, message: "unknown escape \\\(escaped)")
                        }
                        index += 2
                        continue
                    }
                    text.append(next)
                    index += 1
                }
                guard closed else { throw ParseError(line: number, column: column, message: "unterminated string") }
                tokens.append(Token(text: text, isQuoted: true, column: column))
            } else {
                var text = ""
                while index < characters.count, characters[index] != " ", characters[index] != "\t", characters[index] != "\"" {
                    text.append(characters[index])
                    index += 1
                }
                tokens.append(Token(text: text, isQuoted: false, column: column))
            }
        }
        return tokens
    }
}
