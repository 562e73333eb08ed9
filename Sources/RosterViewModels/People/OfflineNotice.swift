import RosterModel

/// What the window shows while the directory's server cannot be reached: that Roster is
/// offline, that it tries again by itself (and when), and that nothing typed is lost.
public struct OfflineNotice: Sendable, Equatable {
    /// The notice's heading, e.g. "Offline".
    public let title: String
    /// What happens meanwhile, e.g. "The directory cannot be reached. Roster tries again in 4 s; your edits are kept."
    public let detail: String

    /// The notice for `availability`; nil when the directory is available.
    public init?(_ availability: StoreAvailability) {
        guard case .unavailable(let retryingIn) = availability else { return nil }
        title = L10n.tr("Offline")
        let seconds = max(1, Int((Double(retryingIn.components.seconds) + Double(retryingIn.components.attoseconds) / 1e18).rounded(.up)))
        detail = L10n.trn(
            "The directory cannot be reached. Roster tries again in {0} second; your edits are kept.",
            "The directory cannot be reached. Roster tries again in {0} seconds; your edits are kept.",
            seconds, String(seconds))
    }
}
