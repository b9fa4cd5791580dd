#!/usr/bin/env python3
"""Import graph of src/app, read from the source: `use` trees and inline
`crate::` / `super::` / `self::` paths (and, in a folder's mod.rs, paths
through its own child modules). Prints the strongly connected components
(import circles), the edges inside them, and the lines of shared code that
name a particular game.

    python3 .ci/imports.py [--games-dir DIR] [--verbose]
"""
import os
import re
import sys

ROOT = "src"
APP = os.path.join(ROOT, "app")


def module_of(path):
    rel = os.path.relpath(path, ROOT)[:-3].split(os.sep)
    if rel[-1] == "mod":
        rel = rel[:-1]
    return tuple(rel)


def files():
    out = {}
    for d, _, fs in os.walk(APP):
        for f in fs:
            if f.endswith(".rs"):
                p = os.path.join(d, f)
                out[module_of(p)] = p
    return out


def strip_comments(src):
    src = re.sub(r"/\*.*?\*/", "", src, flags=re.S)
    src = re.sub(r'"(\\.|[^"\\])*"', '""', src)
    return "\n".join(line.split("//")[0] for line in src.splitlines())


def expand_use(tree):
    """Expands `a::{b, c::{d, e}}` into paths."""
    tree = re.sub(r"\s+", "", tree)
    out = []

    def rec(prefix, t):
        if "{" not in t:
            for part in split_top(t):
                if part:
                    out.append(prefix + part.split("as")[0] if False else prefix + re.sub(r"\bas\w+$", "", part))
            return
        i = t.index("{")
        head = t[:i]
        body = t[i + 1 : match_brace(t, i)]
        for part in split_top(body):
            rec(prefix + head, part)

    rec("", tree)
    return out


def match_brace(t, i):
    depth = 0
    for j in range(i, len(t)):
        if t[j] == "{":
            depth += 1
        elif t[j] == "}":
            depth -= 1
            if depth == 0:
                return j
    return len(t)


def split_top(t):
    parts, depth, cur = [], 0, ""
    for ch in t:
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append(cur)
            cur = ""
        else:
            cur += ch
    parts.append(cur)
    return parts


def resolve(mod, path, mods):
    """The module file a path lands in (longest module prefix), or None."""
    segs = [s for s in path.split("::") if s]
    if not segs:
        return None
    base = list(mod)
    if segs[0] == "crate":
        base, segs = [], segs[1:]
    elif segs[0] in ("super", "self"):
        while segs and segs[0] in ("super", "self"):
            if segs[0] == "super":
                base = base[:-1]
            segs = segs[1:]
    else:
        # A relative path: only through a child module of this one.
        if tuple(base + [segs[0]]) not in mods:
            return None
    full = base + segs
    for n in range(len(full), 0, -1):
        if tuple(full[:n]) in mods:
            return tuple(full[:n])
    return None


def inline_modules(src):
    """Spans of inline `mod name { ... }` blocks (a `mod tests` child sees
    its file's items through `super::`)."""
    spans = []
    for m in re.finditer(r"(?m)^\s*(?:pub(?:\([^)]*\))?\s+)?mod\s+(\w+)\s*\{", src):
        i = src.index("{", m.start())
        depth, j = 0, i
        while j < len(src):
            if src[j] == "{":
                depth += 1
            elif src[j] == "}":
                depth -= 1
                if depth == 0:
                    break
            j += 1
        spans.append((i, j, m.group(1)))
    return spans


def edges(mods):
    out = {m: set() for m in mods}
    for m, p in mods.items():
        src = strip_comments(open(p).read())
        spans = inline_modules(src)

        def here(pos):
            inner = [name for (i, j, name) in spans if i < pos < j]
            return m + tuple(inner)

        found = []
        for u in re.finditer(r"\buse\s+([^;]+);", src):
            found += [(u.start(), path) for path in expand_use(u.group(1))]
        uses = [(u.start(), u.end()) for u in re.finditer(r"\buse\s+[^;]+;", src)]
        for r in re.finditer(r"(?<![:\w])(\w+(?:::\w+)+)", src):
            if not any(a <= r.start() < b for a, b in uses):
                found.append((r.start(), r.group(1)))
        for pos, path in found:
            t = resolve(here(pos), path, mods)
            if t and t != m and t[:1] == ("app",):
                out[m].add(t)
    return out


