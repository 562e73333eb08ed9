#include "CGtkShims.h"

// libdispatch (Linux): the main queue's wake-up eventfd and its drain.
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *msg);

int gk_dispatch_main_queue_handle(void) { return _dispatch_get_main_queue_handle_4CF(); }
void gk_dispatch_main_queue_drain(void) { _dispatch_main_queue_callback_4CF(NULL); }

// ------------------------------------------------------------ Shortcut lookup
static gboolean gk_trigger_matches(GtkShortcutTrigger *trigger, GtkShortcutTrigger *wanted) {
    if (trigger == NULL) return FALSE;
    if (GTK_IS_ALTERNATIVE_TRIGGER(trigger)) {
        GtkAlternativeTrigger *alternative = GTK_ALTERNATIVE_TRIGGER(trigger);
        return gk_trigger_matches(gtk_alternative_trigger_get_first(alternative), wanted)
            || gk_trigger_matches(gtk_alternative_trigger_get_second(alternative), wanted);
    }
    return gtk_shortcut_trigger_equal(trigger, wanted);
}

static gboolean gk_controller_activate(GtkShortcutController *controller, GtkShortcutTrigger *wanted) {
    GtkWidget *widget = gtk_event_controller_get_widget(GTK_EVENT_CONTROLLER(controller));
    GListModel *shortcuts = G_LIST_MODEL(controller);
    guint n = g_list_model_get_n_items(shortcuts);
    gboolean handled = FALSE;
    for (guint i = 0; i < n && !handled; i++) {
        GtkShortcut *shortcut = g_list_model_get_item(shortcuts, i);
        if (gk_trigger_matches(gtk_shortcut_get_trigger(shortcut), wanted))
            handled = gtk_shortcut_action_activate(gtk_shortcut_get_action(shortcut), GTK_SHORTCUT_ACTION_EXCLUSIVE,
                                                   widget, gtk_shortcut_get_arguments(shortcut));
        g_object_unref(shortcut);
    }
    return handled;
}

gboolean gk_activate_shortcut(GtkWidget *focus, const char *trigger) {
    GtkShortcutTrigger *wanted = gtk_shortcut_trigger_parse_string(trigger);
    if (wanted == NULL) return FALSE;
    gboolean handled = FALSE;
    GPtrArray *global = g_ptr_array_new_with_free_func(g_object_unref);
    for (GtkWidget *widget = focus; widget != NULL && !handled; widget = gtk_widget_get_parent(widget)) {
        // An insensitive widget gets no key events; neither do its controllers.
        if (!gtk_widget_is_sensitive(widget)) continue;
        GListModel *controllers = gtk_widget_observe_controllers(widget);
        guint n = g_list_model_get_n_items(controllers);
        for (guint i = 0; i < n && !handled; i++) {
            GtkEventController *controller = g_list_model_get_item(controllers, i);
            if (GTK_IS_SHORTCUT_CONTROLLER(controller)) {
                GtkShortcutController *shortcuts = GTK_SHORTCUT_CONTROLLER(controller);
                if (gtk_shortcut_controller_get_scope(shortcuts) == GTK_SHORTCUT_SCOPE_LOCAL)
                    handled = gk_controller_activate(shortcuts, wanted);
                else
                    g_ptr_array_add(global, g_object_ref(controller));
            }
            g_object_unref(controller);
        }
        g_object_unref(controllers);
    }
    // Global shortcuts are run by the window after the focus chain had its turn.
    for (guint i = 0; i < global->len && !handled; i++)
        handled = gk_controller_activate(GTK_SHORTCUT_CONTROLLER(g_ptr_array_index(global, i)), wanted);
    g_ptr_array_unref(global);
    g_object_unref(wanted);
    return handled;
}

// ---------------------------------------------------------------- GkIndexItem
struct _GkIndexItem {
    GObject parent_instance;
    guint index;
};
G_DEFINE_FINAL_TYPE(GkIndexItem, gk_index_item, G_TYPE_OBJECT)

static void gk_index_item_class_init(GkIndexItemClass *klass) { (void)klass; }
static void gk_index_item_init(GkIndexItem *self) { self->index = 0; }

guint gk_index_item_get_index(GkIndexItem *item) { return item->index; }

guint gk_list_item_index(gpointer list_item) {
    gpointer item = gtk_list_item_get_item(GTK_LIST_ITEM(list_item));
    if (item == NULL || !GK_IS_INDEX_ITEM(item)) return G_MAXUINT;
    return GK_INDEX_ITEM(item)->index;
}

// --------------------------------------------------------------- GkIndexModel
struct _GkIndexModel {
    GObject parent_instance;
    guint n_items;
};

static GType gk_index_model_get_item_type(GListModel *list) {
    (void)list;
    return GK_TYPE_INDEX_ITEM;
}

static guint gk_index_model_list_get_n_items(GListModel *list) {
    return GK_INDEX_MODEL(list)->n_items;
}

static gpointer gk_index_model_get_item(GListModel *list, guint position) {
    GkIndexModel *self = GK_INDEX_MODEL(list);
    if (position >= self->n_items) return NULL;
    GkIndexItem *item = g_object_new(GK_TYPE_INDEX_ITEM, NULL);
    item->index = position;
    return item;
}

static void gk_index_model_list_model_init(GListModelInterface *iface) {
    iface->get_item_type = gk_index_model_get_item_type;
    iface->get_n_items = gk_index_model_list_get_n_items;
    iface->get_item = gk_index_model_get_item;
}

G_DEFINE_FINAL_TYPE_WITH_CODE(GkIndexModel, gk_index_model, G_TYPE_OBJECT,
    G_IMPLEMENT_INTERFACE(G_TYPE_LIST_MODEL, gk_index_model_list_model_init))

static void gk_index_model_class_init(GkIndexModelClass *klass) { (void)klass; }
static void gk_index_model_init(GkIndexModel *self) { self->n_items = 0; }

GkIndexModel *gk_index_model_new(void) { return g_object_new(GK_TYPE_INDEX_MODEL, NULL); }

void gk_index_model_resize(GkIndexModel *model, guint n_items) {
    guint old = model->n_items;
    if (old == n_items) return;
    model->n_items = n_items;
    // Only the tail changes: rows keep their positions, so GTK keeps its row
    // widgets, its scroll anchor and focus. A whole-range change would make
    // GTK 4.8 unparent every materialized row (up to 200) and build new ones,
    // and look for its tracked rows among all added items (one get_item per
    // row): tens of milliseconds per keystroke at 100,000 rows.
    if (n_items < old)
        g_list_model_items_changed(G_LIST_MODEL(model), n_items, old - n_items, 0);
    else
        g_list_model_items_changed(G_LIST_MODEL(model), old, 0, n_items - old);
}

guint gk_index_model_get_n_items(GkIndexModel *model) { return model->n_items; }

gboolean gk_index_model_splice(GkIndexModel *model, guint position, guint removed, guint added) {
    if (position > model->n_items || removed > model->n_items - position) return FALSE;
    if (removed == 0 && added == 0) return TRUE;
    model->n_items = model->n_items - removed + added;
    g_list_model_items_changed(G_LIST_MODEL(model), position, removed, added);
    return TRUE;
}
