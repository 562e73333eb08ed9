import Foundation
import RosterModel
import RosterViewModels

extension ScenarioParser {
    /// The steps, for `help` and error messages.
    public static let grammar = """
        data "PEOPLE.json" (first line: start with these people instead of the sample team)
        open as reader|member|admin|owner "NAME" (before every step: the directory as that login and part sees it)
        open asking password "SECRET" (before every step: the directory's server asks for this password)
        search "TEXT" | clear search | select "NAME" | open profile|tasks
        set name|email|phone|website|company|bio "VALUE" | tap save|revert|retry|add|undo|dismiss|remove-photo
        tap new-person|delete-person|undo-delete|dismiss-delete|close-report | import "FILE"
        import url "URL" (Import from URL…: typed into the dialog, Import; the scenario's folder serves URL's path + .json)
        type url "URL" (the dialog stays open) | cancel url
        export as json|vcard (Export…: that filter chosen, the file name follows it; saved in a scratch folder)
        choose avatar "FILE" | answer save|discard|cancel | close window
        add task "TITLE" [due "YYYY-MM-DD"] | type task "TITLE" [due "…"] (no Add) | toggle task "TITLE" | delete task "TITLE" | rename task "TITLE" to "NEW"
        pick due day "YYYY-MM-DD" (in the due date's calendar) | type due date "TEXT" (as the locale writes dates, or YYYY-MM-DD)
        clear due date (No Due Date) | undo | filter all|open|done | advance N(d|h|m) | fail reads "WHY" | fail writes "WHY" | fix store
        hold imports (an import then stops mid-way, progress shown) | release imports (it finishes)
        restart (quit saving the session, relaunch) | crash (end saving nothing, relaunch) | tap discard-draft
        crash meanwhile elsewhere set FIELD of "NAME" to "VALUE" (the change lands while the app is down)
        elsewhere set name|email|phone|website|company|bio of "NAME" to "VALUE" (another writer changes the store)
        tap show-theirs|keep-mine|merge (the conflict's buttons) | tap history|close-history (the shown person's History)
        type password "TEXT" (into the password dialog) | tap remember-password|sign-in|cancel-sign-in (its buttons)
        expect PATH = VALUE | expect transcript (then a block between \"\"\" lines)
        """

