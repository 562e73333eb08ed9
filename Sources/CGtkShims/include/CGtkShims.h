#ifndef CGTK_SHIMS_H
#define CGTK_SHIMS_H

#include <gtk/gtk.h>

// ---- libdispatch main-queue hooks (exported by libdispatch.so, declared only
// in its private header). GtkKit watches the handle with a GLib fd source.
int gk_dispatch_main_queue_handle(void);
void gk_dispatch_main_queue_drain(void);

// ---- Casts that are macros in C.
static inline GObject *gk_object(gpointer p) { return G_OBJECT(p); }
static inline GtkWidget *gk_widget(gpointer p) { return GTK_WIDGET(p); }
static inline GtkWindow *gk_window(gpointer p) { return GTK_WINDOW(p); }
static inline GtkBox *gk_box(gpointer p) { return GTK_BOX(p); }
static inline GtkLabel *gk_label(gpointer p) { return GTK_LABEL(p); }
static inline GtkButton *gk_button(gpointer p) { return GTK_BUTTON(p); }
static inline GtkEditable *gk_editable(gpointer p) { return GTK_EDITABLE(p); }
static inline GtkStack *gk_stack(gpointer p) { return GTK_STACK(p); }
static inline GtkListItem *gk_list_item(gpointer p) { return GTK_LIST_ITEM(p); }
static inline GApplication *gk_gapplication(gpointer p) { return G_APPLICATION(p); }
static inline GtkApplication *gk_application(gpointer p) { return GTK_APPLICATION(p); }
static inline GtkSingleSelection *gk_single_selection(gpointer p) { return GTK_SINGLE_SELECTION(p); }
static inline GListModel *gk_list_model(gpointer p) { return G_LIST_MODEL(p); }
static inline GtkSelectionModel *gk_selection_model(gpointer p) { return GTK_SELECTION_MODEL(p); }
static inline GtkListItemFactory *gk_list_item_factory(gpointer p) { return GTK_LIST_ITEM_FACTORY(p); }
static inline GtkScrolledWindow *gk_scrolled_window(gpointer p) { return GTK_SCROLLED_WINDOW(p); }
static inline GtkListView *gk_list_view(gpointer p) { return GTK_LIST_VIEW(p); }
static inline GtkHeaderBar *gk_header_bar(gpointer p) { return GTK_HEADER_BAR(p); }
static inline GtkSearchEntry *gk_search_entry(gpointer p) { return GTK_SEARCH_ENTRY(p); }
static inline GtkSpinner *gk_spinner(gpointer p) { return GTK_SPINNER(p); }
static inline GtkPaned *gk_paned(gpointer p) { return GTK_PANED(p); }
static inline GtkImage *gk_image(gpointer p) { return GTK_IMAGE(p); }
static inline GtkEventController *gk_event_controller(gpointer p) { return GTK_EVENT_CONTROLLER(p); }
static inline GtkShortcutController *gk_shortcut_controller(gpointer p) { return GTK_SHORTCUT_CONTROLLER(p); }
static inline GtkEntry *gk_entry(gpointer p) { return GTK_ENTRY(p); }
static inline GtkTextView *gk_text_view(gpointer p) { return GTK_TEXT_VIEW(p); }
/// A tag that turns off the hyphens Pango inserts where it breaks inside a word
/// (g_object_set-style variadic arguments, which Swift cannot call).
static inline GtkTextTag *gk_text_buffer_create_no_hyphens_tag(GtkTextBuffer *buffer) {
    return gtk_text_buffer_create_tag(buffer, NULL, "insert-hyphens", FALSE, NULL);
}
/// A tag that changes the font size by a factor no one sees (1.0001), so Pango
/// shapes the tagged text as a run of its own (see GtkKit's ShapingRuns).
static inline GtkTextTag *gk_text_buffer_create_run_break_tag(GtkTextBuffer *buffer) {
    return gtk_text_buffer_create_tag(buffer, NULL, "scale", 1.0001, NULL);
}
static inline GtkToggleButton *gk_toggle_button(gpointer p) { return GTK_TOGGLE_BUTTON(p); }
static inline GtkCheckButton *gk_check_button(gpointer p) { return GTK_CHECK_BUTTON(p); }
static inline GtkRevealer *gk_revealer(gpointer p) { return GTK_REVEALER(p); }
static inline GtkGrid *gk_grid(gpointer p) { return GTK_GRID(p); }
static inline GtkDialog *gk_dialog(gpointer p) { return GTK_DIALOG(p); }
static inline GtkFileChooser *gk_file_chooser(gpointer p) { return GTK_FILE_CHOOSER(p); }
static inline GtkNativeDialog *gk_native_dialog(gpointer p) { return GTK_NATIVE_DIALOG(p); }
static inline gboolean gk_is_object(gpointer p) { return G_IS_OBJECT(p); }
static inline GtkProgressBar *gk_progress_bar(gpointer p) { return GTK_PROGRESS_BAR(p); }
static inline GtkOverlay *gk_overlay(gpointer p) { return GTK_OVERLAY(p); }
static inline GtkShortcut *gk_shortcut(gpointer p) { return GTK_SHORTCUT(p); }
static inline gboolean gk_is_shortcut_controller(gpointer p) { return GTK_IS_SHORTCUT_CONTROLLER(p); }

