import CGtk
import GtkKit
import RosterViewModels

/// A centred icon, title and description (like AdwStatusPage, which GTK 4.8 lacks).
@MainActor
package final class StatusPage {
    let root = Box(GTK_ORIENTATION_VERTICAL, spacing: 12)
    let icon: Image
    package let title = Label()
    package let detail = Label()

    init(iconName: String) {
        icon = Image(iconName: iconName, pixelSize: 64)
        root.addCSSClass("status-page")
        root.verticalAlignment = GTK_ALIGN_CENTER
        root.horizontalAlignment = GTK_ALIGN_CENTER
        root.expandsVertically = true
        root.append(icon)
        title.addCSSClass("status-title")
        title.wraps = true
        title.justifiesCenter = true
        detail.addCSSClass("dim-label")
        detail.wraps = true
        detail.justifiesCenter = true
        // Wrap within a narrow pane rather than widen (and clip) it.
        title.maximumWidthInCharacters = 36
        detail.maximumWidthInCharacters = 34
        root.append(title)
        root.append(detail)
    }

    /// Shows a page's load state in `stack`: its "loading" page, this error page
    /// (with the message) on failure, or `readyPage` once loaded.
    func show(_ state: LoadState, in stack: Stack, readyPage: String, spinner: Spinner? = nil) {
        // The loading page's spinner turns only while it shows (an idle spinner costs frames).
        spinner?.isSpinning = state == .loading
        switch state {
        case .loading: stack.visiblePage = "loading"
        case .loaded: stack.visiblePage = readyPage
        case .failed(let message):
            title.text = message
            stack.visiblePage = "failed"
        }
    }
}
