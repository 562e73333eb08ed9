#ifndef ROSTER_CNCURSESW_SHIM_H
#define ROSTER_CNCURSESW_SHIM_H

// The wide-character API of ncurses (get_wch, mvaddnwstr, wcwidth) is declared only with these
// set, before the first system header.
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif

#include <locale.h>
#include <stdio.h>
#include <wchar.h>
#include <ncursesw/curses.h>

// wcwidth, declared here since Swift's C library module imports wchar.h without _XOPEN_SOURCE.
extern int wcwidth(wchar_t c);

// wcwidth in C.UTF-8, whatever the process's locale: a width is a property of the character,
// and in the C locale wcwidth knows no character beyond ASCII.
static inline int cncurses_wcwidth(unsigned int c) {
    static locale_t utf8 = (locale_t)0;
    if (utf8 == (locale_t)0) utf8 = newlocale(LC_CTYPE_MASK, "C.UTF-8", (locale_t)0);
    if (utf8 == (locale_t)0) return wcwidth((wchar_t)c);
    locale_t previous = uselocale(utf8);
    int width = wcwidth((wchar_t)c);
    uselocale(previous);
    return width;
}

// Macros Swift cannot import, as functions.
static inline int cncurses_color_pair(int n) { return (int)COLOR_PAIR(n); }
static inline int cncurses_lines(void) { return LINES; }
static inline int cncurses_cols(void) { return COLS; }
static inline int cncurses_key_code_yes(void) { return KEY_CODE_YES; }
static inline int cncurses_attr_bold(void) { return (int)A_BOLD; }
static inline int cncurses_attr_dim(void) { return (int)A_DIM; }
static inline int cncurses_attr_reverse(void) { return (int)A_REVERSE; }
static inline int cncurses_attr_underline(void) { return (int)A_UNDERLINE; }
static inline void cncurses_set_escdelay(int ms) { set_escdelay(ms); }
static inline WINDOW *cncurses_stdscr(void) { return stdscr; }
static inline int cncurses_key_mouse(void) { return KEY_MOUSE; }
static inline mmask_t cncurses_button1_pressed(void) { return BUTTON1_PRESSED; }
// The colour pair of a cell's character (0: none), as getcchar reads it.
static inline int cncurses_pair_at(int row, int column) {
    cchar_t cell;
    if (mvin_wch(row, column, &cell) == ERR) return 0;
    wchar_t text[CCHARW_MAX + 1];
    attr_t attributes = 0;
    short pair = 0;
    if (getcchar(&cell, text, &attributes, &pair, NULL) == ERR) return 0;
    return pair;
}

#endif
