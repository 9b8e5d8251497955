#!/usr/bin/env python3
"""Launches a desktop entry with `gio launch`, as a desktop does, and checks the
app it started: its window appears, its X11 WM_CLASS (printed), and that it
quits cleanly on SIGTERM with status 0.

gio leaves the app it spawns behind; this process makes itself the child
subreaper of what it starts, so that app is reparented to it, ended by its own
PID (never by name: other instances on the machine are not ours) and waited for.

Usage: launch-desktop-entry.py DESKTOP_FILE WINDOW_TITLE
"""
import ctypes
import os
import signal
import subprocess
import sys
import time

PR_SET_CHILD_SUBREAPER = 36


def fail(message):
    print(message, file=sys.stderr)
    sys.exit(1)


def output(*command):
    return subprocess.run(command, capture_output=True, text=True).stdout.strip()


def main():
    desktop_file, title = sys.argv[1], sys.argv[2]
    if ctypes.CDLL(None, use_errno=True).prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) != 0:
        fail("could not become the child subreaper of the launched app")
    subprocess.run(["gio", "launch", desktop_file], check=True)

    window = None
    deadline = time.monotonic() + 20
    while window is None and time.monotonic() < deadline:
        found = output("xdotool", "search", "--onlyvisible", "--name", f"^{title}$").split()
        window = found[0] if found else None
        time.sleep(0.1)
    if window is None:
        fail("the desktop entry opened no window within 20 s")
    pid = int(output("xdotool", "getwindowpid", window))
    print(output("xprop", "-id", window, "WM_CLASS"))

    os.kill(pid, signal.SIGTERM)
    deadline = time.monotonic() + 10
    while True:
        try:
            ended, status = os.waitpid(pid, os.WNOHANG)
        except ChildProcessError:
            fail(f"the window's process {pid} is not the one the desktop entry started")
        if ended:
            break
        if time.monotonic() > deadline:
            os.kill(pid, signal.SIGKILL)
            fail("the app did not quit within 10 s of SIGTERM")
        time.sleep(0.05)
    code = os.waitstatus_to_exitcode(status)
    if code != 0:
        fail(f"the app ended with status {code} after SIGTERM")


if __name__ == "__main__":
    main()
