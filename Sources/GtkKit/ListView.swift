import CGLib
import CGlobetrotter
import CGtk
import GLibKit

/// A row widget a `ListView` recycles: built once, bound to many indices.
@MainActor
public protocol ListRow: AnyObject {
    var widget: Widget { get }
    func bind(to index: Int)
}

@MainActor
extension ListRow {
    /// Whether the keyboard focus is on this row (its list item) or inside it.
    public var hasFocus: Bool { widget.containsFocus || widget.parent?.hasFocus == true }

    /// Puts the keyboard focus on this row (its list item, which GtkListView
    /// scrolls to and keeps while rows are recycled).
    public func focus() { _ = widget.parent?.grabFocus() }

    /// The name a screen reader says for this row. GTK 4.8 presents the
    /// list's own row (the GtkListItemWidget, role "list item") with no name
    /// of its child's: both get it, the row for the reader's list navigation.
    public func setSpokenName(_ name: String) {
        widget.setAccessibleLabel(name)
        widget.parent?.setAccessibleLabel(name)
    }
}

/// A virtualized `GtkListView`. The model is a `GtkStringList` whose items only
/// stand for row indices; the Swift side keeps the data and binds each
/// recycled row widget to an index, so only visible rows exist.
@MainActor
public final class ListView: Widget, @unchecked Sendable {
    // Set right after the designated init, which must come first in a convenience init.
    private var model: OpaquePointer?
    private var selection: OpaquePointer?
    private var rows: [UnsafeMutableRawPointer: ListRow] = [:]
    private var makeRow: (@MainActor () -> ListRow)?

    public convenience init(makeRow: @escaping @MainActor () -> ListRow) {
        let model = gtk_string_list_new(nil)!
        let selection = gtk_single_selection_new(model)!
        gtk_single_selection_set_autoselect(selection, 0)
        gtk_single_selection_set_can_unselect(selection, 1)
        let factory = gtk_signal_list_item_factory_new()!
        self.init(widget: gtk_list_view_new(selection, factory))
        self.model = model
        self.selection = selection
        self.makeRow = makeRow
        let factoryRef = ObjectRef(retaining: UnsafeMutableRawPointer(factory))
        factoryRef.onWithPointer("setup") { [weak self] item in self?.setUp(item) }
        factoryRef.onWithPointer("bind") { [weak self] item in self?.bind(item) }
        factoryRef.onWithPointer("teardown") { [weak self] item in
            if let item { self?.rows[item] = nil }
        }
    }

    public var count: Int { Int(g_list_model_get_n_items(model)) }

    /// Replaces all rows; the caller's data now has `count` rows. A row that
    /// has the keyboard focus hands it to the list itself first: GTK 4.8
    /// would leave it on the row taken off the screen, where keys (Ctrl+Z,
    /// Alt+3) go nowhere. The caller puts it back on a row once they are laid out.
    public func reload(count: Int) {
        if containsFocus, let root = gtk_widget_get_root(widgetPointer) { gtk_root_set_focus(root, widgetPointer) }
        // Items only stand for positions: every one is the same static empty string.
        let blank: StaticString = ""
        let item = UnsafeRawPointer(blank.utf8Start).assumingMemoryBound(to: CChar.self)
        let items = [UnsafePointer<CChar>?](repeating: item, count: count) + [nil]
        items.withUnsafeBufferPointer { strings in
            gtk_string_list_splice(model, 0, guint(self.count), strings.baseAddress)
        }
        gtk_single_selection_set_selected(selection, guint(GTK_INVALID_LIST_POSITION))
    }

    /// Rebinds visible rows after the data changed without changing the count.
    public func refreshVisibleRows() {
        for (item, row) in rows {
            let position = gtk_list_item_get_position(OpaquePointer(item))
            if position != guint(GTK_INVALID_LIST_POSITION) { row.bind(to: Int(position)) }
        }
    }

    public var selectedIndex: Int? {
        get {
            let position = gtk_single_selection_get_selected(selection)
            return position == guint(GTK_INVALID_LIST_POSITION) ? nil : Int(position)
        }
        set {
            gtk_single_selection_set_selected(selection, newValue.map { guint($0) } ?? guint(GTK_INVALID_LIST_POSITION))
        }
    }

    public var activatesOnSingleClick: Bool {
        get { gtk_list_view_get_single_click_activate(opaque) != 0 }
        set { gtk_list_view_set_single_click_activate(opaque, newValue ? 1 : 0) }
    }

    /// Scrolls `index` into view (GTK 4.8 has no `gtk_list_view_scroll_to`;
    /// its list widgets have the `list.scroll-to-item` action).
    public func scrollTo(_ index: Int) {
        guard index >= 0, index < count else { return }
        let parameter = g_variant_ref_sink(g_variant_new_uint32(guint32(index)))
        defer { g_variant_unref(parameter) }
        gtk_widget_activate_action_variant(widgetPointer, "list.scroll-to-item", parameter)
    }

    /// A row was activated (Enter, double click, or one click when `activatesOnSingleClick`).
    @discardableResult
    public func onActivate(_ handler: @escaping @MainActor (Int) -> Void) -> SignalConnection {
        onWithPointer("activate") { position in
            handler(Int(UInt32(truncatingIfNeeded: UInt(bitPattern: position))))
        }
    }

    /// Emits `activate` for `index`, as a click would; for tests and keyboard shortcuts.
    public func activate(_ index: Int) {
        gt_signal_emit_uint(objectPointer, "activate", guint(index))
    }

    /// The row widgets that currently exist (the visible ones and a few more), by index.
    public var boundRows: [(index: Int, row: ListRow)] {
        rows.compactMap { item, row in
            let position = gtk_list_item_get_position(OpaquePointer(item))
            return position == guint(GTK_INVALID_LIST_POSITION) ? nil : (Int(position), row)
        }.sorted { $0.index < $1.index }
    }

    private func setUp(_ item: UnsafeMutableRawPointer?) {
        guard let item else { return }
        guard let makeRow else { return }
        let row = makeRow()
        rows[item] = row
        gtk_list_item_set_child(OpaquePointer(item), row.widget.widgetPointer)
    }

    private func bind(_ item: UnsafeMutableRawPointer?) {
        guard let item, let row = rows[item] else { return }
        row.bind(to: Int(gtk_list_item_get_position(OpaquePointer(item))))
    }
}
