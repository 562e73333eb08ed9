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
    /// Where a click goes: each control drawn with a `focusKey`, its rect and that key, in the order drawn.
    public private(set) var targets: [(rect: TerminalRect, focus: Focus)] = []

    /// A frame on `screen` with the keyboard at `focus`, no control drawn yet.
    public init(screen: Screen, focus: Focus) {
        self.screen = screen
        self.focus = focus
    }

    /// Records a control drawn by other means than the canvas's own (a list item, a check box),
    /// and where a click on it takes the keyboard, if anywhere.
    public mutating func register(_ control: TerminalControl, focusKey: Focus? = nil) {
        controls.append(control)
        if let focusKey { targets.append((control.rect, focusKey)) }
    }

    /// Text that is not a control, drawn at `row`, `column` (cut to `width`) and registered as a
    /// label with `id`, for a driver that reads it back from the screen.
    public mutating func label(
        _ text: String, id: String, row: Int, column: Int, width: Int? = nil, style: TextStyle = .plain
    ) {
        let shown = min(DisplayWidth.of(text), width ?? DisplayWidth.of(text))
        screen.draw(text, row: row, column: column, width: width, style: style)
        register(TerminalControl(role: .label, name: text, rect: TerminalRect(row: row, column: column, width: shown), id: id))
    }

    /// `text` wrapped to `width` from `row` (at most `maxRows` rows), registered as one label with `id`;
    /// returns how many rows it took.
    @discardableResult
    public mutating func wrappedLabel(
        _ text: String, id: String, row: Int, column: Int, width: Int, style: TextStyle, maxRows: Int = 4
    ) -> Int {
        let rows = wrap(text, row: row, column: column, width: width, style: style, maxRows: maxRows)
        register(
            TerminalControl(role: .label, name: text, rect: TerminalRect(row: row, column: column, width: width, height: rows), id: id))
        return rows
    }

    /// A one-line text box: its text (the end of it, when longer than the box) underlined, or the
    /// placeholder dimmed when empty; reversed when focused, with the cursor at its end.
    ///
    /// It is focused when `isFocused` says so or, without it, when `focusKey` is `focus`.
    public mutating func textBox(
        _ role: TerminalControl.Role, name: String, value: String, placeholder: String = "", rect: TerminalRect,
        isEnabled: Bool = true, focusKey: Focus?, isFocused explicitFocus: Bool? = nil, id: String? = nil
    ) {
        guard rect.width > 2 else { return }
        let isFocused = explicitFocus ?? (focusKey.map { $0 == focus } ?? false)
        let inner = rect.width - 1
        // A line break (Alt+Enter in a biography) shows as ↵ in the one-line box.
        let oneLine = value.replacingOccurrences(of: "\n", with: "↵")
        let shown = DisplayWidth.of(oneLine) >= inner ? DisplayWidth.tail(oneLine, columns: inner - 1) : oneLine
        let boxStyle = isFocused ? TextStyle(reversed: true) : TextStyle(underlined: true)
        screen.draw("", row: rect.row, column: rect.column, width: rect.width, style: boxStyle, pads: true)
        if value.isEmpty, !isFocused {
            screen.draw(placeholder, row: rect.row, column: rect.column, width: rect.width, style: TextStyle(dim: true, underlined: true))
        } else {
            screen.draw(shown, row: rect.row, column: rect.column, width: rect.width, style: boxStyle)
        }
        if isFocused { cursor = (rect.row, rect.column + DisplayWidth.of(shown)) }
        register(
            TerminalControl(role: role, name: name, rect: rect, isEnabled: isEnabled, isFocused: isFocused, value: value, id: id),
            focusKey: focusKey)
    }

    /// A multi-line text box of `rect.height` rows: its text laid out in rows as
    /// `DisplayWidth.folded(_:width:anywhere:)` does (between words, or anywhere), scrolled so that
    /// its end shows (the caret is always at the end); underlined rows, or reversed when focused,
    /// with the cursor at the end. Focused as `textBox(...)` is.
    public mutating func textArea(
        name: String, value: String, wrapsAnywhere: Bool, rect: TerminalRect, isEnabled: Bool = true, focusKey: Focus?,
        id: String? = nil
    ) {
        guard rect.width > 2, rect.height > 0 else { return }
        let isFocused = focusKey.map { $0 == focus } ?? false
        var rows = DisplayWidth.folded(value, width: rect.width, anywhere: wrapsAnywhere)
        // A full last row puts the caret at the start of the next.
        if isFocused, let last = rows.last, DisplayWidth.of(last) >= rect.width { rows.append("") }
        let shown = rows.suffix(rect.height)
        let boxStyle = isFocused ? TextStyle(reversed: true) : TextStyle(underlined: true)
        for offset in 0..<rect.height {
            screen.draw("", row: rect.row + offset, column: rect.column, width: rect.width, style: boxStyle, pads: true)
        }
        for (offset, row) in shown.enumerated() {
            screen.draw(row, row: rect.row + offset, column: rect.column, width: rect.width, style: boxStyle)
        }
        if isFocused { cursor = (rect.row + shown.count - 1, rect.column + DisplayWidth.of(shown.last ?? "")) }
        register(
            TerminalControl(role: .textBox, name: name, rect: rect, isEnabled: isEnabled, isFocused: isFocused, value: value, id: id),
            focusKey: focusKey)
    }

    /// A button, "[ Title ]"; dimmed when disabled, reversed when focused. Returns the column after it.
    ///
    /// With `role` `.tab` it draws " Title " instead, bold and underlined when `isSelected`.
    /// It is focused when `isFocused` says so or, without it, when `focusKey` is `focus`.
    @discardableResult
    public mutating func button(
        _ title: String, row: Int, column: Int, isEnabled: Bool, isFocused explicitFocus: Bool? = nil,
        focusKey: Focus?, role: TerminalControl.Role = .button, isSelected: Bool = false, id: String? = nil
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
                isFocused: isFocused, isSelected: isSelected, id: id), focusKey: focusKey)
        return column + width
    }

    /// Buttons side by side from `row`, `column`, starting a new row when the next one would pass
    /// `width`. Returns how many rows they took.
    @discardableResult
    public mutating func buttons(
        _ buttons: [(title: String, isEnabled: Bool, focusKey: Focus)], row: Int, column: Int, width: Int, ids: [String] = []
    ) -> Int {
        var row = row
        var next = column
        var rows = 1
        for (index, button) in buttons.enumerated() {
            let buttonWidth = DisplayWidth.of(button.title) + 4
            if next > column, next + buttonWidth > column + width {
                row += 1
                rows += 1
                next = column
            }
            next =
                self.button(
                    button.title, row: row, column: next, isEnabled: button.isEnabled, focusKey: button.focusKey,
                    id: index < ids.count ? ids[index] : nil) + 1
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
