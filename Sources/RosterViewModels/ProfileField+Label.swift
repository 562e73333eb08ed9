import RosterModel

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

/// The profile fields, as the views see them (views import the view models, never the model).
public typealias ProfileField = RosterModel.ProfileField
