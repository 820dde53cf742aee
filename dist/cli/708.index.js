export const id = 708;
export const ids = [708];
export const modules = {

/***/ 84708:
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
// EXTERNAL MODULE: ./src/audit/pipeline.ts + 21 modules
var pipeline = __webpack_require__(52969);
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
                ...(plan.served ? { served: plan.served } : {}),
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
// EXTERNAL MODULE: ./src/config/config.ts
var config = __webpack_require__(81122);
// EXTERNAL MODULE: ./src/cli/progress.ts
var cli_progress = __webpack_require__(9851);
// EXTERNAL MODULE: ./src/hash/index.ts + 17 modules
var hash = __webpack_require__(49803);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/report/diff.ts
var diff = __webpack_require__(20227);
// EXTERNAL MODULE: ./src/vcs/git.ts + 1 modules
var git = __webpack_require__(88411);
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
            const { readBaseRevision } = await Promise.all(/* import() */[__webpack_require__.e(796), __webpack_require__.e(469)]).then(__webpack_require__.bind(__webpack_require__, 5358));
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
            const { diffWorkingTree } = await Promise.all(/* import() */[__webpack_require__.e(796), __webpack_require__.e(469)]).then(__webpack_require__.bind(__webpack_require__, 5358));
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
        const written = await (0,output_file/* writeOutputFile */.BF)(io, label, file, text);
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

// EXTERNAL MODULE: ./src/cli/io.ts + 1 modules
var cli_io = __webpack_require__(37268);
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
 *
 * Serving a directory from the warm facts cache (core/served-directories.ts) is narrower than
 * reading digests: a served directory's files are not read, so the run judges the commit's trees,
 * not the work tree. Only a run whose checkout is the commit it was started for serves: the runs
 * above that read the cache on GitHub and GitLab. A run on no known host is a local audit (or a
 * host whose events the policy cannot read): it judges the work tree as it is, edits and
 * untracked files included, and never serves.
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
            ? { read: true, save: true, serve: true }
            : refused('only pipelines on the default branch or a tag use the content cache');
    }
    // No host whose events say the checkout is the commit: the work tree is judged as it is.
    return { read: true, save: true, serve: false };
}
function decideOnGitHub({ event, ref, defaultBranch, }) {
    if (!GITHUB_TRUSTED_EVENTS.has(event))
        return refused(`the ${JSON.stringify(event)} event neither reads nor writes the content cache (default-branch pushes, schedules and manual runs do; releases and tags read it)`);
    const tagRun = event === 'release' || (event === 'push' && ref.startsWith('refs/tags/'));
    if (tagRun)
        return {
            read: true,
            save: false,
            serve: true,
            why: 'a release or tag run reads the content cache, only default-branch runs save it',
        };
    if (!defaultBranch || ref !== `refs/heads/${defaultBranch}`)
        return refused(`the content cache is used only on the default branch${defaultBranch ? ` (${defaultBranch})` : ''}, not on ${JSON.stringify(ref)}`);
    return { read: true, save: true, serve: true };
}
function refused(why) {
    return { read: false, save: false, serve: false, why };
}

