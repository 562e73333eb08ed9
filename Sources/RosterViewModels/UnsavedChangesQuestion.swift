/// The question asked before leaving a profile with unsaved edits. The front
/// must show it and answer it with `AppViewModel.questionAnswered(_:)`.
public struct UnsavedChangesQuestion: Equatable, Codable, Sendable {
    public var title: String
    public var message: String
    public var saveTitle = "Save"
    public var discardTitle = "Discard"
    public var cancelTitle = "Cancel"
}

/// The answers to `UnsavedChangesQuestion`.
public enum UnsavedChangesAnswer: String, Codable, Sendable, CaseIterable {
    case save, discard, cancel
}

/// The pages of the detail pane.
public enum DetailPage: String, Codable, Sendable, CaseIterable {
    case profile, tasks

    public var title: String { self == .profile ? "Profile" : "Tasks" }
}
