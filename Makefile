# Roster — two commands do all the set-up on a fresh Debian machine with Swift:
#   make run    installs missing system packages, builds, starts the app
#   make test   installs what tests need, builds, runs every test (GTK ones under xvfb-run)

SWIFT        ?= swift
BUILD_FLAGS  ?=
RELEASE_DIR  := .build/release
DEBUG_DIR    := .build/debug
# System packages: GTK 4, libadwaita and gdk-pixbuf headers to build; Xvfb, xauth and imagemagick to test the window
# headless; dbus-x11 so GTK finds a session bus under xvfb-run.
# gettext's msgfmt translates the desktop entry and the metainfo at `make install`.
RUN_PACKAGES  := libgtk-4-dev libadwaita-1-dev libgdk-pixbuf-2.0-dev libsecret-1-dev pkg-config gettext
# libncurses-dev builds the terminal front (Examples/RosterTerminal), tmux drives it.
# gettext (xgettext, msgfmt) checks the translation catalogs; locales generates de_DE.UTF-8 for the German tests.
# openssl makes the throwaway certificate authority of the PostgreSQL TLS tests.
# python3-gi and gir1.2-ebookcontacts-1.2 run Evolution Data Server's own vCard code in the vCard tests.
TEST_PACKAGES := $(RUN_PACKAGES) libncurses-dev tmux xvfb xauth dbus-x11 dbus-daemon xdotool x11-utils imagemagick binutils sqlite3 libsqlite3-dev desktop-file-utils appstream libglib2.0-bin gettext locales python3 postgresql openssl python3-gi gir1.2-ebookcontacts-1.2 gnome-keyring libsecret-tools dbus-bin
# The glibc locales the tests run in (gettext picks its catalog through LC_MESSAGES, so it must exist).
TEST_LOCALES  := de_DE.UTF-8
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
XVFB := xvfb-run -a -s "-screen 0 1280x800x24"

PREFIX ?= /usr/local
# Where `make run` compiles data/*.gschema.xml (GSETTINGS_SCHEMA_DIR of the app it starts).
SCHEMA_DIR := .build/schemas

.PHONY: lint format architecture-check pot mo po-check print-locale-dir icons install uninstall run schemas test example terminal terminal-scenarios terminal-mutants bench soak deps test-deps build build-release clean screenshot transcripts fuzz scenarios mutants docs docs-cli docs-rules

## Install the system packages the app needs (only what is missing).
deps:
	@./scripts/install-packages.sh $(RUN_PACKAGES)

## Install the system packages the tests need (only what is missing) and generate their locales.
test-deps:
	@./scripts/install-packages.sh $(TEST_PACKAGES)
	@./scripts/generate-locale.sh $(TEST_LOCALES)

## Translations (gettext, text domain "roster"): scripts/xgettext.sh extracts the L10n.tr / L10n.trn
## strings of the files po/POTFILES lists (xgettext's C scanner; it has no Swift parser).
# The compiled catalogs live in the view models' resource bundle (see Package.swift) and are
# committed, so a fresh clone builds and runs German with no extra step.
LOCALE_DIR := Sources/RosterViewModels/Locale

