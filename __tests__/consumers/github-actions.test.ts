/**
 * action.yml, the workflows under .github/workflows/ and every YAML block of README.md and of the
 * guides under docs/, read by
 * GitHub's own parser (@actions/workflow-parser, the one behind the Actions language service):
 * an expression in the action's metadata, say, fails the job at "Set up job" for every user,
 * and only this parser says so before a runner does.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  convertWorkflowTemplate,
  NoOperationTraceWriter,
  parseWorkflow,
} from '@actions/workflow-parser';
import { convertActionTemplate, parseAction } from '@actions/workflow-parser/actions/index';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { GITLAB_DIFF_FILE, GITLAB_REPORT_FILES } from '../../src/hosts/gitlab.js';
import { checkEnvelopeBytes } from '../../src/formats/envelope.js';
import { checkSkillGraphBytes } from '../../src/formats/skill-graph.js';
import { CONFIG_KEYS as CONFIG_KEY_LIST, parseConfigText } from '../../src/config/config.js';
import { readGuides } from '../helpers/guides.js';
import { listCodeBlocks } from '../helpers/markdown-blocks.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** The parser's errors for an action.yml, after conversion (which checks `runs` and more). */
async function listActionErrors(name: string, content: string): Promise<string[]> {
  const parsed = parseAction({ name, content }, new NoOperationTraceWriter());
  if (parsed.value !== undefined) await convertActionTemplate(parsed.context, parsed.value);
  return parsed.context.errors.getErrors().map((e) => e.message);
}

/** The parser's errors for a workflow, after conversion (jobs, needs, matrices). */
async function listWorkflowErrors(name: string, content: string): Promise<string[]> {
  const parsed = parseWorkflow({ name, content }, new NoOperationTraceWriter());
  const errors = parsed.context.errors.getErrors().map((e) => e.message);
  if (parsed.value === undefined) return [...errors, `${name}: nothing parsed`];
  const template = await convertWorkflowTemplate(parsed.context, parsed.value);
  return [
    ...parsed.context.errors.getErrors().map((e) => e.message),
    ...(template.errors ?? []).map((e) => e.Message),
  ].filter((m, i, all) => all.indexOf(m) === i);
}

/** What a YAML block of the README or a guide is, by its content. */
type YamlKind =
  | 'workflow'
  | 'workflow-jobs'
  | 'workflow-steps'
  | 'dependabot'
  | 'config'
  | 'skill-graph'
  | 'envelope'
  | 'pre-commit'
  | 'gitlab-ci';

// The config's own key list (src/config/config.ts), so a key added there is known here.
const CONFIG_KEYS = new Set(CONFIG_KEY_LIST);

/** Classifies a YAML block of the README or a guide by what it holds; throws for a block no test knows. */
function classifyYaml(text: string): YamlKind {
  const value: unknown = parseYaml(text);
  if (
    Array.isArray(value) &&
    value.every((s) => s && typeof s === 'object' && ('uses' in s || 'run' in s))
  )
    return 'workflow-steps';
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const keys = Object.keys(value);
    if (keys.includes('jobs')) return keys.includes('on') ? 'workflow' : 'workflow-jobs';
    if (keys.includes('version') && keys.includes('updates')) return 'dependabot';
    // Before config: a GitLab job may be named as a config key (`reproduce:`).
    if (
      keys.length > 0 &&
      Object.values(value).every((job) => job && typeof job === 'object' && 'script' in job)
    )
      return 'gitlab-ci';
    if (keys.length > 0 && keys.every((k) => CONFIG_KEYS.has(k))) return 'config';
    if (keys.includes('skills') && keys.includes('edges')) return 'skill-graph';
    if (keys.includes('intent') && keys.includes('execution_evidence')) return 'envelope';
    if (keys.length === 1 && keys[0] === 'repos') return 'pre-commit';
  }
  throw new Error(`a YAML block that is no workflow, Dependabot or passport-gate config:\n${text}`);
}

/**
 * A workflow around a fragment, so the parser checks what the README or a guide shows: `on:` for a block
 * of jobs, a job for a list of steps. Text is prepended or indented, never re-serialized.
 */
