import { defineConfig } from 'vitest/config';

/**
 * `npm run test:python`: the consumer checks that need Debian packages beside npm ci
 * (__tests__/python/). .ci/run installs them and runs this after `npm test`.
 */
export default defineConfig({
  test: {
    include: ['__tests__/python/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
