import Foundation

/// The validation rules of a profile, as pure functions of the field values.
public enum ProfileRules {
    public static let nameLimit = 100
    public static let biographyLimit = 2_000
    /// The biography counter appears when this few characters are left.
    public static let biographyWarningThreshold = 200

    /// The error of `value` in `field`, or nil when it is valid.
    public static func error(_ field: ProfileField, _ value: String) -> String? {
        let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
        switch field {
        case .name:
            if trimmed.isEmpty { return "Name is required" }
            if trimmed.count > nameLimit { return "Name can be at most \(nameLimit) characters" }
        case .email:
            if trimmed.isEmpty { return "Email is required" }
            if !isPlausibleEmail(trimmed) { return "Email is not valid" }
        case .phone:
            if trimmed.isEmpty { return nil }
            if trimmed.count > 50 { return "Phone can be at most 50 characters" }
            if !trimmed.contains(where: \.isASCIIDigit) { return "Phone needs at least one digit" }
            if trimmed.contains(where: { !$0.isASCIIDigit && !" +-()./extEXT".contains($0) }) {
                return "Phone can contain digits, spaces, + - ( ) . and an extension (x123)"
            }
        case .website:
            if !trimmed.isEmpty && !isWebAddress(trimmed) { return "Website must be an http:// or https:// address" }
        case .company:
            if trimmed.count > nameLimit { return "Company can be at most \(nameLimit) characters" }
        case .biography:
            // Counted as saved: without surrounding white space.
            if trimmed.count > biographyLimit { return "Biography can be at most \(biographyLimit.formatted()) characters" }
        }
        return nil
    }

    /// "N characters left" near the biography limit, "N characters too many" past it; nil otherwise.
    public static func biographyCounter(_ value: String) -> String? {
        let left = biographyLimit - value.trimmingCharacters(in: .whitespacesAndNewlines).count
        if left < 0 { return left == -1 ? "1 character too many" : "\((-left).formatted()) characters too many" }
        if left <= biographyWarningThreshold { return left == 1 ? "1 character left" : "\(left.formatted()) characters left" }
        return nil
    }

    /// One "@", a non-empty local part, a domain with a dot and no empty labels, no spaces.
    static func isPlausibleEmail(_ text: String) -> Bool {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, let local = parts.first, let domain = parts.last,
              !local.isEmpty, local.count <= 64, !text.contains(where: \.isWhitespace) else { return false }
        let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
        return labels.count >= 2 && labels.allSatisfy { !$0.isEmpty && !$0.hasPrefix("-") && !$0.hasSuffix("-") }
            && labels.last!.count >= 2
    }

    /// An http or https URL with a host.
    static func isWebAddress(_ text: String) -> Bool {
        guard !text.contains(where: \.isWhitespace), let url = URL(string: text),
              let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host = url.host, !host.isEmpty else { return false }
        return host.contains(".") || host == "localhost"
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
