#!/usr/bin/env bash
# Builds .gpu/ (ignored by git) for a bare GPU box that cannot reach a package registry: wheels of the
# pinned packages its image lacks or holds at other versions (not huggingface_hub: 2.x needs httpx2, which
# the image lacks; its hub 1.33 satisfies transformers), for its Python 3.12, and the embedded
# model's tokenizer files, and the 1B bench's prepared data. bitsandbytes is repacked with only its CPU and CUDA 13 libraries (43 MB → 3 MB)
# so the whole carry stays far under the device tool's 64 MiB.  Run from the repo root, then carry `.gpu`.
set -euo pipefail
cd "$(dirname "$0")/../.."
PY=${PY:-.venv/bin/python}
rm -rf .gpu .gpu-dl && mkdir -p .gpu/wheels .gpu/tokenizer .gpu-dl
plat=(--platform manylinux_2_28_x86_64 --platform manylinux_2_27_x86_64 --platform manylinux_2_24_x86_64
      --platform manylinux_2_17_x86_64 --platform manylinux2014_x86_64 --platform manylinux1_x86_64)
"$PY" -m pip download -q --no-deps --only-binary=:all: --python-version 3.12 --implementation cp "${plat[@]}" -d .gpu-dl \
  bitsandbytes==0.50.2 trl==1.16.0 pydantic==2.14.3 pydantic_core==2.50.4 annotated-types==0.8.0 \
  typing-inspection==0.4.5 typing_extensions==4.16.0 datasets==5.2.0 dill==0.4.1 multiprocess==0.70.19 \
  peft==0.21.2 transformers==5.24.0
"$PY" - <<'PYEOF'
import glob, shutil, zipfile
keep = ("libbitsandbytes_cpu.so", "libbitsandbytes_cuda130.so")  # the image's torch is cu130
for src in glob.glob(".gpu-dl/*.whl"):
    dst = ".gpu/wheels/" + src.split("/")[-1]
    if "bitsandbytes" not in src:
        shutil.copy(src, dst)
        continue
    with zipfile.ZipFile(src) as zi, zipfile.ZipFile(dst, "w", zipfile.ZIP_DEFLATED) as zo:
        for item in zi.infolist():
            if not (item.filename.endswith(".so") and not item.filename.endswith(keep)):
                zo.writestr(item, zi.read(item.filename))
PYEOF
rm -rf .gpu-dl
tok=$("$PY" -c "from quilltune.models import resolve_model; print(resolve_model('smollm2-135m-instruct'))" | tail -n 1)  # a first-run conversion may print above
cp "$tok"/tokenizer.json "$tok"/tokenizer_config.json "$tok"/chat_template.jinja .gpu/tokenizer/

# Plain-text paragraphs from the shared legal corpus's Acts (about 10 MB): the 1B bench's data, since the
# prepare stage's PII/dedup packages are not on the GPU image and the shipped sample corpus is only ~25k tokens.
"$PY" - "${CORPUS:-../shared/corpus/legal-public/canada-laws/eng}" <<'PYEOF'
import sys
from pathlib import Path
from lxml import etree
out, total = Path(".gpu/corpus"), 0
out.mkdir(parents=True, exist_ok=True)
for xml in sorted(Path(sys.argv[1]).rglob("*.xml")):
    root = etree.parse(str(xml)).getroot()
    # subsections, and sections that have none (a section's text holds its subsections': no repeats)
    els = [el for el in root.iter("Subsection", "Section") if el.tag == "Subsection" or el.find(".//Subsection") is None]
    paras = [" ".join(" ".join(el.itertext()).split()) for el in els]
    text = "\n\n".join(p for p in paras if len(p) >= 240)
    if text:
        (out / f"{xml.stem}.txt").write_text(text, encoding="utf-8")
        total += len(text)
    if total > 10_000_000:
        break
print(f"corpus: {total:,} chars in {len(list(out.glob('*.txt')))} files")
PYEOF

# The bench's data, prepared here: the GPU image lacks the prepare stage's packages (spaCy, datasketch,
# selectolax...). Same seq_len as run.sh's bench-1b; the 1B model folder (random weights, 2 GB) is built
# only for its tokenizer and config, and removed.
work=/tmp/quilltune-gpu-carry
"$PY" benchmarks/gpu/bench_1b.py --out "$work/unused.json" --work "$work" --tokenizer .gpu/tokenizer \
  --corpus .gpu/corpus --seq-len 1024 --prepare-only .gpu/bench-data
# the box reads only the token rows and the manifest: the rest need not travel (the tree's limit is 64 MiB)
rm -rf "$work" .gpu/corpus .gpu/bench-data/{documents,pairs,redacted_values,.work,inputs.jsonl}

du -sh .gpu
