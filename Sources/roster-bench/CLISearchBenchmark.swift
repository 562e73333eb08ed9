import Foundation

/// `roster-cli people --search QUERY` as a process, against the `sqlite3` shell
/// answering the same search on the same database file: each is started `runs`
/// times, in turn (so both see the same machine load), and timed from launch to
/// exit; medians are compared.
struct CLISearchBenchmark {
    let cli: String
    let databasePath: String
    let runs: Int

    struct Result {
        var query: String
        var matches: Int
        var cliMilliseconds: Double
        /// `sqlite3` with LIKE over the three raw columns: the figure issue 12 compares with.
        var likeMilliseconds: Double
        /// `sqlite3` running the query `roster-cli` runs (instr over the folded column, and the count).
        var sameSQLMilliseconds: Double
        var ratio: Double { cliMilliseconds / likeMilliseconds }
    }

    func run(query: String) throws -> Result {
        let cliArguments = ["people", "--database", databasePath, "--search", query]
        let like = Self.likePattern(query)
        let likeSQL = """
            SELECT id, name, email FROM person
            WHERE name LIKE \(like) ESCAPE '\\' OR username LIKE \(like) ESCAPE '\\' OR email LIKE \(like) ESCAPE '\\'
            ORDER BY name;
            """
        // The query is ASCII letters and spaces in this benchmark: folded, it is its lower-case form.
        let folded = Self.quoted(query.lowercased())
        let sameSQL = """
            SELECT count(*) FROM person;
            SELECT id, name, email, companyName, searchText, username FROM person WHERE id IN
            (SELECT id FROM person WHERE searchText IS NULL OR instr(searchText, \(folded)) > 0);
            """
        let sqlite = try Self.sqlite3()
        let output = try Self.capture(cli, cliArguments)
        // The count line: "123 of 100,000 people".
        let matches = Int(String(output.split(separator: "\n").last?.split(separator: " ").first?.filter(\.isNumber) ?? "")) ?? -1

        var cliTimes: [Double] = []
        var likeTimes: [Double] = []
        var sameTimes: [Double] = []
        for _ in 0..<runs {
            cliTimes.append(try Self.time(cli, cliArguments))
            likeTimes.append(try Self.time(sqlite, ["-readonly", databasePath, likeSQL]))
            sameTimes.append(try Self.time(sqlite, ["-readonly", databasePath, sameSQL]))
        }
        return Result(
            query: query, matches: matches, cliMilliseconds: Measurements.percentile(cliTimes, 0.5),
            likeMilliseconds: Measurements.percentile(likeTimes, 0.5),
            sameSQLMilliseconds: Measurements.percentile(sameTimes, 0.5))
    }

    /// `'%query%'` with LIKE's wildcards and its escape character escaped, quoted for SQL.
    static func likePattern(_ query: String) -> String {
        var escaped = ""
        for character in query {
            if character == "%" || character == "_" || character == "\\" { escaped.append("\\") }
            escaped.append(character)
        }
        return quoted("%" + escaped + "%")
    }

    static func quoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "''") + "'" }

    /// The `sqlite3` shell on the PATH.
    static func sqlite3() throws -> String {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
            let path = "\(folder)/sqlite3"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        throw BenchmarkError("sqlite3 is not installed (make test-deps installs it)")
    }

    /// Milliseconds from launching `executable` to its exit; its output is discarded.
    static func time(_ executable: String, _ arguments: [String]) throws -> Double {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        var status: Int32 = 0
        let milliseconds = try Measurements.milliseconds {
            try process.run()
            process.waitUntilExit()
            status = process.terminationStatus
        }
        guard status == 0 else { throw BenchmarkError("\(executable) \(arguments) exited with \(status)") }
        return milliseconds
    }

    /// What `executable` prints to standard output.
    static func capture(_ executable: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
