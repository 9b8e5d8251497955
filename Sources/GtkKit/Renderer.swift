import CGLib
import CGlobetrotter
import CGtk

/// Which of GTK's renderers draws the windows.
@MainActor
public enum Renderer {
    /// Makes GTK draw with its cairo renderer where OpenGL is a software
    /// rasterizer (Mesa's llvmpipe on a machine without a GPU), unless
    /// `GSK_RENDERER` names one: there GTK's GL renderer costs about 60 ms a
    /// frame for an empty window, the cairo renderer 5 (see renderer_choice.c).
    /// Call before GTK opens its display (the choice is made when it does).
    public static func preferCairoWhereOpenGLIsSoftware() {
        let onDisplayOpened: @convention(c) (OpaquePointer?, OpaquePointer?, gpointer?) -> Void = {
            _, display, _ in
            guard let display else { return }
            gt_startup_trace("display opened")
            let chose = gt_prefer_cairo_on_software_gl(display) != 0
            gt_startup_trace(chose ? "renderer: cairo (OpenGL is software)" : "renderer: GTK's choice")
        }
        g_signal_connect_data(
            UnsafeMutableRawPointer(gdk_display_manager_get()), "display-opened",
            unsafeBitCast(onDisplayOpened, to: GCallback.self), nil, nil, GConnectFlags(0))
    }

    /// Whether the default display's OpenGL driver says it renders on the
    /// CPU (nil: no OpenGL, or the driver does not say). Cheap: no GL context.
    public static var openGLIsSoftware: Bool? {
        guard let display = gdk_display_get_default() else { return nil }
        switch gt_display_opengl(display) {
        case GT_OPENGL_SOFTWARE: return true
        case GT_OPENGL_HARDWARE: return false
        default: return nil
        }
    }

    /// OpenGL's renderer string on the default display ("llvmpipe (LLVM 15.0.6,
    /// 256 bits)"); nil without a display or OpenGL. Makes a GL context: costly.
    public static var openGLRenderer: String? {
        guard let display = gdk_display_get_default(), let name = gt_display_gl_renderer(display) else { return nil }
        defer { g_free(name) }
        return String(cString: name)
    }

    /// Whether OpenGL's renderer string names a software rasterizer.
    public nonisolated static func isSoftware(openGLRenderer: String) -> Bool {
        gt_gl_renderer_is_software(openGLRenderer) != 0
    }

    /// "cairo" or "gl", as the renderer drawing `widget`'s window is ("none" before it is realized).
    public static func name(drawing widget: Widget) -> String {
        String(cString: gt_widget_renderer_name(widget.widgetPointer))
    }
}
