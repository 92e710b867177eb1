"""ensure_prepared: builtin sample corpus, cache folder keyed by inputs+config+tokenizer, reuse."""

from __future__ import annotations

import json
import time

from prepare_corpus import doc_text


def test_ensure_prepared_caches_by_inputs_config_and_tokenizer(tmp_path, monkeypatch):
    from quilltune.config.run import RunConfig
    from quilltune.prepare import api
    from quilltune.prepare.api import ensure_prepared

    # Only the prepared-data cache moves (the converted model stays where it is).
    monkeypatch.setattr(api, "cache_dir", lambda: tmp_path / "cache")
    nasty_corpus = tmp_path / "in"
    nasty_corpus.mkdir()
    for i in range(3):
        (nasty_corpus / f"d{i}.txt").write_text(doc_text(500 + i), encoding="utf-8")
    cfg = RunConfig(data={"inputs": [str(nasty_corpus)], "pii": {"enabled": False}, "min_chars": 100})
    first = ensure_prepared(cfg, progress=False)
    assert first.parent == tmp_path / "cache" / "prepared" and (first / "manifest.json").is_file()
    started = time.perf_counter()
    assert ensure_prepared(cfg, progress=False) == first
    assert time.perf_counter() - started < 10  # no work: the folder is complete
    other = RunConfig(
        data={"inputs": [str(nasty_corpus)], "pii": {"enabled": False}, "min_chars": 100, "seq_len": 128}
    )
    second = ensure_prepared(other, progress=False)
    assert second != first and json.loads((second / "manifest.json").read_text())["seq_len"] == 128


def test_builtin_sample_corpus_resolves(tmp_path, monkeypatch):
    from quilltune import samples
    from quilltune.prepare.discover import discover

    entries = list(discover(["builtin:sample-legal"]))
    on_disk = [p for p in samples.sample_corpus_dir().rglob("*") if p.is_file()]
    assert len(entries) == len(on_disk) > 0 and all(e.input == "builtin:sample-legal" for e in entries)
