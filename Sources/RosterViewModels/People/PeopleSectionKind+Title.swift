import RosterSearch

extension PeopleSectionKind {
    /// The section's title as shown.
    public var title: String {
        switch self {
        case .aToI: return L10n.tr("A to I")
        case .jToQ: return L10n.tr("J to Q")
        case .rToZ: return L10n.tr("R to Z")
        case .other: return "#"
        }
    }
}