    static func parseStep(_ tokens: [Token], line: Int) throws(ParseError) -> ScenarioStep {
        var reader = TokenReader(tokens: tokens, line: line)
        let verb = try reader.word()
        let step: ScenarioStep
        switch verb {
        case "search": step = .search(try reader.string())
        case "clear":
            if reader.hasMore, !reader.tokens[reader.index].isQuoted, reader.tokens[reader.index].text == "due" {
                try reader.keyword("due")
                try reader.keyword("date")
                step = .clearDueDate
            } else {
                try reader.keyword("search")
                step = .clearSearch
            }
        case "pick":
            try reader.keyword("due")
            try reader.keyword("day")
            let token = try reader.next("a day written YYYY-MM-DD")
            guard token.isQuoted, let day = CalendarDay(iso: token.text) else {
                throw ParseError(line: line, column: token.column, message: "expected a day written \"YYYY-MM-DD\", not “\(token.text)”")
            }
            step = .pickDueDay(day)
        case "select": step = .select(try reader.string())
        case "open": step = .open(try reader.choice(DetailPage.allCases.map(\.rawValue), of: "page", map: { DetailPage(rawValue: $0)! }))
        case "set":
            let field = try reader.choice(["name", "email", "phone", "website", "company", "bio"], of: "field") {
                ProfileField(scenarioName: $0)!
            }
            step = .set(field, try reader.string())
        case "tap":
            step = .tap(
                try reader.choice(ScenarioStep.TapTarget.allCases.map(\.rawValue), of: "button") { ScenarioStep.TapTarget(rawValue: $0)! })
        case "choose":
            try reader.keyword("avatar")
            step = .chooseAvatar(try reader.string())
        case "import":
            if reader.hasMore, !reader.tokens[reader.index].isQuoted, reader.tokens[reader.index].text == "url" {
                try reader.keyword("url")
                step = .importURL(try reader.string())
            } else {
                step = .importFile(try reader.string())
            }
        case "cancel":
            try reader.keyword("url")
            step = .cancelURL
        case "export":
            try reader.keyword("as")
            step = .exportFile(
                try reader.choice(DirectoryTransfer.ExportFormat.allCases.map(\.rawValue), of: "format") {
                    DirectoryTransfer.ExportFormat(rawValue: $0)!
                })
        case "answer":
            step = .answer(
                try reader.choice(UnsavedChangesAnswer.allCases.map(\.rawValue), of: "answer") { UnsavedChangesAnswer(rawValue: $0)! })
        case "close":
            try reader.keyword("window")
            step = .closeWindow
        case "add":
            try reader.keyword("task")
            let title = try reader.string()
            var due: String?
            if reader.hasMore {
                try reader.keyword("due")
                due = try reader.string()
            }
            step = .addTask(title, due: due)
        case "type"
        where reader.hasMore
            && reader.tokens[reader.index] == .init(text: "url", isQuoted: false, column: reader.tokens[reader.index].column):
            try reader.keyword("url")
            step = .typeURL(try reader.string())
        case "type" where reader.hasMore && !reader.tokens[reader.index].isQuoted && reader.tokens[reader.index].text == "password":
            try reader.keyword("password")
            step = .typePassword(try reader.string())
        case "type" where reader.hasMore && !reader.tokens[reader.index].isQuoted && reader.tokens[reader.index].text == "due":
            try reader.keyword("due")
            try reader.keyword("date")
            step = .typeDueDate(try reader.string())
        case "type":
            try reader.keyword("task")
            let title = try reader.string()
            var due: String?
            if reader.hasMore {
                try reader.keyword("due")
                due = try reader.string()
            }
            step = .typeTask(title, due: due)
        case "toggle":
            try reader.keyword("task")
            step = .toggleTask(try reader.string())
        case "delete":
            try reader.keyword("task")
            step = .deleteTask(try reader.string())
        case "rename":
            try reader.keyword("task")
            let title = try reader.string()
            try reader.keyword("to")
            step = .renameTask(title, to: try reader.string())
        case "undo": step = .tap(.undo)
        case "filter": step = .filter(try reader.choice(TaskFilter.allCases.map(\.rawValue), of: "filter") { TaskFilter(rawValue: $0)! })
        case "advance": step = .advance(seconds: try reader.duration())
        case "fail":
            let what = try reader.choice(["reads", "writes"], of: "what to fail") { $0 }
            let reason = try reader.string()
            step = what == "reads" ? .failReads(reason) : .failWrites(reason)
        case "fix":
            try reader.keyword("store")
            step = .fixStore
        case "hold":
            try reader.keyword("imports")
            step = .holdImports
        case "release":
            try reader.keyword("imports")
            step = .releaseImports
        case "disconnect":
            try reader.keyword("store")
            step = .disconnectStore
        case "reconnect":
            try reader.keyword("store")
            step = .reconnectStore
        case "elsewhere":
            let (name, field, value) = try reader.elsewhereSet()
            step = .elsewhereSet(person: name, field, value)
        case "restart": step = .restart
        case "crash":
            if reader.hasMore {
                try reader.keyword("meanwhile")
                try reader.keyword("elsewhere")
                let (name, field, value) = try reader.elsewhereSet()
                step = .crashMeanwhile(person: name, field, value)
            } else {
                step = .crash
            }
        case "expect":
            let pathToken = try reader.next("a path")
            guard !pathToken.isQuoted, let path = ScreenPath(pathToken.text) else {
                throw ParseError(
                    line: line, column: pathToken.column,
                    message: "unknown path “\(pathToken.text)”; paths: \(ScreenPath.names.joined(separator: ", "))")
            }
            try reader.keyword("=")
            step = .expectValue(path, try reader.rest())
            return step
        default:
            throw ParseError(line: line, column: tokens[0].column, message: "unknown step “\(verb)”. Steps:\n\(grammar)")
        }
        try reader.end()
        return step
    }
}

