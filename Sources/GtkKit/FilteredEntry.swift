import CGLib
import CGtk
import GLibKit

/// An edit the user tries to make to a `FilteredEntry`, in character offsets.
public enum EntryEdit: Equatable, Sendable {
    /// Typed or pasted text inserted at `offset`.
    case insert(String, at: Int)
    /// Characters `start..<end` removed (Backspace, Delete, cut, a selection typed over).
    case delete(start: Int, end: Int)
}

/// A `GtkEntry` whose every edit goes through a Swift filter first. The filter
/// decides what the field holds: GTK never changes the text itself; the owner
/// sets `text` in response (or leaves it and rings the bell).
///
/// Edits are caught on the entry's `GtkText` delegate, where GTK emits
/// `insert-text` and `delete-text` for typing, pasting, dropping and input
/// methods alike, so no path around the filter exists.
@MainActor
public final class FilteredEntry: Widget, @unchecked Sendable {
    private var filter: (@MainActor (EntryEdit) -> Void)?
    /// Set while `text` is assigned, so the filter does not see its own updates.
    private var isSettingText = false
    private var cursorAfterFilter: Int?

    public convenience init(placeholder: String, clearTooltip: String) {
        self.init(widget: gtk_entry_new())
        setProperty("placeholder-text", placeholder)
        gtk_entry_set_input_purpose(cast(), GTK_INPUT_PURPOSE_NUMBER)
        gtk_entry_set_icon_from_icon_name(cast(), GTK_ENTRY_ICON_SECONDARY, "edit-clear-symbolic")
        gtk_entry_set_icon_tooltip_text(cast(), GTK_ENTRY_ICON_SECONDARY, clearTooltip)
        let delegate = ObjectRef(retaining: UnsafeMutableRawPointer(gtk_editable_get_delegate(opaque)))
        delegate.connectSignal(
            "insert-text", trampoline: unsafeBitCast(insertTrampoline, to: UnsafeRawPointer.self),
            handler: { [weak self] (text: String, position: UnsafeMutablePointer<Int32>?) -> Bool in
                self?.intercept(.insert(text, at: Int(position?.pointee ?? 0)), cursor: position) ?? false
            } as InsertHandler)
        delegate.connectSignal(
            "delete-text", trampoline: unsafeBitCast(deleteTrampoline, to: UnsafeRawPointer.self),
            handler: { [weak self] (start: Int32, end: Int32) -> Bool in
                self?.intercept(.delete(start: Int(start), end: Int(end)), cursor: nil) ?? false
            } as DeleteHandler)
    }

    /// The text; setting it bypasses the filter and puts the cursor at the end.
    public var text: String {
        get { String(cString: gtk_editable_get_text(opaque)) }
        set {
            guard newValue != text else { return }
            isSettingText = true
            gtk_editable_set_text(opaque, newValue)
            isSettingText = false
            gtk_editable_set_position(opaque, -1)
        }
    }

    /// Where the cursor goes after the filter accepted an edit (defaults to the end).
    public func placeCursor(at offset: Int) { cursorAfterFilter = offset }

    /// Receives every edit instead of GTK; set `text` to accept one.
    public func filterEdits(_ handler: @escaping @MainActor (EntryEdit) -> Void) { filter = handler }

    /// The secondary "clear" icon was clicked.
    @discardableResult
    public func onClearIconPressed(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        on("icon-release", handler)
    }

    /// The clear icon shows only when there is something to clear.
    public var showsClearIcon: Bool {
        get { gtk_entry_get_icon_name(cast(), GTK_ENTRY_ICON_SECONDARY) != nil }
        set {
            gtk_entry_set_icon_from_icon_name(
                cast(), GTK_ENTRY_ICON_SECONDARY, newValue ? "edit-clear-symbolic" : nil)
        }
    }

    /// The desktop's "that did not work" sound (or visual bell).
    public func ringErrorBell() { gtk_widget_error_bell(widgetPointer) }

    @discardableResult
    public func onActivate(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        on("activate", handler)
    }

    /// Returns true when GTK's own edit must be stopped.
    private func intercept(_ edit: EntryEdit, cursor: UnsafeMutablePointer<Int32>?) -> Bool {
        guard !isSettingText, let filter else { return false }
        cursorAfterFilter = nil
        let before = text
        filter(edit)
        guard text != before else { return true }
        let length = text.unicodeScalars.count
        let offset = min(cursorAfterFilter ?? length, length)
        // Typing and pasting move the cursor to `*position` after the insert; deleting does not.
        if let cursor {
            cursor.pointee = Int32(offset)
        } else {
            gtk_editable_set_position(opaque, Int32(offset))
        }
        return true
    }
}

private typealias InsertHandler = @MainActor (String, UnsafeMutablePointer<Int32>?) -> Bool
private typealias DeleteHandler = @MainActor (Int32, Int32) -> Bool

/// `void insert_text(GtkEditable *, const char *text, int length, int *position, gpointer)`.
private let insertTrampoline:
    @convention(c) (
        UnsafeMutableRawPointer?, UnsafePointer<CChar>?, Int32, UnsafeMutablePointer<Int32>?, UnsafeMutableRawPointer?
    ) -> Void = { editable, text, length, position, data in
        let handler = ClosureBox<InsertHandler>.from(data).closure
        let inserted = decode(text, byteCount: Int(length))
        let pointers = UncheckedSendable((editable, position))
        MainActor.assumeIsolated {
            if handler(inserted, pointers.value.1) { g_signal_stop_emission_by_name(pointers.value.0, "insert-text") }
        }
    }

/// `void delete_text(GtkEditable *, int start, int end, gpointer)`.
private let deleteTrampoline:
    @convention(c) (UnsafeMutableRawPointer?, Int32, Int32, UnsafeMutableRawPointer?) -> Void = {
        editable, start, end, data in
        let handler = ClosureBox<DeleteHandler>.from(data).closure
        let editable = UncheckedSendable(editable)
        MainActor.assumeIsolated {
            if handler(start, end) { g_signal_stop_emission_by_name(editable.value, "delete-text") }
        }
    }

/// `length` is in bytes, or -1 for a NUL-terminated string.
private func decode(_ text: UnsafePointer<CChar>?, byteCount: Int) -> String {
    guard let text else { return "" }
    guard byteCount >= 0 else { return String(cString: text) }
    let bytes = UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self)
    return String(decoding: UnsafeBufferPointer(start: bytes, count: byteCount), as: UTF8.self)
}
