# Shortcuts; the scripts in .ci/ do the work (and install system packages).
.PHONY: run test deps bench rules-test levels install uninstall

run:
	bash .ci/play.sh

test:
	bash .ci/test.sh

deps:
	bash .ci/deps.sh test

rules-test:
	cargo test --release --no-default-features

bench:
	cargo bench --no-default-features --bench othello --bench gounki --bench checkers

levels:
	cargo bench --no-default-features --bench levels -- all 100

# Desktop installation (issue #29): the binary, its desktop entry, icons,
# AppStream metainfo and manual page under $(PREFIX) (default ~/.local; use
# PREFIX=/usr/local with sudo for every user). DESTDIR stages the tree for a
# package. BIN is the binary to install; by default the `dist` profile build,
# brought up to date with `cargo build --profile dist` first.
#   make install                  make uninstall
#   make install PREFIX=/usr DESTDIR=/tmp/stage BIN=path/to/tavola
PREFIX ?= $(HOME)/.local
DESTDIR ?=
CARGO_TARGET_DIR ?= $(HOME)/.cache/tavola-target
BIN ?= $(CARGO_TARGET_DIR)/dist/tavola
ICON_SIZES := 16 32 48 64 128 256 512
BINDIR := $(DESTDIR)$(PREFIX)/bin
SHAREDIR := $(DESTDIR)$(PREFIX)/share
ICONDIR := $(SHAREDIR)/icons/hicolor
# Every installed file but the binary: uninstall removes exactly these.
INSTALLED_DATA := $(SHAREDIR)/applications/tavola.desktop \
  $(foreach n,$(ICON_SIZES),$(ICONDIR)/$(n)x$(n)/apps/tavola.png) \
  $(ICONDIR)/scalable/apps/tavola.svg \
  $(SHAREDIR)/metainfo/tavola.metainfo.xml \
  $(SHAREDIR)/man/man6/tavola.6

install:
	@if [ "$(BIN)" = "$(CARGO_TARGET_DIR)/dist/tavola" ]; then \
	  echo "make install: building $(BIN) (cargo build --profile dist; nothing to do if it is up to date)"; \
	  CARGO_TARGET_DIR="$(CARGO_TARGET_DIR)" cargo build --profile dist --bin tavola || exit 1; \
	elif [ ! -x "$(BIN)" ]; then \
	  echo "make install: $(BIN) does not exist (BIN= names the binary to install)" >&2; exit 1; \
	fi
	install -D -m 755 "$(BIN)" "$(BINDIR)/tavola"
	install -D -m 644 assets/desktop/tavola.desktop "$(SHAREDIR)/applications/tavola.desktop"
	for n in $(ICON_SIZES); do \
	  install -D -m 644 assets/icons/hicolor/$${n}x$${n}/apps/tavola.png \
	    "$(ICONDIR)/$${n}x$${n}/apps/tavola.png" || exit 1; \
	done
	install -D -m 644 assets/icons/tavola.svg "$(ICONDIR)/scalable/apps/tavola.svg"
	install -D -m 644 assets/desktop/tavola.metainfo.xml "$(SHAREDIR)/metainfo/tavola.metainfo.xml"
	install -D -m 644 assets/man/tavola.6 "$(SHAREDIR)/man/man6/tavola.6"
	@$(refresh_caches)

uninstall:
	rm -f "$(BINDIR)/tavola" $(foreach f,$(INSTALLED_DATA),"$(f)")
	@$(refresh_caches)

# After a real (not staged) install or uninstall: refresh the desktop-entry
# cache and the icon cache where they exist (the icon cache also where the
# theme is a full one, with an index.theme), so that no new cache file is
# left behind in ~/.local. Failures are ignored: the caches only speed
# things up.
define refresh_caches
if [ -z "$(DESTDIR)" ]; then \
  if command -v update-desktop-database >/dev/null 2>&1 && \
     [ -f "$(SHAREDIR)/applications/mimeinfo.cache" ]; then \
    update-desktop-database -q "$(SHAREDIR)/applications" || true; fi; \
  if command -v gtk-update-icon-cache >/dev/null 2>&1 && \
     { [ -f "$(ICONDIR)/icon-theme.cache" ] || [ -f "$(ICONDIR)/index.theme" ]; }; then \
    gtk-update-icon-cache -q -t -f "$(ICONDIR)" || true; fi; \
fi
endef
