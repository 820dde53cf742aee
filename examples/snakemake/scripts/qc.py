"""Keeps the reads of every sample whose mean Phred quality reaches MIN_QUALITY.

Usage: qc.py OUT_DIR MIN_QUALITY SAMPLE.fq.gz... Fails on an impossible MIN_QUALITY.
"""
import gzip
import json
import os
import sys

out, min_quality, reads = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
if not 0 <= min_quality <= 41:
    sys.exit(f"qc: min_quality must be between 0 and 41 (Illumina 1.8 Phred), got {min_quality}")
os.makedirs(out, exist_ok=True)
stats = {}
with open(os.path.join(out, "reads.qc.fq"), "w") as g:
    for path in reads:
        sample = os.path.basename(path).split(".")[0]
        with gzip.open(path, "rt") as f:
            lines = f.read().splitlines()
        kept = 0
        for i in range(0, len(lines), 4):
            name, seq, plus, qual = lines[i : i + 4]
            if sum(ord(c) - 33 for c in qual) / len(qual) >= min_quality:
                kept += 1
                g.write(f"{name}\n{seq}\n{plus}\n{qual}\n")
        stats[sample] = {"reads": len(lines) // 4, "kept": kept}
with open(os.path.join(out, "qc.json"), "w") as h:
    json.dump({"min_quality": min_quality, "samples": stats}, h, indent=2, sort_keys=True)
    h.write("\n")
total = sum(s["reads"] for s in stats.values())
kept = sum(s["kept"] for s in stats.values())
print(f"qc: kept {kept} of {total} reads from {len(stats)} samples", file=sys.stderr)
