import RosterModel
import RosterViewModels
import TerminalKit

/// The open person's pages: the Profile | Tasks switcher above the page shown, and its keys.
extension TerminalFront {
    // MARK: Drawing

    /// The open person's pages: the Profile | Tasks switcher and the page shown.
    func drawDetail(_ canvas: inout Canvas<TerminalFocus>, in area: TerminalRect) {
        let screen = canvas.screen
        guard let profile = bound(.detailProfile, app.profile) else {
            screen.draw(app.people.noSelectionText, row: area.row + 1, column: area.column, width: area.width, style: .dim)
            return
        }
        guard area.height >= 4 else { return }
        screen.draw(profile.title, row: area.row, column: area.column, width: area.width, style: .bold)
        var column = area.column
        let pagesFocused = focus == .pages
        let page = bound(.detailPage, app.detailPage)
        let (shownTasks, isTasksTabEnabled) = bound(.detailTasks, (app.tasks, app.isTasksTabEnabled))
        column = canvas.button(
            DetailPage.profile.title, row: area.row + 1, column: column, isEnabled: true,
            isFocused: pagesFocused && page == .profile, focusKey: nil, role: .tab,
            isSelected: page == .profile, id: Self.pageID(.profile))
        screen.draw("│", row: area.row + 1, column: column, style: .dim)
        canvas.button(
            DetailPage.tasks.title, row: area.row + 1, column: column + 1, isEnabled: isTasksTabEnabled,
            isFocused: pagesFocused && page == .tasks, focusKey: nil, role: .tab,
            isSelected: page == .tasks, id: Self.pageID(.tasks))
        let pageArea = TerminalRect(row: area.row + 3, column: area.column, width: area.width, height: area.height - 3)
        switch page {
        case .profile: drawProfile(&canvas, profile, in: pageArea)
        case .tasks:
            if let tasks = shownTasks { drawTasks(&canvas, tasks, in: pageArea) }
        }
    }

    /// Draws a page's loading or failure state in its place; returns whether the page is loaded
    /// and draws its content.
    func drawsContent(of state: LoadState, on canvas: inout Canvas<TerminalFocus>, in area: TerminalRect) -> Bool {
        switch state {
        case .loading:
            canvas.label(app.people.loadingText, id: "page.loading", row: area.row, column: area.column, width: area.width, style: .dim)
            return false
        case .failed(let message):
            let rows = canvas.wrappedLabel(
                message, id: "page.failed", row: area.row, column: area.column, width: area.width, style: TextStyle(color: .error))
            canvas.button(
                ControlNames.retry, row: area.row + rows + 1, column: area.column, isEnabled: true, focusKey: .window(.retryPage),
                id: "page.retry")
            return false
        case .loaded:
            return true
        }
    }

    // MARK: Keys

    /// Shows the person's Profile or Tasks page (Alt+1, Alt+2, the switcher).
    func showPage(_ page: DetailPage) {
        guard app.profile != nil else { return }
        switch page {
        case .profile: app.profileTabSelected()
        case .tasks:
            guard app.tasksTabSelected() else { return }
        }
        if focus.isDetail { focus = .pages }
    }

    /// The Profile | Tasks switcher: Left and Right (h and l) switch pages, Down and Enter go
    /// into the page.
    func handlePages(_ key: TerminalKey) {
        switch key {
        case .left, .right, .character("h"), .character("l"):
            showPage(app.detailPage == .profile ? .tasks : .profile)
        case .down, .enter: moveFocus(by: 1)
        case .up: moveFocus(by: -1)
        case .delete: deletePerson()
        default: break
        }
    }
}
