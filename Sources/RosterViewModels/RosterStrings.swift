import Foundation

/// Every user-visible string the view models produce, in one place for translators.
///
/// English plural rules for now; numbers are formatted for the injected locale.
enum RosterStrings {
    static let emptySection = "No people"
    static let loading = "Loading people…"
    static let retry = "Retry"
    static let searchPlaceholder = "Search people"
    static let appTitle = "Roster"
    static let noPeopleTitle = "No people yet"
    static let noPeopleDetail = "Add someone, or import a team from a file."
    static let noSelection = "Select a person to see their details"

    static func noMatches(_ query: String) -> String { "No people match “\(query)”" }
    static let noMatchesDetail = "Try a different name, username or email."

    static func peopleCount(_ count: Int, locale: Locale) -> String {
        count == 1 ? "1 person" : "\(number(count, locale)) people"
    }

    static func peopleCount(_ shown: Int, of total: Int, locale: Locale) -> String {
        "\(number(shown, locale)) of \(total == 1 ? "1 person" : "\(number(total, locale)) people")"
    }

    static let loadFailedTitle = "Could not load people"
    static func loadFailed(_ reason: String) -> String { "\(loadFailedTitle). \(reason)" }

    private static func number(_ value: Int, _ locale: Locale) -> String {
        value.formatted(.number.locale(locale))
    }
}
