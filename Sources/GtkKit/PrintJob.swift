import CGLib
import CGlobetrotter
import CGtk
import GLibKit

/// What a printed page holds, top to bottom. A block is never split across
/// pages (a direction step stays whole); a heading moves on with the block after it.
public enum PrintBlock {
    case text(String, PrintTextStyle, indent: Double = 0)
    /// Text at the start and other text at the end of one line (a stop and its leg).
    case columns(String, String, PrintTextStyle)
    /// An image across the page's width, at most `maximumHeight` points high.
    case image(CairoImage, maximumHeight: Double)
    case gap(Double)
}

public enum PrintTextStyle: Sendable {
    case title, heading, body, dim, caption

    var font: String {
        let size =
            switch self {
            case .title: 18
            case .heading: 12
            case .body, .dim: 10
            case .caption: 8
            }
        let isBold = self == .title || self == .heading
        // A Pango font description ("Sans Bold 12"), not text.
        return "Sans \(isBold ? "Bold " : "")\(size)"  // i18n-ignore: a Pango font description
    }

    var grey: Double { self == .dim || self == .caption ? 0.35 : 0 }
}

/// The paper a job is laid out on; nil leaves the locale's default (GTK's).
public enum PaperSize: String, Sendable, CaseIterable {
    case a4 = "iso_a4"
    case letter = "na_letter"
}

/// A document printed through `GtkPrintOperation`: the GNOME print dialog
/// (with "Print to File" for a PDF), or straight to a PDF file without one.
/// Laid out when the operation knows its page size, in points.
@MainActor
public final class PrintJob {
    private let operation: ObjectRef
    private let blocks: [PrintBlock]
    /// Each page's blocks and where they start.
    private var pages: [[(block: Int, y: Double)]] = []
    private var connections: [SignalConnection] = []
    /// Jobs whose dialog is open: kept until GTK says they are done.
    private static var running: [ObjectIdentifier: PrintJob] = [:]

    public init(name: String, blocks: [PrintBlock], paper: PaperSize? = nil) {
        self.blocks = blocks
        operation = ObjectRef(adopting: UnsafeMutableRawPointer(gtk_print_operation_new()!))
        let pointer: UnsafeMutablePointer<GtkPrintOperation> = operation.cast()
        gtk_print_operation_set_job_name(pointer, name)
        gtk_print_operation_set_unit(pointer, GTK_UNIT_POINTS)
        gtk_print_operation_set_embed_page_setup(pointer, 1)
        if let paper {
            let setup = gtk_page_setup_new()!
            let size = gtk_paper_size_new(paper.rawValue)!
            gtk_page_setup_set_paper_size_and_default_margins(setup, size)
            gtk_paper_size_free(size)
            gtk_print_operation_set_default_page_setup(pointer, setup)
            g_object_unref(UnsafeMutableRawPointer(setup))
        }
        connections.append(
            operation.onWithPointer("begin-print") { [weak self] (_: Emitter, context: UnsafeMutableRawPointer?) in
                guard let self, let context else { return }
                self.paginate(OpaquePointer(context))
            })
        connections.append(
            operation.connectSignal(
                "draw-page", trampoline: unsafeBitCast(drawPageTrampoline, to: UnsafeRawPointer.self),
                handler: { [weak self] (context: OpaquePointer, page: Int) in
                    self?.draw(page: page, in: context)
                } as DrawPageHandler))
    }

