// Regenerates examples/ from code: every example file, with hashes computed
// from the bytes written, so the bundled examples cannot go stale. Each module
// in scripts/examples/ exports `generate(root)` and writes its part of
// examples/pipeline/. A test runs this into a temporary folder and compares
// it with the committed examples byte for byte.
import { readdirSync, rmSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const here = path.dirname(new URL(import.meta.url).pathname);
const target = path.resolve(process.argv[2] ?? path.join(here, '..', 'examples'));

// Folders of examples/ that are hand-written source, not generated: kept when regenerating.
const HAND_WRITTEN = new Set(['snakemake']);

mkdirSync(target, { recursive: true });
for (const entry of readdirSync(target))
  if (!HAND_WRITTEN.has(entry)) rmSync(path.join(target, entry), { recursive: true, force: true });
const modules = readdirSync(path.join(here, 'examples'))
  .filter((f) => f.endsWith('.mjs'))
  .sort();
for (const file of modules) {
  const mod = await import(pathToFileURL(path.join(here, 'examples', file)).href);
  await mod.generate(target);
}
console.log(`wrote examples to ${target} (${modules.join(', ')})`);
