/// Why an import was refused. Nothing is written when any of these is thrown.
///
/// Typed all the way: the view models and the CLI word them (`ImportReport`).
public enum ImportError: Error, Sendable, Equatable {
    /// Which list of the document a record is in.
    public enum Collection: String, Sendable, Equatable, Codable {
        /// `users` (or the top-level array of a people-only file).
        case people = "users"
        /// `todos`.
        case tasks = "todos"
        /// The cards of a vCard file.
        case cards = "vcards"
    }

    /// What is wrong with one field of one record.
    public enum ProblemKind: Sendable, Equatable, Codable {
        case missing
        /// Holds a value of the wrong JSON type (`expected` and what was found).
        case wrongType(expected: JSONType, found: JSONType)
        case notAPositiveWholeNumber(String)
        case duplicateID(ofRecord: Int)
        /// A username another record of the document has already (non-empty usernames are
        /// unique: a member's part follows their username).
        case duplicateUsername(ofRecord: Int)
        /// A task whose `userId` is no person of the document.
        case unknownPerson(PersonID)
        /// The value breaks a rule of the model.
        case rule(RuleViolation)
        /// The avatar file named by the record cannot be used (or a vCard's PHOTO).
        case avatar(AvatarError)
    }

    /// One problem with one record of the file.
    public struct RecordProblem: Sendable, Equatable, Codable {
        public var collection: Collection
        /// Position of the record in its list, from 0.
        public var index: Int
        /// The record's id, when it has a readable one.
        public var id: Int64?
        /// The offending field (`name`, `email`, `company.name`, …), or `record` for the record as a whole.
        public var field: String
        public var kind: ProblemKind
        /// The line the record begins on, for a vCard's card; nil for JSON.
        public var line: Int?

        public init(collection: Collection, index: Int, id: Int64?, field: String, kind: ProblemKind, line: Int? = nil) {
            self.collection = collection
            self.index = index
            self.id = id
            self.field = field
            self.kind = kind
            self.line = line
        }
    }

    /// Why the file could not be read.
    public enum ReadProblem: Sendable, Equatable {
        case notFound
        case isAFolder
        /// A device, a pipe or a socket: not a file that ends.
        case notARegularFile
        case permissionDenied
        /// Larger than `limit` bytes.
        case tooLarge(limit: Int)
        case failed(String)
    }

    /// The file cannot be read.
    case unreadable(path: String, ReadProblem)
    /// The file is not valid JSON (or not UTF-8).
    case malformedJSON(line: Int, column: Int, reason: String)
    /// The file is a vCard file (it begins with BEGIN:VCARD) that is not well formed at `line`.
    case malformedVCard(line: Int, VCardProblem)
    /// The file is JSON, but neither an array of people nor an object with `users`.
    case notADirectory(found: DocumentShape)
    /// Records that cannot be imported, every one of them.
    case invalidRecords([RecordProblem])
}

extension ImportError: CustomStringConvertible {
    /// A short technical description, for logs; people see `ImportReport`'s wording.
    public var description: String {
        switch self {
        case .unreadable(let path, let problem): return "cannot read \(path): \(problem)"
        case .malformedJSON(let line, let column, let reason): return "malformed JSON at \(line):\(column): \(reason)"
        case .notADirectory(let found): return "not a directory document: \(found)"
        case .malformedVCard(let line, let problem): return "malformed vCard at line \(line): \(problem)"
        case .invalidRecords(let problems): return "\(problems.count) invalid record fields"
        }
    }
}
