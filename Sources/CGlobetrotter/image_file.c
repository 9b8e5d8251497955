#include "CGlobetrotter.h"
#include <errno.h>
#include <glib/gstdio.h>
#include <stdio.h>

// Loading a picture the person chose: through a GdkPixbufLoader rather than
// gdk_pixbuf_new_from_file_at_scale, because gdk-pixbuf 2.42 returns a
// truncated JPEG or PNG as a whole picture (grey or transparent where the
// file ended) without an error. For a JPEG we follow its segments while it
// is read and call it whole when the image's end marker (EOI) arrives; for
// other formats the loader's `area-updated` says which rows were decoded.
// The loader reports rows only when it does not scale itself, so we ask a
// JPEG for exactly the size libjpeg decodes at 1/2, 1/4 or 1/8 (a
// 50-megapixel photo never exists whole in memory) and scale the rest
// ourselves. Other formats have no reduced decoding in gdk-pixbuf.

typedef enum { MARKER_START, MARKER_CODE, LENGTH_HIGH, LENGTH_LOW, SKIPPING, SCAN, SCAN_MARKER, ENDED } JpegPhase;

typedef struct {
    int max_side;
    gboolean is_jpeg;
    int rows_decoded;
    JpegPhase phase;
    unsigned skip;
} GtImageLoad;

// Segments before the first scan have lengths (so an EXIF thumbnail's own
// end marker is skipped); inside entropy-coded data 0xFF is always followed
// by 0x00 or a restart marker, so FF D9 there is the end of the image.
static void follow_jpeg(GtImageLoad *load, const guchar *bytes, size_t count) {
    for (size_t i = 0; i < count && load->phase != ENDED; i++) {
        guchar byte = bytes[i];
        switch (load->phase) {
        case MARKER_START:
            if (byte == 0xFF) load->phase = MARKER_CODE;
            break;
        case MARKER_CODE:
            if (byte == 0xFF || byte == 0xD8 || byte == 0x01 || (byte >= 0xD0 && byte <= 0xD7)) {
                load->phase = byte == 0xFF ? MARKER_CODE : MARKER_START;
            } else if (byte == 0xD9) {
                load->phase = ENDED;
            } else if (byte == 0xDA) {
                load->phase = SCAN;
            } else {
                load->phase = LENGTH_HIGH;
            }
            break;
        case LENGTH_HIGH:
            load->skip = (unsigned)byte << 8;
            load->phase = LENGTH_LOW;
            break;
        case LENGTH_LOW:
            load->skip |= byte;
            load->skip = load->skip >= 2 ? load->skip - 2 : 0;
            load->phase = load->skip ? SKIPPING : MARKER_START;
            break;
        case SKIPPING:
            if (--load->skip == 0) load->phase = MARKER_START;
            break;
        case SCAN:
            if (byte == 0xFF) load->phase = SCAN_MARKER;
            break;
        case SCAN_MARKER:
            load->phase = byte == 0xD9 ? ENDED : byte == 0xFF ? SCAN_MARKER : SCAN;
            break;
        case ENDED:
            break;
        }
    }
}

static int divide_up(int value, int divisor) { return (value + divisor - 1) / divisor; }

static void on_size_prepared(GdkPixbufLoader *loader, int width, int height, gpointer data) {
    GtImageLoad *load = data;
    GdkPixbufFormat *format = gdk_pixbuf_loader_get_format(loader);
    load->is_jpeg = format && g_strcmp0(gdk_pixbuf_format_get_name(format), "jpeg") == 0;
    if (!load->is_jpeg) return;
    int longest = MAX(width, height);
    int divisor = 1;
    while (divisor < 8 && divide_up(longest, divisor * 2) >= load->max_side) divisor *= 2;
    // io-jpeg picks the largest 1/2^n that still covers the size asked for: exactly this one.
    if (divisor > 1) gdk_pixbuf_loader_set_size(loader, divide_up(width, divisor), divide_up(height, divisor));
}

static void on_area_updated(GdkPixbufLoader *loader, int x, int y, int width, int height, gpointer data) {
    (void)loader;
    (void)x;
    (void)width;
    GtImageLoad *load = data;
    load->rows_decoded = MAX(load->rows_decoded, y + height);
}

GdkPixbuf *gt_image_file_load(const char *path, int max_side, gboolean *complete, GError **error) {
    *complete = FALSE;
    FILE *file = g_fopen(path, "rb");
    if (!file) {
        int saved = errno;
        g_set_error(error, G_FILE_ERROR, g_file_error_from_errno(saved), "%s", g_strerror(saved));
        return NULL;
    }
    GtImageLoad load = {.max_side = max_side};
    GdkPixbufLoader *loader = gdk_pixbuf_loader_new();
    g_signal_connect(loader, "size-prepared", G_CALLBACK(on_size_prepared), &load);
    g_signal_connect(loader, "area-updated", G_CALLBACK(on_area_updated), &load);
    guchar buffer[64 * 1024];
    gboolean ok = TRUE;
    size_t count;
    while (ok && (count = fread(buffer, 1, sizeof buffer, file)) > 0) {
        follow_jpeg(&load, buffer, count);
        ok = gdk_pixbuf_loader_write(loader, buffer, count, error);
    }
    if (ok && ferror(file)) {
        int saved = errno;
        g_set_error(error, G_FILE_ERROR, g_file_error_from_errno(saved), "%s", g_strerror(saved));
        ok = FALSE;
    }
    fclose(file);
    // Closed even after a failure, so the loader does not warn when it is freed.
    ok = gdk_pixbuf_loader_close(loader, ok ? error : NULL) && ok;
    GdkPixbuf *result = NULL;
    GdkPixbuf *pixbuf = ok ? gdk_pixbuf_loader_get_pixbuf(loader) : NULL;
    if (pixbuf) {
        *complete = load.is_jpeg ? load.phase == ENDED : load.rows_decoded >= gdk_pixbuf_get_height(pixbuf);
        int width = gdk_pixbuf_get_width(pixbuf), height = gdk_pixbuf_get_height(pixbuf);
        int longest = MAX(width, height);
        GdkPixbuf *scaled;
        if (longest > max_side) {
            double scale = (double)max_side / longest;
            scaled = gdk_pixbuf_scale_simple(pixbuf, MAX(1, (int)(width * scale + 0.5)),
                                             MAX(1, (int)(height * scale + 0.5)), GDK_INTERP_BILINEAR);
            // The orientation is an option of the decoded pixbuf, not of a scaled copy.
            const char *orientation = gdk_pixbuf_get_option(pixbuf, "orientation");
            if (scaled && orientation) gdk_pixbuf_set_option(scaled, "orientation", orientation);
        } else {
            scaled = g_object_ref(pixbuf);
        }
        if (scaled) {
            result = gdk_pixbuf_apply_embedded_orientation(scaled);
            g_object_unref(scaled);
        } else {
            g_set_error_literal(error, GDK_PIXBUF_ERROR, GDK_PIXBUF_ERROR_INSUFFICIENT_MEMORY, "not enough memory");
        }
    } else if (ok) {
        g_set_error_literal(error, GDK_PIXBUF_ERROR, GDK_PIXBUF_ERROR_CORRUPT_IMAGE, "no image in the file");
    }
    g_object_unref(loader);
    return result;
}
