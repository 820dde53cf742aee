// Builds the committed bundles with @vercel/ncc: dist/index.js (the action),
// dist/cli.js (the command line) and dist/lib/index.js (the library API).
// Each entry is built into a scratch folder and moved into dist/, so the three
// bundles share one dist/package.json ("type": "module").
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

// Keep src/version.ts in step with package.json.
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const versionFile = path.join(root, 'src', 'version.ts');
const versionSource = `/** The tool version, kept in step with package.json by scripts/bundle.mjs and a test. */\nexport const VERSION = '${pkg.version}';\n`;
if (readFileSync(versionFile, 'utf8') !== versionSource) writeFileSync(versionFile, versionSource);

const entries = [
  { src: 'src/index.ts', out: 'index.js' },
  { src: 'src/bin.ts', out: 'cli.js' },
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
      [ncc, 'build', entry.src, '-o', out, '--license', 'licenses.txt', '--quiet'],
      {
        cwd: root,
        maxBuffer: 64 * 1024 * 1024,
      },
    );
  }),
);
for (const entry of entries) {
  const out = path.join(scratch, entry.out.replace(/\W/g, '_'));
  const target = path.join(staging, entry.out);
  mkdirSync(path.dirname(target), { recursive: true });
  for (const file of readdirSync(out)) {
    if (file === 'index.js') renameSync(path.join(out, file), target);
    else if (file === 'licenses.txt' && entry.out === 'index.js')
      renameSync(path.join(out, file), path.join(staging, file));
    else if (file !== 'package.json' && file !== 'licenses.txt')
      renameSync(path.join(out, file), path.join(path.dirname(target), file));
  }
}
writeFileSync(path.join(staging, 'package.json'), '{\n  "type": "module"\n}\n');
if (entries.some((e) => e.out.startsWith('lib/')))
  writeFileSync(path.join(staging, 'lib', 'package.json'), '{\n  "type": "module"\n}\n');
rmSync(dist, { recursive: true, force: true });
renameSync(staging, dist);
rmSync(scratch, { recursive: true, force: true });
console.log(`bundled ${entries.map((e) => `dist/${e.out}`).join(', ')}`);
