import Foundation

/// The rules of a valid person, defined once: import, add, edit, the CLI and
/// the view models all ask here. The view models only decide when an error
/// shows and how it reads.
public enum PersonRules {
    public static let nameLimit = TextLimit(characters: 100)
    public static let emailLimit = TextLimit(characters: 254)
    public static let phoneLimit = TextLimit(characters: 50)
    public static let websiteLimit = TextLimit(characters: 2_000)
    public static let companyLimit = TextLimit(characters: 100)
    /// Two scalars a character, not four: the biography is the one long text the profile lays
    /// out, and layout pays by the scalar. Selecting a person whose biography has 8,000 scalars
    /// (2,000 characters of three combining marks each) took GTK two frames; 4,000 fit in one
    /// (`make bench`, "select the longest person"). Prose of 2,000 characters, accents and
    /// all, stays within it.
    public static let biographyLimit = TextLimit(characters: 2_000, scalars: 4_000)
    /// Usernames come only from imports; they are bounded like names.
    public static let usernameLimit = TextLimit(characters: 100)

    /// The limit of `field`.
    public static func limit(of field: ProfileField) -> TextLimit {
        switch field {
        case .name: return nameLimit
        case .email: return emailLimit
        case .phone: return phoneLimit
        case .website: return websiteLimit
        case .company: return companyLimit
        case .biography: return biographyLimit
        }
    }

    /// What is stored for `value` typed into `field`: without surrounding white space.
    public static func normalized(_ value: String) -> String {
        // Most values have nothing to trim: return them as they are. Foundation's trimming
        // copies the string through UTF-16 first, which for the longest biography the rules
        // allow (4,000 scalars) cost milliseconds on every read of `hasUnsavedChanges`.
        let scalars = value.unicodeScalars
        guard let first = scalars.first, let last = scalars.last,
            whitespace.contains(first) || whitespace.contains(last)
        else { return value }
        return value.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private static let whitespace = CharacterSet.whitespacesAndNewlines

    /// The rule `value` breaks in `field` (checked as it would be stored), or nil when it is valid.
    public static func violation(of field: ProfileField, in value: String) -> RuleViolation? {
        let text = normalized(value)
        let limit = limit(of: field)
        switch field {
        case .name:
            if text.isEmpty { return .required }
        case .email:
            if text.isEmpty { return .required }
        case .phone, .website, .company, .biography:
            if text.isEmpty { return nil }
        }
        if let violation = limit.violation(in: text) { return violation }
        if TextSafety.hasForbiddenCharacters(text, allowsLineBreaks: field == .biography) { return .controlCharacters }
        switch field {
        case .email:
            if !isPlausibleEmail(text) { return .invalidEmail }
        case .phone:
            if !text.unicodeScalars.contains(where: isASCIIDigit) { return .phoneNeedsDigit }
            if text.unicodeScalars.contains(where: { !isASCIIDigit($0) && !" +-()./extEXT".unicodeScalars.contains($0) }) {
                return .phoneCharacters
            }
        case .website:
            if !isWebAddress(text) { return .notAWebAddress }
        case .name, .company, .biography:
            break
        }
        return nil
    }

    /// Every rule `person` breaks, by field, in form order.
    public static func violations(of person: Person) -> [(field: ProfileField, violation: RuleViolation)] {
        ProfileField.allCases.compactMap { field in
            violation(of: field, in: field.value(in: person)).map { (field, $0) }
        }
    }

    /// The rule a username breaks, if any (usernames are optional and single-line).
    ///
    /// A username that is not empty is also unique in a directory, exactly as stored (byte for
    /// byte): a member's part on a shared directory follows it. Many people may have none (an
    /// empty username is no login's name, so it gives nobody a right). Only the whole directory
    /// can tell: the engines enforce it with a unique index (`DetailedReason.usernameTaken`),
    /// `DirectoryDocument.validate()` within a document (`ImportError.ProblemKind.duplicateUsername`).
    public static func usernameViolation(_ value: String) -> RuleViolation? {
        let text = normalized(value)
        if let violation = usernameLimit.violation(in: text) { return violation }
        if TextSafety.hasForbiddenCharacters(text, allowsLineBreaks: false) { return .controlCharacters }
        return nil
    }

    /// Throws the first broken rule of `person`, as `PersonRuleError`.
    public static func validate(_ person: Person) throws(PersonRuleError) {
        if let first = violations(of: person).first { throw PersonRuleError(field: first.field, violation: first.violation) }
        if let violation = usernameViolation(person.username) { throw PersonRuleError(field: nil, violation: violation) }
    }

    /// One "@", a non-empty local part of at most 64 characters, a domain with a
    /// dot and no empty labels, no white space.
    static func isPlausibleEmail(_ text: String) -> Bool {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, let local = parts.first, let domain = parts.last,
            !local.isEmpty, local.count <= 64, !text.contains(where: \.isWhitespace)
        else { return false }
        let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
        return labels.count >= 2 && labels.allSatisfy { !$0.isEmpty && !$0.hasPrefix("-") && !$0.hasSuffix("-") }
            && labels.last!.count >= 2
    }

    /// An http or https URL with a host that has a dot (or is localhost).
    static func isWebAddress(_ text: String) -> Bool {
        guard !text.contains(where: \.isWhitespace), let url = URL(string: text),
            let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = url.host, !host.isEmpty
        else { return false }
        return host.contains(".") || host == "localhost"
    }

    private static func isASCIIDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
}

/// A person that breaks a rule: which field (nil: the username) and which rule.
public struct PersonRuleError: Error, Equatable, Sendable {
    public var field: ProfileField?
    public var violation: RuleViolation

    public init(field: ProfileField?, violation: RuleViolation) {
        self.field = field
        self.violation = violation
    }
}
