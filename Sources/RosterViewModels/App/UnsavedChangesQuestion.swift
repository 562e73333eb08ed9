/// The question asked before leaving a profile with unsaved edits. The front
/// must show it and answer it with `AppViewModel.questionAnswered(_:)`.
public struct UnsavedChangesQuestion: Equatable, Codable, Sendable {
    public var title: String
    public var message: String
    public var saveTitle = L10n.tr("Save")
    public var discardTitle = L10n.tr("Discard")
    public var cancelTitle = L10n.tr("Cancel")
}

/// The answers to `UnsavedChangesQuestion`.
public enum UnsavedChangesAnswer: String, Codable, Sendable, CaseIterable {
    case save, discard, cancel
}

/// The pages of the detail pane.
public enum DetailPage: String, Codable, Sendable, CaseIterable {
    case profile, tasks

    public var title: String { self == .profile ? L10n.tr("Profile") : L10n.tr("Tasks") }
}