## Regenerate po/roster.pot from the sources, merge it into every po/*.po, and compile them (make mo).
pot:
	./scripts/xgettext.sh po/roster.pot
	@for po in po/*.po; do msgmerge --quiet --update --backup=none --add-location=file "$$po" po/roster.pot || exit 1; done
	$(MAKE) mo

## Compile po/LANG.po into $(LOCALE_DIR)/LANG/LC_MESSAGES/roster.mo.
mo:
	@for po in po/*.po; do \
	  lang=$$(basename "$$po" .po); mkdir -p $(LOCALE_DIR)/$$lang/LC_MESSAGES; \
	  msgfmt --check -o $(LOCALE_DIR)/$$lang/LC_MESSAGES/roster.mo "$$po" || exit 1; \
	done

## Check (make test does) the code style: `swift format lint` (the toolchain's) with the checked-in
## .swift-format over every Swift file of ours; warnings fail. `make format` rewrites files to match.
LINT_PATHS := Package.swift Sources Tests Examples/Tally/Package.swift Examples/Tally/Sources \
  Examples/RosterTerminal/Package.swift Examples/RosterTerminal/Sources Examples/RosterTerminal/Tests
lint:
	$(SWIFT) format lint --strict --recursive --parallel $(LINT_PATHS)

format:
	$(SWIFT) format format --in-place --recursive --parallel $(LINT_PATHS)

## Check (make test does) that no module depends on what the architecture forbids (the core and
## the view models on an engine, GtkKit on Roster), and that no Swift file in Sources is over
## 400 lines: scripts/check-architecture.sh.
architecture-check:
	@./scripts/check-architecture.sh

## Check (make test does) that po/roster.pot is up to date with the sources, that every catalog
## translates every message (nothing untranslated or fuzzy) and that its compiled .mo is current.
po-check:
	@./scripts/check-translations.sh

build: deps
	$(SWIFT) build $(BUILD_FLAGS)

# The release build (what `make install` ships, `make bench` and `make soak` measure) links Swift's
# runtime and Foundation into each program instead of loading 15 shared libraries and resolving
# their symbols at every start: 62 ms less from spawn to the window's first frame (docs/performance-notes.md).
RELEASE_FLAGS := -Xswiftc -static-stdlib

# The programs one by one: a plain `swift build` would also build the test-support targets, and
# one of them imports XCTest, which has no static module to link against.
RELEASE_PRODUCTS := roster roster-cli roster-scenario roster-bench

build-release: deps
	for product in $(RELEASE_PRODUCTS); do $(SWIFT) build -c release $(RELEASE_FLAGS) $(BUILD_FLAGS) --product $$product || exit 1; done

## Install roster, roster-cli and roster-tui (release builds; roster-tui is the terminal front of
## Examples/RosterTerminal), the desktop entry and metainfo (translated from data/*.in with
## po/*.po), icons, GSettings schema, GNOME Shell search provider and D-Bus service under PREFIX
## (default /usr/local); DESTDIR stages them elsewhere.
install: build-release
	$(TERMINAL_BUILD) -c release --product roster-tui
	PREFIX=$(PREFIX) DESTDIR=$(DESTDIR) ./scripts/install.sh $(RELEASE_DIR) $(RELEASE_DIR)

## Remove what `make install` put under PREFIX (and DESTDIR).
uninstall:
	PREFIX=$(PREFIX) DESTDIR=$(DESTDIR) ./scripts/install.sh --uninstall $(RELEASE_DIR)

## Compile the GSettings schema of data/ into .build/schemas (strictly, as packagers do;
## glib-compile-schemas comes with libgtk-4-dev, through libglib2.0-dev's libglib2.0-bin).
schemas: deps
	@mkdir -p $(SCHEMA_DIR)
	cp data/*.gschema.xml $(SCHEMA_DIR)/
	glib-compile-schemas --strict --targetdir=$(SCHEMA_DIR) $(SCHEMA_DIR)

## The app's icons where an installed Roster has them (for the About window and the
## window list of an uninstalled run).
ICON_DIR := .build/share/icons/hicolor
icons:
	@mkdir -p $(ICON_DIR)/scalable/apps $(ICON_DIR)/symbolic/apps
	@cp data/icons/io.github.rosterteam.Roster.svg $(ICON_DIR)/scalable/apps/
	@cp data/icons/io.github.rosterteam.Roster-symbolic.svg $(ICON_DIR)/symbolic/apps/

## Build and start the GTK app on the default database (sample data on first run), with
## Roster's GSettings schema from .build/schemas (the window keeps its size between runs)
## and its icons from .build/share.
## `roster` is what ships: the test harness is the separate `roster-scenario`.
run: build schemas icons
	GSETTINGS_SCHEMA_DIR=$(SCHEMA_DIR) XDG_DATA_DIRS=$(CURDIR)/.build/share:$${XDG_DATA_DIRS:-/usr/local/share:/usr/share} $(DEBUG_DIR)/roster $(ARGS)

ALONE_TESTS := ChangesContractTests/(postgresLatency|deliveryWhileThePoolIsBusy)|PostgresOnlyTests/refusedConnectionFailsAtOnce

## Build and run every test: model, view models, headless and CLI directly,
## GtkKit and the GTK views under Xvfb; then the GtkKit example, and `make docs` (no documentation warning).
test: test-deps po-check architecture-check lint
	$(SWIFT) build --build-tests $(BUILD_FLAGS)
	# Model, view-model, headless, CLI and store contract tests use Swift Testing and need no display;
	# the GTK tests use XCTest (it runs them on the main thread) under Xvfb. Both run against a
	# throwaway PostgreSQL cluster (scripts/with-postgres.sh: ROSTER_TEST_POSTGRES_URL); the Swift Testing
	# run also on a private session bus with GNOME Keyring (scripts/with-keyring.sh: ROSTER_TEST_KEYRING).
	# The tests that time something run alone, after the rest: PostgreSQL's notification and a refused
	# connection, which every other test in the process would slow, and the one that takes every
	# thread of the shared pool.
	./scripts/with-postgres.sh ./scripts/with-keyring.sh sh -c '$(SWIFT) test --skip-build --disable-xctest $(BUILD_FLAGS) --skip "$(ALONE_TESTS)" \
	  && $(SWIFT) test --skip-build --disable-xctest --no-parallel $(BUILD_FLAGS) --filter "$(ALONE_TESTS)"'
	./scripts/with-postgres.sh $(XVFB) $(SWIFT) test --skip-build --disable-swift-testing $(BUILD_FLAGS)
	$(MAKE) example
	$(MAKE) terminal
	$(MAKE) docs

## Build the GtkKit example (Examples/Tally, a package of its own that uses only the GtkKit
## product) and run its self-check under Xvfb: it drives its own window and exits 0 when all held.
example: test-deps
	@# The example's build keeps what it read of this package's manifest, and once kept a stale
	@# one after Package.swift changed: start it afresh whenever that manifest differs.
	@cmp -s Package.swift Examples/Tally/.build/root-Package.swift || rm -rf Examples/Tally/.build
	$(SWIFT) build --package-path Examples/Tally
	@cp Package.swift Examples/Tally/.build/root-Package.swift
	$(XVFB) "$$($(SWIFT) build --package-path Examples/Tally --show-bin-path)/tally" --self-check

## Build the terminal front (Examples/RosterTerminal: roster-tui, a package of its own that uses
## only Roster's public library products) and run its tests, which drive the built roster-tui in a
## real terminal (tmux) on a temporary database.
## It builds in this package's .build: its dependency graph is this one's (engines, NIO, GRDB),
## compiled with the same commands, so only its own targets compile (about 20 s, where a .build of
## its own compiles the whole graph again: 10 minutes and more on two cores). Each build plans
## afresh (--disable-build-manifest-caching): the build plan kept in .build is the last package's
## built there, and SwiftPM would take this one's for unchanged and find none of its products.
TERMINAL := Examples/RosterTerminal
TERMINAL_BUILD = $(SWIFT) build --package-path $(TERMINAL) --scratch-path .build --disable-build-manifest-caching
terminal: test-deps
	$(TERMINAL_BUILD) --build-tests
	$(SWIFT) test --package-path $(TERMINAL) --scratch-path .build --skip-build --disable-xctest
	./scripts/terminal-scenarios.sh $(DEBUG_DIR)/roster-tui-scenario Tests/Scenarios

## Replay every scenario of Tests/Scenarios on the terminal front (roster-tui-scenario: keys into
## roster-tui's key handler, the transcript read off an off-screen ncurses screen) and compare each
## transcript with its golden file: every one must match. `make terminal` runs it.
terminal-scenarios: test-deps
	$(TERMINAL_BUILD) --product roster-tui-scenario
	./scripts/terminal-scenarios.sh $(DEBUG_DIR)/roster-tui-scenario Tests/Scenarios

## Mutation run of the terminal front: break each binding of roster-tui in turn (it draws its first
## value for ever), replay the scenarios the terminal front matches until one differs from its
## golden transcript; prints `bindings caught: N/M` and fails when a binding is caught by none.
terminal-mutants: test-deps
	$(TERMINAL_BUILD) --product roster-tui-scenario
	./scripts/terminal-mutants.sh $(DEBUG_DIR)/roster-tui-scenario Tests/Scenarios

## Performance figures: 100,000 people (view model) and the real window under Xvfb
## (driven by the roster-scenario harness, which composes the window as roster does).
## The plain GTK 4 program the window is measured against (same names, same database): C, not shipped.
GTK_REFERENCE := .build/roster-gtk-reference
$(GTK_REFERENCE): Benchmarks/gtk-reference/roster-gtk-reference.c
	@mkdir -p .build
	cc -O2 -Wall -Wextra -Wno-unused-parameter -o $@ $< $$(pkg-config --cflags --libs gtk4 sqlite3)

## Inside a throwaway PostgreSQL cluster (scripts/with-postgres.sh), for the shared directory's figures.
## Writes the run's table, with the date and the machine, to $(BENCH_TABLE) (only the latest run:
## the history is in git).
BENCH_TABLE := docs/performance.md
bench: test-deps build-release $(GTK_REFERENCE)
	./scripts/with-postgres.sh sh -c 'ROSTER_BENCH_POSTGRES_URL="$$ROSTER_TEST_POSTGRES_URL" exec $(XVFB) $(RELEASE_DIR)/roster-bench \
	  --harness $(RELEASE_DIR)/roster-scenario --scenarios Tests/Scenarios --cli $(RELEASE_DIR)/roster-cli --reference $(GTK_REFERENCE) \
	  --write-table $(BENCH_TABLE)'
	@# The view model's load, keystrokes and peak RSS as the directory grows.
	for people in 10000 300000 1000000; do $(RELEASE_DIR)/roster-bench --only view-model --people $$people --append-table $(BENCH_TABLE) || exit 1; done
	@echo "wrote $(BENCH_TABLE)"

## Not part of `make test` nor `make bench`: the real window for SOAK_MINUTES while another process
## renames the people it shows, ten edits a second, and its selection moves. Prints the deliveries
## missed, the longest delivery and the RSS growth after the first minute; writes them to the soak's
## section of $(BENCH_TABLE).
SOAK_MINUTES ?= 30
soak: test-deps build-release
	$(XVFB) $(RELEASE_DIR)/roster-bench --only soak --minutes $(SOAK_MINUTES) --people 1000 \
	  --harness $(RELEASE_DIR)/roster-scenario --soak-table $(BENCH_TABLE)

## A longer fuzz run of the JSON importer and the scenario language than `make test`'s
## (FUZZ_RUNS inputs each; FUZZ_SEED varies them): prints runs, outcomes and crashes.
FUZZ_RUNS ?= 1000000
FUZZ_SEED ?= 1592598566
fuzz:
	$(SWIFT) build --build-tests $(BUILD_FLAGS)
	ROSTER_FUZZ_RUNS=$(FUZZ_RUNS) ROSTER_FUZZ_SEED=$(FUZZ_SEED) $(SWIFT) test --skip-build --disable-xctest --filter Fuzz $(BUILD_FLAGS) 2>&1 | grep -E "fuzz:|passed after|failed|recorded an issue"

## Screenshot of the window on the default data, into docs/screenshot.png.
screenshot: test-deps build
	./scripts/screenshot.sh $(DEBUG_DIR)/roster docs/screenshot.png

clean:
	rm -rf .build

## Replay every scenario of Tests/Scenarios on the real GTK window (roster-scenario, under Xvfb)
## and compare each transcript with its golden file (`make test` does this too).
scenarios: test-deps build
	@status=0; out=$$(mktemp); \
	for scenario in Tests/Scenarios/*.scenario; do \
	  if $(XVFB) $(DEBUG_DIR)/roster-scenario "$$scenario" > "$$out" && diff -u "$${scenario%.scenario}.transcript" "$$out"; then \
	    echo "ok     $$scenario"; \
	  else \
	    echo "FAILED $$scenario"; status=1; \
	  fi; \
	done; rm -f "$$out"; exit $$status

## Mutation run: break each binding of the window in turn (its updates dropped, the widget keeps a
## stale value), replay the scenarios on the window until one fails or differs from its golden
## transcript; prints `bindings caught: N/M` and fails when a binding is caught by no scenario.
## Then the same for the terminal front (terminal-mutants).
mutants: test-deps build
	$(XVFB) ./scripts/mutants.sh $(DEBUG_DIR)/roster-scenario Tests/Scenarios
	$(MAKE) terminal-mutants

## Regenerate the golden transcripts of Tests/Scenarios from the headless front
## (then check them with `git diff` and run `make test`, which replays both fronts).
transcripts: build
	@for scenario in Tests/Scenarios/*.scenario; do \
	  $(DEBUG_DIR)/roster-cli scenario "$$scenario" > "$${scenario%.scenario}.transcript" || exit 1; \
	  echo "wrote $${scenario%.scenario}.transcript"; \
	done

## The reference documentation of the libraries a front of your own uses: the DocC archives of
## GtkKit, RosterModel and RosterViewModels (catalogs in Sources/<Target>/<Target>.docc, with the
## article "Writing a front of your own"), built by swift-docc-plugin with the toolchain's docc into
## .build/docs/<Target>.doccarchive. A documentation warning (a broken symbol link, an undocumented
## parameter of a documented function) fails it.
# The plugin's builds repeat SwiftPM's note that it drops the -pthread and -msse flags which
# pkg-config gives for GTK (CGtk, CAdw, CGdkPixbuf): about building the system libraries, not the
# documentation, so it is filtered out; every other line, and the exit status, is docc's.
DOCS_DIR     := .build/docs
DOCS_TARGETS := GtkKit RosterModel RosterViewModels
docs: deps
	@mkdir -p $(DOCS_DIR) && rm -f $(DOCS_DIR)/failed
	{ $(SWIFT) package --allow-writing-to-directory $(DOCS_DIR) generate-documentation \
	  $(addprefix --target ,$(DOCS_TARGETS)) --warnings-as-errors --output-path $(DOCS_DIR) 2>&1 \
	  || touch $(DOCS_DIR)/failed; } | grep -v 'warning: prohibited flag(s): '
	@test ! -e $(DOCS_DIR)/failed

## Regenerate the generated part of docs/cli.md, every command's help as the built roster-cli
## prints it (DocsTests in `make test` fails when they differ).
# (--build-tests: building one test target does not relink the test runner.)
docs-cli:
	$(SWIFT) build --build-tests $(BUILD_FLAGS)
	ROSTER_UPDATE_DOCS=1 $(SWIFT) test --skip-build --disable-xctest $(BUILD_FLAGS) --filter "DocsTests/cliReferenceIsTheHelp"

## Regenerate the tables of docs/rules.md from the model's rules (RulesDocTests in `make test`
## fails when they differ).
docs-rules:
	$(SWIFT) build --build-tests $(BUILD_FLAGS)
	ROSTER_UPDATE_DOCS=1 $(SWIFT) test --skip-build --disable-xctest $(BUILD_FLAGS) --filter "RulesDocTests/tablesAreTheModels"

# For scripts/check-translations.sh: the catalog folder of `make mo`.
print-locale-dir:
	@echo $(LOCALE_DIR)
