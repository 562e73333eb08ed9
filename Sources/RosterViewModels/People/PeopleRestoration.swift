import RosterModel

/// The People screen's restoration state machine: a selection asked for before the people
/// listing it are loaded (a saved session's, or a person just added), and a saved session's
/// scroll position, until the list has come back to them. Owned by `PeopleViewModel`.
struct PeopleRestoration {
    /// A selection to make once a load lists the person.
    private(set) var pendingSelection: PersonID?
    /// Whether `pendingSelection` came from a saved session: then the first load decides it
    /// (someone deleted since is simply not selected), rather than waiting for a later load.
    private var pendingSelectionIsSaved = false
    /// Whether the list should bring the selection into view once: it came back from a saved
    /// session, and may be far down a long list the user had scrolled to.
    private var revealsSelection = false
    /// The person at the top of the list as last scrolled (`listScrolled(topRowIndex:)`).
    var topVisiblePersonID: PersonID?
    /// A saved session's top person, until the list has scrolled there (`takeRowToShowAtTop()`).
    private var restoredTopPersonID: PersonID?

    /// Select `id` once a load lists them (a person just added): until a load does.
    mutating func selectWhenListed(_ id: PersonID) {
        pendingSelection = id
        pendingSelectionIsSaved = false
    }

    /// Select `id` once the first load is in (a saved session's selection).
    mutating func restoreSelection(_ id: PersonID?) {
        pendingSelection = id
        pendingSelectionIsSaved = true
    }

    /// Someone was selected: nothing is pending any more.
    mutating func selectionMade() {
        pendingSelection = nil
    }

    /// A selection pending across a selection made meanwhile (a changed person's summary shown again).
    mutating func keepPending(_ id: PersonID?) {
        pendingSelection = id
    }

    /// A full load lists the pending selection, about to be made: reveal it once when it
    /// came from a saved session.
    mutating func pendingSelectionListed() {
        revealsSelection = pendingSelectionIsSaved
        pendingSelectionIsSaved = false
    }

    /// A full load does not list `pending` (the load started before the add committed): wait
    /// for the next one, unless it came from a saved session (then it is not selected).
    mutating func pendingSelectionNotListed(_ pending: PersonID?) {
        pendingSelection = pendingSelectionIsSaved ? nil : pending
        pendingSelectionIsSaved = false
    }

    /// Whether to reveal the selection, once: true the first time after a saved selection came back.
    mutating func takeRevealsSelection() -> Bool {
        defer { revealsSelection = false }
        return revealsSelection
    }

    /// A saved session's scroll position: `id` at the top of the list.
    mutating func restoreTop(_ id: PersonID?) {
        restoredTopPersonID = id
        topVisiblePersonID = id
    }

    /// The saved top person to scroll to, once; nil otherwise.
    mutating func takeRestoredTop() -> PersonID? {
        defer { restoredTopPersonID = nil }
        return restoredTopPersonID
    }

    /// The selection and top person to save: what was restored, while the list has not come back to it.
    func saved(selected: PersonID?) -> (selection: PersonID?, top: PersonID?) {
        (pendingSelection ?? selected, restoredTopPersonID ?? topVisiblePersonID)
    }
}
