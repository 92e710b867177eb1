#!/usr/bin/env bash
# GPU benchmark for one H200 in one 10-minute run; writes $OUT/gpu-bench.json (+ one .json and .log per part).
#   benchmarks/gpu/run.sh              on the GPU box (needs torch+CUDA, transformers, peft, trl, bitsandbytes)
#   benchmarks/gpu/run.sh --cpu-smoke  on any CPU box: tiny shapes, every code path, no speed meaning
# A bare box that lacks packages: put their wheels in .gpu/wheels (and the embedded model's tokenizer
# files in .gpu/tokenizer); they are installed into /tmp/site first. benchmarks/gpu/make-carry.sh builds both.
# Parts (each in its own process, so memory is returned between them; each has its own time cap):
#   1. 8B-shaped Llama, bf16 LoRA, seq 4096             (target >= 13,000 tok/s)
#   2. 70B-shaped Llama, QLoRA NF4, seq 4096, 1 GPU      (target >= 1,100 tok/s)
#   3. quilltune vs TRL vs plain HF on a 1B-class shape
set -uo pipefail
cd "$(dirname "$0")/../.."
REPO=$PWD
PY="${PY:-$( [ -x .venv/bin/python ] && echo .venv/bin/python || echo python3 )}"
case $PY in /*) ;; */*) PY="$REPO/$PY" ;; *) PY=$(command -v "$PY") ;; esac
OUT="${OUT:-benchmarks/gpu/out}"
mkdir -p "$OUT"
OUT=$(cd "$OUT" && pwd)
export HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1 TOKENIZERS_PARALLELISM=false WANDB_MODE=offline PYTHONUNBUFFERED=1
export PYTORCH_CUDA_ALLOC_CONF="${PYTORCH_CUDA_ALLOC_CONF:-expandable_segments:True}"
# the carried wheels are built for the GPU image's Python 3.12 (make-carry.sh)
if compgen -G ".gpu/wheels/*.whl" > /dev/null && "$PY" -c 'import sys; sys.exit(sys.version_info[:2] != (3, 12))'; then
  rm -rf /tmp/site  # a warm box keeps the last call's install: start clean
  "$PY" -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .gpu/wheels/*.whl \
    || { echo "wheel install failed"; exit 1; }
  export PYTHONPATH="/tmp/site${PYTHONPATH:+:$PYTHONPATH}"
fi
# src first: the bench's worker subprocesses import quilltune too, on a box where it is not installed
export PYTHONPATH="$REPO/src${PYTHONPATH:+:$PYTHONPATH}"
TOK=()
[ -f .gpu/tokenizer/tokenizer.json ] && TOK=(--tokenizer "$REPO/.gpu/tokenizer")
[ -d .gpu/corpus ] && TOK+=(--corpus "$REPO/.gpu/corpus")
[ -f .gpu/bench-data/manifest.json ] && [ "${1:-}" != "--cpu-smoke" ] && TOK+=(--prepared "$REPO/.gpu/bench-data")
SMOKE=()
[ "${1:-}" = "--cpu-smoke" ] && SMOKE=(--cpu-smoke --steps 2)
WORK="${GPU_BENCH_WORK:-/tmp/quilltune-gpu-bench}"  # the 1B model (2 GB) stays out of $OUT

{ nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.sm,clocks.max.sm,power.limit --format=csv 2>&1
  "$PY" -c "import importlib.metadata as m, torch; print('torch', torch.__version__, 'cuda', torch.version.cuda, *(f'{p} {m.version(p)}'
for p in ('transformers', 'peft', 'trl', 'bitsandbytes', 'accelerate', 'datasets', 'pyarrow', 'huggingface_hub', 'fsspec')))
import trl, bitsandbytes" 2>&1 | tail -n 3
} > "$OUT/env.txt"
cat "$OUT/env.txt"

run_part() {  # name, time cap in seconds, script, extra args...
  local name=$1 cap=$2 script=$3; shift 3
  echo "== $name (cap ${cap}s) $(date -u +%H:%M:%S)"
  ( cd benchmarks/gpu && timeout "$cap" "$PY" "$script" --out "$OUT/$name.json" "${SMOKE[@]}" "$@" ) \
    > "$OUT/$name.log" 2>&1
  local rc=$?
  [ $rc -ne 0 ] && echo "{\"part\": \"$name\", \"error\": \"exit code $rc (124 = time cap); see $name.log\"}" > "$OUT/$name.json"
  tail -n 2 "$OUT/$name.log" | cut -c1-1500
}

# PARTS picks parts; EXTRA_8B / EXTRA_70B / EXTRA_1B add flags (e.g. --compile; bench-1b: --attn sdpa);
# AGAINST_1B: bench-1b's systems beside quilltune (default trl,hf; '' = quilltune alone); SUFFIX names a variant's files
PARTS="${PARTS:-lora-8b qlora-70b bench-1b}"
SUFFIX="${SUFFIX:-}"
[[ " $PARTS " == *" lora-8b "* ]] && run_part "lora-8b$SUFFIX" "${CAP_8B:-110}" lora_8b.py ${EXTRA_8B:-}
[[ " $PARTS " == *" qlora-70b "* ]] && run_part "qlora-70b$SUFFIX" "${CAP_70B:-250}" qlora_70b.py --steps "${STEPS_70B:-3}" ${EXTRA_70B:-}
[[ " $PARTS " == *" bench-1b "* ]] && run_part "bench-1b$SUFFIX" "${CAP_1B:-220}" bench_1b.py "${TOK[@]}" --work "$WORK" \
  --seq-len 1024 --micro-batch 8 --steps "${STEPS_1B:-48}" --against "${AGAINST_1B-trl,hf}" ${EXTRA_1B:-}

"$PY" - "$OUT" <<'PYEOF'
import json, sys, time, platform
from pathlib import Path
out = Path(sys.argv[1])
parts = {p.stem: json.loads(p.read_text()) for p in sorted(out.glob("*.json")) if p.stem != "gpu-bench"}
try:
    import torch
    gpu = torch.cuda.get_device_name(0) if torch.cuda.is_available() else "cpu"
    versions = {"torch": torch.__version__, "cuda": torch.version.cuda}
except Exception as e:
    gpu, versions = f"unknown ({e})", {}
env = (out / "env.txt").read_text() if (out / "env.txt").is_file() else ""
summary = {"date": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()), "device": gpu, "host": platform.node(),
           "versions": versions, "env": env, "parts": parts}
(out / "gpu-bench.json").write_text(json.dumps(summary, indent=2, default=str))
print(f"wrote {out / 'gpu-bench.json'}")
for name, r in parts.items():  # the short table the device tool's reply carries
    if "error" in r:
        print(f"{name:10s} ERROR {r['error']}")
    elif "systems" in r:
        for s, v in r["systems"].items():
            print(f"{name:10s} {s:9s} " + (f"ERROR {v['error']}" if "error" in v else
                  f"{v.get('trained_tokens_per_second') or 0:10.0f} trained tok/s "
                  f"({v.get('trained_tokens_per_second_after_first_step') or 0:.0f} after step 1)  val {v.get('val_loss')}  "
                  f"mfu {v.get('mfu')}  peak {v.get('peak_memory_mb')} MB"
                  + (f"  gpu {v['gpu_metrics']} run peak {v.get('peak_gpu_memory_gib_per_rank')}" if v.get("gpu_metrics") else "")))
    else:
        print(f"{name:10s} {r['tokens_per_second']:10.0f} tok/s  mfu {r['mfu']:.3f}  micro {r['micro_batch']}  "
              f"peak {r['peak_memory_gib']} GiB  plan {r['plan_memory']['total_gib']} GiB")
PYEOF
