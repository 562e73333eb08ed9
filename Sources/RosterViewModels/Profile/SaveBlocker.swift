import RosterModel

/// Why Save is disabled: a typed state, so that fronts branch on it and never
/// on the sentence it reads as.
public enum SaveBlocker: Equatable, Sendable {
    case notLoaded
    case saving
    case noChanges
    /// Someone else changed fields the user changed too: Show Theirs, Keep Mine or Merge first.
    case conflict
    /// A field breaks a rule; the worded error of the first one.
    case invalid(String)
    /// The signed-in user's part may not edit this profile (`ProfileViewModel.editDenial`).
    case notAllowed(PermissionDenial)

    /// How the reason reads (Save's tooltip, the CLI's message).
    public var text: String {
        switch self {
        case .notLoaded: return L10n.tr("The profile is not loaded")
        case .saving: return L10n.tr("Saving…")
        case .noChanges: return L10n.tr("No changes to save")
        case .conflict: return L10n.tr("Choose Show Theirs, Keep Mine or Merge first")
        case .invalid(let message): return message
        case .notAllowed(let denial): return ErrorMessages.text(denial)
        }
    }
}
