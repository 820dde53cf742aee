export const id = 686;
export const ids = [686];
export const modules = {

/***/ 82686:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runAuditCommand: () => (/* binding */ runAuditCommand)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/cli/parse-args.ts
var parse_args = __webpack_require__(89611);
// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(70017);
// EXTERNAL MODULE: ./src/fs/paths.ts
var paths = __webpack_require__(31283);
// EXTERNAL MODULE: ./src/audit/pipeline.ts + 22 modules
var pipeline = __webpack_require__(45813);
// EXTERNAL MODULE: ./src/audit/verdict.ts
var audit_verdict = __webpack_require__(31454);
// EXTERNAL MODULE: ./src/util/version.ts
var version = __webpack_require__(76092);
;// CONCATENATED MODULE: ./src/gate/gate-run.ts
/**
 * One run of the gate, the same for every CI host and for the command line: ask the host what
 * changed and which config is in force, audit, add the provenance diff, publish through the
 * host, and decide. The verdict comes from the findings alone; everything the host does to
 * report them is best effort, and each failure becomes a note of this run.
 */




/**
 * One run: its host, its log, and the notes and help it gathers for the summary. Hosts call
 * {@link note}, {@link warn} and {@link addHelp}; the action and the CLI call {@link audit} (or
 * bring a merged report) and then {@link publish}.
 */
class GateRun {
    host;
    log;
    signal;
    /** Lines for the summary's "Run notes" (they may quote text we did not write). */
    notes = [];
    /** Markdown for the summary made only of our own constants (links to our docs). */
    help = [];
    /** The change and the config in force, once {@link audit} asked the host (the VSA names them). */
    event = null;
    inForce = null;
    /** The working-tree files the audit read, when the plan asked (AuditOptions.filesRead). */
    filesRead = null;
    /**
     * The files the host said the change touched (relative to the root), once a changed-mode
     * audit asked: null when the host cannot tell, undefined when it was not asked.
     */
    changedFiles = undefined;
    /**
     * Set when the trusted base could not be read whole: the report holds only `base-unreadable`,
     * and the caller exits 2 with this error's one line (never a verdict judged without the base).
     */
    baseUnreadable = null;
    constructor(host, log, signal) {
        this.host = host;
        this.log = log;
        this.signal = signal;
    }
    /** Logs a line and keeps it for the summary. */
    note(line) {
        this.log.info(line);
        this.notes.push(line);
    }
    /** Keeps a line for the summary without logging it. */
    keep(line) {
        this.notes.push(line);
    }
    /** Warns and keeps the line for the summary. */
    warn(line) {
        this.log.warning(line);
        this.notes.push(line);
    }
    /** Adds a line of our own Markdown (never repository text) to the summary's help. */
    addHelp(markdown) {
        this.help.push(markdown);
    }
    /**
     * Audits the change: the config in force and the changed files from the host, then the
     * pipeline, then (by shard 1 of a matrix) the provenance diff against the base. Throws only
     * on configuration errors and interrupts; a diff that fails is a warning.
     */
    async audit(plan) {
        const event = (this.event = await this.host.event(this));
        this.log.info(`${this.host.name}: ${event.label}`);
        try {
            return await this.auditWithBase(plan);
        }
        catch (error) {
            // Any part of the trusted base (read up front, or a file of it the audit asked for) that
            // cannot be read fails the run: the report says so, and nothing is judged without it.
            if (!(error instanceof errors/* BaseUnreadableError */.P) || this.signal?.aborted)
                throw error;
            this.baseUnreadable = error;
            // For the summary; the caller states it as the run's error after publishing the report.
            this.keep((0,errors/* describeError */.Uc)(error));
            return reportBaseUnreadable(plan, error);
        }
    }
    async auditWithBase(plan) {
        const inForce = (this.inForce = await this.host.configInForce(this));
        let changedFiles = null;
        if (plan.scope === 'changed')
            changedFiles = this.changedFiles = await this.host.changedFiles(this);
        else
            this.keep('mode: all — every output directory was audited.');
        if (plan.shard)
            this.keep(`shard ${plan.shard.index}/${plan.shard.count} of a matrix run.`);
        const citationAnswers = await this.askRegistries(plan, inForce.config);
        if (plan.recordReads)
            this.filesRead = new Set();
        let report;
        try {
            report = await (0,pipeline/* audit */.sb)({
                root: plan.root,
                config: inForce.config,
                changedFiles,
                failOn: plan.failOn,
                signal: this.signal,
                shard: plan.shard,
                engine: plan.engine,
                trusted: trustOf(inForce, plan.git, citationAnswers),
                hashing: plan.hashing,
                filesRead: this.filesRead ?? undefined,
            });
        }
        finally {
            await inForce.policy?.close();
        }
        if (plan.shard && plan.shard.index !== 1)
            return report;
        try {
            const diff = await this.host.baseDiff(inForce.config, this);
            return diff ? { ...report, diff } : report;
        }
        catch (error) {
            if (this.signal?.aborted)
                throw error;
            // Reporting, not the verdict: the findings stand whatever happens to the diff.
            this.warn(`no provenance diff: ${(0,errors/* describeError */.Uc)(error)}`);
            return report;
        }
    }
    /** The registries' answers when the plan asks for them, with a note of what was asked. */
    async askRegistries(plan, config) {
        if (!plan.askRegistries)
            return undefined;
        const answers = await plan.askRegistries(config);
        const asked = answers.lock.citations.size + answers.unreached.size;
        this.note(`citations: asked the registries about ${asked} cited identifier(s)${answers.unreached.size > 0 ? `; ${answers.unreached.size} could not be asked (citation-unlocked)` : ''}.`);
        return answers;
    }
    /**
     * Publishes a report through the host and returns the verdict; publishing never changes it.
     * Throws when the run was interrupted, and a UsageError from the host (a file the user named).
     */
    async publish(report) {
        // A signal that arrived during the run wins: no report that looks complete is published.
        this.signal?.throwIfAborted();
        try {
            await this.host.publish(report, this);
        }
        catch (error) {
            // A file the user named that cannot be written is theirs to fix: the command says so (exit 2).
            if (this.signal?.aborted || error instanceof errors/* UsageError */.eb)
                throw error;
            // Hosts report their own failures as notes; this guards the verdict against a bug there.
            this.warn(`publishing the report failed: ${(0,errors/* describeError */.Uc)(error)}`);
        }
        return outcomeOf(report);
    }
}
/**
 * The report of a run whose trusted base could not be read: the one `base-unreadable` finding,
 * nothing judged. It fails whatever fail-on says: no verdict is given without the base.
 */
function reportBaseUnreadable(plan, error) {
    const findings = [
        { rule: 'base-unreadable', severity: 'error', path: '', message: (0,errors/* describeError */.Uc)(error) },
    ];
    const verdict = (0,audit_verdict/* decideVerdict */.AU)({ findings, failOn: plan.failOn, passports: [], handoffs: [] });
    return {
        report_version: '1',
        tool: { name: 'passport-gate', version: version/* VERSION */.x },
        root: plan.root,
        scope: { mode: plan.scope, changed_files: 0, directories: [] },
        summary: {
            ...(0,audit_verdict/* summarize */.eh)(verdict, plan.failOn, { passports: 0, artifactsVerified: 0, bytesHashed: 0 }),
            passed: false,
        },
        findings,
        passports: [],
        handoffs: [],
        graph: { nodes: [], edges: [] },
    };
}
/**
 * What the audit takes as trusted, from what the host read at the trusted commit: the config's
 * findings, where the policy's keys are, the base's passports, and git's questions under the
 * base's policy files (the work tree's, `git`, when the base brings none), with the registries'
 * answers when they were asked.
 */
function trustOf(inForce, git, citationAnswers) {
    // git's policy files of the base are in force too, as its config is; the checkout's are compared.
    const atBase = inForce.policy;
    return {
        ...git,
        runFindings: inForce.runFindings,
        trustedFiles: inForce.trustedFiles,
        base: inForce.passports ? { passports: inForce.passports } : null,
        citationAnswers,
        ...(atBase && {
            ignored: atBase.ignored,
            gitlinks: atBase.gitlinks,
            lfsManaged: atBase.lfsManaged,
            lateRunFindings: atBase.findings,
            policyBase: atBase.files,
        }),
    };
}
/** The verdict of a report, with its one-line statement. */
function outcomeOf(report) {
    const s = report.summary;
    const verdict = `passport-gate ${s.passed ? 'passed' : 'failed'}: ${s.errors} error(s), ${s.warnings} warning(s), ${s.notices} notice(s) in ${s.passports} passport(s) (fail-on: ${s.fail_on}).`;
    return { report, passed: s.passed, verdict };
}

// EXTERNAL MODULE: ./src/report/renderers.ts + 10 modules
var renderers = __webpack_require__(7099);
// EXTERNAL MODULE: ./src/core/options.ts
var options = __webpack_require__(83457);
// EXTERNAL MODULE: ./src/repo/shard.ts
var repo_shard = __webpack_require__(71980);
// EXTERNAL MODULE: ./src/config/config.ts
var config = __webpack_require__(81122);
// EXTERNAL MODULE: ./src/cli/progress.ts
var cli_progress = __webpack_require__(9851);
// EXTERNAL MODULE: ./src/hash/index.ts + 11 modules
var hash = __webpack_require__(55778);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/report/diff.ts
var diff = __webpack_require__(20227);
// EXTERNAL MODULE: ./src/vcs/git.ts
var git = __webpack_require__(66124);
// EXTERNAL MODULE: ./src/hosts/at-revision/changed-files.ts
var changed_files = __webpack_require__(36711);
// EXTERNAL MODULE: ./src/fs/output-file.ts
var output_file = __webpack_require__(69281);
// EXTERNAL MODULE: ./src/hosts/local.ts
var hosts_local = __webpack_require__(5780);
;// CONCATENATED MODULE: ./src/hosts/gitlab.ts
/**
 * GitLab CI merge requests behind the {@link CiHost} port. GitLab runs the command line, so
 * `passport-gate audit` detects it (GITLAB_CI, and CI_MERGE_REQUEST_IID in a merge request
 * pipeline, https://docs.gitlab.com/ci/variables/predefined_variables/): the target branch's
 * head (CI_MERGE_REQUEST_TARGET_BRANCH_SHA, else origin/CI_MERGE_REQUEST_TARGET_BRANCH_NAME)
 * is the trusted base, read whole from git: it decides the config in force (the merge request
 * is the adversary: its own config is only compared with it), the changed files (`git diff`
 * from that commit) and the provenance diff (its passports against the checkout's); a clone
 * without it fails the run (base-unreadable), and publishing writes GitLab's Code Quality
 * and JUnit reports beside the usual output, with the diff as Markdown. A pipeline that is not for a
 * merge request has no base: every output directory is audited with the checkout's config.
 */









/**
 * The variable that names the target branch's head commit (set in merged results pipelines).
 * The merge request is judged against it, as GitHub judges a pull request against its base
 * branch's tip: never against CI_MERGE_REQUEST_DIFF_BASE_SHA, the merge base, which the author
 * chooses by branching from an old commit (one from before a stricter policy was merged).
 */
const GITLAB_TARGET_SHA_VARIABLE = 'CI_MERGE_REQUEST_TARGET_BRANCH_SHA';
/** The variable that names the target branch, read at `origin/<name>` when no head commit is given. */
const GITLAB_TARGET_BRANCH_VARIABLE = 'CI_MERGE_REQUEST_TARGET_BRANCH_NAME';
/** The reports a GitLab job writes, by format, relative to the working directory (CI_PROJECT_DIR). */
const GITLAB_REPORT_FILES = {
    codequality: 'gl-code-quality-report.json',
    junit: 'gl-junit-report.xml',
};
/**
 * The merge request's provenance diff as Markdown (what the GitHub host puts in the job
 * summary), relative to the working directory: a `.gitlab-ci.yml` exposes it in the merge
 * request with `artifacts: expose_as:` (README, "GitLab CI"). Written only in a merge request
 * pipeline, where there is a base to compare with.
 */
const GITLAB_DIFF_FILE = 'gl-provenance-diff.md';
const COMMIT_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
/**
 * A branch name git could take as a ref below refs/remotes/origin/: printable, no option, none of
 * git's ref syntax (check-ref-format's rules that matter for a name from the environment).
 */
const isBranchName = (name) => name !== '' &&
    !name.startsWith('-') &&
    ![...name].some((c) => c <= ' ' || c === '\x7f') &&
    !/[~^:?*[\\]|\.\.|@\{|\/\/|\.lock$|\/$|\.$|^\//.test(name);
/**
 * The GitLab job the environment describes, or null outside GitLab CI. A merge request pipeline
 * that names no target (neither its head commit nor its branch) is a ConfigurationError:
 * without the target the gate cannot know which config is in force, and it does not guess.
 */
function detectGitLabJob(env) {
    if (env.GITLAB_CI !== 'true')
        return null;
    const iid = env.CI_MERGE_REQUEST_IID ?? '';
    if (iid === '')
        return { mergeRequest: null };
    const sha = env[GITLAB_TARGET_SHA_VARIABLE] ?? '';
    const branch = env[GITLAB_TARGET_BRANCH_VARIABLE] ?? '';
    if (/^\d{1,12}$/.test(iid) && COMMIT_ID.test(sha))
        return { mergeRequest: { iid, target: { sha } } };
    if (/^\d{1,12}$/.test(iid) && sha === '' && isBranchName(branch))
        return { mergeRequest: { iid, target: { branch } } };
    const why = sha !== ''
        ? `${GITLAB_TARGET_SHA_VARIABLE} is not a commit id (${JSON.stringify(sha.slice(0, 80))})`
        : branch === ''
            ? `neither ${GITLAB_TARGET_SHA_VARIABLE} nor ${GITLAB_TARGET_BRANCH_VARIABLE} is set`
            : `${GITLAB_TARGET_BRANCH_VARIABLE} is not a branch name (${JSON.stringify(branch.slice(0, 80))})`;
    throw new errors/* ConfigurationError */.j1(`GitLab CI names merge request ${JSON.stringify(iid.slice(0, 80))} but ${why}; run the audit in a merge request pipeline (rules: - if: $CI_PIPELINE_SOURCE == "merge_request_event")`);
}
/** How the target is named in messages and where its commit comes from. */
function describeTarget(target) {
    return 'sha' in target
        ? `the target branch head ${target.sha.slice(0, 12)} (${GITLAB_TARGET_SHA_VARIABLE})`
        : `the target branch head origin/${target.branch} (${GITLAB_TARGET_BRANCH_VARIABLE})`;
}
/**
 * The target branch's head commit in this clone, or a BaseUnreadableError with GitLab's fix:
 * its clones are shallow by default (GIT_DEPTH) and fetch the merge request's ref, not
 * necessarily the target branch.
 */
async function resolveTargetHead(root, target) {
    const ref = 'sha' in target ? target.sha : `refs/remotes/origin/${target.branch}`;
    const sha = await (0,git/* resolveCommit */.WL)(root, ref);
    if (sha !== null)
        return sha;
    const shallow = await (0,git/* runGit */.EO)(root, ['rev-parse', '--is-shallow-repository']);
    const where = shallow.ok && shallow.stdout.trim() === 'true' ? 'this shallow clone' : 'this clone';
    const branch = 'branch' in target ? target.branch : '"$CI_MERGE_REQUEST_TARGET_BRANCH_NAME"';
    throw new errors/* BaseUnreadableError */.P(`the trusted base could not be read: ${describeTarget(target)} is not in ${where}; fetch it before the audit: git fetch origin ${branch} (and give the job the history: variables: GIT_DEPTH: "0")`);
}
/** The GitLab CI host: the command line's, with the merge request's target and GitLab's reports. */
function createGitLabHost(io, audit, job) {
    const local = (0,hosts_local/* createLocalHost */.Sh)(io, audit);
    const mr = job.mergeRequest;
    const explicitScope = audit.changedFilesArg !== undefined || audit.base !== undefined;
    // The target branch head, and its passports read from git once: for the audit and the diff.
    let head;
    const targetHead = () => (head ??= resolveTargetHead(audit.root, mr.target));
    let base;
    return {
        ...local,
        name: 'GitLab CI',
        event: async () => mr
            ? {
                label: `merge request !${mr.iid}, base ${describeTarget(mr.target)}`,
                base: 'sha' in mr.target ? mr.target.sha : null,
            }
            : { label: 'a pipeline without a merge request: every output directory', base: null },
        configInForce: async (run) => {
            // --config-from and --base name the trusted commit themselves, as on the command line.
            if (!mr || audit.configFromArg !== undefined || audit.base !== undefined)
                return local.configInForce(run);
            const sha = await targetHead();
            // The target branch head's config and policy files are in force: the merge request's own
            // are only compared with them.
            const { readTrustedBaseAt } = await __webpack_require__.e(/* import() */ 369).then(__webpack_require__.bind(__webpack_require__, 12369));
            const trusted = await readTrustedBaseAt(io.cwd, { root: audit.root, config: audit.config, ref: sha, flag: describeTarget(mr.target) }, (0,hosts_local/* noteTo */.u)(io));
            const { readBaseRevision } = await Promise.all(/* import() */[__webpack_require__.e(796), __webpack_require__.e(358)]).then(__webpack_require__.bind(__webpack_require__, 5358));
            try {
                base = await readBaseRevision(audit.root, sha, trusted.config);
            }
            catch (error) {
                throw new errors/* BaseUnreadableError */.P(`the trusted base could not be read: the passports of ${describeTarget(mr.target)} (${(0,errors/* describeError */.Uc)(error)}); give the job the history: variables: GIT_DEPTH: "0"`);
            }
            return { ...trusted, passports: base.passports };
        },
        changedFiles: async (run) => {
            if (explicitScope || !mr)
                return local.changedFiles(run);
            const sha = await targetHead();
            const files = await (0,changed_files/* listChangedSince */.J)(audit.root, sha, describeTarget(mr.target));
            run.note(`changed files: git diff from ${describeTarget(mr.target)}, ${sha}.`);
            return files;
        },
        // The merge request's provenance diff, as the GitHub host gives a pull request's: the
        // target branch head's passports against the checkout's.
        baseDiff: async (config, run) => {
            if (explicitScope || !mr || !base)
                return local.baseDiff(config, run);
            const { diffWorkingTree } = await Promise.all(/* import() */[__webpack_require__.e(796), __webpack_require__.e(358)]).then(__webpack_require__.bind(__webpack_require__, 5358));
            return diffWorkingTree(audit.root, base, config, io.signal);
        },
        publish: async (report, run) => {
            await local.publish(report, run);
            await writeGitLabReports(io, audit, report, run);
        },
    };
}
/** Writes the Code Quality and JUnit reports; a failure is a warning, never the verdict. */
async function writeGitLabReports(io, audit, report, run) {
    const context = {
        color: false,
        pathPrefix: audit.pathPrefix,
        quiet: true,
        note: (line) => run.note(line),
    };
    for (const [format, file] of Object.entries(GITLAB_REPORT_FILES)) {
        const { label } = renderers/* REPORT_RENDERERS */.eE.renderers[format];
        await writeGitLabFile(io, run, label, file, renderers/* REPORT_RENDERERS */.eE.renderChunks(format, report, context));
    }
    if (report.diff) {
        const { label } = renderers/* DIFF_RENDERERS */.hw.renderers.markdown;
        await writeGitLabFile(io, run, label, GITLAB_DIFF_FILE, [
            // A hand edit under an untouched passport is listed as GitHub's job summary lists it.
            renderers/* DIFF_RENDERERS */.hw.render('markdown', report.diff, {
                ...context,
                mismatched: (0,diff/* listUntouchedMismatches */._o)(report.findings, report.diff),
            }),
        ]);
    }
}
/** Writes one file of the job (relative to the working directory); a failure is a warning. */
async function writeGitLabFile(io, run, label, file, text) {
    try {
        await (0,promises_.mkdir)(external_node_path_default().dirname(external_node_path_default().resolve(io.cwd, file)), { recursive: true });
        const written = await (0,output_file/* writeOutputFile */.B)(io, label, file, text);
        run.note(`wrote the ${label} to ${written}`);
    }
    catch (error) {
        run.warn(`could not write the ${label} to ${file}: ${(0,errors/* describeError */.Uc)(error)}`);
    }
}

;// CONCATENATED MODULE: ./src/hosts/choose-host.ts


/**
 * The host the environment describes for `face`: the action is GitHub's; the command line is
 * GitLab's in a GitLab CI job, else its own. Throws ConfigurationError for a GitLab merge request
 * pipeline that names no target (gitlab.ts detectGitLabJob): the gate does not guess its base.
 */
function chooseHost(face, env) {
    if (face === 'action')
        return { kind: 'github' };
    const job = detectGitLabJob(env);
    return job ? { kind: 'gitlab', job } : { kind: 'local' };
}
/**
 * The command line's host for `audit`, as {@link chooseHost} chose it: GitLab CI's (its merge
 * request's target is the trusted base) or the command line's own.
 */
function createCommandLineHost(choice, io, audit) {
    return choice.kind === 'gitlab'
        ? createGitLabHost(io, audit, choice.job)
        : (0,hosts_local/* createLocalHost */.Sh)(io, audit);
}

// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(71604);
;// CONCATENATED MODULE: ./src/core/content-cache-policy.ts
/**
 * Which runs may read and write the content cache (SECURITY.md, "The content cache"). The cache
 * lets a digest stand in for a file's bytes, so whoever writes it could make the gate accept
 * bytes it never read. Only runs of code already on the default branch may write it, and the
 * runs a pull request controls neither write nor read it:
 *
 *  - GitHub: `push` to the default branch and `schedule` / `workflow_dispatch` on it read and
 *    write; a `release` and a pushed tag only read (GitHub scopes a cache saved there to the tag,
 *    where no later run looks). Every other event — `pull_request`, `pull_request_target`,
 *    `merge_group`, `workflow_run`, pushes to other branches — neither: a pull request's
 *    workflow can save caches in its own scope, which its later runs restore first, and a file
 *    it names may be one it wrote.
 *  - GitLab: a pipeline on the default branch (CI_COMMIT_BRANCH = CI_DEFAULT_BRANCH) or a tag
 *    reads and writes; a merge request pipeline neither.
 *  - Elsewhere the caller's flags decide (the CLI's documentation says: never on a pull request).
 */
/** Events of GitHub on which the cache may be read and written (on the default branch). */
const GITHUB_TRUSTED_EVENTS = new Set(['push', 'schedule', 'workflow_dispatch', 'release']);
/** Decides whether this run may read and write the content cache (see the file comment). */
function decideContentCacheUse(run) {
    if (run.host === 'github')
        return decideOnGitHub(run);
    if (run.host === 'gitlab') {
        if (run.mergeRequest)
            return refused('a merge request pipeline neither reads nor writes the content cache');
        return run.onDefaultBranch || run.tag
            ? { read: true, save: true }
            : refused('only pipelines on the default branch or a tag use the content cache');
    }
    return { read: true, save: true };
}
function decideOnGitHub({ event, ref, defaultBranch, }) {
    if (!GITHUB_TRUSTED_EVENTS.has(event))
        return refused(`the ${JSON.stringify(event)} event neither reads nor writes the content cache (default-branch pushes, schedules and manual runs do; releases and tags read it)`);
    const tagRun = event === 'release' || (event === 'push' && ref.startsWith('refs/tags/'));
    if (tagRun)
        return {
            read: true,
            save: false,
            why: 'a release or tag run reads the content cache, only default-branch runs save it',
        };
    if (!defaultBranch || ref !== `refs/heads/${defaultBranch}`)
        return refused(`the content cache is used only on the default branch${defaultBranch ? ` (${defaultBranch})` : ''}, not on ${JSON.stringify(ref)}`);
    return { read: true, save: true };
}
function refused(why) {
    return { read: false, save: false, why };
}

;// CONCATENATED MODULE: ./src/operations/content-cache.ts
/**
 * The content cache of an audit run outside the action (`audit --content-cache FILE
 * [--save-content-cache]`; hash/content-cache.ts; who may read and write it:
 * core/content-cache-policy.ts): opened before the audit, saved after it when the run may. What
 * it did is said through a `note(line)` sink; the face prints it.
 */



/** The environment variable holding the cache's key (a CI secret). */
const CONTENT_CACHE_KEY_VARIABLE = 'PASSPORT_GATE_CONTENT_CACHE_KEY';
/** Largest GitHub event payload read for its default branch. */
const MAX_EVENT_BYTES = 16 * 1024 * 1024;
/** The repository a cache belongs to, as the CI names it (a file for another is ignored). */
function nameRepository(env) {
    return env.GITHUB_REPOSITORY || env.CI_PROJECT_PATH || env.PASSPORT_GATE_REPOSITORY || 'unnamed';
}
/** `repository.default_branch` of the GitHub event payload, if readable. */
async function readDefaultBranch(env) {
    const file = env.GITHUB_EVENT_PATH;
    if (!file)
        return undefined;
    try {
        if ((await (0,promises_.stat)(file)).size > MAX_EVENT_BYTES)
            return undefined;
        const event = JSON.parse(await (0,promises_.readFile)(file, 'utf8'));
        const branch = event?.repository
            ?.default_branch;
        return typeof branch === 'string' ? branch : undefined;
    }
    catch {
        return undefined;
    }
}
/**
 * What the CI host running the audit says about the run, from its variables (GitHub's first, as
 * core/content-cache-policy.ts decided before; then GitLab's). The policy in core/ reads no
 * environment: a host's variables are read here, where the command line meets the host.
 * `defaultBranch` is the GitHub event payload's (readDefaultBranch).
 */
function readCacheRunFacts(env, defaultBranch) {
    if (env.GITHUB_ACTIONS === 'true')
        return {
            host: 'github',
            event: env.GITHUB_EVENT_NAME ?? '',
            ref: env.GITHUB_REF ?? '',
            defaultBranch,
        };
    if (env.GITLAB_CI === 'true')
        return {
            host: 'gitlab',
            // Either variable makes it a merge request pipeline: the stricter reading fails closed.
            mergeRequest: !!env.CI_MERGE_REQUEST_IID || env.CI_PIPELINE_SOURCE === 'merge_request_event',
            onDefaultBranch: !!env.CI_DEFAULT_BRANCH && env.CI_COMMIT_BRANCH === env.CI_DEFAULT_BRANCH,
            tag: !!env.CI_COMMIT_TAG,
        };
    return { host: 'none' };
}
/**
 * Opens the cache at `options.file` for the audit of `options.root`, or says through `note` why
 * this run does not use it.
 */
async function openContentCache(options) {
    const { root, file, save, env, note } = options;
    const use = decideContentCacheUse(readCacheRunFacts(env, await readDefaultBranch(env)));
    if (!use.read) {
        note(`content cache not used: ${use.why ?? 'refused'}`);
        return { known: undefined, finish: async () => undefined };
    }
    const key = env[CONTENT_CACHE_KEY_VARIABLE] ?? '';
    if (Buffer.byteLength(key) < hash/* MIN_CONTENT_CACHE_KEY_BYTES */.Wk) {
        note(`content cache not used: set ${CONTENT_CACHE_KEY_VARIABLE} to a secret of at least ${hash/* MIN_CONTENT_CACHE_KEY_BYTES */.Wk} bytes that only the runs allowed to write the cache hold (e.g. openssl rand -hex 32, stored as a CI secret)`);
        return { known: undefined, finish: async () => undefined };
    }
    const { cache, notices } = await (0,hash/* loadContentCache */.g1)(root, file, {
        repository: nameRepository(env),
        key,
    });
    for (const n of notices)
        note(n);
    return {
        known: cache,
        finish: async () => {
            note(`content cache: ${cache.hits} file(s) known by blob, ${cache.misses} read (${cache.loadedEntries} entries loaded)`);
            if (!save)
                return;
            if (!use.save)
                return note(`content cache not saved: ${use.why ?? 'refused'}`);
            const saved = await cache.save(file);
            note('entries' in saved
                ? `content cache saved: ${saved.entries} entries in ${file}`
                : `content cache not saved: ${saved.reason}`);
        },
    };
}

// EXTERNAL MODULE: ./src/cli/signing-method.ts
var signing_method = __webpack_require__(28583);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(14031);
// EXTERNAL MODULE: ./src/operations/verification-summary.ts
var verification_summary = __webpack_require__(33122);
// EXTERNAL MODULE: ./src/cli/operation-output.ts
var operation_output = __webpack_require__(66341);
;// CONCATENATED MODULE: ./src/operations/reproduce-modes.ts
/**
 * The choices of a gate run's reproduce, apart from the operation (operations/reproduce.ts) so
 * that the action's inputs and `audit`'s flags read them without loading it: it is loaded only
 * when a run reproduces.
 */
/**
 * Which recorded steps a gate run reproduces after its audit: none, the steps the change
 * touched (then their consumers while the budget lasts), or every step. The action's
 * `reproduce` input and `audit --reproduce` take these.
 */
const REPRODUCE_MODES = ['none', 'changed', 'all'];
/**
 * The budget of a gate run's reproduce, in seconds, when none is given: a step that hangs is
 * killed and reported, and the run still publishes its report.
 */
const DEFAULT_REPRODUCE_MAX_SECONDS = 1800;

;// CONCATENATED MODULE: ./src/cli/audit-command.ts
/**
 * `passport-gate audit`: run the gate (src/gate/gate-run.ts) over the command line's host, or
 * GitLab CI's, and print or write the report.
 */






















/** Help text of the audit command. */
const AUDIT_HELP = `Usage: passport-gate audit [options]

Verify Material Passports, router handoff envelopes and agent handoff packets.

Scope (pick one; default --all, or in a GitLab merge request pipeline the merge request):
  --all                   audit every output directory (release gating)
  --changed-files FILE    audit output directories holding a path listed in FILE (one per line,
                          or NUL-separated as git diff --name-only -z writes it)
  --base REF              audit output directories changed since git REF; the policy files
                          (config, .gitattributes, .gitignore, skill graphs) are read at REF,
                          as on a pull request (--config-from names another revision)

Options:
  --root DIR              repository root (default: the git top level of the current
                          directory, else the current directory)
  --config FILE           config file (default: <root>/.passport-gate.yml or .yaml, optional)
  --config-from REF       apply the config as it is at git REF (e.g. origin/main), not the
                          working tree's, which is only compared with it (config-changed);
                          how the action treats a pull request's own config
${renderers/* REPORT_RENDERERS */.eE.help(26)}
  --output FILE           write the report to FILE (atomically) instead of stdout
  --fail-on LEVEL         error | warning | notice | never (default: error)
  --shard I/N             audit shard I of N (a matrix job); combine the JSON reports with merge
  --vsa FILE              also write a signed SLSA verification summary (VSA v1) of the audited
                          commit to FILE, a Sigstore bundle (release gating; needs --all and a
                          working tree equal to HEAD); sign with one of:
  --vsa-key FILE            a PEM private key (ECDSA P-256 or Ed25519)
  --vsa-keyless             Sigstore keyless, the job's OIDC identity (as attest --keyless)
  --fulcio-url URL        Fulcio for --vsa-keyless (default https://fulcio.sigstore.dev)
  --rekor-url URL         Rekor for --vsa-keyless (default https://rekor.sigstore.dev)
  --tsa-url URL           also timestamp the summary with this RFC 3161 authority
  --content-cache FILE    digests by git blob id (release gating): a file git vouches for as
                          its committed blob, whose cached digest equals what its passport
                          records, is not read; anything else is hashed. Read only outside
                          pull/merge requests (a GitHub or GitLab default-branch, tag or
                          release run; elsewhere never pass it on a pull request's job)
  --save-content-cache    write FILE back after the audit (the same runs only)
  --resolve-citations     ask the citation registries about every cited identifier now
                          (as passport-gate resolve --check) and hold the passports and the
                          committed passport-citations.lock.json to their answers (release
                          gating; addresses from PASSPORT_GATE_REGISTRY_<NAME>)
  --engine ENGINE         auto | snakemake | none: compare each passport with the workflow
                          engine's own record of its outputs (.snakemake/metadata), over the
                          config's engine: (default auto: where one lies under the root;
                          docs/snakemake.md)
  --reproduce MODE        none (default) | changed | all: after the audit, run the steps
                          passport-gate run recorded again in a scratch copy of the commit
                          under the config in force, and join their findings (reproduce-*)
                          to the report, as the action's reproduce input: changed, the steps
                          the change touched, then their consumers while the budget lasts.
                          It runs the commands the change records: only in a job with no
                          secrets and no write token (docs/reproduce.md)
  --reproduce-max-seconds N
                          the budget of --reproduce in seconds (default ${DEFAULT_REPRODUCE_MAX_SECONDS})
  --quiet                 print only the findings and the verdict line: no progress, no notes
  --debug                 print stack traces of internal errors
  -h, --help              show this help

In GitLab CI (GITLAB_CI=true) audit also writes ${Object.values(GITLAB_REPORT_FILES).join(' and ')}
for artifacts: reports: (codequality and junit). In a merge request pipeline the trusted base is the
target branch head (${GITLAB_TARGET_SHA_VARIABLE}, else origin/$${GITLAB_TARGET_BRANCH_VARIABLE}):
its config is in force (the merge request's own is only compared with it) and, unless a scope
is given, the changed files are those since then. A clone without it fails the run (exit 2).

Exit codes: 0 passed, 1 findings at or above --fail-on, 2 usage/config/internal error or
a trusted base that could not be read (base-unreadable),
130 interrupted, 141 the reader of stdout went away (as git on SIGPIPE).

Examples:
  passport-gate audit --root examples/pipeline --all
  passport-gate audit --base origin/main --format markdown --output report.md
  passport-gate audit --base HEAD~1 --config-from origin/main
  git diff --name-only main > changed.txt && passport-gate audit --changed-files changed.txt --format json
  passport-gate audit --all --shard 2/4 --format json --output report-2.json
  passport-gate audit --all --format sarif --output passport-gate.sarif
  passport-gate audit --format junit --output junit.xml
`;
/** Parses `audit` arguments; throws UsageError with what to do. */
function parseAuditArgs(args) {
    const { values } = (0,parse_args/* parseCommandArgs */.Q)(AUDIT_HELP, {
        args,
        strict: true,
        allowPositionals: false,
        options: {
            root: { type: 'string' },
            all: { type: 'boolean' },
            'changed-files': { type: 'string' },
            base: { type: 'string' },
            config: { type: 'string' },
            'config-from': { type: 'string' },
            format: { type: 'string' },
            output: { type: 'string' },
            'fail-on': { type: 'string' },
            shard: { type: 'string' },
            vsa: { type: 'string' },
            'vsa-key': { type: 'string' },
            'vsa-keyless': { type: 'boolean' },
            'fulcio-url': { type: 'string' },
            'rekor-url': { type: 'string' },
            'tsa-url': { type: 'string' },
            'resolve-citations': { type: 'boolean' },
            'content-cache': { type: 'string' },
            'save-content-cache': { type: 'boolean' },
            engine: { type: 'string' },
            reproduce: { type: 'string' },
            'reproduce-max-seconds': { type: 'string' },
            quiet: { type: 'boolean' },
            debug: { type: 'boolean' },
            help: { type: 'boolean', short: 'h' },
        },
    });
    let shard;
    if (values.shard !== undefined) {
        const parsed = (0,repo_shard/* parseShardSpec */.d7)(values.shard);
        if (!parsed.ok)
            throw new errors/* UsageError */.eb(`--shard: ${parsed.message}`);
        shard = parsed.shard;
    }
    const scopes = [
        values.all,
        values['changed-files'] !== undefined,
        values.base !== undefined,
    ].filter(Boolean).length;
    if (scopes > 1)
        throw new errors/* UsageError */.eb('choose one of --all, --changed-files and --base');
    const format = renderers/* REPORT_RENDERERS */.eE.parse(values.format);
    const failOn = values['fail-on'] ?? 'error';
    if (!(0,options/* isOneOf */.E)(options/* FAIL_ON_VALUES */.Q, failOn))
        throw new errors/* UsageError */.eb(`--fail-on must be one of ${options/* FAIL_ON_VALUES */.Q.join(', ')}`);
    const engine = values.engine;
    if (engine !== undefined && !(0,options/* isOneOf */.E)(config/* ENGINE_MODES */.qQ, engine))
        throw new errors/* UsageError */.eb(`--engine must be one of ${config/* ENGINE_MODES */.qQ.join(', ')}`);
    return {
        ...values,
        engine,
        format,
        failOn,
        shard,
        summary: parseSummaryFlags(values, scopes, shard),
        reproduce: parseReproduceFlags(values.reproduce, values['reproduce-max-seconds']),
    };
}
/** `--reproduce` and its budget, checked as the action checks its `reproduce` inputs. */
function parseReproduceFlags(mode, seconds) {
    const chosen = mode ?? 'none';
    if (!(0,options/* isOneOf */.E)(REPRODUCE_MODES, chosen))
        throw new errors/* UsageError */.eb(`--reproduce must be one of ${REPRODUCE_MODES.join(', ')}`);
    if (seconds === undefined)
        return { mode: chosen, maxSeconds: DEFAULT_REPRODUCE_MAX_SECONDS };
    if (chosen === 'none')
        throw new errors/* UsageError */.eb('--reproduce-max-seconds is the budget of --reproduce: add --reproduce changed or all');
    if (!/^\d{1,9}$/.test(seconds) || Number(seconds) < 1)
        throw new errors/* UsageError */.eb(`--reproduce-max-seconds must be a whole number of seconds from 1, got ${JSON.stringify(seconds)}`);
    return { mode: chosen, maxSeconds: Number(seconds) };
}
/** `--vsa` and its signing flags, checked: a summary covers a whole commit, signed one way. */
function parseSummaryFlags(values, scopes, shard) {
    const str = (name) => (typeof values[name] === 'string' ? values[name] : undefined);
    const signing = {
        key: str('vsa-key'),
        keyless: values['vsa-keyless'] === true ? true : undefined,
        'fulcio-url': str('fulcio-url'),
        'rekor-url': str('rekor-url'),
        'tsa-url': str('tsa-url'),
    };
    const vsa = str('vsa');
    if (vsa === undefined) {
        const stray = Object.entries(signing).find(([, v]) => v !== undefined);
        if (stray)
            throw new errors/* UsageError */.eb(`${stray[0].endsWith('url') ? `--${stray[0]}` : `--vsa-${stray[0]}`} signs a verification summary: add --vsa FILE`);
        return null;
    }
    if (values.all !== true || scopes !== 1 || shard)
        throw new errors/* UsageError */.eb('a verification summary covers the whole commit: use --vsa with --all (no --changed-files, --base or --shard)');
    (0,signing_method/* checkSigningFlags */.z7)(signing, 'vsa-');
    return { vsa, config: str('config'), ...signing };
}
/**
 * The audited root: `--root`, else (without a revision to read) the git top level of the
 * working directory. With `--config-from`/`--base` REF the root is as typed: the revision is
 * read below it (hosts/at-revision/config-from.ts).
 */
async function resolveAuditRoot(io, opts) {
    if (opts['config-from'] === undefined && opts.base === undefined)
        return (await (0,cli_io/* resolveCommandRoot */.QT)(io, opts)).root;
    return external_node_path_default().resolve(io.cwd, opts.root ?? '.');
}
/**
 * Runs `audit`; returns the exit code. `pool`: hashing threads the caller
 * started early (see commands.ts) and closes; without it the audit starts its own.
 */
async function runAuditCommand(args, io, pool) {
    const opts = parseAuditArgs(args);
    if (opts.help) {
        io.stdout.write(AUDIT_HELP);
        return errors/* EXIT_OK */.Ij;
    }
    // GitLab's variables are checked first: a merge request without a target fails before anything is read.
    const choice = chooseHost('command-line', io.env);
    const job = choice.kind === 'gitlab' ? choice.job : null;
    const root = await resolveAuditRoot(io, opts);
    const local = {
        root,
        config: opts.config,
        configFromArg: opts['config-from'],
        changedFilesArg: opts['changed-files'],
        base: opts.base,
        format: opts.format,
        output: opts.output,
        quiet: opts.quiet === true,
        // Code scanning and GitLab resolve relative paths against the checkout, where the command runs.
        pathPrefix: (0,paths/* toPathPrefix */.Xw)(io.cwd, root),
    };
    const host = createCommandLineHost(choice, io, local);
    const run = new GateRun(host, (0,hosts_local/* createCliLog */.hW)(io, job !== null && opts.quiet !== true), io.signal);
    const changed = opts['changed-files'] !== undefined ||
        opts.base !== undefined ||
        (job?.mergeRequest != null && opts.all !== true);
    // --quiet: a reporter that draws nothing (the progress bar is the one thing audit adds to stderr).
    const progress = (0,cli_progress/* createProgressReporter */.lb)({
        stream: opts.quiet ? { write: () => true } : io.stderr,
        env: io.env,
        ...(io.now ? { now: io.now } : {}),
    });
    if (opts['save-content-cache'] && opts['content-cache'] === undefined)
        throw new errors/* UsageError */.eb('--save-content-cache needs --content-cache FILE');
    const contentCache = opts['content-cache'] === undefined
        ? undefined
        : await openContentCache({
            root,
            file: external_node_path_default().resolve(io.cwd, opts['content-cache']),
            save: opts['save-content-cache'] === true,
            env: io.env,
            note: (line) => void io.stderr.write(`${(0,report_escape/* escapeTerminal */.en)(`note: ${line}`)}\n`),
        });
    let report;
    try {
        report = await run.audit({
            root,
            scope: changed ? 'changed' : 'all',
            failOn: opts.failOn,
            shard: opts.shard,
            recordReads: opts.summary !== undefined,
            hashing: {
                threads: (0,hash/* readHashThreads */.et)(io.env),
                pool,
                onProgress: (p) => progress.update(p),
                known: contentCache?.known,
            },
            git: (0,cli_io/* gitQuestionsFor */.D2)(root, io),
            engine: opts.engine,
            ...(opts['resolve-citations']
                ? {
                    // Loaded on demand: the registries' clients (and their XML parser) are start-up
                    // time every other audit would pay.
                    askRegistries: async (config) => (await Promise.all(/* import() */[__webpack_require__.e(879), __webpack_require__.e(811), __webpack_require__.e(596)]).then(__webpack_require__.bind(__webpack_require__, 13811))).askRegistries(root, config, io.env, io.signal),
                }
                : {}),
        });
    }
    finally {
        progress.finish();
    }
    await contentCache?.finish();
    if (opts.reproduce.mode !== 'none')
        report = await reproduceAfter(run, report, root, opts, io);
    await run.publish(report);
    // The report holds base-unreadable; the run fails with its one line (exit 2), judged on nothing.
    if (run.baseUnreadable)
        throw run.baseUnreadable;
    if (opts.summary)
        await emitVerificationSummary(run, report, root, opts.summary, io);
    return (0,operation_output/* exitCodeOf */.FO)(report);
}
/**
 * `--reproduce changed|all`: the operation the action's `reproduce` input runs
 * (operations/reproduce.ts), under the host's config in force (in a GitLab merge request, the
 * target branch head's); its findings join the report the host publishes (GitLab's Code
 * Quality and JUnit reports, SARIF, the job log). Loaded only when asked for.
 */
async function reproduceAfter(run, report, root, opts, io) {
    const { reproduceAfterAudit } = await Promise.all(/* import() */[__webpack_require__.e(156), __webpack_require__.e(215)]).then(__webpack_require__.bind(__webpack_require__, 66156));
    return reproduceAfterAudit(run, report, {
        root,
        mode: opts.reproduce.mode,
        maxSeconds: opts.reproduce.maxSeconds,
        failOn: opts.failOn,
        env: io.env,
        killGroup: (pgid) => process.kill(-pgid, 'SIGKILL'),
    });
}
/**
 * `--vsa FILE`: after the verdict, the signed SLSA verification summary of the audited commit
 * (operations/verification-summary.ts, as the action writes it); prints where and by whom.
 * Throws UsageError.
 */
async function emitVerificationSummary(run, report, root, flags, io) {
    const configFile = flags.config !== undefined
        ? (0,paths/* toPosixRelative */.T0)(external_node_path_default().resolve(root), external_node_path_default().resolve(io.cwd, flags.config))
        : await (0,config/* findDefaultConfigFile */.f2)(root);
    let written;
    try {
        written = await (0,verification_summary/* writeRunSummary */.f)(run, report, {
            file: external_node_path_default().resolve(io.cwd, flags.vsa),
            signing: (0,signing_method/* signingRequestOf */.qW)(flags, io, 'vsa-'),
            root,
            configFile,
            env: io.env,
            // --vsa needs --all, and the audit then notes what it read: a merged report is never signed.
            unread: '--vsa: this run audited no file in the checkout',
        });
    }
    catch (error) {
        throw (0,output_file/* describeWriteError */.J)(error, '--vsa', flags.vsa);
    }
    io.stderr.write(`verification summary (SLSA VSA v1, ${report.summary.passed ? 'PASSED' : 'FAILED'}) of ${written.commit}: ${(0,report_escape/* escapeTerminal */.en)(flags.vsa)} (${(0,report_escape/* escapeTerminal */.en)(written.signer)})\n`);
}


/***/ }),

/***/ 71604:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D2: () => (/* binding */ gitQuestionsFor),
/* harmony export */   QT: () => (/* binding */ resolveCommandRoot),
/* harmony export */   U0: () => (/* binding */ loadCommandRoot),
/* harmony export */   qf: () => (/* binding */ discoverRoot),
/* harmony export */   vU: () => (/* binding */ gitIgnoreRulesFor)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _config_config_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(81122);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(70017);
/* harmony import */ var _report_escape_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(14031);
/* harmony import */ var _vcs_git_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(66124);
/* harmony import */ var _vcs_policy_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8104);
/* harmony import */ var _hosts_local_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5780);
/**
 * What every command starts from: the process (CliIo), the repository root and its config, and
 * git's questions of the work tree.
 */








