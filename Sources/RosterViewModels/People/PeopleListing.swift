import RosterModel
import RosterSearch

/// The People list as shown: sections, their people and the flattened rows a
/// list widget displays. A value: cheap to copy (it shares its storage), and
/// rows are produced on demand so that 100,000 matches cost no per-row work.
public struct PeopleListing: Sendable {
    /// One section and the slice of `matches` it shows.
    public struct Section: Sendable, Equatable {
        public var kind: PeopleSectionKind
        /// Range in `matches` of the section's people.
        var range: Range<Int>
        /// First row (the header) of the section in `rows`, or nil when hidden from the rows.
        var headerRow: Int?
        public var title: String { kind.title }
        public var count: Int { range.count }
    }

    let directory: PeopleDirectory
    /// Display indexes into `directory`, in display order.
    let matches: [Int32]
    /// Every listed section, in order; the three letter sections are always here.
    public let sections: [Section]
    /// How many rows the list shows (headers, people and empty-section placeholders).
    public let rowCount: Int
    /// The trimmed search text these rows answer ("" when not searching).
    public let query: String
    /// Tells this listing apart from the others one view model showed (0: none given).
    public internal(set) var revision = 0
    /// How these rows differ from those of the listing `rowChanges.baseRevision`,
    /// when that is known (a change to one person); nil: show them afresh.
    public internal(set) var rowChanges: RowChanges?

    /// At `position`, `removed` rows went and `added` rows came (positions as left
    /// by the splices before it).
    public struct RowSplice: Sendable, Equatable {
        public var position: Int
        public var removed: Int
        public var added: Int
    }

    /// The rows of one listing as edits of another's: apply `splices` in order to
    /// the rows of the listing `baseRevision`; then every row may show new content
    /// (a header's count, an edited person), so the visible rows are shown again.
    public struct RowChanges: Sendable, Equatable {
        public var baseRevision: Int
        public var splices: [RowSplice]
    }

    /// Which sections show rows, and which show the empty placeholder: two listings
    /// with the same shape differ only in person rows.
    var shape: [Int] {
        sections.map { section in section.headerRow == nil ? -1 : section.kind.rawValue * 2 + (section.range.isEmpty ? 1 : 0) }
    }

    /// - Parameter query: while searching (non-empty), sections without matches show no rows.
    init(directory: PeopleDirectory, matches: [Int32], query: String) {
        let isSearching = !query.isEmpty
        self.query = query
        self.directory = directory
        self.matches = matches
        var sections: [Section] = []
        var cursor = 0
        var row = 0
        for kind in PeopleSectionKind.allCases {
            let end = Int32(directory.sectionStarts[kind.rawValue + 1])
            // Matches are in display order, so each section's matches are contiguous:
            // its end is the first match at or past the next section's start.
            var low = cursor
            var high = matches.count
            while low < high {
                let mid = (low + high) / 2
                if matches[mid] < end { low = mid + 1 } else { high = mid }
            }
            let next = low
            let count = next - cursor
            if count > 0 || kind.isAlwaysPresent {
                let showsRows = count > 0 || !isSearching
                sections.append(Section(kind: kind, range: cursor..<next, headerRow: showsRows ? row : nil))
                if showsRows { row += 1 + max(count, 1) }
            }
            cursor = next
        }
        self.sections = sections
        self.rowCount = matches.isEmpty && isSearching ? 0 : row
    }

    static let empty = PeopleListing(directory: .empty, matches: [], query: "")

    /// How many people are listed.
    public var matchCount: Int { matches.count }

    /// The people of `section`, in order.
    public func people(in section: Section) -> some RandomAccessCollection<PersonRow> {
        matches[section.range].lazy.map { directory.row(at: Int($0)) }
    }

    /// The row at `index` of the flattened list.
    public func row(at index: Int) -> PeopleRow {
        precondition(index >= 0 && index < rowCount, "row \(index) out of 0..<\(rowCount)")
        // At most four sections: a linear walk is the fastest lookup.
        for section in sections.reversed() {
            guard let header = section.headerRow, header <= index else { continue }
            if index == header { return .header(title: section.title, count: section.count) }
            if section.range.isEmpty { return .placeholder(text: RosterStrings.emptySection) }
            return .person(directory.row(at: Int(matches[section.range.lowerBound + index - header - 1])))
        }
        preconditionFailure("row \(index) belongs to no section")
    }

    /// The row showing the person with `id`, if listed.
    public func rowIndex(ofPersonID id: PersonID) -> Int? {
        guard let displayIndex = directory.displayIndex(ofID: id) else { return nil }
        for section in sections {
            guard let header = section.headerRow else { continue }
            let slice = matches[section.range]
            // Binary search: matches are sorted ascending.
            var low = slice.startIndex
            var high = slice.endIndex
            while low < high {
                let mid = (low + high) / 2
                if Int(matches[mid]) < displayIndex { low = mid + 1 } else { high = mid }
            }
            if low < slice.endIndex, Int(matches[low]) == displayIndex {
                return header + 1 + (low - section.range.lowerBound)
            }
        }
        return nil
    }
}
