import GtkKit
import RosterGtk

/// Drives Export…'s save chooser through the real widgets: its format filter and its folder.
extension MainWindow {
    /// Picks the filter at `index` in the open file chooser, as a user choosing it in the
    /// chooser's list of filters would. Returns false when no chooser is open.
    @discardableResult
    public func chooseFileChooserFilter(_ index: Int) -> Bool {
        guard let chooser = openFileChooser else { return false }
        chooser.selectedFilterIndex = index
        return true
    }

    /// Goes to `folder` in the open file chooser; a save chooser keeps the name typed.
    /// Returns false when no chooser is open.
    @discardableResult
    public func goToFolderInFileChooser(_ folder: String) -> Bool {
        guard let chooser = openFileChooser else { return false }
        chooser.goToFolder(folder)
        return true
    }
}
