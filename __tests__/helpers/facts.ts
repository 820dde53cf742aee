/**
 * Facts in memory, for rule-family tests that need no disk: a repository held
 * in a map (files by path), laid out, read, scoped and planned by the audit's
 * own stages 1 to 4 (audit/pipeline.ts gatherFacts on an in-memory tree), with digests computed from
 * the bytes. Passports are built as on disk (makePassport): their hashes are
 * computed from the bytes written, never pasted.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { DEFAULT_CONFIG, type Config } from '../../src/config/config.js';
import type { PassportFile } from '../../src/core/diff-model.js';
import { readMessage, type FindingInput } from '../../src/core/findings.js';
import type { EntryKind, TreeEntry, WalkProblem } from '../../src/fs/walk.js';
import { TreeEntries } from '../../src/fs/tree-entries.js';
import type { ContainedReadResult } from '../../src/fs/safe-read.js';
import type { DigestTable, DocumentReader, FileId, HashOutcome } from '../../src/hash/index.js';
import { parseLfsPointer } from '../../src/hash/lfs-pointer.js';
import { OutcomeTable } from '../../src/hash/outcome-table.js';
import { guardOutput } from '../../src/audit/recorder.js';
import { interpretChanges } from '../../src/repo/changes.js';
import { gatherFacts } from '../../src/audit/pipeline.js';
import type { ShardSpec } from '../../src/core/options.js';
import type { RepoTree } from '../../src/repo/tree.js';
import type {
  HandoffSubject,
  PassportFamily,
  RuleFamily,
  RunFacts,
} from '../../src/rules/families/index.js';
import type { ArtifactCheck, PlanRows } from '../../src/repo/plan.js';
import { makePassport, type PassportSpec } from './repo.js';

const ROOT = '/memory';

/** What a family put out, through the guard that holds it to its `emits`. */
export interface Judgement {
  /** What the family reported, each message as text (a lazy one rendered as it came). */
  findings: (FindingInput & { message: string })[];
  verified: { path: string; kind: string; byLfsPointer: boolean }[];
  judged: HandoffSubject[];
}

/** Options of {@link MemoryRepo.facts}. */
export interface FactsOptions {
  config?: Partial<Config>;
  /** Changed paths (changed mode); omitted: all mode. */
  changed?: string[];
  shard?: ShardSpec;
  runFindings?: FindingInput[];
  /** What the walk could not list. */
  problems?: WalkProblem[];
  /** Paths listed but unreadable (hashing and reading say `detail`). */
  unreadable?: Record<string, string>;
  /** The base revision's passport files (a pull request's base); omitted: no base. */
  base?: PassportFile[];
}

/** A repository in memory. */
export class MemoryRepo {
  private readonly files = new Map<string, Buffer>();
  private readonly others = new Map<string, EntryKind>();

  /** Writes a file. */
  write(rel: string, content: string | Uint8Array): string {
    this.files.set(rel, Buffer.from(content));
    return rel;
  }

  /** Deletes a file (a passport stamped before keeps listing it: a missing output). */
  remove(rel: string): void {
    this.files.delete(rel);
  }

  /** Adds an entry that is no regular file (a FIFO named like a passport, say). */
  add(rel: string, kind: Exclude<EntryKind, 'file' | 'dir'>): string {
    this.others.set(rel, kind);
    return rel;
  }

  /** Writes a passport as TempRepo.passport does (hashes from the bytes written). */
  async passport(spec: PassportSpec) {
    const made = await makePassport(spec, async (rel) => {
      const bytes = this.files.get(rel);
      if (!bytes) throw new Error(`no file ${rel} in memory`);
      return bytes;
    });
    this.write(made.path, `${JSON.stringify(made.value, null, 2)}\n`);
    return made;
  }

  /** The facts the audit's stages 1 to 6 gather from this repository. */
  async facts(options: FactsOptions = {}): Promise<RunFacts> {
    const config: Config = { ...DEFAULT_CONFIG, ...options.config };
    const tree = new MemoryTree(this.files, this.others, options);
    // Stages 1 to 4 are the product's own (src/audit/pipeline.ts gatherFacts), on this tree.
    const gathered = await gatherFacts({
      tree,
      config,
      changes: interpretChanges(options.changed),
      shard: options.shard,
      reader: memoryReader(tree),
      base: options.base ? { passports: options.base } : null,
    });
    return {
      ...gathered,
      runFindings: options.runFindings ?? [],
      digests: digestTable(tree, gathered.plan.checks),
      judged: [],
    };
  }
}

/** Runs one family over facts and returns what it put out; an undeclared rule id throws. */
export async function judge(
  family: RuleFamily<RunFacts> | PassportFamily,
  facts: RunFacts,
): Promise<Judgement> {
  const judgement: Judgement = { findings: [], verified: [], judged: [] };
  const out = guardOutput(family, {
    report: (finding) =>
      judgement.findings.push({ ...finding, message: readMessage(finding.message) }),
    verified: (check: ArtifactCheck, byLfsPointer) =>
      judgement.verified.push({ path: check.rel, kind: check.kind, byLfsPointer }),
    judged: (document) => judgement.judged.push(document),
  });
  if ('checkPassport' in family) {
    for (const r of facts.scope.passports)
      family.checkPassport(r, undefined, facts.passports.positions, out);
  } else await family.check(facts, out);
  return judgement;
}

/** The rule ids of a judgement's findings, sorted. */
export const rulesOf = (j: Judgement): string[] => j.findings.map((f) => f.rule).sort();