/**
 * The repository root when no `--root` is given, found as git and DVC find
 * theirs: the top level of the git work tree holding the working directory
 * (`git rev-parse --show-toplevel`), or the working directory itself outside a
 * repository or where git is not installed. When git answers something else
 * (a repository it refuses to read, say, for its owner) the working directory
 * is used and `note` says why, so a root that may be wrong is never chosen
 * silently.
 */
async function discoverRoot(cwd, note) {
    const result = await (0,_vcs_git_js__WEBPACK_IMPORTED_MODULE_3__/* .runGit */ .EO)(cwd, ['rev-parse', '--show-toplevel']);
    if (result.ok) {
        const top = result.stdout.replace(/\r?\n$/, '');
        if (top !== '' && node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(top)) {
            const real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(cwd).catch(() => cwd);
            return { root: node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(top), cwd: real };
        }
    }
    else if (!result.missing && !(0,_vcs_git_js__WEBPACK_IMPORTED_MODULE_3__/* .isNotARepository */ .VE)(result)) {
        note(`note: git could not tell the repository root (${result.message}); using the current directory. Pass --root DIR to choose it.\n`);
    }
    return { root: cwd, cwd };
}
/** A `--root` that names no directory is a UsageError, before any config is looked for in it. */
async function checkRootFlag(root, typed) {
    const isDirectory = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(root).then((s) => s.isDirectory(), () => false);
    if (!isDirectory) {
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb(`--root ${JSON.stringify(typed)} is not a directory`);
    }
}
/**
 * Resolves `--root` (default: the git top level of the working directory, see
 * {@link discoverRoot}); `quiet` keeps notes off stderr.
 */
