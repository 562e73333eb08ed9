import RosterModel
import RosterViewModels

/// Where Tab, Shift+Tab, Up and Down take the keyboard: the focusable controls shown, in order.
extension TerminalFront {
    /// The focusable controls shown now, in Tab order.
    func focusOrder() -> [TerminalFocus] {
        var order: [TerminalFocus] = []
        if isWide || !detailShown { order += [.search, .list] }
        guard detailShown, let profile = app.profile else { return order }
        order.append(.pages)
        switch app.detailPage {
        case .profile:
            order += profile.shownControls.filter(isDrawn).map { .profile($0) }
        case .tasks:
            guard let tasks = app.tasks else { return order }
            for control in tasks.shownControls {
                if control == .rows { order += tasks.rows.map { .task($0.id) } } else { order.append(.tasks(control)) }
            }
        }
        return order
    }

    /// Whether the person's pages show (always beside the list when wide; narrow, once opened).
    var detailShown: Bool {
        app.profile != nil && (isWide || showsDetail)
    }

    /// Whether the terminal draws `control`: everything the page shows, a field's actions only
    /// when the last frame had room for them beside the field.
    func isDrawn(_ control: ProfileControl) -> Bool {
        guard case .fieldAction = control else { return true }
        return clickTargets.contains { $0.focus == .profile(control) }
    }

    /// Moves the keyboard `step` controls along the Tab order, round from the end to the start.
    func moveFocus(by step: Int) {
        let order = focusOrder()
        guard !order.isEmpty else { return }
        let index = order.firstIndex(of: focus) ?? (step > 0 ? -1 : order.count)
        focus = order[(index + step + order.count) % order.count]
    }
}
