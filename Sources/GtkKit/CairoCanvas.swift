import CGLib
import CGtk

/// A colour with components in 0…1.
public struct RGBA: Equatable, Sendable {
    public var red, green, blue, alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    init(_ color: GdkRGBA) {
        self.init(
            red: Double(color.red), green: Double(color.green), blue: Double(color.blue), alpha: Double(color.alpha))
    }

    /// The same colour, `factor` times as opaque (dimmed text, faint grid lines).
    public func faded(_ factor: Double) -> RGBA {
        RGBA(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    /// Relative luminance, 0 (black) … 1 (white): tells light text from dark.
    public var luminance: Double { 0.2126 * red + 0.7152 * green + 0.0722 * blue }
}

/// How a text is drawn: relative to the widget's font, which follows the
/// desktop's font and scaling.
public struct TextStyle: Equatable, Sendable {
    public var scale: Double
    public var isBold: Bool

    public init(scale: Double = 1, isBold: Bool = false) {
        self.scale = scale
        self.isBold = isBold
    }

    public static let body = TextStyle()
    /// libadwaita's `.caption` size.
    public static let caption = TextStyle(scale: 0.82)
    public static let captionBold = TextStyle(scale: 0.82, isBold: true)
}

/// What a `DrawingArea`'s draw function paints with: cairo paths and Pango
/// text in the widget's own colours and font. Valid only during the call.
@MainActor
public struct CairoCanvas: ~Copyable {
    private let cairo: OpaquePointer
    /// For drawing extensions in this module.
    var context: OpaquePointer { cairo }
    private let widget: UnsafeMutablePointer<GtkWidget>
    public let width: Double
    public let height: Double
    /// The widget's text colour: dark on light, light on dark style.
    public let foreground: RGBA
    /// libadwaita's `accent_color` (for text and lines), which follows dark style too.
    public let accent: RGBA

    init(cairo: OpaquePointer, widget: UnsafeMutablePointer<GtkWidget>, width: Double, height: Double) {
        self.cairo = cairo
        self.widget = widget
        self.width = width
        self.height = height
        let style = gtk_widget_get_style_context(widget)
        var color = GdkRGBA()
        gtk_style_context_get_color(style, &color)
        foreground = RGBA(color)
        var accentColor = GdkRGBA(red: 0.21, green: 0.52, blue: 0.89, alpha: 1)
        _ = gtk_style_context_lookup_color(style, "accent_color", &accentColor)
        accent = RGBA(accentColor)
        cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
        cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
    }

    public func setColor(_ color: RGBA) {
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
    }

    public func setLineWidth(_ width: Double) { cairo_set_line_width(cairo, width) }

    /// Dashes of `pattern` lengths (on, off, …); empty for a solid line.
    public func setDash(_ pattern: [Double]) { cairo_set_dash(cairo, pattern, Int32(pattern.count), 0) }

    public func moveTo(x: Double, y: Double) { cairo_move_to(cairo, x, y) }
    public func lineTo(x: Double, y: Double) { cairo_line_to(cairo, x, y) }
    public func closePath() { cairo_close_path(cairo) }

    /// Adds a full circle as its own sub-path.
    public func circle(x: Double, y: Double, radius: Double) {
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, x, y, radius, 0, 2 * Double.pi)
    }

    public func rectangle(x: Double, y: Double, width: Double, height: Double) {
        cairo_rectangle(cairo, x, y, width, height)
    }

    /// Strokes and clears the current path.
    public func stroke() { cairo_stroke(cairo) }
    /// Fills and clears the current path.
    public func fill() { cairo_fill(cairo) }
    /// Fills and keeps the path (to stroke it next).
    public func fillPreserve() { cairo_fill_preserve(cairo) }

    /// The size `text` takes in `style`, in pixels.
    public func textSize(_ text: String, style: TextStyle = .body) -> (width: Double, height: Double) {
        let layout = makeLayout(text, style: style)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var width: Int32 = 0
        var height: Int32 = 0
        pango_layout_get_pixel_size(layout, &width, &height)
        return (Double(width), Double(height))
    }

    /// Draws `text` (plain, never markup) with its top-left corner at x, y, in the current colour.
    public func drawText(_ text: String, x: Double, y: Double, style: TextStyle = .body) {
        let layout = makeLayout(text, style: style)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        cairo_move_to(cairo, x, y)
        pango_cairo_show_layout(cairo, layout)
        cairo_new_path(cairo)
    }

    private func makeLayout(_ text: String, style: TextStyle) -> OpaquePointer {
        let layout = gtk_widget_create_pango_layout(widget, text)!
        let attributes = pango_attr_list_new()
        defer { pango_attr_list_unref(attributes) }
        if style.scale != 1 { pango_attr_list_insert(attributes, pango_attr_scale_new(style.scale)) }
        if style.isBold { pango_attr_list_insert(attributes, pango_attr_weight_new(PANGO_WEIGHT_BOLD)) }
        // Tabular digits, so rates line up and do not jiggle between redraws.
        pango_attr_list_insert(attributes, pango_attr_font_features_new("tnum"))
        pango_layout_set_attributes(layout, attributes)
        return layout
    }
}
