/**
 * A stand-in for the GitHub REST API on 127.0.0.1, for end-to-end tests of
 * dist/index.js (pointed at it through GITHUB_API_URL). It serves the few
 * endpoints the action calls from in-memory state (a commit's files once, for
 * the contents, trees and blobs APIs alike), records every request,
 * checks request bodies against the schemas GitHub itself publishes (the
 * `@octokit/openapi` description, compiled with ajv), and can be scripted to
 * fail: a status with headers and body, or a connection reset.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readdir, readFile, readlink } from 'node:fs/promises';
import {
  createServer,
  type IncomingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';

// ajv-formats is CommonJS: its function is the default export under some loaders and the module under others.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as unknown as (ajv: Ajv) => Ajv;

/** The operations whose request bodies are validated, by OpenAPI method and path. */
const VALIDATED_OPERATIONS = {
  'checks/create': { method: 'post', path: '/repos/{owner}/{repo}/check-runs' },
  'checks/update': { method: 'patch', path: '/repos/{owner}/{repo}/check-runs/{check_run_id}' },
} as const;

/** Compiled request-body validators, by operation id. */
export type RequestValidators = Record<keyof typeof VALIDATED_OPERATIONS, ValidateFunction>;

/**
 * Loads GitHub's OpenAPI description (dereferenced, ~70 MB: call once per
 * test file) and compiles the request-body schema of each operation used.
 */
export function loadRequestValidators(): RequestValidators {
  const file = path.resolve(
    import.meta.dirname,
    '../../node_modules/@octokit/openapi/generated/api.github.com.deref.json',
  );
  const spec = JSON.parse(readFileSync(file, 'utf8')) as {
    paths: Record<
      string,
      Record<
        string,
        { operationId?: string; requestBody?: { content?: Record<string, { schema?: unknown }> } }
      >
    >;
  };
  // OpenAPI 3.0 schemas carry keywords JSON Schema does not know (nullable, example…): strict off.
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  const out: Partial<RequestValidators> = {};
  for (const [id, where] of Object.entries(VALIDATED_OPERATIONS) as [
    keyof typeof VALIDATED_OPERATIONS,
    { method: string; path: string },
  ][]) {
    const op = spec.paths[where.path]?.[where.method];
    if (op?.operationId !== id)
      throw new Error(`the OpenAPI description has no ${id} at ${where.method} ${where.path}`);
    const schema = op.requestBody?.content?.['application/json']?.schema;
    if (!schema) throw new Error(`${id} has no JSON request body schema`);
    out[id] = ajv.compile(schema as object);
  }
  return out as RequestValidators;
}

/** One request the stand-in received. */
export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: unknown;
  /** The status the stand-in answered with. */
  status: number;
}

/** A scripted failure: the next `times` requests matching method and path get it instead of an answer. */
export interface Fault {
  method: string;
  path: RegExp;
  times: number;
  /**
   * `reset` destroys the connection without answering; `stall` never answers; `stall-body`
   * sends the status line, headers and the first bytes of a body, then nothing more; `raw`
   * answers `status` (200 by default) with `raw` as the body, verbatim, as JSON content.
   */
  kind?: 'status' | 'reset' | 'stall' | 'stall-body' | 'raw';
  status?: number;
  headers?: Record<string, string>;
  body?: unknown;
  raw?: string;
}

/** A path at a commit, as the contents API describes it. */
export type StandInContent =
  | { type: 'file'; text: string | Buffer }
  | { type: 'symlink'; target: string }
  | { type: 'dir' }
  | { type: 'submodule' };

/** An annotation as stored. */
export interface StoredAnnotation {
  path: string;
  start_line: number;
  end_line: number;
  start_column?: number;
  end_column?: number;
  annotation_level: string;
  message: string;
  title?: string;
  raw_details?: string;
}

