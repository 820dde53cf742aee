/**
 * The layering of src/ (scripts/layers.mjs): every import of the code is one its table allows,
 * the folders import each other without a cycle, and the lint rule that enforces the table
 * fires on a wrong import (so `npm run lint` fails on one).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { checkImport, LAYERS, unitOf } from '../scripts/layers.mjs';
import { findStronglyConnected, isCyclicComponent } from '../src/util/digraph.js';

const projectRoot = path.resolve(import.meta.dirname, '..');
const srcDir = path.join(projectRoot, 'src');

interface Edge {
  file: string;
  target: string;
  typeOnly: boolean;
}

function listSources(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) listSources(p, out);
    else if (/\.(ts|cjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(p);
  }
  return out;
}

const toSrc = (absolute: string) => path.relative(srcDir, absolute).split(path.sep).join('/');

/** Every relative import of a file: static, export-from, import() and import('…') types. */
function importsOf(file: string): Edge[] {
  const sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const edges: Edge[] = [];
  const add = (spec: string, typeOnly: boolean) => {
    if (!spec.startsWith('.')) return;
    edges.push({
      file: toSrc(file),
      target: toSrc(path.resolve(path.dirname(file), spec)),
      typeOnly,
    });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const typeOnly =
        clause?.isTypeOnly === true ||
        (clause !== undefined &&
          clause.name === undefined &&
          bindings !== undefined &&
          ts.isNamedImports(bindings) &&
          bindings.elements.length > 0 &&
          bindings.elements.every((e) => e.isTypeOnly));
      add(node.moduleSpecifier.text, typeOnly);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      add(node.moduleSpecifier.text, node.isTypeOnly);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] !== undefined &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      add(node.arguments[0].text, false);
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      add(node.argument.literal.text, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return edges;
}

/** True when the directed graph over `units` with `edges` has a cycle. */
function hasCycle(units: readonly string[], edges: Iterable<[string, string]>): string[] | null {
  const index = new Map(units.map((u, i) => [u, i]));
  const adj: number[][] = units.map(() => []);
  for (const [a, b] of edges) adj[index.get(a) as number]?.push(index.get(b) as number);
  for (const component of findStronglyConnected(adj))
    if (isCyclicComponent(component, adj)) return component.map((i) => units[i] as string);
  return null;
}

const sources = listSources(srcDir);
const edges = sources.flatMap(importsOf);

describe('layers of src/ (scripts/layers.mjs)', () => {
  it('reads the sources and their imports (an empty list would pass every test below)', () => {
    expect(sources.length).toBeGreaterThan(100);
    expect(edges.length).toBeGreaterThan(300);
  });

  it('every folder of src/ has its layer', () => {
    const units = new Set(sources.map((f) => unitOf(toSrc(f))));
    expect([...units].filter((u) => !(u in LAYERS))).toEqual([]);
  });

  it('every import is one the table allows', () => {
    const problems = edges.flatMap((e) => {
      const problem = checkImport(e.file, e.target, e.typeOnly);
      return problem ? [`${e.file} -> ${e.target}: ${problem}`] : [];
    });
    expect(problems).toEqual([]);
  });

  it('the folders import each other without a cycle', () => {
    const units = Object.keys(LAYERS);
    const folderEdges = new Set<string>();
    for (const e of edges) {
      const a = unitOf(e.file);
      const b = unitOf(e.target);
      if (a !== b) folderEdges.add(`${a}\0${b}`);
    }
    const pairs = [...folderEdges].map((k) => k.split('\0') as [string, string]);
    expect(hasCycle(units, pairs)).toBeNull();
  });

  it('the table itself has no cycle, and names only its own layers', () => {
    const units = Object.keys(LAYERS);
    const pairs: [string, string][] = [];
    for (const [unit, layer] of Object.entries(LAYERS)) {
      for (const to of [...layer.may, ...(layer.types ?? [])]) {
        expect(units, `${unit} names ${to}`).toContain(to);
        pairs.push([unit, to]);
      }
    }
    expect(hasCycle(units, pairs)).toBeNull();
  });

  it('every allowance of the table is used by an import (an unused one widens the table for nothing)', () => {
    const used = new Set(edges.map((e) => `${unitOf(e.file)} -> ${unitOf(e.target)}`));
    const unused = Object.entries(LAYERS).flatMap(([unit, layer]) =>
      [...layer.may, ...(layer.types ?? [])]
        .map((to) => `${unit} -> ${to}`)
        .filter((pair) => !used.has(pair)),
    );
    expect(unused).toEqual([]);
  });

  it('a cycle would be found', () => {
    expect(
      hasCycle(
        ['a', 'b', 'c'],
        [
          ['a', 'b'],
          ['b', 'c'],
          ['c', 'a'],
        ],
      ),
    ).not.toBeNull();
  });
});

describe('npm run lint enforces the layers', () => {
  // The files linted here exist only as text, so the typed rules' project service cannot find
  // them: the layer rules need no types, and the typed ones are left to `npm run lint`.
  const eslint = new ESLint({
    cwd: projectRoot,
    overrideConfig: {
      files: ['src/**/*.ts'],
      languageOptions: { parserOptions: { projectService: false } },
      rules: {
        '@typescript-eslint/restrict-template-expressions': 'off',
        '@typescript-eslint/no-base-to-string': 'off',
      },
    },
  });
  const lint = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(projectRoot, file) });
    return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
  };

  it('a format checker importing the audit', async () => {
    const messages = await lint(
      'src/formats/wrong.ts',
      "import { audit } from '../audit/pipeline.js';\nexport const x = audit;\n",
    );
    expect(messages.join('\n')).toMatch(
      /layers\/imports: src\/formats\/ .* may import nothing from src\/audit\//,
    );
  });

  it('a rule family importing hash/ for more than types', async () => {
    const code = "import { HashPool } from '../../hash/index.js';\nexport const x = HashPool;\n";
    expect((await lint('src/rules/families/wrong.ts', code)).join('\n')).toMatch(
      /may import only types from src\/hash\//,
    );
    const types =
      "import type { HashPool } from '../../hash/index.js';\nexport type X = HashPool;\n";
    expect(await lint('src/rules/families/right.ts', types)).toEqual([]);
  });

  it('hash/ entered anywhere but its index', async () => {
    const code =
      "import { hashFiles } from '../hash/hash-files.js';\nexport const x = hashFiles;\n";
    expect((await lint('src/audit/wrong.ts', code)).join('\n')).toMatch(
      /src\/hash\/ is entered through src\/hash\/index.ts alone/,
    );
  });

  it('Octokit outside github/, the file system in a renderer, the process outside the edges', async () => {
    expect(
      (
        await lint(
          'src/audit/wrong.ts',
          "import { Octokit } from '@octokit/core';\nexport const x = Octokit;\n",
        )
      ).join('\n'),
    ).toMatch(/no-restricted-imports/);
    expect(
      (
        await lint(
          'src/report/wrong.ts',
          "import { readFile } from 'node:fs/promises';\nexport const x = readFile;\n",
        )
      ).join('\n'),
    ).toMatch(/no-restricted-imports/);
    expect((await lint('src/repo/wrong.ts', 'export const x = process.env;\n')).join('\n')).toMatch(
      /no-restricted-globals/,
    );
    expect(await lint('src/cli/right.ts', 'export const x = process.env;\n')).toEqual([]);
  });
});
