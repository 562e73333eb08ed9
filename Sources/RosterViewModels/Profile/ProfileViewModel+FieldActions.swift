import Foundation
import RosterModel

// The field rows' actions: send an email, call, open the website, copy. They act on the
// text the form shows (the draft), so a corrected address is mailed before it is saved.

extension ProfileViewModel {
    /// What `action` on `field` would hand to the desktop now; nil while it cannot run.
    public func handoff(_ action: FieldAction, on field: ProfileField) -> FieldHandoff? {
        guard fieldActionDisabledReason(action, on: field) == nil else { return nil }
        let value = PersonRules.normalized(draft[field] ?? "")
        switch action {
        case .sendEmail: return .open(uri: Self.mailtoURI(value))
        case .call: return .open(uri: Self.telURI(value))
        // The rules admit only http:// and https:// addresses: the website is its own URI.
        case .openWebsite: return .open(uri: value)
        case .copy: return .copy(text: value, toast: L10n.tr("Copied"))
        }
    }

    /// Why `action` on `field` cannot run now (the field is empty, or not valid); nil when it can.
    public func fieldActionDisabledReason(_ action: FieldAction, on field: ProfileField) -> String? {
        guard loadState == .loaded, FieldAction.actions(for: field).contains(action) else {
            return L10n.tr("Not available")
        }
        let value = PersonRules.normalized(draft[field] ?? "")
        if value.isEmpty {
            switch field {
            case .email: return L10n.tr("No email address")
            case .phone: return L10n.tr("No phone number")
            case .website: return L10n.tr("No website")
            case .name, .company, .biography: return L10n.tr("Nothing to copy")
            }
        }
        // Copying takes any text; handing an invalid address to a mail program or browser does not.
        if action != .copy, let error = ValidationMessages.error(field, value) { return error }
        return nil
    }

    /// Whether `action` on `field` can run now.
    public func isFieldActionEnabled(_ action: FieldAction, on field: ProfileField) -> Bool {
        fieldActionDisabledReason(action, on: field) == nil
    }

    /// The user ran `action` on `field`'s row: what the front must hand to the desktop, or nil
    /// (and nothing happens) while the action is disabled.
    public func fieldActionTapped(_ action: FieldAction, on field: ProfileField) -> FieldHandoff? {
        handoff(action, on: field)
    }

    static func mailtoURI(_ address: String) -> String {
        "mailto:" + (address.addingPercentEncoding(withAllowedCharacters: mailtoAllowed) ?? address)
    }

    /// A `tel:` URI (RFC 3966) of the number's digits, a leading "+" kept, its extension as `;ext=`.
    static func telURI(_ phone: String) -> String {
        let parts = PersonSearchText.phoneDigits(phone)
        let international = phone.trimmingCharacters(in: .whitespaces).hasPrefix("+")
        return "tel:" + (international ? "+" : "") + parts.number + (parts.extension.isEmpty ? "" : ";ext=" + parts.extension)
    }

    private static let mailtoAllowed: CharacterSet = {
        var set = CharacterSet.alphanumerics
        set.insert(charactersIn: "@.!#$'*+-/=^_`{|}~")
        return set
    }()
}
