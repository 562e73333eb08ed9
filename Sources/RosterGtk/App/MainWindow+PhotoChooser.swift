import GtkKit
import RosterViewModels

extension MainWindow {
    /// Choose Photo…: a file chooser over the window, limited to the image types the view model
    /// takes; the chosen file goes to the shown profile's view model.
    func choosePhoto() {
        let chooser = FileChooser(
            title: ProfileViewModel.photoChooserTitle, parent: window,
            filterName: ProfileViewModel.photoFilterName, mimeTypes: ProfileViewModel.photoTypes)
        chooser.onFinished { [weak self] path in
            if let path { self?.detailPane.profile.viewModel?.avatarChosen(path: path) }
            self?.photoChooser = nil
        }
        photoChooser = chooser
        chooser.show()
    }
}
