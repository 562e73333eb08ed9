/// A day of the Gregorian calendar, such as a task's due day: a year, a month and a day,
/// with no time and no time zone. Written and read as ISO 8601's `YYYY-MM-DD`, the one
/// place that format is parsed and written (the engines store that text, the import and
/// export format carries it, and `Codable` writes it).
public struct CalendarDay: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// The day `year`-`month`-`day`, when it exists (30 February does not; 29 February only in
    /// leap years) and its year has four digits.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month), day >= 1,
            day <= Self.days(inMonth: month, ofYear: year)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day `text` names as `YYYY-MM-DD` (exactly that: four, two and two digits), when it
    /// exists.
    public init?(iso text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for byte in bytes[range] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The day as `YYYY-MM-DD`.
    public var iso: String {
        func digits(_ value: Int, _ count: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, count - text.count)) + text
        }
        return "\(digits(year, 4))-\(digits(month, 2))-\(digits(day, 2))"
    }

    public var description: String { iso }

    public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// Decodes `YYYY-MM-DD`; any other text is an error.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let day = CalendarDay(iso: text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "“\(text)” is not a calendar day written YYYY-MM-DD")
        }
        self = day
    }

    /// Encodes `YYYY-MM-DD`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(iso)
    }

    private static func days(inMonth month: Int, ofYear year: Int) -> Int {
        let isLeap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
        return [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
    }
}
