import GtkKit
import RosterViewModels

/// Roster's main window, adaptive as GNOME apps are: a leaflet shows the People
/// sidebar (New Person, Import…, Export…, search, the list) beside the selected
/// person's Profile and Tasks pages; in a narrow window it shows one at a time,
/// with a back button. Undo offers are toasts over both.
///
/// Builds and binds widgets; every decision is the view models'.
@MainActor
public final class MainWindow {
    public let window: Window
    package let searchEntry: SearchEntry
    package let newPersonButton = Button(iconName: "list-add-symbolic")
    package let backButton = Button(iconName: "go-previous-symbolic")
    package let menuButton = MenuButton(iconName: "open-menu-symbolic")
    package let commands: WindowCommands
    package let leaflet = Leaflet(canNavigateBack: true)
    package let sidebar = Box(.vertical)
    package let content = Box(.vertical)
    package let toasts = ToastOverlay()
    package let listPane: PeopleListPane
    package let detailPane: DetailPane
    package let deletionBar: DeletionBar
    package let offlineBanner: OfflineBanner
    package let importExport: ImportExportControls
    /// The shown person's History, while `app.history` is set.
    package let historyDialog: HistoryDialog
    package let questionDialog: UnsavedChangesDialog
    /// The server's request for a password, while `app.passwordPrompt` is set.
    package let passwordDialog: PasswordDialog
    /// The People list's width beside a person's pages. The narrow layout (one pane at a
    /// time, with a back button) is the leaflet's fold: it happens when the window cannot give
    /// the list this width beside the content's narrowest layout, about 700 px.
    static let sidebarWidth: Int32 = 320
    package let sidebarHeader = HeaderBar()
    package let contentHeader = HeaderBar()
    /// The content header's title: the open person's name, and their email or "Tasks".
    package let detailTitle = WindowTitle(title: "")
    private let bindings = BindingBag()
    let app: AppViewModel
    /// The photo chooser, while open (`MainWindow+PhotoChooser.swift`).
    var photoChooser: FileChooser?
    /// The About window, once opened.
    package internal(set) var aboutWindow: AboutWindow?

    /// The file chooser that is open (the photo's, or import's or export's).
    package var openFileChooser: FileChooser? { photoChooser ?? importExport.chooser }

    /// - Parameter undoTimeout: seconds an Undo toast stays (0: until dismissed).
    public init(application: Application?, app: AppViewModel, undoTimeout: UInt32 = 5) {
        self.app = app
        let people = app.people
        RosterStyle.load()
        window = Window(application: application)
        // A window of no application (a harness's) has GTK's own title bar unless told otherwise: the panes bring theirs.
        if application == nil { window.hideTitleBar() }
        commands = WindowCommands(window: window, application: application)
        window.title = people.title
        window.setDefaultSize(width: 1040, height: 720)

        searchEntry = SearchEntry(placeholder: people.searchPlaceholder)
        searchEntry.accessibleName = ControlNames.search
        newPersonButton.tooltip = ProfileViewModel.newPersonTitle
        newPersonButton.accessibleName = ControlNames.newPerson
        backButton.tooltip = ControlNames.back
        backButton.accessibleName = ControlNames.back
        importExport = ImportExportControls(importExport: app.importExport, parent: window, appTitle: people.title, commands: commands)
        historyDialog = HistoryDialog(app: app, parent: window)
        listPane = PeopleListPane(viewModel: people)
        detailPane = DetailPane(app: app, toasts: toasts, undoTimeout: undoTimeout, commands: commands)
        deletionBar = DeletionBar(app: app, toasts: toasts, undoTimeout: undoTimeout)
        offlineBanner = OfflineBanner(people: people)
        questionDialog = UnsavedChangesDialog(app: app, parent: window)
        passwordDialog = PasswordDialog(app: app, parent: window)
        layOut()

        searchEntry.captureKeys(from: window)
        searchEntry.onTextChanged { [weak people] text in people?.searchTextChanged(text) }
        searchEntry.onSearchStopped { [weak people] in people?.searchCleared() }
        bindings.bind({ people.searchText }, name: .searchText) { [searchEntry] text in searchEntry.text = text }
        connectCommands()
    }

