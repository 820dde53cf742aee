#!/usr/bin/env python3
"""Reads PROV-JSON files as a research data repository would, with the W3C PROV reference
library for Python (`prov`, Debian package python3-prov): PROV-JSON in, then PROV-XML out and
back in, PROV-N out, and prov_to_dot rendered to SVG by Graphviz (python3-pydot, graphviz).

Usage: prov-consumer.py FILE.prov.json...

Exit 0 when every file passes every step; else 1, with one line per failure on stderr. Run by
__tests__/python/prov-consumer.test.ts (npm run test:python), which .ci/run calls after npm test.
"""
import sys

from prov.model import ProvDocument


def check(path):
    """Returns the failures of one file, as lines."""
    failures = []
    with open(path, encoding="utf-8") as f:
        document = ProvDocument.deserialize(content=f.read(), format="json")
    try:
        xml = document.serialize(format="xml")
        again = ProvDocument.deserialize(content=xml, format="xml")
        if again != document:
            failures.append(f"{path}: PROV-XML does not read back as the same document")
    except Exception as error:  # the serializer's own refusal is what is tested
        failures.append(f"{path}: PROV-XML: {type(error).__name__}: {error}")
    try:
        document.serialize(format="provn")
    except Exception as error:
        failures.append(f"{path}: PROV-N: {type(error).__name__}: {error}")
    try:
        from prov.dot import prov_to_dot  # needs pydot, and Graphviz to render

        prov_to_dot(document).create(format="svg")
    except Exception as error:
        failures.append(f"{path}: prov_to_dot: {type(error).__name__}: {str(error)[-300:]}")
    return failures


def main(paths):
    if not paths:
        print(__doc__, file=sys.stderr)
        return 2
    failures = [line for path in paths for line in check(path)]
    for line in failures:
        print(line, file=sys.stderr)
    if not failures:
        print(f"prov {len(paths)} file(s): PROV-JSON, PROV-XML round trip, PROV-N, prov_to_dot: ok")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