function completeWorkflow(kind: YamlKind, text: string): string {
  if (kind === 'workflow') return text;
  if (kind === 'workflow-jobs') return `on: workflow_dispatch\n${text}`;
  const steps = text
    .split('\n')
    .map((l) => (l === '' ? l : `      ${l}`))
    .join('\n');
  return `on: workflow_dispatch\njobs:\n  fragment:\n    runs-on: ubuntu-latest\n    steps:\n${steps}`;
}

// Named by file and line: a section moved from the README into a guide keeps its check.
const yamlBlocks = readGuides().flatMap(({ file, text }) =>
  listCodeBlocks(text)
    .filter((b) => b.info === 'yaml' || b.info === 'yml')
    .map((b) => ({ ...b, at: `${file}:${b.line}` })),
);
const workflowFiles = readdirSync(path.join(ROOT, '.github', 'workflows')).filter((f) =>
  /\.ya?ml$/.test(f),
);

describe('docs/reproduce.md, read by GitHub’s workflow parser', () => {
  const guide = readFileSync(path.join(ROOT, 'docs', 'reproduce.md'), 'utf8');
  const blocks = listCodeBlocks(guide).filter((b) => b.info === 'yaml' || b.info === 'yml');

  it('has a GitHub workflow and a GitLab job', () => {
    expect(blocks.map((b) => classifyYaml(b.text))).toEqual(['workflow', 'gitlab-ci']);
  });

  it.each(blocks.map((b) => [b.line, b] as const))(
    'the YAML block at line %i parses, and runs reproduce with no permissions or secrets',
    async (line, block) => {
      const kind = classifyYaml(block.text);
      expect(block.text).not.toMatch(/secrets\.|GITHUB_TOKEN|github\.token/);
      if (kind === 'gitlab-ci') {
        const jobs = parseYaml(block.text) as Record<string, { script: string[] }>;
        // GitLab's audit runs the action's reproduce operation (`--reproduce changed`), under
        // the target branch head's config, as the action does under the base's.
        for (const job of Object.values(jobs))
          expect(job.script).toEqual(
            expect.arrayContaining([
              expect.stringMatching(/^passport-gate audit .*--reproduce (changed|all)\b/),
            ]),
          );
        return;
      }
      expect(
        await listWorkflowErrors(`docs/reproduce.md:${line}`, completeWorkflow(kind, block.text)),
      ).toEqual([]);
      const workflow = parseYaml(block.text) as {
        permissions: unknown;
        jobs: Record<
          string,
          {
            permissions: unknown;
            steps: { run?: string; uses?: string; with?: Record<string, unknown> }[];
          }
        >;
      };
      expect(workflow.permissions).toEqual({});
      for (const job of Object.values(workflow.jobs)) {
        expect(job.permissions).toEqual({});
        // The action with reproduce: changed|all (action.yml's input), or the command line.
        expect(
          job.steps.some(
            (s) =>
              s.run?.startsWith('passport-gate reproduce') ||
              (s.uses?.startsWith('passport-gate/passport-gate@') &&
                ['changed', 'all'].includes(String(s.with?.reproduce))),
          ),
        ).toBe(true);
      }
    },
  );
});

describe('action.yml, read by GitHub’s action parser', () => {
  it('has no errors', async () => {
    const content = readFileSync(path.join(ROOT, 'action.yml'), 'utf8');
    expect(await listActionErrors('action.yml', content)).toEqual([]);
  });

  it('is the parser that rejects an expression with a context in an input description', async () => {
    // The defect of issue 13, as the runner sees it: a context is not available in metadata.
    const content = readFileSync(path.join(ROOT, 'action.yml'), 'utf8').replace(
      'description: Repository root to audit, relative to the workspace.',
      'description: Repository root to audit, e.g. ${{ matrix.root }}.',
    );
    expect(await listActionErrors('action.yml', content)).toContainEqual(
      expect.stringContaining("Unrecognized named-value: 'matrix'"),
    );
  });
});

