import Foundation
import RosterModel
import RosterViewModels

/// Everything the CLI prints goes through here: text for people is made safe
/// for a terminal, JSON is printed exactly as it was made.
enum Output {
    /// Whether standard output is a terminal (escaped text) or a file or pipe (exact text).
    static let standardOutputIsTerminal = isatty(STDOUT_FILENO) == 1
    /// Whether standard error is a terminal; error messages are escaped like text.
    static let standardErrorIsTerminal = isatty(STDERR_FILENO) == 1

    /// Prints text meant to be read (lists, profiles, confirmations).
    static func text(_ text: String, terminator: String = "\n") {
        print(standardOutputIsTerminal ? TerminalText.escaped(text) : text, terminator: terminator)
    }

    /// Prints a JSON document as it is: never escaped, whatever stdout is.
    static func json(_ document: String) {
        print(document, terminator: document.hasSuffix("\n") ? "" : "\n")
    }

    /// An error as it should reach the exit path (ArgumentParser prints it to stderr):
    /// the CLI's own messages, which quote names and values from the directory,
    /// are escaped when stderr is a terminal.
    static func reportable(_ error: any Error) -> any Error {
        let message: String
        switch error {
        case let error as CLIError: message = error.description
        case let error as StoreError: message = ErrorMessages.text(error)
        default: return error
        }
        return CLIError(standardErrorIsTerminal ? TerminalText.escaped(message) : message)
    }
}

/// The one place that decides what a terminal may be sent.
enum TerminalText {
    /// `text` with every character that could drive or fool a terminal written out
    /// as `\u{…}`: control characters (ESC, CR, BEL, C1 controls, DEL, …) other than
    /// line breaks and tabs, bidirectional overrides, isolates and marks, and the
    /// Unicode line and paragraph separators. Everything else is left as it is.
    static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) {
                out.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: return false
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        case 0x2028, 0x2029: return true
        default: return false
        }
    }
}
