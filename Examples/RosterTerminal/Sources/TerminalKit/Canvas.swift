/// One frame being drawn: the screen, the controls registered so far, the cursor.
///
/// A front makes one for each frame, draws its text boxes and buttons through it, then takes
/// `controls` (the frame's accessibility tree) and shows the frame with `cursor`. `Focus` is the
/// front's own name for where the keyboard is: a control drawn with a `focusKey` equal to `focus`
/// draws focused.
@MainActor
public struct Canvas<Focus: Equatable> {
    /// The screen the frame is drawn on.
    public let screen: Screen
    /// Where the keyboard is in this frame.
    public let focus: Focus
    /// The controls drawn so far, in the order drawn.
    public private(set) var controls: [TerminalControl] = []
    /// Where the text cursor goes: the end of the focused text box.
    public var cursor: (row: Int, column: Int)?

    /// A frame on `screen` with the keyboard at `focus`, no control drawn yet.
    public init(screen: Screen, focus: Focus) {
        self.screen = screen
        self.focus = focus
    }

    /// Records a control drawn by other means than the canvas's own (a list item, a check box).
    public mutating func register(_ control: TerminalControl) {
        controls.append(control)
    }

    /// A one-line text box: its text (the end of it, when longer than the box) underlined, or the
    /// placeholder dimmed when empty; reversed when focused, with the cursor at its end.
    ///
    /// It is focused when `isFocused` says so or, without it, when `focusKey` is `focus`.
    public mutating func textBox(
        _ role: TerminalControl.Role, name: String, value: String, placeholder: String = "", rect: TerminalRect,
        isEnabled: Bool = true, focusKey: Focus?, isFocused explicitFocus: Bool? = nil
    ) {
        guard rect.width > 2 else { return }
        let isFocused = explicitFocus ?? (focusKey.map { $0 == focus } ?? false)
        let inner = rect.width - 1
        let shown = DisplayWidth.of(value) >= inner ? DisplayWidth.tail(value, columns: inner - 1) : value
        let boxStyle = isFocused ? TextStyle(reversed: true) : TextStyle(underlined: true)
        screen.draw("", row: rect.row, column: rect.column, width: rect.width, style: boxStyle, pads: true)
        if value.isEmpty, !isFocused {
            screen.draw(placeholder, row: rect.row, column: rect.column, width: rect.width, style: TextStyle(dim: true, underlined: true))
        } else {
            screen.draw(shown, row: rect.row, column: rect.column, width: rect.width, style: boxStyle)
        }
        if isFocused { cursor = (rect.row, rect.column + DisplayWidth.of(shown)) }
        register(TerminalControl(role: role, name: name, rect: rect, isEnabled: isEnabled, isFocused: isFocused, value: value))
    }

    /// A button, "[ Title ]"; dimmed when disabled, reversed when focused. Returns the column after it.
    ///
    /// With `role` `.tab` it draws " Title " instead, bold and underlined when `isSelected`.
    /// It is focused when `isFocused` says so or, without it, when `focusKey` is `focus`.
    @discardableResult
    public mutating func button(
        _ title: String, row: Int, column: Int, isEnabled: Bool, isFocused explicitFocus: Bool? = nil,
        focusKey: Focus?, role: TerminalControl.Role = .button, isSelected: Bool = false
    ) -> Int {
        let isFocused = explicitFocus ?? (focusKey.map { $0 == focus } ?? false)
        let text = role == .tab ? " " + title + " " : "[ " + title + " ]"
        var style = TextStyle(dim: !isEnabled)
        if role == .tab, isSelected {
            style.isBold = true
            style.isUnderlined = true
        }
        if isFocused { style.isReversed = true }
        screen.draw(text, row: row, column: column, style: style)
        let width = DisplayWidth.of(text)
        register(
            TerminalControl(
                role: role, name: title, rect: TerminalRect(row: row, column: column, width: width), isEnabled: isEnabled,
                isFocused: isFocused, isSelected: isSelected))
        return column + width
    }

    /// Buttons side by side from `row`, `column`, starting a new row when the next one would pass
    /// `width`. Returns how many rows they took.
    @discardableResult
    public mutating func buttons(
        _ buttons: [(title: String, isEnabled: Bool, focusKey: Focus)], row: Int, column: Int, width: Int
    ) -> Int {
        var row = row
        var next = column
        var rows = 1
        for button in buttons {
            let buttonWidth = DisplayWidth.of(button.title) + 4
            if next > column, next + buttonWidth > column + width {
                row += 1
                rows += 1
                next = column
            }
            next = self.button(button.title, row: row, column: next, isEnabled: button.isEnabled, focusKey: button.focusKey) + 1
        }
        return rows
    }

    /// `text` wrapped to `width` from `row`, at most `maxRows` rows of it; returns how many rows it took.
    @discardableResult
    public func wrap(_ text: String, row: Int, column: Int, width: Int, style: TextStyle, maxRows: Int = 4) -> Int {
        let lines = DisplayWidth.wrapped(text, width: width).prefix(maxRows)
        for (offset, line) in lines.enumerated() {
            screen.draw(line, row: row + offset, column: column, width: width, style: style)
        }
        return lines.count
    }
}
