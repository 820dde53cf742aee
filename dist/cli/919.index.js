export const id = 919;
export const ids = [919];
export const modules = {

/***/ 6919:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  AUDIT_HELP: () => (/* binding */ AUDIT_HELP),
  parseAuditArgs: () => (/* binding */ parseAuditArgs),
  renderReport: () => (/* binding */ renderReport),
  runAuditCommand: () => (/* binding */ runAuditCommand),
  writeReport: () => (/* binding */ writeReport)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/cli/parse-args.ts
var parse_args = __webpack_require__(9611);
// EXTERNAL MODULE: ./src/audit/pipeline.ts + 16 modules
var pipeline = __webpack_require__(4524);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/audit/verdict.ts
var verdict = __webpack_require__(1454);
// EXTERNAL MODULE: ./src/report/json.ts
var json = __webpack_require__(2794);
// EXTERNAL MODULE: ./src/report/text.ts
var report_text = __webpack_require__(5655);
// EXTERNAL MODULE: ./src/report/annotations.ts
var annotations = __webpack_require__(856);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(4031);
;// CONCATENATED MODULE: ./src/report/diff-overlay.ts
/** Lays `diff` over `graph`. */
function overlayDiff(graph, diff) {
    const changes = new Map();
    const nodes = [...graph.nodes];
    const known = new Set(nodes.map((n) => n.id));
    const add = (id, path, skill) => {
        if (known.has(id))
            return;
        known.add(id);
        // Not audited in this run's scope: its status is unknown, as the graph draws such nodes.
        nodes.push({ id, path, skill, status: 'unknown' });
    };
    for (const c of diff.passports) {
        if (c.head_id === null || c.head_path === null)
            continue;
        changes.set(c.head_id, 'changed');
        add(c.head_id, c.head_path, c.skill);
    }
    for (const step of diff.stale) {
        if (step.passport_id === null)
            continue;
        changes.set(step.passport_id, 'stale');
        add(step.passport_id, step.path, step.skill);
    }
    const edges = [...graph.edges];
    const drawn = new Set(edges.map((e) => `${e.from}\0${e.to}`));
    for (const step of diff.stale) {
        if (step.passport_id === null)
            continue;
        for (const r of step.reasons) {
            // Only a consumed_passports edge (by id) belongs in the chain diagram; an input matched by
            // digest is not one.
            if (r.kind !== 'consumed' || r.via_id === null || !known.has(r.via_id))
                continue;
            const key = `${step.passport_id}\0${r.via_id}`;
            if (drawn.has(key))
                continue;
            drawn.add(key);
            edges.push({ from: step.passport_id, to: r.via_id, cycle: false });
        }
    }
    return { graph: { nodes, edges }, changes };
}

// EXTERNAL MODULE: ./src/report/diff.ts
var diff = __webpack_require__(227);
// EXTERNAL MODULE: ./src/report/graph-diagram.ts
var graph_diagram = __webpack_require__(2566);
// EXTERNAL MODULE: ./src/report/section.ts
var report_section = __webpack_require__(7101);
;// CONCATENATED MODULE: ./src/report/markdown.ts
/**
 * The Markdown report: the CLI's `--format markdown`, the action's job
 * summary and its check-run summary. Every untrusted string goes through
 * escapeMarkdown, so a passport cannot inject a table row, link or image; the
 * Mermaid diagram escapes its own labels (graph-diagram.ts).
 *
 * With `maxBytes` the text stays within a size (the job summary's 1 MiB, the
 * check run's 65,535): each section gets a share of the budget and says how
 * many rows it left out, so a long report is cut with counts, never dropped.
 */







/** Shares of `maxBytes` each section may take; findings take what is left. */
const MARKDOWN_BUDGET_SHARES = {
    diff: 0.25,
    passports: 0.25,
    handoffs: 0.1,
    diagram: 0.2,
};
const cell = (value) => value === null || value === undefined || value === '' ? '—' : (0,report_escape/* escapeMarkdown */.FV)(String(value));
/** Renders the verdict line. */
function renderVerdict(report) {
    const s = report.summary;
    return `${s.passed ? '✅ **Passed**' : '❌ **Failed**'}: ${s.errors} error(s), ${s.warnings} warning(s), ${s.notices} notice(s) across ${s.passports} passport(s) and ${report.handoffs.length} handoff file(s); ${s.artifacts_verified} artifact(s) verified${(0,report_text/* describeLfs */.FP)(report)} (fail-on: ${s.fail_on}, ${(0,report_text/* describeScope */.OI)(report)})${(0,report_text/* describeFailing */.Oc)(report)}.`;
}
function findingRow(f) {
    const where = f.path ? `${cell(f.path)}${f.line ? `:${f.line}` : ''}` : '—';
    // No link even to our own docs: a report with no link at all is one a reader can check at a glance.
    return `| ${f.severity} | \`${f.rule}\` | ${where} | ${cell(f.message)} |`;
}
/** Renders the report as GitHub-flavoured Markdown, within `maxBytes` when given. */
function renderMarkdownReport(report, options = {}) {
    const level = Math.min(6, Math.max(1, options.headingLevel ?? 2));
    const h = '#'.repeat(level);
    const sub = '#'.repeat(Math.min(6, level + 1));
    const max = options.maxBytes ?? Number.POSITIVE_INFINITY;
    const hint = options.overflowHint ?? 'not shown';
    const note = (count, what) => `_${count} more ${what} ${hint}._`;
    const s = report.summary;
    const head = [];
    if (!options.omitTitle)
        head.push(`${h} passport-gate`, '');
    head.push(renderVerdict(report), '', '| passports | artifacts verified | bytes hashed | errors | warnings | notices | directories audited |', '|---|---|---|---|---|---|---|', `| ${s.passports} | ${s.artifacts_verified} | ${s.bytes_hashed} | ${s.errors} | ${s.warnings} | ${s.notices} | ${report.scope.directories.length} |`, '');
    // Which output roots were inferred, and how to pin them: a paragraph under the counts.
    const inferred = (0,report_text/* describeInferredOutputs */.Vt)(report);
    if (inferred)
        head.push(`> ${(0,report_escape/* escapeMarkdown */.FV)(inferred)}`, '');
    const parts = [...head];
    let remaining = max - Buffer.byteLength(head.join('\n'));
    // --- What changed (a pull request's provenance diff, src/diff/) -------------------------
    if (report.diff) {
        const text = (0,diff/* renderDiffMarkdown */.rw)(report.diff, {
            maxBytes: Math.min(remaining, max * MARKDOWN_BUDGET_SHARES.diff),
            headingLevel: level + 1,
            overflowHint: hint,
        });
        parts.push(text);
        remaining -= Buffer.byteLength(text) + 1;
    }
    if (report.passports.length > 0) {
        const section = new report_section/* Section */.w(Math.min(remaining, max * MARKDOWN_BUDGET_SHARES.passports));
        section.fixed(`${sub} Output directories`);
        section.fixed('');
        section.fixed('| directory | passport | skill | artifacts | errors | warnings | status |');
        section.fixed('|---|---|---|---|---|---|---|');
        for (const p of report.passports) {
            section.row(`| ${cell(p.directory)} | ${cell(p.path)} | ${cell(p.skill)} | ${p.artifacts} | ${p.errors} | ${p.warnings} | ${p.status === 'pass' ? '✅' : '❌'} |`);
        }
        if (section.omitted > 0)
            section.fixed(`\n${note(section.omitted, 'passports')}`);
        section.fixed('');
        parts.push(...section.lines);
        remaining -= section.bytes;
    }
    if (report.handoffs.length > 0) {
        const section = new report_section/* Section */.w(Math.min(remaining, max * MARKDOWN_BUDGET_SHARES.handoffs));
        section.fixed(`${sub} Handoff files`);
        section.fixed('');
        section.fixed('| kind | file | id | errors | warnings | status |');
        section.fixed('|---|---|---|---|---|---|');
        for (const d of report.handoffs) {
            section.row(`| ${d.kind} | ${cell(d.path)} | ${cell(d.id)} | ${d.errors} | ${d.warnings} | ${d.status === 'pass' ? '✅' : '❌'} |`);
        }
        if (section.omitted > 0)
            section.fixed(`\n${note(section.omitted, 'handoff files')}`);
        section.fixed('');
        parts.push(...section.lines);
        remaining -= section.bytes;
    }
    if (options.diagram !== false && report.graph.nodes.length > 0) {
        // On a pull request, changed and stale passports are marked (and drawn if out of scope).
        const overlay = report.diff ? overlayDiff(report.graph, report.diff) : null;
        const plan = (0,graph_diagram/* planMermaid */.hC)(overlay?.graph ?? report.graph, {}, overlay?.changes);
        const omitted = plan.omittedNodes > 0 ? [`_${plan.omittedNodes} more passport(s) not drawn._`, ''] : [];
        const block = [
            `${sub} Provenance chain`,
            '',
            '```mermaid',
            (0,graph_diagram/* renderMermaidPlan */.jS)(plan).trimEnd(),
            '```',
            '',
            ...omitted,
        ];
        const size = Buffer.byteLength(block.join('\n')) + 1;
        if (size <= Math.min(remaining, max * MARKDOWN_BUDGET_SHARES.diagram)) {
            parts.push(...block);
            remaining -= size;
        }
        else {
            const line = `_The provenance chain diagram (${report.graph.nodes.length} passports) did not fit here._`;
            if (Buffer.byteLength(line) + report_section/* NOTE_RESERVE */.O < remaining) {
                parts.push(line, '');
                remaining -= Buffer.byteLength(line) + 2;
            }
        }
    }
    if (report.findings.length > 0) {
        const section = new report_section/* Section */.w(remaining);
        section.fixed(`${sub} Findings`);
        section.fixed('');
        section.fixed('| severity | rule | location | message |');
        section.fixed('|---|---|---|---|');
        for (const f of report.findings)
            section.row(findingRow(f));
        if (section.omitted > 0)
            section.fixed(`\n${note(section.omitted, 'findings')}`);
        section.fixed('');
        parts.push(...section.lines);
    }
    const text = parts.join('\n');
    // A last guard for budgets smaller than the fixed lines themselves.
    return Number.isFinite(max) ? (0,annotations/* truncateUtf8 */.Ck)(text, max) : text;
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/rules/registry.ts
var registry = __webpack_require__(4964);
// EXTERNAL MODULE: ./src/core/untrusted.ts
var untrusted = __webpack_require__(2613);
;// CONCATENATED MODULE: ./src/report/sarif.ts
/**
 * The report as SARIF 2.1.0 (https://docs.oasis-open.org/sarif/sarif/v2.1.0/sarif-v2.1.0.html)
 * for GitHub code scanning (`github/codeql-action/upload-sarif`). Rule
 * metadata comes from the registry, so every rule the tool can report is
 * described, with its docs/rules.md anchor as helpUri. Pure: report in, object out.
 */




/** The schema URI code scanning and editors recognise. */
const SARIF_SCHEMA_URI = 'https://json.schemastore.org/sarif-2.1.0.json';
/** SARIF version written. */
const SARIF_VERSION = '2.1.0';
/** Where GitHub documents what code scanning reads of a SARIF file and its limits. */
const CODE_SCANNING_SARIF_DOCS = 'https://docs.github.com/en/code-security/code-scanning/integrating-with-code-scanning/sarif-support-for-code-scanning';
/** Code scanning accepts at most 25,000 results per run. https://docs.github.com/en/code-security/code-scanning/integrating-with-code-scanning/sarif-support-for-code-scanning#validating-your-sarif-file */
const SARIF_MAX_RESULTS = 25_000;
/** Runs per file code scanning accepts (the file is rejected above). Same page as {@link SARIF_MAX_RESULTS}. */
const SARIF_MAX_RUNS = 20;
/** Rules per run code scanning accepts. Same page as {@link SARIF_MAX_RESULTS}. */
const SARIF_MAX_RULES = 25_000;
/** Locations per result code scanning accepts (it shows 100). Same page as {@link SARIF_MAX_RESULTS}. */
const SARIF_MAX_LOCATIONS_PER_RESULT = 1_000;
/** Tags per rule code scanning accepts (it shows 10). Same page as {@link SARIF_MAX_RESULTS}. */
const SARIF_MAX_TAGS_PER_RULE = 20;
/** Tool extensions per run code scanning accepts. Same page as {@link SARIF_MAX_RESULTS}. */
const SARIF_MAX_EXTENSIONS = 100;
/** `reportingDescriptor.name` is "limited to 255 characters". {@link CODE_SCANNING_SARIF_DOCS}#reportingdescriptor-object */
const SARIF_RULE_NAME_MAX_CHARS = 255;
/** `shortDescription.text` and `fullDescription.text` are "limited to 1024 characters". {@link CODE_SCANNING_SARIF_DOCS}#reportingdescriptor-object */
const SARIF_DESCRIPTION_MAX_CHARS = 1024;
/** An upload is at most "10 MB" gzip-compressed (read as 10^7 bytes, the stricter). {@link CODE_SCANNING_SARIF_DOCS}#file-compatibility */
const SARIF_MAX_GZIP_BYTES = 10_000_000;
/** Where the tool is documented. */
const TOOL_INFORMATION_URI = 'https://github.com/passport-gate/passport-gate';
/** The key of the fingerprint code scanning uses to follow a result across commits. */
const FINGERPRINT_KEY = 'passportGate/v1';
const LEVELS = {
    error: 'error',
    warning: 'warning',
    notice: 'note',
};
/** The SARIF level of a severity: notice → note. */
function toSarifLevel(severity) {
    return LEVELS[severity];
}
/** Percent-encodes a repository-relative POSIX path as a relative URI reference (RFC 3986), segment by segment. */
function toRelativeUri(path) {
    return path
        .split('/')
        .map((segment) => encodeURIComponent(segment))
        .join('/');
}
/** `artifact-hash-mismatch` → `ArtifactHashMismatch` (SARIF's rule `name` is an identifier, not the id). */
function ruleName(id) {
    return id.replace(/(^|-)([a-z0-9])/g, (_m, _d, c) => c.toUpperCase());
}
function fingerprint(f, uri) {
    // Not the message: it carries digests that change with the bytes, and an alert should follow the field.
    return (0,external_node_crypto_.createHash)('sha256')
        .update([f.rule, uri, f.pointer ?? '', f.passport_id ?? ''].join('\u0000'))
        .digest('hex');
}
/**
 * Builds the SARIF log of a report. Findings without a file (run-level) have
 * no location code scanning could show, so they become tool execution
 * notifications of the invocation instead of results.
 */
function buildSarifLog(report, options = {}) {
    const ruleIndex = new Map(registry/* RULES */.y0.map((r, i) => [r.id, i]));
    const rules = registry/* RULES */.y0.map((r) => ({
        id: r.id,
        name: ruleName(r.id),
        shortDescription: { text: r.description },
        fullDescription: { text: r.description },
        helpUri: (0,registry/* getRuleDocUrl */.QY)(r.id),
        help: {
            text: `${r.description} See ${(0,registry/* getRuleDocUrl */.QY)(r.id)} for why it matters and how to fix it.`,
            markdown: `${r.description}\n\n[Why it matters and how to fix it](${(0,registry/* getRuleDocUrl */.QY)(r.id)})`,
        },
        defaultConfiguration: { level: toSarifLevel(r.defaultSeverity) },
        properties: { tags: ['provenance', r.format], precision: 'very-high' },
    }));
    const results = [];
    const notifications = [];
    let dropped = 0;
    for (const f of report.findings) {
        const text = (0,untrusted/* escapeInvisible */.ts)(f.message);
        if (f.path === '') {
            notifications.push({
                descriptor: { id: f.rule },
                level: toSarifLevel(f.severity),
                message: { text },
            });
            continue;
        }
        if (results.length >= SARIF_MAX_RESULTS) {
            dropped++;
            continue;
        }
        const uri = toRelativeUri((0,annotations/* joinRepoPath */.Kp)(options.pathPrefix ?? '', f.path));
        const region = {
            startLine: f.line !== undefined && f.line > 0 ? f.line : 1,
        };
        if (f.line !== undefined && f.column !== undefined && f.column > 0)
            region.startColumn = f.column;
        const result = {
            ruleId: f.rule,
            ruleIndex: ruleIndex.get(f.rule) ?? 0,
            level: toSarifLevel(f.severity),
            message: { text },
            locations: [
                { physicalLocation: { artifactLocation: { uri, uriBaseId: '%SRCROOT%' }, region } },
            ],
            partialFingerprints: { [FINGERPRINT_KEY]: fingerprint(f, uri) },
        };
        const properties = {};
        if (f.pointer !== undefined)
            properties.jsonPointer = (0,untrusted/* escapeInvisible */.ts)(f.pointer);
        if (f.passport_id !== undefined)
            properties.passportId = (0,untrusted/* escapeInvisible */.ts)(f.passport_id);
        if (Object.keys(properties).length > 0)
            result.properties = properties;
        results.push(result);
    }
    if (dropped > 0) {
        notifications.push({
            descriptor: { id: 'sarif-results-capped' },
            level: 'warning',
            message: {
                text: `${dropped} more result(s) not written: code scanning accepts at most ${SARIF_MAX_RESULTS} per run; see the JSON report.`,
            },
        });
    }
    return {
        $schema: SARIF_SCHEMA_URI,
        version: SARIF_VERSION,
        runs: [
            {
                tool: {
                    driver: {
                        name: report.tool.name,
                        version: report.tool.version,
                        semanticVersion: report.tool.version,
                        informationUri: TOOL_INFORMATION_URI,
                        rules,
                    },
                },
                results,
                invocations: [{ executionSuccessful: true, toolExecutionNotifications: notifications }],
                columnKind: 'utf16CodeUnits',
            },
        ],
    };
}
/** Serializes the SARIF log of a report. */
function renderSarif(report, options = {}) {
    return `${JSON.stringify(buildSarifLog(report, options), null, 2)}\n`;
}

// EXTERNAL MODULE: ./src/fs/paths.ts
var paths = __webpack_require__(1283);
// EXTERNAL MODULE: ./src/core/options.ts
var options = __webpack_require__(3457);
// EXTERNAL MODULE: ./src/repo/shard.ts
var repo_shard = __webpack_require__(1980);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/vcs/git.ts
var git = __webpack_require__(6124);
// EXTERNAL MODULE: ./src/cli/revision.ts
var revision = __webpack_require__(3805);
;// CONCATENATED MODULE: ./src/cli/changed-files.ts
/**
 * Changed files for the CLI: a list file, or `git diff` against a ref. Git is
 * run with execFile (no shell, see vcs/git.ts) and `--end-of-options`, so neither a
 * ref nor a file name can be read as an option or a command.
 */




/** Largest changed-files list accepted. */
const MAX_CHANGED_LIST_BYTES = git/* GIT_OUTPUT_MAX_BYTES */._c;
/**
 * Reads a changed-files list: NUL-separated when it holds a NUL byte (`git diff --name-only -z`,
 * the only form that carries every file name exactly: names used as they are), else one path per
 * line (blank lines and a line's final CR ignored, as a list written on Windows has them).
 */
async function readChangedFilesList(file) {
    let buf;
    try {
        buf = await (0,promises_.readFile)(file);
    }
    catch (error) {
        const code = error.code;
        const reason = code === 'ENOENT'
            ? 'no such file'
            : code === 'EISDIR'
                ? 'it is a directory'
                : (code ?? String(error));
        throw new errors/* ConfigurationError */.j1(`cannot read --changed-files ${JSON.stringify(file)}: ${reason}`);
    }
    if (buf.length > MAX_CHANGED_LIST_BYTES)
        throw new errors/* ConfigurationError */.j1(`--changed-files is larger than ${MAX_CHANGED_LIST_BYTES} bytes`);
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
async function changed_files_git(root, args) {
    const result = await (0,git/* runGit */.EO)(root, args);
    if (result.ok)
        return result.stdout;
    if (result.missing)
        throw new errors/* ConfigurationError */.j1('--base needs git, and git is not installed (or not on PATH)');
    throw new errors/* ConfigurationError */.j1(`git ${args[0]} failed: ${result.message}`);
}
/**
 * Files changed between `base` and the working tree (committed or not), plus
 * untracked files, relative to the repository root `root`.
 */
async function listChangedSince(root, base) {
    // Outside a repository `git diff` compares files instead (no-index mode) and says "Could not
    // access", and a shallow clone lacks the base commit: each gets one line saying what to do.
    const top = await (0,revision/* findTopLevelFor */.Aj)(root, '--base', '; use --changed-files FILE or --all');
    await (0,revision/* resolveRevision */.eZ)(top, base, '--base');
    const diff = await changed_files_git(root, [
        'diff',
        '--name-only',
        '-z',
        '--no-renames',
        '--relative',
        '--end-of-options',
        base,
        '--',
    ]);
    const untracked = await changed_files_git(root, [
        'ls-files',
        '--others',
        '--exclude-standard',
        '-z',
        '--',
        '.',
    ]);
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

;// CONCATENATED MODULE: ./src/cli/progress.ts

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
    return `hashing: ${files}, ${(0,report_text/* formatBytes */.z3)(progress.bytes)} (${(0,report_text/* formatBytes */.z3)(rate)}/s)`;
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

// EXTERNAL MODULE: ./src/hash/index.ts + 9 modules
var hash = __webpack_require__(8413);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(1604);
;// CONCATENATED MODULE: ./src/cli/audit-command.ts
/**
 * `passport-gate audit`: run the engine and print or write a report.
 */
















/** Help text of the audit command. */
const AUDIT_HELP = `Usage: passport-gate audit [options]

Verify Material Passports, router handoff envelopes and agent handoff packets.

Scope (pick one; default --all):
  --all                   audit every output directory (release gating)
  --changed-files FILE    audit output directories holding a path listed in FILE (one per line,
                          or NUL-separated as git diff --name-only -z writes it)
  --base REF              audit output directories changed since git REF

Options:
  --root DIR              repository root (default: the git top level of the current
                          directory, else the current directory)
  --config FILE           config file (default: <root>/.passport-gate.yml or .yaml, optional)
  --config-from REF       apply the config as it is at git REF (e.g. origin/main), not the
                          working tree's, which is only compared with it (config-changed);
                          how the action treats a pull request's own config
  --format FMT            text | json | markdown | sarif (default: text); sarif is SARIF 2.1.0
                          for code scanning, with paths relative to the working directory
                          (run from the checkout's root, as the upload expects)
  --output FILE           write the report to FILE (atomically) instead of stdout
  --fail-on LEVEL         error | warning | notice | never (default: error)
  --shard I/N             audit shard I of N (a matrix job); combine the JSON reports with merge
  --quiet                 print only the findings and the verdict line: no progress, no notes
  --debug                 print stack traces of internal errors
  -h, --help              show this help

Exit codes: 0 passed, 1 findings at or above --fail-on, 2 usage/config/internal error,
130 interrupted, 141 the reader of stdout went away (as git on SIGPIPE).

Examples:
  passport-gate audit --root examples/pipeline --all
  passport-gate audit --base origin/main --format markdown --output report.md
  passport-gate audit --base origin/main --config-from origin/main
  git diff --name-only main > changed.txt && passport-gate audit --changed-files changed.txt --format json
  passport-gate audit --all --shard 2/4 --format json --output report-2.json
  passport-gate audit --all --format sarif --output passport-gate.sarif
`;
/** Parses `audit` arguments; throws UsageError with what to do. */
function parseAuditArgs(args) {
    const { values } = (0,parse_args/* parseCommandArgs */.Qx)(AUDIT_HELP, {
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
    const format = values.format ?? 'text';
    if (!(0,options/* isOneOf */.EK)(options/* REPORT_FORMATS */.EL, format))
        throw new errors/* UsageError */.eb(`--format must be one of ${options/* REPORT_FORMATS */.EL.join(', ')}`);
    const failOn = values['fail-on'] ?? 'error';
    if (!(0,options/* isOneOf */.EK)(options/* FAIL_ON_VALUES */.Qm, failOn))
        throw new errors/* UsageError */.eb(`--fail-on must be one of ${options/* FAIL_ON_VALUES */.Qm.join(', ')}`);
    return { ...values, format, failOn, shard };
}
/** Renders a report in one of the CLI formats; SARIF is the action's renderer (src/report/sarif.ts). */
function renderReport(report, format, options) {
    if (format === 'json')
        return (0,json/* renderJsonReport */.n)(report);
    if (format === 'markdown')
        return renderMarkdownReport(report);
    if (format === 'sarif')
        return renderSarif(report, { pathPrefix: options.sarifPathPrefix ?? '' });
    return (0,report_text/* renderTextReport */.SW)(report, { color: options.color, notes: options.quiet !== true });
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
    let root;
    let config;
    let runFindings = [];
    if (opts['config-from'] !== undefined) {
        root = external_node_path_default().resolve(io.cwd, opts.root ?? '.');
        const { loadConfigFromRevision } = await __webpack_require__.e(/* import() */ 50).then(__webpack_require__.bind(__webpack_require__, 50));
        ({ config, runFindings } = await loadConfigFromRevision(io.cwd, {
            root,
            config: opts.config,
            ref: opts['config-from'],
        }));
    }
    else
        ({ root, config } = await (0,cli_io/* loadCommandRoot */.U0)(io, opts));
    let changedFiles = null;
    if (opts['changed-files'] !== undefined)
        changedFiles = await readChangedFilesList(external_node_path_default().resolve(io.cwd, opts['changed-files']));
    else if (opts.base !== undefined)
        changedFiles = await listChangedSince(root, opts.base);
    // --quiet: a reporter that draws nothing (the progress bar is the one thing audit adds to stderr).
    const progress = createProgressReporter({
        stream: opts.quiet ? { write: () => true } : io.stderr,
        env: io.env,
        ...(io.now ? { now: io.now } : {}),
    });
    let report;
    try {
        report = await (0,pipeline/* audit */.s)({
            root,
            config,
            runFindings,
            changedFiles,
            failOn: opts.failOn,
            signal: io.signal,
            shard: opts.shard,
            hashThreads: (0,hash/* readHashThreads */.et)(io.env),
            pool,
            onProgress: (p) => progress.update(p),
            ignored: (0,cli_io/* gitIgnoreRulesFor */.vU)(root, io),
        });
    }
    finally {
        progress.finish();
    }
    // A signal that arrived during the run wins: no report that looks complete is written.
    io.signal?.throwIfAborted();
    // Code scanning resolves relative URIs against the checkout, where the command is run from.
    return writeReport(report, opts.format, opts.output, io, {
        sarifPathPrefix: (0,paths/* toPathPrefix */.Xw)(io.cwd, root),
        quiet: opts.quiet === true,
    });
}
/**
 * Writes a report in the chosen format to `--output` (atomically, with the verdict line on
 * stderr) or to stdout; returns the exit code its verdict means. Shared by `audit` and `merge`.
 * `options`: see {@link RenderReportOptions}.
 */
async function writeReport(report, format, outputArg, io, options = {}) {
    const text = renderReport(report, format, {
        ...options,
        color: !outputArg && (0,report_text/* shouldUseColor */.I1)(io.stdout, io.env),
    });
    if (outputArg) {
        await (0,cli_io/* writeOutputFile */.BF)(io, '--output', outputArg, text);
        io.stderr.write((0,report_text/* renderTextReport */.SW)(report, { color: (0,report_text/* shouldUseColor */.I1)(io.stderr, io.env) })
            .split('\n')
            .slice(-2)
            .join('\n'));
    }
    else
        io.stdout.write(text);
    return (0,verdict/* exitCodeOf */.FO)(report);
}


/***/ }),

/***/ 3457:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EK: () => (/* binding */ isOneOf),
/* harmony export */   EL: () => (/* binding */ REPORT_FORMATS),
/* harmony export */   Qm: () => (/* binding */ FAIL_ON_VALUES)
/* harmony export */ });
/** Values of `--fail-on` and the `fail-on` input: a severity, or `never`. */
const FAIL_ON_VALUES = [
    'error',
    'warning',
    'notice',
    'never',
];
/** Formats of the report `audit` and `merge` print or write. */
const REPORT_FORMATS = ['text', 'json', 'markdown', 'sarif'];
/** True when `value` is one of `values` (an option's allowed values). */
function isOneOf(values, value) {
    return values.includes(value);
}


/***/ }),

