// Writes the list of where behaviour lives in docs/architecture.md (between the layout markers)
// from the layering table, scripts/layers.mjs: one line per folder of src/, from
// the bottom layer up, with what it may import. __tests__/readme.test.ts renders
// the same and fails when the guide falls behind the table.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LAYERS } from './layers.mjs';

const root = path.resolve(
  import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname),
  '..',
);

/** The guide that holds the list, relative to the repository root. */
export const LAYOUT_FILE = 'docs/architecture.md';

const START = '<!-- layout:start -->\n';
const END = '<!-- layout:end -->';

/** A unit's folder as the guide names it ('.' is the entry files at the top of src/). */
const folderOf = (unit) => (unit === '.' ? '`src/*.ts`' : `\`src/${unit}/\``);

/** The list: one Markdown item per layer of `layers`, in the table's (bottom-up) order. */
export function renderLayout(layers = LAYERS) {
  return Object.entries(layers)
    .map(([unit, layer]) => {
      const may = layer.may.map((u) => `\`${u}\``);
      const types = (layer.types ?? []).map((u) => `types of \`${u}\``);
      const imports = [...may, ...types];
      const uses = imports.length > 0 ? imports.join(', ') : 'no other layer';
      const facade = layer.facade
        ? ` Other layers enter it through \`${layer.facade}\` alone.`
        : '';
      return `- ${folderOf(unit)}: ${layer.about}. Imports ${uses}.${facade}`;
    })
    .join('\n');
}

/** The list as the guide holds it between the markers, or null when the markers are missing. */
export function readLayout(readme) {
  const i = readme.indexOf(START);
  const j = readme.indexOf(END);
  if (i < 0 || j < i) return null;
  return readme.slice(i + START.length, j).trim();
}

/** The guide's text with the list between the markers replaced by `layout`. */
export function replaceLayout(readme, layout) {
  const i = readme.indexOf(START);
  const j = readme.indexOf(END);
  if (i < 0 || j < i) throw new Error(`${LAYOUT_FILE} has no layout markers`);
  return `${readme.slice(0, i + START.length)}\n${layout}\n\n${readme.slice(j)}`;
}

if (
  process.argv[1] &&
  path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)
) {
  const file = path.join(root, LAYOUT_FILE);
  writeFileSync(file, replaceLayout(readFileSync(file, 'utf8'), renderLayout()));
  console.log(`wrote the layout of ${Object.keys(LAYERS).length} folders to ${LAYOUT_FILE}`);
}
