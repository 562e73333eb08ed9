import CNcursesw

/// A key the user pressed, as a front handles it (decoded from ncurses' `get_wch`).
public enum TerminalKey: Hashable, Sendable {
    /// A printable character.
    case character(Character)
    /// Ctrl with a letter: `.control("s")` is Ctrl+S.
    case control(Character)
    /// Alt (Meta) with a character: `.alt("1")` is Alt+1.
    case alt(Character)
    /// A function key: `.function(1)` is F1.
    case function(Int)
    case up, down, left, right, home, end, pageUp, pageDown
    case tab, backTab, enter, escape, backspace, delete
    /// The terminal changed size.
    case resize
    /// The mouse's first button pressed on this cell (from the top left, from 0).
    case click(row: Int, column: Int)

    /// Decodes one `get_wch` result: `isKeyCode` when it returned `KEY_CODE_YES`.
    public init?(code: UInt32, isKeyCode: Bool) {
        if isKeyCode {
            switch Int32(code) {
            case KEY_UP: self = .up
            case KEY_DOWN: self = .down
            case KEY_LEFT: self = .left
            case KEY_RIGHT: self = .right
            case KEY_HOME: self = .home
            case KEY_END: self = .end
            case KEY_PPAGE: self = .pageUp
            case KEY_NPAGE: self = .pageDown
            case KEY_BTAB: self = .backTab
            case KEY_ENTER: self = .enter
            case KEY_BACKSPACE: self = .backspace
            case KEY_DC: self = .delete
            case KEY_RESIZE: self = .resize
            case KEY_F0 + 1...KEY_F0 + 12: self = .function(Int(Int32(code) - KEY_F0))
            default: return nil
            }
            return
        }
        switch code {
        case 9: self = .tab
        case 10, 13: self = .enter
        case 27: self = .escape
        case 8, 127: self = .backspace
        case 1...26: self = .control(Character(Unicode.Scalar(code + 96)!))
        case 0...31: return nil
        default:
            guard let scalar = Unicode.Scalar(code) else { return nil }
            self = .character(Character(scalar))
        }
    }

    /// How the key is written in help texts ("Ctrl+S", "Alt+1", "F2", "Enter", "?").
    public var title: String {
        switch self {
        case .character(let character): return String(character)
        case .control(let letter): return "Ctrl+" + letter.uppercased()
        case .alt("\n"): return "Alt+Enter"
        case .alt(let character): return "Alt+" + String(character)
        case .function(let number): return "F\(number)"
        case .up: return "↑"
        case .down: return "↓"
        case .left: return "←"
        case .right: return "→"
        case .home: return "Home"
        case .end: return "End"
        case .pageUp: return "PgUp"
        case .pageDown: return "PgDn"
        case .tab: return "Tab"
        case .backTab: return "Shift+Tab"
        case .enter: return "Enter"
        case .escape: return "Esc"
        case .backspace: return "Backspace"
        case .delete: return "Delete"
        case .resize: return "Resize"
        case .click: return "Click"
        }
    }
}