async function resolveCommandRoot(io, flags) {
    if (flags.root !== undefined) {
        await checkRootFlag(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(io.cwd, flags.root), flags.root);
        return { root: node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(io.cwd, flags.root), cwd: io.cwd };
    }
    return discoverRoot(io.cwd, (text) => {
        if (flags.quiet !== true)
            io.stderr.write((0,_report_escape_js__WEBPACK_IMPORTED_MODULE_7__/* .escapeTerminal */ .en)(text.trimEnd()) + '\n');
    });
}
/**
 * Resolves the root ({@link resolveCommandRoot}) and loads `--config` (which must exist when
 * named) or the root's optional `.passport-gate.yml` (or `.passport-gate.yaml`). `quiet`
 * keeps notes off stderr.
 */
async function loadCommandRoot(io, flags) {
    const where = await resolveCommandRoot(io, flags);
    const config = flags.config !== undefined
        ? await (0,_config_config_js__WEBPACK_IMPORTED_MODULE_2__/* .loadConfig */ .Z9)(where.root, node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(io.cwd, flags.config), true)
        : await (0,_config_config_js__WEBPACK_IMPORTED_MODULE_2__/* .loadConfig */ .Z9)(where.root, await (0,_config_config_js__WEBPACK_IMPORTED_MODULE_2__/* .findDefaultConfigFile */ .f2)(where.root), false);
    return { ...where, config };
}
/**
 * git's ignore rules for the repository at `root` (vcs/git.ts), as the audit, graph, export and
 * stamp commands apply them; a git failure other than "not a repository" is a note on stderr.
 */
