import RosterModel
// The profile fields, for the views (which import the view models, never the model).
@_exported import enum RosterModel.ProfileField

extension ProfileField {
    /// The field's label as shown.
    public var label: String {
        switch self {
        case .name: return "Name"
        case .email: return "Email"
        case .phone: return "Phone"
        case .website: return "Website"
        case .company: return "Company"
        case .biography: return "Biography"
        }
    }
}
