# Shortcuts; the scripts in .ci/ do the work (and install system packages).
.PHONY: run test deps bench rules-test levels

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
