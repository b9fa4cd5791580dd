"""Prints the accessibility tree of every application on the AT-SPI bus,
one node a line ("  role: name", indented by depth), once the board's cells
are there (or after the given number of seconds)."""

import sys
import time

import pyatspi


def walk(node, depth, out):
    try:
        out.append((depth, node.getRoleName(), node.name))
        for i in range(node.childCount):
            walk(node.getChildAtIndex(i), depth + 1, out)
    except Exception as error:  # a node gone meanwhile
        out.append((depth, "error", str(error)))


def main():
    deadline = time.time() + float(sys.argv[1])
    while True:
        desktop = pyatspi.Registry.getDesktop(0)
        out = []
        for i in range(desktop.childCount):
            walk(desktop.getChildAtIndex(i), 0, out)
        cells = [o for o in out if o[1] == "table cell"]
        if len(cells) >= 64 or time.time() > deadline:
            break
        time.sleep(1)
    for depth, role, name in out:
        print("  " * depth + f"{role}: {name}")


main()
