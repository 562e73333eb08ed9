import Foundation
import RosterModel

/// How an import's outcome reads, the same in the window and the CLI: a
/// title and, for a refused file, one line per problem.
public struct ImportReport: Equatable, Sendable {
    public var title: String
    public var lines: [String]
    public var isError: Bool

    /// The report of a successful import.
    public init(summary: ImportSummary, locale: Locale = .current) {
        var parts: [String] = []
        if summary.added > 0 { parts.append(L10n.tr("{0} added", L10n.number(summary.added, locale))) }
        if summary.updated > 0 { parts.append(L10n.tr("{0} updated", L10n.number(summary.updated, locale))) }
        if summary.tasks > 0 { parts.append(L10n.trn("{0} task", "{0} tasks", summary.tasks, L10n.number(summary.tasks, locale))) }
        let total = summary.added + summary.updated
        let people = L10n.trn("{0} person", "{0} people", total, L10n.number(total, locale))
        title =
            parts.isEmpty
            ? L10n.tr("Imported {0}", people)
            // TRANSLATORS: "Imported 10 people (8 added, 2 updated, 20 tasks)".
            : L10n.tr("Imported {0} ({1})", people, parts.joined(separator: ", "))
        lines = []
        isError = false
        if !summary.notKept.isEmpty {
            lines.append(
                L10n.trn(
                    "{0} value has no place in Roster and was not kept:", "{0} values have no place in Roster and were not kept:",
                    summary.notKept.count, L10n.number(summary.notKept.count, locale)))
            lines += summary.notKept.map(Self.describe)
        }
    }

    /// One value of a vCard that was not kept: "card 1 (line 3): ADR;TYPE=HOME: 12 Main St, Springfield".
    static func describe(_ value: ImportSummary.NotKept) -> String {
        let shown =
            value.photoBytes.map {
                // TRANSLATORS: a photo inside a vCard that Roster did not keep, "a photo of 2,048 bytes".
                L10n.tr("a photo of {0} bytes", L10n.number($0))
            } ?? value.value
        // TRANSLATORS: "card 2 (line 14): ADR;TYPE=HOME: 12 Main St, Springfield".
        return L10n.tr("card {0} (line {1}): {2}: {3}", String(value.index + 1), String(value.line), value.property, shown)
    }

    /// The report of a refused import: why, and that nothing was imported.
    public init(error: any Error) {
        isError = true
        lines = []
        switch error {
        case ImportError.unreadable(let path, let problem):
            title = L10n.tr("Cannot read {0}: {1}. Nothing was imported.", path, Self.describe(problem))
        case ImportError.malformedJSON(let line, let column, let reason):
            title = L10n.tr(
                "Malformed JSON at line {0}, column {1}: {2}. Nothing was imported.", String(line), String(column),
                Self.describe(syntax: reason))
        case ImportError.malformedVCard(let line, let problem):
            title = L10n.tr("Malformed vCard at line {0}: {1}. Nothing was imported.", String(line), Self.describe(problem))
        case ImportError.notADirectory(let found):
            title = L10n.tr(
                "Expected a JSON array of people or an object with “users”, found {0}. Nothing was imported.", Self.describe(found))
        case ImportError.invalidRecords(let problems):
            let records = Set(problems.map { "\($0.collection.rawValue)#\($0.index)" }).count
            title = L10n.trn(
                "{0} record is invalid; nothing was imported:", "{0} records are invalid; nothing was imported:", records,
                L10n.number(records))
            lines = problems.map(Self.describe)
        case let error as RemoteImportError:
            title = Self.describe(error)
        case is CancellationError:
            title = L10n.tr("Import cancelled. Nothing was imported.")
        default:
            title = L10n.tr("{0} Nothing was imported.", RosterViewModels.describe(error))
        }
    }

