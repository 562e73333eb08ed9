/*
 * The plain GTK 4 program `make bench` measures Roster's window against: the same people's
 * names, read from the same SQLite database, in a GtkListView over a GtkStringList filtered by
 * a GtkFilterListModel + GtkStringFilter, with a search entry above it. No view models, no
 * sections, no folding: what GTK itself costs for this screen.
 *
 *   roster-gtk-reference DB --first-frame   print first-frame-monotonic-us and rows, then, after
 *                                           a second idle, rss-kib; quit
 *   roster-gtk-reference DB --search        type the keystrokes roster-scenario --benchmark-search
 *                                           types; print the filter's work and work + next frame
 *
 * Built by `make bench` (cc, pkg-config gtk4 sqlite3); not part of Roster.
 */
#include <gtk/gtk.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *database_path;
static gboolean search_mode;
static GtkWidget *window;
static GtkStringFilter *filter;
static GtkFilterListModel *filtered;
static GApplication *application;

/* The keystrokes of roster-scenario's --benchmark-search: each word typed, then deleted. */
static const char *words[] = { "clementine", "smith", "émile", "ol" };
static GPtrArray *queries;
static guint next_query;
static GArray *works, *totals;
static gint64 keystroke_start, keystroke_work;

static GtkStringList *read_names(void) {
    sqlite3 *db;
    if (sqlite3_open_v2(database_path, &db, SQLITE_OPEN_READONLY, NULL) != SQLITE_OK) {
        fprintf(stderr, "roster-gtk-reference: cannot open %s: %s\n", database_path, sqlite3_errmsg(db));
        exit(2);
    }
    sqlite3_stmt *statement;
    if (sqlite3_prepare_v2(db, "SELECT name FROM person ORDER BY name", -1, &statement, NULL) != SQLITE_OK) {
        fprintf(stderr, "roster-gtk-reference: %s is not a Roster database: %s\n", database_path, sqlite3_errmsg(db));
        exit(2);
    }
    GPtrArray *names = g_ptr_array_new_with_free_func(g_free);
    while (sqlite3_step(statement) == SQLITE_ROW)
        g_ptr_array_add(names, g_strdup((const char *)sqlite3_column_text(statement, 0)));
    sqlite3_finalize(statement);
    sqlite3_close(db);
    g_ptr_array_add(names, NULL);
    GtkStringList *list = gtk_string_list_new((const char *const *)names->pdata);
    g_ptr_array_free(names, TRUE);
    return list;
}

static void setup_row(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    GtkWidget *label = gtk_label_new(NULL);
    gtk_label_set_xalign(GTK_LABEL(label), 0);
    gtk_list_item_set_child(item, label);
}

static void bind_row(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    GtkStringObject *string = gtk_list_item_get_item(item);
    gtk_label_set_text(GTK_LABEL(gtk_list_item_get_child(item)), gtk_string_object_get_string(string));
}

static long rss_kib(void) {
    FILE *status = fopen("/proc/self/status", "r");
    char line[256];
    long kib = -1;
    while (status && fgets(line, sizeof line, status))
        if (strncmp(line, "VmRSS:", 6) == 0) kib = strtol(line + 6, NULL, 10);
    if (status) fclose(status);
    return kib;
}

static gboolean print_rss_and_quit(gpointer data) {
    printf("rss-kib %ld\n", rss_kib());
    g_application_quit(application);
    return G_SOURCE_REMOVE;
}

static double percentile(GArray *values, double p) {
    GArray *sorted = g_array_copy(values);
    for (guint i = 1; i < sorted->len; i++)
        for (guint j = i; j > 0 && g_array_index(sorted, double, j - 1) > g_array_index(sorted, double, j); j--) {
            double swap = g_array_index(sorted, double, j);
            g_array_index(sorted, double, j) = g_array_index(sorted, double, j - 1);
            g_array_index(sorted, double, j - 1) = swap;
        }
    guint index = (guint)((sorted->len - 1) * p + 0.5);
    double value = g_array_index(sorted, double, MIN(index, sorted->len - 1));
    g_array_free(sorted, TRUE);
    return value;
}

static void next_keystroke(void);

static gboolean next_keystroke_later(gpointer data) { next_keystroke(); return G_SOURCE_REMOVE; }

static void after_keystroke_paint(GdkFrameClock *clock, gpointer data) {
    g_signal_handlers_disconnect_by_func(clock, after_keystroke_paint, data);
    double work = keystroke_work / 1000.0, total = (g_get_monotonic_time() - keystroke_start) / 1000.0;
    g_array_append_val(works, work);
    g_array_append_val(totals, total);
    g_timeout_add(20, next_keystroke_later, NULL);
}