/// Reads the tokens of one line, with errors that point at the offending token.
struct TokenReader {
    let tokens: [ScenarioParser.Token]
    let line: Int
    var index = 0

    var hasMore: Bool { index < tokens.count }

    private var endColumn: Int {
        guard let last = tokens.last else { return 1 }
        return last.column + last.text.count + (last.isQuoted ? 2 : 0)
    }

    mutating func next(_ expected: String) throws(ScenarioParser.ParseError) -> ScenarioParser.Token {
        guard index < tokens.count else {
            throw ScenarioParser.ParseError(line: line, column: endColumn + 1, message: "expected \(expected) at the end of the line")
        }
        defer { index += 1 }
        return tokens[index]
    }

    mutating func word() throws(ScenarioParser.ParseError) -> String { try next("a step").text }

    mutating func string() throws(ScenarioParser.ParseError) -> String {
        let token = try next("a \"quoted string\"")
        guard token.isQuoted else {
            throw ScenarioParser.ParseError(line: line, column: token.column, message: "expected a \"quoted string\", found \(token.text)")
        }
        return token.text
    }

    mutating func keyword(_ keyword: String) throws(ScenarioParser.ParseError) {
        let token = try next("“\(keyword)”")
        guard !token.isQuoted, token.text == keyword else {
            throw ScenarioParser.ParseError(line: line, column: token.column, message: "expected “\(keyword)”, found \(token.text)")
        }
    }

    mutating func choice<T>(_ options: [String], of kind: String, map: (String) -> T) throws(ScenarioParser.ParseError) -> T {
        let token = try next("a \(kind) (\(options.joined(separator: ", ")))")
        guard !token.isQuoted, options.contains(token.text) else {
            throw ScenarioParser.ParseError(
                line: line, column: token.column,
                message: "unknown \(kind) “\(token.text)”; expected one of \(options.joined(separator: ", "))")
        }
        return map(token.text)
    }

    mutating func duration() throws(ScenarioParser.ParseError) -> Double {
        let token = try next("a duration such as 1d, 3h or 30m")
        let units: [Character: Double] = ["d": 86_400, "h": 3_600, "m": 60]
        guard let unit = token.text.last, let seconds = units[unit], let amount = Double(token.text.dropLast()), amount >= 0 else {
            throw ScenarioParser.ParseError(
                line: line, column: token.column, message: "expected a duration such as 1d, 3h or 30m, found \(token.text)")
        }
        return amount * seconds
    }

    /// The rest of the line: one quoted string, or the bare words joined by spaces.
    mutating func rest() throws(ScenarioParser.ParseError) -> String {
        let remaining = tokens[index...]
        index = tokens.count
        guard let first = remaining.first else {
            throw ScenarioParser.ParseError(line: line, column: endColumn + 1, message: "expected a value after “=”")
        }
        if first.isQuoted, remaining.count == 1 { return first.text }
        return remaining.map(\.text).joined(separator: " ")
    }

    /// `set FIELD of "NAME" to "VALUE"`, after `elsewhere`.
    mutating func elsewhereSet() throws(ScenarioParser.ParseError) -> (String, ProfileField, String) {
        try keyword("set")
        let field = try choice(["name", "email", "phone", "website", "company", "bio"], of: "field") { ProfileField(scenarioName: $0)! }
        try keyword("of")
        let name = try string()
        try keyword("to")
        return (name, field, try string())
    }

    func end() throws(ScenarioParser.ParseError) {
        guard index < tokens.count else { return }
        throw ScenarioParser.ParseError(line: line, column: tokens[index].column, message: "unexpected “\(tokens[index].text)”")
    }
}
