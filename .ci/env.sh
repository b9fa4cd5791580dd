# Shared settings for the scripts (sourced, not run).
# The build lives outside the checkout so a fresh clone on the same machine
# (CI) reuses it; override with CARGO_TARGET_DIR.
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/tavola-target}"
need_cargo() {
  if ! command -v cargo >/dev/null 2>&1; then
    [ -f "$HOME/.cargo/env" ] && . "$HOME/.cargo/env"
  fi
  if ! command -v cargo >/dev/null 2>&1; then
    echo "Rust is not installed. Install it from https://rustup.rs (Rust 1.95 or newer), then run this again." >&2
    exit 1
  fi
}
