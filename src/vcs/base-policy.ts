/**
 * git's policy files at the base: on a pull request (and a merge group, and the CLI's
 * `--config-from REF`) the `.gitattributes` and `.gitignore` files in force are the base
 * commit's, as the config is. A pull request that marks a plain artifact `filter=lfs` and
 * replaces it with a pointer naming the recorded digest, or ignores the files it does not want
 * counted, changes nothing: the base's files decide. The checkout's versions are compared and
 * reported (`policy-changed`, with what they would change for the files the audit asked
 * about), never applied.
 *
 * git answers under the base's files: they are written, at their paths, into a scratch
 * repository of their own (with this checkout's `.git/info/attributes` and `info/exclude`,
 * which no pull request controls), and `git check-attr` / `git check-ignore` run there. That
 * is git's own matching (patterns, precedence, macros, negation), not a second opinion.
 * Whether a file is tracked still comes from the checkout (a tracked file is never ignored).
 *
 * Without the base's tree (a checkout without history), the candidates are the checkout's own
 * policy files, each read at the base: one the pull request deleted is then not seen, which
 * only ever makes fewer files LFS-managed or ignored (the fail-closed side).
 */
import { lstat, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rootBaseFiles, type BaseBlob, type BaseFiles } from '../core/base-files.js';
import type { FindingInput } from '../core/findings.js';
import type { PolicyQuestions } from '../core/ignored.js';
import { quoteUntrusted } from '../util/untrusted.js';
import { createGitIgnoreRules, createGitlinkQuery, findRepositoryRoot, runGit } from './git.js';
import { listLfsFilteredPaths } from './lfs-attributes.js';
import { askWorkTree, type GitQuestions } from './policy.js';

/** git's policy files, by name: they apply to their directory and everything below it. */
const GIT_POLICY_FILES: ReadonlySet<string> = new Set(['.gitattributes', '.gitignore']);

/** Largest policy file read (git's own attribute files are far smaller). */
const POLICY_FILE_MAX_BYTES = 1 << 20;

/** Most effects quoted in the policy-changed finding; the rest are counted. */
const EFFECTS_SHOWN = 10;

/** The questions under the base's policy files, what the checkout's would change, and cleanup. */
export type BasePolicyQuestions = PolicyQuestions & GitQuestions;

const isPolicyFile = (rel: string) => GIT_POLICY_FILES.has(path.posix.basename(rel));

/**
 * The questions the audit asks git, answered under `base`'s `.gitattributes` and `.gitignore`
 * for the work tree at `root`. Outside git there are no such files, and the work tree's
 * (empty) answers stand.
 */
export async function askAtBase(
  root: string,
  base: BaseFiles,
  onFallback?: (why: string) => void,
): Promise<BasePolicyQuestions> {
  const workTree = askWorkTree(root, onFallback);
  const plain = { ...workTree, findings: () => [], close: async () => undefined };
  const top = await findRepositoryRoot(root);
  if (top === null) return plain;
  const prefix = toPrefix(top, root);
  // The skill graphs in force are read there too (repo/handoff-documents.ts).
  const files = rootBaseFiles(base, prefix);
  const changed = await comparePolicyFiles(top, base);
  if (changed.length === 0) return { ...plain, files };
  const scratch = await writeScratchRepository(top, changed);
  const effects: string[] = [];
  const toTop = (rel: string) => (prefix === '' ? rel : `${prefix}/${rel}`);
  const fromTop = (rel: string) => (prefix === '' ? rel : rel.slice(prefix.length + 1));
  const compare = (
    rels: readonly string[],
    atBase: ReadonlySet<string>,
    atHead: ReadonlySet<string>,
    yes: string,
    no: string,
  ) => {
    for (const rel of rels) {
      if (atHead.has(rel) && !atBase.has(rel)) effects.push(`${yes} ${quoteUntrusted(rel)}`);
      else if (atBase.has(rel) && !atHead.has(rel)) effects.push(`${no} ${quoteUntrusted(rel)}`);
    }
  };
  return {
    gitlinks: createGitlinkQuery(root),
    async lfsManaged(rels) {
      const managed = await listLfsFilteredPaths(scratch, rels.map(toTop));
      const atBase = new Set([...managed].map(fromTop));
      compare(
        rels,
        atBase,
        await workTree.lfsManaged(rels),
        'would take as a Git LFS pointer (its bytes unverified)',
        'would check the bytes, not the LFS object, of',
      );
      return atBase;
    },
    async ignored(rels) {
      const matched = await createGitIgnoreRules(scratch)(rels.map(toTop));
      const candidates = [...matched].map(fromTop);
      const tracked = await listTracked(root, candidates);
      const atBase = new Set(candidates.filter((r) => !tracked.has(r)));
      compare(rels, atBase, await workTree.ignored(rels), 'would ignore', 'would count');
      return atBase;
    },
    findings: () => [describeChange(base, changed, effects, prefix)],
    files,
    close: () => rm(scratch, { recursive: true, force: true }),
  };
}

/** A policy file whose base version differs from the checkout's. */
interface ChangedPolicyFile {
  /** From the top level. */
  rel: string;
  base: BaseBlob;
}

