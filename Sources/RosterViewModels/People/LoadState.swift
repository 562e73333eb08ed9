/// Where a screen's data stands.
public enum LoadState: Sendable, Equatable, Codable {
    case loading
    case loaded
    /// Loading failed; the message is for the person using the app.
    case failed(message: String)

    /// The failure message, if any.
    public var errorMessage: String? {
        if case .failed(let message) = self { return message }
        return nil
    }
}
