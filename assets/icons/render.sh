#!/usr/bin/env bash
# Renders assets/icons/tavola.svg to the PNG sizes of the hicolor icon theme
# (assets/icons/hicolor/<N>x<N>/apps/tavola.png). Needs rsvg-convert
# (Debian/Ubuntu: apt-get install librsvg2-bin).
#   bash assets/icons/render.sh
set -euo pipefail
cd "$(dirname "$0")"
for n in 16 32 48 64 128 256 512; do
  mkdir -p "hicolor/${n}x${n}/apps"
  rsvg-convert --width "$n" --height "$n" --keep-aspect-ratio --format png \
    --output "hicolor/${n}x${n}/apps/tavola.png" tavola.svg
done
