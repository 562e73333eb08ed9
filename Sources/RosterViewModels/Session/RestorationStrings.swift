/// The user-visible strings of state restoration, in one place for translators.
enum RestorationStrings {
    static var restoredDraft: String { L10n.tr("Restored unsaved changes") }
    static var discard: String { L10n.tr("Discard") }

    /// The notice when the person changed in the store after the draft was written.
    static func restoredDraftChangedMeanwhile(_ fields: [String]) -> String {
        let what = fields.isEmpty ? L10n.tr("the photo") : fields.joined(separator: ", ")
        return L10n.tr(
            "Restored unsaved changes. Since then, someone else changed {0}: Save to keep yours, or Discard to take theirs.", what)
    }
}
