import Foundation
import RosterModel

/// Reads a due day as a user types it, and writes a day back the same way: the one function
/// every front's due-date input goes through (the GTK page's entry, the headless front's
/// scenario steps, `roster-cli add-task --due`).
///
/// It accepts:
/// - the day in the locale's numeric order and separators, as Foundation's locale data writes it
///   (the `ddMMyyyy` template: en_US "01/15/2099", en_GB "15/01/2099", de_DE "15.01.2099");
///   one-digit days and months ("15.1.2099"), a two-digit year (the one nearest to this year),
///   and no year at all ("15.1.": the next such day from today on);
/// - ISO 8601's "2099-01-15", always, in every locale (`CalendarDay(iso:)`).
///
/// The order and separators come from the locale, not from a table of our own. Only ASCII digits
/// are read and the calendar is always the Gregorian one, as a `CalendarDay` is.
public struct DueDateInput: Sendable {
    /// The parts of a numeric date, in the locale's order.
    enum Part: Sendable { case day, month, year }

    /// Why a typed due date is not a day.
    public enum Problem: Error, Equatable, Sendable {
        /// It is not written as a date in the locale's order nor as YYYY-MM-DD ("tomorrow", "15-01").
        case unreadable
        /// It is written as a date, but the calendar has no such day ("31.02.2099", "15.13.2099").
        case noSuchDay
    }

    public let locale: Locale
    /// The locale's numeric date pattern with a four-digit year ("dd.MM.yyyy").
    let pattern: String
    /// The parts in the pattern's order.
    let order: [Part]

    public init(locale: Locale) {
        self.locale = locale
        let template = DateFormatter.dateFormat(fromTemplate: "ddMMyyyy", options: 0, locale: locale) ?? "yyyy-MM-dd"
        var order: [Part] = []
        for character in template {
            let part: Part? =
                switch character {
                case "d": .day
                case "M", "L": .month
                case "y", "u": .year
                default: nil
                }
            if let part, order.last != part { order.append(part) }
        }
        if Set(order).count == 3, order.count == 3 {
            self.pattern = template
            self.order = order
        } else {
            // A pattern that is not three numbers (none known): ISO's order.
            self.pattern = "yyyy-MM-dd"
            self.order = [.year, .month, .day]
        }
    }

    /// The day `text` names (nil for an empty text), seen from `today` (for a two-digit year or
    /// none), or why it names none.
    public func day(_ text: String, today: CalendarDay) -> Result<CalendarDay?, Problem> {
        let text = text.trimmingCharacters(in: .whitespaces)
        if text.isEmpty { return .success(nil) }
        if let day = CalendarDay(iso: text) { return .success(day) }
        if Self.isISOShaped(text) { return .failure(.noSuchDay) }
        guard let numbers = Self.numbers(in: text) else { return .failure(.unreadable) }
        let parts = numbers.count == 2 ? order.filter { $0 != .year } : order
        guard numbers.count == parts.count else { return .failure(.unreadable) }
        var day = 0
        var month = 0
        var year: Int?
        for (part, number) in zip(parts, numbers) {
            switch part {
            case .day:
                guard number.count <= 2 else { return .failure(.unreadable) }
                day = Int(number)!
            case .month:
                guard number.count <= 2 else { return .failure(.unreadable) }
                month = Int(number)!
            case .year:
                switch number.count {
                case 4: year = Int(number)!
                case 2: year = Self.nearestYear(endingIn: Int(number)!, to: today.year)
                default: return .failure(.unreadable)
                }
            }
        }
        if let year {
            guard let found = CalendarDay(year: year, month: month, day: day) else { return .failure(.noSuchDay) }
            return .success(found)
        }
        // No year: the next such day from today on (29 February: the next leap year's).
        for year in today.year...(today.year + 8) {
            if let found = CalendarDay(year: year, month: month, day: day), found >= today { return .success(found) }
        }
        return .failure(.noSuchDay)
    }

    /// `day` as this input reads it back: the locale's numeric date with a four-digit year ("15.01.2099").
    public func text(for day: CalendarDay) -> String {
        var text = ""
        var index = pattern.startIndex
        while index < pattern.endIndex {
            let character = pattern[index]
            var end = pattern.index(after: index)
            while end < pattern.endIndex, pattern[end] == character { end = pattern.index(after: end) }
            switch character {
            case "d": text += Self.digits(day.day, 2)
            case "M", "L": text += Self.digits(day.month, 2)
            case "y", "u": text += Self.digits(day.year, 4)
            case "'": break
            default: text += pattern[index..<end]
            }
            index = end
        }
        return text
    }

    /// The pattern as a hint of what to type, with translated letters ("DD.MM.YYYY", German "TT.MM.JJJJ").
    public var formatHint: String {
        var text = ""
        var index = pattern.startIndex
        while index < pattern.endIndex {
            let character = pattern[index]
            var end = pattern.index(after: index)
            while end < pattern.endIndex, pattern[end] == character { end = pattern.index(after: end) }
            switch character {
            // TRANSLATORS: the day's two digits in a date's format hint ("DD.MM.YYYY"; German "TT").
            case "d": text += L10n.tr("DD")
            // TRANSLATORS: the month's two digits in a date's format hint ("DD.MM.YYYY"; German "MM").
            case "M", "L": text += L10n.tr("MM")
            // TRANSLATORS: the year's four digits in a date's format hint ("DD.MM.YYYY"; German "JJJJ").
            case "y", "u": text += L10n.tr("YYYY")
            case "'": break
            default: text += pattern[index..<end]
            }
            index = end
        }
        return text
    }

    // MARK: Reading

    /// "dddd-dd-dd" with any digits: ISO's shape, so that a wrong day in it is no such day.
    private static func isISOShaped(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return false }
        return bytes.enumerated().allSatisfy { index, byte in index == 4 || index == 7 || (48...57).contains(byte) }
    }

    /// The runs of ASCII digits in `text`, when it starts with one and each gap between them (and
    /// after the last, as in "15.1.") holds one separator, "." "/" or "-", or only spaces (spaces and
    /// the invisible direction marks of some locales' patterns do not count); nil otherwise.
    private static func numbers(in text: String) -> [Substring]? {
        var numbers: [Substring] = []
        var start: String.Index?
        var separators = 0
        for index in text.indices {
            let character = text[index]
            if character.isASCII, character.isNumber {
                if start == nil {
                    guard numbers.isEmpty || separators <= 1 else { return nil }
                    start = index
                    separators = 0
                }
                continue
            }
            if let begin = start {
                numbers.append(text[begin..<index])
                start = nil
            }
            if character == "." || character == "/" || character == "-" {
                separators += 1
            } else if !character.isWhitespace && !isInvisible(character) {
                return nil
            }
            // Before the first number, nothing may stand.
            if numbers.isEmpty { return nil }
        }
        if let start { numbers.append(text[start...]) }
        return separators <= 1 ? numbers : nil
    }

    /// Left-to-right and right-to-left marks, which some locales' patterns put around separators.
    private static func isInvisible(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { $0.properties.generalCategory == .format }
    }

    /// The year ending in `twoDigits` within fifty years of `year`.
    private static func nearestYear(endingIn twoDigits: Int, to year: Int) -> Int {
        var candidate = year / 100 * 100 + twoDigits
        if candidate < year - 50 { candidate += 100 }
        if candidate > year + 49 { candidate -= 100 }
        return candidate
    }

    private static func digits(_ value: Int, _ count: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, count - text.count)) + text
    }
}
