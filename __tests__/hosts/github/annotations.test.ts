/**
 * Findings → Checks API annotations, and publishing them: batches of at most
 * 50 that together carry every annotation once, completion with the
 * conclusion by the last request, reuse on a rerun without duplicates, and a
 * failure mid-way that returns what was not sent.
 */
import { describe, expect, it } from 'vitest';
import type {
  CreateCheckRunParams,
  ExistingCheckRun,
  GitHubApi,
  UpdateCheckRunParams,
} from '../../../src/hosts/github/api.js';
import {
  buildCheckRunSummary,
  buildCheckRunTitle,
  conclusionOf,
  publishCheckRun,
} from '../../../src/hosts/github/check-run.js';
import {
  CHECK_ANNOTATIONS_MAX,
  CHECK_TEXT_MAX_BYTES,
} from '../../../src/hosts/github/constants.js';
import {
  ANNOTATION_TEXT_MAX_BYTES,
  annotationKey,
  buildAnnotations,
  chunk,
  toAnnotation,
  truncateUtf8,
  type CheckAnnotation,
} from '../../../src/report/annotations.js';
import { finding, makeReport, manyFindings } from '../../helpers/report-fixture.js';

describe('toAnnotation', () => {
  it('anchors a finding at its passport line with the level of its severity', () => {
    expect(toAnnotation(finding())).toEqual({
      path: 'results/a/a.passport.json',
      start_line: 12,
      end_line: 12,
      start_column: 7,
      end_column: 7,
      annotation_level: 'failure',
      message: 'output "a.txt": expected sha256 0, actual 1.',
      title: 'artifact-hash-mismatch (error)',
      raw_details: expect.stringContaining('JSON pointer: /outputs/0/sha256'),
    });
    expect(toAnnotation(finding({ severity: 'warning' }))?.annotation_level).toBe('warning');
    expect(toAnnotation(finding({ severity: 'notice' }))?.annotation_level).toBe('notice');
  });

  it('uses line 1 without columns when the line is unknown, and prefixes the root', () => {
    const a = toAnnotation(finding({ line: undefined, column: undefined, path: 'out/x.bin' }), {
      pathPrefix: 'analysis',
    });
    expect(a).toMatchObject({ path: 'analysis/out/x.bin', start_line: 1, end_line: 1 });
    expect(a).not.toHaveProperty('start_column');
  });

  it('leaves run-level findings (no file) to the summary', () => {
    expect(toAnnotation(finding({ path: '' }))).toBeNull();
  });

  it('escapes control characters and caps message bytes at 64 KB without splitting a character', () => {
    const a = toAnnotation(
      finding({ message: `line\nbreak\u202e${'é'.repeat(40_000)}` }),
    ) as CheckAnnotation;
    expect(a.message).not.toMatch(/[\n\u202e]/);
    expect(a.message.startsWith('line\\u000abreak\\u202e')).toBe(true);
    expect(Buffer.byteLength(a.message)).toBeLessThanOrEqual(ANNOTATION_TEXT_MAX_BYTES);
    expect(a.message.endsWith('é…')).toBe(true);
    const raw =
      toAnnotation(finding({ pointer: '/a\nb', passport_id: 'x\u0007' }))?.raw_details ?? '';
    expect(raw.split('\n')[0]).toBe('JSON pointer: /a\\u000ab');
    expect(raw).toContain('passport_id: x\\u0007');
  });
});

describe('truncateUtf8', () => {
  it('returns text within the limit unchanged and cuts longer text to the byte limit', () => {
    expect(truncateUtf8('abc', 3)).toBe('abc');
    expect(truncateUtf8('abcdef', 4)).toBe('a…');
    expect(Buffer.byteLength(truncateUtf8('😀😀😀', 9))).toBeLessThanOrEqual(9);
    expect(truncateUtf8('😀😀😀', 9)).toBe('😀…');
  });
});

