# Shortcuts; the scripts in .ci/ do the work (and install system packages).
.PHONY: run test deps bench rules-test screenshot

run:
	bash .ci/play.sh

test:
	bash .ci/test.sh

deps:
	bash .ci/deps.sh test

rules-test:
	cargo test --release --no-default-features

bench:
	cargo bench --no-default-features

screenshot:
	bash .ci/screenshot.sh --game othello --moves f5d6c3d3c4f4 docs-othello.png
