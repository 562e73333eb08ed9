/// The status line under the profile form.
public enum ProfileStatus: Equatable, Codable, Sendable {
    case none
    case saving
    case saved
    case failed(message: String)

    /// The status as shown.
    public var text: String {
        switch self {
        case .none: return ""
        case .saving: return L10n.tr("Saving…")
        case .saved: return L10n.tr("Saved")
        case .failed(let message): return message
        }
    }

    public var isError: Bool {
        if case .failed = self { return true }
        return false
    }
}
