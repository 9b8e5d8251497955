#!/usr/bin/env python3
"""Validates a GNOME Shell search provider's .ini and its D-Bus service file.

Neither has an upstream validator. Both are GKeyFile-style ini files; this
checks what GNOME Shell and the D-Bus daemon need of them:

- the .ini has [Shell Search Provider] with DesktopId, BusName, ObjectPath
  and Version=2; BusName is a valid well-known bus name, ObjectPath a valid
  object path, DesktopId the file name of the desktop file that is installed;
- the service file has [D-BUS Service] with Name, the .ini's BusName, and
  Exec, an absolute path ending in globetrotter-search-provider.

Usage: validate-search-provider.py INI SERVICE DESKTOP_FILE
       validate-search-provider.py --self-test INI SERVICE DESKTOP_FILE
Each problem is printed on its own line; the exit status is 1 if there is
any. --self-test proves the validator passes on the given files and fails,
with the expected message, on broken copies of them in a temporary directory.
"""

import os
import re
import subprocess
import sys
import tempfile

PROVIDER_GROUP = "Shell Search Provider"
SERVICE_GROUP = "D-BUS Service"
PROVIDER_BINARY = "globetrotter-search-provider"

# The D-Bus specification's grammar for well-known names and object paths.
NAME_ELEMENT = re.compile(r"[A-Za-z_-][A-Za-z0-9_-]*\Z")
PATH = re.compile(r"/\Z|(/[A-Za-z0-9_]+)+\Z")
MAX_NAME_LENGTH = 255


def parse_key_file(path, problems):
    """Parses a GKeyFile: returns {group: {key: value}}, adding any syntax problem."""
    groups = {}
    group = None
    try:
        with open(path, encoding="utf-8") as file:
            lines = file.read().splitlines()
    except (OSError, UnicodeDecodeError) as error:
        problems.append(f"{path}: cannot read: {error}")
        return groups
    for number, line in enumerate(lines, 1):
        where = f"{path}:{number}"
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            continue
        if stripped.startswith("["):
            if not stripped.endswith("]") or len(stripped) < 3:
                problems.append(f"{where}: malformed group header {stripped!r}")
                continue
            group = stripped[1:-1]
            if group in groups:
                problems.append(f"{where}: group [{group}] appears twice")
            groups.setdefault(group, {})
            continue
        if "=" not in line:
            problems.append(f"{where}: neither a group, a key=value pair nor a comment: {stripped!r}")
            continue
        if group is None:
            problems.append(f"{where}: key outside any group")
            continue
        key, value = (part.strip() for part in line.split("=", 1))
        if not key:
            problems.append(f"{where}: empty key")
            continue
        if key in groups[group]:
            problems.append(f"{where}: key {key} appears twice in [{group}]")
        groups[group][key] = value
    return groups


def bus_name_problem(name):
    """Why `name` is not a valid well-known bus name, or None."""
    if len(name) > MAX_NAME_LENGTH:
        return f"longer than {MAX_NAME_LENGTH} characters"
    if name.startswith(":"):
        return "a unique name (starts with ':'), not a well-known one"
    elements = name.split(".")
    if len(elements) < 2:
        return "needs at least two elements separated by '.'"
    for element in elements:
        if not NAME_ELEMENT.match(element):
            return f"element {element!r} is empty, starts with a digit or has a character other than [A-Za-z0-9_-]"
    return None


def required(groups, group, keys, path, problems):
    """The group's keys, adding a problem for the group or each key missing or empty."""
    if group not in groups:
        problems.append(f"{path}: no [{group}] group")
        return None
    entries = groups[group]
    for key in keys:
        if key not in entries:
            problems.append(f"{path}: [{group}] has no {key} key")
        elif not entries[key]:
            problems.append(f"{path}: [{group}] {key} is empty")
    return entries


def validate(ini_path, service_path, desktop_path):
    problems = []
    provider = required(parse_key_file(ini_path, problems), PROVIDER_GROUP,
                        ["DesktopId", "BusName", "ObjectPath", "Version"], ini_path, problems)
    service = required(parse_key_file(service_path, problems), SERVICE_GROUP,
                       ["Name", "Exec"], service_path, problems)
    provider = provider or {}
    service = service or {}

    version = provider.get("Version")
    if version and version != "2":
        problems.append(f"{ini_path}: Version is {version!r}; GNOME Shell reads only Version=2")

    bus_name = provider.get("BusName")
    if bus_name:
        problem = bus_name_problem(bus_name)
        if problem:
            problems.append(f"{ini_path}: BusName {bus_name!r} is not a valid well-known bus name: {problem}")

    object_path = provider.get("ObjectPath")
    if object_path and not PATH.match(object_path):
        problems.append(f"{ini_path}: ObjectPath {object_path!r} is not a valid D-Bus object path "
                        "('/' or '/'-separated elements of [A-Za-z0-9_], no trailing '/')")

    desktop_id = provider.get("DesktopId")
    desktop_name = os.path.basename(desktop_path)
    if desktop_id and desktop_id != desktop_name:
        problems.append(f"{ini_path}: DesktopId {desktop_id!r} does not name the installed desktop file {desktop_name!r}")
    if not os.path.isfile(desktop_path):
        problems.append(f"{desktop_path}: the desktop file does not exist")

    name = service.get("Name")
    if name and bus_name and name != bus_name:
        problems.append(f"{service_path}: Name {name!r} is not the provider's BusName {bus_name!r}: "
                        "D-Bus would never start the provider for GNOME Shell")

    exec_line = service.get("Exec")
    if exec_line:
        program = exec_line.split()[0]
        if not os.path.isabs(program):
            problems.append(f"{service_path}: Exec {program!r} is not an absolute path (D-Bus does not search PATH)")
        if os.path.basename(program) != PROVIDER_BINARY:
            problems.append(f"{service_path}: Exec {program!r} does not run {PROVIDER_BINARY}")
    return problems