    /// Why an import from a REST API was refused, and that nothing was imported.
    static func describe(_ error: RemoteImportError) -> String {
        switch error {
        case .invalidAddress(let text):
            return L10n.tr("“{0}” is not a web address. Nothing was imported.", text)
        case .unsupportedScheme(let scheme):
            return L10n.tr("Cannot import from a “{0}:” address, only from http:// and https://. Nothing was imported.", scheme)
        case .cannotConnect(let host, _):
            return L10n.tr("Cannot connect to {0}: is the address right and the server running? Nothing was imported.", host)
        case .timedOut(let url, let seconds):
            let shown = seconds == seconds.rounded() ? L10n.number(Int(seconds)) : String(format: "%.1f", seconds)
            return L10n.trn(
                "{0} did not answer within {1} second. Nothing was imported.",
                "{0} did not answer within {1} seconds. Nothing was imported.",
                Int(seconds.rounded(.up)), url, shown)
        case .httpStatus(let url, let code):
            return L10n.tr("{0} answered with HTTP status {1}. Nothing was imported.", url, String(code))
        case .malformedJSON(let url, let line, let column, let reason):
            return L10n.tr(
                "{0} sent malformed JSON (line {1}, column {2}: {3}). Nothing was imported.", url, String(line), String(column),
                describe(syntax: reason))
        case .notAList(let url, let resource, let found):
            return L10n.tr("{0} sent {1}, not a JSON list of “{2}”. Nothing was imported.", url, describe(found), resource.rawValue)
        case .redirectedToAnotherHost(let url, let target):
            return L10n.tr("{0} redirected to another server ({1}), which Roster does not follow. Nothing was imported.", url, target)
        case .tooLarge(let url, let limit):
            return L10n.tr(
                "{0} sent more than {1} MB, the most an import from a URL reads. Nothing was imported.", url, String(limit / 1_048_576))
        case .failed(let url, let reason):
            return L10n.tr("Cannot download {0}: {1}. Nothing was imported.", url, reason)
        }
    }

    /// Title and lines as the CLI prints them.
    public var text: String { ([title] + lines.map { "  " + $0 }).joined(separator: "\n") }

    /// The parser's reason in the catalog when it is one of the model's typed
    /// `ImportError.SyntaxProblem`s (it always is for the model's parser), else as given.
    static func describe(syntax reason: String) -> String {
        guard let problem = ImportError.SyntaxProblem(reason: reason) else { return reason }
        switch problem {
        case .unexpected(let token, let expected):
            return L10n.tr("unexpected {0}, expected {1}", describe(token), describe(expected))
        case .unexpectedAfterEnd(let token): return L10n.tr("unexpected {0} after the end of the JSON value", describe(token))
        case .tooDeep(let levels): return L10n.tr("nesting deeper than {0} levels", String(levels))
        case .unterminatedString: return L10n.tr("unterminated string")
        case .controlCharacter: return L10n.tr("control character in a string (escape it, e.g. \\n)")
        case .highSurrogateWithoutLow: return L10n.tr("a \\u escape for a high surrogate must be followed by a low surrogate")
        case .invalidLowSurrogate: return L10n.tr("invalid low surrogate in a \\u escape")
        case .loneLowSurrogate: return L10n.tr("a lone low surrogate in a \\u escape")
        case .invalidEscape(let token): return L10n.tr("invalid escape \\{0}", token.description)
        case .unterminatedUnicodeEscape: return L10n.tr("unterminated \\u escape")
        case .unicodeEscapeNeedsHexDigits: return L10n.tr("\\u must be followed by four hexadecimal digits")
        case .invalidUTF8: return L10n.tr("invalid UTF-8")
        case .numberNeedsDigits: return L10n.tr("a number needs digits")
        case .leadingZeros: return L10n.tr("numbers cannot have leading zeros")
        case .decimalPointNeedsDigits: return L10n.tr("a decimal point must be followed by digits")
        case .exponentNeedsDigits: return L10n.tr("an exponent needs digits")
        }
    }

    private static func describe(_ token: ImportError.SyntaxProblem.Token) -> String {
        switch token {
        case .character: return token.description
        case .byte(let byte): return L10n.tr("byte {0}", String(format: "0x%02X", byte))
        case .endOfInput: return L10n.tr("end of input")
        }
    }

    private static func describe(_ expectation: ImportError.SyntaxProblem.Expectation) -> String {
        switch expectation {
        case .value: return L10n.tr("a value")
        case .memberName: return L10n.tr("a member name in double quotes")
        case .colon: return L10n.tr("':' after a member name")
        case .objectSeparator: return L10n.tr("',' or '}' in an object")
        case .arraySeparator: return L10n.tr("',' or ']' in an array")
        case .true, .false, .null: return expectation.rawValue
        }
    }

    static func describe(_ problem: ImportError.ReadProblem) -> String {
        switch problem {
        case .notFound: return L10n.tr("no such file")
        case .isAFolder: return L10n.tr("it is a folder, not a file")
        case .notARegularFile: return L10n.tr("it is not a regular file")
        case .permissionDenied: return L10n.tr("permission denied")
        case .tooLarge(let limit): return L10n.tr("it is larger than {0} MB, the most an import reads", String(limit / 1_048_576))
        case .failed(let reason): return reason
        }
    }

