#!/usr/bin/env bash
# GPU benchmark for one H200 in one 10-minute run; writes $OUT/gpu-bench.json.
#   benchmarks/gpu/run.sh              on the GPU box (needs torch+CUDA, transformers, peft, trl, bitsandbytes)
#   benchmarks/gpu/run.sh --cpu-smoke  on any CPU box: tiny shapes, every code path, no speed meaning
# Parts (each in its own process, so memory is returned between them; each has its own time cap):
#   1. 8B-shaped Llama, bf16 LoRA, seq 4096             (target >= 13,000 tok/s)   ~2 min
#   2. 70B-shaped Llama, QLoRA NF4, seq 4096, 1 GPU      (target >= 1,100 tok/s)    ~4 min
#   3. quilltune vs TRL vs plain HF on a 1B-class shape                              ~3 min
set -uo pipefail
cd "$(dirname "$0")/../.."
PY="${PY:-$( [ -x .venv/bin/python ] && echo .venv/bin/python || echo python3 )}"
OUT="${OUT:-benchmarks/gpu/out}"
mkdir -p "$OUT"
export HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1 TOKENIZERS_PARALLELISM=false WANDB_MODE=offline
export PYTORCH_CUDA_ALLOC_CONF="${PYTORCH_CUDA_ALLOC_CONF:-expandable_segments:True}"
SMOKE=()
[ "${1:-}" = "--cpu-smoke" ] && SMOKE=(--cpu-smoke --steps 2)

run_part() {  # name, time cap in seconds, script
  local name=$1 cap=$2 script=$3
  echo "== $name (cap ${cap}s)"
  ( cd benchmarks/gpu && timeout "$cap" "../../$PY" "$script" --out "../../$OUT/$name.json" "${SMOKE[@]}" ) \
    > "$OUT/$name.log" 2>&1
  local rc=$?
  [ $rc -ne 0 ] && echo "{\"part\": \"$name\", \"error\": \"exit code $rc (124 = time cap); see $name.log\"}" > "$OUT/$name.json"
  tail -n 1 "$OUT/$name.log"
}

run_part lora-8b 150 lora_8b.py
run_part qlora-70b 270 qlora_70b.py
run_part bench-1b 150 bench_1b.py

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
summary = {"date": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()), "device": gpu, "host": platform.node(),
           "versions": versions, "parts": parts}
(out / "gpu-bench.json").write_text(json.dumps(summary, indent=2, default=str))
print(f"wrote {out / 'gpu-bench.json'}")
PYEOF
