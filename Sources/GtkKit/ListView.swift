import CGtk
import CGtkShims

/// A virtualized `GtkListView` over `count` rows whose data lives in Swift.
///
/// The model (`GkIndexModel`, C) only knows how many rows there are; GTK asks
/// it for items — tiny index objects — just for the rows it shows, and the
/// `bind` closure fills a recycled row widget from the index. Replacing the
/// rows is one `items-changed` at the tail plus a re-bind of the few rows GTK
/// has materialized, whatever the number of rows.
@MainActor
public final class ListView<Row: AnyObject>: Widget {
    /// A row widget with its Swift controller, kept on the `GtkListItem`.
    private final class RowHolder {
        let row: Row
        let widget: Widget
        /// The `GtkListItem` this holder is attached to. GTK unbinds a row before it frees
        /// the item, and unbinding clears `index`, so the pointer is only used while bound.
        let listItem: UnsafeMutableRawPointer
        var index: Int?
        init(row: Row, widget: Widget, listItem: UnsafeMutableRawPointer) {
            self.row = row
            self.widget = widget
            self.listItem = listItem
        }
    }

    private let model: OpaquePointer
    private let selection: UnsafeMutableRawPointer
    private let selectionHandlers = UserChangeHandlers()
    private var holders: [ObjectIdentifier: RowHolder] = [:]
    private var bindRow: @MainActor (Row, Int) -> Bool = { _, _ in false }

    /// - Parameters:
    ///   - makeRow: creates a row controller and its widget (called for each recycled row).
    ///   - bindRow: shows row `index` in `row`; returns whether the row can be selected.
    public init(
        makeRow: @escaping @MainActor () -> (Row, Widget),
        bindRow: @escaping @MainActor (Row, Int) -> Bool
    ) {
        model = gk_index_model_new()
        // The selection and the list view take ownership of what they are given (transfer full).
        let selectionModel = gtk_single_selection_new(gk_list_model(g_object_ref(UnsafeMutableRawPointer(model))))!
        selection = UnsafeMutableRawPointer(selectionModel)
        gtk_single_selection_set_autoselect(selectionModel, 0)
        gtk_single_selection_set_can_unselect(selectionModel, 1)
        g_object_ref(UnsafeMutableRawPointer(selectionModel))
        let factory = gtk_signal_list_item_factory_new()!
        let listView = gtk_list_view_new(gk_selection_model(UnsafeMutableRawPointer(selectionModel)), factory)!
        super.init(sinking: UnsafeMutableRawPointer(listView))

        let factoryPointer = UnsafeMutableRawPointer(factory)
        SignalConnection.connect(
            factoryPointer, "setup",
            pointer: { item in
                let (row, widget) = makeRow()
                gtk_list_item_set_child(gk_list_item(item), widget.widget)
                let holder = RowHolder(row: row, widget: widget, listItem: item)
                g_object_set_data_full(gk_object(item), "gk-row", Unmanaged.passRetained(holder).toOpaque()) { data in
                    guard let data else { return }
                    Unmanaged<AnyObject>.fromOpaque(data).release()
                }
            })
        self.bindRow = bindRow
        SignalConnection.connect(
            factoryPointer, "bind",
            pointer: { [weak self] item in
                guard let self, let holder = Self.holder(of: item) else { return }
                // The position, not the item's own index: an item created before rows were
                // spliced in above it keeps the index it was created with.
                let position = gtk_list_item_get_position(gk_list_item(item))
                holder.index = Int(position == gk_invalid_list_position() ? gk_list_item_index(item) : position)
                self.holders[ObjectIdentifier(holder)] = holder
                self.rebind(holder)
            })
        SignalConnection.connect(
            factoryPointer, "unbind",
            pointer: { [weak self] item in
                guard let holder = Self.holder(of: item) else { return }
                holder.index = nil
                self?.holders[ObjectIdentifier(holder)] = nil
            })
    }

    isolated deinit {
        g_object_unref(selection)
        g_object_unref(UnsafeMutableRawPointer(model))
    }

    private static func holder(of item: UnsafeMutableRawPointer) -> RowHolder? {
        guard let data = g_object_get_data(gk_object(item), "gk-row") else { return nil }
        return Unmanaged<RowHolder>.fromOpaque(data).takeUnretainedValue()
    }

    /// How many rows the list has.
    public var count: Int { Int(gk_index_model_get_n_items(model)) }

    /// Replaces all rows with `count` new ones and selects `selected`, without
    /// reporting that change as a user selection.
    public func reload(count: Int, selected: Int?) {
        whileSelectionSilenced {
            gk_index_model_resize(model, guint(count))
            // Rows that stayed are bound to old content: show the new one.
            for holder in holders.values {
                guard let index = holder.index, index < count else { continue }
                rebind(holder)
            }
            setSelection(selected)
        }
    }

