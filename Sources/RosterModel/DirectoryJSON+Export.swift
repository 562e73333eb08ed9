import Foundation

extension DirectoryJSON {
    /// The document as export writes it. `avatarName` gives the file name a
    /// person's avatar is written under (relative to the document), or nil to leave it out.
    public static func serialize(_ document: DirectoryDocument, avatarName: (Person) -> String?) -> Data {
        var out = "{\n  \"users\": ["
        for (index, person) in document.people.enumerated() {
            out += index == 0 ? "\n" : ",\n"
            out += personObject(person, avatar: avatarName(person), indent: "    ")
        }
        out += document.people.isEmpty ? "],\n  \"todos\": [" : "\n  ],\n  \"todos\": ["
        for (index, task) in document.tasks.enumerated() {
            out += index == 0 ? "\n" : ",\n"
            var members: [(String, String)] = [
                ("userId", task.personID.description), ("id", task.id.description), ("title", quoted(task.title)),
                ("completed", task.isDone ? "true" : "false"),
            ]
            if let due = task.dueDate { members.append(("dueDate", quoted(due.iso))) }
            out += object(members, indent: "    ")
        }
        out += document.tasks.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return Data(out.utf8)
    }

    /// One person as a `users` record of the export format (with `avatar` when given), no trailing line break.
    public static func serialize(_ person: Person, avatar: String?) -> String {
        personObject(person, avatar: avatar, indent: "")
    }

    private static func personObject(_ person: Person, avatar: String?, indent: String) -> String {
        var members: [(String, String)] = [
            ("id", person.id.description), ("name", quoted(person.name)), ("username", quoted(person.username)),
            ("email", quoted(person.email)), ("phone", quoted(person.phone)), ("website", quoted(person.website)),
            ("company", "{ \"name\": \(quoted(person.companyName)) }"), ("biography", quoted(person.biography)),
        ]
        if let avatar { members.append(("avatar", quoted(avatar))) }
        return object(members, indent: indent)
    }

    private static func object(_ members: [(String, String)], indent: String) -> String {
        indent + "{\n" + members.map { "\(indent)  \(quoted($0.0)): \($0.1)" }.joined(separator: ",\n") + "\n\(indent)}"
    }

    /// A JSON string: quotes, backslashes and control characters escaped, everything else as it is.
    static func quoted(_ text: String) -> String {
        var out = "\""
        out.unicodeScalars.reserveCapacity(text.unicodeScalars.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || (0x2028...0x2029).contains(scalar.value):
                out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
