import GtkKit
import RosterViewModels

// The page's bindings: every widget of the page in step with the profile's view model.

extension ProfilePage {
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
            if !row.actionButtons.isEmpty {
                bindings.bind(
                    { FieldAction.actions(for: row.field).map { viewModel.fieldActionDisabledReason($0, on: row.field) } },
                    name: .fieldActions
                ) { reasons in row.showActions(reasons) }
            }
        }
        bindings.bind({ viewModel.biographyCounter }, name: .biographyCounter) { [biographyCounter] text in
            biographyCounter.text = text ?? ""
            biographyCounter.isVisible = text != nil
        }
        bindings.bind({ viewModel.biographyWrap }, name: .biographyWrap) { [rows] wrap in
            rows.first { $0.field == .biography }?.textView?.wrapMode = wrap == .anywhere ? .characters : .wordsThenCharacters
        }
        bindings.bind({ viewModel.readOnlyReason }, name: .profileReadOnly) { [rows, readOnlyNotice, choosePhoto] reason in
            readOnlyNotice.text = reason ?? ""
            readOnlyNotice.isVisible = reason != nil
            rows.forEach { $0.showEditable(reason == nil) }
            choosePhoto.isSensitive = viewModel.isChoosePhotoEnabled
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
        if viewModel.isNew { rows.first?.editor.grabFocus() }
    }
}
