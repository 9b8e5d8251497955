#!/usr/bin/python3
"""Walks one process's accessible tree as a screen reader does, and acts on it.

Usage:
  atspi-walk.py tree PID
      Prints every accessible a reader can reach (its widget visible) as JSON:
      path (child indices from the application), parent, role, name,
      description, states, actions (the Action interface's names), window
      (the title of its toplevel) and, for one that has the Text interface
      and no name, its text.
  atspi-walk.py act PID WINDOW PATH ACTION [LISTEN_SECONDS]
      Runs the action named ACTION (e.g. "click") of the accessible at PATH
      in the window titled WINDOW through the Action interface (doAction), as
      Orca does for Enter on a control. With LISTEN_SECONDS, then prints as
      JSON the name and text changes the app announced in that time
      (object:property-change:accessible-name and -description — for which
      the new value is given as "name" —, object:text-changed:insert).

A path is the list of child indices from the application down, e.g. "0/3/1".
"""
import json
import sys

import pyatspi
from gi.repository import GLib


def application_of(pid):
    desktop = pyatspi.Registry.getDesktop(0)
    # Applications that quit may linger on the bus for a moment: each is asked on its own.
    for index in range(desktop.childCount):
        try:
            application = desktop.getChildAtIndex(index)
            if application is not None and application.get_process_id() == pid:
                return application
        except Exception:
            continue
    return None


def path_text(path):
    return "/".join(str(index) for index in path)


def actions_of(node):
    names = []
    try:
        action = node.queryAction()
        for index in range(action.nActions):
            names.append(action.getName(index))
    except Exception:
        # GTK 4.8 counts actions some widgets (a map's pins) then cannot name.
        pass
    return names


def text_of(node):
    try:
        text = node.queryText()
        return text.getText(0, text.characterCount)
    except Exception:
        return ""


def walk(node, path, window, out):
    try:
        role = node.getRoleName()
        states = node.getState()
        name = node.name or ""
        description = node.description or ""
    except Exception:
        return
    # Hidden widgets are not in GTK's tree; a node without VISIBLE is not reachable.
    if path and not states.contains(pyatspi.STATE_VISIBLE):
        return
    if len(path) == 1:
        window = name
    out.append({
        "path": path_text(path),
        "parent": path_text(path[:-1]) if path else "",
        "role": role,
        "name": name,
        "description": description,
        "states": sorted(pyatspi.stateToString(state) for state in states.getStates()),
        "actions": actions_of(node),
        "text": text_of(node) if not name else "",
        "window": window or "",
    })
    try:
        count = node.childCount
    except Exception:
        return
    for index in range(count):
        try:
            child = node.getChildAtIndex(index)
        except Exception:
            continue
        if child is not None:
            walk(child, path + [index], window, out)


def tree(pid):
    application = application_of(pid)
    out = []
    if application is not None:
        walk(application, [], None, out)
    json.dump(out, sys.stdout, ensure_ascii=False)


def node_at(application, path):
    """The node at PATH; the window's title is not matched, as the main window's follows its page."""
    node = application
    for step in path:
        node = node.getChildAtIndex(int(step))
        if node is None:
            return None
    return node


def act(pid, window, path, action_name, listen):
    application = application_of(pid)
    if application is None:
        sys.exit("no application with process %d on the accessibility bus" % pid)
    node = node_at(application, path.split("/"))
    if node is None:
        sys.exit("nothing at %s in “%s”" % (path, window))
    heard = []

    def on_event(event):
        try:
            if event.source.get_process_id() != pid:
                return
            source_name = (event.source.description if "description" in event.type else event.source.name) or ""
            role = event.source.getRoleName()
        except Exception:
            return
        heard.append({"event": event.type, "role": role, "name": source_name,
                      "detail": event.any_data if isinstance(event.any_data, str) else ""})

    kinds = ["object:property-change:accessible-name", "object:property-change:accessible-description",
             "object:text-changed:insert"]
    if listen > 0:
        pyatspi.Registry.registerEventListener(on_event, *kinds)
    action = node.queryAction()
    names = [action.getName(index) for index in range(action.nActions)]
    if action_name not in names:
        sys.exit("%s at %s has no action “%s”, only %s" % (node.getRoleName(), path, action_name, names))
    done = action.doAction(names.index(action_name))
    if listen > 0:
        GLib.timeout_add(int(listen * 1000), pyatspi.Registry.stop)
        pyatspi.Registry.start()
        pyatspi.Registry.deregisterEventListener(on_event, *kinds)
    json.dump({"done": bool(done), "heard": heard}, sys.stdout, ensure_ascii=False)


def main():
    command, pid = sys.argv[1], int(sys.argv[2])
    if command == "tree":
        tree(pid)
    elif command == "act":
        listen = float(sys.argv[6]) if len(sys.argv) > 6 else 0
        act(pid, sys.argv[3], sys.argv[4], sys.argv[5], listen)
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