    /// A contiguous change of rows: at `position`, `removed` rows went and `added` came.
    public struct Splice: Equatable, Sendable {
        /// Where the change starts.
        public var position: Int
        /// How many rows went.
        public var removed: Int
        /// How many rows came.
        public var added: Int
        /// A change at `position`: `removed` rows go, `added` come.
        public init(position: Int, removed: Int, added: Int) {
            self.position = position
            self.removed = removed
            self.added = added
        }
    }

    /// Changes the rows by `splices` — each one `items-changed` for just its range,
    /// in order, positions as the splices before left them — so that `count`
    /// rows remain; then shows the rows GTK has materialized again (their content,
    /// a header's count, say, may have changed) and selects `selected`, without
    /// reporting that as a user selection. Splices that do not fit the rows, or
    /// do not end at `count`, fall back to `reload`.
    public func update(_ splices: [Splice], count: Int, selected: Int?) {
        var expected = self.count
        for splice in splices {
            guard splice.position >= 0, splice.removed >= 0, splice.added >= 0,
                splice.position + splice.removed <= expected
            else { return reload(count: count, selected: selected) }
            expected += splice.added - splice.removed
        }
        guard expected == count else { return reload(count: count, selected: selected) }
        whileSelectionSilenced {
            for splice in splices {
                gk_index_model_splice(model, guint(splice.position), guint(splice.removed), guint(splice.added))
            }
            for holder in holders.values where holder.index != nil {
                let position = gtk_list_item_get_position(gk_list_item(holder.listItem))
                guard position != gk_invalid_list_position(), Int(position) < count else { continue }
                holder.index = Int(position)
                rebind(holder)
            }
            setSelection(selected)
        }
    }

    private func rebind(_ holder: RowHolder) {
        guard let index = holder.index else { return }
        let selectable: gboolean = bindRow(holder.row, index) ? 1 : 0
        let item = gk_list_item(holder.listItem)
        if gtk_list_item_get_selectable(item) != selectable {
            gtk_list_item_set_selectable(item, selectable)
            gtk_list_item_set_activatable(item, selectable)
        }
    }

    /// Scrolls back to the first row.
    public func scrollToTop() {
        guard let parent = gtk_widget_get_parent(widget), gk_is_scrolled_window(parent) != 0,
            let adjustment = gtk_scrolled_window_get_vadjustment(gk_scrolled_window(parent))
        else { return }
        gtk_adjustment_set_value(adjustment, 0)
    }

    /// Scrolls until row `index` is in view, as a user scrolling to it would
    /// (GTK binds and shows it at the next frame).
    public func scrollTo(_ index: Int) {
        guard index >= 0, index < count else { return }
        gtk_widget_activate_action_variant(widget, "list.scroll-to-item", g_variant_new_uint32(guint32(index)))
    }

    /// The vertical adjustment of the scrolled window holding the list, if it is in one.
    private var verticalAdjustment: UnsafeMutablePointer<GtkAdjustment>? {
        guard let parent = gtk_widget_get_parent(widget), gk_is_scrolled_window(parent) != 0 else { return nil }
        return gtk_scrolled_window_get_vadjustment(gk_scrolled_window(parent))
    }

    /// The GTK row widget showing row `index` and where its top is, in the list's coordinates
    /// (negative: above the visible area); nil when that row is not laid out (GTK binds rows
    /// well beyond the visible ones, and keeps those hidden and unallocated).
    private func rowOffset(_ index: Int) -> (widget: UnsafeMutablePointer<GtkWidget>, y: Double)? {
        guard let holder = holders.values.first(where: { $0.index == index }),
            let rowWidget = gtk_widget_get_parent(holder.widget.widget),
            gtk_widget_get_child_visible(rowWidget) != 0, gtk_widget_get_mapped(rowWidget) != 0
        else { return nil }
        var x = 0.0
        var y = 0.0
        guard gtk_widget_translate_coordinates(rowWidget, widget, 0, 0, &x, &y) != 0 else { return nil }
        return (rowWidget, y)
    }

    /// The row at the top of the visible area (the first one not wholly scrolled off above),
    /// as GTK last laid the list out; nil when no row is shown.
    public var topVisibleIndex: Int? {
        var top: Int?
        for holder in holders.values {
            guard let index = holder.index, top.map({ index < $0 }) ?? true,
                let (rowWidget, y) = rowOffset(index), y + Double(gtk_widget_get_height(rowWidget)) > 0
            else { continue }
            top = index
        }
        return top
    }