// EXTERNAL MODULE: ./src/vcs/commit-trees.ts
var commit_trees = __webpack_require__(41687);
;// CONCATENATED MODULE: ./src/vcs/tree-ids-at.ts
/**
 * The commit's tree ids at given directories, reading only the trees above them (issue 41, part
 * 3; docs/performance.md, "The commit's tree ids at given paths"). A warm run needs the key of
 * each record it may serve — an output directory's tree id at the commit — and that id is named
 * by the directory's parent: the commit and the trees from the root down to the asked
 * directories' parents are all it reads (workload 3's 10,000 output directories, `results/r*`:
 * 3 objects of 10,003). Not wired into the audit yet: its tests and bench/commit-trees.mjs reach
 * it.
 *
 * **The same reading as vcs/commit-trees.ts**, through its code (`readTrees`): one `git
 * --no-replace-objects cat-file --batch-command --buffer` (a git before 2.36 asked through
 * `--batch`), no path or id on a command line, GIT_NO_LAZY_FETCH=1, the commit resolved and the
 * root checked as the top level, each object hashed again against the id its parent named and
 * of the type its parent gave, the bounds, a generation of trees per flush. Each tree read is
 * parsed and checked whole as readCommitTrees checks it (modes, order, duplicates, names), not
 * only the entries on the way.
 *
 * **What an answer vouches for**: that the hashed chain commit → root → … → parent names this id
 * at this path with a directory's mode. Not what is below the id, nor that the object is here:
 * the asked directory's own tree is not read (unless an asked path lies below it). A tree id
 * names its whole subtree by hash, so what the subtree holds is vouched for by whoever learned a
 * record under that id — a learning run reads the whole commit (readCommitTrees), which refuses
 * the commit on any name git refuses and marks links and names not UTF-8 unservable
 * (vcs/learnable-directories.ts), so no record exists for an id with such a thing below it, nor
 * for an id that is not a tree (an entry of mode 040000 naming a blob, which readCommitTrees
 * refuses, is answered here with the blob's id, and matches no record).
 *
 * **A name git refuses** (empty, `.`, `..`, `.git` in any case, holding `/`), two entries of
 * one name, or entries out of order, in a tree that is read: the whole read's reason, as in
 * readCommitTrees (such a tree is made by hand, and its paths are ambiguous). Every spelling of
 * an asked path goes through the trees above it (a root entry `a/b` is in the root, read for any
 * path), so an asked path is never answered through a refused name. One in a tree that is not
 * read (off every asked path, or at or below an asked directory) is not seen, and no answer
 * speaks for that tree.
 */

/**
 * The tree id at each of `paths` (root-relative POSIX directories) in `commit` (default HEAD) of
 * the repository whose top level is `root`, reading and hashing only the commit and the trees
 * above them (see the file comment); or the whole read's reason. Never rejects.
 */
function readTreeIdsAt(root, paths, commit = 'HEAD', options = {}) {
    const list = [...paths];
    const asked = new Set();
    // The trees to read: every directory strictly above an asked one ('' the root, always read).
    const above = new Set(['']);
    for (const path of list) {
        // The directories above it; the root ('' or '.') has none (the commit names its tree).
        asked.add(path);
        let d = path;
        while (d !== '' && d !== '.') {
            const at = d.lastIndexOf('/');
            d = at < 0 ? '' : d.slice(0, at);
            if (above.has(d))
                break;
            above.add(d);
        }
    }
    return (0,commit_trees/* readTrees */.i9)(root, commit, options, (format) => {
        const found = new Map();
        // The parser's tallies of files and links are readCommitTrees'; here nobody asks them.
        const parseTree = (0,commit_trees/* createTreeParser */.QI)(format === 'sha1' ? 20 : 32, new Map(), new Set(), (dir) => above.has(dir) || asked.has(dir));
        return {
            visit: (wanted, buf, start, end) => {
                if (wanted.dir === '')
                    found.set('', wanted.id);
                const children = [];
                const why = parseTree(wanted.dir, buf, start, end, children);
                if (why !== null)
                    return why;
                // An asked directory's id is its hashed parent's word: its own tree is not read
                // unless a directory asked below it needs it.
                for (const child of children)
                    if (asked.has(child.dir))
                        found.set(child.dir, child.id);
                return children.filter((child) => above.has(child.dir));
            },
            finish: (read) => {
                const trees = new Map();
                for (const path of list)
                    trees.set(path, found.get(path === '.' ? '' : path) ?? null);
                return {
                    commit: read.commit,
                    objectFormat: format,
                    trees,
                    objects: read.objects,
                    bytes: read.bytes,
                };
            },
        };
    });
}

;// CONCATENATED MODULE: ./src/operations/content-cache.ts
/**
 * The content cache of an audit run outside the action (`audit --content-cache FILE
 * [--save-content-cache]`; hash/content-cache.ts; who may read and write it:
 * core/content-cache-policy.ts): opened before the audit, saved after it when the run may. What
 * it did is said through a `note(line)` sink; the face prints it.
 */





