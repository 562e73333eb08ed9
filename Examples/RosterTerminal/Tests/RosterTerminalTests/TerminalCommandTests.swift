import TerminalKit
import Testing

@testable import RosterTerminalViews

/// The one table of roster-tui's keys: no key runs two commands, and `?` lists each command once.
@MainActor
struct TerminalCommandTests {
    @Test func noKeyRunsTwoCommands() {
        var commandOfKey: [TerminalKey: TerminalCommand] = [:]
        for command in TerminalCommand.allCases {
            for key in command.keys {
                #expect(commandOfKey[key] == nil, "\(key.title) runs both \(command) and \(String(describing: commandOfKey[key]))")
                commandOfKey[key] = command
            }
        }
    }

    @Test func theKeyListShowsEveryCommandOnceWithItsKeys() {
        let listed = TerminalFront.keyList
        #expect(listed.map(\.keys) == TerminalCommand.allCases.map(\.keyLabel))
        #expect(listed.first { $0.keys == "Ctrl+Z u" }?.title == TerminalCommand.undo.title)
        #expect(Set(listed.map(\.title)).count == listed.count, "two commands share a title")
    }

    @Test func keysWithCtrlAltOrTabActOverATextBoxTypedOnesDoNot() {
        #expect(TerminalCommand.actsOverText(.control("s")))
        #expect(TerminalCommand.actsOverText(.alt("2")))
        #expect(TerminalCommand.actsOverText(.tab))
        #expect(!TerminalCommand.actsOverText(.character("u")))
        #expect(!TerminalCommand.actsOverText(.escape))
    }
}