def sccs(graph):
    index, low, stack, on, res, counter = {}, {}, [], set(), [], [0]
    sys.setrecursionlimit(10000)

    def strong(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in graph[v]:
            if w not in index:
                strong(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            res.append(comp)

    for v in sorted(graph):
        if v not in index:
            strong(v)
    return res


GAME_NAMES = re.compile(
    r"\b(othello|gounki|checkers)::|GameKind::(Othello|Gounki|Checkers)\b"
)


def game_lines(mods, games_dir):
    hits = {}
    for m, p in mods.items():
        if games_dir and p.startswith(games_dir):
            continue
        if not games_dir and len(m) > 1 and m[1] in ("othello", "gounki", "checkers"):
            continue
        if len(m) > 2 and m[1] == "games":
            continue
        src = strip_comments(open(p).read())
        n = [l for l in src.splitlines() if GAME_NAMES.search(l)]
        if n:
            hits[p] = n
    return hits


def main():
    verbose = "--verbose" in sys.argv
    games_dir = None
    if "--games-dir" in sys.argv:
        games_dir = sys.argv[sys.argv.index("--games-dir") + 1]
    mods = files()
    g = edges(mods)
    name = lambda m: "/".join(m[1:]) or "app"
    comps = sorted((c for c in sccs(g) if len(c) > 1), key=len, reverse=True)
    loc = sum(sum(1 for _ in open(p)) for p in mods.values())
    print(f"files in src/app: {len(mods)}, lines: {loc}, import edges: {sum(len(v) for v in g.values())}")
    print(f"import circles (strongly connected sets of files) larger than one: {len(comps)}")
    for c in comps:
        inner = sum(1 for a in c for b in g[a] if b in c)
        print(f"  {len(c)} files, {inner} edges inside: " + ", ".join(sorted(name(m) for m in c)))
    # Back-edges: the fewest edges whose removal breaks every circle is hard;
    # count edges inside a circle that run against a DFS order instead.
    back = 0
    for c in comps:
        cs = set(c)
        seen, order = set(), {}
        def dfs(v):
            seen.add(v)
            order[v] = len(order)
            for w in sorted(g[v]):
                if w in cs and w not in seen:
                    dfs(w)
        for v in sorted(c):
            if v not in seen:
                dfs(v)
        # Edges to an ancestor still on the path are back-edges; approximate
        # by edges to an earlier-visited node.
        back += sum(1 for a in c for b in g[a] if b in cs and order[b] < order[a])
    print(f"edges running back inside circles (against a depth-first order): {back}")
    # Edges against the layers core <- kit <- features <- games <- screens <- app,
    # and edges between two games' folders.
    rank = {"core": 0, "kit": 1, "features": 2, "games": 3, "screens": 4}
    def layer(m):
        return rank.get(m[1], 5) if len(m) > 1 else 5
    up = []
    for a in sorted(g):
        for b in sorted(g[a]):
            cross = len(a) > 2 and len(b) > 2 and a[1] == b[1] == "games" and a[2] != b[2]
            if layer(b) > layer(a) or cross:
                up.append((a, b))
    print(f"imports running up the layers (or between two games): {len(up)}")
    for a, b in up:
        print(f"  {name(a)} -> {name(b)}")
    hits = game_lines(mods, games_dir)
    print(f"lines in shared app code naming a game: {sum(len(v) for v in hits.values())} in {len(hits)} files")
    for p, ls in sorted(hits.items()):
        print(f"  {p}: {len(ls)}")
        if verbose:
            for l in ls:
                print("      " + l.strip())
    if verbose:
        for c in comps:
            cs = set(c)
            for a in sorted(c):
                for b in sorted(g[a]):
                    if b in cs:
                        print(f"    {name(a)} -> {name(b)}")


main()
