#!/usr/bin/env bash
# Installs the system packages Tavola needs on Debian/Ubuntu, if missing.
#   build: pkg-config libasound2-dev (ALSA headers for the audio backend)
#          libudev-dev (gamepads: gilrs finds controllers through udev)
#   run:   libvulkan1 mesa-vulkan-drivers (Vulkan loader + software fallback)
#   tests: xvfb xauth (a real X window without a screen), sox (sound checks),
#          xdotool imagemagick (a real click, screenshots from outside the app),
#          desktop-file-utils appstream (validate the desktop entry and the
#          AppStream metainfo: .ci/package-test.sh), librsvg2-bin (rsvg-convert:
#          assets/icons/render.sh), strace (the installed game reads nothing
#          from the checkout), make (make install in the packaging test), xclip
#          (the X clipboard: the clipboard test), at-spi2-core python3-pyatspi
#          dbus-daemon dbus-bin (a screen reader's view of the running game:
#          the AT-SPI bus in a D-Bus session, read with pyatspi)
# Usage: bash .ci/deps.sh [build|run|test]   (default: test = everything)
set -euo pipefail

want=(pkg-config libasound2-dev libudev-dev libvulkan1 mesa-vulkan-drivers)
case "${1:-test}" in
  build) want=(pkg-config libasound2-dev libudev-dev) ;;
  run) ;;
  test) want+=(xvfb xauth sox python3 xdotool imagemagick desktop-file-utils appstream librsvg2-bin strace make xclip at-spi2-core python3-pyatspi dbus-daemon dbus-bin) ;;
  *) echo "usage: $0 [build|run|test]" >&2; exit 2 ;;
esac

if ! command -v dpkg-query >/dev/null 2>&1; then
  echo "deps: not a Debian/Ubuntu system; make sure these are installed: ${want[*]}" >&2
  exit 0
fi

missing=()
for pkg in "${want[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$pkg")
  fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "deps: installing ${missing[*]}"
if [ "$(id -u)" -eq 0 ]; then
  sudo=()
elif command -v sudo >/dev/null 2>&1; then
  sudo=(sudo)
else
  echo "deps: missing packages (${missing[*]}) and neither root nor sudo is available." >&2
  echo "deps: ask an administrator to run: apt-get install ${missing[*]}" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
