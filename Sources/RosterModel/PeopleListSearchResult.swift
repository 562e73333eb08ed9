/// The answer to a search of the directory as a people list needs it
/// (`PeopleStore.searchPeopleList(matching:)`): the matches, packed.
public struct PeopleListSearchResult: Sendable, Equatable {
    /// The people matching the search, in no particular order (the view model decides it).
    public var columns: PeopleListColumns
    /// How many people the directory holds in all, matching or not.
    public var total: Int

    /// A result listing `columns` out of `total`.
    public init(columns: PeopleListColumns, total: Int) {
        self.columns = columns
        self.total = total
    }
}
