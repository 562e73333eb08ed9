import CNcursesw

/// A colour of the small palette: the terminal's own colours (foreground only; the
/// background stays the terminal's), chosen to read on light and dark terminals alike.
public enum TerminalColor: Int32, CaseIterable, Sendable {
    case accent = 1
    case error, success, warning

    var curses: Int16 {
        switch self {
        case .accent: return Int16(COLOR_BLUE)
        case .error: return Int16(COLOR_RED)
        case .success: return Int16(COLOR_GREEN)
        case .warning: return Int16(COLOR_MAGENTA)
        }
    }
}

/// How text is drawn: an optional colour and attributes.
public struct TextStyle: Hashable, Sendable {
    public var color: TerminalColor?
    public var isBold = false
    public var isDim = false
    public var isReversed = false
    public var isUnderlined = false

    public init(
        color: TerminalColor? = nil, bold: Bool = false, dim: Bool = false, reversed: Bool = false,
        underlined: Bool = false
    ) {
        self.color = color
        isBold = bold
        isDim = dim
        isReversed = reversed
        isUnderlined = underlined
    }

    public static let plain = TextStyle()
    public static let bold = TextStyle(bold: true)
    public static let dim = TextStyle(dim: true)
    public static let reversed = TextStyle(reversed: true)
    public static let underlined = TextStyle(underlined: true)

    /// This style with `color`.
    public func colored(_ color: TerminalColor?) -> TextStyle {
        var style = self
        style.color = color
        return style
    }

    /// This style, reversed too.
    public var reversed: TextStyle {
        var style = self
        style.isReversed = true
        return style
    }
}
