#!/usr/bin/env bash
# The project's test command: every check CI runs, in order.
#   formatting, lints (with and without Bevy), the pure tests in release mode
#   (rules, notation, AI, deep perft, fuzzing) and again in debug, the game
#   module's unit tests, the
#   game's integration tests (headless
#   ECS tests and the end-to-end screenshot test in a real window under Xvfb
#   with software Vulkan), the sound assets, and the desktop installation
#   (make install into a temporary folder, the desktop entry, metainfo and
#   icons validated, the installed game run from an empty folder).
set -euo pipefail
cd "$(dirname "$0")/.."
. .ci/env.sh
bash .ci/deps.sh test
need_cargo
step() { printf '\n==> %s\n' "$*"; }
start=$(date +%s)

# Clones of this repository share the build directory, and cargo names the
# project's own artifacts by the path relative to the checkout, so another
# clone's build of `tavola` could look up to date here: rebuild it from this
# checkout (the dependencies stay cached).
cargo clean -p tavola >/dev/null 2>&1 || true

step "cargo fmt --check"
cargo fmt --all -- --check

step "clippy (pure build, no Bevy)"
cargo clippy --no-default-features --all-targets -- -D warnings

step "clippy (game)"
cargo clippy --all-targets -- -D warnings

step "rules, notation, AI and CLI tests (release, no Bevy)"
cargo test --release --no-default-features

step "the same tests in debug (every debug_assert! checked)"
cargo test --no-default-features

step "game unit tests (the app module's own tests, with Bevy)"
cargo test --lib -- app::   # the rest of the library ran above, in release

step "game tests: headless ECS + end-to-end screenshot under Xvfb"
cargo test --test integration

step "sound assets"
python3 assets/audio/check.py

step "installing like a desktop application (make install/uninstall, validators, the installed game)"
cargo build --bin tavola   # built by the integration tests already
bash .ci/package-test.sh "$CARGO_TARGET_DIR/debug/tavola"

echo
echo "all checks passed in $(( $(date +%s) - start ))s"
