import GtkKit
import RosterGtk

/// Drives the real widgets and reads them back, as a user (or a test, or a
/// benchmark) would: typing, clicking, selecting, and reading what is shown.
extension MainWindow {
    /// Types `text` into the search entry (replacing what is there).
    public func typeSearch(_ text: String) { searchEntry.type(text) }

    /// The search entry's text.
    public var searchText: String { searchEntry.text }

    /// Presses Escape in the search entry.
    public func stopSearch() { searchEntry.emitStopSearch() }

    /// The name of the page the list area shows: loading, failed, empty or list.
    public var listPage: String? { listPane.stack.visiblePage }

    /// The count line as shown.
    public var countLine: String { listPane.countLabel.text }

    /// The error panel's title and detail as shown.
    public var errorMessage: String { listPane.errorPage.title + ". " + listPane.errorPage.details }

    /// The empty state's title as shown.
    public var emptyTitle: String { listPane.emptyPage.title }

    /// Clicks the error panel's Retry button.
    public func clickRetry() { listPane.retryButton.clickWhenShown() }

    /// How many rows the list holds.
    public var rowCount: Int { listPane.list.count }

    /// The texts of the rows GTK has built (the visible ones), by row index.
    public var shownRows: [(index: Int, texts: [String])] {
        listPane.list.boundRows.map { ($0.index, $0.row.visibleTexts) }
    }

    /// Selects row `index` as a click would.
    public func selectRow(_ index: Int) {
        // A click on a row also moves keyboard focus into the list.
        listPane.list.grabFocus()
        listPane.list.userSelects(index)
    }

    /// The list's selected row.
    public var selectedRow: Int? { listPane.list.selectedIndex }

    /// Moves keyboard focus to the list.
    public func focusList() { listPane.list.grabFocus() }

    /// Presses `trigger` (e.g. `<Control>f`, `Delete`) as far as shortcuts go: the shortcuts
    /// of the focused widget and its ancestors, then the window's. Returns whether one handled it.
    @discardableResult
    public func pressShortcut(_ trigger: String) -> Bool { window.activateShortcut(trigger) }

    /// Whether the search entry has keyboard focus.
    public var searchHasFocus: Bool { searchEntry.containsFocus }

}
