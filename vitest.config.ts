import { readFile } from 'node:fs/promises';
import { defineConfig } from 'vitest/config';

/** The package Vite transforms for the tests instead of leaving it to Node (see `inline`). */
const WORKFLOW_PARSER = '/node_modules/@actions/workflow-parser/';

export default defineConfig({
  plugins: [
    {
      // Its source maps name TypeScript sources the package does not ship, and Vite warns about
      // every one of them; the tests gain nothing from them.
      name: 'workflow-parser-without-source-maps',
      async load(id) {
        if (!id.includes(WORKFLOW_PARSER) || !id.endsWith('.js')) return null;
        const code = await readFile(id, 'utf8');
        return code.replace(/^\/\/# sourceMappingURL=.*$/m, '');
      },
    },
  ],
  test: {
    include: ['__tests__/**/*.test.ts'],
    // Checks that need Debian packages beside npm ci: `npm run test:python` (vitest.python.config.ts).
    exclude: ['__tests__/python/**', '**/node_modules/**'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    server: {
      deps: {
        // @actions/workflow-parser imports its JSON schemas without `with { type: 'json' }`,
        // which Node refuses; inlined, Vite transforms those imports.
        inline: ['@actions/workflow-parser'],
      },
    },
  },
});
