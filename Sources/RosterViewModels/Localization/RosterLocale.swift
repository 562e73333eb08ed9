import Foundation

/// The user's locale, read from the environment the POSIX way, because
/// `Locale.current` on Linux is `en_001` whatever `LANG` says.
///
/// Each category resolves `LC_ALL`, then its own variable (`LC_MESSAGES`,
/// `LC_TIME`, `LC_NUMERIC`), then `LANG`; the first non-empty one wins.
/// "de_DE.UTF-8" (or "de_DE@euro") becomes the Foundation locale `de_DE`.
/// The C and POSIX locales (or nothing set) keep the source language, English,
/// with Foundation's default formats, so output is unchanged there.
public struct RosterLocale: Sendable, Equatable {
    /// The language of messages (`LC_MESSAGES`); nil means the English source strings.
    public var messages: Locale?
    /// How dates read (`LC_TIME`).
    public var time: Locale
    /// How numbers read (`LC_NUMERIC`).
    public var numbers: Locale

    /// - Parameters:
    ///   - environment: the process environment (the real one by default).
    ///   - fallback: the formatting locale when a category is C, POSIX or unset.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment, fallback: Locale = .current) {
        messages = Self.value(of: "LC_MESSAGES", in: environment).flatMap(Self.locale(posixName:))
        time = Self.value(of: "LC_TIME", in: environment).flatMap(Self.locale(posixName:)) ?? fallback
        numbers = Self.value(of: "LC_NUMERIC", in: environment).flatMap(Self.locale(posixName:)) ?? fallback
    }

    /// A locale fixed to `locale` in every category (scenarios, tests).
    public init(_ locale: Locale) {
        messages = locale
        time = locale
        numbers = locale
    }

    /// The value that decides `category`: `LC_ALL`, else the category's variable, else `LANG`.
    public static func value(of category: String, in environment: [String: String]) -> String? {
        for name in ["LC_ALL", category, "LANG"] {
            if let value = environment[name], !value.isEmpty { return value }
        }
        return nil
    }

    /// The Foundation locale of a POSIX locale name ("de_DE.UTF-8" → de_DE); nil for C and POSIX.
    public static func locale(posixName: String) -> Locale? {
        var name = Substring(posixName)
        if let at = name.firstIndex(of: "@") { name = name[..<at] }
        if let dot = name.firstIndex(of: ".") { name = name[..<dot] }
        guard !name.isEmpty, name != "C", name != "POSIX" else { return nil }
        return Locale(identifier: String(name))
    }
}
