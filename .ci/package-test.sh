#!/usr/bin/env bash
# Checks the desktop installation (issue #29) of a built binary: `make
# install` into a temporary DESTDIR with PREFIX=/usr, the exact list of
# installed files (every icon size, each PNG really N×N), the desktop entry
# and the AppStream metainfo through their validators, the installed binary
# run from an empty folder with a fresh HOME (nothing from the checkout),
# then `make uninstall`, which must leave nothing but empty folders.
#   bash .ci/package-test.sh BINARY
# Needs desktop-file-utils, appstream and python3 (bash .ci/deps.sh test).
# It also plays and renders a game with the installed binary
# (run_screenshot_check below: needs xvfb-run or a DISPLAY, and strace).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ $# -ne 1 ]; then
  echo "usage: $0 BINARY" >&2
  exit 2
fi
BINARY=$(realpath "$1")
[ -x "$BINARY" ] || { echo "package-test: $1 is not an executable file" >&2; exit 2; }
for tool in desktop-file-validate appstreamcli python3 make strace; do
  command -v "$tool" >/dev/null 2>&1 || {
    echo "package-test: $tool not found (bash .ci/deps.sh test installs it)" >&2
    exit 1
  }
done

TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
STAGE=$TMP/stage
fail() { echo "package-test: FAIL: $*" >&2; exit 1; }
step() { printf '==> %s\n' "$*"; }

ICON_SIZES=(16 32 48 64 128 256 512)
expected_files() {
  echo usr/bin/tavola
  echo usr/share/applications/tavola.desktop
  for n in "${ICON_SIZES[@]}"; do echo "usr/share/icons/hicolor/${n}x${n}/apps/tavola.png"; done
  echo usr/share/icons/hicolor/scalable/apps/tavola.svg
  echo usr/share/man/man6/tavola.6
  echo usr/share/metainfo/tavola.metainfo.xml
}

# ---------------------------------------------------------------------------
# run_screenshot_check BIN: the installed binary plays three Othello moves
# (their sound cues load and play: the sounds are inside the binary) and
# renders them in a real window (under Xvfb when xvfb-run is there, else on
# $DISPLAY) with Mesa's software Vulkan where installed, from an empty
# folder and with a fresh TAVOLA_HOME. The screenshot must exist, the log
# must show no asset that failed to load (Bevy's asset errors: "Path not
# found", "Failed to load ...", "Could not load dependency", reader and I/O
# errors, a missing loader), and, traced by strace, the game must open no
# file of the source checkout.
# ---------------------------------------------------------------------------
run_screenshot_check() {
  local bin=$1 dir=$TMP/shot
  mkdir -p "$dir/cwd" "$dir/home" "$dir/xdg"
  chmod 700 "$dir/xdg"
  local runner=()
  if command -v xvfb-run >/dev/null 2>&1; then
    runner=(xvfb-run -a -s "-screen 0 1280x720x24")
  elif [ -z "${DISPLAY:-}" ]; then
    echo "package-test: screenshot check skipped: neither xvfb-run nor a DISPLAY" >&2
    return 0
  fi
  local icd=/usr/share/vulkan/icd.d/lvp_icd.x86_64.json vk=()
  [ -f "$icd" ] && vk=(WGPU_BACKEND=vulkan VK_ICD_FILENAMES="$icd")
  local status=0
  (
    cd "$dir/cwd"
    env -u CARGO_MANIFEST_DIR -u BEVY_ASSET_ROOT HOME="$dir/home" TAVOLA_HOME="$dir/home" \
      XDG_RUNTIME_DIR="$dir/xdg" RUST_LOG=warn "${vk[@]}" \
      "${runner[@]}" strace -f -qq -e trace=%file -o "$dir/trace" \
      "$bin" --game othello --moves f5d6c3 --size 1280x720 --screenshot "$dir/shot.png"
  ) >"$dir/log" 2>&1 || status=$?
  if [ "$status" -ne 0 ]; then
    tail -20 "$dir/log" >&2
    fail "the installed binary exited with $status taking a screenshot"
  fi
  # shellcheck disable=SC2016 # the backquotes are Bevy's text, not a command
  if grep -Eai 'could not load|failed to load|path not found|AssetReader error|io error while loading asset|no `AssetLoader` found|could not find an asset loader' "$dir/log" >&2; then
    fail "the screenshot run could not load some assets (above)"
  fi
  # Nothing is read from the checkout (the old asset search looked there).
  local checkout
  checkout=$(pwd -P)
  if grep -F "\"$checkout/" "$dir/trace" | grep -v ENOENT | head -5 >&2; then
    fail "the installed game opened files of the source checkout $checkout (above)"
  fi
  if grep -F "\"$checkout/assets" "$dir/trace" | head -5 >&2; then
    fail "the installed game looked for assets in the checkout $checkout (above)"
  fi
  [ -s "$dir/shot.png" ] || fail "no screenshot at $dir/shot.png"
  png_size "$dir/shot.png" >/dev/null || fail "the screenshot is not a PNG"
  echo "screenshot: $(png_size "$dir/shot.png") px, no asset errors in the log"
}