    private static func window(of widget: Widget) -> UnsafeMutablePointer<GtkWindow>? {
        gtk_widget_get_root(widget.widgetPointer).map {
            UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWindow.self)
        }
    }

    /// How many pages the document took, once laid out.
    public var pageCount: Int { pages.count }

    /// Writes the document to a PDF file without a dialog.
    public func exportPDF(to path: String, parent: Widget? = nil) throws(GLibError) {
        let pointer: UnsafeMutablePointer<GtkPrintOperation> = operation.cast()
        gtk_print_operation_set_export_filename(pointer, path)
        _ = try withGError { error in
            gtk_print_operation_run(pointer, GTK_PRINT_OPERATION_ACTION_EXPORT, parent.flatMap(Self.window(of:)), error)
        }
    }

    /// Shows the GNOME print dialog over `parent`'s window; the job lives until
    /// it is printed or cancelled. `failed` hears why printing failed, at once
    /// or after the dialog (a printer that refuses the job).
    public func runDialog(parent: Widget?, failed: @escaping @MainActor (GLibError) -> Void) {
        let pointer: UnsafeMutablePointer<GtkPrintOperation> = operation.cast()
        gtk_print_operation_set_allow_async(pointer, 1)
        let key = ObjectIdentifier(self)
        Self.running[key] = self
        // "done" carries the result as its argument: a pointer-sized slot before the data.
        connections.append(
            operation.onWithPointer("done") { (result: UnsafeMutableRawPointer?) in
                Self.running[key] = nil
                guard UInt32(truncatingIfNeeded: Int(bitPattern: result)) == GTK_PRINT_OPERATION_RESULT_ERROR.rawValue
                else { return }
                do throws(GLibError) {
                    try withGError { error in gtk_print_operation_get_error(pointer, error) }
                } catch {
                    failed(error)
                }
            })
        do throws(GLibError) {
            let result = try withGError { error in
                gtk_print_operation_run(
                    pointer, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG, parent.flatMap(Self.window(of:)), error)
            }
            if result != GTK_PRINT_OPERATION_RESULT_IN_PROGRESS { Self.running[key] = nil }
        } catch {
            Self.running[key] = nil
            failed(error)
        }
    }

    // MARK: Laying out

    private func paginate(_ context: OpaquePointer) {
        let width = gtk_print_context_get_width(context)
        let height = gtk_print_context_get_height(context)
        let heights = blocks.map { self.height(of: $0, width: width, context: context) }
        var pages: [[(block: Int, y: Double)]] = [[]]
        var y = 0.0
        for (index, block) in blocks.enumerated() {
            var needed = heights[index]
            // A heading is not left alone at the foot of a page.
            if case .text(_, .heading, _) = block, heights.indices.contains(index + 1) {
                needed += heights[index + 1]
            }
            if y + needed > height && !(pages.last?.isEmpty ?? true) {
                pages.append([])
                y = 0
            }
            if case .gap = block, y == 0 { continue }
            pages[pages.count - 1].append((index, y))
            y += heights[index]
        }
        self.pages = pages
        gtk_print_operation_set_n_pages(operation.cast(), Int32(pages.count))
    }

    private func height(of block: PrintBlock, width: Double, context: OpaquePointer) -> Double {
        switch block {
        case .text(let text, let style, let indent):
            return layoutHeight(text, style, width: width - indent, context: context) + spacing(after: style)
        case .columns(let start, let end, let style):
            let endWidth = layoutWidth(end, style, context: context)
            return max(
                layoutHeight(start, style, width: width - endWidth - 12, context: context),
                layoutHeight(end, style, width: endWidth, context: context)) + spacing(after: style)
        case .image(let image, let maximumHeight):
            return imageSize(image, width: width, maximumHeight: maximumHeight).height + 8
        case .gap(let points):
            return points
        }
    }

    private func spacing(after style: PrintTextStyle) -> Double {
        switch style {
        case .title: 6
        case .heading: 4
        default: 3
        }
    }

    private func imageSize(_ image: CairoImage, width: Double, maximumHeight: Double) -> (width: Double, height: Double)
    {
        guard image.width > 0, image.height > 0 else { return (0, 0) }
        let scale = min(width / Double(image.width), maximumHeight / Double(image.height))
        return (Double(image.width) * scale, Double(image.height) * scale)
    }

    private func layout(
        _ text: String, _ style: PrintTextStyle, width: Double?, context: OpaquePointer
    ) -> OpaquePointer {
        let layout = gtk_print_context_create_pango_layout(context)!
        let font = pango_font_description_from_string(style.font)
        pango_layout_set_font_description(layout, font)
        pango_font_description_free(font)
        if let width {
            pango_layout_set_width(layout, Int32(width * Double(PANGO_SCALE)))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        pango_layout_set_text(layout, text, -1)
        return layout
    }

    private func layoutHeight(
        _ text: String, _ style: PrintTextStyle, width: Double, context: OpaquePointer
    ) -> Double {
        let layout = layout(text, style, width: width, context: context)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return Double(logical.height) / Double(PANGO_SCALE)
    }

    private func layoutWidth(_ text: String, _ style: PrintTextStyle, context: OpaquePointer)
        -> Double
    {
        let layout = layout(text, style, width: nil, context: context)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return Double(logical.width) / Double(PANGO_SCALE)
    }

    // MARK: Drawing

    private func draw(page: Int, in context: OpaquePointer) {
        guard pages.indices.contains(page), let cairo = gtk_print_context_get_cairo_context(context) else { return }
        let width = gtk_print_context_get_width(context)
        for (index, y) in pages[page] {
            switch blocks[index] {
            case .text(let text, let style, let indent):
                show(text, style, x: indent, y: y, width: width - indent, cairo: cairo, context: context)
            case .columns(let start, let end, let style):
                let endWidth = layoutWidth(end, style, context: context)
                show(start, style, x: 0, y: y, width: width - endWidth - 12, cairo: cairo, context: context)
                show(end, style, x: width - endWidth, y: y, width: nil, cairo: cairo, context: context)
            case .image(let image, let maximumHeight):
                let size = imageSize(image, width: width, maximumHeight: maximumHeight)
                guard size.width > 0 else { continue }
                cairo_save(cairo)
                cairo_translate(cairo, (width - size.width) / 2, y)
                cairo_scale(cairo, size.width / Double(image.width), size.height / Double(image.height))
                cairo_set_source_surface(cairo, image.surface, 0, 0)
                cairo_paint(cairo)
                cairo_restore(cairo)
            case .gap:
                break
            }
        }
    }

    private func show(
        _ text: String, _ style: PrintTextStyle, x: Double, y: Double, width: Double?, cairo: OpaquePointer,
        context: OpaquePointer
    ) {
        let layout = layout(text, style, width: width, context: context)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        cairo_set_source_rgb(cairo, style.grey, style.grey, style.grey)
        cairo_move_to(cairo, x, y)
        pango_cairo_show_layout(cairo, layout)
        cairo_new_path(cairo)
    }
}

private typealias DrawPageHandler = @MainActor (OpaquePointer, Int) -> Void

private let drawPageTrampoline:
    @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, Int32, UnsafeMutableRawPointer?) -> Void = {
        _, context, page, data in
        let handler = ClosureBox<DrawPageHandler>.from(data).closure
        let arguments = UncheckedSendable((OpaquePointer(context!), Int(page)))
        MainActor.assumeIsolated { handler(arguments.value.0, arguments.value.1) }
    }
