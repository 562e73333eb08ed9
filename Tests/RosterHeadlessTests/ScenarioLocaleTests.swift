import Foundation
import RosterTesting
import Testing

/// The `locale "de_DE"` line: parsed before every step, once, with a real locale name.
@Suite("Scenario language: the locale line")
struct ScenarioLocaleTests {
    @Test("`locale` comes first and names the scenario's locale")
    func parsesTheLocale() throws {
        let scenario = try ScenarioParser.parse("locale \"de_DE\"\nsearch \"cle\"\n")
        #expect(scenario.locale == "de_DE")
        #expect(scenario.lines.count == 1)
        #expect(try ScenarioParser.parse("search \"cle\"\n").locale == nil)
    }

    @Test("`locale` after a step, twice, or without a name is refused at its line")
    func refusesMisplacedLocales() {
        for (text, line) in [
            ("search \"a\"\nlocale \"de_DE\"", 2), ("locale \"de_DE\"\nlocale \"de_DE\"", 2), ("locale \"C\"", 1), ("locale", 1),
        ] {
            #expect(throws: ScenarioParser.ParseError.self, "\(text)") { try ScenarioParser.parse(text) }
            do {
                _ = try ScenarioParser.parse(text)
            } catch {
                #expect(error.line == line, "\(text): \(error)")
            }
        }
    }
}
