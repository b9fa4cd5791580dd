#!/usr/bin/env bash
# Measures the look's cost on the software renderer (Mesa's lavapipe under
# Xvfb) at 1280x720: median frame times during a 20-move animated replay of
# each game and while still, per graphics quality; the time to the first
# complete frame (a --screenshot run of the title screen, start to exit);
# the idle CPU with the window open; the release binary's size.
#   bash .ci/measure.sh [BINARY] [OTHER_BINARY]   # OTHER: e.g. an older build
#   LEVELS="low high" OTHER_LEVELS="low high" bash .ci/measure.sh NEW OLD
# Run with nothing else busy on the machine: the numbers are wall-clock.
set -euo pipefail
cd "$(dirname "$0")/.."
. .ci/env.sh
BIN=${1:-$CARGO_TARGET_DIR/release/tavola}
OTHER=${2:-}
TMP=$(mktemp -d)
export XDG_RUNTIME_DIR=$TMP/xdg WGPU_BACKEND=vulkan
export VK_ICD_FILENAMES=/usr/share/vulkan/icd.d/lvp_icd.x86_64.json RUST_LOG=error
mkdir -p -m700 "$XDG_RUNTIME_DIR"

OTHELLO='d3c5f6e3c3e6f5g4d6d7e7e8f7c6f4f3c4g5f8d8'
GOUNKI=$(grep -v '^#' assets/games/gounki-1.gounki | head -20 | tr '\n' ' ')
CHECKERS='24-19 10-15 19x10 7x14 23-18 14x23 26x19 6-10 22-17 11-15 27-23 15x24 28x19 2-6 17-13 10-15 19x10 6x15 13x6 1x10'

# run BINARY QUALITY ARGS...: in a fresh preferences folder.
run() {
  local bin=$1 quality=$2; shift 2
  local home=$TMP/home
  rm -rf "$home"; mkdir -p "$home"
  echo "graphics_quality = $quality" >"$home/settings.cfg"
  TAVOLA_HOME=$home xvfb-run -a -s "-screen 0 1280x720x24" "$bin" --size 1280x720 "$@" 2>/dev/null
}

frames() {
  local bin=$1 quality=$2 game=$3 moves=$4
  run "$bin" "$quality" --game "$game" --moves "$moves" --replay --frame-stats |
    awk -v g="$game" -v q="$quality" '
      /moving:/ {m=$0; sub(/.*median /,"",m); sub(/ ms.*/,"",m)}
      /still:/ {s=$0; sub(/.*median /,"",s); sub(/ ms.*/,"",s)}
      END {printf "  %-8s %-6s moving %6s ms  still %6s ms  ratio %.2f\n", g, q, m, s, m/s}'
}

startup() {
  local bin=$1 start end
  start=$(date +%s.%N)
  run "$bin" low --screenshot "$TMP/title.png" >/dev/null
  end=$(date +%s.%N)
  echo "  first complete frame (title screen, start to picture and exit): $(echo "$end - $start" | bc) s"
}

idle_cpu() {
  local bin=$1 quality=$2 home=$TMP/home-idle
  rm -rf "$home"; mkdir -p "$home"
  echo "graphics_quality = $quality" >"$home/settings.cfg"
  TAVOLA_HOME=$home xvfb-run -a -s "-screen 0 1280x720x24" bash -c "
    \"$bin\" --size 1280x720 --game othello 2>/dev/null &
    pid=\$!
    sleep 15
    t0=\$(awk '{print \$14+\$15}' /proc/\$pid/stat); sleep 10
    t1=\$(awk '{print \$14+\$15}' /proc/\$pid/stat)
    echo \"  idle CPU, $quality: \$(( (t1 - t0) * 100 / (10 * \$(getconf CLK_TCK)) )) % of one core over 10 s\"
    kill \$pid"
}

# The other binary (an older build, before the quality setting) once.
for bin in "$BIN" $OTHER; do
  echo "== $bin ($(du -h "$bin" | cut -f1), $(stat -c %s "$bin") bytes)"
  startup "$bin"
  levels=${LEVELS:-low medium high}
  [ "$bin" = "$BIN" ] || levels=${OTHER_LEVELS:-low}
  for quality in $levels; do
    frames "$bin" $quality othello "$OTHELLO"
    frames "$bin" $quality gounki "$GOUNKI"
    frames "$bin" $quality checkers "$CHECKERS"
    idle_cpu "$bin" $quality
  done
done
rm -rf "$TMP"
