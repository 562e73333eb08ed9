import GtkKit
import RosterViewModels

/// The Profile page: avatar, the fields in a boxed list with their actions and inline errors,
/// the biography, the status line with Revert and Save, and Delete Person apart at the end.
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
    /// Why the profile is read-only ("Only Bret or an administrator can edit this profile"); hidden otherwise.
    package let readOnlyNotice = Label()
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
    /// Opens the person's History (bound by the detail pane, as Delete Person is).
    package let history = Button(iconName: "document-open-recent-symbolic")
    /// The status, Revert and Save: a bar under the scrolling form, always in view.
    private let actions = Box(.horizontal, spacing: 6)
    package let loadError = StatusPage(iconName: "dialog-error-symbolic")
    package let retry = Button(label: ControlNames.retry)
    /// The loading page's spinner.
    package let loadingSpinner = Spinner()
    package internal(set) weak var viewModel: ProfileViewModel?
    let bindings = BindingBag()
    /// Opens the file chooser; set by the window, which owns the parent for the dialog.
    var choosePhotoRequested: (@MainActor () -> Void)?
    /// Carries out what a field's action hands over (opens a URI, copies and toasts); set by
    /// the window, which owns the toasts. Tests put a recorder here instead of a mail program.
    package var handoffRequested: (@MainActor (FieldHandoff) -> Void)?

    let saveAction: SimpleAction

    /// - Parameter saveAction: `win.save`, which Save runs; enabled while the view model allows saving.
    init(saveAction: SimpleAction) {
        self.saveAction = saveAction
        save.detailedActionName = RosterActions.save.name
        rows = ProfileField.allCases.map { ProfileFieldRow(field: $0) }
        let form = Box(.vertical, spacing: 18)
        form.addCSSClass("profile-page")
        restoredNoticeText.expandsHorizontally = true
        restoredNoticeText.xAlign = 0
        restoredNoticeText.wraps = true
        restoredNotice.addCSSClass("card")
        restoredNotice.addCSSClass("restored-draft")
        restoredNotice.append(restoredNoticeText)
        restoredNotice.isVisible = false
        form.append(restoredNotice)
        readOnlyNotice.wraps = true
        readOnlyNotice.addCSSClass("read-only-notice")
        readOnlyNotice.addCSSClass("dim-label")
        form.append(readOnlyNotice)
        form.append(avatar.root)
        let photoButtons = Box(.horizontal, spacing: 6)
        photoButtons.halign = .center
        form.append(photoButtons)
        avatarError.addCSSClass("field-error")
        avatarError.wraps = true
        form.append(avatarError)

        // The fields as GNOME lays out a person: one boxed list of entry rows, each error in
        // a row under its field; the biography under its own heading.
        let fields = PreferencesGroup()
        for row in rows {
            guard let entry = row.entry, let errorRow = row.errorRow else { continue }
            fields.add(entry)
            fields.add(errorRow)
        }
        form.append(fields)
        let biography = rows.first { $0.field == .biography }!
        let biographyGroup = PreferencesGroup(title: biography.title)
        let biographyBox = Box(.vertical, spacing: 6)
        biographyBox.append(biography.editor)
        biographyBox.append(biography.error)
        biographyCounter.xAlign = 1
        biographyCounter.addCSSClass("dim-label")
        biographyBox.append(biographyCounter)
        biographyGroup.add(biographyBox)
        form.append(biographyGroup)

        history.addCSSClass("flat")
        history.accessibleName = ControlNames.history
        history.tooltip = ControlNames.history
        status.expandsHorizontally = true
        status.xAlign = 0
        status.wraps = true
        save.addCSSClass("suggested-action")
        // Out of the form, at the page's end, as GNOME Contacts and Settings place removal.
        deletePerson.addCSSClass("destructive-action")
        deletePerson.halign = .start
        deletePerson.tooltip = ControlNames.deletePerson
        let deleteGroup = PreferencesGroup()
        deleteGroup.addCSSClass("delete-person")
        form.append(deleteGroup)
        // The buttons go into their rows in the one declared order (the conflict banner's
        // are laid out by the banner, from the same order; the fields' by their rows).
        for control in ProfileControl.screenOrder {
            switch control {
            case .discardRestoredDraft: restoredNotice.append(discardRestored)
            case .showTheirs, .keepMine, .merge, .field, .fieldAction: break
            case .choosePhoto, .removePhoto: photoButtons.append(widget(for: control))
            case .history, .revert, .save:
                // The status line fills the space before Revert.
                if control == .revert { actions.append(status) }
                actions.append(widget(for: control))
            case .deletePerson: deleteGroup.add(deletePerson)
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
        // Save and Revert stay in reach however long the form: a bar under it, as wide as it.
        let actionBar = Clamp(child: actions, maximumWidth: 640)
        actionBar.addCSSClass("profile-actions")
        page.append(actionBar)
        root.addPage(page, name: "form")

        connectInput()
    }

    private func connectInput() {
        for row in rows {
            row.forwardInput(to: { [weak self] in self?.viewModel }, perform: { [weak self] in self?.handoffRequested?($0) })
        }
        revert.onClicked { [weak self] in self?.viewModel?.revertTapped() }
        removePhoto.onClicked { [weak self] in self?.viewModel?.avatarRemoved() }
        choosePhoto.onClicked { [weak self] in self?.choosePhotoRequested?() }
        retry.onClicked { [weak self] in self?.viewModel?.retryTapped() }
        discardRestored.onClicked { [weak self] in self?.viewModel?.restoredDraftDiscarded() }
        conflictBanner.forwardClicks { [weak self] in self?.viewModel }
    }
}
