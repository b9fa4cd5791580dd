#!/usr/bin/env bash
# Starts the game: installs missing system packages, builds in release mode
# (the first build takes a while: Bevy is large), runs. Arguments are passed
# to the game, e.g.: bash .ci/play.sh --game othello
set -euo pipefail
cd "$(dirname "$0")/.."
. .ci/env.sh
bash .ci/deps.sh run
need_cargo
exec cargo run --release -- "$@"
