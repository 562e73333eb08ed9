/// The editable fields of a profile, in form order.
public enum ProfileField: String, CaseIterable, Codable, Sendable {
    case name, email, phone, website, company, biography

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
