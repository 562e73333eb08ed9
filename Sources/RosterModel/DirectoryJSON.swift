import Foundation

/// Roster's import and export format: JSONPlaceholder's shapes.
///
/// Import reads either a JSON array of people in the `users` shape, or an
/// object `{"users": [...], "todos": [...]}` — what export writes. A person:
/// `id` (positive whole number, unique), `name`, `email`, and optionally
/// `username`, `phone`, `website` (a bare domain gets `https://`),
/// `company.name`, `biography` and `avatar` (an image file, relative to the
/// document). A task (`todos`): `id`, `userId` (a person of the document),
/// `title`, optionally `completed` and `dueDate` (YYYY-MM-DD). Other keys
/// (`address`, …) are ignored. Export writes keys in a fixed order, two-space
/// indented, Unicode unescaped, so that export → import → export is byte-identical.
public enum DirectoryJSON {
    /// The largest file import reads: 256 MiB (about a million people).
    public static let maximumBytes = 256 * 1024 * 1024

    /// Reads and parses the file at `path`, reading at most `maximumBytes`.
    public static func read(contentsOf path: String, maximumBytes: Int = maximumBytes) throws(ImportError) -> DirectoryDocument {
        try parse(readBytes(path, maximumBytes: maximumBytes))
    }

    /// The bytes of the file at `path`; refuses folders, devices, pipes and files over `maximumBytes`.
    public static func readBytes(_ path: String, maximumBytes: Int = maximumBytes) throws(ImportError) -> Data {
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw .unreadable(path: path, errno == EACCES ? .permissionDenied : .notFound)
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw .unreadable(path: path, .isAFolder)
        default: throw .unreadable(path: path, .notARegularFile)
        }
        if Int(info.st_size) > maximumBytes { throw .unreadable(path: path, .tooLarge(limit: maximumBytes)) }
        guard let handle = FileHandle(forReadingAtPath: path) else { throw .unreadable(path: path, .permissionDenied) }
        defer { try? handle.close() }
        do {
            // One byte past the limit, whatever the size claimed (/proc files say 0).
            let data = try handle.read(upToCount: maximumBytes + 1) ?? Data()
            if data.count > maximumBytes { throw ImportError.unreadable(path: path, .tooLarge(limit: maximumBytes)) }
            return data
        } catch let error as ImportError {
            throw error
        } catch {
            throw .unreadable(path: path, .failed(String(cString: strerror(Int32((error as NSError).code)))))
        }
    }

    /// Parses a document and checks every record against the model's rules.
    public static func parse(_ data: Data) throws(ImportError) -> DirectoryDocument {
        let root: JSONValue
        do {
            root = try JSONParser.parse([UInt8](data))
        } catch {
            throw .malformedJSON(line: error.line, column: error.column, reason: error.reason)
        }
        let users: [JSONValue]
        var todos: [JSONValue] = []
        var problems: [ImportError.RecordProblem] = []
        switch root {
        case .array(let records):
            users = records
        case .object:
            guard case .array(let records)? = root["users"] else {
                throw .notADirectory(found: root["users"].map { .usersHolding($0.type) } ?? .objectWithoutUsers)
            }
            users = records
            switch root["todos"] {
            case nil, .null?: break
            case .array(let records)?: todos = records
            case let other?:
                problems.append(
                    .init(
                        collection: .tasks, index: 0, id: nil, field: "todos",
                        kind: .wrongType(expected: .array, found: other.type)))
            }
        default:
            throw .notADirectory(found: .value(root.type))
        }
        return try document(users: users, todos: todos, problems: problems)
    }

    /// One JSON array of records, parsed but not yet checked: a REST API's `/users` or `/todos` body.
    public struct RecordList: Sendable, Equatable {
        let records: [JSONValue]
        /// How many records the list holds.
        public var count: Int { records.count }
    }

    /// Parses a body that must be one JSON array of records (JSONPlaceholder's `/users`, `/todos`).
    /// - Throws: `.malformedJSON` for text that is not JSON, `.notADirectory(found:)` for JSON that is no array.
    public static func recordList(_ data: Data) throws(ImportError) -> RecordList {
        let root: JSONValue
        do {
            root = try JSONParser.parse([UInt8](data))
        } catch {
            throw .malformedJSON(line: error.line, column: error.column, reason: error.reason)
        }
        guard case .array(let records) = root else { throw .notADirectory(found: .value(root.type)) }
        return RecordList(records: records)
    }

    /// The document of a people list and a todos list read separately (a REST API's two
    /// resources), checked exactly as a file's `{"users": [...], "todos": [...]}` is.
    public static func document(users: RecordList, todos: RecordList) throws(ImportError) -> DirectoryDocument {
        try document(users: users.records, todos: todos.records, problems: [])
    }

    private static func document(users: [JSONValue], todos: [JSONValue], problems: [ImportError.RecordProblem]) throws(ImportError)
        -> DirectoryDocument
    {
        var problems = problems
        var people: [Person] = []
        // Where each parsed record stands in the file: validation counts only the parsed ones.
        var personIndices: [Int] = []
        // Ids of broken records count too: the fixed file must not collide either.
        var firstIndexOfID: [ImportError.Collection: [Int64: Int]] = [:]
        func checkDuplicate(_ reader: inout RecordReader) {
            guard let id = reader.id else { return }
            if let earlier = firstIndexOfID[reader.collection]?[id] {
                reader.problem("id", .duplicateID(ofRecord: earlier))
            } else {
                firstIndexOfID[reader.collection, default: [:]][id] = reader.index
            }
        }
        for (index, record) in users.enumerated() {
            var reader = RecordReader(collection: .people, index: index, record: record)
            let parsed = reader.person()
            checkDuplicate(&reader)
            if let person = parsed {
                people.append(person)
                personIndices.append(index)
            }
            problems += reader.problems
        }
        var tasks: [TaskItem] = []
        var taskIndices: [Int] = []
        var taskRuleProblems: [ImportError.RecordProblem] = []
        var positions: [PersonID: Int] = [:]
        for (index, record) in todos.enumerated() {
            var reader = RecordReader(collection: .tasks, index: index, record: record)
            let parsed = reader.task()
            checkDuplicate(&reader)
            if var task = parsed {
                task.position = positions[task.personID, default: 0]
                positions[task.personID] = task.position + 1
                tasks.append(task)
                taskIndices.append(index)
            }
            problems += reader.problems
            taskRuleProblems += reader.ruleProblems
        }
        let document = DirectoryDocument(people: people, tasks: tasks)
        do {
            try document.validate()
        } catch .invalidRecords(let ruleProblems) {
            // Duplicates were found above, among every record with a readable id.
            problems += ruleProblems.filter { if case .duplicateID = $0.kind { return false } else { return true } }.map { problem in
                let indices = problem.collection == .people ? personIndices : taskIndices
                var problem = problem
                problem.index = indices[problem.index]
                if case .duplicateID(let earlier) = problem.kind { problem.kind = .duplicateID(ofRecord: indices[earlier]) }
                if case .duplicateUsername(let earlier) = problem.kind { problem.kind = .duplicateUsername(ofRecord: indices[earlier]) }
                return problem
            }
        } catch {
            throw error
        }
        problems += taskRuleProblems
        // Problems in file order: people, then tasks, each by record.
        guard problems.isEmpty else {
            throw .invalidRecords(
                problems.sorted { ($0.collection == .tasks ? 1 : 0, $0.index) < ($1.collection == .tasks ? 1 : 0, $1.index) })
        }
        return document
    }

    /// JSONPlaceholder writes websites as bare domains ("hildegard.org"); Roster keeps
    /// them as URLs so that a profile can be saved without fixing every address first.
    static func normalizedWebsite(_ website: String) -> String {
        guard !website.isEmpty, !website.contains(":") else { return website }
        return "https://" + website
    }

    /// Reads one record, collecting every structural problem rather than stopping at the first.
    private struct RecordReader {
        let collection: ImportError.Collection
        let index: Int
        let record: JSONValue
        var id: Int64?
        var problems: [ImportError.RecordProblem] = []
        /// Rules broken by a record that was read (a due date that is no calendar day): reported
        /// after the rules `DirectoryDocument.validate()` finds in the record.
        var ruleProblems: [ImportError.RecordProblem] = []

        init(collection: ImportError.Collection, index: Int, record: JSONValue) {
            self.collection = collection
            self.index = index
            self.record = record
        }

        mutating func person() -> Person? {
            guard isObject() else { return nil }
            id = readID("id")
            let name = text("name", required: true)
            let email = text("email", required: true)
            let username = text("username")
            let phone = text("phone")
            let website = DirectoryJSON.normalizedWebsite(text("website") ?? "")
            let biography = text("biography")
            let avatar = text("avatar")
            var companyName: String?
            switch record["company"] {
            case nil, .null?: break
            case .object?: companyName = text("name", in: record["company"]!, path: "company.name")
            case let other?: problem("company", .wrongType(expected: .object, found: other.type))
            }
            guard problems.isEmpty, let id, let name, let email else { return nil }
            return Person(
                id: PersonID(id), name: name, username: username ?? "", email: email, phone: phone ?? "",
                website: website, companyName: companyName ?? "", biography: biography ?? "",
                avatarPath: avatar.flatMap { $0.isEmpty ? nil : $0 })
        }

        mutating func task() -> TaskItem? {
            guard isObject() else { return nil }
            id = readID("id")
            let personID = readID("userId")
            let title = text("title", required: true)
            var isDone = false
            switch record["completed"] {
            case nil, .null?: break
            case .bool(let value)?: isDone = value
            case let other?: problem("completed", .wrongType(expected: .boolean, found: other.type))
            }
            let due = text("dueDate")
            guard problems.isEmpty, let id, let personID, let title else { return nil }
            var dueDay: CalendarDay?
            do {
                dueDay = try TaskRules.dueDay(due ?? "")
            } catch {
                // A rule, not the file's shape: reported with the rules the document breaks.
                ruleProblems.append(.init(collection: collection, index: index, id: id, field: "dueDate", kind: .rule(error.violation)))
            }
            return TaskItem(id: TaskID(id), personID: PersonID(personID), title: title, isDone: isDone, dueDate: dueDay, position: 0)
        }

        private mutating func isObject() -> Bool {
            guard case .object = record else {
                problem("record", .wrongType(expected: .object, found: record.type))
                return false
            }
            return true
        }

        mutating func problem(_ field: String, _ kind: ImportError.ProblemKind) {
            problems.append(.init(collection: collection, index: index, id: id, field: field, kind: kind))
        }

        private mutating func readID(_ field: String) -> Int64? {
            switch record[field] {
            case nil, .null?:
                problem(field, .missing)
            case .number(let text)?:
                if let value = Int64(text), value > 0 { return value }
                problem(field, .notAPositiveWholeNumber(text))
            case let other?:
                problem(field, .wrongType(expected: .number, found: other.type))
            }
            return nil
        }

        /// A string member, trimmed; nil when absent (a problem when `required`).
        private mutating func text(_ field: String, in object: JSONValue? = nil, path: String? = nil, required: Bool = false) -> String? {
            switch (object ?? record)[field] {
            case nil, .null?:
                if required { problem(path ?? field, .missing) }
                return nil
            case .string(let value)?:
                let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
                // Rules (required, lengths, characters) are the model's: checked on the whole document.
                return trimmed
            case let other?:
                problem(path ?? field, .wrongType(expected: .string, found: other.type))
                return nil
            }
        }
    }
}