function gitIgnoreRulesFor(root, io) {
    return (0,_vcs_git_js__WEBPACK_IMPORTED_MODULE_3__/* .createGitIgnoreRules */ .ac)(root, (why) => void io.stderr.write(`note: ${why}\n`));
}
/**
 * Every question the audit asks git of the work tree at `root` (vcs/policy.ts: ignore rules,
 * submodules, Git LFS attributes), as `audit`, `graph` and `export` ask them.
 */
function gitQuestionsFor(root, io) {
    return (0,_vcs_policy_js__WEBPACK_IMPORTED_MODULE_4__/* .askWorkTree */ .x)(root, (0,_hosts_local_js__WEBPACK_IMPORTED_MODULE_5__/* .noteTo */ .u)(io));
}


/***/ }),

/***/ 66341:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FO: () => (/* binding */ exitCodeOf),
/* harmony export */   ew: () => (/* binding */ noteOnStderr),
/* harmony export */   i7: () => (/* binding */ printBlockingAudit)
/* harmony export */ });
/* harmony import */ var _report_escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(14031);
/* harmony import */ var _report_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(65655);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(70017);



/** The `note(line)` sink of an operation: each line on stderr, escaped. */
function noteOnStderr(io) {
    return (line) => void io.stderr.write(`${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeTerminal */ .en)(line)}\n`);
}
/** Prints the report of an audit that blocked an operation, then `why` (one line) on stderr. */
function printBlockingAudit(report, io, why) {
    io.stderr.write((0,_report_text_js__WEBPACK_IMPORTED_MODULE_0__/* .renderTextReport */ .SW)(report, { color: (0,_report_text_js__WEBPACK_IMPORTED_MODULE_0__/* .shouldUseColor */ .I1)(io.stderr, io.env) }));
    io.stderr.write(`passport-gate: ${why}\n`);
}
/** The exit code of a report (`audit`, `merge`): 0 when it passed, 1 when a finding is at or above fail-on. */
function exitCodeOf(report) {
    return report.summary.passed ? _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT_OK */ .Ij : _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT_FINDINGS */ .cB;
}


