extension PersonRules {
    /// A column of the person table that the rules bound.
    public enum Column: Sendable, CaseIterable {
        case name, username, email, phone, website, companyName, biography, avatarPath
    }

    /// The SQL `CHECK` constraints that hold `column`, called `name` in the engine's schema, to
    /// the rules: written once for both engines' person tables (SQLite and PostgreSQL), which
    /// hold other clients (`sqlite3`, `psql`) to the rules too. They are what SQL checks simply;
    /// the model checks more (an email's domain, a website's host) before every write.
    /// - Parameters:
    ///   - column: the bounded column.
    ///   - name: the column's name in the engine's schema.
    ///   - position: the engine's function for where one text starts in another,
    ///     counted from 1: SQLite's `instr`, PostgreSQL's `strpos`.
    public static func checkConstraints(of column: Column, named name: String, position: String) -> String {
        switch column {
        case .name: return nameLimit.checkConstraint(on: name, required: true)
        case .username: return usernameLimit.checkConstraint(on: name)
        // Something before the "@".
        case .email: return "\(emailLimit.checkConstraint(on: name, required: true)) CHECK (\(position)(\(name), '@') > 1)"
        case .phone: return phoneLimit.checkConstraint(on: name)
        case .website:
            let scheme = "CHECK (\(name) = '' OR \(name) LIKE 'http://%' OR \(name) LIKE 'https://%')"
            return "\(websiteLimit.checkConstraint(on: name)) \(scheme)"
        case .companyName: return companyLimit.checkConstraint(on: name)
        case .biography: return biographyLimit.checkConstraint(on: name)
        // A path (copied into Roster's avatar folder), or none.
        case .avatarPath: return "CHECK (\(name) IS NULL OR length(\(name)) BETWEEN 1 AND 4096)"
        }
    }
}
