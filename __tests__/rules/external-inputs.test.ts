/**
 * Issue 15: external inputs. A passport records an input outside the repository
 * (`"external": true`, absolute path, sha256, uri); stamp records one with --input /abs/path;
 * the audit verifies it only under the config's external-inputs locations (an error when it
 * differs there), and notes it unverified elsewhere; nothing else outside the root is read.
 */
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { audit } from '../../src/audit/pipeline.js';
import { runCli } from '../../src/cli.js';
import { DEFAULT_CONFIG, parseConfigText, type Config } from '../../src/config/config.js';
import { describeConfigChange } from '../../src/config/config-diff.js';
import { captureIo } from '../helpers/cli-io.js';
import { sha256, TempRepo } from '../helpers/repo.js';

let repo: TempRepo;
let outside: TempRepo;
let ref: string;
const GENOME = '>chr1\nACGTACGTNNNN\n';

beforeEach(async () => {
  repo = await TempRepo.create('pg-ext-repo-');
  outside = await TempRepo.create('pg-ext-ref-');
  ref = outside.abs('ref');
  await outside.write('ref/GRCh38.fa', GENOME);
  await outside.write('secret.txt', 'not to be read');
  await repo.write('results/align/a.bam', 'BAM');
});
afterEach(async () => {
  await repo.remove();
  await outside.remove();
});

/** A passport in results/align recording `inputs` (its output hashed from the bytes). */
async function writePassport(inputs: Record<string, unknown>[]) {
  await repo.passport({
    dir: 'results/align',
    outputs: ['results/align/a.bam'],
    mutate: (p) => (p.inputs = inputs),
  });
}
const external = (p: string, sha = sha256(GENOME)) => ({
  type: 'fasta',
  path: p,
  sha256: sha,
  external: true,
  uri: 'https://ftp.example.org/GRCh38.fa',
});
const findings = async (config: Partial<Config> = {}) =>
  (await audit({ root: repo.root, config: { ...DEFAULT_CONFIG, ...config } })).findings.map(
    (f) => [f.rule, f.severity, f.message] as const,
  );

describe('the audit', () => {
  it('verifies an external input under a configured location', async () => {
    await writePassport([external(path.join(ref, 'GRCh38.fa'))]);
    expect(await findings({ externalInputs: [ref] })).toEqual([]);
  });

  it('a different file there is an error', async () => {
    await writePassport([external(path.join(ref, 'GRCh38.fa'), sha256('other bytes'))]);
    const f = await findings({ externalInputs: [ref] });
    expect(f).toEqual([
      ['input-external-mismatch', 'error', expect.stringContaining('not the recorded')],
    ]);
  });

  it('unverified (notice) without a location, or when the file is not there', async () => {
    await writePassport([
      external(path.join(ref, 'GRCh38.fa')),
      external(path.join(ref, 'absent.fa')),
    ]);
    expect(await findings()).toEqual([
      [
        'input-external-unverified',
        'notice',
        expect.stringContaining('no external-inputs location'),
      ],
      [
        'input-external-unverified',
        'notice',
        expect.stringContaining('no external-inputs location'),
      ],
    ]);
    expect((await findings({ externalInputs: [ref] })).map((f) => f[0])).toEqual([
      'input-external-unverified',
    ]);
  });

  it('reads nothing outside the location: .. in the path, a symlink out of it', async () => {
    await symlink(outside.abs('secret.txt'), path.join(ref, 'link.fa'));
    await writePassport([
      external(`${ref}/../secret.txt`, sha256('not to be read')),
      external(path.join(ref, 'link.fa'), sha256('not to be read')),
    ]);
    const f = await findings({ externalInputs: [ref] });
    expect(f).toEqual([
      ['input-external-unverified', 'notice', expect.stringContaining('is not normalized')],
      [
        'input-external-mismatch',
        'error',
        expect.stringContaining('symbolic link outside the location'),
      ],
    ]);
  });

  it('an absolute path not marked external is still path-outside-root; external needs an absolute path', async () => {
    const { external: _e, ...plain } = external(path.join(ref, 'GRCh38.fa'));
    await writePassport([plain, { ...external('data/x.fa') }]);
    const rules = (await findings({ externalInputs: [ref] })).map((f) => f[0]);
    expect(rules).toContain('path-outside-root');
    expect(rules).toContain('passport-schema');
  });
});

describe('the config', () => {
  it('takes normalized absolute directories, and a new one reads as a weakening', async () => {
    const config = await parseConfigText(`external-inputs:\n  - /ref/genomes\n`, 'c.yml');
    expect(config.externalInputs).toEqual(['/ref/genomes']);
    await expect(parseConfigText(`external-inputs:\n  - /ref/../etc\n`, 'c.yml')).rejects.toThrow(
      /c.yml:2:5: \/external-inputs\/0 must be a normalized absolute directory/,
    );
    await expect(parseConfigText(`external-inputs:\n  - ref\n`, 'c.yml')).rejects.toThrow(
      /pattern/,
    );
    expect(describeConfigChange(DEFAULT_CONFIG, config)).toEqual([
      'would read external inputs under "/ref/genomes"',
    ]);
  });
});

describe('stamp --input /abs/path', () => {
  it('records an external input with its uri; the audit verifies it; a refresh keeps it', async () => {
    await writeFile(repo.abs('.passport-gate.yml'), `external-inputs:\n  - ${ref}\n`);
    await mkdir(repo.abs('data'), { recursive: true });
    const io = captureIo(repo.root);
    const code = await runCli(
      [
        'stamp',
        'results/align',
        '--skill',
        'bwa',
        '--skill-version',
        '1',
        '--input',
        path.join(ref, 'GRCh38.fa'),
        '--uri',
        `${path.join(ref, 'GRCh38.fa')}=https://ftp.example.org/GRCh38.fa`,
        '--root',
        repo.root,
      ],
      io,
    );
    expect(code, io.err()).toBe(0);
    const p = JSON.parse((await repo.read('results/align/bwa.passport.json')).toString());
    expect(p.inputs).toEqual([
      {
        type: 'file',
        path: path.join(ref, 'GRCh38.fa'),
        sha256: sha256(GENOME),
        external: true,
        size_bytes: GENOME.length,
        uri: 'https://ftp.example.org/GRCh38.fa',
      },
    ]);
    const config = await parseConfigText(`external-inputs:\n  - ${ref}\n`, 'c');
    expect((await audit({ root: repo.root, config })).findings).toEqual([]);
    const again = captureIo(repo.root);
    expect(await runCli(['stamp', 'results/align', '--root', repo.root], again)).toBe(0);
    expect(again.out()).toMatch(/up to date/);
  });

  it('refuses a file under no configured location, saying what to add', async () => {
    const io = captureIo(repo.root);
    const code = await runCli(
      [
        'stamp',
        'results/align',
        '--skill',
        'bwa',
        '--skill-version',
        '1',
        '--input',
        outside.abs('secret.txt'),
        '--root',
        repo.root,
      ],
      io,
    );
    expect(code).toBe(2);
    expect(io.err()).toMatch(
      /under no external-inputs location; add the directory holding it to external-inputs/,
    );
  });
});