/***/ }),

/***/ 9851:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   lb: () => (/* binding */ createProgressReporter)
/* harmony export */ });
/* unused harmony exports PROGRESS_DELAY_MS, PROGRESS_LOG_INTERVAL_MS */
/* harmony import */ var _report_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(65655);

/** Work shorter than this shows no progress at all. */
const PROGRESS_DELAY_MS = 2000;
/** Least time between two redraws of the TTY line. */
const PROGRESS_REDRAW_MS = 100;
/** Time between two log lines when stderr is not a TTY (or in CI). */
const PROGRESS_LOG_INTERVAL_MS = 5000;
/** 12345 → "12,345". Not toLocaleString: its first call loads ICU data (~50 ms measured). */
function groupThousands(n) {
    return String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
/** Formats one progress line (no newline). */
function formatProgress(progress, elapsedMs) {
    const seconds = Math.max(elapsedMs, 1) / 1000;
    const rate = progress.bytes / seconds;
    const files = `${groupThousands(progress.files)}/${groupThousands(progress.totalFiles)} files`;
    return `hashing: ${files}, ${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatBytes */ .z3)(progress.bytes)} (${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatBytes */ .z3)(rate)}/s)`;
}
/** True when stderr should get a redrawn line rather than log lines. */
function isInteractive(stream, env) {
    const ci = env.CI !== undefined && env.CI !== '' && env.CI !== 'false' && env.CI !== '0';
    return stream.isTTY === true && !ci && env.TERM !== 'dumb';
}
/** A reporter writing to `options.stream`; starts its clock when created. */
function createProgressReporter(options) {
    // Date.now, not performance.now: the global `performance` loads perf_hooks on first use.
    const now = options.now ?? (() => Date.now());
    const interactive = isInteractive(options.stream, options.env);
    const start = now();
    let lastDraw = -Infinity;
    let drawn = 0;
    let finished = false;
    let latest = null;
    const draw = (line) => {
        // Pad over the previous line so a shorter one leaves no tail behind.
        options.stream.write(`\r${line.padEnd(drawn)}`);
        drawn = line.length;
    };
    return {
        update(progress) {
            if (finished)
                return;
            latest = progress;
            const t = now();
            const elapsed = t - start;
            if (elapsed < PROGRESS_DELAY_MS)
                return;
            if (t - lastDraw < (interactive ? PROGRESS_REDRAW_MS : PROGRESS_LOG_INTERVAL_MS))
                return;
            lastDraw = t;
            const line = formatProgress(progress, elapsed);
            if (interactive)
                draw(line);
            else
                options.stream.write(`passport-gate: ${line}\n`);
        },
        finish() {
            if (finished)
                return;
            finished = true;
            if (interactive && drawn > 0)
                options.stream.write(`\r${' '.repeat(drawn)}\r`);
            else if (!interactive && lastDraw > -Infinity && latest) {
                options.stream.write(`passport-gate: ${formatProgress(latest, now() - start)}, done\n`);
            }
        },
    };
}


/***/ }),