/** A check run as stored. */
export interface StoredCheckRun {
  id: number;
  name: string;
  head_sha: string;
  status: string;
  conclusion: string | null;
  details_url: string | null;
  output: { title: string | null; summary: string | null; text: string | null };
  annotations: StoredAnnotation[];
}

/** An open pull request the stand-in knows. */
export interface StandInPull {
  number: number;
  headSha: string;
  baseSha: string;
  /** `owner:branch`. */
  headLabel: string;
  files: string[];
  /** Per file: its status (default `modified`) and the name before a rename or copy. */
  statuses?: Record<string, { status: string; previous_filename?: string }>;
}

/** git's blob id of `bytes` (sha1 of the header and the bytes), as GitHub names blobs. */
export function gitBlobIdOf(bytes: Buffer): string {
  return createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
}

/** GitHub's documented caps the stand-in applies like the real API. */
export const STAND_IN_PULL_FILES_MAX = 3000;
export const STAND_IN_COMPARE_FILES_MAX = 300;

const json = (
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
};

/** The parts of a checks/create or checks/update body the stand-in stores. */
type CheckRunBody = Record<string, unknown> & {
  output?: { title?: string; summary?: string; text?: string; annotations?: StoredAnnotation[] };
};

/** The stand-in server. */
export class GitHubStandIn {
  readonly requests: RecordedRequest[] = [];
  /** Every request-body problem found (schema violations and documented rules); tests expect it empty. */
  readonly validationErrors: string[] = [];
  readonly checkRuns = new Map<number, StoredCheckRun>();
  readonly pulls = new Map<number, StandInPull>();
  /** Files of compare `base...head`. */
  readonly comparisons = new Map<string, string[]>();
  /** The contents API's answers, by `ref:path`. A missing key is a 404 "Not Found". */
  readonly contents = new Map<string, StandInContent>();
  /**
   * Commits the git trees API knows (`GET git/trees/{sha}?recursive=1`): each commit's tree is
   * the files and symbolic links of {@link contents} at that ref, their directories implied, and
   * `git/blobs/{id}` serves their bytes. A commit no content names is a 404, as GitHub answers
   * for an unknown commit. `truncatedTrees`: commits whose listing GitHub cut short.
   */
  readonly truncatedTrees = new Set<string>();
  readonly faults: Fault[] = [];
  /** The token requests must carry (`Authorization: token …`). */
  token = 'test-token';
  private nextId = 1000;

  private constructor(
    private readonly server: Server,
    readonly url: string,
    readonly owner: string,
    readonly repo: string,
    private readonly validators: RequestValidators,
  ) {}

  /** Starts a stand-in for `owner/repo` on a random loopback port. */
  static async start(
    validators: RequestValidators,
    owner = 'octo-org',
    repo = 'analysis',
  ): Promise<GitHubStandIn> {
    // The handler needs the instance, which needs the server's port: a holder breaks the cycle.
    const holder: { standIn?: GitHubStandIn } = {};
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () =>
        holder.standIn?.handle(
          req.method ?? 'GET',
          req.url ?? '/',
          req.headers,
          Buffer.concat(chunks).toString('utf8'),
          res,
        ),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const standIn = new GitHubStandIn(server, `http://127.0.0.1:${port}`, owner, repo, validators);
    holder.standIn = standIn;
    return standIn;
  }

  /** Stops the server. */
  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Adds an existing check run (as a previous run would have left it). */
  addCheckRun(run: Omit<StoredCheckRun, 'id'>): StoredCheckRun {
    const stored = { ...run, id: this.nextId++ };
    this.checkRuns.set(stored.id, stored);
    return stored;
  }

