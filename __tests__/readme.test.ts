/**
 * The README and the guides under docs/ match the program: the list of where
 * behaviour lives (docs/architecture.md) is the layering table
 * (scripts/layers.mjs), the command reference (docs/cli-reference.md) is each
 * command's --help, every option shown on a command line exists, every workflow
 * is pinned and least-privileged as the pinning section demands, the handoff
 * examples are the files of examples/handoff-basics/ and audit clean, every
 * link resolves, and there is one version. The README stays a front page.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { loadConfig } from '../src/config/config.js';
import { audit } from '../src/audit/pipeline.js';
import { runCli } from '../src/cli.js';
import { listHelpOptions } from '../src/cli/command-help.js';
import { COMMANDS } from '../src/cli/commands.js';
import { captureIo } from './helpers/cli-io.js';
import { LAYOUT_FILE, readLayout, renderLayout } from '../scripts/make-layout.mjs';
import { listGuideFiles, readGuides } from './helpers/guides.js';

const exec = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '..');
const readText = (rel: string) => readFile(path.join(repoRoot, rel), 'utf8');

/** Every fenced block of one guide: its language, its text and the line before it (a `file:` marker). */
async function readBlocks(
  file: string,
): Promise<{ lang: string; text: string; marker: string; line: number; file: string }[]> {
  const lines = (await readText(file)).split('\n');
  const blocks = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)```(\w*)\s*$/.exec(lines[i] as string);
    if (!open) continue;
    const indent = open[1] as string;
    const start = i;
    const body: string[] = [];
    for (i++; i < lines.length && (lines[i] as string).trim() !== '```'; i++) {
      body.push((lines[i] as string).slice(indent.length));
    }
    const before = lines.slice(Math.max(0, start - 2), start).join('\n');
    const marker = /<!-- file: (\S+) -->/.exec(before)?.[1] ?? '';
    blocks.push({
      lang: open[2] as string,
      text: `${body.join('\n')}\n`,
      marker,
      line: start + 1,
      file,
    });
  }
  return blocks;
}

/** Every fenced block of the README and of every guide under docs/. */
async function readAllBlocks(): Promise<Awaited<ReturnType<typeof readBlocks>>> {
  return (await Promise.all(listGuideFiles().map((file) => readBlocks(file)))).flat();
}

async function helpOf(name: string): Promise<string> {
  const io = captureIo(repoRoot);
  expect(await runCli([name, '--help'], io)).toBe(0);
  return io.out();
}

/**
 * Every path of this repository a text names (`src/…`, `scripts/…`, `__tests__/…`), without the
 * placeholders (`src/cli/<name>-command.ts`), globs and a sentence's closing full stop.
 */
function listNamedPaths(text: string): string[] {
  const named = new Set<string>();
  for (const m of text.matchAll(/(?<![\w./-])(?:src|scripts|__tests__)\/[\w./-]*/g)) {
    const after = text[m.index + m[0].length] ?? '';
    if (after === '<' || after === '*') continue;
    named.add(m[0].replace(/\.+$/, ''));
  }
  return [...named].sort();
}

/**
 * The code names in backquotes a text mentions: camelCase functions (`chooseHost`), PascalCase
 * types (`CiHost`) and CONSTANT_CASE tables (`GITLAB_REPORT_FILES`); a trailing `()` is dropped.
 */
