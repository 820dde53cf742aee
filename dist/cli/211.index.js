export const id = 211;
export const ids = [211];
export const modules = {

/***/ 5211:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  loadConfigFromRevision: () => (/* binding */ loadConfigFromRevision)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(4031);
// EXTERNAL MODULE: ./src/rules/registry.ts
var registry = __webpack_require__(4964);
// EXTERNAL MODULE: ./src/audit/config.ts
var audit_config = __webpack_require__(8993);
;// CONCATENATED MODULE: ./src/audit/config-diff.ts
/**
 * What a change of `.passport-gate.yml` would do, in words, for the
 * `config-changed` notice: the base commit's config is in force on a pull
 * request, and the reviewer is told what the pull request's version would
 * change once merged ("would turn artifact-hash-mismatch off"). Computed from
 * the two normalized configs, so a change of comments or spelling says so
 * instead of listing nothing.
 */


/** The severity a rule has under a config ('off' when the config turns it off). */
function effectiveSeverity(config, id) {
    return config.rules[id] ?? (0,registry/* getRule */.rF)(id).defaultSeverity;
}
const RANK = { ...registry/* SEVERITY_RANK */.f3, off: 0 };
/** The patterns of `after` not in `before`, and those of `before` not in `after`, in order. */
function listDiff(before, after) {
    const a = new Set(before);
    const b = new Set(after);
    return { added: after.filter((p) => !a.has(p)), removed: before.filter((p) => !b.has(p)) };
}
const quote = (s) => JSON.stringify(s);
/**
 * Lists, one phrase each, what replacing `base` by `head` would change: rules
 * turned off, lowered or raised; paths ignored or no longer ignored; output
 * roots and handoff globs added or removed; the other settings. Stricter
 * changes are listed too (after the weakening ones): the reviewer sees all.
 * Empty when the two configs mean the same.
 */
function describeConfigChange(base, head) {
    const weaker = [];
    const stricter = [];
    for (const { id } of registry/* RULES */.y0) {
        const from = effectiveSeverity(base, id);
        const to = effectiveSeverity(head, id);
        if (from === to)
            continue;
        if (to === 'off')
            weaker.push(`would turn ${id} off (${from} now)`);
        else if (from === 'off')
            stricter.push(`would turn ${id} on as ${to}`);
        else if (RANK[to] < RANK[from])
            weaker.push(`would lower ${id} from ${from} to ${to}`);
        else
            stricter.push(`would raise ${id} from ${from} to ${to}`);
    }
    const ignore = listDiff(base.ignore, head.ignore);
    for (const p of ignore.added)
        weaker.push(`would ignore ${quote(p)}`);
    for (const p of ignore.removed)
        stricter.push(`would stop ignoring ${quote(p)}`);
    const outputs = listDiff(base.outputs, head.outputs);
    for (const p of outputs.removed)
        weaker.push(`would remove output root ${quote(p)}`);
    for (const p of outputs.added)
        stricter.push(`would add output root ${quote(p)}`);
    const globs = [
        ['envelopes', 'envelope'],
        ['skillGraphs', 'skill-graph'],
        ['packets', 'packet'],
    ];
    for (const [key, label] of globs) {
        const d = listDiff(base[key], head[key]);
        for (const p of d.removed)
            weaker.push(`would stop reading ${label} files matching ${quote(p)}`);
        for (const p of d.added)
            stricter.push(`would also read ${label} files matching ${quote(p)}`);
    }
    if (base.allowEmpty !== head.allowEmpty)
        (head.allowEmpty ? weaker : stricter).push(`would ${head.allowEmpty ? 'allow' : 'no longer allow'} a repository without passports (allow-empty)`);
    if (base.maxPassportBytes !== head.maxPassportBytes)
        (head.maxPassportBytes > base.maxPassportBytes ? weaker : stricter).push(`would change max-passport-bytes from ${base.maxPassportBytes} to ${head.maxPassportBytes}`);
    if (base.packetMaxAgeSeconds !== head.packetMaxAgeSeconds)
        (head.packetMaxAgeSeconds > base.packetMaxAgeSeconds ? weaker : stricter).push(`would change packet-max-age-seconds from ${base.packetMaxAgeSeconds} to ${head.packetMaxAgeSeconds}`);
    if (base.pathBase !== head.pathBase)
        weaker.push(`would resolve passport paths from the ${head.pathBase} instead of the ${base.pathBase} (path-base)`);
    return [...weaker, ...stricter];
}
/** Most phrases quoted in one message; the rest are counted. */
const CONFIG_CHANGE_MAX_PHRASES = 40;
/**
 * The message of a `config-changed` finding: which file changed, that the
 * base's version is in force, and what the change would do after merge.
 */
function buildConfigChangeMessage(subject, file, baseLabel, base, head) {
    const lead = `${subject} changes ${file}; the config of ${baseLabel} is in force for this run, and the change takes effect only after merge`;
    if (head.kind === 'invalid')
        return `${lead}. The changed version is unusable and would stop every run after merge: ${head.problem}`;
    const headConfig = head.kind === 'absent' ? null : head.config;
    const what = describeConfigChange(base, headConfig ?? audit_config/* DEFAULT_CONFIG */.PV);
    const removed = head.kind === 'absent' ? ' (it deletes the file, so the defaults would apply)' : '';
    if (what.length === 0)
        return `${lead}${removed}. It does not change what the gate checks (comments or spelling only).`;
    const shown = what.slice(0, CONFIG_CHANGE_MAX_PHRASES);
    const more = what.length - shown.length;
    return `${lead}${removed}. Review it: it ${shown.join('; ')}${more > 0 ? `; and ${more} more change(s)` : ''}.`;
}

;// CONCATENATED MODULE: ./src/audit/config-change.ts
/**
 * Applying a trusted commit's config instead of the checkout's: the base
 * commit's on a pull request (github/config-source.ts), or the revision
 * given to the CLI's `--config-from REF`. The checkout's file (the pull
 * request's version) is read only to say how it differs, as a
 * `config-changed` finding; it is never applied, and a broken one is
 * reported, not fatal.
 */




/** Most characters of the checkout config's problem quoted in the finding. */
const PROBLEM_MAX_CHARS = 500;
/** A config error on one line (its problems joined), quoted: it describes an untrusted file. */
function describeProblem(error) {
    const line = error.message
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l !== '')
        .join(' ');
    return (0,report_escape/* quoteUntrusted */.X0)(line, PROBLEM_MAX_CHARS);
}
const sameBytes = (a, b) => a.kind === b.kind && (a.kind === 'absent' || (b.kind === 'file' && a.bytes.equals(b.bytes)));
/**
 * Parses the trusted config (an invalid one is a ConfigurationError: it is the policy, and the
 * run cannot go on without one) and compares the checkout's file with it.
 */
