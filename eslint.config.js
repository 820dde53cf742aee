// @ts-check
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { checkImport, LAYERS, PROCESS_USERS } from './scripts/layers.mjs';

const srcDir = path.resolve(import.meta.dirname, 'src');

/**
 * The layering of src/ (scripts/layers.mjs) as a lint rule: every relative import, export-from
 * and import() is resolved to the folder it reaches, and an import the table does not allow is
 * an error naming both layers.
 * @type {import('eslint').Rule.RuleModule}
 */
const layerRule = {
  meta: { type: 'problem', schema: [], docs: { description: 'imports follow scripts/layers.mjs' } },
  create(context) {
    const file = path.relative(srcDir, context.filename).split(path.sep).join('/');
    if (file.startsWith('..')) return {};
    /** @param {any} node @param {any} source @param {boolean} typeOnly */
    const check = (node, source, typeOnly) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = path.resolve(path.dirname(context.filename), source.value);
      const rel = path.relative(srcDir, target).split(path.sep).join('/');
      if (rel.startsWith('..')) return;
      const problem = checkImport(file, rel, typeOnly);
      if (problem) context.report({ node, message: problem });
    };
    /** @param {any} node */
    const allTypes = (node) =>
      node.importKind === 'type' ||
      node.exportKind === 'type' ||
      (node.specifiers?.length > 0 &&
        node.specifiers.every(
          (/** @type {any} */ s) => s.importKind === 'type' || s.exportKind === 'type',
        ));
    return {
      ImportDeclaration: (node) => check(node, node.source, allTypes(node)),
      ExportNamedDeclaration: (node) => check(node, node.source, allTypes(node)),
      ExportAllDeclaration: (node) => check(node, node.source, allTypes(node)),
      ImportExpression: (node) => check(node, node.source, false),
      /** @param {any} node */
      TSImportType: (node) => check(node, node.argument?.literal ?? node.source, true),
    };
  },
};

/** @param {string} unit */
const messageOf = (unit) =>
  `src/${unit}/ (${LAYERS[unit]?.about}) does not use this; see scripts/layers.mjs.`;

/** Per layer: the packages (and node: modules) it may not import. */
const packageBlocks = Object.entries(LAYERS)
  .filter(([, layer]) => layer.packages && layer.packages.length > 0)
  .map(([unit, layer]) => ({
    files: unit === '.' ? ['src/*.ts'] : [`src/${unit}/${layer.nested ? '**/' : ''}*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          // Exact names (a pattern 'fs' would also match a relative '../fs/walk.js').
          paths: (layer.packages ?? [])
            .filter((name) => !name.includes('*'))
            .map((name) => ({ name, message: messageOf(unit) })),
          patterns: (layer.packages ?? [])
            .filter((name) => name.includes('*'))
            .map((name) => ({ group: [name], message: messageOf(unit) })),
        },
      ],
    },
  }));

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'coverage/**',
      'examples/**',
      'bench/out/**',
      'src/formats/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts'],
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'no-restricted-imports': 'off',
    },
  },
  {
    // Typed rules on the source only (the type program costs ~20 s): a finding's message may be
    // a function rendered when read (core/findings.ts, LazyMessage), and a template literal or
    // String() over one, or over an object, prints its source or "[object Object]" where a user
    // reads a message. Nullish and numbers stay allowed: `?? ''` everywhere would add nothing.
    files: ['src/**/*.ts'],
    ignores: ['src/formats/generated/**'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': [
        'error',
        { allowNumber: true, allowBoolean: true, allowNullish: true, allowNever: true },
      ],
      '@typescript-eslint/no-base-to-string': 'error',
    },
  },
  {
    files: ['src/**/*.ts'],
    plugins: { layers: { rules: { imports: layerRule } } },
    rules: { 'layers/imports': 'error' },
  },
  ...packageBlocks,
  {
    // The process (its environment, arguments, streams, exit, signals) belongs to the edges:
    // everything else is handed what it needs, so it runs the same in the action, the CLI,
    // the library and the tests.
    files: ['src/**/*.ts'],
    ignores: PROCESS_USERS.map((p) => `src/${p}`),
    rules: {
      'no-restricted-globals': [
        'error',
        {
          name: 'process',
          message:
            'Only the edges (src/cli/, src/main.ts, src/bin.ts) and src/vcs/ touch the process; take what you need as a parameter.',
        },
      ],
    },
  },
  {
    // Tests assert that control characters never reach an output, so they match them on purpose.
    files: ['__tests__/**'],
    rules: { 'no-control-regex': 'off' },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly', Buffer: 'readonly' },
    },
  },
);
