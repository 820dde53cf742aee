/**
 * Action inputs: one typed options object, invalid values refused with the
 * input's name, and action.yml declaring exactly the names, defaults and
 * outputs the code uses (the public contract).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { ConfigurationError } from '../../../src/util/errors.js';
import {
  ANNOTATION_MODES,
  API_BUDGET_ENV,
  API_REQUEST_TIMEOUT_MS,
  API_TIME_BUDGET_MS,
  API_TIMEOUT_ENV,
  CONFIG_SOURCES,
  DEFAULTS,
  Inputs,
  MODES,
  Outputs,
} from '../../../src/hosts/github/constants.js';
import { FAIL_ON_VALUES } from '../../../src/core/options.js';
import { getActionOptions } from '../../../src/hosts/github/input-helper.js';
import { inputVariable } from '../../e2e/runner.js';

const projectRoot = path.resolve(import.meta.dirname, '../../..');
const workspace = path.resolve('/work/space');
const env = { GITHUB_WORKSPACE: workspace };
const reader = (values: Record<string, string>) => (name: string) => values[name] ?? '';

describe('getActionOptions', () => {
  it('applies the defaults of action.yml to empty inputs', () => {
    const o = getActionOptions(reader({}), env);
    expect(o).toEqual({
      token: '',
      workspace,
      root: workspace,
      mode: 'changed',
      configFile: path.join(workspace, '.passport-gate.yml'),
      configRequired: false,
      configSource: 'base',
      apiLimits: { requestTimeoutMs: API_REQUEST_TIMEOUT_MS, budgetMs: API_TIME_BUDGET_MS },
      failOn: 'error',
      checkName: 'passport-gate',
      annotations: 'auto',
      reportFiles: [],
      shard: null,
      reports: [],
      verificationSummary: null,
      resolveCitations: false,
      reproduce: { mode: 'none', maxSeconds: 1800 },
    });
  });

  it('reads reproduce as none, changed or all with its budget; anything else is a usage error', () => {
    expect(
      getActionOptions(reader({ reproduce: 'changed', 'reproduce-max-seconds': '60' }), env)
        .reproduce,
    ).toEqual({ mode: 'changed', maxSeconds: 60 });
    expect(getActionOptions(reader({ reproduce: 'all' }), env).reproduce.mode).toBe('all');
    expect(() => getActionOptions(reader({ reproduce: 'yes' }), env)).toThrow(
      /input reproduce: "yes" is not one of none, changed, all/,
    );
    for (const bad of ['0', '-5', '1.5', 'ten', '9999999999'])
      expect(() => getActionOptions(reader({ 'reproduce-max-seconds': bad }), env)).toThrow(
        /input reproduce-max-seconds: .* is not a whole number of seconds/,
      );
    expect(() =>
      getActionOptions(reader({ reproduce: 'changed', mode: 'merge', reports: 'r/*.json' }), env),
    ).toThrow(/mode: merge reads none/);
  });

  it('reads resolve-citations as true or false, refused with mode: merge', () => {
    expect(getActionOptions(reader({}), env).resolveCitations).toBe(false);
    expect(getActionOptions(reader({ 'resolve-citations': 'true' }), env).resolveCitations).toBe(
      true,
    );
    expect(() => getActionOptions(reader({ 'resolve-citations': 'yes' }), env)).toThrow(
      'input resolve-citations: "yes" is not one of true, false',
    );
    expect(() =>
      getActionOptions(
        reader({ 'resolve-citations': 'true', mode: 'merge', reports: 'r/*.json' }),
        env,
      ),
    ).toThrow('not with mode: merge');
  });

  it('reads verification-summary with its key or keyless URLs, only where it covers the whole commit', () => {
    const all = { mode: 'all', 'verification-summary': 'vsa.json' };
    expect(getActionOptions(reader(all), env).verificationSummary).toEqual({
      file: path.join(workspace, 'vsa.json'),
      keyFile: null,
      fulcioURL: null,
      rekorURL: null,
      tsaURL: null,
    });
    expect(
      getActionOptions(reader({ ...all, 'verification-summary-key': 'k.pem' }), env)
        .verificationSummary?.keyFile,
    ).toBe(path.join(workspace, 'k.pem'));
    expect(
      getActionOptions(reader({ ...all, 'rekor-url': 'http://127.0.0.1:9' }), env)
        .verificationSummary?.rekorURL,
    ).toBe('http://127.0.0.1:9');
    expect(() => getActionOptions(reader({ 'verification-summary': 'vsa.json' }), env)).toThrow(
      /covers the whole commit: use it with mode: all/,
    );
    expect(() => getActionOptions(reader({ ...all, shard: '1/2' }), env)).toThrow(
      /not mode: changed or one shard/,
    );
    expect(() => getActionOptions(reader({ 'verification-summary-key': 'k.pem' }), env)).toThrow(
      /set verification-summary too/,
    );
    expect(() =>
      getActionOptions(
        reader({ ...all, 'verification-summary-key': 'k', 'tsa-url': 'http://x' }),
        env,
      ),
    ).toThrow(/are for keyless signing/);
    expect(() => getActionOptions(reader({ ...all, 'fulcio-url': 'ftp://x' }), env)).toThrow(
      /input fulcio-url: "ftp:\/\/x" is not an http\(s\) URL/,
    );
  });

  it('reads config-source (base or head) and refuses anything else', () => {
    for (const source of CONFIG_SOURCES)
      expect(getActionOptions(reader({ 'config-source': source }), env).configSource).toBe(source);
    expect(() => getActionOptions(reader({ 'config-source': 'pr' }), env)).toThrow(
      /input config-source: "pr" is not one of base, head/,
    );
  });

  it('lets the environment lower the API bounds, never raise them, and refuses a non-number', () => {
    const lowered = getActionOptions(reader({}), {
      ...env,
      [API_TIMEOUT_ENV]: '250',
      [API_BUDGET_ENV]: '1000',
    });
    expect(lowered.apiLimits).toEqual({ requestTimeoutMs: 250, budgetMs: 1000 });
    const raised = getActionOptions(reader({}), {
      ...env,
      [API_TIMEOUT_ENV]: String(API_REQUEST_TIMEOUT_MS * 10),
      [API_BUDGET_ENV]: String(API_TIME_BUDGET_MS * 10),
    });
    expect(raised.apiLimits).toEqual({
      requestTimeoutMs: API_REQUEST_TIMEOUT_MS,
      budgetMs: API_TIME_BUDGET_MS,
    });
    for (const bad of ['0', '-5', '1e3', 'soon'])
      expect(() => getActionOptions(reader({}), { ...env, [API_BUDGET_ENV]: bad })).toThrow(
        API_BUDGET_ENV,
      );
  });

  it('reads every input, trims it and resolves paths (config against root, reports against the workspace)', () => {
    const o = getActionOptions(
      reader({
        'github-token': ' t0k3n ',
        root: 'analysis',
        mode: 'all',
        config: 'ci/gate.yml',
        'fail-on': 'warning',
        'check-name': 'provenance',
        annotations: 'workflow-commands',
        'report-file': 'out/report.json',
        'sarif-file': '/abs/gate.sarif',
      }),
      env,
    );
    expect(o).toMatchObject({
      token: 't0k3n',
      root: path.join(workspace, 'analysis'),
      mode: 'all',
      configFile: path.join(workspace, 'analysis', 'ci', 'gate.yml'),
      configRequired: true,
      failOn: 'warning',
      checkName: 'provenance',
      annotations: 'workflow-commands',
      reportFiles: [
        { input: 'report-file', format: 'json', file: path.join(workspace, 'out', 'report.json') },
        { input: 'sarif-file', format: 'sarif', file: path.resolve('/abs/gate.sarif') },
      ],
    });
  });

  it.each([
    ['mode', 'merge-everything'],
    ['fail-on', 'fatal'],
    ['annotations', 'comments'],
    ['config-source', 'merge'],
    ['check-name', 'x'.repeat(101)],
    ['check-name', 'two\nlines'],
    ['root', 'a\0b'],
    ['report-file', 'r\0.json'],
  ])('refuses %s = %j with a ConfigurationError naming the input', (name, value) => {
    expect(() => getActionOptions(reader({ [name]: value }), env)).toThrow(ConfigurationError);
    expect(() => getActionOptions(reader({ [name]: value }), env)).toThrow(name);
  });

  it('reads shard as i/n and reports as one glob per line; refuses what does not fit', () => {
    expect(getActionOptions(reader({ mode: 'all', shard: ' 2/4 ' }), env).shard).toEqual({
      index: 2,
      count: 4,
    });
    expect(
      getActionOptions(reader({ mode: 'merge', reports: 'a/*.json\n\n b/*.json ' }), env).reports,
    ).toEqual(['a/*.json', 'b/*.json']);
    for (const shard of ['0/2', '3/2', 'half', '1/0'])
      expect(() => getActionOptions(reader({ shard }), env)).toThrow(/input shard/);
    expect(() => getActionOptions(reader({ mode: 'merge' }), env)).toThrow(/needs input reports/);
    expect(() =>
      getActionOptions(reader({ mode: 'merge', reports: 'r/*.json', shard: '1/2' }), env),
    ).toThrow(/does not go with mode: merge/);
  });

  it('accepts every documented value of the enumerated inputs', () => {
    for (const mode of MODES)
      expect(getActionOptions(reader({ mode, reports: 'r/*.json' }), env).mode).toBe(mode);
    for (const failOn of FAIL_ON_VALUES)
      expect(getActionOptions(reader({ 'fail-on': failOn }), env).failOn).toBe(failOn);
    for (const a of ANNOTATION_MODES)
      expect(getActionOptions(reader({ annotations: a }), env).annotations).toBe(a);
  });
});

describe('reading INPUT_ variables as the runner sets them', () => {
  const saved = { ...process.env };
  afterEach(() => {
    for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
    Object.assign(process.env, saved);
  });

  it('keeps hyphens in the variable name (INPUT_GITHUB-TOKEN, INPUT_FAIL-ON)', () => {
    expect(inputVariable('github-token')).toBe('INPUT_GITHUB-TOKEN');
    process.env['INPUT_GITHUB-TOKEN'] = 'from-env';
    process.env['INPUT_FAIL-ON'] = 'never';
    process.env.INPUT_FAIL_ON = 'notice'; // the underscore spelling is not what the runner sets
    const o = getActionOptions(undefined, { GITHUB_WORKSPACE: workspace });
    expect(o.token).toBe('from-env');
    expect(o.failOn).toBe('never');
  });
});

describe('action.yml', () => {
  const action = parseYaml(readFileSync(path.join(projectRoot, 'action.yml'), 'utf8')) as {
    name: string;
    description: string;
    branding: { icon: string; color: string };
    inputs: Record<string, { description: string; default?: string; required?: boolean }>;
    outputs: Record<string, { description: string }>;
    runs: { using: string; main: string };
  };

  it('runs dist/index.js on node24 and has branding', () => {
    expect(action.runs).toEqual({ using: 'node24', main: 'dist/index.js' });
    expect(action.branding.icon).toBeTruthy();
    expect(action.branding.color).toBeTruthy();
  });

  it('declares exactly the inputs the code reads, each with a description and the default the code assumes', () => {
    expect(Object.keys(action.inputs).sort()).toEqual(Object.values(Inputs).sort());
    for (const [name, spec] of Object.entries(action.inputs)) {
      expect(spec.description, name).toBeTruthy();
      expect(spec.default, name).not.toBeUndefined();
      expect(spec.required ?? false, name).toBe(false);
    }
    expect(action.inputs[Inputs.GitHubToken]?.default).toBe('${{ github.token }}');
    expect(action.inputs[Inputs.Root]?.default).toBe(DEFAULTS.root);
    expect(action.inputs[Inputs.Mode]?.default).toBe(DEFAULTS.mode);
    expect(action.inputs[Inputs.Config]?.default).toBe(DEFAULTS.config);
    expect(action.inputs[Inputs.FailOn]?.default).toBe(DEFAULTS.failOn);
    expect(action.inputs[Inputs.CheckName]?.default).toBe(DEFAULTS.checkName);
    expect(action.inputs[Inputs.Annotations]?.default).toBe(DEFAULTS.annotations);
    expect(action.inputs[Inputs.ConfigSource]?.default).toBe(DEFAULTS.configSource);
    expect(action.inputs[Inputs.ReportFile]?.default).toBe('');
    expect(action.inputs[Inputs.SarifFile]?.default).toBe('');
    expect(action.inputs[Inputs.Reproduce]?.default).toBe(DEFAULTS.reproduce);
    expect(action.inputs[Inputs.ReproduceMaxSeconds]?.default).toBe(DEFAULTS.reproduceMaxSeconds);
  });

  it('declares exactly the outputs the code sets, each with a description', () => {
    expect(Object.keys(action.outputs).sort()).toEqual(Object.values(Outputs).sort());
    for (const [name, spec] of Object.entries(action.outputs))
      expect(spec.description, name).toBeTruthy();
  });
});

describe('workflows', () => {
  const workflow = (name: string) =>
    parseYaml(readFileSync(path.join(projectRoot, '.github', 'workflows', name), 'utf8')) as {
      jobs: Record<
        string,
        { steps: { uses?: string; run?: string; with?: Record<string, string> }[] }
      >;
    };

  it('check-dist rebuilds dist/ with npm ci && npm run bundle and fails on a difference', () => {
    const steps = Object.values(workflow('check-dist.yml').jobs).flatMap((j) => j.steps);
    const runs = steps.map((s) => s.run ?? '').join('\n');
    expect(runs).toMatch(/npm ci/);
    expect(runs).toMatch(/npm run bundle/);
    expect(runs).toMatch(/git diff --exit-code[^\n]*dist\//);
  });

  it('CI lints, tests and runs the action from the checkout on the bundled example', () => {
    const jobs = workflow('ci.yml').jobs;
    const runs = Object.values(jobs)
      .flatMap((j) => j.steps.map((s) => s.run ?? ''))
      .join('\n');
    expect(runs).toMatch(/npm ci/);
    expect(runs).toMatch(/npm run lint/);
    expect(runs).toMatch(/npm test/);
    const local = Object.values(jobs)
      .flatMap((j) => j.steps)
      .filter((s) => s.uses === './');
    expect(local.length).toBeGreaterThan(0);
    expect(local.some((s) => s.with?.root === 'examples/pipeline')).toBe(true);
  });

  it('pins every third-party action to a full commit sha', () => {
    for (const name of ['ci.yml', 'check-dist.yml']) {
      for (const job of Object.values(workflow(name).jobs)) {
        for (const step of job.steps) {
          if (step.uses && step.uses !== './') expect(step.uses, name).toMatch(/@[0-9a-f]{40}$/);
        }
      }
    }
  });
});
