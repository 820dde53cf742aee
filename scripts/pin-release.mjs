// At a release: writes the release commit and package.json's version into every
// pin of passport-gate in README.md, the guides docs/*.md and .pre-commit-hooks.yaml:
//   passport-gate/passport-gate@<sha> # vX.Y.Z          (uses:)
//   github:passport-gate/passport-gate#<sha> # vX.Y.Z   (npm install)
//   rev: <sha> # vX.Y.Z                                 (pre-commit)
// Usage: node scripts/pin-release.mjs <40-hex commit sha> [repository root]
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The pins of passport-gate in a text: the sha in group 2, the version comment in group 3. */
export const PIN =
  /(passport-gate\/passport-gate@|github:passport-gate\/passport-gate#|rev: "?)([0-9a-f]{40})("? # v)(\d+\.\d+\.\d+)/g;

const [sha, rootArg] = process.argv.slice(2);
if (!sha || !/^[0-9a-f]{40}$/.test(sha)) {
  console.error('usage: node scripts/pin-release.mjs <40-hex commit sha> [repository root]');
  process.exit(2);
}
const root = path.resolve(rootArg ?? path.join(import.meta.dirname, '..'));
const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
// The guides are listed, not named: a section moved out of the README keeps its pins written.
const guides = readdirSync(path.join(root, 'docs'))
  .filter((name) => name.endsWith('.md'))
  .sort()
  .map((name) => `docs/${name}`);
for (const name of ['README.md', ...guides, '.pre-commit-hooks.yaml']) {
  const file = path.join(root, name);
  const before = readFileSync(file, 'utf8');
  let count = 0;
  const after = before.replace(PIN, (_, lead, _sha, hash) => {
    count++;
    return `${lead}${sha}${hash}${version}`;
  });
  writeFileSync(file, after);
  console.log(`${name}: ${count} pin(s) → ${sha} # v${version}`);
}