/***/ 2566:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V$: () => (/* binding */ planDiagram),
/* harmony export */   dA: () => (/* binding */ nodeLabel),
/* harmony export */   hC: () => (/* binding */ planMermaid),
/* harmony export */   jS: () => (/* binding */ renderMermaidPlan)
/* harmony export */ });
/* unused harmony exports MERMAID_MAX_TEXT_CHARS, MERMAID_MAX_EDGES, DIAGRAM_MAX_NODES, DIAGRAM_LABEL_MAX_CHARS, escapeMermaidText, renderMermaid */
/** Mermaid's default `maxTextSize`: larger diagrams are refused. https://mermaid.js.org/config/schema-docs/config.html#maxtextsize */
const MERMAID_MAX_TEXT_CHARS = 50_000;
/** Mermaid's default `maxEdges`. https://mermaid.js.org/config/schema-docs/config.html#maxedges */
const MERMAID_MAX_EDGES = 500;
/** Nodes drawn at most; a diagram of more is not readable in a job summary. */
const DIAGRAM_MAX_NODES = 150;
/** Longest label text (before escaping). */
const DIAGRAM_LABEL_MAX_CHARS = 80;
const DEFAULT_LIMITS = { maxNodes: DIAGRAM_MAX_NODES, maxEdges: MERMAID_MAX_EDGES };
/**
 * Chooses the nodes and edges to draw: failing and unresolved nodes and those
 * on a cycle first, then the rest in report order, up to `limits.maxNodes`;
 * cycle edges before the others, up to `limits.maxEdges`.
 */
