/// Why an import was refused. Nothing is written when any of these is thrown.
public enum ImportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// One problem with one record of the file.
    public struct RecordProblem: Sendable, Equatable, Codable {
        /// Position of the record in the top-level array, from 0.
        public var index: Int
        /// The record's id, when it has a readable one.
        public var id: Int64?
        /// The offending field (`name`, `email`, `company.name`, …), or `record` for the record as a whole.
        public var field: String
        public var reason: String

        public var description: String {
            let idPart = id.map { " (id \($0))" } ?? ""
            return "record \(index)\(idPart): \(field): \(reason)"
        }
    }

    /// The file is not valid JSON.
    case malformedJSON(line: Int, column: Int, reason: String)
    /// The file is JSON, but its top level is not an array of people.
    case notAnArray(found: String)
    /// Records that cannot be imported, every one of them.
    case invalidRecords([RecordProblem])

    public var description: String {
        switch self {
        case let .malformedJSON(line, column, reason):
            return "Malformed JSON at line \(line), column \(column): \(reason). Nothing was imported."
        case .notAnArray(let found):
            return "Expected a JSON array of people at the top level, found \(found). Nothing was imported."
        case .invalidRecords(let problems):
            let records = Set(problems.map(\.index)).count
            let header = records == 1 ? "1 record is invalid" : "\(records) records are invalid"
            return ([header + "; nothing was imported:"] + problems.map { "  " + $0.description }).joined(separator: "\n")
        }
    }
}