/***/ 28583:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Rc: () => (/* binding */ readSigningMethod),
/* harmony export */   qW: () => (/* binding */ signingRequestOf),
/* harmony export */   z7: () => (/* binding */ checkSigningFlags)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(70017);
/* harmony import */ var _operations_verification_summary_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(33122);
/**
 * How a command signs, from its flags: `attest` (`--key` / `--keyless`) and `audit --vsa`
 * (`--vsa-key` / `--vsa-keyless`) read them the same way, so a key or a keyless identity that
 * signs passports signs the verification summary too. sigstore-js is loaded only to sign.
 */



/**
 * Checks the flags: exactly one way to sign, and the service URLs only for keyless. `prefix`
 * is how the command spells them (`''` for attest, `'vsa-'` for audit).
 */
function checkSigningFlags(flags, prefix) {
    if ((flags.key === undefined) === (flags.keyless !== true))
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`choose one way to sign: --${prefix}key FILE (a PEM private key) or --${prefix}keyless (the workflow's OIDC identity)`);
    for (const flag of ['fulcio-url', 'rekor-url', 'tsa-url']) {
        const value = flags[flag];
        if (value === undefined)
            continue;
        if (flags.keyless !== true)
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--${flag} is for --${prefix}keyless signing`);
        if (!/^https?:\/\/[^\s]+$/.test(value))
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--${flag} ${JSON.stringify(value)} is not an http(s) URL`);
    }
}
/**
 * The signing method of the flags (the key read and checked), read by the one reader the
 * action's verification summary uses too (operations/verification-summary.ts).
 */
