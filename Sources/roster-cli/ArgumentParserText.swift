import Foundation
import RosterViewModels

/// ArgumentParser's own English in roster-cli's help, usage and error text,
/// through the catalog: its headings ("USAGE:", "OPTIONS:", …), the built-in
/// `--help` / `--version` help, the "Error:" / "Help:" / "Usage:" prefixes and
/// its common parse errors. ArgumentParser produces fixed English strings; the
/// CLI's single exit path (`RosterCLI.main`) maps the known ones line by line.
/// With no catalog active every message is its own translation, so English
/// output is unchanged.
enum ArgumentParserText {
    /// `text` (what ArgumentParser made) with its known fixed strings translated.
    static func translated(_ text: String) -> String {
        guard Translations.isActive else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { translated(line: String($0)) }
            .joined(separator: "\n")
    }

    /// One line of help, usage or error text.
    static func translated(line: String) -> String {
        // Section headings, alone on their line.
        switch line {
        case "ARGUMENTS:": return L10n.tr("ARGUMENTS:")
        case "OPTIONS:": return L10n.tr("OPTIONS:")
        case "SUBCOMMANDS:": return L10n.tr("SUBCOMMANDS:")
        default: break
        }
        let prefixes: [(String, () -> String)] = [
            ("OVERVIEW: ", { L10n.tr("OVERVIEW:") }),
            ("USAGE: ", { L10n.tr("USAGE:") }),
            ("Usage: ", { L10n.tr("Usage:") }),
            ("Help:  ", { L10n.tr("Help:") }),
        ]
        for (prefix, heading) in prefixes where line.hasPrefix(prefix) {
            // "Help:" keeps its two spaces before the argument it explains.
            let gap = prefix.hasPrefix("Help") ? "  " : " "
            return heading() + gap + line.dropFirst(prefix.count)
        }
        if line.hasPrefix("Error: ") {
            return L10n.tr("Error:") + " " + parseError(String(line.dropFirst("Error: ".count)))
        }
        if let names = match(line, prefix: "  See '", suffix: " <subcommand>' for detailed help.") {
            // TRANSLATORS: {0} is a command line such as "roster-cli help"; keep "<subcommand>" as it is.
            return "  " + L10n.tr("See '{0} <subcommand>' for detailed help.", names)
        }
        if let command = match(line, prefix: "  See '", suffix: "' for more information.") {
            // TRANSLATORS: {0} is a command line such as "roster-cli edit --help".
            return "  " + L10n.tr("See '{0}' for more information.", command)
        }
        // The help of the options ArgumentParser adds itself, at the end of their line.
        if line.hasSuffix("Show the version.") {
            return line.dropLast("Show the version.".count) + L10n.tr("Show the version.")
        }
        if line.hasSuffix("Show help information.") {
            return line.dropLast("Show help information.".count) + L10n.tr("Show help information.")
        }
        return line
    }

    /// ArgumentParser's common parse errors in the catalog; any other message
    /// (the CLI's own, already translated) as given.
    static func parseError(_ message: String) -> String {
        if message == "Missing required subcommand." { return L10n.tr("Missing required subcommand.") }
        if let name = match(message, prefix: "Missing expected argument '", suffix: "'") {
            return L10n.tr("Missing expected argument '{0}'", name)
        }
        if let rest = match(message, prefix: "Unknown option '", suffix: "'?"),
            let separator = rest.range(of: "'. Did you mean '")
        {
            return L10n.tr(
                "Unknown option '{0}'. Did you mean '{1}'?",
                String(rest[..<separator.lowerBound]), String(rest[separator.upperBound...]))
        }
        if let name = match(message, prefix: "Unknown option '", suffix: "'") { return L10n.tr("Unknown option '{0}'", name) }
        if let value = match(message, prefix: "Unexpected argument '", suffix: "'") { return L10n.tr("Unexpected argument '{0}'", value) }
        if let name = match(message, prefix: "Missing value for '", suffix: "'") { return L10n.tr("Missing value for '{0}'", name) }
        return message
    }

    /// The text between `prefix` and `suffix` when `text` is made of the three.
    private static func match(_ text: String, prefix: String, suffix: String) -> String? {
        guard text.hasPrefix(prefix), text.hasSuffix(suffix), text.count > prefix.count + suffix.count else { return nil }
        return String(text.dropFirst(prefix.count).dropLast(suffix.count))
    }
}
