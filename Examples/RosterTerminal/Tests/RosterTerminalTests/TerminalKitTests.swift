import Testing

@testable import TerminalKit

/// TerminalKit's text widths (what makes names line up) and key decoding.
struct TerminalKitTests {
    @Test func displayWidthCountsColumnsNotCharacters() {
        #expect(DisplayWidth.of("Émile") == 5)
        #expect(DisplayWidth.of("Žofie") == 5)
        // A combining accent takes no column of its own.
        #expect(DisplayWidth.of("E\u{301}mile") == 5)
        #expect(DisplayWidth.of("山田太郎") == 8)
        #expect(DisplayWidth.of("🎉") == 2)
        #expect(DisplayWidth.of("❤️") == 2)
    }

    @Test func clippingNeverSplitsAWideCharacter() {
        #expect(DisplayWidth.clip("山田太郎", to: 5) == "山田…")
        #expect(DisplayWidth.clip("山田太郎", to: 5, ellipsis: false) == "山田")
        #expect(DisplayWidth.clip("Leanne Graham", to: 20) == "Leanne Graham")
        #expect(DisplayWidth.pad("山田", to: 6) == "山田  ")
        #expect(DisplayWidth.tail("Émile Dvořák", columns: 6) == "Dvořák")
    }

    @Test func keysDecodeAsATerminalSendsThem() {
        #expect(TerminalKey(code: 9, isKeyCode: false) == .tab)
        #expect(TerminalKey(code: 13, isKeyCode: false) == .enter)
        #expect(TerminalKey(code: 27, isKeyCode: false) == .escape)
        #expect(TerminalKey(code: 127, isKeyCode: false) == .backspace)
        #expect(TerminalKey(code: 19, isKeyCode: false) == .control("s"))
        #expect(TerminalKey(code: 0x00E9, isKeyCode: false) == .character("é"))
        #expect(TerminalKey(code: 0o541, isKeyCode: true) == .backTab)
        #expect(TerminalKey(code: 0o411, isKeyCode: true) == .function(1))
    }
}

/// An offscreen screen keeps what was drawn, as a driver that reads the screen needs.
@MainActor
struct OffscreenScreenTests {
    @Test func whatIsDrawnCanBeReadBack() {
        let screen = Screen()
        screen.startOffscreen(rows: 6, columns: 24)
        defer { screen.stop() }
        #expect(screen.rows == 6 && screen.columns == 24)
        screen.beginFrame()
        screen.draw("Émile 山田 🎉", row: 1, column: 2)
        screen.draw("a name far too long for the row", row: 2, column: 0, width: 10)
        screen.present()
        #expect(screen.text(ofRow: 1).hasPrefix("  Émile 山田 🎉"))
        #expect(screen.text(ofRow: 2).hasPrefix("a name fa… "))
    }

    @Test func labelsReadBackWithTheirTextAndColour() {
        let screen = Screen()
        screen.startOffscreen(rows: 6, columns: 30)
        defer { screen.stop() }
        screen.beginFrame()
        var canvas = Canvas(screen: screen, focus: "")
        canvas.label("Žofie 山田", id: "name", row: 1, column: 3)
        canvas.wrappedLabel("Email is not valid", id: "error", row: 2, column: 0, width: 10, style: TextStyle(color: .error))
        screen.present()
        let labels = canvas.controls.filter { $0.role == .label }
        #expect(labels.map(\.id) == ["name", "error"])
        // Read off the cells: the text within each label's place, a wrapped one as one line.
        #expect(screen.text(in: labels[0].rect) == "Žofie 山田")
        #expect(screen.text(in: labels[1].rect) == "Email is not valid")
        #expect(labels[1].rect.height == 2)
        if screen.usesColor {
            #expect(screen.color(atRow: 2, column: 0) == .error)
            #expect(screen.color(atRow: 1, column: 3) == nil)
        }
    }
}

/// The canvas draws a front's text boxes and buttons and records them as its controls.
@MainActor
struct CanvasTests {
    @Test func wrappingBreaksAtSpacesAndClipsALongWord() {
        #expect(DisplayWidth.wrapped("Email is not valid", width: 10) == ["Email is", "not valid"])
        #expect(DisplayWidth.wrapped("山田太郎 Émile", width: 5) == ["山田…", "Émile"])
        #expect(DisplayWidth.wrapped("one\ntwo", width: 10) == ["one", "two"])
        #expect(DisplayWidth.wrapped("anything", width: 0).isEmpty)
    }

