#include <adwaita.h>

// Casts that are macros in C (derivable libadwaita types import as typed pointers).
static inline AdwApplicationWindow *gk_adw_application_window(gpointer p) { return ADW_APPLICATION_WINDOW(p); }
static inline AdwMessageDialog *gk_adw_message_dialog(gpointer p) { return ADW_MESSAGE_DIALOG(p); }
static inline AdwHeaderBar *gk_adw_header_bar(gpointer p) { return ADW_HEADER_BAR(p); }
static inline AdwLeaflet *gk_adw_leaflet(gpointer p) { return ADW_LEAFLET(p); }
static inline AdwClamp *gk_adw_clamp(gpointer p) { return ADW_CLAMP(p); }
static inline AdwToastOverlay *gk_adw_toast_overlay(gpointer p) { return ADW_TOAST_OVERLAY(p); }
static inline AdwToast *gk_adw_toast(gpointer p) { return ADW_TOAST(p); }
static inline AdwStatusPage *gk_adw_status_page(gpointer p) { return ADW_STATUS_PAGE(p); }
static inline AdwAvatar *gk_adw_avatar(gpointer p) { return ADW_AVATAR(p); }
static inline AdwAboutWindow *gk_adw_about_window(gpointer p) { return ADW_ABOUT_WINDOW(p); }
static inline AdwWindowTitle *gk_adw_window_title(gpointer p) { return ADW_WINDOW_TITLE(p); }
static inline AdwViewStack *gk_adw_view_stack(gpointer p) { return ADW_VIEW_STACK(p); }
static inline AdwViewStackPage *gk_adw_view_stack_page(gpointer p) { return ADW_VIEW_STACK_PAGE(p); }
static inline AdwViewSwitcher *gk_adw_view_switcher(gpointer p) { return ADW_VIEW_SWITCHER(p); }
static inline AdwViewSwitcherBar *gk_adw_view_switcher_bar(gpointer p) { return ADW_VIEW_SWITCHER_BAR(p); }
static inline AdwPreferencesGroup *gk_adw_preferences_group(gpointer p) { return ADW_PREFERENCES_GROUP(p); }
static inline AdwPreferencesRow *gk_adw_preferences_row(gpointer p) { return ADW_PREFERENCES_ROW(p); }
static inline AdwEntryRow *gk_adw_entry_row(gpointer p) { return ADW_ENTRY_ROW(p); }
static inline AdwActionRow *gk_adw_action_row(gpointer p) { return ADW_ACTION_ROW(p); }
static inline gboolean gk_is_adw_application_window(gpointer p) { return ADW_IS_APPLICATION_WINDOW(p); }
static inline gboolean gk_is_label(gpointer p) { return GTK_IS_LABEL(p); }
static inline gboolean gk_is_button(gpointer p) { return GTK_IS_BUTTON(p); }
static inline gboolean gk_is_toggle_button(gpointer p) { return GTK_IS_TOGGLE_BUTTON(p); }
static inline GdkPaintable *gk_paintable(gpointer p) { return GDK_PAINTABLE(p); }
static inline const char *G_OBJECT_TYPE_NAME_shim(gpointer p) { return G_OBJECT_TYPE_NAME(p); }