function readSigningMethod(flags, io, prefix) {
    return (0,_operations_verification_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .readSigningMethod */ .R)(signingRequestOf(flags, io, prefix), io.env);
}
/** The flags as the one reader takes them: the key's path resolved, named as typed. */
function signingRequestOf(flags, io, prefix) {
    return {
        keyFile: flags.key === undefined ? null : node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(io.cwd, flags.key),
        keyLabel: `--${prefix}key ${JSON.stringify(flags.key)}`,
        fulcioURL: flags['fulcio-url'] ?? null,
        rekorURL: flags['rekor-url'] ?? null,
        tsaURL: flags['tsa-url'] ?? null,
    };
}


/***/ }),

/***/ 83457:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ isOneOf),
/* harmony export */   Q: () => (/* binding */ FAIL_ON_VALUES)
/* harmony export */ });
/** Values of `--fail-on` and the `fail-on` input: a severity, or `never`. */
const FAIL_ON_VALUES = [
    'error',
    'warning',
    'notice',
    'never',
];
/** True when `value` is one of `values` (an option's allowed values). */
function isOneOf(values, value) {
    return values.includes(value);
}


/***/ }),

/***/ 36711:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ listChangedSince),
/* harmony export */   m: () => (/* binding */ readChangedFilesList)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(70017);
/* harmony import */ var _vcs_git_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(66124);
/* harmony import */ var _revision_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(11200);
/**
 * Changed files for the CLI: a list file, or `git diff` against a ref. Git is
 * run with execFile (no shell, see vcs/git.ts) and `--end-of-options`, so neither a
 * ref nor a file name can be read as an option or a command.
 */




/** Largest changed-files list accepted. */
const MAX_CHANGED_LIST_BYTES = _vcs_git_js__WEBPACK_IMPORTED_MODULE_1__/* .GIT_OUTPUT_MAX_BYTES */ ._c;
/**
 * Reads a changed-files list: NUL-separated when it holds a NUL byte (`git diff --name-only -z`,
 * the only form that carries every file name exactly: names used as they are), else one path per
 * line (blank lines and a line's final CR ignored, as a list written on Windows has them).
 */
async function readChangedFilesList(file) {
    let buf;
    try {
        buf = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file);
    }
    catch (error) {
        const code = error.code;
        const reason = code === 'ENOENT'
            ? 'no such file'
            : code === 'EISDIR'
                ? 'it is a directory'
                : (code ?? String(error));
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigurationError */ .j1(`cannot read --changed-files ${JSON.stringify(file)}: ${reason}`);
    }
    if (buf.length > MAX_CHANGED_LIST_BYTES)
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigurationError */ .j1(`--changed-files is larger than ${MAX_CHANGED_LIST_BYTES} bytes`);
    if (buf.includes(0))
        return buf
            .toString('utf8')
            .split('\0')
            .filter((l) => l.length > 0);
    return buf
        .toString('utf8')
        .split('\n')
        .map((l) => l.replace(/\r$/, ''))
        .filter((l) => l.length > 0);
}
async function git(root, args, flag) {
    const result = await (0,_vcs_git_js__WEBPACK_IMPORTED_MODULE_1__/* .runGit */ .EO)(root, args);
    if (result.ok)
        return result.stdout;
    if (result.missing)
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigurationError */ .j1(`${flag} needs git, and git is not installed (or not on PATH)`);
    throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigurationError */ .j1(`git ${args[0]} failed: ${result.message}`);
}
/**
 * Files changed between `base` and the working tree (committed or not), plus
 * untracked files, relative to the repository root `root`; or, given `head`, between the two
 * commits. `flag` names where `base` came
 * from in messages (`--base`, or a CI host's variable).
 */
async function listChangedSince(root, base, flag = '--base', head) {
    // Outside a repository `git diff` compares files instead (no-index mode) and says "Could not
    // access", and a shallow clone lacks the base commit: each gets one line saying what to do.
    const top = await (0,_revision_js__WEBPACK_IMPORTED_MODULE_2__/* .findTopLevelFor */ .Aj)(root, flag, '; use --changed-files FILE or --all');
    await (0,_revision_js__WEBPACK_IMPORTED_MODULE_2__/* .resolveRevision */ .eZ)(top, base, flag);
    const diff = await git(root, [
        'diff',
        '--name-only',
        '-z',
        '--no-renames',
        '--relative',
        '--end-of-options',
        base,
        ...(head === undefined ? [] : [head]),
        '--',
    ], flag);
    // Between two commits nothing is untracked.
    const untracked = head === undefined
        ? await git(root, ['ls-files', '--others', '--exclude-standard', '-z', '--', '.'], flag)
        : '';
    const files = new Set();
    for (const name of diff.split('\0'))
        if (name)
            files.add(name);
    // Both commands print paths relative to the cwd (the root): --relative and ls-files' default.
    for (const name of untracked.split('\0'))
        if (name)
            files.add(name);
    return [...files];
}


/***/ }),

/***/ 11200:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Aj: () => (/* binding */ findTopLevelFor),
/* harmony export */   TP: () => (/* binding */ checkRevisionArgument),
/* harmony export */   eZ: () => (/* binding */ resolveRevision)
/* harmony export */ });
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(70017);
/* harmony import */ var _vcs_git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(66124);
/**
 * A git revision typed on the command line (`audit --base`, `audit --config-from`,
 * `diff --base` / `--head`): checked, resolved to a commit id, and each way it can fail said
 * in one line with what to do. One place, so the three flags give the same answers (a shallow
 * clone says so for each of them).
 */


