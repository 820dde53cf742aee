// Writes the command reference of docs/cli-reference.md (between the
// command-reference markers) from the --help of every command of the committed
// CLI (dist/cli.js: run `npm run bundle` first). __tests__/readme.test.ts
// renders the same from src/ and fails when the guide falls behind.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(
  import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname),
  '..',
);
const cli = path.join(root, 'dist', 'cli.js');
const run = (...args) => execFileSync(process.execPath, [cli, ...args], { encoding: 'utf8' });

/** The command names of the top-level help's "Commands:" list. */
export function listCommands(help) {
  const list = help.split('\nCommands:\n')[1]?.split('\n\n')[0] ?? '';
  return [...list.matchAll(/^ {2}(\S+)/gm)].map((m) => m[1]);
}

/** The guide that holds the reference, relative to the repository root. */
export const REFERENCE_FILE = 'docs/cli-reference.md';

/** The reference: one heading and one text block per command. */
export function renderCommandReference(helps) {
  return helps
    .map(
      ({ name, help }) =>
        `### \`passport-gate ${name}\`\n\n\`\`\`text\n${help.trimEnd()}\n\`\`\`\n`,
    )
    .join('\n');
}

/** The guide's text with the block between the markers replaced by `reference`. */
export function replaceCommandReference(readme, reference) {
  const start = '<!-- command-reference:start -->\n';
  const end = '<!-- command-reference:end -->';
  const i = readme.indexOf(start);
  const j = readme.indexOf(end);
  if (i < 0 || j < i) throw new Error(`${REFERENCE_FILE} has no command-reference markers`);
  return `${readme.slice(0, i + start.length)}\n${reference}\n${readme.slice(j)}`;
}

if (
  process.argv[1] &&
  path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)
) {
  const helps = listCommands(run('--help')).map((name) => ({ name, help: run(name, '--help') }));
  const file = path.join(root, REFERENCE_FILE);
  writeFileSync(
    file,
    replaceCommandReference(readFileSync(file, 'utf8'), renderCommandReference(helps)),
  );
  console.log(`wrote the command reference of ${helps.length} commands to ${REFERENCE_FILE}`);
}
