import CNcursesw
import Foundation

/// A rectangle of the screen, in rows and columns from the top left.
public struct TerminalRect: Hashable, Sendable, Codable {
    public var row: Int
    public var column: Int
    public var width: Int
    public var height: Int

    public init(row: Int, column: Int, width: Int, height: Int = 1) {
        self.row = row
        self.column = column
        self.width = width
        self.height = height
    }
}

/// The terminal, through ncurses: started full-screen, drawn on, read keys from, and given
/// back to the shell as it was. One at a time per process (ncurses' `stdscr`).
@MainActor
public final class Screen {
    /// Whether colour is used: the terminal has it and `NO_COLOR` is not set.
    public private(set) var usesColor = false
    private var screen: OpaquePointer?
    private var isStarted = false

    public init() {}

    /// Takes over the terminal: the user's locale (for UTF-8), raw keys without echo, keypad keys
    /// decoded, Esc after 25 ms, no cursor, colours that keep the terminal's background.
    public func start() {
        guard !isStarted else { return }
        setlocale(LC_ALL, "")
        initscr()
        isStarted = true
        configure()
    }

    /// Starts a screen that draws nowhere but keeps what was drawn, `rows` by `columns`: for a
    /// driver (or a test) that feeds keys to a front and reads the screen back (`text(ofRow:)`).
    /// Text is UTF-8 even when the process's locale is not.
    public func startOffscreen(rows: Int, columns: Int, terminalType: String = "xterm-256color") {
        guard !isStarted else { return }
        setlocale(LC_ALL, "")
        if String(cString: nl_langinfo(nl_item(CODESET))) != "UTF-8" { setlocale(LC_CTYPE, "C.UTF-8") }
        let null = fopen("/dev/null", "r+")
        guard let created = newterm(terminalType, null, null) else { return }
        screen = created
        set_term(created)
        isStarted = true
        configure()
        resize(rows: rows, columns: columns)
    }

    private func configure() {
        raw()
        noecho()
        nonl()
        keypad(cncurses_stdscr(), true)
        nodelay(cncurses_stdscr(), true)
        cncurses_set_escdelay(25)
        curs_set(0)
        // The first button's presses come as clicks (`TerminalKey.click`), at once (no wait for a double click).
        mousemask(cncurses_button1_pressed(), nil)
        mouseinterval(0)
        let environment = ProcessInfo.processInfo.environment
        if has_colors(), (environment["NO_COLOR"] ?? "").isEmpty {
            start_color()
            use_default_colors()
            for color in TerminalColor.allCases {
                init_pair(Int16(color.rawValue), color.curses, -1)
            }
            usesColor = true
        }
    }

    /// Gives the terminal back as it was (also after a crash's signal handler calls it).
    public func stop() {
        guard isStarted else { return }
        isStarted = false
        curs_set(1)
        endwin()
        if let screen { delscreen(screen) }
        screen = nil
    }

    /// The screen's size.
    public var rows: Int { Int(cncurses_lines()) }
    public var columns: Int { Int(cncurses_cols()) }

    /// Takes the terminal's new size (after SIGWINCH).
    public func resize(rows: Int, columns: Int) {
        resize_term(Int32(rows), Int32(columns))
        // The terminal's contents are whatever it made of the old frame: repaint all of it.
        clearok(cncurses_stdscr(), true)
    }

    /// Starts a frame: everything drawn before `present()` replaces the last frame.
    public func beginFrame() {
        erase()
    }

    /// Shows the frame drawn since `beginFrame()`: only what changed goes to the terminal.
    /// - Parameter cursor: where the text cursor shows (a focused text box); nil hides it.
    public func present(cursor: (row: Int, column: Int)? = nil) {
        if let cursor {
            move(Int32(cursor.row), Int32(cursor.column))
            curs_set(1)
        } else {
            curs_set(0)
        }
        refresh()
    }

    /// Draws `text` at `row`, `column`, cut to `width` columns (nil: to the screen's edge),
    /// padded with spaces to the full width when `pads`.
    public func draw(_ text: String, row: Int, column: Int, width: Int? = nil, style: TextStyle = .plain, pads: Bool = false) {
        guard row >= 0, row < rows, column >= 0, column < columns else { return }
        let available = min(width ?? columns - column, columns - column)
        guard available > 0 else { return }
        let shown = pads ? DisplayWidth.pad(text, to: available) : DisplayWidth.clip(text, to: available)
        // ncurses cannot write the last cell of the screen without scrolling: leave it out.
        var characters = shown.unicodeScalars.map { wchar_t(bitPattern: $0.value) }
        if row == rows - 1, column + DisplayWidth.of(shown) >= columns, !characters.isEmpty {
            characters.removeLast()
        }
        let attributes = attributes(of: style)
        attron(attributes)
        characters.append(0)
        mvaddnwstr(Int32(row), Int32(column), characters, Int32(characters.count - 1))
        attroff(attributes)
    }