/** The walk of a run that does not learn: no file, no output directory. */
const NOTHING_WALKED = { files: [], outputDirs: [] };
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
    const { root, file, save, env, note, notServing } = options;
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
    // Git is asked to vouch for the index's files only once it is known that nothing is served.
    const { cache, notices } = await (0,hash/* loadContentCache */.g1)(root, file, { repository: nameRepository(env), key }, { vouch: false });
    for (const n of notices)
        note(n);
    const served = notServing === undefined && use.serve
        ? await serveDirectories(root, cache, note)
        : noteNotServed(cache, note, notServing ?? use.why);
    if (served)
        // A serving run looks no file up by blob: git's vouching reads the whole index and stats
        // every file (10⁶ at 10⁶: more CPU than a cold audit saves, docs/performance.md), while what
        // a warm run reads outside served directories is the few that changed.
        note('content cache: no file looked up by blob on a serving run (those not served are read)');
    else {
        const notice = await cache.vouch();
        if (notice)
            note(notice);
    }
    let walk;
    return {
        known: cache,
        served,
        learn: save && use.save
            ? (w) => {
                walk = w;
            }
            : undefined,
        finish: async () => {
            note(`content cache: ${cache.hits} file(s) known by blob, ${cache.misses} read (${cache.loadedEntries} entries loaded)`);
            if (!save)
                return;
            if (!use.save)
                return note(`content cache not saved: ${use.why ?? 'refused'}`);
            // A run that does not learn (sharded, changed mode) still reads the commit's trees, so the
            // loaded records the commit still holds are kept rather than dropped with the rest.
            const learning = walk !== undefined;
            const learned = await (0,hash/* learnOutputDirectories */.jA)(root, walk ?? NOTHING_WALKED, (rel) => cache.learnedAt(rel), new Map(cache.directoryRecords.dirs.map((r) => [r.dir, r.tree])));
            walk = undefined;
            if ('reason' in learned)
                note(`content cache: no directory learned: ${learned.reason}`);
            else {
                cache.learnDirectories(learned.facts, learned.trees);
                note(learning
                    ? `content cache: ${learned.facts.length} output director${learned.facts.length === 1 ? 'y' : 'ies'} learned at commit ${learned.commit} (${learned.readHere} file(s) read for it)`
                    : 'content cache: no directory learned (only an unsharded --all run learns)');
            }
            // The blob records kept are those the commit just read holds (when it could be read: else
            // those git's index holds now), so a saving run asks git nothing about the work tree.
            const saved = await cache.save(file, 'reason' in learned ? undefined : learned.read);
            note('entries' in saved
                ? `content cache saved: ${saved.entries} entries and ${saved.directories} directory record(s) in ${file}`
                : `content cache not saved: ${saved.reason}`);
        },
    };
}
/**
 * The directories the loaded records serve at HEAD: the commit's tree ids at the recorded paths
 * (only the trees above them are read, each hashed: vcs/tree-ids-at.ts), matched to the records'
 * (hash/directory-records.ts). Notes what it served, or why nothing.
 */