/** The policy files (from the top level) whose base version differs from the checkout's. */
async function comparePolicyFiles(top: string, base: BaseFiles): Promise<ChangedPolicyFile[]> {
  const listed = await runGit(top, [
    'ls-files',
    '-z',
    '--full-name',
    '--cached',
    '--others',
    '--exclude-standard',
  ]);
  const head = listed.ok
    ? listed.stdout.split('\0').filter((p) => p !== '' && isPolicyFile(p))
    : [];
  const baseList = await base.list();
  const candidates = new Set([...head, ...(baseList ?? []).filter(isPolicyFile)]);
  const changed: ChangedPolicyFile[] = [];
  for (const rel of [...candidates].sort()) {
    const atBase = await base.read(rel, POLICY_FILE_MAX_BYTES);
    const atHead = await readCheckoutFile(top, rel);
    const same =
      atHead === null
        ? atBase.kind === 'absent'
        : atBase.kind === 'file' && Buffer.from(atBase.bytes).equals(atHead);
    if (!same) changed.push({ rel, base: atBase });
  }
  return changed;
}

/** The checkout's file (a regular file, not through a symlink), or null. */
async function readCheckoutFile(top: string, rel: string): Promise<Buffer | null> {
  const file = path.join(top, ...rel.split('/'));
  const stats = await lstat(file).catch(() => null);
  if (!stats?.isFile() || stats.size > POLICY_FILE_MAX_BYTES) return null;
  return readFile(file).catch(() => null);
}

/** A scratch repository holding the base's policy files and this checkout's local git info. */
async function writeScratchRepository(
  top: string,
  changed: readonly ChangedPolicyFile[],
): Promise<string> {
  const scratch = await mkdtemp(path.join(tmpdir(), 'pg-base-policy-'));
  const init = await runGit(scratch, ['init', '-q']);
  if (!init.ok) throw new Error(`cannot make a scratch repository: ${init.message}`);
  // Unchanged policy files are the same at the base: copied from the checkout.
  const listed = await runGit(top, ['ls-files', '-z', '--full-name']);
  const unchanged = new Set(
    listed.ok ? listed.stdout.split('\0').filter((p) => p !== '' && isPolicyFile(p)) : [],
  );
  const writeAt = async (rel: string, bytes: Uint8Array) => {
    const file = path.join(scratch, ...rel.split('/'));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes);
  };
  for (const c of changed) unchanged.delete(c.rel);
  for (const rel of unchanged) {
    const bytes = await readCheckoutFile(top, rel);
    if (bytes) await writeAt(rel, bytes);
  }
  for (const c of changed) if (c.base.kind === 'file') await writeAt(c.rel, c.base.bytes);
  for (const name of ['info/attributes', 'info/exclude']) {
    const where = await runGit(top, ['rev-parse', '--git-path', name]);
    if (!where.ok) continue;
    const bytes = await readFile(path.resolve(top, where.stdout.replace(/\n$/, ''))).catch(
      () => null,
    );
    if (bytes) {
      const file = path.join(scratch, '.git', ...name.split('/'));
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
    }
  }
  return scratch;
}

/** The paths among `rels` (relative to `root`) the checkout's index tracks. */
async function listTracked(root: string, rels: readonly string[]): Promise<Set<string>> {
  const tracked = new Set<string>();
  for (let i = 0; i < rels.length; i += 256) {
    const batch = rels.slice(i, i + 256).map((r) => `./${r}`);
    const result = await runGit(root, ['--literal-pathspecs', 'ls-files', '-z', '--', ...batch]);
    // Unknown: counted as tracked, so the file counts (fail closed).
    if (!result.ok) return new Set(rels);
    for (const p of result.stdout.split('\0')) if (p !== '') tracked.add(p);
  }
  return tracked;
}

/** The audited root below the top level, as a POSIX prefix ('' when the same). */
function toPrefix(top: string, root: string): string {
  const rel = path.relative(path.resolve(top), path.resolve(root)).split(path.sep).join('/');
  return rel === '' || rel.startsWith('..') ? '' : rel;
}

/** The policy-changed finding. */
function describeChange(
  base: BaseFiles,
  changed: readonly ChangedPolicyFile[],
  effects: readonly string[],
  prefix: string,
): FindingInput {
  const files = changed.map((c) => quoteUntrusted(c.rel)).join(', ');
  const shown = [...new Set(effects)];
  const would =
    shown.length === 0
      ? 'they change nothing for the files this run checked'
      : `applied, they ${shown.slice(0, EFFECTS_SHOWN).join('; ')}${shown.length > EFFECTS_SHOWN ? `; and ${shown.length - EFFECTS_SHOWN} more` : ''}`;
  const first = changed[0]?.rel ?? '';
  const anchored =
    prefix === '' ? first : first.startsWith(`${prefix}/`) ? first.slice(prefix.length + 1) : '';
  return {
    rule: 'policy-changed',
    path: anchored,
    message: `the checkout's ${files} differ from ${base.label}'s, whose versions are in force (git's attributes and ignore rules decide which files are LFS pointers and which count); the checkout's are not applied: ${would}. They take effect once merged.`,
  };
}
