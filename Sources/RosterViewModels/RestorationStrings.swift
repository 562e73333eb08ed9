/// The user-visible strings of state restoration, in one place for translators.
enum RestorationStrings {
    static let restoredDraft = "Restored unsaved changes"
    static let discard = "Discard"

    /// The notice when the person changed in the store after the draft was written.
    static func restoredDraftChangedMeanwhile(_ fields: [String]) -> String {
        let what = fields.isEmpty ? "the photo" : fields.joined(separator: ", ")
        return "Restored unsaved changes. Since then, someone else changed \(what): Save to keep yours, or Discard to take theirs."
    }
}
