import RosterModel

// The profile fields, for the views (which import the view models, never the model).
@_exported import enum RosterModel.ProfileField

extension ProfileField {
    /// The field's label as shown.
    public var label: String {
        switch self {
        case .name: return L10n.tr("Name")
        case .email: return L10n.tr("Email")
        case .phone: return L10n.tr("Phone")
        case .website: return L10n.tr("Website")
        case .company: return L10n.tr("Company")
        case .biography: return L10n.tr("Biography")
        }
    }
}
