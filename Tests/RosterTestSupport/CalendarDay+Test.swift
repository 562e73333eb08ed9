import RosterModel

extension CalendarDay {
    /// The day `text` writes as YYYY-MM-DD, for a test's data: a text that is no day (a typo)
    /// stops the test at once rather than reading as "no due date".
    public static func iso(_ text: String) -> CalendarDay {
        guard let day = CalendarDay(iso: text) else { preconditionFailure("“\(text)” is not a calendar day written YYYY-MM-DD") }
        return day
    }
}