async function applyTrustedConfig(input) {
    const { trusted, trustedLabel, configLabel } = input;
    const config = trusted.kind === 'absent'
        ? { ...audit_config/* DEFAULT_CONFIG */.PV }
        : await (0,audit_config/* parseConfigBytes */.te)(trusted.bytes, `${configLabel} of ${trustedLabel}`);
    const note = trusted.kind === 'absent'
        ? `config: ${trustedLabel} has no ${configLabel}, so the defaults are in force; the checkout's version is not applied.`
        : `config: ${configLabel} of ${trustedLabel} is in force; the checkout's version is not applied.`;
    // The checkout's file is read with the same care as any other, and a problem with it is
    // reported in the finding: it is not in force, so it does not stop the run.
    let checkout = null;
    let head;
    try {
        checkout = await (0,audit_config/* readConfigFile */.RG)(input.root, input.configFile, configLabel);
        if (sameBytes(trusted, checkout))
            return { config, change: null, note };
        head =
            checkout.kind === 'absent'
                ? { kind: 'absent' }
                : {
                    kind: 'valid',
                    config: await (0,audit_config/* parseConfigBytes */.te)(checkout.bytes, `${configLabel} of ${input.subject}`),
                };
    }
    catch (error) {
        if (!(error instanceof errors/* ConfigurationError */.j1))
            throw error;
        head = { kind: 'invalid', problem: describeProblem(error) };
    }
    const anchored = checkout?.kind === 'file' && input.findingPath !== '';
    return {
        config,
        note,
        change: {
            rule: 'config-changed',
            path: anchored ? input.findingPath : '',
            ...(anchored ? { line: 1 } : {}),
            message: buildConfigChangeMessage(input.subject, configLabel, trustedLabel, config, head),
        },
    };
}

