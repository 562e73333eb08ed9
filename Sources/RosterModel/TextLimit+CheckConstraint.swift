extension TextLimit {
    /// The SQL `CHECK` constraint that holds `column` to this limit, for the engines' schemas
    /// (SQLite and PostgreSQL); with `required`, it must also hold more than spaces.
    ///
    /// One text serves both dialects: in each, `length` of a text counts Unicode scalars (code
    /// points, in PostgreSQL's UTF-8 databases) and `trim` strips spaces at both ends (PostgreSQL
    /// stores it as `btrim`). SQL cannot count characters (grapheme clusters), so the constraint
    /// bounds the scalars; the model checks the characters before every write.
    public func checkConstraint(on column: String, required: Bool = false) -> String {
        let nonBlank = required ? "length(trim(\(column))) >= 1 AND " : ""
        return "CHECK (\(nonBlank)length(\(column)) <= \(scalars))"
    }
}
