import RosterModel

/// Selection requests from the list: a row or a person picked, handed to the coordinator
/// (`selectionRequestHandler`) when there is one, else selected at once.
extension PeopleViewModel {
    /// The list row of the selected person, when it is listed.
    public var selectedRowIndex: Int? {
        selectedPersonID.flatMap { listing.rowIndex(ofPersonID: $0) }
    }

    /// The row at `index` was selected in the list; nil when the list selection was cleared.
    /// Headers and placeholders cannot be selected and leave the selection as it is.
    public func rowSelected(at index: Int?) {
        guard let index else { return personSelected(id: nil) }
        guard index >= 0, index < listing.rowCount, case .person(let row) = listing.row(at: index) else { return }
        personSelected(id: row.id)
    }

    /// The person with `id` was selected (nil: nobody). With a coordinator
    /// (`selectionRequestHandler`), the request goes there: it may ask about
    /// unsaved changes first, then calls `selectPerson(id:)`.
    public func personSelected(id: PersonID?) {
        guard id != selectedPersonID else { return }
        if let selectionRequestHandler {
            selectionRequestHandler(id)
        } else {
            selectPerson(id: id)
        }
    }
}

extension PeopleViewModel {
    /// The search was submitted (Enter in it): the first person it lists is selected, as a
    /// click on their row would select them. Refused (returns false) when nobody is listed.
    @discardableResult
    public func searchSubmitted() -> Bool {
        guard let first = listing.personRowIndex(after: nil, step: 1) else { return false }
        rowSelected(at: first)
        return true
    }
}