    private func layOut() {
        sidebarHeader.packStart(newPersonButton)
        menuButton.menuModel = WindowCommands.primaryMenu()
        menuButton.isPrimary = true
        menuButton.tooltip = ControlNames.mainMenu
        menuButton.accessibleName = ControlNames.mainMenu
        sidebarHeader.packEnd(menuButton)
        sidebarHeader.packEnd(importExport.exportButton)
        sidebarHeader.packEnd(importExport.importButton)
        sidebarHeader.setTitleWidget(WindowTitle(title: app.people.title))
        sidebar.append(sidebarHeader)
        searchEntry.setMargins(top: 6, bottom: 6, start: 12, end: 12)
        sidebar.append(searchEntry)
        sidebar.append(listPane.root)
        sidebar.setSizeRequest(width: Self.sidebarWidth, height: -1)
        sidebar.addCSSClass("people-sidebar")

        contentHeader.packStart(backButton)
        contentHeader.setTitleWidget(detailTitle)
        content.append(contentHeader)
        content.append(detailPane.root)
        content.expandsHorizontally = true

        leaflet.append(sidebar)
        leaflet.append(Separator(.vertical), isNavigatable: false)
        leaflet.append(content)
        leaflet.expandsVertically = true
        let column = Box(.vertical)
        column.append(offlineBanner.root)
        column.append(leaflet)
        column.append(deletionBar.root)
        toasts.setChild(column)
        toasts.addCSSClass("roster-window-content")
        window.addCSSClass("roster-window")
        window.setChild(toasts)
        showFoldedState()
        leaflet.onFoldedChanged { [weak self] in self?.showFoldedState() }
    }

    private func connectCommands() {
        let app = self.app
        newPersonButton.detailedActionName = RosterActions.newPerson.name
        // New Person follows the signed-in part (administrators only), known once the directory
        // is open; its tooltip says why not.
        bindings.bind({ app.newPersonDisabledReason }, name: .newPerson) { [commands, newPersonButton] reason in
            commands.newPerson.isEnabled = reason == nil
            newPersonButton.tooltip = reason ?? ProfileViewModel.newPersonTitle
        }
        backButton.onClicked { [weak self] in self?.showList() }
        listPane.emptyActionRequested = { [window] action in
            switch action {
            case .newPerson: window.activateAction(RosterActions.newPerson.name)
            case .importFile: window.activateAction(RosterActions.importFile.name)
            }
        }
        connectActions()
        bindings.bind({ [app.detailTitle, app.detailSubtitle] }, name: .detailTitle) { [detailTitle] texts in
            detailTitle.title = texts[0]
            detailTitle.subtitle = texts[1]
        }
        // Down from the search goes into the results (before the entry's text field takes the key).
        searchEntry.addShortcut("Down", scope: .local, beforeChildren: true) { [listPane] in listPane.focusFirstPerson() }
        // Enter on a person opens them: the detail pane (the only one shown, when folded) gets the keyboard.
        listPane.list.onActivated { [weak self] index in
            // Enter on a row the keyboard reached without selecting it selects it first.
            if self?.listPane.list.selectedIndex != index { self?.listPane.list.userSelects(index) }
            self?.showDetail(focusing: true)
        }
        listPane.userSelected = { [weak self] in self?.showDetail(focusing: false) }
        // Closing waits for the view model: unsaved edits raise the question first.
        window.onCloseRequested { [weak app] in !(app?.closeRequested() ?? true) }
        bindings.bind({ app.isCloseApproved }, name: .windowClose) { [window] approved in if approved { window.destroy() } }
        // A new person's form opens at once; nobody selected leaves nothing to show but the list.
        detailPane.personShown = { [weak self] profile in
            if profile == nil { self?.showList() } else if profile?.isNew == true { self?.showDetail(focusing: false) }
        }
        detailPane.whenPagesBuilt { [weak self, window] pages in
            window.setDefaultWidget(pages.profile.save)
            pages.profile.choosePhotoRequested = { [weak self] in self?.choosePhoto() }
            pages.profile.handoffRequested = { [weak self] in self?.carryOut($0) }
        }
    }

    /// Shows the selected person's pages (the leaflet's content, when folded).
    func showDetail(focusing: Bool) {
        guard app.profile != nil else { return }
        leaflet.show(content)
        if focusing { _ = detailPane.shownButton(for: app.detailPage)?.grabFocus() }
    }

    /// Shows the People list (when folded; side by side it is always shown).
    func showList() {
        leaflet.show(sidebar)
    }

    /// Shows the window and starts loading.
    /// - Parameter startsLoading: false when the caller started loading already (`app.appeared()`,
    ///   as `RosterApplication` does before GTK builds the window).
    public func present(startsLoading: Bool = true) {
        // Loading starts first: the store is read while GTK maps the window, so that a quick
        // first page of people is there for the first frame instead of a spinner.
        if startsLoading { app.appeared() }
        window.present()
        // Focus starts on the list, not the entry: typing still searches (key capture),
        // and an unfocused entry has no caret blinking frames into an idle window.
        listPane.list.grabFocus()
    }
}
