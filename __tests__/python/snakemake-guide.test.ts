/**
 * The Snakefile blocks the guides show, run as shown by real Snakemake at --cores 2: the
 * per-sample pattern of docs/producers.md (two rules, `passport-gate` standing for the committed
 * bundle) over the example's scripts audits clean, each sample's passport listing only its
 * file, QC's consuming all three; and the rule examples/snakemake/README.md quotes is the
 * Snakefile's own, word for word.
 *
 * Needs the Debian package snakemake (`npm run test:python`; .ci/run installs it).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listCodeBlocks } from '../helpers/markdown-blocks.js';
import { CLI, copySnakemakeExample, type SnakemakeExample } from '../helpers/snakemake-example.js';

const PROJECT = path.resolve(import.meta.dirname, '..', '..');
const SAMPLES = ['s1', 's2', 's3'];

/** The python blocks of a Markdown file of the project that hold `text`. */
async function snakefileBlocks(rel: string, text: string): Promise<string[]> {
  const markdown = await readFile(path.join(PROJECT, rel), 'utf8');
  return listCodeBlocks(markdown)
    .filter((b) => b.info === 'python' && b.text.includes(text))
    .map((b) => b.text);
}

let ex: SnakemakeExample;
beforeAll(async () => {
  ex = await copySnakemakeExample('pg-snakemake-guide-');
});
afterAll(async () => {
  await ex.remove();
});

describe('the Snakefiles the guides show', () => {
  it('docs/producers.md’s per-sample rules, run as shown at --cores 2, audit clean', async () => {
    const blocks = await snakefileBlocks('docs/producers.md', '{wildcards.sample}');
    expect(blocks).toHaveLength(1);
    // the block as shown, with a target rule before it and passport-gate as the bundle
    const rules = (blocks[0] as string).replaceAll(
      '"passport-gate run ',
      `"${process.execPath} ${CLI} run `,
    );
    expect(rules).not.toContain('"passport-gate');
    await ex.write('Snakefile', `rule all:\n    input: "results/qc"\n\n${rules}`);
    const r = await ex.snakemake();
    expect(r.code, r.stderr).toBe(0);
    const audit = await ex.gate('audit', '--all', '--format', 'json');
    expect(JSON.parse(audit.stdout)).toMatchObject({ findings: [] });
    expect(audit.code).toBe(0);
    const ids: string[] = [];
    for (const s of SAMPLES) {
      const p = JSON.parse(await ex.read(`results/reads/simulate-${s}.passport.json`)) as {
        passport_id: string;
        outputs: { path: string }[];
      };
      expect(p.outputs.map((o) => o.path)).toEqual([`results/reads/${s}.fq.gz`]);
      ids.push(p.passport_id);
    }
    const qc = JSON.parse(await ex.read('results/qc/read-qc.passport.json')) as {
      consumed_passports: string[];
    };
    expect([...qc.consumed_passports].sort()).toEqual(ids.sort());
  });

  it('the rule examples/snakemake/README.md quotes is the Snakefile’s own', async () => {
    const blocks = await snakefileBlocks('examples/snakemake/README.md', 'rule ');
    expect(blocks.length).toBeGreaterThan(0);
    const snakefile = await readFile(path.join(PROJECT, 'examples/snakemake/Snakefile'), 'utf8');
    for (const block of blocks) expect(snakefile).toContain(block.trimEnd());
  });
});