    /// Fills `rect` with spaces in `style` (a box's background, a bar).
    public func fill(_ rect: TerminalRect, style: TextStyle = .plain) {
        for row in rect.row..<rect.row + rect.height {
            draw("", row: row, column: rect.column, width: rect.width, style: style, pads: true)
        }
    }

    /// A box's border around `rect` (inside it), in line-drawing characters.
    public func frame(_ rect: TerminalRect, style: TextStyle = .plain) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let inner = rect.width - 2
        draw("┌" + String(repeating: "─", count: inner) + "┐", row: rect.row, column: rect.column, style: style)
        for row in rect.row + 1..<rect.row + rect.height - 1 {
            draw("│", row: row, column: rect.column, style: style)
            draw("│", row: row, column: rect.column + rect.width - 1, style: style)
        }
        draw(
            "└" + String(repeating: "─", count: inner) + "┘", row: rect.row + rect.height - 1, column: rect.column,
            style: style)
    }

    /// The text the screen shows on `row` (as last presented), for a driver that reads the screen.
    public func text(ofRow row: Int) -> String {
        var characters = [wchar_t](repeating: 0, count: columns + 1)
        let count = mvinnwstr(Int32(row), 0, &characters, Int32(columns))
        guard count > 0 else { return "" }
        var result = ""
        for value in characters.prefix(Int(count)) {
            if let scalar = Unicode.Scalar(UInt32(bitPattern: value)) { result.unicodeScalars.append(scalar) }
        }
        return result
    }

    /// The text the screen shows within `rect` (as last presented): each row's text cut to the
    /// rect's columns, trailing spaces dropped, the rows joined with a space (a wrapped text reads
    /// back as one line).
    public func text(in rect: TerminalRect) -> String {
        var lines: [String] = []
        for row in rect.row..<rect.row + max(1, rect.height) where row >= 0 && row < rows {
            var characters = [wchar_t](repeating: 0, count: rect.width + 1)
            let count = mvinnwstr(Int32(row), Int32(rect.column), &characters, Int32(rect.width))
            var line = ""
            if count > 0 {
                for value in characters.prefix(Int(count)) {
                    if let scalar = Unicode.Scalar(UInt32(bitPattern: value)) { line.unicodeScalars.append(scalar) }
                }
            }
            line = DisplayWidth.clip(line, to: rect.width, ellipsis: false)
            while line.last == " " { line.removeLast() }
            if !line.isEmpty { lines.append(line) }
        }
        return lines.joined(separator: " ")
    }

    /// The colour the screen shows the cell at `row`, `column` in (nil: the terminal's own, or no colour in use).
    public func color(atRow row: Int, column: Int) -> TerminalColor? {
        TerminalColor(rawValue: cncurses_pair_at(Int32(row), Int32(column)))
    }

    /// The keys waiting on the input (none: nothing typed since the last call); never blocks.
    /// Esc followed at once by a character is Alt with that character.
    public func pendingKeys() -> [TerminalKey] {
        var keys: [TerminalKey] = []
        var value: wint_t = 0
        while true {
            let result = get_wch(&value)
            if result == ERR { break }
            if result == cncurses_key_code_yes(), Int32(value) == cncurses_key_mouse() {
                var event = MEVENT()
                if getmouse(&event) == OK, event.bstate & cncurses_button1_pressed() != 0 {
                    keys.append(.click(row: Int(event.y), column: Int(event.x)))
                }
                continue
            }
            guard let key = TerminalKey(code: UInt32(value), isKeyCode: result == cncurses_key_code_yes()) else { continue }
            if key == .escape {
                var next: wint_t = 0
                let following = get_wch(&next)
                if following == OK, let nextKey = TerminalKey(code: UInt32(next), isKeyCode: false),
                    case .character(let character) = nextKey
                {
                    keys.append(.alt(character))
                    continue
                }
                // Esc then Enter: Alt+Enter (a line break in a text box).
                if following == OK, TerminalKey(code: UInt32(next), isKeyCode: false) == .enter {
                    keys.append(.alt("\n"))
                    continue
                }
                keys.append(.escape)
                if following != ERR,
                    let nextKey = TerminalKey(code: UInt32(next), isKeyCode: following == cncurses_key_code_yes())
                {
                    keys.append(nextKey)
                }
                continue
            }
            keys.append(key)
        }
        return keys
    }

    private func attributes(of style: TextStyle) -> Int32 {
        var attributes: Int32 = 0
        if style.isBold { attributes |= cncurses_attr_bold() }
        if style.isDim { attributes |= cncurses_attr_dim() }
        if style.isReversed { attributes |= cncurses_attr_reverse() }
        if style.isUnderlined { attributes |= cncurses_attr_underline() }
        if usesColor, let color = style.color { attributes |= cncurses_color_pair(color.rawValue) }
        return attributes
    }
}