// EXTERNAL MODULE: ./src/fs/git.ts
var git = __webpack_require__(4327);
// EXTERNAL MODULE: ./src/fs/paths.ts
var paths = __webpack_require__(1283);
;// CONCATENATED MODULE: ./src/cli/config-from.ts
/**
 * `audit --config-from REF`: the config in force is the one at git revision
 * REF (for example `origin/main`), as the action applies the base commit's on
 * a pull request; the working tree's file is only compared with it and a
 * difference is reported as `config-changed`. Read with `git ls-tree` and
 * `git cat-file` (fs/git.ts): no shell, the ref after `--end-of-options`.
 */







const toPosix = (p) => p.split((external_node_path_default()).sep).join('/');
const realOf = (p) => (0,promises_.realpath)(p).catch(() => external_node_path_default().resolve(p));
/**
 * Loads the config of `root` (or `--config FILE`, resolved against `cwd`) as it is at git
 * revision `ref`. Throws UsageError or ConfigurationError (exit 2, one line) for a ref that is
 * not a commit, a root outside git, a file outside the repository, or a file at REF that is not
 * a readable config; an explicitly named file must exist at REF, the default one may be absent.
 */
async function loadConfigFromRevision(cwd, flags) {
    const { root, ref } = flags;
    if (ref === '' || ref.startsWith('-') || ref.includes('\0'))
        throw new errors/* UsageError */.eb(`--config-from ${JSON.stringify(ref)} is not a git revision`);
    const top = await (0,git/* findRepositoryRoot */.mL)(root);
    if (top === null)
        throw new errors/* ConfigurationError */.j1(`--config-from: ${JSON.stringify(root)} is not inside a git repository`);
    const sha = await (0,git/* resolveCommit */.WL)(top, ref);
    if (sha === null)
        throw new errors/* ConfigurationError */.j1(`--config-from: ${JSON.stringify(ref)} names no commit in this repository`);
    const configFile = flags.config !== undefined
        ? external_node_path_default().resolve(cwd, flags.config)
        : external_node_path_default().join(root, audit_config/* DEFAULT_CONFIG_FILE */.Cu);
    const repoRoot = await realOf(top);
    // The path as written below the (real) root: a symlink in it is the working tree's, not REF's.
    const inRepo = external_node_path_default().join(await realOf(root), external_node_path_default().relative(external_node_path_default().resolve(root), configFile));
    const rel = toPosix(external_node_path_default().relative(repoRoot, inRepo));
    if (!(0,paths/* isInside */.FK)(repoRoot, inRepo) || rel === '')
        throw new errors/* UsageError */.eb(`--config-from reads the config from git, and ${JSON.stringify(configFile)} is not a file of the repository`);
    const label = `${ref} (${sha.slice(0, 12)})`;
    let blob;
    try {
        blob = await (0,git/* readBlobAtCommit */.sq)(repoRoot, sha, rel, audit_config/* MAX_CONFIG_BYTES */.GW);
    }
    catch (error) {
        throw new errors/* ConfigurationError */.j1(`--config-from: cannot read ${rel} at ${label}: ${error.message}`);
    }
    if (blob.kind === 'refused')
        throw new errors/* ConfigurationError */.j1(`config ${rel} at ${label} ${blob.detail}; it is not read`);
    if (blob.kind === 'absent' && flags.config !== undefined)
        throw new errors/* ConfigurationError */.j1(`config ${rel} does not exist at ${label}`);
    const applied = await applyTrustedConfig({
        trusted: blob.kind === 'absent' ? blob : { kind: 'file', bytes: blob.bytes },
        trustedLabel: label,
        root,
        configFile,
        configLabel: rel,
        findingPath: (0,paths/* isInside */.FK)(external_node_path_default().resolve(root), configFile)
            ? toPosix(external_node_path_default().relative(external_node_path_default().resolve(root), configFile))
            : '',
        subject: 'the working tree',
    });
    return { config: applied.config, runFindings: applied.change ? [applied.change] : [] };
}


