/**
 * The Markdown surfaces rendered by Debian's `cmark-gfm` program (0.29.0.gfm.6 on bookworm, a
 * newer build of GitHub's fork of cmark than the npm addon's library) with the extensions
 * GitHub enables: the same verbatim checks as __tests__/consumers/markdown-mentions.test.ts
 * (markdown-verbatim.ts), against a second build of the consumer.
 *
 * Not part of `npm test`, which needs nothing but `npm ci`: it needs the Debian package
 * cmark-gfm, which .ci/run installs before `npm run test:python`. Where it is missing the run
 * fails, it never skips. CMARK_GFM names the program (default cmark-gfm on the PATH).
 */
import { execFileSync } from 'node:child_process';
import { describeVerbatimMarkdown } from '../consumers/markdown-verbatim.js';

const PROGRAM = process.env.CMARK_GFM ?? 'cmark-gfm';
const ARGS = [
  '--unsafe',
  ...['table', 'autolink', 'strikethrough', 'tagfilter'].flatMap((e) => ['--extension', e]),
];

describeVerbatimMarkdown('Debian cmark-gfm', (markdown) =>
  execFileSync(PROGRAM, ARGS, { input: markdown, encoding: 'utf8', maxBuffer: 64 << 20 }),
);
