import Foundation

/// Every user-visible string the view models produce, in one place for translators.
///
/// Each reads the active translation catalog when asked (computed, never cached),
/// with real plurals; numbers are formatted for the injected locale.
enum RosterStrings {
    static var emptySection: String { L10n.tr("No people") }
    static var loading: String { L10n.tr("Loading people…") }
    static var retry: String { L10n.tr("Retry") }
    static var searchPlaceholder: String { L10n.tr("Search people") }
    static var appTitle: String { L10n.tr("Roster") }
    static var noPeopleTitle: String { L10n.tr("No people yet") }
    static var noPeopleDetail: String { L10n.tr("Add someone, or import a team from a file.") }
    static var noSelection: String { L10n.tr("Select a person to see their details") }

    static func noMatches(_ query: String) -> String { L10n.tr("No people match “{0}”", query) }
    static var noMatchesDetail: String { L10n.tr("Try a different name, username, email, phone or company.") }

    static func peopleCount(_ count: Int, locale: Locale) -> String {
        L10n.trn("{0} person", "{0} people", count, L10n.number(count, locale))
    }

    static func peopleCount(_ shown: Int, of total: Int, locale: Locale) -> String {
        // TRANSLATORS: "3 of 10 people": {0} is how many are shown, {1} how many there are.
        L10n.trn("{0} of {1} person", "{0} of {1} people", total, L10n.number(shown, locale), L10n.number(total, locale))
    }

    static var loadFailedTitle: String { L10n.tr("Could not load people") }
    static func loadFailed(_ reason: String) -> String { "\(loadFailedTitle). \(reason)" }
}
