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
        if summary.added > 0 { parts.append("\(summary.added.formatted(.number.locale(locale))) added") }
        if summary.updated > 0 { parts.append("\(summary.updated.formatted(.number.locale(locale))) updated") }
        if summary.tasks > 0 { parts.append(summary.tasks == 1 ? "1 task" : "\(summary.tasks.formatted(.number.locale(locale))) tasks") }
        let total = summary.added + summary.updated
        let people = total == 1 ? "1 person" : "\(total.formatted(.number.locale(locale))) people"
        title = "Imported \(people)" + (parts.isEmpty ? "" : " (\(parts.joined(separator: ", ")))")
        lines = []
        isError = false
    }

    /// The report of a refused import: why, and that nothing was imported.
    public init(error: any Error) {
        isError = true
        lines = []
        switch error {
        case ImportError.unreadable(let path, let problem):
            title = "Cannot read \(path): \(Self.describe(problem)). Nothing was imported."
        case let ImportError.malformedJSON(line, column, reason):
            title = "Malformed JSON at line \(line), column \(column): \(reason). Nothing was imported."
        case ImportError.notADirectory(let found):
            title = "Expected a JSON array of people or an object with “users”, found \(found). Nothing was imported."
        case ImportError.invalidRecords(let problems):
            let records = Set(problems.map { "\($0.collection.rawValue)#\($0.index)" }).count
            title = (records == 1 ? "1 record is invalid" : "\(records.formatted()) records are invalid") + "; nothing was imported:"
            lines = problems.map(Self.describe)
        case is CancellationError:
            title = "Import cancelled. Nothing was imported."
        default:
            title = "\(RosterViewModels.describe(error)) Nothing was imported."
        }
    }

    /// Title and lines as the CLI prints them.
    public var text: String { ([title] + lines.map { "  " + $0 }).joined(separator: "\n") }

    static func describe(_ problem: ImportError.ReadProblem) -> String {
        switch problem {
        case .notFound: return "no such file"
        case .isAFolder: return "it is a folder, not a file"
        case .notARegularFile: return "it is not a regular file"
        case .permissionDenied: return "permission denied"
        case .tooLarge(let limit): return "it is larger than \(limit / 1_048_576) MB, the most an import reads"
        case .failed(let reason): return reason
        }
    }

    static func describe(_ problem: ImportError.RecordProblem) -> String {
        let record = problem.collection == .people ? "record \(problem.index)" : "todo \(problem.index)"
        let idPart = problem.id.map { " (id \($0))" } ?? ""
        return "\(record)\(idPart): \(problem.field): \(describe(problem.kind, field: problem.field))"
    }

    static func describe(_ kind: ImportError.ProblemKind, field: String) -> String {
        switch kind {
        case .missing: return "is missing"
        case .wrongType(let expected, let found): return "must be \(expected), found \(found)"
        case .notAPositiveWholeNumber(let text): return "must be a positive whole number, found \(text)"
        case .duplicateID(let earlier): return "duplicate of the id of record \(earlier)"
        case .unknownPerson(let id): return "no person with id \(id) in the file"
        case .avatar(let reason): return reason
        case .rule(let violation):
            if field == "username" || field == "title" || field == "dueDate" {
                if field == "title" { return ValidationMessages.taskTitleMessage(violation).lowercasedFirst }
                if violation == .notACalendarDay { return "must be a real day written YYYY-MM-DD" }
                if case .tooLong(let limit) = violation { return "can be at most \(limit) characters" }
                return "cannot contain line breaks or control characters"
            }
            let profileField = ProfileField.allCases.first { $0.importKey == field } ?? .name
            let message = ValidationMessages.message(violation, in: profileField)
            // After "email:" the label would be said twice.
            let prefix = profileField.label + " "
            return message.hasPrefix(prefix) ? String(message.dropFirst(prefix.count)) : message.lowercasedFirst
        }
    }
}

private extension String {
    /// "Name is required" → "name is required", after "name:" in a problem line.
    var lowercasedFirst: String { prefix(1).lowercased() + dropFirst() }
}