/// A modal message dialog with `text` as its message (gtk_message_dialog_new is variadic).
static inline GtkWidget *gk_message_dialog_new(GtkWindow *parent, const char *text) {
    return gtk_message_dialog_new(parent, GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                  GTK_MESSAGE_QUESTION, GTK_BUTTONS_NONE, "%s", text);
}
static inline GtkMenuButton *gk_menu_button(gpointer p) { return GTK_MENU_BUTTON(p); }
static inline GtkCalendar *gk_calendar(gpointer p) { return GTK_CALENDAR(p); }
static inline GtkPopover *gk_popover(gpointer p) { return GTK_POPOVER(p); }
static inline GtkSwitch *gk_switch(gpointer p) { return GTK_SWITCH(p); }
static inline GtkListBox *gk_list_box(gpointer p) { return GTK_LIST_BOX(p); }
static inline GtkListBoxRow *gk_list_box_row(gpointer p) { return GTK_LIST_BOX_ROW(p); }
static inline GActionMap *gk_action_map(gpointer p) { return G_ACTION_MAP(p); }
static inline gboolean gk_is_action_map(gpointer p) { return G_IS_ACTION_MAP(p); }
static inline GAction *gk_action(gpointer p) { return G_ACTION(p); }
static inline GActionGroup *gk_action_group(gpointer p) { return G_ACTION_GROUP(p); }
static inline GSimpleAction *gk_simple_action(gpointer p) { return G_SIMPLE_ACTION(p); }
static inline GMenu *gk_menu(gpointer p) { return G_MENU(p); }
static inline GMenuModel *gk_menu_model(gpointer p) { return G_MENU_MODEL(p); }
static inline const GVariantType *gk_variant_type_string(void) { return G_VARIANT_TYPE_STRING; }
static inline const GVariantType *gk_variant_type_boolean(void) { return G_VARIANT_TYPE_BOOLEAN; }
static inline GtkActionable *gk_actionable(gpointer p) { return GTK_ACTIONABLE(p); }
static inline gboolean gk_is_switch(gpointer p) { return GTK_IS_SWITCH(p); }
static inline gboolean gk_is_scrolled_window(gpointer p) { return GTK_IS_SCROLLED_WINDOW(p); }

/// `g_object_set` for one string property.
static inline void gk_object_set_string(gpointer object, const char *name, const char *value) {
    g_object_set(object, name, value, NULL);
}

/// `g_object_get` for one string property; free the result with g_free.
static inline void gk_object_get_string(gpointer object, const char *name, char **value) {
    g_object_get(object, name, value, NULL);
}

/// `g_object_get` for one int or enum property.
static inline void gk_object_get_int(gpointer object, const char *name, gint *value) {
    g_object_get(object, name, value, NULL);
}

/// `g_object_get` for one boolean property.
static inline gboolean gk_object_get_bool(gpointer object, const char *name) {
    gboolean value = FALSE;
    g_object_get(object, name, &value, NULL);
    return value;
}

static inline GtkStyleProvider *gk_style_provider(gpointer p) { return GTK_STYLE_PROVIDER(p); }

/// Emits a signal that takes no arguments and returns nothing.
static inline void gk_signal_emit_void(gpointer instance, const char *signal) {
    g_signal_emit_by_name(instance, signal);
}

/// Emits a `response` signal with a response id (native dialogs have no public call for it).
static inline void gk_signal_emit_response(gpointer instance, gint response) {
    g_signal_emit_by_name(instance, "response", response);
}

/// Sets the accessible label (what screen readers say); gtk_accessible_update_property
/// is variadic. GTK 4.8 has no getter, so the label is also kept as object data
/// (`gk_accessible_get_label` reads it back).
static inline void gk_accessible_set_label(GtkWidget *widget, const char *label) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
    g_object_set_data_full(G_OBJECT(widget), "gk-accessible-label", g_strdup(label), g_free);
}

/// Removes the accessible label (screen readers fall back to what GTK computes).
static inline void gk_accessible_reset_label(GtkWidget *widget) {
    gtk_accessible_reset_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL);
    g_object_set_data(G_OBJECT(widget), "gk-accessible-label", NULL);
}

