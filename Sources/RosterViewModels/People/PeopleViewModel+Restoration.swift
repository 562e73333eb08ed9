import RosterModel

/// Restoration: the People screen comes back as the user left it (search, selection,
/// scroll position), through `PeopleRestoration`.
extension PeopleViewModel {
    /// What the People screen needs to come back as the user left it.
    public struct RestorableState: Codable, Sendable, Equatable {
        /// The search text as typed.
        public var searchText: String
        /// The selected person; nil: nobody.
        public var selectedPersonID: PersonID?
        /// The person at the top of the list as it was scrolled (a person rather than a row
        /// number, so that people added or removed above do not move it); nil: the top of
        /// the list. Optional, so state saved before it existed still reads (as nil).
        public var topVisiblePersonID: PersonID?

        /// The state of a People screen searching `searchText` with `selectedPersonID` selected,
        /// scrolled so that `topVisiblePersonID` is the top row.
        public init(searchText: String, selectedPersonID: PersonID?, topVisiblePersonID: PersonID? = nil) {
            self.searchText = searchText
            self.selectedPersonID = selectedPersonID
            self.topVisiblePersonID = topVisiblePersonID
        }
    }

    /// The list was scrolled: `topRowIndex` is the row now at its top (nil: no rows shown).
    /// A section header at the top counts as the first person under it. Cheap: the list may
    /// report every frame it scrolls.
    public func listScrolled(topRowIndex: Int?) {
        guard loadState == .loaded else { return }
        guard let topRowIndex, topRowIndex >= 0 else {
            restoration.topVisiblePersonID = nil
            return
        }
        restoration.topVisiblePersonID =
            (topRowIndex..<listing.rowCount).lazy.compactMap { index -> PersonID? in
                if case .person(let row) = self.listing.row(at: index) { return row.id }
                return nil
            }.first
    }

    /// The row to scroll to the top of the list, once after a saved session's scroll position
    /// was restored and the people are loaded (the person's section header when they are
    /// the first under it); nil otherwise, and when that person is not listed any more.
    /// A selection to reveal (`takeRowToReveal()`) gives way to it: the list shows where it was.
    public func takeRowToShowAtTop() -> Int? {
        // Not while only the first page is in: that person may be further down.
        guard loadState == .loaded, !isShowingFirstPageOnly, let id = restoration.takeRestoredTop() else { return nil }
        guard let row = listing.rowIndex(ofPersonID: id) else { return nil }
        if row > 0, case .header = listing.row(at: row - 1) { return row - 1 }
        return row
    }

    /// The selected row, once after a saved session's selection was restored (the list scrolls
    /// it into view); nil otherwise, and from then on.
    public func takeRowToReveal() -> Int? {
        restoration.takeRevealsSelection() ? selectedRowIndex : nil
    }

    /// The state to save when the app quits.
    public var restorableState: RestorableState {
        let saved = restoration.saved(selected: selectedPersonID)
        return RestorableState(searchText: searchText, selectedPersonID: saved.selection, topVisiblePersonID: saved.top)
    }

    /// Restores a saved state; the selection is resolved once people are loaded.
    public func restore(_ state: RestorableState) {
        searchTextChanged(state.searchText)
        restoration.restoreTop(state.topVisiblePersonID)
        if loadState == .loaded {
            selectPerson(id: state.selectedPersonID)
        } else {
            restoration.restoreSelection(state.selectedPersonID)
        }
    }
}
