#!/usr/bin/python3
"""Prints the accessible tree of one process's windows as a screen reader
meets it, as JSON; or activates one control through AT-SPI, as a screen
reader's "activate" does.

Usage: atspi-tree.py PID                 the tree
       atspi-tree.py PID activate NAME   doAction(0) on the control named NAME that is on screen

The tree is one object per accessible under each toplevel with a visible
widget: role, name, description, states (focusable, focused, selected,
sensitive, and "shown"), its action names, and its children. Unlike
atspi-probe.py (a flat list of what is at rest on screen, for clicking), it
keeps who is whose sibling, which a check for duplicate names needs.

GTK 4.8 sets AT-SPI's "showing" on the window alone, and keeps the pages of
a GtkStack that are not displayed in the tree, visible and with their last
size; so "shown" is what a hit test finds, as in atspi-probe.py: the window
answers at a point of the node's box with the node or something inside it.
"""
import json
import sys

import pyatspi

STATES = {
    "focusable": pyatspi.STATE_FOCUSABLE,
    "focused": pyatspi.STATE_FOCUSED,
    "selected": pyatspi.STATE_SELECTED,
    "sensitive": pyatspi.STATE_SENSITIVE,
}


def actions_of(node):
    try:
        action = node.queryAction()
        return [action.getName(index) for index in range(action.nActions)]
    except Exception:
        return []


def path_of(node):
    try:
        return node.path
    except Exception:
        return None


def is_inside(hit, node_path, limit=16):
    while hit is not None and limit > 0:
        if path_of(hit) == node_path:
            return True
        try:
            hit = hit.parent
        except Exception:
            return False
        limit -= 1
    return False


def is_shown(node, window, box):
    """The centre first, then points just inside the edges (an icon button's
    image, which GTK does not expose, takes its centre)."""
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


def read(node, depth, window, boxed):
    try:
        role = node.getRoleName()
        states = node.getState()
    except Exception:
        return None
    if depth > 0 and not states.contains(pyatspi.STATE_VISIBLE):
        return None
    if depth == 0:
        window = node
    entry = {
        "role": role,
        "name": node.name or "",
        "description": node.description or "",
        "states": [name for name, state in STATES.items() if states.contains(state)],
        "actions": actions_of(node),
        "children": [],
    }
    try:
        extents = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        if extents.width > 0 and extents.height > 0:
            boxed.append((node, window, entry, [extents.x, extents.y, extents.width, extents.height]))
    except Exception:
        pass
    try:
        count = node.childCount
    except Exception:
        count = 0
    for index in range(min(count, 5000)):
        try:
            child = read(node.getChildAtIndex(index), depth + 1, window, boxed)
        except Exception:
            child = None
        if child is not None:
            entry["children"].append(child)
    return entry


def application(pid):
    desktop = pyatspi.Registry.getDesktop(0)
    for index in range(desktop.childCount):
        try:
            app = desktop.getChildAtIndex(index)
            if app is not None and app.get_process_id() == pid:
                return app
        except Exception:
            continue
    return None


def find_all(node, name, window, depth, found):
    """Every visible node named `name` that has an action, with its window."""
    try:
        if depth == 1:
            window = node
        states = node.getState()
        if depth > 0 and not states.contains(pyatspi.STATE_VISIBLE):
            return
        if node.name == name and actions_of(node):
            found.append((node, window))
        for index in range(node.childCount):
            find_all(node.getChildAtIndex(index), name, window, depth + 1, found)
    except Exception:
        return


def find(app, name):
    """The node named `name` a person can reach: the one a hit test finds on
    screen (a hidden stack page may hold another of the same name)."""
    found = []
    find_all(app, name, None, 0, found)
    for node, window in found:
        try:
            extents = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
            box = [extents.x, extents.y, extents.width, extents.height]
        except Exception:
            continue
        if box[2] > 0 and box[3] > 0 and is_shown(node, window, box):
            return node
    return None


def main():
    pid = int(sys.argv[1])
    app = application(pid)
    if app is None:
        json.dump([], sys.stdout)
        return
    if len(sys.argv) > 3 and sys.argv[2] == "activate":
        node = find(app, sys.argv[3])
        done = node is not None and node.queryAction().doAction(0)
        json.dump({"activated": bool(done)}, sys.stdout)
        return
    windows = []
    boxed = []
    for index in range(app.childCount):
        try:
            window = read(app.getChildAtIndex(index), 0, None, boxed)
        except Exception:
            window = None
        if window is not None:
            window["states"].append("shown")
            windows.append(window)
    # Hit tests only after the whole tree was walked: GTK answers one with
    # nothing when the accessible at the point was never asked for before.
    for node, window, entry, box in boxed:
        if node is not window and is_shown(node, window, box):
            entry["states"].append("shown")
    json.dump(windows, sys.stdout, ensure_ascii=False)


if __name__ == "__main__":
    main()
