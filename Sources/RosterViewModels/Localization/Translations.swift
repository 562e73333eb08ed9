import CGettext
import Foundation

/// The translation catalog: GNU gettext, text domain "roster", as GNOME apps use it.
///
/// English is the source language: until `activate(_:)` is given another
/// language, every string is returned as written, whatever the process locale,
/// so English output never depends on the environment. Catalogs are compiled
/// from po/*.po into the view models' resource bundle (`make mo`).
///
/// Strings are marked with `L10n.tr` and `L10n.trn`, the keywords `make pot`
/// gives xgettext.
public enum Translations {
    /// The gettext text domain.
    public static let domain = "roster"

    private static let state = State()

    /// Translates from now on into `locale`'s language; nil or English: the source strings.
    ///
    /// Returns false (and keeps English) when the glibc locale for that language is not
    /// installed, since gettext chooses its catalog through `LC_MESSAGES`. Call it after
    /// GTK is initialised: `gtk_init` sets every category from the environment again.
    @discardableResult
    public static func activate(_ locale: Locale?) -> Bool {
        guard let locale, let language = locale.language.languageCode?.identifier, language != "en" else {
            state.set(active: false, locale: nil)
            return true
        }
        bindOnce()
        let region = locale.region?.identifier ?? language.uppercased()
        guard
            roster_set_messages_locale("\(language)_\(region).UTF-8") != nil
                || roster_set_messages_locale("\(language).UTF-8") != nil
        else {
            state.set(active: false, locale: nil)
            return false
        }
        state.set(active: true, locale: locale)
        return true
    }

    /// Whether strings are translated now.
    public static var isActive: Bool { state.isActive }

    /// The locale of the active catalog; nil while the English source strings are used.
    public static var locale: Locale? { state.locale }

    /// Where the compiled catalogs are: the resource bundle's Locale folder.
    public static var catalogDirectory: URL? { Bundle.module.url(forResource: "Locale", withExtension: nil) }

    // Without a translation gettext returns the very pointer it was given, which for a Swift
    // string lives only during the call: read the result inside `withCString`.
    static func text(_ message: String) -> String {
        guard state.isActive else { return message }
        return message.withCString { id in
            guard let translated = roster_dgettext(domain, id), translated != id else { return message }
            return String(cString: translated)
        }
    }

    static func plural(_ singular: String, _ plural: String, _ count: Int) -> String {
        let english = count == 1 ? singular : plural
        guard state.isActive else { return english }
        return singular.withCString { one in
            plural.withCString { many in
                guard let translated = roster_dngettext(domain, one, many, UInt(clamping: count)),
                    translated != one, translated != many
                else { return english }
                return String(cString: translated)
            }
        }
    }

    private static func bindOnce() {
        state.bindOnce {
            guard let directory = catalogDirectory else { return }
            _ = roster_bindtextdomain(domain, directory.path)
            _ = roster_bind_textdomain_codeset(domain, "UTF-8")
        }
    }

    private final class State: @unchecked Sendable {
        private let lock = NSLock()
        private var active = false
        private var activeLocale: Locale?
        private var bound = false

        var isActive: Bool { lock.withLock { active } }
        var locale: Locale? { lock.withLock { activeLocale } }
        func set(active: Bool, locale: Locale?) {
            lock.withLock {
                self.active = active
                activeLocale = locale
            }
        }
        func bindOnce(_ bind: () -> Void) {
            lock.withLock {
                guard !bound else { return }
                bound = true
                bind()
            }
        }
    }
}

/// The marking functions of translatable strings (xgettext keywords `tr` and `trn:1,2`).
///
/// Placeholders are `{0}`, `{1}`, … so translators can reorder them.
public enum L10n {
    /// `message` translated, with `{0}`, `{1}`, … replaced by `arguments`.
    public static func tr(_ message: String, _ arguments: String...) -> String {
        fill(Translations.text(message), arguments)
    }

    /// The plural form of `singular`/`plural` for `count`, with `{0}`, `{1}`, … replaced by `arguments`.
    public static func trn(_ singular: String, _ plural: String, _ count: Int, _ arguments: String...) -> String {
        fill(Translations.plural(singular, plural, count), arguments)
    }

    /// `value` formatted for `locale` ("100,000", "100.000").
    public static func number(_ value: Int, _ locale: Locale) -> String {
        value.formatted(.number.locale(locale))
    }

    /// `value` formatted for the active catalog's locale, else Foundation's default
    /// (for texts with no injected locale, such as validation messages).
    public static func number(_ value: Int) -> String {
        number(value, Translations.locale ?? .current)
    }

    /// One pass over `text`, so an argument that itself contains "{1}" stays as it is.
    private static func fill(_ text: String, _ arguments: [String]) -> String {
        guard !arguments.isEmpty, text.contains("{") else { return text }
        var result = ""
        var rest = text[...]
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let afterOpen = rest.index(after: open)
            if let close = rest[afterOpen...].firstIndex(of: "}"),
                let index = Int(rest[afterOpen..<close]), arguments.indices.contains(index)
            {
                result += arguments[index]
                rest = rest[rest.index(after: close)...]
            } else {
                result += "{"
                rest = rest[afterOpen...]
            }
        }
        return result + rest
    }
}
