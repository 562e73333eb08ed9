import GtkKit
import RosterViewModels

/// The Profile page: avatar, the form with inline errors, Delete Person, Save and Revert, status line.
/// Rebinds when the selected person (and so the view model) changes.
@MainActor
package final class ProfilePage {
    package let root = Stack(transition: .crossfade)
    package let avatar = AvatarView()
    package let choosePhoto = Button(label: ControlNames.choosePhoto)
    package let removePhoto = Button(label: ControlNames.removePhoto)
    package let avatarError = Label()
    /// "Restored unsaved changes" after a crash, with its Discard; hidden otherwise.
    package let restoredNotice = Box(.horizontal, spacing: 12)
    package let restoredNoticeText = Label()
    /// "Changed by someone else" with Show Theirs, Keep Mine and Merge; hidden otherwise.
    package let conflictBanner = ConflictBanner()
    package let discardRestored = Button(label: "")
    package let rows: [ProfileFieldRow]
    package let biographyCounter = Label()
    package let status = Label()
    package let revert = Button(label: ControlNames.revert)
    package let save = Button(label: ControlNames.save)
    /// Bound by the detail pane: deleting is the app's decision, not the profile's.
    package let deletePerson = Button(label: ControlNames.deletePerson)
    /// Delete Person, the status, Revert and Save: one row.
    private let actions = Box(.horizontal, spacing: 6)
    package let loadError = StatusPage(iconName: "dialog-error-symbolic")
    package let retry = Button(label: ControlNames.retry)
    /// The loading page's spinner.
    package let loadingSpinner = Spinner()
    package private(set) weak var viewModel: ProfileViewModel?
    private let bindings = BindingBag()
    /// Opens the file chooser; set by the window, which owns the parent for the dialog.
    var choosePhotoRequested: (@MainActor () -> Void)?

    private let saveAction: SimpleAction

    /// - Parameter saveAction: `win.save`, which Save runs; enabled while the view model allows saving.
    init(saveAction: SimpleAction) {
        self.saveAction = saveAction
        save.detailedActionName = RosterActions.save.name
        rows = ProfileField.allCases.map { ProfileFieldRow(field: $0) }
        let form = Box(.vertical, spacing: 12)
        form.addCSSClass("profile-page")
        restoredNoticeText.expandsHorizontally = true
        restoredNoticeText.xAlign = 0
        restoredNoticeText.wraps = true
        restoredNotice.addCSSClass("card")
        restoredNotice.addCSSClass("restored-draft")
        restoredNotice.append(restoredNoticeText)
        restoredNotice.isVisible = false
        form.append(restoredNotice)
        form.append(avatar.root)
        let photoButtons = Box(.horizontal, spacing: 6)
        photoButtons.halign = .center
        form.append(photoButtons)
        avatarError.addCSSClass("field-error")
        avatarError.wraps = true
        form.append(avatarError)

        let grid = Grid()
        for (index, row) in rows.enumerated() {
            grid.attach(row.label, column: 0, row: Int32(index * 2))
            grid.attach(row.editor, column: 1, row: Int32(index * 2))
            grid.attach(row.error, column: 1, row: Int32(index * 2 + 1))
        }
        biographyCounter.xAlign = 1
        biographyCounter.addCSSClass("dim-label")
        grid.attach(biographyCounter, column: 1, row: Int32(rows.count * 2))
        form.append(grid)

        status.expandsHorizontally = true
        status.xAlign = 0
        status.wraps = true
        save.addCSSClass("suggested-action")
        deletePerson.addCSSClass("destructive-action")
        deletePerson.accessibleName = ControlNames.deletePerson
        deletePerson.tooltip = ControlNames.deletePerson
        form.append(actions)
        // The buttons go into their rows in the one declared order (the conflict banner's
        // are laid out by the banner, from the same order).
        for control in ProfileControl.screenOrder {
            switch control {
            case .discardRestoredDraft: restoredNotice.append(discardRestored)
            case .showTheirs, .keepMine, .merge, .field: break
            case .choosePhoto, .removePhoto: photoButtons.append(widget(for: control))
            case .deletePerson, .revert, .save:
                actions.append(widget(for: control))
                // The status line fills the space after Delete Person.
                if control == .deletePerson { actions.append(status) }
            }
        }

        retry.halign = .center
        loadError.setChild(retry)
        root.addPage(loadingSpinner, name: "loading")
        root.addPage(loadError, name: "failed")
        // Clamped: a readable width in a wide window, the whole width of a narrow one.
        // The conflict stays in view above the scrolling form.
        let page = Box(.vertical, spacing: 0)
        page.append(conflictBanner.root)
        let scrolled = ScrolledWindow(child: Clamp(child: form, maximumWidth: 640), horizontal: .never, vertical: .automatic)
        scrolled.expandsVertically = true
        page.append(scrolled)
        root.addPage(page, name: "form")

        connectInput()
    }

    private func connectInput() {
        rows.forEach { $0.forwardEdits { [weak self] in self?.viewModel } }
        revert.onClicked { [weak self] in self?.viewModel?.revertTapped() }
        removePhoto.onClicked { [weak self] in self?.viewModel?.avatarRemoved() }
        choosePhoto.onClicked { [weak self] in self?.choosePhotoRequested?() }
        retry.onClicked { [weak self] in self?.viewModel?.retryTapped() }
        discardRestored.onClicked { [weak self] in self?.viewModel?.restoredDraftDiscarded() }
        conflictBanner.forwardClicks { [weak self] in self?.viewModel }
    }

    /// Shows `viewModel`'s profile (nil: nothing bound).
    func show(_ viewModel: ProfileViewModel?) {
        bindings.cancelAll()
        self.viewModel = viewModel
        guard let viewModel else {
            saveAction.isEnabled = false
            return
        }
        bindings.bind({ viewModel.loadState }, name: .profileLoadState) { [root, loadError, loadingSpinner] state in
            loadError.show(state, in: root, readyPage: "form", spinner: loadingSpinner)
        }
        for row in rows {
            bindings.bind({ viewModel.field(row.field) }, name: .profileField(row.field)) { form in row.show(form) }
        }
        bindings.bind({ viewModel.biographyCounter }, name: .biographyCounter) { [biographyCounter] text in
            biographyCounter.text = text ?? ""
            biographyCounter.isVisible = text != nil
        }
        bindings.bind({ viewModel.biographyWrap }, name: .biographyWrap) { [rows] wrap in
            rows.first { $0.field == .biography }?.textView?.wrapMode = wrap == .anywhere ? .characters : .wordsThenCharacters
        }
        bindings.bind({ viewModel.avatar }, name: .avatar) { [avatar] display in avatar.show(display) }
        bindings.bind({ viewModel.canRemoveAvatar }, name: .removePhoto) { [removePhoto] can in removePhoto.isSensitive = can }
        bindings.bind({ viewModel.avatarError }, name: .avatarError) { [avatarError] error in
            avatarError.text = error ?? ""
            avatarError.isVisible = error != nil
        }
        bindings.bind({ viewModel.status }, name: .profileStatus) { [status] value in
            status.text = value.text
            status.setCSSClass("field-error", value.isError)
            status.setCSSClass("dim-label", !value.isError)
        }
        discardRestored.label = viewModel.restoredDraftDiscardTitle
        bindings.bind({ viewModel.restoredDraftNotice }, name: .restoredDraftNotice) { [restoredNotice, restoredNoticeText] notice in
            restoredNoticeText.text = notice ?? ""
            restoredNotice.isVisible = notice != nil
        }
        conflictBanner.show(viewModel, rows: rows)
        bindings.bind({ viewModel.saveDisabledReason }, name: .save) { [save, saveAction] reason in
            saveAction.isEnabled = reason == nil
            save.tooltip = reason
        }
        bindings.bind({ viewModel.isRevertEnabled }, name: .revert) { [revert] enabled in revert.isSensitive = enabled }
        // A new person's form starts in Name.
        if viewModel.isNew { rows.first?.entry?.grabFocus() }
    }
}