    @Test func foldingBetweenWordsKeepsTheLastColumnForTheSpace() {
        #expect(DisplayWidth.folded("Leanne writes long notes.", width: 12, anywhere: false) == ["Leanne ", "writes long ", "notes."])
        // Only a word wider than a row fills its last column, and it starts its row.
        #expect(
            DisplayWidth.folded("See aaaaaaaaaaaaaaaaaaaa for", width: 8, anywhere: false) == [
                "See ", "aaaaaaaa", "aaaaaaaa", "aaaa ", "for",
            ])
        #expect(DisplayWidth.folded("one\ntwo", width: 10, anywhere: false) == ["one", "two"])
    }

    @Test func foldingAnywhereFillsEveryRow() {
        #expect(DisplayWidth.folded("See https://x", width: 5, anywhere: true) == ["See h", "ttps:", "//x"])
        // Never inside a wide character.
        #expect(DisplayWidth.folded("山田太郎", width: 5, anywhere: true) == ["山田", "太郎"])
        #expect(DisplayWidth.folded("", width: 5, anywhere: true) == [""])
    }

    @Test func aTextAreaShowsItsLastRowsWithTheCursorAtTheEnd() {
        let screen = Screen()
        screen.startOffscreen(rows: 6, columns: 30)
        defer { screen.stop() }
        screen.beginFrame()
        var canvas = Canvas(screen: screen, focus: "bio")
        canvas.textArea(
            name: "Biography", value: "one two three four five six", wrapsAnywhere: false,
            rect: TerminalRect(row: 1, column: 2, width: 10, height: 2), focusKey: "bio")
        screen.present(cursor: canvas.cursor)
        // "one two ", "three ", "four five ", "six": the last two rows show.
        #expect(screen.text(ofRow: 1).hasPrefix("  four five"))
        #expect(screen.text(ofRow: 2).hasPrefix("  six "))
        #expect(canvas.cursor?.row == 2 && canvas.cursor?.column == 5)
        #expect(canvas.controls.first?.rect == TerminalRect(row: 1, column: 2, width: 10, height: 2))
        #expect(canvas.controls.first?.value == "one two three four five six")
    }

    @Test func buttonsAndTextBoxesAreDrawnAndRegistered() {
        let screen = Screen()
        screen.startOffscreen(rows: 6, columns: 30)
        defer { screen.stop() }
        screen.beginFrame()
        var canvas = Canvas(screen: screen, focus: "name")
        canvas.textBox(.textBox, name: "Name", value: "Žofie", rect: TerminalRect(row: 0, column: 0, width: 12), focusKey: "name")
        let after = canvas.button("Save", row: 1, column: 2, isEnabled: false, focusKey: "save")
        // Two buttons of 10 columns in 16: the second starts a row of its own.
        let rows = canvas.buttons([("Revert", true, "revert"), ("Delete", true, "delete")], row: 3, column: 0, width: 16)
        screen.present(cursor: canvas.cursor)

        #expect(after == 2 + DisplayWidth.of("[ Save ]"))
        #expect(rows == 2)
        #expect(screen.text(ofRow: 0).hasPrefix("Žofie "))
        #expect(screen.text(ofRow: 1).hasPrefix("  [ Save ] "))
        #expect(screen.text(ofRow: 3).hasPrefix("[ Revert ] "))
        #expect(screen.text(ofRow: 4).hasPrefix("[ Delete ] "))
        #expect(canvas.cursor?.row == 0 && canvas.cursor?.column == 5)
        #expect(canvas.controls.map(\.name) == ["Name", "Save", "Revert", "Delete"])
        #expect(canvas.controls[0].isFocused && canvas.controls[0].value == "Žofie")
        #expect(!canvas.controls[1].isFocused && !canvas.controls[1].isEnabled)
        #expect(canvas.controls[3].rect == TerminalRect(row: 4, column: 0, width: 10))
    }
}
