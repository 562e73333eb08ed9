import RosterModel

/// The unsaved-changes flow: leaving a profile with unsaved edits (selecting someone else,
/// a new person, closing the window) waits on a question; the answer lets the waiting
/// action go ahead, or not. Owned by `AppViewModel`, which decides when to ask and performs
/// the action.
struct UnsavedChangesGate {
    /// What waits for the answer.
    enum Action {
        case select(PersonID?)
        case newPerson
        case close
    }

    /// The question the front must answer, if any.
    private(set) var question: UnsavedChangesQuestion?
    /// The action the question holds back.
    private var pendingAction: Action?

    /// Asks before `action`, leaving the profile titled `name` ("" for a new person's).
    mutating func ask(before action: Action, leaving name: String) {
        pendingAction = action
        question = UnsavedChangesQuestion(
            title: name.isEmpty ? L10n.tr("Save your changes?") : L10n.tr("Save changes to {0}?", name),
            message: L10n.tr("Your edits will be lost if you don’t save them.")
        )
    }

    /// The question was answered: the action it held back; nil when none was asked.
    mutating func answered() -> Action? {
        guard question != nil, let action = pendingAction else { return nil }
        question = nil
        pendingAction = nil
        return action
    }
}
