import RosterModel

/// What a profile field's row offers besides editing its text: hand the value to the
/// desktop (write an email, call, open the website) or copy it.
///
/// The one name for this concept from the view model to the views and the scenarios'
/// control names.
public enum FieldAction: String, Hashable, Sendable, CaseIterable {
    case sendEmail = "send-email"
    case call
    case openWebsite = "open-website"
    case copy

    /// The actions `field`'s row offers, in screen order (start to end).
    public static func actions(for field: ProfileField) -> [FieldAction] {
        switch field {
        case .email: return [.sendEmail, .copy]
        case .phone: return [.call, .copy]
        case .website: return [.openWebsite, .copy]
        case .name, .company, .biography: return []
        }
    }

    /// What the action's button is called (its tooltip and accessible name) on `field`'s row:
    /// "Send Email", "Copy Phone Number"…
    public func title(on field: ProfileField) -> String {
        switch self {
        case .sendEmail: return L10n.tr("Send Email")
        case .call: return L10n.tr("Call")
        case .openWebsite: return L10n.tr("Open Website")
        case .copy:
            switch field {
            case .email: return L10n.tr("Copy Email Address")
            case .phone: return L10n.tr("Copy Phone Number")
            case .website: return L10n.tr("Copy Website Address")
            case .name, .company, .biography: return L10n.tr("Copy")
            }
        }
    }
}

/// What a front does when a field action runs: the view model decides, the front carries it out.
public enum FieldHandoff: Equatable, Sendable {
    /// Open `uri` ("mailto:…", "tel:…", "https://…") in the desktop's handler for it.
    case open(uri: String)
    /// Put `text` on the clipboard, then tell the user with `toast` ("Copied").
    case copy(text: String, toast: String)
}
