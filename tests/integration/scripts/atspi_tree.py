"""Prints the accessibility tree of every application on the AT-SPI bus,
one node a line ("  role: name", indented by depth), once the board's cells
are there (or after the given number of seconds).

With a second argument, it waits instead until a node's name holds that
text, and first prints "# board after A s, found after B s" (seconds since
the start: A when the board's cells were first there, B when the text was;
-1 if never)."""

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
    start = time.time()
    deadline = start + float(sys.argv[1])
    needle = sys.argv[2] if len(sys.argv) > 2 else None
    board = found = -1
    while True:
        desktop = pyatspi.Registry.getDesktop(0)
        out = []
        for i in range(desktop.childCount):
            walk(desktop.getChildAtIndex(i), 0, out)
        cells = [o for o in out if o[1] == "table cell"]
        if len(cells) >= 64 and board < 0:
            board = time.time() - start
        if needle is None:
            if len(cells) >= 64:
                break
        elif any(needle in (o[2] or "") for o in out):
            found = time.time() - start
            break
        if time.time() > deadline:
            break
        time.sleep(0.5 if needle else 1)
    if needle is not None:
        print(f"# board after {board:.1f} s, found after {found:.1f} s")
    for depth, role, name in out:
        print("  " * depth + f"{role}: {name}")


main()
