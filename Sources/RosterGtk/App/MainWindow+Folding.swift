import GtkKit

extension MainWindow {
    /// Side by side, each header shows the window buttons on its outer side; folded, both show all,
    /// and the content has a way back to the list.
    func showFoldedState() {
        let folded = leaflet.isFolded
        sidebarHeader.showsEndTitleButtons = folded
        contentHeader.showsStartTitleButtons = folded
        backButton.isVisible = folded
        // Narrow, a header holds at most four controls: Import… and Export… stay in the primary menu.
        importExport.importButton.isVisible = !folded
        importExport.exportButton.isVisible = !folded
        detailPane.showFolded(folded)
    }
}