/***/ }),

/***/ 4327:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EO: () => (/* binding */ runGit),
/* harmony export */   TS: () => (/* binding */ isObjectId),
/* harmony export */   WL: () => (/* binding */ resolveCommit),
/* harmony export */   _c: () => (/* binding */ GIT_OUTPUT_MAX_BYTES),
/* harmony export */   mL: () => (/* binding */ findRepositoryRoot),
/* harmony export */   sq: () => (/* binding */ readBlobAtCommit)
/* harmony export */ });
/* unused harmony exports GIT_MAX_SYMLINK_HOPS, hasCommit */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Running git for the gate: no shell (execFile), only validated commit ids
 * and literal paths as arguments, no prompt. Used to list changed files
 * (github/changed-files.ts) and to read a file as it is at a commit (the base
 * branch's `.passport-gate.yml`, the CLI's `--config-from`) without trusting
 * the checkout.
 *
 * node:child_process is loaded on first use: the CLI reaches this module only
 * for `--config-from`, and the import costs start-up time otherwise.
 */

/** Largest `git diff --name-only` output read (a million 64-byte paths). */
const GIT_OUTPUT_MAX_BYTES = 64 * 1024 * 1024;
/** Most symbolic links followed inside a commit's tree before giving up (as the kernel's ELOOP, lower). */
const GIT_MAX_SYMLINK_HOPS = 8;
async function execGit(cwd, args, maxBuffer, encoding) {
    const { execFile } = await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 1421, 23));
    return new Promise((resolve, reject) => {
        execFile('git', [...args], {
            cwd,
            maxBuffer,
            encoding,
            // A prompt for credentials would hang the job; the gate only reads local history.
            env: { ...process.env, GIT_TERMINAL_PROMPT: '0' },
        }, (error, stdout) => (error ? reject(error) : resolve(stdout)));
    });
}
/** Runs git without a shell; stdout as UTF-8, or null on any failure. */
const runGit = async (cwd, args) => {
    try {
        return (await execGit(cwd, args, GIT_OUTPUT_MAX_BYTES, 'utf8'));
    }
    catch {
        return null;
    }
};
/** A full commit id (SHA-1, or SHA-256 for SHA-256 repositories). */
function isObjectId(value) {
    return typeof value === 'string' && /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(value);
}
/** True when the repository at `cwd` holds commit `sha` (a shallow clone may not). */
async function hasCommit(cwd, sha, git = runGit) {
    if (!isObjectId(sha))
        return false;
    return (await git(cwd, ['cat-file', '-e', `${sha}^{commit}`])) !== null;
}
/** The top level of the git work tree holding `dir`, or null outside one. */
async function findRepositoryRoot(dir, git = runGit) {
    const out = await git(dir, ['rev-parse', '--show-toplevel']);
    // rev-parse ends its answer with one newline; a directory name may end with spaces, so no trim.
    const top = out?.replace(/\n$/, '');
    return top ? node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(top) : null;
}
/**
 * Resolves a revision the user typed (`--config-from REF`) to a commit id, or
 * null when it names no commit. The ref goes after `--end-of-options`, so it
 * is never read as an option.
 */
