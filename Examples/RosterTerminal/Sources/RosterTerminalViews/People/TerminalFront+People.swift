import RosterModel
import RosterViewModels
import TerminalKit

/// The People pane: the search field, the count line and the list in sections; the list's keys.
extension TerminalFront {
    // MARK: Drawing

    /// The search field, the count line, then the list or what shows instead (loading, failed, empty).
    func drawPeople(_ canvas: inout Canvas<TerminalFocus>, in area: TerminalRect) {
        let people = app.people
        guard area.height >= 3 else { return }
        // The search field.
        canvas.textBox(
            .searchBox, name: ControlNames.search, value: bound(.searchText, people.searchText),
            placeholder: "/ " + people.searchPlaceholder,
            rect: TerminalRect(row: area.row, column: area.column + 1, width: area.width - 2), focusKey: .search,
            id: "people.search")
        // The count line.
        canvas.label(
            bound(.listCount, people.countText), id: "people.count", row: area.row + 1, column: area.column + 1, width: area.width - 2,
            style: .dim)
        let listArea = TerminalRect(row: area.row + 2, column: area.column, width: area.width, height: area.height - 2)
        let column = area.column + 1
        let width = area.width - 2
        switch bound(.listContent, people.content) {
        case .loading:
            canvas.label(people.loadingText, id: "people.loading", row: listArea.row, column: column, width: width, style: .dim)
        case .failed(let title, let detail):
            canvas.label(
                title, id: "people.failed.title", row: listArea.row, column: column, width: width,
                style: TextStyle(color: .error, bold: true))
            let rows = canvas.wrappedLabel(
                detail, id: "people.failed.detail", row: listArea.row + 1, column: column, width: width, style: .plain)
            canvas.button(
                people.retryTitle, row: listArea.row + 2 + rows, column: column, isEnabled: true, focusKey: .window(.retryList),
                id: "people.retry")
        case .empty(let empty):
            canvas.label(empty.title, id: "people.empty.title", row: listArea.row, column: column, width: width, style: .bold)
            let rows = canvas.wrappedLabel(
                empty.detail, id: "people.empty.detail", row: listArea.row + 1, column: column, width: width, style: .dim)
            var next = column
            for action in empty.actions {
                let button: TerminalFocus.WindowButton = action == .newPerson ? .newPerson : .importFile
                next =
                    canvas.button(
                        action.title, row: listArea.row + 2 + rows, column: next, isEnabled: true, focusKey: .window(button),
                        id: "people.empty.action") + 1
            }
        case .list:
            drawList(&canvas, in: listArea)
        }
    }

    /// The list's rows from `listTop`, scrolled to keep the selected person in view.
    private func drawList(_ canvas: inout Canvas<TerminalFocus>, in area: TerminalRect) {
        let listing = bound(.listRows, app.people.listing)
        let selected = bound(.listSelection, app.people.selectedRowIndex)
        if let selected { lastSelectedRow = selected }
        listHeight = max(1, area.height)
        // Keep the selected row in view, with its section header when it is the first.
        if let selected {
            if selected < listTop { listTop = max(0, selected - 1) }
            if selected >= listTop + listHeight { listTop = selected - listHeight + 1 }
        }
        listTop = max(0, min(listTop, listing.rowCount - listHeight))
        let listFocused = focus == .list
        rowTargets = []
        for offset in 0..<listHeight {
            let index = listTop + offset
            guard index < listing.rowCount else { break }
            let row = area.row + offset
            let rect = TerminalRect(row: row, column: area.column, width: area.width)
            let listed = listing.row(at: index)
            rowTargets.append((rect, index))
            switch listed {
            case .header(let title, _):
                canvas.screen.draw(
                    " " + title, row: row, column: area.column, width: area.width, style: TextStyle(color: .accent, bold: true))
                canvas.register(TerminalControl(role: .listItem, name: listed.accessibleName, rect: rect, id: "list.header"))
            case .placeholder(let text):
                canvas.screen.draw("   " + text, row: row, column: area.column, width: area.width, style: .dim)
                canvas.register(TerminalControl(role: .listItem, name: listed.accessibleName, rect: rect, id: "list.placeholder"))
            case .person(let person):
                let isSelected = index == selected
                var style = TextStyle.plain
                if isSelected { style = listFocused ? .reversed : .bold }
                canvas.screen.fill(rect, style: isSelected && listFocused ? .reversed : .plain)
                canvas.screen.draw(isSelected ? "▸" : " ", row: row, column: area.column + 1, style: style)
                let nameWidth = min(DisplayWidth.of(person.name), area.width - 4)
                canvas.label(person.name, id: "list.name", row: row, column: area.column + 3, width: nameWidth, style: style)
                let emailColumn = area.column + 3 + nameWidth + 2
                if emailColumn < area.column + area.width - 4 {
                    canvas.label(
                        person.email, id: "list.email", row: row, column: emailColumn, width: area.column + area.width - 1 - emailColumn,
                        style: isSelected && listFocused ? .reversed : .dim)
                }
                canvas.register(
                    TerminalControl(
                        role: .listItem, name: listed.accessibleName, rect: rect, isFocused: listFocused && isSelected,
                        isSelected: isSelected, id: "list.person"))
            }
        }
    }

    // MARK: Keys

    /// Up and Down (k and j), Page Up and Down, Home and End select; Enter opens; Delete deletes.
    func handleList(_ key: TerminalKey) {
        let people = app.people
        // Nobody selected (Esc closed the person): the keys start from the row last selected.
        let current = people.selectedRowIndex ?? lastSelectedRow
        switch key {
        case .up, .character("k"):
            if people.selectedRowIndex == nil, let current {
                selectPerson(step: -1, from: current + 1)
            } else {
                selectPerson(step: -1, from: current)
            }
        case .down, .character("j"):
            if people.selectedRowIndex == nil, let current {
                selectPerson(step: 1, from: current - 1)
            } else {
                selectPerson(step: 1, from: current)
            }
        case .pageUp: selectPerson(step: -max(1, listHeight - 1), from: current ?? 0)
        case .pageDown: selectPerson(step: max(1, listHeight - 1), from: current ?? 0)
        case .home: selectPerson(step: 1, from: nil)
        case .end: selectPerson(step: -1, from: nil)
        case .enter, .right, .character("l"): openSelected()
        case _ where TerminalCommand.deletePerson.isRun(by: key): deletePerson()
        default: break
        }
    }

    /// Selects the first person row after `index` (nil: from the edge) in `step`'s direction.
    private func selectPerson(step: Int, from index: Int?) {
        let listing = app.people.listing
        guard let row = listing.personRowIndex(after: index, step: step), case .person(let person) = listing.row(at: row)
        else { return }
        app.personSelected(id: person.id)
    }

    /// Opens the selected person (or the one last selected) with the Name field focused.
    private func openSelected() {
        if app.profile == nil { selectPerson(step: 1, from: lastSelectedRow.map { $0 - 1 }) }
        guard app.profile != nil else { return }
        showsDetail = true
        app.profileTabSelected()
        focus = .profile(.field(.name))
    }

    /// Deletes the open person, or says why not.
    func deletePerson() {
        if let reason = app.deletePersonDisabledReason {
            notice = reason
            return
        }
        app.deletePersonTapped()
    }
}
