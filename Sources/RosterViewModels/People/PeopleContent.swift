/// What the People list area shows.
public enum PeopleContent: Sendable, Equatable, Codable {
    /// A spinner with `PeopleViewModel.loadingText`.
    case loading
    /// The error panel: a title, what went wrong, and a Retry button.
    case failed(title: String, detail: String)
    /// No rows: a title and a hint instead of the list.
    case empty(EmptyState)
    /// The list of rows.
    case list

    /// A stable name per case, e.g. for a GtkStack page.
    public var pageName: String {
        switch self {
        case .loading: return "loading"
        case .failed: return "failed"
        case .empty: return "empty"
        case .list: return "list"
        }
    }
}
