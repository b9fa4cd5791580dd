#!/usr/bin/env bash
# Makes the README's pictures with the game itself: `--screenshot` runs in a
# real window under Xvfb with Mesa's software Vulkan (the game decides when
# the scene is complete and writes the PNG), plus two taken from outside the
# window by ImageMagick's `import` (the loading screen and the keys dialog,
# which need a live window). Saved as JPEG in assets/screenshots/.
#   bash .ci/screenshots.sh            # all of them
#   bash .ci/screenshots.sh review     # only the game reviews
#   bash .ci/screenshots.sh puzzles    # only the puzzles
set -euo pipefail
cd "$(dirname "$0")/.."
. .ci/env.sh
OUT=assets/screenshots
TMP=$(mktemp -d)
BIN=${BIN:-$CARGO_TARGET_DIR/release/tavola}
[ -x "$BIN" ] || BIN=$CARGO_TARGET_DIR/debug/tavola
export XDG_RUNTIME_DIR=$TMP/xdg WGPU_BACKEND=vulkan
export VK_ICD_FILENAMES=/usr/share/vulkan/icd.d/lvp_icd.x86_64.json RUST_LOG=warn
mkdir -p -m700 "$XDG_RUNTIME_DIR" "$OUT"

# shot NAME WIDTHxHEIGHT "SETTINGS" ARGS...: one picture, PNG in $TMP.
shot() {
  local name=$1 size=$2 settings=$3; shift 3
  local home=$TMP/home-$name
  mkdir -p "$home"
  printf '%b' "$settings" >"$home/settings.cfg"
  TAVOLA_HOME=$home xvfb-run -a -s "-screen 0 ${size}x24" \
    "$BIN" --size "$size" --screenshot "$TMP/$name.png" "$@" >"$TMP/$name.log" 2>&1 \
    || { echo "screenshot $name failed:"; tail -5 "$TMP/$name.log"; exit 1; }
}
jpeg() { convert "$TMP/$1.png" -quality 88 "$OUT/$2.jpg"; }

# The game reviews, each opened at its worst mistake (`--review` waits for
# every move to be graded): the reason in words, its squares framed.
# A rout: Black always plays its first legal move, White searches 6 plies.
ROUT=d3c3b3e3f3e2d1d2e1f1g1c1b1c6c4c2b2a1a2a3a4a5b4h1f4f2d6c5b5a6b6a7b7g4g2h2g3h3h4h5b8a8f5c8c7
reviews() {
  shot review-othello 1024x600 "" --game othello --moves "$ROUT" --review
  jpeg review-othello review-othello-1024x600
  shot review-gounki 1024x600 "" --load assets/games/gounki-2.gounki --review
  jpeg review-gounki review-gounki-1024x600
  shot review-checkers 1024x600 "" --game checkers --position 'W:W22,27,29,30,31:B1,2,6,10,14' \
    --moves '27-24' --review
  jpeg review-checkers review-checkers-1024x600
  shot review-othello-fr 1024x600 "" --load assets/games/othello-1.othello --review --lang fr
  jpeg review-othello-fr review-othello-1024x600-fr
  shot review-checkers-1920 1920x1080 "$HIGH" --load assets/games/checkers-1.pdn --review --lang ru
  jpeg review-checkers-1920 review-checkers-1920x1080-ru
}
# A bundled puzzle of each game at 1024x600 (`--puzzle ID`), two of them
# in another language.
puzzles() {
  shot puzzle-othello 1024x600 "" --puzzle o-0001 --lang it
  jpeg puzzle-othello puzzle-othello-1024x600-it
  shot puzzle-gounki 1024x600 "" --puzzle g-0004
  jpeg puzzle-gounki puzzle-gounki-1024x600
  shot puzzle-checkers 1024x600 "" --puzzle c-0001 --lang fr
  jpeg puzzle-checkers puzzle-checkers-1024x600-fr
}
LOW='graphics_quality = low\n'
HIGH='graphics_quality = high\n'
KINGS='W:W21,22,26,31,K14:B5,6,9,12,K27'
if [ "${1:-}" = review ]; then
  reviews
  rm -rf "$TMP"
  exit 0
fi
if [ "${1:-}" = puzzles ]; then
  puzzles
  rm -rf "$TMP"
  exit 0
