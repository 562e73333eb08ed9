#ifndef ROSTER_CGETTEXT_H
#define ROSTER_CGETTEXT_H
// gettext as glibc provides it: Swift's Glibc module does not export <libintl.h>.
#include <libintl.h>
#include <locale.h>

/// The translation of `msgid` in `domain` for the LC_MESSAGES locale (msgid itself when there is none).
static inline const char *roster_dgettext(const char *domain, const char *msgid) {
    return dgettext(domain, msgid);
}

/// The plural form for `n` of `singular`/`plural` in `domain`.
static inline const char *roster_dngettext(const char *domain, const char *singular, const char *plural, unsigned long n) {
    return dngettext(domain, singular, plural, n);
}

/// Where the catalogs of `domain` live (DIR/LANG/LC_MESSAGES/DOMAIN.mo).
static inline const char *roster_bindtextdomain(const char *domain, const char *directory) {
    return bindtextdomain(domain, directory);
}

/// The encoding translations of `domain` are returned in.
static inline const char *roster_bind_textdomain_codeset(const char *domain, const char *codeset) {
    return bind_textdomain_codeset(domain, codeset);
}

/// Sets the LC_MESSAGES category (which catalog gettext reads); NULL when the locale is not installed.
static inline const char *roster_set_messages_locale(const char *name) {
    return setlocale(LC_MESSAGES, name);
}
#endif
