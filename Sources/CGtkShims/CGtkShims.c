#include "CGtkShims.h"

// libdispatch (Linux): the main queue's wake-up eventfd and its drain.
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *msg);

int gk_dispatch_main_queue_handle(void) { return _dispatch_get_main_queue_handle_4CF(); }
void gk_dispatch_main_queue_drain(void) { _dispatch_main_queue_callback_4CF(NULL); }

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
