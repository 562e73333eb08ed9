import GtkKit

extension Window {
    /// Makes this window one of import's and export's modal dialogs over `parent`: `title`, no
    /// title bar of its own (the content says what it is), `width` wide, the dialogs' style.
    func becomeImportExportDialog(title: String, over parent: Window, width: Int32, resizable: Bool) {
        self.title = title
        setTransient(for: parent)
        isModal = true
        if !resizable { isResizable = false }
        hideTitleBar()
        setDefaultSize(width: width, height: -1)
        addCSSClass("import-export-dialog")
    }
}
