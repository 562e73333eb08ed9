import GtkKit
import RosterViewModels

/// A person's History: their changes, newest first, in a boxed list (what changed, with when
/// and who under it), in a modal window over the main one, its header naming the person.
/// Shown while `app.history` is set; Close, Escape and the window's own closing close it.
@MainActor
package final class HistoryDialog {
    // Made on first use, put together on the first show (`build()`): most runs open no
    // History, and the main window's first frame need not wait for this one.
    package var window: Window { shell.window }
    package private(set) lazy var heading = WindowTitle(title: HistoryViewModel.title)
    package private(set) lazy var close = Button(label: HistoryViewModel.closeTitle)
    package private(set) lazy var pages = Stack(transition: .crossfade)
    package private(set) lazy var list = ListBox(selectionMode: .none)
    /// Instead of rows: why the history cannot be read, or that there is none.
    package private(set) lazy var status = StatusPage(iconName: "document-open-recent-symbolic")
    package private(set) lazy var empty = StatusPage(iconName: "document-open-recent-symbolic")
    package private(set) lazy var spinner = Spinner()
    /// The rows shown, newest first.
    package private(set) var rows: [ActionRow] = []
    private weak var app: AppViewModel?
    private let parent: Window
    /// The window, made and put together on the first show.
    private let shell = DialogWindow()
    /// Whether the dialog is open (read without building it).
    package var isShown: Bool { shell.isShown }
    private let bindings = BindingBag()

    /// What the dialog shows of a History, compared to redraw only on a change.
    private struct Shown: Equatable {
        var person: String
        var state: LoadState
        var rows: [HistoryViewModel.Row]
        var empty: String?
    }

    init(app: AppViewModel, parent: Window) {
        self.app = app
        self.parent = parent
        bindings.bind(
            { app.history.map { Shown(person: $0.personName, state: $0.loadState, rows: $0.rows, empty: $0.emptyText) } },
            name: .history
        ) { [weak self] shown in self?.show(shown) }
    }

    private func build() { shell.assembleOnce(assemble) }

    private func assemble() {
        window.title = HistoryViewModel.title
        window.setTransient(for: parent)
        window.isModal = true
        // Narrow enough for a phone-width window; it grows with the main one's user.
        window.setDefaultSize(width: 360, height: 520)
        let header = HeaderBar()
        header.setTitleWidget(heading)
        header.showsEndTitleButtons = false
        header.packEnd(close)
        window.setTitlebar(header)
        window.addCSSClass("history-dialog")

        list.addCSSClass("boxed-list")
        list.accessibleName = HistoryViewModel.title
        let content = Box(.vertical, spacing: 0)
        content.addCSSClass("history-list")
        content.setMargins(top: 12, bottom: 12, start: 12, end: 12)
        content.append(list)
        let scroller = ScrolledWindow(child: Clamp(child: content, maximumWidth: 640), horizontal: .never, vertical: .automatic)
        scroller.expandsVertically = true
        pages.addPage(spinner, name: "loading")
        pages.addPage(status, name: "failed")
        pages.addPage(empty, name: "empty")
        pages.addPage(scroller, name: "rows")
        window.setChild(pages)

        let dismiss: @MainActor () -> Void = { [weak self] in self?.app?.historyClosed() }
        close.onClicked(dismiss)
        window.addShortcut("Escape", dismiss)
        window.onCloseRequested {
            dismiss()
            return true
        }
    }

    private func show(_ shown: Shown?) {
        guard let shown else {
            shell.hide()
            return
        }
        build()
        heading.subtitle = shown.person
        status.show(shown.state, in: pages, readyPage: shown.empty == nil ? "rows" : "empty", spinner: spinner)
        empty.title = shown.empty ?? ""
        rows.forEach(list.remove)
        rows = shown.rows.map { ActionRow(title: $0.text, subtitle: $0.subtitle) }
        rows.forEach(list.append)
        if !window.isVisible {
            window.present()
            close.grabFocus()
        }
    }
}