def run(ini_path, service_path, desktop_path):
    """The validator as a process, the way meson runs it: (exit status, output)."""
    result = subprocess.run([sys.executable, os.path.abspath(__file__), ini_path, service_path, desktop_path],
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    return result.returncode, result.stdout


def self_test(ini_path, service_path, desktop_path):
    with open(ini_path, encoding="utf-8") as file:
        good_ini = file.read()
    with open(service_path, encoding="utf-8") as file:
        good_service = file.read()

    def replaced(text, old, new):
        assert old in text, f"self-test: {old!r} is not in the file any more; update the self-test"
        return text.replace(old, new)

    bus = "BusName=io.github.globetrotter.Globetrotter.SearchProvider"
    path = "ObjectPath=/io/github/globetrotter/Globetrotter/SearchProvider"
    name = "Name=io.github.globetrotter.Globetrotter.SearchProvider"
    # (what is broken, broken .ini, broken service file, the message expected)
    cases = [
        ("Version 1", replaced(good_ini, "Version=2", "Version=1"), good_service, "Version is '1'"),
        ("no Version", replaced(good_ini, "Version=2", ""), good_service, "has no Version key"),
        ("wrong group", replaced(good_ini, "[Shell Search Provider]", "[Search Provider]"), good_service,
         "no [Shell Search Provider] group"),
        ("bus name with one element", replaced(good_ini, bus, "BusName=Globetrotter"), good_service,
         "not a valid well-known bus name"),
        ("bus name element starting with a digit",
         replaced(good_ini, bus, "BusName=io.github.1globetrotter.SearchProvider"), good_service,
         "not a valid well-known bus name"),
        ("object path with '.'", replaced(good_ini, path, "ObjectPath=/io/github/globetrotter.Globetrotter"),
         good_service, "not a valid D-Bus object path"),
        ("object path with a trailing '/'", replaced(good_ini, path, "ObjectPath=/io/github/"), good_service,
         "not a valid D-Bus object path"),
        ("relative object path", replaced(good_ini, path, "ObjectPath=io/github"), good_service,
         "not a valid D-Bus object path"),
        ("desktop ID without .desktop",
         replaced(good_ini, "DesktopId=io.github.globetrotter.Globetrotter.desktop",
                  "DesktopId=io.github.globetrotter.Globetrotter"), good_service,
         "does not name the installed desktop file"),
        ("service Name not the BusName", good_ini,
         replaced(good_service, name, "Name=io.github.globetrotter.Globetrotter.Search"),
         "is not the provider's BusName"),
        ("service without Name", good_ini, replaced(good_service, name, ""), "has no Name key"),
        ("relative Exec", good_ini,
         re.sub(r"^Exec=.*$", "Exec=globetrotter-search-provider", good_service, flags=re.M),
         "is not an absolute path"),
        ("Exec of another binary", good_ini,
         re.sub(r"^Exec=.*$", "Exec=/usr/bin/globetrotter", good_service, flags=re.M),
         "does not run globetrotter-search-provider"),
        ("wrong service group", good_ini, replaced(good_service, "[D-BUS Service]", "[DBus Service]"),
         "no [D-BUS Service] group"),
        ("a line that is not key=value", good_ini + "Oops\n", good_service, "neither a group"),
    ]

    failures = []
    status, output = run(ini_path, service_path, desktop_path)
    if status != 0:
        failures.append(f"the files as given fail validation:\n{output}")
    with tempfile.TemporaryDirectory() as scratch:
        broken_ini = os.path.join(scratch, os.path.basename(ini_path))
        broken_service = os.path.join(scratch, os.path.basename(service_path))
        for what, ini_text, service_text, expected in cases:
            with open(broken_ini, "w", encoding="utf-8") as file:
                file.write(ini_text)
            with open(broken_service, "w", encoding="utf-8") as file:
                file.write(service_text)
            status, output = run(broken_ini, broken_service, desktop_path)
            if status == 0:
                failures.append(f"{what}: accepted")
            elif expected not in output:
                failures.append(f"{what}: rejected without saying {expected!r}:\n{output}")
            else:
                print(f"rejected as expected: {what}: {output.strip().splitlines()[0]}")
        status, output = run(ini_path, service_path, os.path.join(scratch, "missing.desktop"))
        if status == 0 or "does not name the installed desktop file" not in output:
            failures.append(f"a desktop file of another name: not rejected as expected:\n{output}")
    for failure in failures:
        print(f"SELF-TEST FAILED: {failure}", file=sys.stderr)
    if not failures:
        print(f"the validator accepts the real files and rejected all {len(cases) + 1} broken variants")
    return 1 if failures else 0


def main(arguments):
    if arguments and arguments[0] == "--self-test":
        if len(arguments) != 4:
            print(__doc__, file=sys.stderr)
            return 2
        return self_test(*arguments[1:])
    if len(arguments) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    problems = validate(*arguments)
    for problem in problems:
        print(problem, file=sys.stderr)
    if not problems:
        print("search provider .ini and D-Bus service file are valid")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
