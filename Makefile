# Two commands on a fresh machine: `make run` (set up and play) and `make test`
# (set up and run every test). Both create .venv themselves.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: setup run test lint bench clean bundle smoke deb install-desktop translations

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test,dev]'
	touch $(STAMP)

# the UI translations: Qt Linguist sources (.ts) compiled to .qm
QM := $(patsubst %.ts,%.qm,$(wildcard thousand_qt/i18n/*.ts))
$(QM): %.qm: %.ts $(STAMP)
	$(BIN)/python -m thousand_qt.i18n.build

setup: $(STAMP) $(QM)

# refresh the .ts sources from the code (new strings appear unfinished; translate them in the
# .ts, e.g. with Qt Linguist); no source locations, so edits to the code do not churn the .ts
# (English is the source language: its .ts holds only the plural forms, e.g. "1 deal" / "3 deals")
TRANSLATED := $(filter-out %_en.ts,$(wildcard thousand_qt/i18n/*.ts))
translations: $(STAMP)
	$(BIN)/pyside6-lupdate $$(git ls-files 'thousand_qt/*.py') -ts $(TRANSLATED) -locations none -no-obsolete
	$(BIN)/pyside6-lupdate $$(git ls-files 'thousand_qt/*.py') -ts thousand_qt/i18n/thousand_qt_en.ts \
		-pluralonly -target-language en -locations none -no-obsolete

run: setup
	$(BIN)/thousand-qt

# the suite in three processes on two cores (pytest-xdist; each worker its own Qt, home and
# temporary folders): many window tests wait on animations at the default speed, and a third
# worker computes meanwhile; `make test TEST_JOBS=0` runs it in one process
TEST_JOBS ?= 3
test: setup
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -n $(TEST_JOBS)

# ruff over all the code and tests; mypy --strict over the whole package; vulture for dead code
# (paths, confidence and the whitelist in pyproject.toml's [tool.vulture]); the import contracts
# of pyproject.toml's [tool.importlinter] (lint-imports: the layers, no Qt below the model) and
# tests/test_import_graph.py (no circles of imports); actionlint over
# .github/workflows when installed (the `actionlint` extra), required where
# THOUSAND_QT_REQUIRE_ACTIONLINT=1 (the hosted workflow's lint job)
lint: setup
	$(BIN)/ruff check thousand_qt tests
	$(BIN)/mypy --strict thousand_qt
	$(BIN)/vulture
	$(BIN)/lint-imports --no-cache
	$(BIN)/python -m pytest -q tests/test_import_graph.py
	@if [ -x $(BIN)/actionlint ]; then echo "$(BIN)/actionlint"; $(BIN)/actionlint; \
	elif [ "$${THOUSAND_QT_REQUIRE_ACTIONLINT:-}" = 1 ]; then \
		echo "lint: actionlint is missing: pip install -e '.[actionlint]'" >&2; exit 1; \
	else echo "lint: actionlint not installed (pip install -e '.[actionlint]'): workflows not checked"; fi

bench: setup
	$(BIN)/thousand-qt bench engine

# ---- the desktop bundle (README.md, "Install") ---------------------------------------
BUNDLE_STAMP := $(VENV)/.installed-bundle

$(BUNDLE_STAMP): $(STAMP)
	$(BIN)/python -m pip install --quiet -e '.[test,bundle]'
	touch $(BUNDLE_STAMP)

# dist/thousand-qt/: PyInstaller onedir from the committed spec (translations compiled first)
bundle: $(BUNDLE_STAMP)
	if [ -f thousand_qt/i18n/build.py ]; then $(BIN)/python -m thousand_qt.i18n.build; fi
	$(BIN)/python packaging/make_icons.py --check
	$(BIN)/pyinstaller --noconfirm --clean --log-level WARN \
		--distpath dist --workpath build/pyinstaller packaging/thousand-qt.spec
	@du -sh dist/thousand-qt

# build the bundle, then let it play one deal offscreen, save and re-open it (exit 0 = works)
smoke: bundle
	QT_QPA_PLATFORM=offscreen dist/thousand-qt/thousand-qt --self-test

# dist/thousand-qt_VERSION_ARCH.deb from the bundle (built first if missing): the program under
# /opt/thousand-qt, /usr/bin/thousand-qt, the desktop entry, icons, MIME type, metainfo, copyright
deb:
	@if [ ! -x dist/thousand-qt/thousand-qt ]; then $(MAKE) bundle; fi
	$(PYTHON) packaging/make_deb.py

# .desktop entry, icons and the *.thousand MIME type into ~/.local/share (Exec: the bundle if
# built, else the venv's thousand-qt); packaging/install-desktop.sh --uninstall removes them
install-desktop:
	@if [ ! -x dist/thousand-qt/thousand-qt ]; then $(MAKE) setup; fi
	packaging/install-desktop.sh

clean:
	rm -rf $(VENV) build dist *.egg-info
