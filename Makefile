# make demo: set up and write two biographies from the bundled sample corpus.
# make test: set up with the test extras and run the test suite.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
DEMO := demo

.PHONY: demo test bench model clean

$(BIN)/shiguan: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[test]'
	touch $@

demo: $(BIN)/shiguan
	rm -rf $(DEMO)
	$(BIN)/shiguan init $(DEMO)/project
	$(BIN)/shiguan ingest $(DEMO)/project examples/corpus --progress
	$(BIN)/shiguan bio $(DEMO)/project --batch examples/names.txt -o $(DEMO)/biographies
	@echo
	@echo "biographies written:"
	@ls -1 $(DEMO)/biographies/*
	@echo
	@cat $(DEMO)/biographies/兆惠.md

test: $(BIN)/shiguan
	$(BIN)/pytest -q

bench: $(BIN)/shiguan
	$(BIN)/python bench/ingest_speed.py
	$(BIN)/python bench/person_retrieval.py

model: $(BIN)/shiguan
	$(BIN)/pip install --quiet -e '.[local,test]'
	$(BIN)/shiguan model fetch

clean:
	rm -rf $(VENV) $(DEMO) *.egg-info src/*.egg-info
