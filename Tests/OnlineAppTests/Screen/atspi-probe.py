#!/usr/bin/python3
"""Prints what a screen reader finds in the windows of one process, as JSON.

Usage: atspi-probe.py PID [--focus]

One object per accessible that could be on screen (its widget visible, with a
size): role, name, description, window title, box [x, y, width, height] in
window coordinates and `shown`. GTK 4.8 keeps the pages of a GtkStack that are
not displayed in the tree, visible and with their last size, so `shown` asks
the window what is really at the node's centre (a hit test, as a pointer
would find it): true when that is the node or something inside it. Each of
the process's windows comes first as role "toplevel", with its own box;
`focused` is its STATE_ACTIVE there. Any other accessible with
STATE_FOCUSED is listed whatever its role, with `focused` true: GTK sets it
on the one widget with the keyboard focus in the active window.
"""
import json
import sys

import pyatspi

CHECKED = {"label", "push button", "toggle button", "text", "password text", "list item", "check box",
           "page tab", "link", "heading", "menu item", "radio button", "entry"}


def path_of(node):
    try:
        return node.path
    except Exception:
        return None


def is_inside(hit, node_path, limit=12):
    """Whether `hit` is the node with `node_path` or one of its descendants."""
    while hit is not None and limit > 0:
        if path_of(hit) == node_path:
            return True
        try:
            hit = hit.parent
        except Exception:
            return False
        limit -= 1
    return False


def walk(node, window, out, depth):
    try:
        role = node.getRoleName()
        states = node.getState()
    except Exception:
        return
    if depth > 1 and not states.contains(pyatspi.STATE_VISIBLE):
        return
    # The application's children are its toplevels, whatever role they
    # claim (the picker window says "filler").
    if depth == 1:
        window = node
    box = None
    try:
        extents = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        box = [extents.x, extents.y, extents.width, extents.height]
    except Exception:
        pass
    if depth > 1 and box is not None and (box[2] <= 0 or box[3] <= 0):
        return
    if depth == 1 and box is not None:
        out.append((node, window, {
            "role": "toplevel", "name": node.name or "", "description": node.description or "",
            "window": node.name or "", "box": box, "sensitive": True,
            "focused": states.contains(pyatspi.STATE_ACTIVE)}))
    # The focused accessible is reported whatever its role (a list, a row of a
    # list box, a combo box): a keyboard test asks where the focus is.
    focused = depth > 1 and states.contains(pyatspi.STATE_FOCUSED)
    if (role in CHECKED or focused) and box is not None and window is not None:
        out.append((node, window, {
            "role": role,
            "name": node.name or "",
            "description": node.description or "",
            "window": window.name or "",
            "box": box,
            "sensitive": states.contains(pyatspi.STATE_SENSITIVE),
            "focused": focused,
        }))
    try:
        count = node.childCount
    except Exception:
        return
    for index in range(count):
        try:
            child = node.getChildAtIndex(index)
        except Exception:
            continue
        walk(child, window, out, depth + 1)


def is_shown(node, window, box):
    """The centre first; an icon button's image or an entry's text, which GTK
    does not expose, take the centre, so then points just inside the edges
    (a round button has no corners)."""
    x, y, width, height = box
    points = [(x + width // 2, y + height // 2), (x + width // 2, y + 3), (x + 3, y + height // 2),
              (x + 3, y + 3), (x + width - 4, y + height - 4)]
    for px, py in points:
        try:
            hit = window.queryComponent().getAccessibleAtPoint(px, py, pyatspi.WINDOW_COORDS)
        except Exception:
            continue
        if hit is not None:
            return is_inside(hit, path_of(node))
    return False


def main():
    pid = int(sys.argv[1])
    found = []
    desktop = pyatspi.Registry.getDesktop(0)
    try:
        count = desktop.childCount
    except Exception:
        count = 0
    # Applications that quit may linger on the bus for a moment: each is asked on its own.
    for index in range(count):
        try:
            application = desktop.getChildAtIndex(index)
            if application is None or application.get_process_id() != pid:
                continue
        except Exception:
            continue
        walk(application, None, found, 0)
    # Where the focus is, quickly: the toplevels and the focused accessible, no hit tests.
    if "--focus" in sys.argv[2:]:
        found = [item for item in found if item[2]["role"] == "toplevel" or item[2]["focused"]]
    # Hit tests only after the whole tree was walked: GTK answers one with
    # nothing when the accessible at the point was never asked for before.
    out = []
    for node, window, entry in found:
        entry["shown"] = entry["role"] == "toplevel" or is_shown(node, window, entry["box"])
        out.append(entry)
    json.dump(out, sys.stdout, ensure_ascii=False)


if __name__ == "__main__":
    main()
