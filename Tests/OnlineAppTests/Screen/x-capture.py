#!/usr/bin/python3
"""Captures part of the X screen as a person sees it, with libX11 (no toolkit).

Usage: x-capture.py FILE.png X Y WIDTH HEIGHT

Writes the area as a PNG and prints, as JSON, how many pixels it has and the
share of its most common colours: {"pixels": N, "colours": {"#ff00ff": 0.41, ...}}.
"""
import ctypes
import json
import struct
import sys
import zlib
from collections import Counter


class XImage(ctypes.Structure):
    _fields_ = [
        ("width", ctypes.c_int), ("height", ctypes.c_int), ("xoffset", ctypes.c_int), ("format", ctypes.c_int),
        ("data", ctypes.POINTER(ctypes.c_ubyte)), ("byte_order", ctypes.c_int), ("bitmap_unit", ctypes.c_int),
        ("bitmap_bit_order", ctypes.c_int), ("bitmap_pad", ctypes.c_int), ("depth", ctypes.c_int),
        ("bytes_per_line", ctypes.c_int), ("bits_per_pixel", ctypes.c_int), ("red_mask", ctypes.c_ulong),
        ("green_mask", ctypes.c_ulong), ("blue_mask", ctypes.c_ulong),
    ]


def capture(x, y, width, height):
    xlib = ctypes.cdll.LoadLibrary("libX11.so.6")
    xlib.XOpenDisplay.restype = ctypes.c_void_p
    xlib.XOpenDisplay.argtypes = [ctypes.c_char_p]
    xlib.XDefaultRootWindow.restype = ctypes.c_ulong
    xlib.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
    xlib.XGetImage.restype = ctypes.POINTER(XImage)
    xlib.XGetImage.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_int, ctypes.c_uint,
                               ctypes.c_uint, ctypes.c_ulong, ctypes.c_int]
    display = xlib.XOpenDisplay(None)
    if not display:
        sys.exit("cannot open the display")
    z_pixmap = 2
    image = xlib.XGetImage(display, xlib.XDefaultRootWindow(display), x, y, width, height, 0xFFFFFFFF, z_pixmap)
    if not image:
        sys.exit("XGetImage failed")
    picture = image.contents
    if picture.bits_per_pixel != 32:
        sys.exit("expected 32 bits per pixel, got %d" % picture.bits_per_pixel)
    size = picture.bytes_per_line * height
    data = ctypes.string_at(picture.data, size)
    rows = []
    for row in range(height):
        line = data[row * picture.bytes_per_line: row * picture.bytes_per_line + width * 4]
        # BGRX, least significant byte first (Xvfb on x86).
        rgb = bytearray(width * 3)
        rgb[0::3] = line[2::4]
        rgb[1::3] = line[1::4]
        rgb[2::3] = line[0::4]
        rows.append(bytes(rgb))
    return rows


def write_png(path, rows, width, height):
    raw = b"".join(b"\x00" + row for row in rows)

    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)

    with open(path, "wb") as out:
        out.write(b"\x89PNG\r\n\x1a\n")
        out.write(chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)))
        out.write(chunk(b"IDAT", zlib.compress(raw, 6)))
        out.write(chunk(b"IEND", b""))


def main():
    path = sys.argv[1]
    x, y, width, height = (int(value) for value in sys.argv[2:6])
    rows = capture(x, y, width, height)
    write_png(path, rows, width, height)
    counts = Counter()
    for row in rows:
        for index in range(0, len(row), 3):
            counts[row[index:index + 3]] += 1
    total = width * height
    colours = {"#%02x%02x%02x" % tuple(colour): round(count / total, 4) for colour, count in counts.most_common(12)}
    json.dump({"pixels": total, "colours": colours}, sys.stdout)


if __name__ == "__main__":
    main()
