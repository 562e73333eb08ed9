/// What a list shows instead of rows when it has none.
public struct EmptyState: Sendable, Equatable, Codable {
    public var title: String
    public var detail: String
    /// Buttons the empty state offers (an empty directory: New Person and Import…).
    public var actions: [EmptyStateAction] = []
}

extension EmptyState {
    /// What the People list shows instead of rows: no match for the (trimmed) `query`, or
    /// nobody in the directory (`total` 0, with New Person and Import…); nil when it lists someone.
    static func people(query: String, matchCount: Int, total: Int) -> EmptyState? {
        if !query.isEmpty, matchCount == 0 {
            return EmptyState(title: RosterStrings.noMatches(query), detail: RosterStrings.noMatchesDetail)
        }
        if total == 0 {
            return EmptyState(
                title: RosterStrings.noPeopleTitle, detail: RosterStrings.noPeopleDetail,
                actions: [.newPerson, .importFile])
        }
        return nil
    }
}

/// A button of an empty state; each is an app command the front already has.
public enum EmptyStateAction: String, Sendable, Equatable, Codable, CaseIterable {
    case newPerson = "new-person"
    case importFile = "import"

    /// The button's label.
    public var title: String {
        switch self {
        case .newPerson: return L10n.tr("New Person")
        case .importFile: return L10n.tr("Import…")
        }
    }
}
