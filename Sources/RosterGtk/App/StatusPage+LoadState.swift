import GtkKit
import RosterViewModels

extension StatusPage {
    /// Shows a page's load state in `stack`: its "loading" page, this error page
    /// (with the message) on failure, or `readyPage` once loaded.
    func show(_ state: LoadState, in stack: Stack, readyPage: String, spinner: Spinner? = nil) {
        // The loading page's spinner turns only while it shows (an idle spinner costs frames).
        spinner?.isSpinning = state == .loading
        switch state {
        case .loading: stack.visiblePage = "loading"
        case .loaded: stack.visiblePage = readyPage
        case .failed(let message):
            title = message
            stack.visiblePage = "failed"
        }
    }
}
