/**
 * The config-changed notice says what a change of `.passport-gate.yml` would
 * do, computed from the two normalized configs.
 */
import { describe, expect, it } from 'vitest';
import { parseConfigText, DEFAULT_CONFIG, type Config } from '../../src/config/config.js';
import { buildConfigChangeMessage, describeConfigChange } from '../../src/config/config-diff.js';

const cfg = (text: string): Promise<Config> => parseConfigText(text, 'test');

describe('describeConfigChange', () => {
  it('says nothing for two spellings of the same config', async () => {
    expect(
      describeConfigChange(
        await cfg('# ours\nrules: {}\n'),
        await cfg('rules:\n  artifact-hash-mismatch: error # the default\n'),
      ),
    ).toEqual([]);
  });

  it('names rules turned off, lowered, raised and turned on', async () => {
    const base = await cfg('rules:\n  chain-next-skill: "off"\n');
    const head = await cfg(
      [
        'rules:',
        '  artifact-hash-mismatch: "off"',
        '  exit-nonzero: warning',
        '  path-ambiguous: error',
        '  chain-next-skill: notice',
      ].join('\n'),
    );
    const phrases = describeConfigChange(base, head);
    expect(phrases).toContain('would turn artifact-hash-mismatch off (error now)');
    expect(phrases).toContain('would lower exit-nonzero from error to warning');
    expect(phrases).toContain('would raise path-ambiguous from warning to error');
    expect(phrases).toContain('would turn chain-next-skill on as notice');
    // The weakening changes come first.
    expect(phrases.indexOf('would lower exit-nonzero from error to warning')).toBeLessThan(
      phrases.indexOf('would raise path-ambiguous from warning to error'),
    );
  });

  it('names ignored paths, output roots, handoff globs and the other settings', async () => {
    const base = await cfg('outputs: ["results/*"]\nignore: ["scratch/**"]\n');
    const head = await cfg(
      [
        'outputs: ["results/*", "extra/*"]',
        'ignore: ["results/**"]',
        'packets: []',
        'allow-empty: true',
        'max-passport-bytes: 1073741824',
        'packet-max-age-seconds: 86400',
        'path-base: passport',
      ].join('\n'),
    );
    expect(describeConfigChange(base, head)).toEqual([
      'would ignore "results/**"',
      'would stop reading packet files matching "**/agent-inboxes/*/*.json"',
      'would allow a repository without passports (allow-empty)',
      `would change max-passport-bytes from ${DEFAULT_CONFIG.maxPassportBytes} to 1073741824`,
      'would change packet-max-age-seconds from 300 to 86400',
      'would resolve passport paths from the passport instead of the root (path-base)',
      'would stop ignoring "scratch/**"',
      'would add output root "extra/*"',
    ]);
    expect(describeConfigChange(head, base)).toContain('would remove output root "extra/*"');
  });
});

describe('buildConfigChangeMessage', () => {
  it('names a change of engine: asking the engine less is weaker, listed first', async () => {
    const auto = await cfg('');
    expect(auto.engine).toBe('auto');
    expect(describeConfigChange(auto, await cfg('engine: none\n'))).toEqual([
      "would change engine from auto to none (the workflow engine's record as a second witness)",
    ]);
    expect(
      describeConfigChange(await cfg('engine: none\n'), await cfg('engine: snakemake\n')),
    ).toEqual([
      "would change engine from none to snakemake (the workflow engine's record as a second witness)",
    ]);
    const both = describeConfigChange(
      await cfg('engine: snakemake\n'),
      await cfg('engine: auto\nrules:\n  exit-nonzero: error\n  chain-next-skill: warning\n'),
    );
    expect(both[0]).toMatch(/^would change engine from snakemake to auto/);
    await expect(cfg('engine: nextflow\n')).rejects.toThrow(
      /test:1:9: \/engine must be one of "auto", "snakemake", "none"/,
    );
  });

  it('leads with what is in force and lists the effects', async () => {
    const message = buildConfigChangeMessage(
      'the pull request',
      '.passport-gate.yml',
      'the base commit 0123456789ab',
      await cfg(''),
      { kind: 'valid', config: await cfg('rules:\n  artifact-hash-mismatch: "off"\n') },
    );
    expect(message).toBe(
      'the pull request changes .passport-gate.yml; the config of the base commit 0123456789ab is in force for this run, and the change takes effect only after merge. Review it: it would turn artifact-hash-mismatch off (error now).',
    );
  });

  it('says when the change is cosmetic, deletes the file, or is invalid', async () => {
    const base = await cfg('rules: {}\n');
    expect(
      buildConfigChangeMessage('the pull request', 'f', 'b', base, { kind: 'valid', config: base }),
    ).toMatch(/does not change what the gate checks/);
    expect(
      buildConfigChangeMessage('the pull request', 'f', 'b', await cfg('ignore: [x]\n'), {
        kind: 'absent',
      }),
    ).toMatch(
      /deletes the file, so the defaults would apply\)\. Review it: it would stop ignoring "x"/,
    );
    expect(
      buildConfigChangeMessage('the pull request', 'f', 'b', base, {
        kind: 'invalid',
        problem: '"bad"',
      }),
    ).toMatch(/The changed version is unusable and would stop every run after merge: "bad"/);
  });
});

describe('reproduce.nondeterministic', () => {
  it('a glob added is weaker (an output no longer compared), one removed stricter', async () => {
    const base = await cfg('reproduce:\n  nondeterministic: ["**/log.txt"]\n');
    const head = await cfg('reproduce:\n  nondeterministic: ["results/**"]\n');
    expect(describeConfigChange(base, head)).toEqual([
      'would stop comparing outputs matching "results/**" when reproducing',
      'would compare outputs matching "**/log.txt" when reproducing',
    ]);
  });
});
