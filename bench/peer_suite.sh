#!/usr/bin/env bash
# Run the competitor's own op tests through armnpu (../shared/peer_suite) for TOSA, U55 and U85,
# print each summary and the cases the competitor passes that armnpu does not.
#   bash bench/peer_suite.sh [OUTDIR]          # 3 cases per op file for each family (~20 min on 2 cores)
#   FULL_TOSA=1 bash bench/peer_suite.sh       # every tosa_INT case (~50 min more)
# U55 and U85 programs also run on armnpu's simulators and must match the quantized model; the
# competitor's U55/U85 baselines are delegation only (it has no simulator without an FVP).
set -euo pipefail
cd "$(dirname "$0")/.."
suite=../shared/peer_suite
out=${1:-/tmp/armnpu_peer}
mkdir -p "$out"
tosa_args=(--sample 3)
[ "${FULL_TOSA:-0}" = 1 ] && tosa_args=()
python "$suite/run.py" --impl armnpu --family tosa "${tosa_args[@]}" --out "$out/tosa.json"
python "$suite/run.py" --impl armnpu --family u55 --sample 3 --out "$out/u55.json"
python "$suite/run.py" --impl armnpu --family u85 --sample 3 --out "$out/u85.json"
for family in tosa u55 u85; do
  case $family in
    tosa) baseline=anchor_tosa_full.json.gz ;;
    *) baseline=anchor_${family}_sample3.json.gz ;;
  esac
  echo "== $family: cases the competitor passes and armnpu does not"
  python "$suite/compare.py" "$suite/baselines/$baseline" "$out/$family.json"
done
