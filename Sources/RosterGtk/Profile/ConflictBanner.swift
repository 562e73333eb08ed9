import GtkKit
import RosterViewModels

/// "Changed by someone else" across the top of the Profile page (libadwaita 1.2 has no
/// AdwBanner): what collides, theirs and mine, and Show Theirs, Keep Mine and Merge.
/// The colliding fields of the form are marked while it shows. Looks like the window's
/// offline banner (the same `banner` style).
@MainActor
package final class ConflictBanner {
    package let root = Box(.vertical, spacing: 6)
    package let title = Label()
    package let detail = Label()
    package let showTheirs = Button(label: ControlNames.showTheirs)
    package let keepMine = Button(label: ControlNames.keepMine)
    package let merge = Button(label: ControlNames.merge)
    /// Show Theirs, Keep Mine and Merge, in `ProfileControl.screenOrder` (also their keyboard order).
    package var buttons: [Button] {
        ProfileControl.screenOrder.compactMap { control in
            switch control {
            case .showTheirs: return showTheirs
            case .keepMine: return keepMine
            case .merge: return merge
            default: return nil
            }
        }
    }
    private let actions = Box(.horizontal, spacing: 6)
    private let bindings = BindingBag()

    init() {
        root.addCSSClass("banner")
        root.addCSSClass("conflict-banner")
        let heading = Box(.horizontal, spacing: 12)
        heading.append(Image(iconName: "dialog-warning-symbolic", pixelSize: 16))
        title.addCSSClass("heading")
        title.xAlign = 0
        heading.append(title)
        detail.wraps = true
        detail.xAlign = 0
        detail.expandsHorizontally = true
        actions.halign = .end
        for button in buttons { actions.append(button) }
        root.append(heading)
        root.append(detail)
        root.append(actions)
        root.isVisible = false
    }

    /// In a folded (narrow) window the buttons stack, so that their labels fit in any language.
    func stacksButtons(_ stacked: Bool) {
        actions.orientation = stacked ? .vertical : .horizontal
        actions.halign = stacked ? .fill : .end
    }

    /// Forwards the buttons' clicks to whatever view model `target` returns.
    func forwardClicks(to target: @escaping @MainActor () -> ProfileViewModel?) {
        showTheirs.onClicked { target()?.showTheirsTapped() }
        keepMine.onClicked { target()?.keepMineTapped() }
        merge.onClicked { target()?.mergeTapped() }
    }

    /// Shows `viewModel`'s conflict, marking the colliding fields among `rows`.
    func show(_ viewModel: ProfileViewModel, rows: [ProfileFieldRow]) {
        bindings.cancelAll()
        bindings.bind({ viewModel.conflict }, name: .conflict) { [root, title, detail] conflict in
            title.text = conflict?.title ?? ""
            detail.text = conflict?.detail ?? ""
            root.isVisible = conflict != nil
            for row in rows { row.markConflict(conflict?.collides(row.field) == true) }
        }
        let enabledStates: @MainActor () -> [Bool] = {
            [viewModel.isShowTheirsEnabled, viewModel.isKeepMineEnabled, viewModel.isMergeEnabled]
        }
        bindings.bind(enabledStates, name: .conflictActions) { [buttons] enabled in
            for (button, isEnabled) in zip(buttons, enabled) { button.isSensitive = isEnabled }
        }
    }
}
