import Foundation
import RosterModel
import RosterTestSupport
import Testing

@testable import RosterViewModels

/// The locale comes from the environment (LC_ALL > LC_* > LANG), not `Locale.current`.
/// These tests never activate a catalog: that is process-wide and Swift Testing runs
/// tests in parallel (the German catalog is tested in the GTK and CLI tests).
@Suite("Localization: the environment's locale, placeholders, German formats")
struct LocalizationTests {
    @Test("POSIX names become Foundation locales; C and POSIX keep the source language")
    func posixNames() {
        #expect(RosterLocale.locale(posixName: "de_DE.UTF-8")?.identifier == "de_DE")
        #expect(RosterLocale.locale(posixName: "de_DE@euro")?.identifier == "de_DE")
        #expect(RosterLocale.locale(posixName: "fr_CA.ISO-8859-1")?.identifier == "fr_CA")
        #expect(RosterLocale.locale(posixName: "C") == nil)
        #expect(RosterLocale.locale(posixName: "C.UTF-8") == nil)
        #expect(RosterLocale.locale(posixName: "POSIX") == nil)
    }

    @Test("LC_ALL wins, then the category's variable, then LANG; empty values do not count")
    func precedence() {
        let fallback = Locale(identifier: "en_001")
        let mixed = RosterLocale(
            environment: ["LANG": "en_US.UTF-8", "LC_MESSAGES": "de_DE.UTF-8", "LC_TIME": "fr_FR.UTF-8", "LC_NUMERIC": ""],
            fallback: fallback)
        #expect(mixed.messages?.identifier == "de_DE")
        #expect(mixed.time.identifier == "fr_FR")
        #expect(mixed.numbers.identifier == "en_US")
        let all = RosterLocale(environment: ["LC_ALL": "de_DE.UTF-8", "LANG": "en_US.UTF-8", "LC_TIME": "fr_FR.UTF-8"], fallback: fallback)
        #expect(all.messages?.identifier == "de_DE" && all.time.identifier == "de_DE" && all.numbers.identifier == "de_DE")
        let none = RosterLocale(environment: ["LANG": "C.UTF-8"], fallback: fallback)
        #expect(none.messages == nil)
        #expect(none.numbers == fallback)
    }

    @Test("placeholders fill in one pass; an argument's own braces stay")
    func placeholders() {
        #expect(L10n.tr("No people match “{0}”", "{1}x") == "No people match “{1}x”")
        #expect(L10n.trn("{0} of {1} person", "{0} of {1} people", 10, "3", "10") == "3 of 10 people")
        #expect(L10n.trn("{0} person", "{0} people", 1, "1") == "1 person")
        #expect(L10n.tr("{9} stays") == "{9} stays")
    }

    @Test("German numbers and dates follow the injected locale: 100.000, 15. Jan. 2027")
    func germanFormats() {
        let german = Locale(identifier: "de_DE")
        #expect(L10n.number(100_000, german) == "100.000")
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let now = Date(timeIntervalSince1970: 1_795_338_000)  // 22 November 2026
        let formatter = DueDateFormatter(clock: ManualClock(now).clock, calendar: calendar, locale: german)
        #expect(formatter.describe(.iso("2027-01-15"))?.text.hasSuffix("15. Jan. 2027") == true)
    }
}
