/**
 * The PROV-JSON of `passport-gate export --prov`, read by the `prov` Python package (the W3C
 * PROV reference library a research data repository would use) through
 * scripts/prov-consumer.py: PROV-XML out and back in, PROV-N, prov_to_dot rendered by Graphviz.
 *
 * Not part of `npm test`, which needs nothing but `npm ci`: it needs the Debian packages
 * python3-prov, python3-pydot and graphviz. `npm run test:python` runs it; .ci/run installs
 * them and runs it after `npm test`. Where they are missing the run fails, it never skips.
 * PROV_PYTHON names the interpreter (default /usr/bin/python3, where apt installs them).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli.js';
import { captureIo } from '../helpers/cli-io.js';
import type { TempRepo } from '../helpers/repo.js';
import { createChainRepo, createExportRepo } from '../consumers/fixtures.js';

const exec = promisify(execFile);
const SCRIPT = path.resolve(import.meta.dirname, '..', '..', 'scripts', 'prov-consumer.py');
const PYTHON = process.env.PROV_PYTHON ?? '/usr/bin/python3';

/** Runs the consumer on files; its exit code and output. */
async function runConsumer(...files: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await exec(PYTHON, [SCRIPT, ...files]);
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? -1, output: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

let out: string;
const repos: TempRepo[] = [];
beforeAll(async () => {
  out = await mkdtemp(path.join(tmpdir(), 'pg-prov-'));
  repos.push(await createChainRepo(), await createExportRepo());
});
afterAll(async () => {
  await Promise.all([...repos.map((r) => r.remove()), rm(out, { recursive: true, force: true })]);
});

describe('PROV-JSON read by the prov Python package', () => {
  it('has python3-prov, pydot and Graphviz to run with', async () => {
    const { stdout } = await exec(PYTHON, ['-c', 'import prov, pydot; print(prov.__version__)']);
    expect(stdout.trim()).toMatch(/^\d+\.\d+/);
  });

  it('refuses a control character, the defect of issue 13 (so this check can fail)', async () => {
    const file = path.join(out, 'raw.prov.json');
    const document = { agent: { 'ex:a': { 'prov:label': 'agent \u001b[31mred' } } };
    await writeFile(file, JSON.stringify({ prefix: { ex: 'urn:ex:' }, ...document }));
    const { code, output } = await runConsumer(file);
    expect(code).toBe(1);
    expect(output).toMatch(/PROV-XML: ValueError: All strings must be XML compatible/);
    expect(output).toMatch(/prov_to_dot/);
  });

  it('reads each run’s parameters, decisions and errors as attributes of its activity', async () => {
    const repo = repos[1] as TempRepo;
    const dir = path.join(out, 'science');
    expect(await runCli(['export', '--prov', '--out', dir], captureIo(repo.root))).toBe(0);
    const { stdout } = await exec(PYTHON, [
      '-c',
      [
        'import sys, json',
        'from prov.model import ProvDocument',
        'doc = ProvDocument.deserialize(content=open(sys.argv[1]).read(), format="json")',
        'out = []',
        'for a in doc.get_records():',
        '    for name, value in a.attributes:',
        '        if str(name).startswith("pg:") and str(name)[3:] in ("parameter", "decision", "error"):',
        '            out.append([str(name), str(value)])',
        'print(json.dumps(sorted(out)))',
      ].join('\n'),
      path.join(dir, 'provenance.prov.json'),
    ]);
    const attributes = JSON.parse(stdout) as [string, string][];
    expect(attributes).toContainEqual(['pg:parameter', 'threads=8']);
    const errors = attributes.filter(([name]) => name === 'pg:error');
    expect(errors).toHaveLength(2);
    expect(JSON.parse(errors[0]![1])).toMatchObject({ step: 'run', tool: 'bwa', exit_code: 0 });
    const decisions = attributes.filter(([name]) => name === 'pg:decision');
    expect(JSON.parse(decisions[0]![1])).toMatchObject({ step: 'run', choice: 'default' });
  });

  it('reads the export of a normal chain and of passports holding controls, lone surrogates and U+FFFF', async () => {
    const files: string[] = [];
    for (const [i, repo] of repos.entries()) {
      const dir = path.join(out, `export-${i}`);
      const io = captureIo(repo.root);
      expect(await runCli(['export', '--prov', '--out', dir], io)).toBe(0);
      files.push(path.join(dir, 'provenance.prov.json'));
    }
    const { code, output } = await runConsumer(...files);
    expect(output).toContain('ok');
    expect(code).toBe(0);
  });
});
