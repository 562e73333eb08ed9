import Foundation

extension ImportError {
    /// What is wrong with malformed JSON, typed so the view models can word it in
    /// the user's language. `description` is the English reason `malformedJSON` carries
    /// (the parser builds its reasons from these), and `init?(reason:)` reads one back.
    public enum SyntaxProblem: Sendable, Equatable, CustomStringConvertible {
        /// What the parser found where it stopped.
        public enum Token: Sendable, Equatable, CustomStringConvertible {
            /// A printable ASCII character.
            case character(Character)
            /// Any other byte.
            case byte(UInt8)
            case endOfInput

            public var description: String {
                switch self {
                case .character(let character): return "'\(character)'"
                case .byte(let byte): return String(format: "byte 0x%02X", byte)
                case .endOfInput: return "end of input"
                }
            }

            init?(text: Substring) {
                if text == "end of input" {
                    self = .endOfInput
                } else if text.count == 3, text.first == "'", text.last == "'" {
                    self = .character(text[text.index(after: text.startIndex)])
                } else if text.hasPrefix("byte 0x"), let byte = UInt8(text.dropFirst(7), radix: 16) {
                    self = .byte(byte)
                } else {
                    return nil
                }
            }
        }

        /// What the parser expected instead.
        public enum Expectation: String, Sendable, Equatable, CaseIterable {
            case value = "a value"
            case memberName = "a member name in double quotes"
            case colon = "':' after a member name"
            case objectSeparator = "',' or '}' in an object"
            case arraySeparator = "',' or ']' in an array"
            case `true` = "true"
            case `false` = "false"
            case null = "null"
        }

        case unexpected(Token, expected: Expectation)
        case unexpectedAfterEnd(Token)
        case tooDeep(levels: Int)
        case unterminatedString
        case controlCharacter
        case highSurrogateWithoutLow
        case invalidLowSurrogate
        case loneLowSurrogate
        case invalidEscape(Token)
        case unterminatedUnicodeEscape
        case unicodeEscapeNeedsHexDigits
        case invalidUTF8
        case numberNeedsDigits
        case leadingZeros
        case decimalPointNeedsDigits
        case exponentNeedsDigits

        public var description: String {
            switch self {
            case .unexpected(let token, let expected): return "unexpected \(token), expected \(expected.rawValue)"
            case .unexpectedAfterEnd(let token): return "unexpected \(token) after the end of the JSON value"
            case .tooDeep(let levels): return "nesting deeper than \(levels) levels"
            case .unterminatedString: return "unterminated string"
            case .controlCharacter: return "control character in a string (escape it, e.g. \\n)"
            case .highSurrogateWithoutLow: return "a \\u escape for a high surrogate must be followed by a low surrogate"
            case .invalidLowSurrogate: return "invalid low surrogate in a \\u escape"
            case .loneLowSurrogate: return "a lone low surrogate in a \\u escape"
            case .invalidEscape(let token): return "invalid escape \\\(token)"
            case .unterminatedUnicodeEscape: return "unterminated \\u escape"
            case .unicodeEscapeNeedsHexDigits: return "\\u must be followed by four hexadecimal digits"
            case .invalidUTF8: return "invalid UTF-8"
            case .numberNeedsDigits: return "a number needs digits"
            case .leadingZeros: return "numbers cannot have leading zeros"
            case .decimalPointNeedsDigits: return "a decimal point must be followed by digits"
            case .exponentNeedsDigits: return "an exponent needs digits"
            }
        }

        private static let fixed: [SyntaxProblem] = [
            .unterminatedString, .controlCharacter, .highSurrogateWithoutLow, .invalidLowSurrogate, .loneLowSurrogate,
            .unterminatedUnicodeEscape, .unicodeEscapeNeedsHexDigits, .invalidUTF8, .numberNeedsDigits, .leadingZeros,
            .decimalPointNeedsDigits, .exponentNeedsDigits,
        ]

        /// The problem whose English `description` is `reason`; nil for any other text.
        public init?(reason: String) {
            if let match = Self.fixed.first(where: { $0.description == reason }) {
                self = match
                return
            }
            let text = reason[...]
            if text.hasPrefix("unexpected ") {
                let rest = text.dropFirst("unexpected ".count)
                if rest.hasSuffix(" after the end of the JSON value"),
                    let token = Token(text: rest.dropLast(" after the end of the JSON value".count))
                {
                    self = .unexpectedAfterEnd(token)
                    return
                }
                for expectation in Expectation.allCases where rest.hasSuffix(", expected " + expectation.rawValue) {
                    if let token = Token(text: rest.dropLast((", expected " + expectation.rawValue).count)) {
                        self = .unexpected(token, expected: expectation)
                        return
                    }
                }
                return nil
            }
            if text.hasPrefix("invalid escape \\"), let token = Token(text: text.dropFirst("invalid escape \\".count)) {
                self = .invalidEscape(token)
                return
            }
            if text.hasPrefix("nesting deeper than "), text.hasSuffix(" levels"),
                let levels = Int(text.dropFirst("nesting deeper than ".count).dropLast(" levels".count))
            {
                self = .tooDeep(levels: levels)
                return
            }
            return nil
        }
    }
}