function planDiagram(graph, limits = {}, changes) {
    const { maxNodes, maxEdges } = { ...DEFAULT_LIMITS, ...limits };
    const all = new Map();
    for (const n of graph.nodes)
        if (!all.has(n.id))
            all.set(n.id, { id: n.id, skill: n.skill, path: n.path, status: n.status });
    for (const e of graph.edges) {
        for (const id of [e.from, e.to])
            if (!all.has(id))
                all.set(id, { id, skill: null, path: null, status: 'unresolved' });
    }
    const onCycle = new Set(graph.edges.filter((e) => e.cycle).flatMap((e) => [e.from, e.to]));
    // With changes, every node has one (unchanged unless said), and changed and stale ones are drawn first too.
    if (changes)
        for (const n of all.values())
            n.change = changes.get(n.id) ?? 'unchanged';
    const urgent = (n) => n.status === 'fail' ||
        n.status === 'unresolved' ||
        onCycle.has(n.id) ||
        n.change === 'changed' ||
        n.change === 'stale';
    const ordered = [...all.values()]
        .filter(urgent)
        .concat([...all.values()].filter((n) => !urgent(n)));
    const kept = ordered.slice(0, Math.max(0, maxNodes));
    const keyOf = new Map();
    const nodes = kept.map((n, i) => {
        keyOf.set(n.id, `n${i}`);
        return { key: `n${i}`, ...n };
    });
    const seen = new Set();
    const candidates = [
        ...graph.edges.filter((e) => e.cycle),
        ...graph.edges.filter((e) => !e.cycle),
    ];
    const edges = [];
    let droppable = 0;
    for (const e of candidates) {
        const producer = keyOf.get(e.to);
        const consumer = keyOf.get(e.from);
        const dedupe = `${e.to}\u0000${e.from}`;
        if (seen.has(dedupe))
            continue;
        seen.add(dedupe);
        if (producer === undefined || consumer === undefined || edges.length >= maxEdges) {
            droppable++;
            continue;
        }
        edges.push({ from: producer, to: consumer, cycle: e.cycle });
    }
    return { nodes, edges, omittedNodes: all.size - nodes.length, omittedEdges: droppable };
}
/** The label text of a node (untrusted, unescaped, at most {@link DIAGRAM_LABEL_MAX_CHARS} characters). */
function nodeLabel(node) {
    // The change is written out too: a reader who cannot tell the outlines apart still reads it.
    const mark = node.change === 'changed' ? 'changed: ' : node.change === 'stale' ? 'stale: ' : '';
    const text = node.status === 'unresolved'
        ? `unresolved ${node.id}`
        : `${mark}${node.skill ?? 'unknown skill'} · ${node.path ?? node.id}`;
    const chars = [...text];
    return chars.length > DIAGRAM_LABEL_MAX_CHARS
        ? `${chars.slice(0, DIAGRAM_LABEL_MAX_CHARS - 1).join('')}…`
        : text;
}
/**
 * Escapes text for a double-quoted Mermaid label: letters, digits, space and
 * `_ . , / -` stay; everything else becomes a decimal entity code (`#34;`),
 * which Mermaid renders as the character and never parses as syntax.
 */
