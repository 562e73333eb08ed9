import CGtk
import CGtkShims

/// `GtkListBox`: a vertical list of arbitrary row widgets, for short lists (it
/// makes a widget per row; long lists want `ListView`).
@MainActor
public final class ListBox: Widget {
    private var rows: [Widget] = []

    /// - Parameter selectionMode: how many rows the user can select; GTK's default is `.single`.
    public init(selectionMode: SelectionMode = .single) {
        super.init(sinking: gtk_list_box_new())
        gtk_list_box_set_selection_mode(list, selectionMode.gtk)
    }

    private var list: OpaquePointer { gk_list_box(pointer) }

    /// How many rows the user can select.
    public var selectionMode: SelectionMode {
        get { SelectionMode(gtk_list_box_get_selection_mode(list)) }
        set { gtk_list_box_set_selection_mode(list, newValue.gtk) }
    }

    /// The row widgets, in order (as appended; GTK wraps each in a row).
    public var children: [Widget] { rows }

    /// Appends `child` as a new last row.
    public func append(_ child: Widget) {
        gtk_list_box_append(list, child.widget)
        rows.append(child)
    }

    /// Removes the row holding `child`.
    public func remove(_ child: Widget) {
        guard let index = rows.firstIndex(where: { $0 === child }),
            let row = gtk_list_box_get_row_at_index(list, gint(index))
        else { return }
        gtk_list_box_remove(list, gk_widget(row))
        rows.remove(at: index)
    }

    /// Removes every row.
    public func removeAll() {
        rows.forEach(remove)
    }

    /// Shown in place of the rows while there are none ("No counters yet").
    public func setPlaceholder(_ placeholder: Widget) {
        gtk_list_box_set_placeholder(list, placeholder.widget)
    }

    /// The index of the selected row (the first, in `.multiple` mode), or nil.
    public var selectedIndex: Int? {
        guard let row = gtk_list_box_get_selected_row(list) else { return nil }
        return Int(gtk_list_box_row_get_index(row))
    }

    /// Selects row `index` (nil: none), as a click would.
    public func select(_ index: Int?) {
        if let index, let row = gtk_list_box_get_row_at_index(list, gint(index)) {
            gtk_list_box_select_row(list, row)
        } else {
            gtk_list_box_unselect_all(list)
        }
    }

    /// Runs `handler` with a row's index when the user activates it (double-click
    /// in the default mode, Enter, or a single click in `.none` mode).
    @discardableResult
    public func onRowActivated(_ handler: @escaping @MainActor (Int) -> Void) -> SignalConnection {
        connect(
            "row-activated",
            pointer: { row in
                handler(Int(gtk_list_box_row_get_index(gk_list_box_row(row))))
            })
    }
}
