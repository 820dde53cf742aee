"""Writes N reads (FASTQ) from a seeded generator: the example's raw data."""
import os
import random
import sys

out, n_reads, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
rng = random.Random(seed)
os.makedirs(out, exist_ok=True)
with open(os.path.join(out, "reads.fq"), "w") as f:
    for i in range(n_reads):
        seq = "".join(rng.choice("ACGT") for _ in range(50))
        qual = "".join(chr(33 + rng.randint(2, 40)) for _ in range(50))
        f.write(f"@read{i}\n{seq}\n+\n{qual}\n")
print(f"simulated {n_reads} reads", file=sys.stderr)
