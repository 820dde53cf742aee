"""Writes a short Markdown summary of the k-mer counts."""
import os
import sys

src, out = sys.argv[1], sys.argv[2]
rows = [line.split("\t") for line in open(os.path.join(src, "kmers.tsv")).read().splitlines()]
top = sorted(rows, key=lambda r: -int(r[1]))[:5]
os.makedirs(out, exist_ok=True)
with open(os.path.join(out, "summary.md"), "w") as f:
    f.write(f"# k-mer summary\n\n{len(rows)} distinct k-mers; the most frequent:\n\n")
    for kmer, n in top:
        f.write(f"- {kmer}: {n}\n")