function escapeMermaidText(text) {
    let out = '';
    for (const ch of text)
        out += /^[A-Za-z0-9 _.,/-]$/.test(ch) ? ch : `#${ch.codePointAt(0)};`;
    return out;
}
const CLASS_DEFS = [
    'classDef pass fill:#dafbe1,stroke:#1a7f37,color:#1f2328',
    'classDef fail fill:#ffebe9,stroke:#d1242f,stroke-width:2px,color:#1f2328',
    'classDef unknown fill:#f6f8fa,stroke:#8c959f,color:#1f2328',
    'classDef unresolved fill:#fff8c5,stroke:#9a6700,stroke-dasharray:5 5,color:#1f2328',
];
/** Outlines of the change classes, defined after the status classes so their stroke wins. */
const CHANGE_CLASS_DEFS = [
    ['changed', 'classDef changed stroke:#0969da,stroke-width:4px'],
    ['stale', 'classDef stale stroke:#bc4c00,stroke-width:4px,stroke-dasharray:8 4'],
    ['unchanged', 'classDef unchanged stroke-width:1px'],
];
/** Formats a plan as a Mermaid flowchart (without the code fence). */
function renderMermaidPlan(plan) {
    const lines = ['flowchart LR'];
    for (const n of plan.nodes)
        lines.push(`  ${n.key}["${escapeMermaidText(nodeLabel(n))}"]:::${n.status}`);
    const cycleIndexes = [];
    plan.edges.forEach((e, i) => {
        if (e.cycle) {
            cycleIndexes.push(i);
            lines.push(`  ${e.from} ==>|cycle| ${e.to}`);
        }
        else
            lines.push(`  ${e.from} --> ${e.to}`);
    });
    for (const c of CLASS_DEFS)
        lines.push(`  ${c}`);
    if (plan.nodes.some((n) => n.change !== undefined)) {
        for (const [change, def] of CHANGE_CLASS_DEFS) {
            lines.push(`  ${def}`);
            const keys = plan.nodes.filter((n) => n.change === change).map((n) => n.key);
            if (keys.length > 0)
                lines.push(`  class ${keys.join(',')} ${change}`);
        }
    }
    if (cycleIndexes.length > 0)
        lines.push(`  linkStyle ${cycleIndexes.join(',')} stroke:#d1242f,stroke-width:3px`);
    return `${lines.join('\n')}\n`;
}
/**
 * The plan {@link renderMermaid} draws: {@link planDiagram} with fewer nodes
 * until the text fits {@link MERMAID_MAX_TEXT_CHARS}.
 */
function planMermaid(graph, limits = {}, changes) {
    let maxNodes = limits.maxNodes ?? DIAGRAM_MAX_NODES;
    for (;;) {
        const plan = planDiagram(graph, { ...limits, maxNodes }, changes);
        if (renderMermaidPlan(plan).length <= MERMAID_MAX_TEXT_CHARS || maxNodes <= 1)
            return plan;
        maxNodes = Math.floor(maxNodes / 2);
    }
}
/**
 * Renders the graph as a Mermaid flowchart (without the code fence): failing
 * passports in red, unresolved ids dashed, cycle edges thick and red.
 */
function renderMermaid(graph, limits = {}, changes) {
    return renderMermaidPlan(planMermaid(graph, limits, changes));
}


/***/ })

};
