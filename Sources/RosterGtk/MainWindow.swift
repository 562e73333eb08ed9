import CGtk
import GtkKit
import RosterViewModels

/// Roster's main window: header bar with search, the People list, the detail pane.
///
/// Builds and binds widgets; every decision is the view model's.
@MainActor
public final class MainWindow {
    public let window: Window
    let searchEntry: SearchEntry
    let listPane: PeopleListPane
    let detailPane: PersonDetailPane
    private let bindings = BindingBag()
    private let viewModel: PeopleViewModel

    public init(application: Application?, viewModel: PeopleViewModel) {
        self.viewModel = viewModel
        RosterStyle.load()
        window = Window(application: application)
        window.title = viewModel.title
        window.setDefaultSize(width: 960, height: 640)

        searchEntry = SearchEntry(placeholder: viewModel.searchPlaceholder)
        searchEntry.setSizeRequest(width: 280, height: -1)
        let header = HeaderBar()
        header.packStart(searchEntry)
        window.setTitlebar(header)

        listPane = PeopleListPane(viewModel: viewModel)
        detailPane = PersonDetailPane(viewModel: viewModel)
        listPane.root.setSizeRequest(width: 300, height: -1)
        window.setChild(Paned(start: listPane.root, end: detailPane.root, position: 340))

        searchEntry.captureKeys(from: window)
        searchEntry.onTextChanged { [weak viewModel] text in viewModel?.searchTextChanged(text) }
        searchEntry.onStopSearch { [weak viewModel] in viewModel?.searchCleared() }
        bindings.bind({ viewModel.searchText }) { [searchEntry] text in searchEntry.text = text }
        window.addShortcut("<Control>f") { [searchEntry] in searchEntry.grabFocus() }
    }

    /// Shows the window and starts loading.
    public func present() {
        window.present()
        // Focus starts on the list, not the entry: typing still searches (key capture),
        // and an unfocused entry has no caret blinking frames into an idle window.
        listPane.list.grabFocus()
        viewModel.appeared()
    }
}
