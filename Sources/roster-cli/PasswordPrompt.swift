import Foundation
import RosterEngines
import RosterModel
import RosterViewModels

#if canImport(Glibc)
    import Glibc
#endif

/// The terminal's password prompt, as psql's: when the server asks for a password that neither
/// the URL nor `PGPASSWORD` gives and roster-cli reads from a terminal, it asks once, without
/// echo; otherwise the refusal stays one line ("… asks for a password, which neither the URL nor
/// PGPASSWORD gives"). The password is sent to the server and kept nowhere.
enum PasswordPrompt {
    /// Opens `address`, asking for the password on the terminal when the server wants one.
    static func open(_ address: DirectoryAddress) async throws -> any DirectoryConnection {
        try await address.open { user, _ in
            guard isatty(STDIN_FILENO) == 1 else { return nil }
            return readHidden(prompt: L10n.tr("Password for {0}: ", user))
        }
    }

    /// The terminal's settings while echo is off, to put back if the user interrupts.
    nonisolated(unsafe) private static var saved = termios()

    /// Writes `prompt` to the terminal and reads one line with echo off; nil at end of input.
    private static func readHidden(prompt: String) -> String? {
        let terminal = STDIN_FILENO
        var settings = termios()
        guard tcgetattr(terminal, &settings) == 0 else { return nil }
        saved = settings
        settings.c_lflag &= ~tcflag_t(ECHO)
        settings.c_lflag |= tcflag_t(ECHONL)
        // Ctrl-C while echo is off: the terminal gets its echo back before roster-cli ends.
        let previous = signal(SIGINT) { _ in
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &PasswordPrompt.saved)
            _exit(130)
        }
        tcsetattr(terminal, TCSAFLUSH, &settings)
        defer {
            tcsetattr(terminal, TCSAFLUSH, &saved)
            signal(SIGINT, previous)
        }
        FileHandle.standardError.write(Data(prompt.utf8))
        // Byte by byte up to the end of the line: nothing after it is read away from the command.
        var bytes: [UInt8] = []
        defer { bytes.withUnsafeMutableBufferPointer { $0.initialize(repeating: 0) } }
        var byte: UInt8 = 0
        while true {
            let count = read(terminal, &byte, 1)
            if count < 0 && errno == EINTR { continue }
            guard count == 1 else { return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self) }
            if byte == UInt8(ascii: "\n") { return String(decoding: bytes, as: UTF8.self) }
            bytes.append(byte)
        }
    }
}
