"""Counts the k-mers of the reads that passed QC."""
import collections
import os
import sys

src, out, k = sys.argv[1], sys.argv[2], int(sys.argv[3])
counts = collections.Counter()
with open(os.path.join(src, "reads.qc.fq")) as f:
    for i, line in enumerate(f):
        if i % 4 == 1:
            seq = line.strip()
            counts.update(seq[j : j + k] for j in range(len(seq) - k + 1))
os.makedirs(out, exist_ok=True)
with open(os.path.join(out, "kmers.tsv"), "w") as g:
    for kmer, n in sorted(counts.items()):
        g.write(f"{kmer}\t{n}\n")
