// Builds the committed bundles with @vercel/ncc: dist/index.js (the action),
// dist/cli/index.js (the command line, started by the stub dist/cli.js) and
// dist/lib/index.js (the library API). Each entry is built into a scratch folder
// and moved into dist/, so the three bundles share one dist/package.json
// ("type": "module").
//
// Each entry has a folder of its own because ncc emits the modules a bundle
// imports on demand (`await import(...)`: the CLI's commands, the handoff formats)
// as chunk files beside it, named by number: two entries in one folder would
// overwrite each other's chunks.
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

const root = path.resolve(
  import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname),
  '..',
);
const dist = path.join(root, 'dist');
const scratch = path.join(root, 'build', 'ncc');

// Precompiled schema validators first: the bundles include them.
execFileSync(process.execPath, [path.join(root, 'scripts', 'compile-schemas.mjs')], {
  cwd: root,
  stdio: 'inherit',
});

// Keep src/util/version.ts in step with package.json.
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const versionFile = path.join(root, 'src', 'util', 'version.ts');
const versionSource = `/** The tool version, kept in step with package.json by scripts/bundle.mjs and a test. */\nexport const VERSION = '${pkg.version}';\n`;
if (readFileSync(versionFile, 'utf8') !== versionSource) writeFileSync(versionFile, versionSource);

const entries = [
  { src: 'src/index.ts', out: 'index.js' },
  { src: 'src/bin.ts', out: 'cli/index.js' },
  { src: 'src/lib.ts', out: 'lib/index.js' },
].filter((e) => existsSync(path.join(root, e.src)));

// Build into a staging folder and swap it in at the end, so a failed build
// leaves the previous dist/ in place.
const staging = path.join(root, 'build', 'dist-staging');
rmSync(staging, { recursive: true, force: true });
mkdirSync(staging, { recursive: true });
const ncc = path.join(root, 'node_modules', '@vercel', 'ncc', 'dist', 'ncc', 'cli.js');
// The entries are independent: build them concurrently (ncc keeps its own cache between runs).
const run = promisify(execFile);
await Promise.all(
  entries.map((entry) => {
    const out = path.join(scratch, entry.out.replace(/\W/g, '_'));
    rmSync(out, { recursive: true, force: true });
    return run(
      process.execPath,
      [ncc, 'build', entry.src, '-o', out, '--stats-out', path.join(out, 'stats.json'), '--quiet'],
      {
        cwd: root,
        maxBuffer: 64 * 1024 * 1024,
      },
    );
  }),
);
// dist/licenses.txt: every package any of the bundles contains, with its license text. Written
// here rather than by ncc's --license, which writes the packages of one chunk only (the last).
const packages = new Map();
for (const entry of entries) {
  const stats = JSON.parse(
    readFileSync(path.join(scratch, entry.out.replace(/\W/g, '_'), 'stats.json'), 'utf8'),
  );
  const visit = (modules) => {
    for (const m of modules ?? []) {
      visit(m.modules);
      // The identifier is the loader chain, then the module's own path after the last "!".
      const file = String(m.identifier ?? '')
        .split('!')
        .pop()
        .split('|')[0];
      const at = file.lastIndexOf('/node_modules/');
      if (at < 0) continue;
      const parts = file.slice(at + '/node_modules/'.length).split('/');
      const name = parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
      if (name === '@vercel/ncc') continue;
      packages.set(name, file.slice(0, at + '/node_modules/'.length + name.length));
    }
  };
  visit(stats.modules);
}
const licenseText = [...packages]
  .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  .map(([name, dir]) => {
    const meta = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    const file = readdirSync(dir).find((f) => /^(licen[cs]e|copying)(\.|$)/i.test(f));
    const text = file ? readFileSync(path.join(dir, file), 'utf8').trim() : '';
    return `${name}\n${meta.license ?? 'UNKNOWN'}\n${text}\n`;
  })
  .join('\n');

for (const entry of entries) {
  const out = path.join(scratch, entry.out.replace(/\W/g, '_'));
  const target = path.join(staging, entry.out);
  mkdirSync(path.dirname(target), { recursive: true });
  for (const file of readdirSync(out)) {
    if (file === 'index.js') renameSync(path.join(out, file), target);
    else if (file !== 'package.json' && file !== 'stats.json')
      renameSync(path.join(out, file), path.join(path.dirname(target), file));
  }
}
writeFileSync(path.join(staging, 'package.json'), '{\n  "type": "module"\n}\n');
writeFileSync(path.join(staging, 'licenses.txt'), licenseText);
// The documented entry point (`node dist/cli.js`, package.json's bin) stays where it was.
writeFileSync(
  path.join(staging, 'cli.js'),
  "#!/usr/bin/env node\n// The command line is dist/cli/index.js and its chunks (scripts/bundle.mjs).\nimport './cli/index.js';\n",
);
if (entries.some((e) => e.out.startsWith('lib/')))
  writeFileSync(path.join(staging, 'lib', 'package.json'), '{\n  "type": "module"\n}\n');
rmSync(dist, { recursive: true, force: true });
renameSync(staging, dist);
rmSync(scratch, { recursive: true, force: true });
console.log(`bundled ${entries.map((e) => `dist/${e.out}`).join(', ')}`);
