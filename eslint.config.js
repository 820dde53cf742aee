// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

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
    // The engine is pure: it takes paths/contents and returns findings. Only the
    // action layer (src/github, src/main.ts) may talk to the runner or the API.
    files: [
      'src/audit/**',
      'src/formats/**',
      'src/report/**',
      'src/rules/**',
      'src/hash/**',
      'src/fs/**',
      'src/produce/**',
      'src/export/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@actions/*', '@octokit/*'],
              message: 'The engine never imports the runner toolkit.',
            },
          ],
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