# png_size FILE: "WIDTHxHEIGHT" from the PNG header (IHDR), or exit 1.
png_size() {
  python3 - "$1" <<'EOF'
import struct, sys
with open(sys.argv[1], 'rb') as f:
    head = f.read(24)
if len(head) < 24 or head[:8] != b'\x89PNG\r\n\x1a\n' or head[12:16] != b'IHDR':
    sys.exit(1)
w, h = struct.unpack('>II', head[16:24])
print(f'{w}x{h}')
EOF
}

step "make install DESTDIR=$STAGE PREFIX=/usr BIN=$BINARY"
make -s install DESTDIR="$STAGE" PREFIX=/usr BIN="$BINARY"

step "the installed files"
actual=$(cd "$STAGE" && find . ! -type d | sed 's|^\./||' | LC_ALL=C sort)
wanted=$(expected_files | LC_ALL=C sort)
if [ "$actual" != "$wanted" ]; then
  diff <(echo "$wanted") <(echo "$actual") >&2 || true
  fail "the installed files differ from the list (< wanted, > installed)"
fi
[ -x "$STAGE/usr/bin/tavola" ] || fail "usr/bin/tavola is not executable"
cmp -s "$BINARY" "$STAGE/usr/bin/tavola" || fail "usr/bin/tavola is not $BINARY"
for n in "${ICON_SIZES[@]}"; do
  png=$STAGE/usr/share/icons/hicolor/${n}x${n}/apps/tavola.png
  size=$(png_size "$png") || fail "$png is not a PNG"
  [ "$size" = "${n}x${n}" ] || fail "$png is $size, not ${n}x${n}"
done
echo "$(echo "$actual" | wc -l) files, icons ${ICON_SIZES[*]} px"

step "desktop-file-validate"
out=$(desktop-file-validate "$STAGE/usr/share/applications/tavola.desktop" 2>&1) \
  || fail "desktop-file-validate: $out"
[ -z "$out" ] || fail "desktop-file-validate: $out"
grep -qx 'StartupWMClass=tavola' "$STAGE/usr/share/applications/tavola.desktop" \
  || fail "the desktop entry does not name the window's class, tavola"

step "appstreamcli validate --no-net"
out=$(appstreamcli validate --no-net "$STAGE/usr/share/metainfo/tavola.metainfo.xml" 2>&1) \
  || fail "appstreamcli validate: $out"
if echo "$out" | grep -Eq '^ *[EW]: '; then fail "appstreamcli validate: $out"; fi
echo "$out"

step "the installed binary, from an empty folder with a fresh HOME"
run=$TMP/run
mkdir -p "$run/cwd" "$run/home"
installed() {
  (cd "$run/cwd" && env -u CARGO_MANIFEST_DIR -u BEVY_ASSET_ROOT -u TAVOLA_HOME \
    -u XDG_DATA_HOME -u XDG_CONFIG_HOME HOME="$run/home" "$STAGE/usr/bin/tavola" "$@")
}
help=$(installed --help) || fail "tavola --help failed"
case "$help" in
  Tavola:*) ;;
  *) fail "tavola --help does not start with 'Tavola:': ${help%%$'\n'*}" ;;
esac
echo "--help: ${help%%$'\n'*}"
if grep -q -- '--version' <<<"$help"; then
  version=$(sed -n 's/^version = "\(.*\)"$/\1/p' Cargo.toml | head -1)
  out=$(installed --version) || fail "tavola --version failed"
  grep -qF "$version" <<<"$out" || fail "tavola --version says '$out', not $version"
  echo "--version: $out"
else
  echo "--version: not an option of this build (skipped)"
fi
# Othello's perft at depth 6 from the start: 8200 (src/rules/othello/tests.rs).
out=$(installed perft othello 6) || fail "tavola perft othello 6 failed"
[ "$out" = 8200 ] || fail "tavola perft othello 6 printed '$out', not 8200"
echo "perft othello 6: $out"
leftovers=$(find "$run/cwd" "$run/home" -mindepth 1 | head -5)
[ -z "$leftovers" ] || fail "the tools wrote files: $leftovers"

step "the installed game in a window, with its sounds, from an empty folder"
run_screenshot_check "$STAGE/usr/bin/tavola"

step "make uninstall DESTDIR=$STAGE PREFIX=/usr"
make -s uninstall DESTDIR="$STAGE" PREFIX=/usr
left=$(cd "$STAGE" && find . ! -type d | sed 's|^\./||')
[ -z "$left" ] || fail "make uninstall left files behind: $left"

echo "package-test: OK"