async function resolveCommit(cwd, ref, git = runGit) {
    if (ref === '' || ref.includes('\0'))
        return null;
    const out = await git(cwd, [
        'rev-parse',
        '--verify',
        '--quiet',
        '--end-of-options',
        `${ref}^{commit}`,
    ]);
    const sha = out?.trim() ?? '';
    return isObjectId(sha) ? sha : null;
}
/** One `git ls-tree --long -z` line for exactly `rel` at `sha`, or null when there is none. */
async function lsTree(cwd, sha, rel, git) {
    // --literal-pathspecs: a `*` or `:` in the name is a character, not a pattern or magic;
    // --full-tree: the path is from the top level whatever the working directory.
    const out = await git(cwd, [
        '--literal-pathspecs',
        'ls-tree',
        '-z',
        '--long',
        '--full-tree',
        sha,
        '--',
        rel,
    ]);
    if (out === null)
        throw new Error(`git ls-tree failed for commit ${sha}`);
    for (const record of out.split('\0')) {
        const tab = record.indexOf('\t');
        if (tab < 0)
            continue;
        if (record.slice(tab + 1) !== rel)
            continue;
        const [mode = '', type = '', oid = '', size = ''] = record.slice(0, tab).split(/ +/);
        return { mode, type, oid, size: /^\d+$/.test(size) ? Number(size) : null };
    }
    return null;
}
/**
 * Reads the file at repository-relative POSIX path `rel` as it is in commit
 * `sha`, refusing what is not a regular file of at most `maxBytes`: a
 * directory, a submodule, a symbolic link that leaves the repository (links
 * inside it are followed, at most {@link GIT_MAX_SYMLINK_HOPS}). The size is
 * checked from the tree before the content is read. Throws when git fails
 * for another reason (the caller says so; it must not read that as "absent").
 */
async function readBlobAtCommit(cwd, sha, rel, maxBytes, git = runGit) {
    if (!isObjectId(sha))
        throw new Error(`not a commit id: ${JSON.stringify(sha)}`);
    let current = rel;
    for (let hop = 0; hop <= GIT_MAX_SYMLINK_HOPS; hop++) {
        const entry = await lsTree(cwd, sha, current, git);
        if (entry === null)
            return { kind: 'absent' };
        if (entry.type === 'tree')
            return { kind: 'refused', detail: 'is a directory' };
        if (entry.type === 'commit')
            return { kind: 'refused', detail: 'is a submodule' };
        if (entry.type !== 'blob' || !isObjectId(entry.oid) || entry.size === null)
            throw new Error(`git ls-tree gave an unexpected entry for ${JSON.stringify(current)}`);
        if (entry.size > maxBytes)
            return {
                kind: 'refused',
                detail: `is ${entry.size} bytes, over the ${maxBytes}-byte cap`,
            };
        let bytes;
        try {
            bytes = (await execGit(cwd, ['cat-file', 'blob', entry.oid], maxBytes + 1, 'buffer'));
        }
        catch (error) {
            throw new Error(`git cat-file failed for ${entry.oid}: ${error.message.split('\n')[0]}`, { cause: error });
        }
        if (entry.mode !== '120000')
            return { kind: 'file', bytes, path: current };
        // A symbolic link: its blob is the target, relative to the link's directory.
        const target = bytes.toString('utf8');
        const joined = node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.normalize(target.startsWith('/') ? target : node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.join(node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.dirname(current), target));
        if (target.startsWith('/') ||
            joined === '..' ||
            joined.startsWith('../') ||
            joined.includes('\0'))
            return { kind: 'refused', detail: 'is a symbolic link out of the repository' };
        current = joined;
    }
    return {
        kind: 'refused',
        detail: `is a chain of more than ${GIT_MAX_SYMLINK_HOPS} symbolic links`,
    };
}


/***/ })

};
