import GtkKit
import RosterViewModels

/// The left pane: the People list with its loading, error and empty states, and the count line.
@MainActor
package final class PeopleListPane {
    package let root = Box(.vertical)
    package let stack = Stack(transition: .crossfade)
    package let spinner = Spinner()
    let loadingLabel = Label()
    package let errorPage = StatusPage(iconName: "dialog-error-symbolic")
    package let retryButton = Button(label: "")
    package let emptyPage = StatusPage(iconName: "system-search-symbolic")
    /// The empty state's buttons (an empty directory: New Person, Import…), in the view model's order.
    package let emptyActions = Box(.horizontal, spacing: 12)
    package private(set) var emptyActionButtons: [(action: EmptyStateAction, button: Button)] = []
    /// Runs an empty-state button's command; set by the window, which owns the commands.
    var emptyActionRequested: (@MainActor (EmptyStateAction) -> Void)?
    /// Runs after the user selected a row; the window navigates to the person.
    var userSelected: (@MainActor () -> Void)?
    package let list: ListView<PersonRowView>
    package let countLabel = Label()
    private let bindings = BindingBag()

    private weak var viewModel: PeopleViewModel?

    init(viewModel: PeopleViewModel) {
        self.viewModel = viewModel
        list = ListView(
            makeRow: {
                let row = PersonRowView()
                return (row, row.root)
            },
            bindRow: { [weak viewModel] row, index in
                guard let viewModel, index < viewModel.listing.rowCount else { return false }
                return row.show(viewModel.listing.row(at: index))
            }
        )
        list.addCSSClass("navigation-sidebar")
        list.accessibleName = ControlNames.peopleList

        let loading = Box(.vertical, spacing: 12)
        loading.valign = .center
        loading.halign = .center
        spinner.setSizeRequest(width: 32, height: 32)
        loading.append(spinner)
        loading.append(loadingLabel)
        loadingLabel.addCSSClass("dim-label")

        retryButton.halign = .center
        retryButton.addCSSClass("suggested-action")
        retryButton.addCSSClass("pill")
        errorPage.setChild(retryButton)
        // The sidebar is narrow: the compact style keeps the title from crowding it.
        errorPage.addCSSClass("compact")
        emptyPage.addCSSClass("compact")
        emptyActions.halign = .center
        emptyPage.setChild(emptyActions)

        stack.addPage(loading, name: PeopleContent.loading.pageName)
        stack.addPage(errorPage, name: "failed")
        stack.addPage(emptyPage, name: "empty")
        stack.addPage(ScrolledWindow(child: list, horizontal: .never, vertical: .automatic), name: PeopleContent.list.pageName)
        stack.expandsVertically = true
        root.append(stack)
        root.append(Separator(.horizontal))
        countLabel.addCSSClass("people-count")
        countLabel.addCSSClass("dim-label")
        countLabel.xAlign = 0
        root.append(countLabel)

        bind(viewModel)
    }

    private func bind(_ viewModel: PeopleViewModel) {
        loadingLabel.text = viewModel.loadingText
        retryButton.label = viewModel.retryTitle
        retryButton.onClicked { [weak viewModel] in viewModel?.retryTapped() }
        list.onSelectionChanged { [weak self, weak list, weak viewModel] index in
            viewModel?.rowSelected(at: index)
            // The view model may keep the old selection (a header, or a pending question): show its choice.
            list?.select(viewModel?.selectedRowIndex)
            self?.userSelected?()
        }
        // The top row is saved on quit, as the person there: reported once per frame of scrolling.
        list.onScrolled { [weak viewModel] top in viewModel?.listScrolled(topRowIndex: top) }

        bindings.bind({ viewModel.content }, name: .listContent) {
            [weak self, weak viewModel, stack, spinner, errorPage, emptyPage] content in
            stack.visiblePage = content.pageName
            spinner.isSpinning = content == .loading
            if case .failed(let title, let detail) = content {
                errorPage.title = title
                errorPage.details = detail
            }
            if case .empty(let empty) = content {
                emptyPage.title = empty.title
                emptyPage.details = empty.detail
                emptyPage.setIconName(viewModel?.isSearching == true ? "system-search-symbolic" : "system-users-symbolic")
                self?.showEmptyActions(empty.actions)
            }
        }
        bindings.bind({ viewModel.countText }, name: .listCount) { [countLabel] text in countLabel.text = text }
        var shownQuery = ""
        var shownRevision: Int?
        bindings.bind(always: { viewModel.listing }, name: .listRows) { [list, weak viewModel] listing in
            // A change to one person arrives as the rows it moved: GTK gets an
            // items-changed for just those; anything else shows the rows afresh.
            if let changes = listing.rowChanges, changes.baseRevision == shownRevision {
                list.update(
                    changes.splices.map { ListView<PersonRowView>.Splice(position: $0.position, removed: $0.removed, added: $0.added) },
                    count: listing.rowCount, selected: viewModel?.selectedRowIndex)
            } else {
                list.reload(count: listing.rowCount, selected: viewModel?.selectedRowIndex)
            }
            shownRevision = listing.revision
            // New search results start at the top; a reload of the same search keeps the scroll position.
            if listing.query != shownQuery { list.scrollToTop() }
            shownQuery = listing.query
            // The last session's scroll position: its top person at the top again, the selection
            // (restored too) wherever that leaves it. Else a restored selection, which may be far down:
            // shown, as the user left it. Scrolled once the new rows are laid out: GTK 4.8 scrolling
            // a list it has not laid out yet shows it blank.
            if let top = viewModel?.takeRowToShowAtTop(), top < listing.rowCount {
                _ = viewModel?.takeRowToReveal()
                FrameTiming.afterNextFrame(of: list) { [weak list] _ in list?.scrollToTop(of: top) }
            } else if let row = viewModel?.takeRowToReveal(), row < listing.rowCount {
                FrameTiming.afterNextFrame(of: list) { [weak list] _ in list?.scrollTo(row) }
            }
        }
        bindings.bind({ viewModel.selectedRowIndex }, name: .listSelection) { [list] index in list.select(index) }
    }

    /// Puts keyboard focus on the first person listed (past section headers), or on the list.
    func focusFirstPerson() {
        guard let listing = viewModel?.listing else { return }
        if let first = listing.personRowIndex(after: nil, step: 1), list.focusRow(first) { return }
        list.grabFocus()
    }

    private func showEmptyActions(_ actions: [EmptyStateAction]) {
        guard actions != emptyActionButtons.map(\.action) else { return }
        emptyActionButtons.forEach { emptyActions.remove($0.button) }
        emptyActionButtons = actions.map { action in
            let button = Button(label: action.title)
            button.addCSSClass("pill")
            if action == actions.first { button.addCSSClass("suggested-action") }
            button.onClicked { [weak self] in self?.emptyActionRequested?(action) }
            emptyActions.append(button)
            return (action, button)
        }
        emptyActions.isVisible = !actions.isEmpty
    }
}
