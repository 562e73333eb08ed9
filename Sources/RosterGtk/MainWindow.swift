import CGtk
import GtkKit
import RosterViewModels

/// Roster's main window: header bar with search, the People list, the
/// selected person's Profile and Tasks pages.
///
/// Builds and binds widgets; every decision is the view models'.
@MainActor
public final class MainWindow {
    public let window: Window
    let searchEntry: SearchEntry
    let listPane: PeopleListPane
    let detailPane: DetailPane
    let questionDialog: UnsavedChangesDialog
    private let bindings = BindingBag()
    let app: AppViewModel
    private var photoChooser: FileChooser?

    /// The file chooser, while it is open.
    var photoChooserShown: FileChooser? { photoChooser }

    public init(application: Application?, app: AppViewModel) {
        self.app = app
        let people = app.people
        RosterStyle.load()
        window = Window(application: application)
        window.title = people.title
        window.setDefaultSize(width: 1040, height: 720)

        searchEntry = SearchEntry(placeholder: people.searchPlaceholder)
        searchEntry.setSizeRequest(width: 280, height: -1)
        let header = HeaderBar()
        header.packStart(searchEntry)
        window.setTitlebar(header)

        listPane = PeopleListPane(viewModel: people)
        detailPane = DetailPane(app: app)
        listPane.root.setSizeRequest(width: 300, height: -1)
        window.setChild(Paned(start: listPane.root, end: detailPane.root, position: 340))
        window.setDefaultWidget(detailPane.profile.save)
        questionDialog = UnsavedChangesDialog(app: app, parent: window)

        searchEntry.captureKeys(from: window)
        searchEntry.onTextChanged { [weak people] text in people?.searchTextChanged(text) }
        searchEntry.onStopSearch { [weak people] in people?.searchCleared() }
        bindings.bind({ people.searchText }) { [searchEntry] text in searchEntry.text = text }
        window.addShortcut("<Control>f") { [searchEntry] in searchEntry.grabFocus() }
        window.addShortcut("<Control>s") { [weak app] in app?.profile?.saveTapped() }
        window.addShortcut("<Control>q") { [weak app] in app?.closeRequested() }
        // Closing waits for the view model: unsaved edits raise the question first.
        window.onCloseRequest { [weak app] in !(app?.closeRequested() ?? true) }
        bindings.bind({ app.isCloseApproved }) { [window] approved in if approved { window.destroy() } }
        detailPane.profile.choosePhotoRequested = { [weak self] in self?.choosePhoto() }
    }

    /// Shows the window and starts loading.
    public func present() {
        window.present()
        // Focus starts on the list, not the entry: typing still searches (key capture),
        // and an unfocused entry has no caret blinking frames into an idle window.
        listPane.list.grabFocus()
        app.appeared()
    }

    private func choosePhoto() {
        let chooser = FileChooser(title: ProfileViewModel.photoChooserTitle, parent: window,
                                  filterName: ProfileViewModel.photoFilterName, mimeTypes: ProfileViewModel.photoTypes)
        chooser.onFinished { [weak self] path in
            if let path { self?.detailPane.profile.viewModel?.avatarChosen(path: path) }
            self?.photoChooser = nil
        }
        photoChooser = chooser
        chooser.show()
    }
}
