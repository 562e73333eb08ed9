import RosterSearch

extension PeopleDirectory {
    /// The person at `displayIndex` as the list shows them.
    func row(at displayIndex: Int) -> PersonRow {
        PersonRow(id: id(at: displayIndex), name: name(at: displayIndex), email: email(at: displayIndex), photo: photo(at: displayIndex))
    }

    /// The person at `displayIndex` as the selection shows them.
    func summary(at displayIndex: Int) -> PersonSummary {
        PersonSummary(
            id: id(at: displayIndex), name: name(at: displayIndex), email: email(at: displayIndex),
            company: company(at: displayIndex))
    }
}