    /// A JSON type as the import messages name it ("a string", "an array").
    static func describe(_ type: ImportError.JSONType) -> String {
        switch type {
        // TRANSLATORS: JSON's null, as in "must be a string, found null".
        case .null: return L10n.tr("null")
        case .boolean: return L10n.tr("a boolean")
        case .number: return L10n.tr("a number")
        case .string: return L10n.tr("a string")
        case .array: return L10n.tr("an array")
        case .object: return L10n.tr("an object")
        }
    }

    /// What a file that is not a people list holds, as "found …" names it.
    static func describe(_ shape: ImportError.DocumentShape) -> String {
        switch shape {
        case .objectWithoutUsers: return L10n.tr("an object without “users”")
        // TRANSLATORS: {0} is a JSON type, "“users” holding a number".
        case .usersHolding(let type): return L10n.tr("“users” holding {0}", describe(type))
        case .value(let type): return describe(type)
        }
    }

    /// Why a vCard file is not well formed, after "Malformed vCard at line N:".
    static func describe(_ problem: ImportError.VCardProblem) -> String {
        switch problem {
        case .missingEnd: return L10n.tr("the card that begins there has no END:VCARD (is the file cut short?)")
        case .endWithoutBegin: return L10n.tr("END:VCARD without a BEGIN:VCARD before it")
        case .beginInsideCard(let line): return L10n.tr("BEGIN:VCARD inside the card that begins on line {0}", String(line))
        case .outsideCard: return L10n.tr("text outside BEGIN:VCARD … END:VCARD")
        case .missingColon: return L10n.tr("no “:” between the property’s name and its value")
        case .missingName: return L10n.tr("no property name before the value")
        case .unsupportedVersion(let version): return L10n.tr("VERSION {0}; Roster reads 2.1, 3.0 and 4.0", version)
        case .unsupportedCharset(let charset): return L10n.tr("CHARSET {0}, which Roster does not read", charset)
        case .invalidText(let charset): return L10n.tr("the value is not valid {0} text", charset)
        case .noCard: return L10n.tr("the file holds no card")
        }
    }

    static func describe(_ problem: ImportError.RecordProblem) -> String {
        let record: String
        switch problem.collection {
        case .people: record = L10n.tr("record {0}", String(problem.index))
        case .tasks: record = L10n.tr("todo {0}", String(problem.index))
        case .cards:
            // TRANSLATORS: the card's number in a vCard file, from 1, and the line it begins on.
            record = L10n.tr("card {0} (line {1})", String(problem.index + 1), String(problem.line ?? 0))
        }
        let idPart = problem.id.map { L10n.tr(" (id {0})", String($0)) } ?? ""
        var text = describe(problem.kind, field: problem.field)
        // Cards are counted from 1, as the record above names them, and so is the earlier one.
        if problem.collection == .cards, case .duplicateUsername(let earlier) = problem.kind {
            text = L10n.tr("duplicate of the username of card {0}", String(earlier + 1))
        }
        return "\(record)\(idPart): \(problem.field): \(text)"
    }

    static func describe(_ kind: ImportError.ProblemKind, field: String) -> String {
        switch kind {
        case .missing: return L10n.tr("is missing")
        case .wrongType(let expected, let found): return L10n.tr("must be {0}, found {1}", describe(expected), describe(found))
        case .notAPositiveWholeNumber(let text): return L10n.tr("must be a positive whole number, found {0}", text)
        case .duplicateID(let earlier): return L10n.tr("duplicate of the id of record {0}", String(earlier))
        case .duplicateUsername(let earlier): return L10n.tr("duplicate of the username of record {0}", String(earlier))
        case .unknownPerson(let id): return L10n.tr("no person with id {0} in the file", String(id))
        case .avatar(let error): return ErrorMessages.text(error)
        case .rule(let violation): return ValidationMessages.rule(violation, of: ruleSubject(field))
        }
    }

    /// What a rule is checked on, by the field's key in the file.
    static func ruleSubject(_ key: String) -> ValidationMessages.Subject {
        switch key {
        case "username": return .username
        case "title": return .taskTitle
        case "dueDate": return .dueDate
        // A vCard's properties (`VCardImport.property(of:)`).
        case "NICKNAME": return .username
        case "FN": return .field(.name)
        case "EMAIL": return .field(.email)
        case "TEL": return .field(.phone)
        case "URL": return .field(.website)
        case "ORG": return .field(.company)
        case "NOTE": return .field(.biography)
        default: return .field(ProfileField.allCases.first { $0.importKey == key } ?? .name)
        }
    }
}