/** A tree held in memory: every path listed, plain files, no symlinks. */
class MemoryTree implements RepoTree {
  readonly root = ROOT;
  readonly realRoot = ROOT;
  readonly entries: TreeEntries;
  private readonly list: TreeEntry[];
  readonly problems: readonly WalkProblem[];
  private readonly index = new Map<string, number>();

  constructor(
    private readonly files: ReadonlyMap<string, Uint8Array>,
    others: ReadonlyMap<string, EntryKind>,
    private readonly options: FactsOptions,
  ) {
    const kinds = new Map<string, EntryKind>();
    for (const rel of [...files.keys(), ...others.keys()]) {
      for (let d = path.posix.dirname(rel); d !== '.'; d = path.posix.dirname(d))
        kinds.set(d, 'dir');
    }
    for (const rel of files.keys()) kinds.set(rel, 'file');
    for (const [rel, kind] of others) kinds.set(rel, kind);
    this.list = [...kinds]
      .map(([rel, kind]) => ({ rel, kind }))
      .sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
    this.list.forEach((e, i) => this.index.set(e.rel, i));
    this.entries = TreeEntries.fromList(this.list);
    this.problems = options.problems ?? [];
  }

  get listedCount() {
    return this.list.length;
  }
  has(rel: string) {
    return this.index.has(rel);
  }
  listedPath(rel: string) {
    const i = this.index.get(rel);
    return i === undefined ? rel : (this.list[i] as TreeEntry).rel;
  }
  kindOf(rel: string) {
    const i = this.index.get(rel);
    return i === undefined ? undefined : this.list[i]?.kind;
  }
  fileId(rel: string) {
    const i = this.index.get(rel);
    return i !== undefined && this.list[i]?.kind === 'file' ? (i as FileId) : undefined;
  }
  isListedRegular(file: FileId) {
    return this.list[file]?.kind === 'file';
  }
  isPlainFile(rel: string) {
    return this.fileId(rel) !== undefined;
  }
  isSurelyMissing(rel: string) {
    return !this.index.has(rel);
  }
  relativeToRoot(real: string) {
    return real === ROOT ? '.' : real.slice(ROOT.length + 1);
  }
  /** Any listed entry has an id here (a directory too: hashing it says it is one). */
  fileOfReal(real: string) {
    const i = this.index.get(this.relativeToRoot(real));
    if (i === undefined) throw new Error(`nothing at ${real} in memory`);
    return i as FileId;
  }
  realPathOf(file: FileId) {
    return `${ROOT}/${this.relOf(file)}`;
  }
  hashPathsOf(files: readonly FileId[]) {
    return { prefix: '', paths: files.map((f) => this.realPathOf(f)) };
  }
  relOf(file: FileId) {
    return (this.list[file] as TreeEntry).rel;
  }
  async resolve(rel: string) {
    return this.index.has(rel)
      ? { ok: true as const, absolute: `${ROOT}/${rel}`, real: `${ROOT}/${rel}` }
      : { ok: false as const, reason: 'missing' as const };
  }
  async symlinkChain(rel: string) {
    return [rel];
  }
  /** Reads as fs/safe-read.ts would: a listed non-file is refused, an unreadable path says why. */
  read(rel: string, maxBytes: number): ContainedReadResult {
    const detail = this.options.unreadable?.[rel];
    if (detail !== undefined) return { ok: false, reason: 'io', detail };
    const bytes = this.files.get(rel);
    if (bytes === undefined) {
      const kind = this.kindOf(rel);
      return kind === undefined
        ? { ok: false, reason: 'missing', detail: 'does not exist' }
        : {
            ok: false,
            reason: 'not-regular',
            detail: `is ${kind === 'dir' ? 'a directory' : 'a FIFO'}`,
          };
    }
    if (bytes.length > maxBytes)
      return {
        ok: false,
        reason: 'too-large',
        detail: `is ${bytes.length} bytes, over the ${maxBytes}-byte cap`,
        size: bytes.length,
      };
    return { ok: true, bytes: Buffer.from(bytes), size: bytes.length };
  }
  async readContained(rel: string, maxBytes: number) {
    return this.read(rel, maxBytes);
  }
}

/** Reads documents from the memory tree, in order. */
function memoryReader(tree: MemoryTree): DocumentReader {
  return {
    async readEach(rels, maxBytes, visit) {
      for (const rel of rels) visit(rel, tree.read(rel, maxBytes));
    },
  };
}

/** The digests of the planned checks, from the bytes in memory. */
function digestTable(tree: MemoryTree, rows: PlanRows<ArtifactCheck>): DigestTable {
  const checks: ArtifactCheck[] = [];
  rows.forEach((check) => checks.push(check));
  // The service's own table (hash/outcome-table.ts), so the rules' byte comparison is exercised.
  const outcomes = new OutcomeTable(checks.length);
  let bytesHashed = 0;
  for (const c of checks) {
    if (outcomes.has(c.file)) continue;
    const read = tree.read(c.rel, Number.MAX_SAFE_INTEGER);
    if (!read.ok) {
      outcomes.set(c.file, {
        ok: false,
        reason: read.reason === 'outside-root' ? 'io' : read.reason,
        detail: read.detail,
      });
      continue;
    }
    const lfs = parseLfsPointer(read.bytes);
    outcomes.set(c.file, {
      ok: true,
      sha256: createHash('sha256').update(read.bytes).digest('hex'),
      size: read.size,
      ...(lfs ? { lfs } : {}),
    });
    bytesHashed += read.size;
  }
  return {
    outcome: (file) => outcomes.get(file) as HashOutcome,
    sizeIfRecorded: (file, ref) => outcomes.sizeIfRecorded(file, ref),
    // No .gitattributes in memory: a pointer-shaped file is checked by its own bytes.
    lfsObject: () => undefined,
    bytesHashed,
  };
}