  /**
   * Serves commit `sha` of the git repository at `repoRoot` (every file and symbolic link of
   * its tree) through the contents, trees and blobs APIs, as GitHub holds a pushed commit,
   * under the id `as` (default `sha`).
   */
  addCommitFromGit(repoRoot: string, sha: string, as = sha): void {
    const git = (args: string[]) =>
      execFileSync('git', args, { cwd: repoRoot, maxBuffer: 1 << 28 });
    for (const record of git(['ls-tree', '-r', '-z', '--full-tree', sha])
      .toString('utf8')
      .split('\0')) {
      const tab = record.indexOf('\t');
      if (tab < 0) continue;
      const [mode = '', type = '', oid = ''] = record.slice(0, tab).split(' ');
      const filePath = record.slice(tab + 1);
      if (type === 'commit') this.contents.set(`${as}:${filePath}`, { type: 'submodule' });
      else if (mode === '120000')
        this.contents.set(`${as}:${filePath}`, {
          type: 'symlink',
          target: git(['cat-file', 'blob', oid]).toString('utf8'),
        });
      else
        this.contents.set(`${as}:${filePath}`, {
          type: 'file',
          text: git(['cat-file', 'blob', oid]),
        });
    }
  }

  /**
   * Serves the files of directory `dir` (a checkout without history) as commit `sha`'s, each
   * only where the test has not set that path at `sha` already, and none of `skip`: the base
   * a pull request's checkout differs from only where the test says.
   */
  async addCommitFromDirectory(
    sha: string,
    dir: string,
    skip: readonly string[] = [],
  ): Promise<void> {
    for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
      const abs = path.join(entry.parentPath, entry.name);
      const rel = path.relative(dir, abs).split(path.sep).join('/');
      if (rel === '.git' || rel.startsWith('.git/') || skip.includes(rel)) continue;
      if (this.contents.has(`${sha}:${rel}`)) continue;
      if (entry.isSymbolicLink())
        this.contents.set(`${sha}:${rel}`, { type: 'symlink', target: await readlink(abs) });
      else if (entry.isFile())
        this.contents.set(`${sha}:${rel}`, { type: 'file', text: await readFile(abs) });
    }
  }

  /** The bytes of a content entry as git stores it (a link's blob is its target). */
  private static bytesOf(entry: StandInContent): Buffer | null {
    if (entry.type === 'file') return Buffer.from(entry.text);
    if (entry.type === 'symlink') return Buffer.from(entry.target);
    return null;
  }

  /** Every blob of every commit, by its git id. */
  private blobs(): Map<string, Buffer> {
    const out = new Map<string, Buffer>();
    for (const entry of this.contents.values()) {
      const bytes = GitHubStandIn.bytesOf(entry);
      if (bytes) out.set(gitBlobIdOf(bytes), bytes);
    }
    return out;
  }

  /** Commit `sha`'s tree as the trees API lists it (recursive), or null for an unknown commit. */
  private treeOf(
    sha: string,
  ): { path: string; mode: string; type: string; sha: string; size?: number }[] | null {
    const entries = new Map<
      string,
      { path: string; mode: string; type: string; sha: string; size?: number }
    >();
    let known = false;
    for (const [key, entry] of this.contents) {
      if (!key.startsWith(`${sha}:`)) continue;
      known = true;
      const filePath = key.slice(sha.length + 1);
      const parts = filePath.split('/');
      for (let i = 1; i < parts.length; i++) {
        const dir = parts.slice(0, i).join('/');
        entries.set(dir, { path: dir, mode: '040000', type: 'tree', sha: '0'.repeat(40) });
      }
      const bytes = GitHubStandIn.bytesOf(entry);
      if (entry.type === 'dir')
        entries.set(filePath, {
          path: filePath,
          mode: '040000',
          type: 'tree',
          sha: '0'.repeat(40),
        });
      else if (entry.type === 'submodule')
        entries.set(filePath, {
          path: filePath,
          mode: '160000',
          type: 'commit',
          sha: 'e'.repeat(40),
        });
      else if (bytes)
        entries.set(filePath, {
          path: filePath,
          mode: entry.type === 'symlink' ? '120000' : '100644',
          type: 'blob',
          sha: gitBlobIdOf(bytes),
          size: bytes.length,
        });
    }
    return known ? [...entries.values()].sort((a, b) => (a.path < b.path ? -1 : 1)) : null;
  }

  /** Requests matching method and a path pattern. */
  requestsTo(method: string, pathPattern: RegExp): RecordedRequest[] {
    return this.requests.filter((r) => r.method === method && pathPattern.test(r.path));
  }

  private checkRunJson(run: StoredCheckRun) {
    return {
      id: run.id,
      name: run.name,
      head_sha: run.head_sha,
      status: run.status,
      conclusion: run.conclusion,
      details_url: run.details_url,
      html_url: `https://github.com/${this.owner}/${this.repo}/runs/${run.id}`,
      output: {
        ...run.output,
        annotations_count: run.annotations.length,
        annotations_url: `${this.url}/repos/${this.owner}/${this.repo}/check-runs/${run.id}/annotations`,
      },
    };
  }

  /** Serves a page of `items` with a Link header, as GitHub paginates. */
  private page(res: ServerResponse, fullPath: string, query: URLSearchParams, items: unknown[]) {
    const perPage = Math.min(100, Math.max(1, Number(query.get('per_page') ?? 30)));
    const page = Math.max(1, Number(query.get('page') ?? 1));
    const last = Math.max(1, Math.ceil(items.length / perPage));
    const headers: Record<string, string> = {};
    if (page < last) {
      const next = new URLSearchParams(query);
      next.set('page', String(page + 1));
      const lastQ = new URLSearchParams(query);
      lastQ.set('page', String(last));
      headers.link = `<${this.url}${fullPath}?${next}>; rel="next", <${this.url}${fullPath}?${lastQ}>; rel="last"`;
    }
    json(res, 200, items.slice((page - 1) * perPage, page * perPage), headers);
  }

  /**
   * The problems GitHub would have with a request body: violations of its
   * published schema, and the rules its docs state in prose.
   */
  checkRequestBody(operation: keyof RequestValidators, body: unknown): string[] {
    const problems: string[] = [];
    const validate = this.validators[operation];
    if (!validate(body)) {
      for (const e of validate.errors ?? [])
        problems.push(`${operation}: ${e.instancePath || '(body)'} ${e.message}`);
    }
    const b = (body ?? {}) as Record<string, unknown>;
    if (b.status === 'completed' && b.conclusion === undefined) {
      problems.push(`${operation}: status completed without a conclusion`);
    }
    const output = b.output as { annotations?: StoredAnnotation[] } | undefined;
    for (const a of output?.annotations ?? []) {
      if (
        (a.start_column !== undefined || a.end_column !== undefined) &&
        a.start_line !== a.end_line
      ) {
        problems.push(`${operation}: columns on an annotation spanning lines`);
      }
      if (a.title !== undefined && [...a.title].length > 255)
        problems.push(`${operation}: annotation title over 255 characters`);
      if (Buffer.byteLength(String(a.message)) > 64 * 1024)
        problems.push(`${operation}: annotation message over 64 KB`);
      if (a.start_line < 1) problems.push(`${operation}: annotation start_line below 1`);
    }
    return problems;
  }

  private validate(operation: keyof RequestValidators, body: unknown) {
    this.validationErrors.push(...this.checkRequestBody(operation, body));
  }

  private handle(
    method: string,
    rawUrl: string,
    headers: IncomingHttpHeaders,
    rawBody: string,
    res: ServerResponse,
  ) {
    const url = new URL(rawUrl, this.url);
    const p = url.pathname;
    let body: unknown = undefined;
    if (rawBody) {
      try {
        body = JSON.parse(rawBody);
      } catch {
        this.validationErrors.push(`${method} ${p}: body is not JSON`);
      }
    }
    const record: RecordedRequest = {
      method,
      path: p,
      query: url.searchParams,
      headers,
      body,
      status: 0,
    };
    this.requests.push(record);
    const answer = (status: number, payload: unknown, extra: Record<string, string> = {}) => {
      record.status = status;
      json(res, status, payload, extra);
    };

    const fault = this.faults.find((f) => f.times > 0 && f.method === method && f.path.test(p));
    if (fault) {
      fault.times--;
      if (fault.kind === 'reset') {
        record.status = -1;
        res.socket?.destroy();
        return;
      }
      if (fault.kind === 'stall') {
        record.status = -2; // never answered; close() ends the connection
        return;
      }
      if (fault.kind === 'stall-body') {
        record.status = -3;
        res.writeHead(fault.status ?? 200, { 'content-type': 'application/json; charset=utf-8' });
        res.write('[{"filename": "a');
        return;
      }
      if (fault.kind === 'raw') {
        record.status = fault.status ?? 200;
        res.writeHead(record.status, {
          'content-type': 'application/json; charset=utf-8',
          ...fault.headers,
        });
        res.end(fault.raw ?? '');
        return;
      }
      answer(fault.status ?? 500, fault.body ?? { message: 'Server Error' }, fault.headers);
      return;
    }
    if (headers.authorization !== `token ${this.token}`) {
      answer(401, {
        message: 'Bad credentials',
        documentation_url: 'https://docs.github.com/rest',
      });
      return;
    }

    const base = `/repos/${this.owner}/${this.repo}`;
    let m: RegExpMatchArray | null;
    if (method === 'GET' && (m = p.match(new RegExp(`^${base}/pulls/(\\d+)/files$`)))) {
      const pull = this.pulls.get(Number(m[1]));
      if (!pull) return answer(404, { message: 'Not Found' });
      const items = pull.files.slice(0, STAND_IN_PULL_FILES_MAX).map((filename, i) => ({
        sha: `${i}`.padStart(40, '0'),
        filename,
        status: pull.statuses?.[filename]?.status ?? 'modified',
        ...(pull.statuses?.[filename]?.previous_filename !== undefined
          ? { previous_filename: pull.statuses[filename].previous_filename }
          : {}),
        additions: 1,
        deletions: 0,
        changes: 1,
        blob_url: '',
        raw_url: '',
        contents_url: '',
      }));
      record.status = 200;
      return this.page(res, p, url.searchParams, items);
    }
    if (method === 'GET' && p === `${base}/pulls`) {
      const head = url.searchParams.get('head');
      const list = [...this.pulls.values()]
        .filter((pr) => head === null || pr.headLabel === head)
        .map((pr) => ({
          number: pr.number,
          state: 'open',
          head: { sha: pr.headSha, label: pr.headLabel },
          base: { sha: pr.baseSha },
        }));
      return answer(200, list);
    }
    if (method === 'GET' && (m = p.match(new RegExp(`^${base}/compare/([^/]+)$`)))) {
      const files = this.comparisons.get(decodeURIComponent(m[1] as string));
      if (!files) return answer(404, { message: 'Not Found' });
      return answer(200, {
        status: 'ahead',
        commits: [],
        files: files
          .slice(0, STAND_IN_COMPARE_FILES_MAX)
          .map((filename) => ({ filename, status: 'modified' })),
      });
    }
    if (method === 'GET' && (m = p.match(new RegExp(`^${base}/git/trees/([^/]+)$`)))) {
      const sha = decodeURIComponent(m[1] as string);
      const tree = this.treeOf(sha);
      if (tree === null) return answer(404, { message: 'Not Found' });
      return answer(200, {
        sha,
        url: `${this.url}${p}`,
        tree: url.searchParams.get('recursive') ? tree : tree.filter((e) => !e.path.includes('/')),
        truncated: this.truncatedTrees.has(sha),
      });
    }
    if (method === 'GET' && (m = p.match(new RegExp(`^${base}/git/blobs/([0-9a-f]+)$`)))) {
      const bytes = this.blobs().get(m[1] as string);
      if (!bytes) return answer(404, { message: 'Not Found' });
      return answer(200, {
        sha: m[1],
        node_id: '',
        size: bytes.length,
        url: `${this.url}${p}`,
        content: (bytes.toString('base64').match(/.{1,60}/g) ?? []).join('\n'),
        encoding: 'base64',
      });
    }
    if (method === 'GET' && (m = p.match(new RegExp(`^${base}/contents/(.+)$`)))) {
      const filePath = decodeURIComponent(m[1] as string);
      const ref = url.searchParams.get('ref') ?? 'HEAD';
      const entry = this.contents.get(`${ref}:${filePath}`);
      if (!entry)
        return answer(404, {
          message: 'Not Found',
          documentation_url: 'https://docs.github.com/rest/repos/contents#get-repository-content',
        });
      const meta = {
        name: filePath.split('/').pop(),
        path: filePath,
        sha: '0'.repeat(40),
        url: `${this.url}${p}?ref=${ref}`,
      };
      if (entry.type === 'dir') return answer(200, [{ ...meta, type: 'file', size: 1 }]);
      if (entry.type === 'symlink')
        return answer(200, { ...meta, type: 'symlink', target: entry.target, size: 1 });
      if (entry.type === 'submodule') return answer(200, { ...meta, type: 'submodule', size: 0 });
      const bytes = Buffer.from(entry.text);
      // GitHub wraps the base64 content at 60 characters, with newlines.
      const content = (bytes.toString('base64').match(/.{1,60}/g) ?? []).join('\n');
      return answer(200, {
        ...meta,
        type: 'file',
        size: bytes.length,
        encoding: 'base64',
        content,
      });
    }
    if (method === 'GET' && (m = p.match(new RegExp(`^${base}/commits/([^/]+)/check-runs$`)))) {
      const ref = decodeURIComponent(m[1] as string);
      const name = url.searchParams.get('check_name');
      const runs = [...this.checkRuns.values()].filter(
        (r) => r.head_sha === ref && (name === null || r.name === name),
      );
      return answer(200, {
        total_count: runs.length,
        check_runs: runs.map((r) => this.checkRunJson(r)),
      });
    }
    if (method === 'GET' && (m = p.match(new RegExp(`^${base}/check-runs/(\\d+)/annotations$`)))) {
      const run = this.checkRuns.get(Number(m[1]));
      if (!run) return answer(404, { message: 'Not Found' });
      record.status = 200;
      return this.page(
        res,
        p,
        url.searchParams,
        run.annotations.map((a) => ({ ...a, blob_href: '' })),
      );
    }
    if (method === 'POST' && p === `${base}/check-runs`) {
      this.validate('checks/create', body);
      const b = body as CheckRunBody;
      const run = this.addCheckRun({
        name: String(b.name),
        head_sha: String(b.head_sha),
        status: String(b.status ?? 'queued'),
        conclusion: (b.conclusion as string | undefined) ?? null,
        details_url: (b.details_url as string | undefined) ?? null,
        output: {
          title: b.output?.title ?? null,
          summary: b.output?.summary ?? null,
          text: b.output?.text ?? null,
        },
        annotations: [...(b.output?.annotations ?? [])],
      });
      return answer(201, this.checkRunJson(run));
    }
    if (method === 'PATCH' && (m = p.match(new RegExp(`^${base}/check-runs/(\\d+)$`)))) {
      this.validate('checks/update', body);
      const run = this.checkRuns.get(Number(m[1]));
      if (!run) return answer(404, { message: 'Not Found' });
      const b = body as CheckRunBody;
      if (b.status !== undefined) run.status = String(b.status);
      if (b.conclusion !== undefined) run.conclusion = String(b.conclusion);
      if (b.details_url !== undefined) run.details_url = String(b.details_url);
      if (b.output) {
        run.output = {
          title: b.output.title ?? run.output.title,
          summary: b.output.summary ?? run.output.summary,
          text: b.output.text ?? run.output.text,
        };
        // "Each time you update the check run, annotations are appended."
        run.annotations.push(...(b.output.annotations ?? []));
      }
      return answer(200, this.checkRunJson(run));
    }
    answer(404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' });
  }
}