/** Refuses a ref git would read as an option, or that cannot be a revision at all. */
function checkRevisionArgument(ref, flag) {
    if (ref === '' || ref.startsWith('-') || ref.includes('\0'))
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${flag} ${JSON.stringify(ref)} is not a git revision`);
}
/**
 * The top level of the git repository holding `root`, as git prints it; a UsageError naming
 * `flag` when git is missing or `root` is in no repository (`outsideHint` is added then).
 */
async function findTopLevelFor(root, flag, outsideHint = '') {
    const result = await (0,_vcs_git_js__WEBPACK_IMPORTED_MODULE_0__/* .runGit */ .EO)(root, ['rev-parse', '--show-toplevel']);
    // rev-parse ends its answer with one newline; a directory name may end with spaces, so no trim.
    if (result.ok)
        return result.stdout.replace(/\r?\n$/, '');
    if (result.missing)
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${flag} needs git, and git is not installed (or not on PATH)`);
    throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb((0,_vcs_git_js__WEBPACK_IMPORTED_MODULE_0__/* .isNotARepository */ .VE)(result)
        ? `${flag} needs a git repository, and ${JSON.stringify(root)} is not a git repository${outsideHint}`
        : `${flag}: git cannot read the repository at ${JSON.stringify(root)}: ${result.message}`);
}
/** The commit `ref` names in the repository at `top`; a UsageError saying what to do otherwise. */
async function resolveRevision(top, ref, flag) {
    checkRevisionArgument(ref, flag);
    const sha = await (0,_vcs_git_js__WEBPACK_IMPORTED_MODULE_0__/* .resolveCommit */ .WL)(top, ref);
    if (sha !== null)
        return sha;
    const shallow = await (0,_vcs_git_js__WEBPACK_IMPORTED_MODULE_0__/* .runGit */ .EO)(top, ['rev-parse', '--is-shallow-repository']);
    if (shallow.ok && shallow.stdout.trim() === 'true')
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${flag} ${JSON.stringify(ref)} is not in this shallow clone; fetch the history first (actions/checkout with fetch-depth: 0, or git fetch --unshallow)`);
    throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${flag} ${JSON.stringify(ref)} names no commit in this repository; fetch it first (e.g. git fetch origin main) or check the spelling`);
}


/***/ }),

/***/ 5780:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Sh: () => (/* binding */ createLocalHost),
/* harmony export */   hW: () => (/* binding */ createCliLog),
/* harmony export */   u: () => (/* binding */ noteTo)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _config_config_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(81122);
/* harmony import */ var _report_escape_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(14031);
/* harmony import */ var _at_revision_changed_files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(36711);
/* harmony import */ var _report_output_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(69871);
/**
 * The command line behind the {@link CiHost} port: the flags say what changed (`--changed-files`,
 * `--base`) and which config is in force (`--config`, `--config-from`, loaded before the run),
 * `--base REF`'s passports are the base chain-stale judges against, there is no provenance
 * diff (that is `passport-gate diff`), and publishing is printing or
 * writing the report in the chosen format. A file the user named that cannot be written is a
 * UsageError, as everywhere on the command line.
 */





/** The command line as a host. */
function createLocalHost(io, audit) {
    return {
        name: 'passport-gate audit',
        event: async () => ({
            label: audit.base !== undefined ? `changes since ${audit.base}` : 'the working tree',
            base: audit.base ?? null,
        }),
        // --base REF: the base's passports too, so chain-stale is the list `diff --base REF` prints.
        configInForce: async () => {
            const trusted = await readTrustedBase(io, audit);
            if (audit.base === undefined)
                return trusted;
            const { readBasePassports } = await Promise.all(/* import() */[__webpack_require__.e(547), __webpack_require__.e(511), __webpack_require__.e(917), __webpack_require__.e(796), __webpack_require__.e(977)]).then(__webpack_require__.bind(__webpack_require__, 5358));
            return {
                ...trusted,
                passports: await readBasePassports(audit.root, audit.base, trusted.config),
            };
        },
        changedFiles: async () => {
            if (audit.changedFilesArg !== undefined)
                return (0,_at_revision_changed_files_js__WEBPACK_IMPORTED_MODULE_2__/* .readChangedFilesList */ .m)(node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(io.cwd, audit.changedFilesArg));
            if (audit.base !== undefined)
                return (0,_at_revision_changed_files_js__WEBPACK_IMPORTED_MODULE_2__/* .listChangedSince */ .J)(audit.root, audit.base);
            return null;
        },
        baseDiff: async () => null,
        publish: (report) => (0,_report_output_js__WEBPACK_IMPORTED_MODULE_3__/* .writeReport */ .u)(report, audit.format, audit.output, io, {
            pathPrefix: audit.pathPrefix,
            quiet: audit.quiet,
        }),
    };
}
/**
 * What the flags trust: `--config-from REF` (else `--base REF`) reads the config and git's
 * policy files at REF, the working tree's config only compared with it (a pull request's audit
 * on the command line); without either the working tree's config (`--config`, else the root's
 * optional `.passport-gate.yml`/`.yaml`) applies. Read when the run asks (gate-run.ts), so a
 * base that cannot be read is reported.
 */
async function readTrustedBase(io, audit) {
    const ref = audit.configFromArg ?? audit.base;
    if (ref === undefined) {
        const { root } = audit;
        const config = audit.config !== undefined
            ? await (0,_config_config_js__WEBPACK_IMPORTED_MODULE_1__/* .loadConfig */ .Z9)(root, node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(io.cwd, audit.config), true)
            : await (0,_config_config_js__WEBPACK_IMPORTED_MODULE_1__/* .loadConfig */ .Z9)(root, await (0,_config_config_js__WEBPACK_IMPORTED_MODULE_1__/* .findDefaultConfigFile */ .f2)(root), false);
        return { config, runFindings: [] };
    }
    const flag = audit.configFromArg !== undefined ? '--config-from' : '--base';
    const { readTrustedBaseAt } = await Promise.all(/* import() */[__webpack_require__.e(369), __webpack_require__.e(263)]).then(__webpack_require__.bind(__webpack_require__, 12369));
    return readTrustedBaseAt(io.cwd, {
        root: audit.root,
        config: audit.config,
        ref,
        flag,
        ...(flag === '--base' ? { outsideHint: '; use --changed-files FILE or --all' } : {}),
    }, noteTo(io));
}
/** Writes a note line on stderr (git's fallbacks). */
function noteTo(io) {
    return (why) => void io.stderr.write(`note: ${why}\n`);
}
/**
 * The run's log on the command line: notes are for a CI job's log only (`notes`), warnings go
 * to stderr always. Lines may quote repository text, so control characters are made visible.
 */
function createCliLog(io, notes) {
    return {
        info: (line) => void (notes && io.stderr.write(`${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeTerminal */ .en)(line)}\n`)),
        warning: (line) => void io.stderr.write(`warning: ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeTerminal */ .en)(line)}\n`),
    };
}


/***/ }),

/***/ 33122:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ readSigningMethod),
/* harmony export */   f: () => (/* binding */ writeRunSummary)
/* harmony export */ });
/* harmony import */ var _fs_safe_read_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(30603);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(70017);


/** Largest private key file read. */
const MAX_KEY_BYTES = 64 * 1024;
/** The signing method of a request (the key read and checked). Throws UsageError. */
async function readSigningMethod(request, env) {
    // sigstore-js loads only when something is signed: every other run would pay its start-up.
    const [{ identityFromEnv, PUBLIC_GOOD }, { parsePrivateKey }] = await Promise.all([
        Promise.all(/* import() */[__webpack_require__.e(74), __webpack_require__.e(179), __webpack_require__.e(492)]).then(__webpack_require__.bind(__webpack_require__, 78492)),
        __webpack_require__.e(/* import() */ 1).then(__webpack_require__.bind(__webpack_require__, 2001)),
    ]);
    if (request.keyFile === null)
        return {
            kind: 'keyless',
            fulcioURL: request.fulcioURL ?? PUBLIC_GOOD.fulcio,
            rekorURL: request.rekorURL ?? PUBLIC_GOOD.rekor,
            tsaURL: request.tsaURL,
            identity: identityFromEnv(env),
        };
    const read = await (0,_fs_safe_read_js__WEBPACK_IMPORTED_MODULE_0__/* .readFileCapped */ .uh)(request.keyFile, MAX_KEY_BYTES);
    if (!read.ok)
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`cannot read ${request.keyLabel}: it ${read.detail}`);
    const parsed = parsePrivateKey(read.bytes);
    if (!parsed.ok)
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${request.keyLabel} ${parsed.problem}`);
    return { kind: 'key', key: parsed.value };
}
/**
 * Signs and writes the summary of a run that audited (with `recordReads`) and published its
 * report: the config in force, the commit it was read at and the files the audit read are the
 * run's. Throws UsageError (the run fails) when it cannot: a release that asked for a summary
 * must not pass without one.
 */
async function writeRunSummary(run, report, request) {
    const { inForce, filesRead } = run;
    if (inForce === null || filesRead === null)
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(request.unread);
    const method = await readSigningMethod(request.signing, request.env);
    const { writeVerificationSummary } = await Promise.all(/* import() */[__webpack_require__.e(74), __webpack_require__.e(179), __webpack_require__.e(301)]).then(__webpack_require__.bind(__webpack_require__, 39301));
    return writeVerificationSummary(report, {
        file: request.file,
        method,
        root: request.root,
        configFile: request.configFile,
        config: inForce.config,
        policyCommit: inForce.policyCommit ?? null,
        filesRead,
        env: request.env,
        timeVerified: new Date(),
    });
}


/***/ })

};
