/// The editable text fields of a person's profile, in form order.
///
/// The one name for this concept from the model (rules, conflicts) to the view
/// models (labels, errors), the views and the CLI's options.
public enum ProfileField: String, CaseIterable, Codable, Sendable {
    case name, email, phone, website, company, biography

    /// The field's value in `person`.
    public func value(in person: Person) -> String {
        switch self {
        case .name: return person.name
        case .email: return person.email
        case .phone: return person.phone
        case .website: return person.website
        case .company: return person.companyName
        case .biography: return person.biography
        }
    }

    /// Sets the field's value in `person`.
    public func set(_ value: String, in person: inout Person) {
        switch self {
        case .name: person.name = value
        case .email: person.email = value
        case .phone: person.phone = value
        case .website: person.website = value
        case .company: person.companyName = value
        case .biography: person.biography = value
        }
    }
}
