# gridperf — two commands from a fresh clone: `make run` and `make test`.
SWIFT    ?= swift
SUDO     := $(shell [ "$$(id -u)" = "0" ] || echo sudo)
RELEASE  := .build/release/gridperf
# make builds the package as `swift build` does, in release: Package.swift reads no variable and make
# gives no trait (the default one, Jemalloc, is on).
SWIFT_BUILD := $(SWIFT) build

.PHONY: setup build release run test end-to-end golden docs format-check format html-check playground-check swiftui-examples swiftui-views consumer bench scale baseline compare-baseline pr-gate serve-build serve standin check-workflows reference peers-trees example sanitize fuzz clean

## setup: install what gridperf needs (jemalloc, SQLite and pkg-config to build, valgrind to count
## instructions, perf to sample time in `gridperf profile --by time`), only when missing.
setup:
	@missing=""; \
	if ! command -v pkg-config >/dev/null 2>&1 || ! pkg-config --exists jemalloc; then missing="libjemalloc-dev pkg-config"; fi; \
	if ! pkg-config --exists sqlite3 2>/dev/null; then missing="$$missing libsqlite3-dev pkg-config"; fi; \
	if ! command -v valgrind >/dev/null 2>&1; then missing="$$missing valgrind"; fi; \
	if ! command -v perf >/dev/null 2>&1; then missing="$$missing linux-perf"; fi; \
	if [ -n "$$missing" ]; then \
		echo "installing$$missing (apt-get)"; \
		$(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq $$missing; \
	fi

## build: debug build of everything.
build: setup
	$(SWIFT) build

## release: optimised build of the gridperf tool (what benchmarks must use); `make test` builds only its
## tests on top of it (docs/PERFORMANCE.md#tests-on-release).
release: setup
	@# A module named Combine from before GridPerfCombine would make OpenCombine, built beside it,
	@# drop the API it keeps for where Combine is missing (its `#if !canImport(Combine)`): both go.
	@if [ -e .build/release/Modules/Combine.swiftmodule ]; then \
		rm -f .build/release/Modules/Combine.*; find .build/checkouts/OpenCombine/Sources -name '*.swift' -exec touch {} +; fi
	$(SWIFT_BUILD) -c release --product gridperf

## run: the main job — benchmark the waterfall layout over 50,000 items, reports under reports/.
run: release
	$(RELEASE) run --layout waterfall --items 50000

# The test product built against `make release`'s modules, and run without building again (`test`,
# `end-to-end` and `golden` alike).
TEST_BUILD = $(SWIFT_BUILD) -c release --product gridperfPackageTests
TEST_RUN = $(SWIFT) test -c release --skip-build --disable-testable-imports
# The tests, and the gridperf and swiftc processes they start, write their temporary files in a
# folder of the run's own, removed when the run ends however it ends: a run leaves nothing in /tmp.
IN_SCRATCH = scratch=$$(mktemp -d "$${TMPDIR:-/tmp}/gridperf-tests.XXXXXX") && trap 'rm -rf "$$scratch"' EXIT && TMPDIR=$$scratch

## test: the formatting check, then the test targets, built against `make release`'s modules: the
## tests (compiled unoptimised) are all that is built after it, where a debug test build compiled
## every module a second time (docs/PERFORMANCE.md#tests-on-release). The test product alone, so
## that the playground's executable (`make serve-build`) is not linked for them (its module and
## FlyingFox are built, for GridPerfServeTests: docs/PERFORMANCE.md#serve-tests); `--disable-testable-imports`
## keeps SwiftPM from rebuilding every module with -enable-testing (what a test reads that is not
## public is `package`: ARCHITECTURE.md, "What is public"). The example plugin package's tests
## are among them (targets `JustifiedRows` and `JustifiedRowsTests` over its folder): testing that
## package by its own path would build gridperf a second time in its folder; `make example` does.
## The end-to-end tests are built with them, not run: `make end-to-end`.
test: format-check release
	$(TEST_BUILD)
	$(IN_SCRATCH) GRIDPERF_RELEASE_BINARY=$(CURDIR)/$(RELEASE) \
		$(TEST_RUN) --skip EndToEndTests

## end-to-end: the tests that take seconds each (Tests/EndToEndTests): the release binary compiling
## users' SwiftUI code with swiftc (--source, --view, updates, "copy as SwiftUI") and counting
## instructions under valgrind. `make test` builds them and skips them (docs/PERFORMANCE.md#end-to-end-apart);
## CI runs both.
end-to-end: release
	$(TEST_BUILD)
	$(IN_SCRATCH) GRIDPERF_RELEASE_BINARY=$(CURDIR)/$(RELEASE) \
		$(TEST_RUN) --filter EndToEndTests

## golden: rewrite the whole outputs the tests hold (Tests/Golden: --help, the Markdown report, the
## pull-request comment; docs/METRICS.md, made from the metric catalogue) after a deliberate change;
## review the diff before committing it.
golden: release
	$(TEST_BUILD)
	GRIDPERF_RELEASE_BINARY=$(CURDIR)/$(RELEASE) GRIDPERF_UPDATE_GOLDEN=1 \
		$(TEST_RUN) --filter 'Golden|MetricsPage'
	git diff --stat -- Tests/Golden docs/METRICS.md

## docs: the DocC archive of the modules a user programs against — SwiftUI (every public declaration
## says whether it is laid out, approximated or not drawn), GridPerfCore (the plugin API) and
## GridPerfLayouts — built by swift-docc-plugin into .build/docs/gridperf.doccarchive; a warning (a
## link to a symbol that is not there) fails it. `docc preview` or any static server shows it.
DOCC_TARGETS := SwiftUI GridPerfCore GridPerfLayouts
docs:
	@mkdir -p .build/docs
	$(SWIFT) package --allow-writing-to-directory .build/docs generate-documentation \
		$(addprefix --target ,$(DOCC_TARGETS)) --enable-experimental-combined-documentation \
		--experimental-skip-synthesized-symbols --warnings-as-errors \
		--output-path .build/docs/gridperf.doccarchive
	@echo "DocC archive: .build/docs/gridperf.doccarchive"

SWIFT_FILES = $$(git ls-files --cached --others --exclude-standard '*.swift' 2>/dev/null || find Sources Tests Examples Benchmarks Fuzz -name '*.swift' -not -path '*/.build*')

## format-check: every Swift file formatted as .swift-format says (the toolchain's swift format,
## lint --strict: a file that is not fails the build). `make format` formats them.
format-check:
	@$(SWIFT) format lint --strict --configuration .swift-format $(SWIFT_FILES)
	@echo "swift format: every file formatted"

format:
	$(SWIFT) format -i --configuration .swift-format $(SWIFT_FILES)

## html-check: a real browser reads the HTML pages (results.html of a sweep and a scroll, compare
## and history): headless Chromium counts their charts and screenshots them into reports/browser/.
## Installs Debian's chromium where missing; skips with a message where no browser can be had.
html-check: release
	GRIDPERF=$(RELEASE) Tests/Browser/check-html.sh

EXAMPLE := Examples/JustifiedRows/.build/release/justified-gridperf

## example: the plugin package outside the tool (Examples/JustifiedRows), tested as its own package,
## built and run through the same commands: list, layout, run, suite, compare and check.
example: setup
	$(SWIFT) test --package-path Examples/JustifiedRows
	$(SWIFT) build -c release --package-path Examples/JustifiedRows --product justified-gridperf
	$(EXAMPLE) list
	$(EXAMPLE) layout --spec Examples/JustifiedRows/specs/gallery.json --format text
	$(EXAMPLE) run --layout justified-rows --items 10000,100000 --items-model aspect:0.5-2 --output reports/example
	rm -rf reports/example-a reports/example-b
	$(EXAMPLE) suite Examples/JustifiedRows/suite.json --output reports/example-a --quiet > /dev/null
	$(EXAMPLE) suite Examples/JustifiedRows/suite.json --output reports/example-b --quiet
	$(EXAMPLE) compare reports/example-a/*/ reports/example-b/*/
	$(EXAMPLE) check --layout justified-rows
	$(EXAMPLE) check --layout hstack-4
	$(EXAMPLE) run --source Examples/SwiftUILayouts/FlowLayout.swift --items 10000 --output reports/example

SWIFTUI_EXAMPLES := FlowLayout EqualWidthHStack RadialLayout

## swiftui-examples: the SwiftUI layouts of Examples/SwiftUILayouts (files written as for iOS,
## `import SwiftUI`), each built with --source and run, checked and profiled like a built-in.
swiftui-examples: release
	@for f in $(SWIFTUI_EXAMPLES); do \
		src=Examples/SwiftUILayouts/$$f.swift; \
		$(RELEASE) run --source $$src --items 1000,10000,100000 --output reports/swiftui --no-history || exit 1; \
		$(RELEASE) check --source $$src || exit 1; \
		$(RELEASE) profile --source $$src --items 10000 --output reports/swiftui || exit 1; \
	done

PIXAR := --source Examples/SeedViews/PixarViews.swift --source Examples/SeedViews/PixarData.swift \
	--source Examples/SeedViews/GridDocumentation.swift
CATALOG := --source Examples/SeedViews/CatalogViews.swift --source Examples/SeedViews/CatalogData.swift

## swiftui-views: the reference texts' SwiftUI views (Examples/SeedViews, compiled unchanged) and a
## screen's files (Examples/ViewFiles) laid out, run and checked from their view code (--view).
swiftui-views: release
	$(RELEASE) layout $(PIXAR) --view 'PixarFilmGridView(films: .samples(count: 6))' --format text
	$(RELEASE) run $(PIXAR) --view 'PixarFilmGridView(films: .samples(count: $$items))' --items 1000,10000 \
		--output reports/views --no-history
	$(RELEASE) suite Examples/SeedViews/suite.json --output reports/views --no-history --quiet
	@for v in 'PixarFilmGridView(films: .samples(count: 60))' 'PixarAwardGridView(awards: .samples(count: 12))' \
		'PixarFilmsByEraView(eras: .samples(count: 3))' 'PixarFilmTableView(films: .table)' \
		'PixarFanArtGallery(artworks: .samples(count: 30))' 'AdaptiveFilmGallery()' \
		'SnappingFilmGrid(films: .samples(count: 20))' 'GridTwoByTwo()' 'GridWithDivider()' \
		'GridWithUnsizedDivider()' 'GridColumnCount()'; do \
		$(RELEASE) check $(PIXAR) --view "$$v" > /dev/null || exit 1; echo "check $$v: passed"; \
	done
	@for v in 'ProductCatalog(products: .samples(count: 40))' 'PhotoGalleryView(photos: .samples(count: 40))' \
		'CatalogView(categories: .samples(count: 3))'; do \
		$(RELEASE) check $(CATALOG) --view "$$v" > /dev/null || exit 1; echo "check $$v: passed"; \
	done
	$(RELEASE) layout --source Examples/ViewFiles/TagScreen.swift --source Examples/ViewFiles/Geometry.swift \
		--source Examples/ViewFiles/TagApp.swift --view 'TagScreen()' --format text
	@# Screens written as iOS engineers write them (Examples/Screens; docs/SWIFTUI.md): navigation,
	@# lists, controls, GeometryReader, a Foundation-only model, @Observable, @Entry, #Preview and
	@# an asset catalog (--assets).
	@for s in 'CatalogScreen.swift CatalogModel.swift|CatalogScreen(store: CatalogStore(count: $$items))' \
		'FavoritesList.swift|FavoritesList(model: .init(count: $$items))' \
		'ChipScreen.swift|ChipScreen(tags: Array(ChipScreen.sample.prefix(min($$items, 9))))'; do \
		files=$${s%%|*}; view=$${s#*|}; \
		sources="--assets Examples/Screens/Assets.xcassets"; \
		for f in $$files; do sources="$$sources --source Examples/Screens/$$f"; done; \
		$(RELEASE) layout $$sources --view "$$(echo "$$view" | sed 's/$$items/12/')" --format text > /dev/null || exit 1; \
		$(RELEASE) check $$sources --view "$$(echo "$$view" | sed 's/$$items/12/')" > /dev/null || exit 1; \
		$(RELEASE) run $$sources --view "$$view" --items 100,1000 --output reports/screens --no-history --quiet || exit 1; \
		echo "screen $$view: layout, check and run passed"; \
	done
	@# An app's folder as Xcode compiles its target (Examples/Apps/FilmShelf: generated asset
	@# symbols, a JSON resource through Bundle.main, #Preview traits, @Previewable, a PreviewProvider):
	@# its previews listed, every one run, each checked.
	$(RELEASE) previews --app Examples/Apps/FilmShelf
	$(RELEASE) run --app Examples/Apps/FilmShelf --output reports/apps --no-history --quiet
	$(RELEASE) suite Examples/Apps/suite.json --output reports/apps --no-history --quiet
	@for p in 'Card' 'Shelf' 'Shelf, landscape' 'Swatch' 'Banner' 'Swatches.swift:19' 'Swatches_Previews[0]' \
		'Swatches_Previews[1]'; do \
		$(RELEASE) check --app Examples/Apps/FilmShelf --preview "$$p" > /dev/null || exit 1; echo "check preview $$p: passed"; \
	done

## consumer: a package depending on gridperf by URL and version (a bare clone of HEAD, tagged)
## builds, registers a layout and runs it (Tests/Consumer/consumer.sh). Commit first: it clones HEAD.
consumer: setup
	Tests/Consumer/consumer.sh

## bench: the CI suite (Benchmarks/ci.json) into reports/<run-id>/.
bench: release
	$(RELEASE) suite Benchmarks/ci.json

## scale: every built-in at 10^3 ... 10^7 items, full pass and scroll (Benchmarks/scale.json), into
## reports/scale/<run-id>/: time and bytes per item, peak memory, the first step against n.
scale: release
	$(RELEASE) suite Benchmarks/scale.json --output reports/scale --no-history

## baseline: rerun the CI suite and make it the committed baseline (reports/baseline/).
baseline: release
	rm -rf reports/.baseline-new && mkdir -p reports/.baseline-new
	$(RELEASE) suite Benchmarks/ci.json --output reports/.baseline-new --format csv,md,json --no-history --quiet
	rm -rf reports/baseline && mv reports/.baseline-new/*/ reports/baseline && rm -rf reports/.baseline-new
	@echo "reports/baseline/ refreshed: commit it"

## compare-baseline: the offline gate (CI uses pr-gate). Runs the CI suite and compares it with reports/baseline:
## counters, allocations and frames exactly; times reported, not gated (CI machines differ).
## Leaves the Markdown diff in reports/ci-compare.md; fails on a regression or changed output.
compare-baseline: release
	rm -rf reports/ci && mkdir -p reports/ci
	$(RELEASE) suite Benchmarks/ci.json --output reports/ci --quiet > /dev/null
	$(RELEASE) compare reports/baseline reports/ci/*/ --times report --format md --output reports/ci-compare.md

BASE ?= origin/main

## pr-gate: the pull-request gate, as the GitHub workflow runs it: the merge base of BASE and HEAD
## built in a worktree (.build-base/<commit>, kept) and measured against this build in the same
## job: frames, counters, allocations and instructions exactly (counted once a side), times by
## an interleaved A/B. No committed baseline is read. Files in reports/gate/ (comment.md is the
## pull-request comment). Exit 2 regression, 3 output changed, 5 not comparable.
pr-gate: release
	$(RELEASE) gate --base $(BASE)

## serve-build: the playground's server, gridperf-serve, built beside gridperf: `gridperf serve` hands
## itself to it. Apart from `release` so that `make run` does not compile a web server (FlyingFox,
## 32 s: docs/PERFORMANCE.md#serve-apart).
serve-build: release
	$(SWIFT_BUILD) -c release --product gridperf-serve

## serve: the playground (`gridperf serve`) at http://127.0.0.1:8080/, until Ctrl-C.
serve: serve-build
	$(RELEASE) serve

## playground-check: `gridperf serve` in a real browser (Tests/Browser/playground.py: Playwright from
## PyPI driving Debian's Chromium, both installed where missing; skipped with a message where no
## browser can be had), screenshots in reports/browser/; then hostile and concurrent requests on
## loopback (Tests/Serve/hostile.py). Tests/Browser/plugin.py serves the example plugin package's own
## gridperf (justified-gridperf, built here: its main.swift and a link over serve-build's modules) and
## copies its layout as the plugin's SwiftUI code; Tests/Browser/app.py serves an app's previews (--app);
## Tests/Browser/copied.py compiles every preset's "Copy as SwiftUI" and compares it with the page.
playground-check: serve-build
	$(SWIFT_BUILD) -c release --product justified-gridperf
	@if ! python3 -c "import playwright" 2>/dev/null; then python3 -m pip install --quiet playwright >/dev/null 2>&1 || python3 -m pip install --quiet --break-system-packages playwright >/dev/null 2>&1 || true; fi
	@browser=$$(command -v chromium || command -v chromium-browser || true); \
	if [ -z "$$browser" ] && command -v apt-get >/dev/null 2>&1; then $(SUDO) apt-get install -y -qq chromium >/dev/null 2>&1 || true; browser=$$(command -v chromium || true); fi; \
	if [ -z "$$browser" ] || ! python3 -c "import playwright" 2>/dev/null; then \
		echo "playground browser check skipped: no Chromium or no Playwright here"; \
	else \
		GRIDPERF=$(RELEASE) CHROMIUM=$$browser SCREENSHOTS=reports/browser python3 Tests/Browser/playground.py || exit 1; \
		GRIDPERF=$(RELEASE) CHROMIUM=$$browser SCREENSHOTS=reports/browser python3 Tests/Browser/changes.py || exit 1; \
		GRIDPERF=$(RELEASE) CHROMIUM=$$browser SCREENSHOTS=reports/browser python3 Tests/Browser/copied.py || exit 1; \
		GRIDPERF=$(RELEASE) CHROMIUM=$$browser SCREENSHOTS=reports/browser python3 Tests/Browser/app.py || exit 1; \
		JUSTIFIED=.build/release/justified-gridperf CHROMIUM=$$browser SCREENSHOTS=reports/browser python3 Tests/Browser/plugin.py || exit 1; \
	fi
	GRIDPERF=$(RELEASE) python3 Tests/Serve/hostile.py
	GRIDPERF=$(RELEASE) python3 Tests/Serve/crash.py

## standin: the CI features against a stand-in for GitHub (a bare repository as origin and a
## small project with its own SwiftUI layout): the gate on three pull-request branches, the
## history branch over six pushes (and two at once) with its dashboard, and bisect. If the history
## fails, a second, fresh history runs with its time checks reported, not failed (TIME_CHECK=report):
## on this machine's two speeds a whole run can fall in a slow spell and read as a step
## (docs/PERFORMANCE.md#time-change-points). Every exact check stays strict; the first attempt's
## failures stay in the log.
standin: release
	GRIDPERF=$(CURDIR)/$(RELEASE) Tests/Standin/gate.sh
	GRIDPERF=$(CURDIR)/$(RELEASE) SCREENSHOTS=$(CURDIR)/reports/browser Tests/Standin/history.sh \
		|| { echo "stand-in history: failed once; a second, fresh history, its times reported (docs/PERFORMANCE.md#time-change-points)"; \
		TIME_CHECK=report GRIDPERF=$(CURDIR)/$(RELEASE) SCREENSHOTS=$(CURDIR)/reports/browser Tests/Standin/history.sh; }
	GRIDPERF=$(CURDIR)/$(RELEASE) Tests/Standin/reruns.sh
	GRIDPERF=$(CURDIR)/$(RELEASE) Tests/Standin/bisect.sh

## reference: each built-in layout's pass against a hand-written loop doing the same work on
## plain arrays (Benchmarks/ReferenceLoops), in the same process, alternating rounds: the ratio
## says how far a layout is from the floor. By hand; not part of `make test`.
reference: setup
	$(SWIFT) build -c release --package-path Benchmarks/ReferenceLoops --product reference-loops
	Benchmarks/ReferenceLoops/.build/release/reference-loops

## peers-trees: trees beside a peer (Scripts/peers/trees.py): the poster grid, the chip flow and nested
## stacks laid out by gridperf and by Taffy (PyPI's stretchable, installed when missing), frames compared
## leaf for leaf and the layout call timed on both sides in one run; COUNTS=1000,10000 by default. By
## hand, not part of make test. Yoga through PyPI's poga (Yoga 1.19), installed when missing.
COUNTS ?= 1000,10000
peers-trees: release
	@python3 -c "import stretchable" 2>/dev/null || python3 -m pip install --quiet stretchable
	@python3 -c "import poga" 2>/dev/null || python3 -m pip install --quiet poga || echo "peers-trees: poga (Yoga) did not install; Yoga is left out"
	GRIDPERF=$(CURDIR)/$(RELEASE) python3 Scripts/peers/trees.py --counts $(COUNTS)

PROXY := Benchmarks/ProxyOverhead/.build/release/proxy-overhead

## proxy-overhead: one layout written twice, natively and as SwiftUI's Layout (Benchmarks/ProxyOverhead),
## counted by callgrind: what the SwiftUI proxies cost per call, exactly. By hand; not part of `make test`.
proxy-overhead: setup
	$(SWIFT) build -c release --package-path Benchmarks/ProxyOverhead --product proxy-overhead
	@for l in rows-native rows-swiftui; do \
		$(PROXY) run --layout $$l --items 10000,100000 --items-model fixed:40x30 --instructions \
			--iterations 20 --no-history --output reports/proxy-overhead || exit 1; \
	done

## check-workflows: the GitHub workflows against the Actions schema (check-jsonschema, from PyPI,
## carries it offline; installed with pip when missing).
check-workflows:
	@command -v check-jsonschema >/dev/null 2>&1 || python3 -m pip install --quiet check-jsonschema
	check-jsonschema --builtin-schema vendor.github-workflows .github/workflows/*.yml

## sanitize: the test suite under AddressSanitizer (with LeakSanitizer; the toolchain libraries'
## own leaks suppressed; a SIGSEGV left as a signal, as the crashing-plugin test expects), then
## under ThreadSanitizer (swiftc 6.3 refuses -sanitize=undefined on Linux; Swift's own overflow and
## bounds checks are on in these debug builds). Debug builds in .build-asan and .build-tsan,
## without jemalloc (no trait Jemalloc: two allocators in one process free each other's memory),
## so allocation counts read "n/a" and the tests that need them skip; the end-to-end tests skipped.
sanitize: setup
	LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/Sanitizers/lsan.supp:print_suppressions=0 \
		ASAN_OPTIONS=halt_on_error=1:handle_segv=0 SWIFT_BACKTRACE=enable=no \
		$(SWIFT) test --disable-default-traits --sanitize=address --scratch-path .build-asan --skip EndToEndTests
	TSAN_OPTIONS=halt_on_error=1:handle_segv=0 SWIFT_BACKTRACE=enable=no \
		$(SWIFT) test --disable-default-traits --sanitize=thread --scratch-path .build-tsan --skip EndToEndTests

## fuzz: the libFuzzer target Fuzz/ (scene parser, every built-in layout, every output format)
## under AddressSanitizer, from the committed corpus Fuzz/corpus, for FUZZ_SECONDS (default 60).
## New inputs go to .build-fuzz/corpus; a crash is written to .build-fuzz/crash-* and fails.
FUZZ_SECONDS ?= 60
FUZZER := .build-fuzz/debug/scene-fuzzer
fuzz: setup
	$(SWIFT) build --package-path Fuzz --product scene-fuzzer --scratch-path .build-fuzz -Xswiftc -sanitize=fuzzer,address 2>&1 \
		| grep -v "ld.gold: warning: Cannot export local symbol" || true
	@test -x $(FUZZER) || { echo "fuzz: the fuzzer did not build"; exit 1; }
	mkdir -p .build-fuzz/corpus
	SWIFT_BACKTRACE=enable=no $(FUZZER) -max_total_time=$(FUZZ_SECONDS) -max_len=8192 -timeout=10 -rss_limit_mb=4096 \
		-print_final_stats=1 -artifact_prefix=.build-fuzz/ .build-fuzz/corpus Fuzz/corpus

clean:
	rm -rf Benchmarks/ProxyOverhead/.build .build .build-base .build-asan .build-tsan .build-fuzz Examples/JustifiedRows/.build Benchmarks/ReferenceLoops/.build
