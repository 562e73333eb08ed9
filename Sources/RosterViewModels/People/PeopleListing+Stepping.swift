extension PeopleListing {
    /// Where the keyboard lands stepping through the list from `row` by `step` rows (1: down,
    /// -1: up, a page's worth for Page Down): the first person row (never a section header or
    /// an empty section's placeholder) from there on in the step's direction; when none lies
    /// that way, the last one short of it, so a step past either end stops at the last person
    /// there (possibly `row` itself). From the top, or the bottom going up, when `row` is nil.
    ///
    /// How the keyboard moves through the list on every front. Nil only when nobody is listed.
    public func personRowIndex(after row: Int?, step: Int) -> Int? {
        guard rowCount > 0, step != 0 else { return nil }
        let direction = step > 0 ? 1 : -1
        let landing = min(max(row.map { $0 + step } ?? (direction > 0 ? 0 : rowCount - 1), 0), rowCount - 1)
        let isPerson = { (index: Int) in if case .person = self.row(at: index) { true } else { false } }
        let end = direction > 0 ? rowCount : -1
        if let found = stride(from: landing, to: end, by: direction).first(where: isPerson) { return found }
        let start = direction > 0 ? -1 : rowCount
        return stride(from: landing - direction, to: start, by: -direction).first(where: isPerson)
    }
}