static void next_keystroke(void) {
    if (next_query == queries->len) {
        printf("reference-search-keystroke-ms work p50 %.2f p95 %.2f total p50 %.2f p95 %.2f n %u rows %u\n",
               percentile(works, 0.5), percentile(works, 0.95), percentile(totals, 0.5), percentile(totals, 0.95),
               totals->len, g_list_model_get_n_items(G_LIST_MODEL(filtered)));
        g_application_quit(application);
        return;
    }
    const char *query = g_ptr_array_index(queries, next_query++);
    keystroke_start = g_get_monotonic_time();
    /* Not incremental: the filter is done when this returns, as Roster's search is. */
    gtk_string_filter_set_search(filter, query);
    keystroke_work = g_get_monotonic_time() - keystroke_start;
    GdkFrameClock *clock = gtk_widget_get_frame_clock(window);
    g_signal_connect(clock, "after-paint", G_CALLBACK(after_keystroke_paint), NULL);
    gtk_widget_queue_draw(window);
}

static void after_first_paint(GdkFrameClock *clock, gpointer data) {
    if (g_list_model_get_n_items(G_LIST_MODEL(filtered)) == 0) return;
    g_signal_handlers_disconnect_by_func(clock, after_first_paint, data);
    if (search_mode) {
        g_timeout_add(200, next_keystroke_later, NULL);
        return;
    }
    printf("first-frame-monotonic-us %" G_GINT64_FORMAT "\nrows %u\n", g_get_monotonic_time(),
           g_list_model_get_n_items(G_LIST_MODEL(filtered)));
    fflush(stdout);
    g_timeout_add(1000, print_rss_and_quit, NULL);
}

static void activate(GtkApplication *app, gpointer data) {
    window = gtk_application_window_new(app);
    gtk_window_set_default_size(GTK_WINDOW(window), 1040, 720);
    gtk_window_set_title(GTK_WINDOW(window), "GTK reference");
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    GtkWidget *entry = gtk_search_entry_new();
    gtk_box_append(GTK_BOX(box), entry);

    filter = gtk_string_filter_new(gtk_property_expression_new(GTK_TYPE_STRING_OBJECT, NULL, "string"));
    gtk_string_filter_set_match_mode(filter, GTK_STRING_FILTER_MATCH_MODE_SUBSTRING);
    gtk_string_filter_set_ignore_case(filter, TRUE);
    filtered = gtk_filter_list_model_new(G_LIST_MODEL(read_names()), GTK_FILTER(filter));
    GtkListItemFactory *factory = gtk_signal_list_item_factory_new();
    g_signal_connect(factory, "setup", G_CALLBACK(setup_row), NULL);
    g_signal_connect(factory, "bind", G_CALLBACK(bind_row), NULL);
    GtkWidget *list = gtk_list_view_new(GTK_SELECTION_MODEL(gtk_single_selection_new(G_LIST_MODEL(filtered))), factory);
    GtkWidget *scrolled = gtk_scrolled_window_new();
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scrolled), list);
    gtk_widget_set_vexpand(scrolled, TRUE);
    gtk_box_append(GTK_BOX(box), scrolled);
    gtk_window_set_child(GTK_WINDOW(window), box);
    gtk_window_present(GTK_WINDOW(window));
    g_signal_connect(gtk_widget_get_frame_clock(window), "after-paint", G_CALLBACK(after_first_paint), NULL);
}

int main(int argc, char **argv) {
    if (argc != 3 || (strcmp(argv[2], "--first-frame") != 0 && strcmp(argv[2], "--search") != 0)) {
        fprintf(stderr, "usage: roster-gtk-reference DB --first-frame | --search\n");
        return 2;
    }
    database_path = argv[1];
    search_mode = strcmp(argv[2], "--search") == 0;
    queries = g_ptr_array_new_with_free_func(g_free);
    for (guint w = 0; w < G_N_ELEMENTS(words); w++) {
        glong length = g_utf8_strlen(words[w], -1);
        for (glong n = 1; n <= length; n++)
            g_ptr_array_add(queries, g_utf8_substring(words[w], 0, n));
        for (glong n = length - 1; n >= 1; n--)
            g_ptr_array_add(queries, g_utf8_substring(words[w], 0, n));
        g_ptr_array_add(queries, g_strdup(""));
    }
    works = g_array_new(FALSE, FALSE, sizeof(double));
    totals = g_array_new(FALSE, FALSE, sizeof(double));
    GtkApplication *app = gtk_application_new("io.github.rosterteam.GtkReference", G_APPLICATION_NON_UNIQUE);
    application = G_APPLICATION(app);
    g_signal_connect(app, "activate", G_CALLBACK(activate), NULL);
    char *gtk_argv[] = { argv[0], NULL };
    int status = g_application_run(application, 1, gtk_argv);
    g_object_unref(app);
    return status;
}
