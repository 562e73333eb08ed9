import GtkKit
import RosterGtk
import RosterTesting

extension WidgetSnapshot {
    /// A person's History as its dialog shows it, while it is shown: whose (the header's
    /// subtitle), the page it shows, its rows' titles and subtitles, and Close.
    static func history(_ window: MainWindow) -> ScreenSnapshot.History? {
        let dialog = window.historyDialog
        guard dialog.isShown else { return nil }
        let page = dialog.pages.visiblePage
        let state: ScreenSnapshot.PageState
        switch page {
        case "failed": state = .failed(dialog.status.title)
        case "loading": state = .loading(spinner: dialog.spinner.isSpinning)
        default: state = .ready
        }
        return ScreenSnapshot.History(
            person: dialog.heading.subtitle, state: state,
            rows: page == "rows" ? dialog.rows.map { ScreenSnapshot.History.rowText(title: $0.title, subtitle: $0.subtitle) } : [],
            empty: page == "empty" ? dialog.empty.title : nil, controls: [control(dialog.close)])
    }
}
