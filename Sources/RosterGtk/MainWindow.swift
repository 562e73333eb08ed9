import CGtk
import GtkKit
import RosterViewModels

/// Roster's main window: header bar with New Person, search, Import… and
/// Export…; the People list, the selected person's Profile and Tasks pages,
/// and the undo bar of a deleted person.
///
/// Builds and binds widgets; every decision is the view models'.
@MainActor
public final class MainWindow {
    public let window: Window
    package let searchEntry: SearchEntry
    package let newPersonButton = Button(iconName: "list-add-symbolic")
    package let listPane: PeopleListPane
    package let detailPane: DetailPane
    package let deletionBar: DeletionBar
    package let transfer: TransferControls
    package let questionDialog: UnsavedChangesDialog
    private let bindings = BindingBag()
    let app: AppViewModel
    private var photoChooser: FileChooser?

    /// The file chooser that is open (the photo's, or import's or export's).
    package var openFileChooser: FileChooser? { photoChooser ?? transfer.chooser }

    public init(application: Application?, app: AppViewModel) {
        self.app = app
        let people = app.people
        RosterStyle.load()
        window = Window(application: application)
        window.title = people.title
        window.setDefaultSize(width: 1040, height: 720)

        searchEntry = SearchEntry(placeholder: people.searchPlaceholder)
        searchEntry.setSizeRequest(width: 280, height: -1)
        searchEntry.accessibleName = ControlNames.search
        newPersonButton.tooltip = ProfileViewModel.newPersonTitle
        newPersonButton.accessibleName = ControlNames.newPerson
        transfer = TransferControls(transfer: app.transfer, parent: window, appTitle: people.title)
        let header = HeaderBar()
        header.packStart(newPersonButton)
        header.packStart(searchEntry)
        header.packEnd(transfer.exportButton)
        header.packEnd(transfer.importButton)
        window.setTitlebar(header)

        listPane = PeopleListPane(viewModel: people)
        detailPane = DetailPane(app: app)
        deletionBar = DeletionBar(app: app)
        listPane.root.setSizeRequest(width: 300, height: -1)
        let paned = Paned(start: listPane.root, end: detailPane.root, position: 340)
        paned.expandsVertically = true
        let content = Box(GTK_ORIENTATION_VERTICAL)
        content.append(paned)
        content.append(deletionBar.root)
        window.setChild(content)
        window.setDefaultWidget(detailPane.profile.save)
        questionDialog = UnsavedChangesDialog(app: app, parent: window)

        searchEntry.captureKeys(from: window)
        searchEntry.onTextChanged { [weak people] text in people?.searchTextChanged(text) }
        searchEntry.onStopSearch { [weak people] in people?.searchCleared() }
        bindings.bind({ people.searchText }, name: .searchText) { [searchEntry] text in searchEntry.text = text }
        connectCommands()
    }

    private func connectCommands() {
        let app = self.app
        newPersonButton.onClicked { [weak app] in app?.newPersonTapped() }
        listPane.emptyActionRequested = { [weak app, weak transfer] action in
            switch action {
            case .newPerson: app?.newPersonTapped()
            case .importFile: transfer?.chooseImportFile()
            }
        }
        window.addShortcut("<Control>f") { [searchEntry] in searchEntry.grabFocus() }
        window.addShortcut("<Control>n") { [weak app] in app?.newPersonTapped() }
        window.addShortcut("<Control>s") { [weak app] in app?.profile?.saveTapped() }
        window.addShortcut("<Control>q") { [weak app] in app?.closeRequested() }
        // Delete removes the selected person, but only from the list: in a text field it deletes text.
        for trigger in ["Delete", "<Control>Delete"] {
            listPane.list.addShortcut(trigger, scope: .local) { [weak app] in app?.deletePersonTapped() }
        }
        // Closing waits for the view model: unsaved edits raise the question first.
        window.onCloseRequest { [weak app] in !(app?.closeRequested() ?? true) }
        bindings.bind({ app.isCloseApproved }, name: .windowClose) { [window] approved in if approved { window.destroy() } }
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
