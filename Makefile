# gridperf — two commands from a fresh clone: `make run` and `make test`.
SWIFT    ?= swift
SUDO     := $(shell [ "$$(id -u)" = "0" ] || echo sudo)
RELEASE  := .build/release/gridperf

.PHONY: setup build release run test clean

## setup: install the system libraries gridperf needs (jemalloc, pkg-config), only when missing.
setup:
	@if ! command -v pkg-config >/dev/null 2>&1 || ! pkg-config --exists jemalloc; then \
		echo "installing libjemalloc-dev and pkg-config (apt-get)"; \
		$(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq libjemalloc-dev pkg-config; \
	fi

## build: debug build of everything.
build: setup
	$(SWIFT) build

## release: optimised build of the gridperf tool (what benchmarks must use).
release: setup
	$(SWIFT) build -c release --product gridperf

## run: the main job — benchmark the waterfall layout over 50,000 items, reports under reports/.
run: release
	$(RELEASE) run --layout waterfall --items 50000

## test: every test target (the release binary too: some tests check what it measures).
test: release
	GRIDPERF_RELEASE_BINARY=$(CURDIR)/$(RELEASE) $(SWIFT) test

clean:
	rm -rf .build