/// Hides the widget from assistive technology, or shows it again (the state is variadic to set).
static inline void gk_accessible_set_hidden(GtkWidget *widget, gboolean hidden) {
    gtk_accessible_update_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_HIDDEN, hidden, -1);
}

/// The accessible label set with `gk_accessible_set_label`, or NULL (borrowed).
static inline const char *gk_accessible_get_label(GtkWidget *widget) {
    return g_object_get_data(G_OBJECT(widget), "gk-accessible-label");
}

/// The accessible role's name as GTK spells it ("button", "text-box", "checkbox"…); static.
static inline const char *gk_accessible_role_name(GtkWidget *widget) {
    GEnumClass *roles = g_type_class_ref(GTK_TYPE_ACCESSIBLE_ROLE);
    GEnumValue *value = g_enum_get_value(roles, gtk_accessible_get_accessible_role(GTK_ACCESSIBLE(widget)));
    const char *nick = value != NULL ? value->value_nick : "unknown";
    g_type_class_unref(roles);
    return nick;
}

/// The text this process put on `widget`'s clipboard (a copy, g_free it), or NULL when it holds
/// none or another program's: read straight from the local content, no main-loop round trip.
static inline char *gk_clipboard_local_text(GtkWidget *widget) {
    GdkContentProvider *content = gdk_clipboard_get_content(gtk_widget_get_clipboard(widget));
    if (content == NULL) return NULL;
    GValue value = G_VALUE_INIT;
    g_value_init(&value, G_TYPE_STRING);
    char *text = gdk_content_provider_get_value(content, &value, NULL) ? g_value_dup_string(&value) : NULL;
    g_value_unset(&value);
    return text;
}

/// Opens `uri` in the desktop's handler for its scheme, over `widget`'s window.
static inline void gk_show_uri(GtkWidget *widget, const char *uri) {
    GtkRoot *root = gtk_widget_get_root(widget);
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    gtk_show_uri(GTK_IS_WINDOW(root) ? GTK_WINDOW(root) : NULL, uri, GDK_CURRENT_TIME);
    G_GNUC_END_IGNORE_DEPRECATIONS
}

static inline gboolean gk_is_button(gpointer p) { return GTK_IS_BUTTON(p); }
static inline gboolean gk_is_check_button(gpointer p) { return GTK_IS_CHECK_BUTTON(p); }

static inline guint gk_invalid_list_position(void) { return GTK_INVALID_LIST_POSITION; }

/// `g_object_set` for one boolean property (variadics do not import).
static inline void gk_object_set_bool(gpointer object, const char *name, gboolean value) {
    g_object_set(object, name, value, NULL);
}

/// Presses the keys of `trigger` (e.g. "<Control>n", "Delete") as far as
/// shortcuts go: looks for a shortcut with that trigger in the shortcut
/// controllers of `focus` and its ancestors (local scope, focus first, as a key
/// event bubbles), then in the global ones met on the way, and activates the
/// first that handles it. GTK 4 cannot synthesise key events; this runs the
/// same shortcut objects a key press would. Returns whether one handled it.
gboolean gk_activate_shortcut(GtkWidget *focus, const char *trigger);

// ---- GkIndexItem: a tiny GObject holding a row index. Created only when
// GtkListView asks for a (visible) row, freed when it lets go.
#define GK_TYPE_INDEX_ITEM (gk_index_item_get_type())
G_DECLARE_FINAL_TYPE(GkIndexItem, gk_index_item, GK, INDEX_ITEM, GObject)
guint gk_index_item_get_index(GkIndexItem *item);
/// The index of a GtkListItem's item, or G_MAXUINT when it has none.
guint gk_list_item_index(gpointer list_item);

// ---- GkIndexModel: a GListModel of `n_items` rows whose items are created on
// demand. The data lives in Swift; the model only knows how many rows there are.
#define GK_TYPE_INDEX_MODEL (gk_index_model_get_type())
G_DECLARE_FINAL_TYPE(GkIndexModel, gk_index_model, GK, INDEX_MODEL, GObject)
GkIndexModel *gk_index_model_new(void);
/// Sets the number of rows with one `items-changed` at the tail. Rows that stay
/// keep their positions and widgets: the caller re-binds them, since only it
/// knows their content changed.
void gk_index_model_resize(GkIndexModel *model, guint n_items);
guint gk_index_model_get_n_items(GkIndexModel *model);
/// At `position`, `removed` rows go and `added` rows come: one `items-changed`
/// for just that range (rows after it move, keeping their widgets). FALSE, and
/// nothing changes, when the range is not within the rows.
gboolean gk_index_model_splice(GkIndexModel *model, guint position, guint removed, guint added);

// ---- GSettings backends (memory, keyfile) for GtkKit's Settings: their header
// refuses to be included without G_SETTINGS_ENABLE_BACKEND.
#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gsettingsbackend.h>

#endif