function listNamedIdentifiers(text: string): string[] {
  const named = new Set<string>();
  for (const m of text.matchAll(/`([^`\s]+)`/g)) {
    const id = (m[1] ?? '').replace(/\(\)$/, '');
    if (
      /^[a-z][a-z0-9]*[A-Z][A-Za-z0-9]*$/.test(id) ||
      /^[A-Z][a-z0-9]+[A-Z][A-Za-z0-9]*$/.test(id) ||
      /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/.test(id)
    )
      named.add(id);
  }
  return [...named].sort();
}

describe('where behaviour lives', () => {
  it('lists every folder of the layering table, as the table says (node scripts/make-layout.mjs)', async () => {
    expect(LAYOUT_FILE).toBe('docs/architecture.md');
    expect(readLayout(await readText(LAYOUT_FILE))).toBe(renderLayout());
  });

  it('names only files and folders that exist (the walks of a new host, command and field)', async () => {
    const named = listNamedPaths(await readText(LAYOUT_FILE));
    // The walks name the files a newcomer edits: each is checked, not a handful.
    expect(named).toEqual(
      expect.arrayContaining(['src/hosts/choose-host.ts', 'src/cli/commands.ts']),
    );
    const missing = named.filter((rel) => !existsSync(path.join(repoRoot, rel)));
    expect(missing).toEqual([]);
  });

  it('names only functions, types and constants that exist (as `loadConfigInForce` once did)', async () => {
    const named = listNamedIdentifiers(await readText(LAYOUT_FILE));
    expect(named).toEqual(expect.arrayContaining(['chooseHost', 'GITLAB_REPORT_FILES', 'CiHost']));
    // Where a newcomer would look for them: the code, its scripts, the test helpers.
    const code = ['src', 'scripts', '__tests__/helpers', '__tests__/cases']
      .flatMap((dir) =>
        readdirSync(path.join(repoRoot, dir), { recursive: true, encoding: 'utf8' })
          .filter((f) => /\.(?:ts|mjs)$/.test(f))
          .map((f) => readFileSync(path.join(repoRoot, dir, f), 'utf8')),
      )
      .join('\n');
    expect(named.filter((id) => !new RegExp(`\\b${id}\\b`).test(code))).toEqual([]);
  });

  it('finds a named path, and skips placeholders and globs', () => {
    expect(
      listNamedPaths(
        'See `src/cli/<host>-host.ts`, `src/cli/*.ts` and src/gone/file.ts. Then `scripts/layers.mjs`.',
      ),
    ).toEqual(['scripts/layers.mjs', 'src/gone/file.ts']);
  });
});

describe('the command reference', () => {
  it('is each command’s --help, every command, in order (node scripts/make-command-reference.mjs)', async () => {
    const reference = await readText('docs/cli-reference.md');
    const section =
      reference
        .split('<!-- command-reference:start -->')[1]
        ?.split('<!-- command-reference:end -->')[0] ?? '';
    const documented = [
      ...section.matchAll(/^### `passport-gate (\S+)`\n\n```text\n([\s\S]*?)\n```$/gm),
    ].map((m) => ({ name: m[1] as string, help: `${m[2] as string}\n` }));
    expect(documented.map((d) => d.name)).toEqual(Object.keys(COMMANDS));
    for (const { name, help } of documented) expect(help, name).toBe(await helpOf(name));
  });

  it('every option shown on a passport-gate command line in the README and the guides is an option of that command', async () => {
    const readme = readGuides()
      .map((g) => g.text)
      .join('\n')
      .replace(/\\\n\s*/g, ' ');
    const options = new Map<string, string[]>();
    for (const name of Object.keys(COMMANDS))
      options.set(name, listHelpOptions(await helpOf(name)));
    let checked = 0;
    const unknown: string[] = [];
    for (const m of readme.matchAll(
      /(?:passport-gate|node dist\/cli\.js) ([a-z]+)\b([^`\n|;>#&]*)/g,
    )) {
      const command = m[1] as string;
      const known = options.get(command);
      if (!known) continue; // prose ("passport-gate only reads …"), not a command line
      for (const flag of (m[2] as string).match(/(?<=^|\s|\[)--[a-z][a-z0-9-]*/g) ?? []) {
        checked++;
        if (!known.includes(flag) && flag !== '--version') unknown.push(`${command} ${flag}`);
      }
    }
    expect(unknown).toEqual([]);
    expect(checked).toBeGreaterThan(40);
  });
});

describe('workflows of the README and the guides', () => {
  interface Step {
    uses?: string;
    run?: string;
    with?: Record<string, unknown>;
  }

  it('pin every uses: by a 40-hex sha with a version comment, keep credentials out of checkouts, and set permissions on every job', async () => {
    const pkg = JSON.parse(await readText('package.json')) as { version: string };
    const problems: string[] = [];
    let jobs = 0;
    let steps = 0;
    for (const block of await readAllBlocks()) {
      if (block.lang !== 'yaml' || !/^\s*-?\s*uses:|^jobs:/m.test(block.text)) continue;
      const at = `${block.file}:${block.line}`;
      // The comment after the sha is the release, as Dependabot writes it.
      for (const line of block.text.split('\n').filter((l) => /^\s*-?\s*uses:/.test(l))) {
        if (!/uses: [\w.-]+\/[\w./-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+\s*$/.test(line))
          problems.push(`${at}: not pinned by sha with a # vX.Y.Z comment: ${line.trim()}`);
        if (
          /passport-gate\/passport-gate@/.test(line) &&
          !line.trimEnd().endsWith(`# v${pkg.version}`)
        )
          problems.push(
            `${at}: passport-gate pinned with another version than ${pkg.version}: ${line.trim()}`,
          );
      }
      const [doc, ...more] = parseAllDocuments(block.text);
      expect(more, at).toEqual([]);
      expect(doc?.errors ?? [], at).toEqual([]);
      const value = doc?.toJS() as unknown;
      const stepLists: Step[][] = [];
      if (Array.isArray(value)) stepLists.push(value as Step[]);
      else {
        const workflow = value as {
          jobs?: Record<string, { permissions?: unknown; steps?: Step[] }>;
        };
        expect(workflow.jobs, at).toBeDefined();
        for (const [id, job] of Object.entries(workflow.jobs ?? {})) {
          jobs++;
          if (job.permissions === undefined) problems.push(`${at}: job ${id} has no permissions:`);
          stepLists.push(job.steps ?? []);
        }
      }
      for (const step of stepLists.flat()) {
        steps++;
        if (
          step.uses?.startsWith('actions/checkout@') &&
          step.with?.['persist-credentials'] !== false
        )
          problems.push(`${at}: actions/checkout without persist-credentials: false`);
        if (
          step.run?.includes('github:') &&
          !/github:passport-gate\/passport-gate#[0-9a-f]{40}\b/.test(step.run)
        )
          problems.push(`${at}: npm install of passport-gate not pinned by sha: ${step.run}`);
      }
    }
    expect(problems).toEqual([]);
    expect(jobs).toBeGreaterThanOrEqual(8);
    expect(steps).toBeGreaterThanOrEqual(20);
  });

  it('pin one passport-gate commit and the package.json version everywhere, with a CHANGELOG entry', async () => {
    const pkg = JSON.parse(await readText('package.json')) as { version: string };
    const texts = [
      ...readGuides().map((g) => g.text),
      await readText('.pre-commit-hooks.yaml'),
    ].join('\n');
    const pins = [
      ...texts.matchAll(
        /(passport-gate\/passport-gate@|github:passport-gate\/passport-gate#|rev: "?)([0-9a-f]{40})"? # v(\d+\.\d+\.\d+)/g,
      ),
    ];
    expect(pins.length).toBeGreaterThanOrEqual(12);
    expect(new Set(pins.map((m) => m[2])).size).toBe(1);
    expect(new Set(pins.map((m) => m[3]))).toEqual(new Set([pkg.version]));
    // No other spelling of the action or its version survives.
    expect(texts).not.toMatch(/OWNER\/passport-gate|<full-commit-sha>|v1\.0\.0/);
    expect(await readText('CHANGELOG.md')).toContain(`## ${pkg.version} `);
  });

  it('scripts/pin-release.mjs writes a release commit into every pin', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'pg-pin-'));
    try {
      for (const f of ['README.md', '.pre-commit-hooks.yaml', 'package.json', 'docs'])
        await cp(path.join(repoRoot, f), path.join(dir, f), { recursive: true });
      const sha = 'abcdef0123456789abcdef0123456789abcdef01';
      await exec(process.execPath, [path.join(repoRoot, 'scripts/pin-release.mjs'), sha, dir]);
      // Every pin of the README and of each guide, moved or not, is written.
      const before = readGuides()
        .map((g) => g.text)
        .join('\n');
      const after = readGuides(dir)
        .map((g) => g.text)
        .join('\n');
      expect(after).not.toBe(before);
      expect(readGuides(dir).find((g) => g.file === 'docs/github-action.md')?.text).toContain(
        `passport-gate/passport-gate@${sha} # v`,
      );
      const pins = (text: string, commit: string) =>
        text.match(new RegExp(`(@|#|rev: "?)${commit}"? # v\\d`, 'g'))?.length ?? 0;
      expect(pins(before, '0'.repeat(40))).toBeGreaterThanOrEqual(11);
      expect(pins(after, sha)).toBe(pins(before, '0'.repeat(40)));
      expect(pins(after, '0'.repeat(40))).toBe(0);
      expect(await readFile(path.join(dir, '.pre-commit-hooks.yaml'), 'utf8')).toContain(
        `rev: ${sha} # v`,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('the handoff examples of the guides', () => {
  it('are the files of examples/handoff-basics/, which audit clean', async () => {
    const shown = (await readAllBlocks()).filter((b) =>
      b.marker.startsWith('examples/handoff-basics/'),
    );
    expect(shown.map((b) => b.marker).sort()).toEqual([
      'examples/handoff-basics/agent-inboxes/ai-writing-detector/hof_0001.ack',
      'examples/handoff-basics/agent-inboxes/ai-writing-detector/hof_0001.json',
      'examples/handoff-basics/route-to-detector.handoff.yaml',
      'examples/handoff-basics/skill-graph.yaml',
    ]);
    for (const block of shown) expect(block.text, block.marker).toBe(await readText(block.marker));
    const root = path.join(repoRoot, 'examples/handoff-basics');
    const report = await audit({ root, config: await loadConfig(root, undefined, false) });
    expect(report.findings).toEqual([]);
    expect(report.handoffs.length).toBe(3);
    expect(report.summary.passed).toBe(true);
  });

  it('are checked, not merely read: a wrong next skill and a late acknowledgment fail', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'pg-handoff-'));
    try {
      await cp(path.join(repoRoot, 'examples/handoff-basics'), dir, { recursive: true });
      const envelope = path.join(dir, 'route-to-detector.handoff.yaml');
      await writeFile(
        envelope,
        (await readFile(envelope, 'utf8')).replace(
          /^next_action: .*$/m,
          'next_action: ai-writing-detectr',
        ),
      );
      const ack = path.join(dir, 'agent-inboxes/ai-writing-detector/hof_0001.ack');
      await writeFile(ack, (await readFile(ack, 'utf8')).replace('14:15:42Z', '15:15:42Z'));
      const report = await audit({ root: dir, config: await loadConfig(dir, undefined, false) });
      expect(report.findings.map((f) => f.rule).sort()).toEqual([
        'graph-unknown-skill',
        'packet-stale',
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('the README', () => {
  it('says that npm test takes a few minutes', async () => {
    expect(await readText('README.md')).toMatch(/npm test[^\n]*a few minutes/);
  });
});

/** A heading's anchor as GitHub makes it (github-slugger): lower case, punctuation dropped. */
function slugOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a Markdown text's headings (outside code blocks), numbered as GitHub numbers repeats. */
function listAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fence = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fence = !fence;
    const heading = fence ? null : /^#{1,6} (.+?)\s*#*$/.exec(line);
    if (!heading) continue;
    const slug = slugOf((heading[1] as string).replace(/`/g, ''));
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    anchors.add(n === 0 ? slug : `${slug}-${n}`);
  }
  return anchors;
}

/** The relative link targets of a Markdown text, outside code blocks and code spans. */
function listLinks(markdown: string): string[] {
  const links: string[] = [];
  let fence = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fence = !fence;
    if (fence) continue;
    const prose = line.replace(/(`+)[^`]*?\1/g, '');
    for (const m of prose.matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = m[1] as string;
      if (!/^(https?:|mailto:)/.test(target)) links.push(target);
    }
  }
  return links;
}

describe('the README is a front page, the guides hold the rest', () => {
  it('has at most 400 lines, and the two set-up commands as they run', async () => {
    const readme = await readText('README.md');
    expect(readme.split('\n').length).toBeLessThanOrEqual(400);
    expect(readme).toContain(
      'npm ci && node dist/cli.js audit --root examples/pipeline --all   # install, then audit the bundled example pipeline\nnpm test ',
    );
  });

  it('links every guide under docs/ from its Guides list', async () => {
    const readme = await readText('README.md');
    const guides = readme.split('\n## Guides\n')[1]?.split('\n## ')[0] ?? '';
    const docs = listGuideFiles().filter((f) => f.startsWith('docs/'));
    expect(docs.length).toBeGreaterThanOrEqual(9);
    for (const doc of docs) expect(guides, doc).toContain(`](${doc})`);
  });

  it('every relative link of the README and the guides names a file that exists, and an anchor that does', async () => {
    const broken: string[] = [];
    let checked = 0;
    for (const { file, text } of readGuides()) {
      for (const link of listLinks(text)) {
        checked++;
        const [target = '', anchor] = link.split('#');
        const resolved = target === '' ? file : path.join(path.dirname(file), target);
        let body: string;
        try {
          body = target === '' ? text : await readText(resolved);
        } catch (error) {
          // A directory (examples/snakemake/) is a link GitHub shows as its listing.
          if ((error as NodeJS.ErrnoException).code === 'EISDIR') continue;
          broken.push(`${file}: ${link} (no such file)`);
          continue;
        }
        if (anchor !== undefined && resolved.endsWith('.md') && !listAnchors(body).has(anchor))
          broken.push(`${file}: ${link} (no such heading)`);
      }
    }
    expect(broken).toEqual([]);
    expect(checked).toBeGreaterThan(50);
  });
});
