"""Writes one sample's N reads (gzipped FASTQ) from a seeded generator: the example's raw data.

Deterministic, so that `passport-gate reproduce` makes the same bytes: the generator is seeded
with the seed and the sample's name, and the gzip header holds no file name and no time (as
`gzip -n` writes it).
"""
import gzip
import random
import sys

out, sample, n_reads, seed = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
rng = random.Random(f"{seed}:{sample}")
with open(out, "wb") as raw, gzip.GzipFile(filename="", mode="wb", fileobj=raw, mtime=0) as f:
    for i in range(n_reads):
        seq = "".join(rng.choice("ACGT") for _ in range(50))
        qual = "".join(chr(33 + rng.randint(2, 40)) for _ in range(50))
        f.write(f"@{sample}.{i}\n{seq}\n+\n{qual}\n".encode("ascii"))
print(f"simulate: {n_reads} reads for {sample}", file=sys.stderr)