describe('buildAnnotations and chunk', () => {
  it('puts failures first so a cap keeps them', () => {
    const list = buildAnnotations([
      finding({ severity: 'notice', line: 1 }),
      finding({ severity: 'warning', line: 2 }),
      finding({ severity: 'error', line: 3 }),
      finding({ path: '' }),
    ]);
    expect(list.map((a) => a.annotation_level)).toEqual(['failure', 'warning', 'notice']);
  });

  it.each([
    [0, []],
    [1, [1]],
    [50, [50]],
    [51, [50, 1]],
    [120, [50, 50, 20]],
  ])('splits %i items into batches of %j', (n, sizes) => {
    expect(
      chunk(
        Array.from({ length: n }, (_, i) => i),
        50,
      ).map((b) => b.length),
    ).toEqual(sizes);
  });
});

/** An in-memory Checks API that records calls and can fail on the n-th write. */
class FakeChecks implements GitHubApi {
  readonly calls: {
    kind: 'create' | 'update';
    body: CreateCheckRunParams | UpdateCheckRunParams;
  }[] = [];
  readonly annotations: CheckAnnotation[] = [];
  existing: ExistingCheckRun | null = null;
  failOnWrite: number | null = null;
  status = 'none';
  conclusion: string | null = null;

  async listPullRequestFiles(): Promise<never> {
    throw new Error('unused');
  }
  async compareCommits(): Promise<never> {
    throw new Error('unused');
  }
  async findPullRequestForHead(): Promise<null> {
    return null;
  }
  async findCheckRun(): Promise<ExistingCheckRun | null> {
    return this.existing;
  }
  async listCheckRunAnnotations(): Promise<CheckAnnotation[]> {
    return [...this.annotations];
  }
  private write(kind: 'create' | 'update', body: CreateCheckRunParams | UpdateCheckRunParams) {
    if (this.failOnWrite !== null && this.calls.length + 1 === this.failOnWrite) {
      this.failOnWrite = null;
      throw Object.assign(new Error('Server Error'), { status: 502 });
    }
    this.calls.push({ kind, body });
    this.annotations.push(...(body.output.annotations ?? []));
    if (body.status) this.status = body.status;
    if (body.conclusion) this.conclusion = body.conclusion;
  }
  async createCheckRun(params: CreateCheckRunParams): Promise<number> {
    this.write('create', params);
    return 77;
  }
  async updateCheckRun(_id: number, params: UpdateCheckRunParams): Promise<void> {
    this.write('update', params);
  }
  async getTree(): Promise<never> {
    throw new Error('unused');
  }
  async getBlob(): Promise<never> {
    throw new Error('unused');
  }
}

const publish = (api: FakeChecks, annotations: CheckAnnotation[]) =>
  publishCheckRun({
    api,
    name: 'passport-gate',
    headSha: 'a'.repeat(40),
    annotations,
    title: 'Failed',
    summary: 'summary',
    conclusion: 'failure',
    log: () => undefined,
  });

