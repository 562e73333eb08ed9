import Foundation
import RosterModel
import Testing

@Suite("CalendarDay: a due day, written YYYY-MM-DD")
struct CalendarDayTests {
    @Test(
        "real days are read and written back unchanged", arguments: ["2026-11-22", "2024-02-29", "2000-02-29", "0001-01-01", "9999-12-31"])
    func roundTrip(text: String) throws {
        let day = try #require(CalendarDay(iso: text))
        #expect(day.iso == text)
        #expect("\(day)" == text)
    }

    @Test(
        "days that do not exist, or are not written YYYY-MM-DD, are not days",
        arguments: [
            "2026-02-29", "1900-02-29", "2026-04-31", "2026-13-01", "2026-00-10", "2026-01-00", "0000-01-01",
            "2026-1-01", "26-01-01", "2026/01/01", "2026-01-01T00:00", " 2026-01-01", "２０２６-01-01", "", "+026-01-01",
        ])
    func notDays(text: String) {
        #expect(CalendarDay(iso: text) == nil)
    }

    @Test("its parts are its year, month and day; a day that does not exist cannot be made")
    func parts() throws {
        let day = try #require(CalendarDay(year: 7, month: 3, day: 9))
        #expect((day.year, day.month, day.day) == (7, 3, 9))
        #expect(day.iso == "0007-03-09")
        #expect(CalendarDay(year: 2026, month: 2, day: 29) == nil)
        #expect(CalendarDay(year: 10_000, month: 1, day: 1) == nil)
    }

    @Test("days order by year, then month, then day")
    func order() throws {
        let days = try ["2026-11-22", "2025-12-31", "2026-02-01", "2026-11-03"].map { try #require(CalendarDay(iso: $0)) }
        #expect(days.sorted().map(\.iso) == ["2025-12-31", "2026-02-01", "2026-11-03", "2026-11-22"])
    }

    @Test("Codable writes and reads the YYYY-MM-DD text; other text is refused")
    func codable() throws {
        let day = try #require(CalendarDay(iso: "2026-03-01"))
        let data = try JSONEncoder().encode([day])
        #expect(String(decoding: data, as: UTF8.self) == #"["2026-03-01"]"#)
        #expect(try JSONDecoder().decode([CalendarDay].self, from: data) == [day])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([CalendarDay].self, from: Data(#"["2026-02-30"]"#.utf8)) }
    }
}
