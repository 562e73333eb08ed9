import Foundation

/// Reads people from JSON in the JSONPlaceholder `users` shape and validates every record.
///
/// Accepted per record: `id` (positive whole number, unique), `name` (non-empty),
/// `email` (contains "@"), and optionally `username`, `phone`, `website`,
/// `company.name` and `biography` as strings. Other keys (`address`, …) are ignored.
/// A website without a scheme gets `https://`.
enum PeopleImportParser {
    static func parse(_ data: Data) throws(ImportError) -> [Person] {
        let root: JSONValue
        do {
            root = try JSONParser.parse([UInt8](data))
        } catch {
            throw .malformedJSON(line: error.line, column: error.column, reason: error.reason)
        }
        guard case .array(let records) = root else { throw .notAnArray(found: root.typeDescription) }

        var people: [Person] = []
        var problems: [ImportError.RecordProblem] = []
        var firstIndexOfID: [Int64: Int] = [:]
        for (index, record) in records.enumerated() {
            var reader = RecordReader(index: index, record: record)
            let person = reader.person()
            // Ids of invalid records count too: the fixed file must not collide either.
            if let id = reader.id {
                if let earlier = firstIndexOfID[id] {
                    reader.problem("id", "duplicate of the id of record \(earlier)")
                } else {
                    firstIndexOfID[id] = index
                }
            }
            if let person, reader.problems.isEmpty { people.append(person) }
            problems += reader.problems
        }
        guard problems.isEmpty else { throw .invalidRecords(problems) }
        return people
    }

    /// JSONPlaceholder writes websites as bare domains ("hildegard.org"); Roster keeps
    /// them as URLs so that a profile can be saved without fixing every address first.
    static func normalizedWebsite(_ website: String) -> String {
        guard !website.isEmpty, !website.contains("://") else { return website }
        return "https://" + website
    }

    /// Validates one record, collecting every problem rather than stopping at the first.
    private struct RecordReader {
        let index: Int
        let record: JSONValue
        var id: Int64?
        var problems: [ImportError.RecordProblem] = []

        init(index: Int, record: JSONValue) {
            self.index = index
            self.record = record
        }

        mutating func person() -> Person? {
            guard case .object = record else {
                problem("record", "must be an object, found \(record.typeDescription)")
                return nil
            }
            id = readID()
            let name = requiredText("name")
            let email = requiredText("email")
            if let email, !email.contains("@") {
                problem("email", "\"\(email)\" is not an email address (no @)")
            }
            let username = optionalText("username", in: record)
            let phone = optionalText("phone", in: record)
            let website = PeopleImportParser.normalizedWebsite(optionalText("website", in: record))
            let biography = optionalText("biography", in: record)
            var companyName = ""
            switch record["company"] {
            case nil, .null?: break
            case .object?: companyName = optionalText("name", in: record["company"]!, path: "company.name")
            case let other?: problem("company", "must be an object, found \(other.typeDescription)")
            }
            guard problems.isEmpty, let id, let name, let email else { return nil }
            return Person(
                id: id, name: name, username: username, email: email, phone: phone,
                website: website, companyName: companyName, biography: biography
            )
        }

        mutating func problem(_ field: String, _ reason: String) {
            problems.append(.init(index: index, id: id, field: field, reason: reason))
        }

        private mutating func readID() -> Int64? {
            switch record["id"] {
            case nil:
                problem("id", "is missing")
            case .number(let text)?:
                if let value = Int64(text), value > 0 { return value }
                problem("id", "must be a positive whole number, found \(text)")
            case let other?:
                problem("id", "must be a number, found \(other.typeDescription)")
            }
            return nil
        }

        private mutating func requiredText(_ field: String) -> String? {
            switch record[field] {
            case nil, .null?:
                problem(field, "is missing")
            case .string(let text)?:
                let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
                if trimmed.isEmpty { problem(field, "is empty") } else { return trimmed }
            case let other?:
                problem(field, "must be a string, found \(other.typeDescription)")
            }
            return nil
        }

        private mutating func optionalText(_ field: String, in object: JSONValue, path: String? = nil) -> String {
            switch object[field] {
            case nil, .null?: return ""
            case .string(let text)?: return text.trimmingCharacters(in: .whitespacesAndNewlines)
            case let other?:
                problem(path ?? field, "must be a string, found \(other.typeDescription)")
                return ""
            }
        }
    }
}
