extension DirectoryDocument {
    /// Checks every person and task against the model's rules, every task's
    /// person and the uniqueness of ids and of usernames that are not empty
    /// (see `PersonRules.usernameViolation`). Throws `ImportError.invalidRecords`
    /// listing every problem.
    public func validate() throws(ImportError) {
        var problems: [ImportError.RecordProblem] = []
        var seenPeople: [PersonID: Int] = [:]
        var seenUsernames: [[UInt8]: Int] = [:]
        for (index, person) in people.enumerated() {
            if let earlier = seenPeople[person.id] {
                problems.append(
                    .init(collection: .people, index: index, id: person.id.rawValue, field: "id", kind: .duplicateID(ofRecord: earlier)))
            } else {
                seenPeople[person.id] = index
            }
            if person.id <= 0 {
                problems.append(
                    .init(
                        collection: .people, index: index, id: person.id.rawValue, field: "id",
                        kind: .notAPositiveWholeNumber("\(person.id)")))
            }
            for (field, violation) in PersonRules.violations(of: person) {
                problems.append(
                    .init(collection: .people, index: index, id: person.id.rawValue, field: field.importKey, kind: .rule(violation)))
            }
            if let violation = PersonRules.usernameViolation(person.username) {
                problems.append(.init(collection: .people, index: index, id: person.id.rawValue, field: "username", kind: .rule(violation)))
            }
            if !person.username.isEmpty {
                // Exactly as stored, byte for byte, as PostgreSQL compares role names (not as
                // Swift compares strings, which takes "é" and "e\u{301}" for one).
                let key = Array(person.username.utf8)
                if let earlier = seenUsernames[key] {
                    problems.append(
                        .init(
                            collection: .people, index: index, id: person.id.rawValue, field: "username",
                            kind: .duplicateUsername(ofRecord: earlier)))
                } else {
                    seenUsernames[key] = index
                }
            }
        }
        var seenTasks: [TaskID: Int] = [:]
        for (index, task) in tasks.enumerated() {
            if let earlier = seenTasks[task.id] {
                problems.append(
                    .init(collection: .tasks, index: index, id: task.id.rawValue, field: "id", kind: .duplicateID(ofRecord: earlier)))
            } else {
                seenTasks[task.id] = index
            }
            if seenPeople[task.personID] == nil {
                problems.append(
                    .init(collection: .tasks, index: index, id: task.id.rawValue, field: "userId", kind: .unknownPerson(task.personID)))
            }
            if let violation = TaskRules.titleViolation(task.title) {
                problems.append(.init(collection: .tasks, index: index, id: task.id.rawValue, field: "title", kind: .rule(violation)))
            }
        }
        if !problems.isEmpty { throw .invalidRecords(problems) }
    }
}

extension ProfileField {
    /// The field's key in the import and export format (JSONPlaceholder's `users`).
    public var importKey: String {
        switch self {
        case .company: return "company.name"
        default: return rawValue
        }
    }
}