    /// Scrolls so that row `index` is the top row (as far as the list can scroll: the last
    /// rows cannot all reach the top). GTK 4.8 has no aligned scroll-to: this scrolls the row
    /// into view, then, once it is laid out, moves the adjustment by the row's offset, over
    /// at most `frames` frames. Call it once the list has been laid out (GTK 4.8 scrolling a
    /// list it has not laid out yet shows it blank).
    public func scrollToTop(of index: Int, frames: Int = 4) {
        guard index >= 0, index < count, let adjustment = verticalAdjustment else { return }
        if let (_, y) = rowOffset(index) {
            guard abs(y) >= 0.5 else { return }
            let before = gtk_adjustment_get_value(adjustment)
            gtk_adjustment_set_value(adjustment, before + y)
            // Clamped at the end of the list: as far as it goes.
            guard gtk_adjustment_get_value(adjustment) != before else { return }
        } else {
            scrollTo(index)
        }
        guard frames > 1 else { return }
        FrameTiming.afterNextFrame(of: self) { [weak self] _ in self?.scrollToTop(of: index, frames: frames - 1) }
    }

    /// Adds `handler`, run with `topVisibleIndex` after the list scrolled (by the user or by the
    /// program), once per frame however many scroll steps the frame had, after the frame's
    /// layout. The list must be in its scrolled window already: otherwise this adds
    /// nothing and returns nil.
    @discardableResult
    public func onScrolled(_ handler: @escaping @MainActor (_ topIndex: Int?) -> Void) -> SignalConnection? {
        guard let adjustment = verticalAdjustment else { return nil }
        let pending = PendingReport()
        return SignalConnection.connect(UnsafeMutableRawPointer(adjustment), "value-changed") { [weak self] in
            guard let self, !pending.isPending else { return }
            // Not on screen: no frame will come, and no row is laid out anew.
            guard gtk_widget_get_frame_clock(self.widget) != nil else { return handler(self.topVisibleIndex) }
            pending.isPending = true
            FrameTiming.afterNextFrame(of: self) { [weak self] _ in
                pending.isPending = false
                guard let self else { return }
                handler(self.topVisibleIndex)
            }
        }
    }

    /// The selected row, if any.
    public var selectedIndex: Int? {
        let position = gtk_single_selection_get_selected(gk_single_selection(selection))
        return position == gk_invalid_list_position() ? nil : Int(position)
    }

    /// Selects `index` (nil: nothing) without reporting it as a user selection.
    public func select(_ index: Int?) {
        guard index != selectedIndex else { return }
        whileSelectionSilenced { setSelection(index) }
    }

    /// Adds `handler`, run when the user selects a row (nil: the selection was cleared).
    @discardableResult
    public func onSelectionChanged(_ handler: @escaping @MainActor (Int?) -> Void) -> SignalConnection {
        selectionHandlers.add(
            SignalConnection.connect(
                selection, "notify::selected",
                pointer: { [weak self] _ in
                    guard let self else { return }
                    handler(self.selectedIndex)
                }))
    }

    /// Adds `handler`, run with the row the user activates (Enter on it, or a double click).
    @discardableResult
    public func onActivated(_ handler: @escaping @MainActor (Int) -> Void) -> SignalConnection {
        SignalConnection.connect(pointer, "activate", position: { handler(Int($0)) })
    }

    /// Moves keyboard focus onto row `index`, as arrow keys would bring it there
    /// (Enter then activates it); false when that row is not laid out (scroll to it first).
    @discardableResult
    public func focusRow(_ index: Int) -> Bool {
        guard let holder = holders.values.first(where: { $0.index == index }),
            let rowWidget = gtk_widget_get_parent(holder.widget.widget)
        else { return false }
        return gtk_widget_grab_focus(rowWidget) != 0
    }

    /// Activates row `index` as Enter on it does (GTK's `list.activate-item`);
    /// false when there is no such row or GTK did not take it.
    @discardableResult
    public func activateRow(_ index: Int) -> Bool {
        guard index >= 0, index < count else { return false }
        return gtk_widget_activate_action_variant(widget, "list.activate-item", g_variant_new_uint32(guint32(index))) != 0
    }

    /// Selects row `index` as a user would (reported through `onSelectionChanged`).
    public func userSelects(_ index: Int) {
        gtk_selection_model_select_item(gk_selection_model(selection), guint(index), 1)
    }

    /// The rows GTK currently shows, by index, with their controllers. Only
    /// visible rows (and a few beyond the edges) are bound: that is the point.
    public var boundRows: [(index: Int, row: Row)] {
        holders.values.compactMap { holder in holder.index.map { ($0, holder.row) } }.sorted { $0.index < $1.index }
    }

    private func setSelection(_ index: Int?) {
        let selectionModel = gk_single_selection(selection)
        if let index, index >= 0, index < count {
            gtk_single_selection_set_selected(selectionModel, guint(index))
        } else {
            gtk_single_selection_set_selected(selectionModel, gk_invalid_list_position())
        }
    }

    private func whileSelectionSilenced(_ body: () -> Void) {
        selectionHandlers.whileBlocked(body)
    }
}

/// Whether an `onScrolled` handler's report waits for the next frame.
@MainActor
private final class PendingReport {
    var isPending = false
}