describe('publishCheckRun', () => {
  it('creates the run completed in one request when 50 or fewer annotations', async () => {
    const api = new FakeChecks();
    const result = await publish(api, buildAnnotations(manyFindings(50)));
    expect(api.calls.map((c) => c.kind)).toEqual(['create']);
    expect(api.calls[0]?.body).toMatchObject({
      status: 'completed',
      conclusion: 'failure',
      head_sha: 'a'.repeat(40),
    });
    expect(result).toMatchObject({ checkRunId: 77, sent: 50, completed: true, error: null });
  });

  it('sends 120 annotations as 50 + 50 + 20, every one once, and completes with the last batch', async () => {
    const api = new FakeChecks();
    const annotations = buildAnnotations(manyFindings(120));
    await publish(api, annotations);
    expect(
      api.calls.map((c) => [c.kind, c.body.output.annotations?.length, c.body.status]),
    ).toEqual([
      ['create', 50, 'in_progress'],
      ['update', 50, undefined],
      ['update', 20, 'completed'],
    ]);
    expect(api.annotations.map(annotationKey).sort()).toEqual(
      annotations.map(annotationKey).sort(),
    );
    expect(new Set(api.annotations.map(annotationKey)).size).toBe(120);
    expect(api.conclusion).toBe('failure');
  });

  it('completes a run with no annotation at all', async () => {
    const api = new FakeChecks();
    await publish(api, []);
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.body).toMatchObject({ status: 'completed' });
    expect(api.calls[0]?.body.output).not.toHaveProperty('annotations');
  });

  it('reuses an existing run on a rerun: updates only, and only annotations it does not carry yet', async () => {
    const api = new FakeChecks();
    const annotations = buildAnnotations(manyFindings(70));
    api.annotations.push(...annotations.slice(0, 60));
    api.existing = { id: 5, annotationsCount: 60 };
    const result = await publish(api, annotations);
    expect(api.calls.map((c) => c.kind)).toEqual(['update']);
    expect(api.calls[0]?.body).toMatchObject({ status: 'completed', conclusion: 'failure' });
    expect(result).toMatchObject({ checkRunId: 5, reused: true, sent: 10, alreadyPresent: 60 });
    expect(new Set(api.annotations.map(annotationKey)).size).toBe(api.annotations.length);
  });

  it('sends at most the cap and counts the rest', async () => {
    const api = new FakeChecks();
    const result = await publish(api, buildAnnotations(manyFindings(CHECK_ANNOTATIONS_MAX + 30)));
    expect(result.sent).toBe(CHECK_ANNOTATIONS_MAX);
    expect(result.overCap).toBe(30);
    expect(api.calls.every((c) => (c.body.output.annotations?.length ?? 0) <= 50)).toBe(true);
  });

  it('returns the unsent annotations when a write fails mid-way, and still completes the run', async () => {
    const api = new FakeChecks();
    api.failOnWrite = 2;
    const annotations = buildAnnotations(manyFindings(120));
    const result = await publish(api, annotations);
    expect(result.sent).toBe(50);
    expect(result.unsent).toHaveLength(70);
    expect(result.unsent.map(annotationKey)).toEqual(annotations.slice(50).map(annotationKey));
    expect((result.error as { status: number }).status).toBe(502);
    expect(api.status).toBe('completed');
    expect(result.completed).toBe(true);
  });

  it('returns every annotation as unsent when the create is refused', async () => {
    const api = new FakeChecks();
    api.failOnWrite = 1;
    const result = await publish(api, buildAnnotations(manyFindings(3)));
    expect(result).toMatchObject({ checkRunId: null, sent: 0, completed: false });
    expect(result.unsent).toHaveLength(3);
  });
});

describe('check run title, summary and conclusion', () => {
  it('keeps the title within 255 characters and the summary within 65,535 bytes, counting what is cut', () => {
    const report = makeReport(manyFindings(10_000, { message: 'x'.repeat(300) }));
    expect([...buildCheckRunTitle(report)].length).toBeLessThanOrEqual(255);
    const summary = buildCheckRunSummary(report, 9_000);
    expect(Buffer.byteLength(summary)).toBeLessThanOrEqual(CHECK_TEXT_MAX_BYTES);
    const shown = summary.split('\n').filter((l) => l.startsWith('| error |')).length;
    expect(shown).toBeGreaterThan(0);
    expect(summary).toContain(`_${10_000 - shown} more findings in the job summary._`);
    expect(summary).toContain('9000 finding(s) are not annotated');
  });

  it('concludes failure exactly when the report fails', () => {
    expect(conclusionOf(makeReport([finding()]))).toBe('failure');
    expect(conclusionOf(makeReport([finding({ severity: 'warning' })]))).toBe('success');
    expect(conclusionOf(makeReport([]))).toBe('success');
  });
});