describe('workflows, read by GitHub’s workflow parser', () => {
  it('finds the workflows', () => {
    expect(workflowFiles).toEqual(expect.arrayContaining(['ci.yml', 'check-dist.yml']));
  });

  it.each(workflowFiles)('.github/workflows/%s has no errors', async (file) => {
    const content = readFileSync(path.join(ROOT, '.github', 'workflows', file), 'utf8');
    expect(await listWorkflowErrors(file, content)).toEqual([]);
  });

  it('finds and classifies every YAML block of README.md and docs/*.md', () => {
    const kinds = yamlBlocks.map((b) => classifyYaml(b.text));
    expect(kinds.filter((k) => k.startsWith('workflow')).length).toBeGreaterThanOrEqual(6);
    expect(kinds).toEqual(expect.arrayContaining(['workflow', 'workflow-jobs', 'workflow-steps']));
    expect(kinds).toContain('dependabot');
    expect(kinds).toContain('config');
    expect(kinds).toContain('gitlab-ci');
  });

  it.each(yamlBlocks.map((b) => [b.at, b] as const))(
    'the YAML block at %s parses as what it is',
    async (at, block) => {
      const kind = classifyYaml(block.text);
      if (kind === 'config') {
        // The project's own parser: unknown keys, unknown rule ids and bad values are errors.
        await expect(parseConfigText(block.text, at)).resolves.toBeDefined();
      } else if (kind === 'skill-graph' || kind === 'envelope') {
        // The project's own checkers (examples are audited in full by readme.test.ts): no errors.
        const bytes = Buffer.from(block.text, 'utf8');
        const check =
          kind === 'skill-graph' ? checkSkillGraphBytes(at, bytes) : checkEnvelopeBytes(at, bytes);
        expect(check.findings.map((f) => f.rule)).toEqual([]);
      } else if (kind === 'pre-commit') {
        // pre-commit's config: each repo pinned by a full sha, each hook one of ours.
        const value = parseYaml(block.text) as {
          repos: { rev: string; hooks: { id: string }[] }[];
        };
        for (const repo of value.repos) {
          expect(repo.rev).toMatch(/^[0-9a-f]{40}$/);
          for (const hook of repo.hooks) expect(hook.id).toMatch(/^passport-gate-/);
        }
      } else if (kind === 'gitlab-ci') {
        // GitLab's parser runs on GitLab only (gitlab-ci-local, which bundles its schema, needs
        // Node 22): GitLab's documented keywords, and the report files audit really writes.
        const jobs = parseYaml(block.text) as Record<string, Record<string, unknown>>;
        for (const job of Object.values(jobs)) {
          if ((job.script as string[]).some((line) => / --reproduce (changed|all)\b/.test(line))) {
            // A reproduce job (docs/reproduce.md): merge request pipelines, full history, and
            // only the report files audit writes (Code Quality, JUnit), read by GitLab's
            // widgets: it runs the merge request's commands, and no other job trusts its output.
            expect(job.variables).toMatchObject({ GIT_DEPTH: '0' });
            expect(job.rules).toEqual([{ if: '$CI_PIPELINE_SOURCE == "merge_request_event"' }]);
            expect(job.artifacts).toEqual({
              when: 'always',
              reports: {
                codequality: GITLAB_REPORT_FILES.codequality,
                junit: GITLAB_REPORT_FILES.junit,
              },
            });
            continue;
          }
          expect(job.script).toEqual(expect.arrayContaining([expect.stringMatching(/ audit$/)]));
          expect(job.variables).toMatchObject({ GIT_DEPTH: '0' });
          expect(job.rules).toEqual([{ if: '$CI_PIPELINE_SOURCE == "merge_request_event"' }]);
          expect(job.artifacts).toEqual({
            when: 'always',
            // expose_as: GitLab's documented pattern, and exact paths (no glob, no "./").
            expose_as: expect.stringMatching(/^\w[-\w ]*$/),
            paths: [GITLAB_DIFF_FILE],
            reports: {
              codequality: GITLAB_REPORT_FILES.codequality,
              junit: GITLAB_REPORT_FILES.junit,
            },
          });
        }
      } else if (kind === 'dependabot') {
        // No parser of GitHub's is published for dependabot.yml: its documented required keys.
        const value = parseYaml(block.text) as {
          version: unknown;
          updates: Record<string, unknown>[];
        };
        expect(value.version).toBe(2);
        for (const update of value.updates) {
          expect(update).toMatchObject({
            'package-ecosystem': expect.any(String),
            directory: expect.any(String),
            schedule: { interval: expect.stringMatching(/^(daily|weekly|monthly)$/) },
          });
        }
      } else {
        expect(await listWorkflowErrors(at, completeWorkflow(kind, block.text))).toEqual([]);
      }
    },
  );
});
