"""Keeps the reads whose mean Phred quality reaches MIN_QUALITY; fails on an impossible one."""
import json
import os
import sys

src, out, min_quality = sys.argv[1], sys.argv[2], int(sys.argv[3])
if not 0 <= min_quality <= 41:
    sys.exit(f"qc: min_quality must be between 0 and 41 (Illumina 1.8 Phred), got {min_quality}")
os.makedirs(out, exist_ok=True)
kept = total = 0
with open(os.path.join(src, "reads.fq")) as f, open(os.path.join(out, "reads.qc.fq"), "w") as g:
    lines = f.read().splitlines()
    for i in range(0, len(lines), 4):
        name, seq, plus, qual = lines[i : i + 4]
        total += 1
        if sum(ord(c) - 33 for c in qual) / len(qual) >= min_quality:
            kept += 1
            g.write(f"{name}\n{seq}\n{plus}\n{qual}\n")
with open(os.path.join(out, "qc.json"), "w") as h:
    json.dump({"reads": total, "kept": kept, "min_quality": min_quality}, h, indent=2)
print(f"qc: kept {kept} of {total} reads", file=sys.stderr)