fi
reviews
puzzles
STACKS='r1[ss]1r1s1/1[rrs]2[sr]2s/2r5/3[RR]1[rr]2/1[SSR]6/8/S1[RS]2S1[RRR]/1R6 w'

# Each game at Low and High: the start, a game under way, a move in motion.
for q in low high; do
  s=$LOW; [ $q = high ] && s=$HIGH
  shot othello-start-$q 1280x720 "$s" --game othello
  shot othello-mid-$q 1280x720 "$s" --game othello --moves f5d6c3d3c4f4
  shot othello-anim-$q 1280x720 "$s" --game othello --moves f5d6c3d3 --screenshot-at 0.4
  shot gounki-start-$q 1280x720 "$s" --game gounki
  shot gounki-mid-$q 1280x720 "$s" --game gounki --position "$STACKS"
  shot gounki-anim-$q 1280x720 "$s" --game gounki --position '7r/8/8/8/8/8/1[RR]6/8 w' \
    --moves b2-b4 --screenshot-at 0.58
  shot checkers-start-$q 1280x720 "$s" --game checkers
  shot checkers-mid-$q 1280x720 "$s" --game checkers --position "$KINGS"
  shot checkers-anim-$q 1280x720 "$s" --game checkers --moves '22-18 11-15 18x11' \
    --screenshot-at 0.25
done
for game in othello gounki checkers; do
  rows=()
  for q in low high; do
    convert "$TMP/$game-start-$q.png" "$TMP/$game-mid-$q.png" "$TMP/$game-anim-$q.png" \
      -resize 50% +append "$TMP/$game-row-$q.png"
    rows+=("$TMP/$game-row-$q.png")
  done
  convert "${rows[@]}" -append -quality 86 "$OUT/$game-low-high.jpg"
done
jpeg othello-anim-high othello-ripple

# The title screen, the showcase, a game at the smallest and a large window.
shot title 1280x720 ""
jpeg title title
shot showcase 1920x1080 "$HIGH" --showcase
jpeg showcase showcase
shot checkers-1024 1024x600 "" --game checkers --moves '22-18 11-15'
jpeg checkers-1024 checkers-1024x600
shot gounki-1920 1920x1080 "$HIGH" --game gounki --position "$STACKS"
jpeg gounki-1920 gounki-1920x1080
shot checkers-ru 1024x600 "" --game checkers --lang ru --position "$KINGS"
jpeg checkers-ru checkers-ru
shot checkers-contrast 1280x720 'theme = high-contrast\n' --game checkers --position "$KINGS"
jpeg checkers-contrast checkers-high-contrast

# The rules books.
shot book-gounki 1280x720 "" --lesson gounki:5.1 --screenshot-at 0.9
jpeg book-gounki book-gounki-rebound
shot book-othello 1280x720 "" --lesson othello:3.1
jpeg book-othello book-othello-directions
shot book-checkers 1280x720 "" --lesson checkers:4.2 --lang fr
jpeg book-checkers book-checkers-most-fr

# From outside the window: the loading screen (just after the window
# opens), the keys dialog (F1 in a game) and the settings dialog.
live() {
  # ACTION: xdotool's arguments (keys or clicks), or nothing.
  local name=$1 wait=$2 keys=$3 settings=$4; shift 4
  local home=$TMP/home-$name
  mkdir -p "$home"
  printf '%b' "$settings" >"$home/settings.cfg"
  TAVOLA_HOME=$home xvfb-run -a -s "-screen 0 1280x720x24" bash -c "
    \"$BIN\" --size 1280x720 $* >'$TMP/$name.log' 2>&1 &
    game=\$!
    window=\$(xdotool search --sync --name Tavola | head -1)
    sleep $wait
    xdotool windowfocus --sync \$window
    [ -n '$keys' ] && xdotool $keys && sleep 3
    import -window root '$TMP/$name.png'
    kill \$game"
}
live loading 0.3 "" ""
jpeg loading loading
live keys 40 "key F1" "" --game gounki
jpeg keys keys-dialog
# The settings dialog in high contrast: a click on the title's Settings.
live settings 40 "mousemove 687 658 click 1" 'theme = high-contrast\n'
jpeg settings settings-high-contrast
rm -rf "$TMP"
ls -la "$OUT"