async function serveDirectories(root, cache, note) {
    const records = cache.directoryRecords;
    if (records.dirs.length === 0)
        return undefined;
    const at = await readTreeIdsAt(root, records.dirs.map((r) => r.dir));
    if ((0,commit_trees/* isNoCommitTrees */.ox)(at)) {
        note(`content cache: no output directory served: ${at.reason}`);
        return undefined;
    }
    const trees = new Map();
    for (const [dir, id] of at.trees)
        if (id !== null)
            trees.set(dir, id);
    const served = (0,hash/* findServedDirectories */.Aw)(records, at.commit, trees);
    let files = 0;
    for (const d of served.dirs)
        files += d.files.count;
    note(`content cache: ${served.dirs.length} of ${records.dirs.length} recorded output director${records.dirs.length === 1 ? 'y' : 'ies'} served at commit ${at.commit} (${files} file(s) not read: the commit's trees vouch for them)`);
    return served.dirs.length > 0 ? served : undefined;
}
/** Says why directory records the file holds are not served on this run; serves nothing. */
function noteNotServed(cache, note, why) {
    const count = cache.directoryRecords.dirs.length;
    if (count > 0)
        note(`content cache: ${count} directory record(s) not served: ${why ?? 'a run outside GitHub Actions and GitLab CI judges the work tree as it is'}`);
    return undefined;
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
                          release run; elsewhere never pass it on a pull request's job).
                          On such a GitHub or GitLab run (never locally, never with --vsa,
                          never in changed mode) an output directory whose commit tree a
                          saving run recorded is served: its files are not read, and the
                          report's served section says so
  --save-content-cache    write FILE back after the audit (the same runs only); an unsharded
                          --all run also records each output directory it read whole
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
        const parsed = (0,options/* parseShardSpec */.d7)(values.shard);
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
    if (!(0,options/* isOneOf */.EK)(options/* FAIL_ON_VALUES */.Qm, failOn))
        throw new errors/* UsageError */.eb(`--fail-on must be one of ${options/* FAIL_ON_VALUES */.Qm.join(', ')}`);
    const engine = values.engine;
    if (engine !== undefined && !(0,options/* isOneOf */.EK)(config/* ENGINE_MODES */.qQ, engine))
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
    if (!(0,options/* isOneOf */.EK)(REPRODUCE_MODES, chosen))
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
            notServing: opts.summary !== null
                ? 'a run signing a verification summary reads every file'
                : changed
                    ? 'changed mode reads every passport anyway, so serving would cost it more than it spares'
                    : undefined,
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
            // Only a verification summary reads the list (parseSummaryFlags: null without --vsa); noting
            // every passport, listed path and the file it reaches is a set of some 40,000 strings on a
            // 20,000-file audit that nothing else looks at.
            recordReads: opts.summary !== null,
            hashing: {
                threads: (0,hash/* readHashThreads */.et)(io.env),
                pool,
                onProgress: (p) => progress.update(p),
                known: contentCache?.known,
                learn: contentCache?.learn,
            },
            served: contentCache?.served,
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
    const { reproduceAfterAudit } = await __webpack_require__.e(/* import() */ 193).then(__webpack_require__.bind(__webpack_require__, 29193));
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
        throw (0,output_file/* describeWriteError */.JB)(error, '--vsa', flags.vsa);
    }
    io.stderr.write(`verification summary (SLSA VSA v1, ${report.summary.passed ? 'PASSED' : 'FAILED'}) of ${written.commit}: ${(0,report_escape/* escapeTerminal */.en)(flags.vsa)} (${(0,report_escape/* escapeTerminal */.en)(written.signer)})\n`);
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

/***/ 83457:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EK: () => (/* binding */ isOneOf),
/* harmony export */   Qm: () => (/* binding */ FAIL_ON_VALUES),
/* harmony export */   d7: () => (/* binding */ parseShardSpec)
/* harmony export */ });
/* unused harmony export MAX_SHARDS */
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
/** Most shards accepted: far beyond any useful matrix, small enough to keep reports sane. */
const MAX_SHARDS = 256;
/** Parses `i/n` (1 ≤ i ≤ n ≤ {@link MAX_SHARDS}); returns a message saying what is wrong otherwise. */
function parseShardSpec(text) {
    const m = /^\s*(\d{1,6})\s*\/\s*(\d{1,6})\s*$/.exec(text);
    if (!m)
        return {
            ok: false,
            message: `shard ${JSON.stringify(text)} is not of the form i/n (for example 2/4)`,
        };
    const index = Number(m[1]);
    const count = Number(m[2]);
    if (count < 1 || count > MAX_SHARDS) {
        return { ok: false, message: `shard count ${count} is out of range; use 1 to ${MAX_SHARDS}` };
    }
    if (index < 1 || index > count) {
        return {
            ok: false,
            message: `shard index ${index} is out of range; use 1 to ${count} (indices start at 1)`,
        };
    }
    return { ok: true, shard: { index, count } };
}


/***/ })

};
