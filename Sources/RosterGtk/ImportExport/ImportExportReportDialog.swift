import GtkKit
import RosterViewModels

/// The modal report of an import or export: an icon, the title (error styling
/// when it failed) and its lines, scrollable when there are many, and Close.
/// Shown while `importExport.report` is set.
@MainActor
package final class ImportExportReportDialog {
    // Made on first use, put together on the first report (`build()`), not before the main
    // window's first frame.
    package var window: Window { shell.window }
    private(set) lazy var icon = Image(iconName: "dialog-error-symbolic", pixelSize: 48)
    package private(set) lazy var title = Label()
    package private(set) lazy var lines = TextView()
    package private(set) lazy var linesScroller = ScrolledWindow(child: lines, horizontal: .never, vertical: .automatic)
    package private(set) lazy var close = Button(label: ControlNames.closeReport)
    private let importExport: ImportExportViewModel
    private let parent: Window
    private let appTitle: String
    /// The window, made and put together on the first show.
    private let shell = DialogWindow()
    /// Whether the dialog is open (read without building it).
    package var isShown: Bool { shell.isShown }
    private let bindings = BindingBag()

    init(importExport: ImportExportViewModel, parent: Window, appTitle: String) {
        self.importExport = importExport
        self.parent = parent
        self.appTitle = appTitle
        bindings.bind({ importExport.report }, name: .importExportReport) { [weak self] report in self?.show(report) }
    }

    private func build() { shell.assembleOnce(assemble) }

    private func assemble() {
        window.becomeImportExportDialog(title: appTitle, over: parent, width: 560, resizable: true)

        let content = Box(.vertical, spacing: 12)
        content.addCSSClass("import-export-dialog-content")
        icon.halign = .center
        content.append(icon)
        title.addCSSClass("import-export-dialog-heading")
        title.wraps = true
        title.justifiesCenter = true
        content.append(title)
        lines.isEditable = false
        lines.setTextMargins(8)
        lines.addCSSClass("report-lines")
        linesScroller.hasFrame = true
        // Short reports fit; long ones (thousands of lines) scroll inside a window that fits the screen.
        linesScroller.fitContent(maxHeight: 360)
        linesScroller.expandsVertically = true
        content.append(linesScroller)
        close.addCSSClass("suggested-action")
        close.halign = .end
        content.append(close)
        window.setChild(content)
        window.setDefaultWidget(close)

        let dismiss: @MainActor () -> Void = { [weak importExport] in importExport?.reportDismissed() }
        close.onClicked(dismiss)
        window.addShortcut("Escape", dismiss)
        window.onCloseRequested {
            dismiss()
            return true
        }
    }

    private func show(_ report: ImportReport?) {
        guard let report else {
            shell.hide()
            return
        }
        build()
        title.text = report.title
        title.setCSSClass("error", report.isError)
        icon.setIconName(report.isError ? "dialog-error-symbolic" : "emblem-ok-symbolic")
        icon.setCSSClass("error", report.isError)
        icon.setCSSClass("success", !report.isError)
        lines.text = report.lines.joined(separator: "\n")
        linesScroller.isVisible = !report.lines.isEmpty
        // A text view measures only the lines it has laid out so far: ask for room for the
        // lines (about 18 px each) up to the cap, so a long report opens at full height.
        linesScroller.setMinimumContentHeight(Int32(min(report.lines.count * 18 + 16, 360)))
        window.present()
        close.grabFocus()
    }
}
