/// The question asked before leaving a profile with unsaved edits. The front
/// must show it and answer it with `AppViewModel.questionAnswered(_:)`.
public struct UnsavedChangesQuestion: Equatable, Codable, Sendable {
    public var title: String
    public var message: String
    public var saveTitle = L10n.tr("Save")
    public var discardTitle = L10n.tr("Discard")
    public var cancelTitle = L10n.tr("Cancel")

    /// The answers as buttons, in the order they are laid out, start to end: Cancel,
    /// Discard, Save, as GNOME orders a dialog's buttons (the suggested one at the end).
    public var choices: [UnsavedChangesChoice] {
        [
            UnsavedChangesChoice(answer: .cancel, title: cancelTitle, appearance: .plain),
            UnsavedChangesChoice(answer: .discard, title: discardTitle, appearance: .destructive),
            UnsavedChangesChoice(answer: .save, title: saveTitle, appearance: .suggested),
        ]
    }

    /// The answer the question starts on, which Enter gives: Save.
    public static let defaultAnswer = UnsavedChangesAnswer.save
    /// The answer of dismissing the question (Esc, closing it): Cancel, which loses nothing.
    public static let dismissAnswer = UnsavedChangesAnswer.cancel
}

/// One answer to `UnsavedChangesQuestion` as its button shows it.
public struct UnsavedChangesChoice: Equatable, Sendable {
    /// How a button tells what it does apart from the others.
    public enum Appearance: Sendable {
        case plain
        /// Loses the edits (Discard).
        case destructive
        /// What the question suggests (Save).
        case suggested
    }

    public var answer: UnsavedChangesAnswer
    /// The button's title.
    public var title: String
    public var appearance: Appearance
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
