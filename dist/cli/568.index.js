export const id = 568;
export const ids = [568];
export const modules = {

/***/ 3805:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Aj: () => (/* binding */ findTopLevelFor),
/* harmony export */   TP: () => (/* binding */ checkRevisionArgument),
/* harmony export */   eZ: () => (/* binding */ resolveRevision)
/* harmony export */ });
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4296);
/* harmony import */ var _vcs_git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6124);
/**
 * A git revision typed on the command line (`audit --base`, `audit --config-from`,
 * `diff --base` / `--head`): checked, resolved to a commit id, and each way it can fail said
 * in one line with what to do. One place, so the three flags give the same answers (a shallow
 * clone says so for each of them).
 */


/** Refuses a ref git would read as an option, or that cannot be a revision at all. */
function checkRevisionArgument(ref, flag) {
    if (ref === '' || ref.startsWith('-') || ref.includes('\0'))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${flag} ${JSON.stringify(ref)} is not a git revision`);
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
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${flag} needs git, and git is not installed (or not on PATH)`);
    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb((0,_vcs_git_js__WEBPACK_IMPORTED_MODULE_0__/* .isNotARepository */ .VE)(result)
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
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${flag} ${JSON.stringify(ref)} is not in this shallow clone; fetch the history first (actions/checkout with fetch-depth: 0, or git fetch --unshallow)`);
    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${flag} ${JSON.stringify(ref)} names no commit in this repository; fetch it first (e.g. git fetch origin main) or check the spelling`);
}


/***/ }),

/***/ 856:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ck: () => (/* binding */ truncateUtf8),
/* harmony export */   Kp: () => (/* binding */ joinRepoPath)
/* harmony export */ });
/* unused harmony exports ANNOTATION_TEXT_MAX_BYTES, ANNOTATION_TITLE_MAX_CHARS, toAnnotationLevel, sanitizeAnnotationText, toAnnotation, buildAnnotations, annotationKey, chunk */
/* harmony import */ var _rules_registry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4964);


/** Annotation message and raw_details: "The maximum size is 64 KB" (https://docs.github.com/en/rest/checks/runs). */
const ANNOTATION_TEXT_MAX_BYTES = (/* unused pure expression or super */ null && (64 * 1024 - 1));
/** Annotation title: "The maximum size is 255 characters." */
const ANNOTATION_TITLE_MAX_CHARS = 255;
const LEVELS = {
    error: 'failure',
    warning: 'warning',
    notice: 'notice',
};
/** The Checks API annotation level of a severity: error → failure. */
function toAnnotationLevel(severity) {
    return LEVELS[severity];
}
/**
 * Cuts `text` to at most `maxBytes` of UTF-8 without splitting a character,
 * ending with `…` when it cut.
 */
function truncateUtf8(text, maxBytes) {
    if (Buffer.byteLength(text) <= maxBytes)
        return text;
    const ellipsis = '…';
    const budget = Math.max(0, maxBytes - Buffer.byteLength(ellipsis));
    let bytes = 0;
    let end = 0;
    for (const ch of text) {
        const size = Buffer.byteLength(ch);
        if (bytes + size > budget)
            break;
        bytes += size;
        end += ch.length;
    }
    return `${text.slice(0, end)}${ellipsis}`;
}
/** Makes untrusted text safe for an annotation field: visible escapes for controls, then the byte cap. */
function sanitizeAnnotationText(text, maxBytes = ANNOTATION_TEXT_MAX_BYTES) {
    return truncateUtf8(escapeInvisible(text), maxBytes);
}
/** Joins the action's path prefix (root relative to the repository) and a root-relative path. */
function joinRepoPath(prefix, rel) {
    if (prefix === '' || prefix === '.')
        return rel;
    return `${prefix.replace(/\/+$/, '')}/${rel}`;
}
/** The annotation of one finding, or null when the finding has no file (run-level findings live in the summary). */
function toAnnotation(finding, options = {}) {
    if (finding.path === '')
        return null;
    const line = finding.line !== undefined && finding.line > 0 ? finding.line : 1;
    const annotation = {
        path: joinRepoPath(options.pathPrefix ?? '', finding.path),
        start_line: line,
        end_line: line,
        annotation_level: toAnnotationLevel(finding.severity),
        message: sanitizeAnnotationText(finding.message),
        title: truncateUtf8(`${finding.rule} (${finding.severity})`, ANNOTATION_TITLE_MAX_CHARS),
    };
    // "Annotations only support start_column and end_column on the same line"; ours always are.
    if (finding.line !== undefined && finding.column !== undefined && finding.column > 0) {
        annotation.start_column = finding.column;
        annotation.end_column = finding.column;
    }
    const details = [
        finding.pointer !== undefined
            ? `JSON pointer: ${finding.pointer === '' ? '(document root)' : finding.pointer}`
            : null,
        finding.passport_id !== undefined ? `passport_id: ${finding.passport_id}` : null,
        `rule: ${getRuleDocUrl(finding.rule)}`,
    ].filter((x) => x !== null);
    // Line breaks are ours; anything inside a line is escaped.
    annotation.raw_details = truncateUtf8(details.map(escapeInvisible).join('\n'), ANNOTATION_TEXT_MAX_BYTES);
    return annotation;
}
/**
 * Builds one annotation per finding that has a file, most severe first (so a
 * cap keeps the failures), in report order within a severity.
 */
function buildAnnotations(findings, options = {}) {
    const rank = { failure: 0, warning: 1, notice: 2 };
    return findings
        .map((f) => toAnnotation(f, options))
        .filter((a) => a !== null)
        .map((a, i) => ({ a, i }))
        .sort((x, y) => rank[x.a.annotation_level] - rank[y.a.annotation_level] || x.i - y.i)
        .map(({ a }) => a);
}
/** Identity of an annotation for de-duplication on a rerun: where, how severe, what. */
function annotationKey(a) {
    return `${a.path}\u0000${a.start_line}\u0000${a.annotation_level}\u0000${a.message}`;
}
/** Splits `items` into consecutive batches of at most `size`. */
function chunk(items, size) {
    if (!Number.isInteger(size) || size < 1)
        throw new RangeError('chunk size must be a positive integer');
    const out = [];
    for (let i = 0; i < items.length; i += size)
        out.push(items.slice(i, i + size));
    return out;
}


/***/ }),

/***/ 227:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   pQ: () => (/* binding */ renderDiffText),
/* harmony export */   rw: () => (/* binding */ renderDiffMarkdown)
/* harmony export */ });
/* unused harmony exports DIFF_ITEMS_PER_PASSPORT, DIFF_REASONS_PER_STEP, DIFF_VALUE_CHARS, DIFF_PLAN_SHARE, formatRatio, describeCoverage, describePassportChange, describeStaleReason */
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4031);
/* harmony import */ var _annotations_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(856);
/* harmony import */ var _section_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7101);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5655);
/**
 * The provenance diff for people: the "What changed" section of the job summary, the check
 * run and `passport-gate diff --format markdown` (within a byte budget, cut with counts), and
 * the text of `passport-gate diff` for terminals. Every string that comes from a passport or a
 * path is escaped for its medium (escapeMarkdown, escapeTerminal); the structure around it is
 * ours.
 */




/** Items listed per passport in the Markdown and text renderings; the JSON has all. */
const DIFF_ITEMS_PER_PASSPORT = 20;
/** Reasons listed per stale passport in the Markdown and text renderings; the JSON has all. */
const DIFF_REASONS_PER_STEP = 3;
/** Characters of a value (a parameter, a rationale) shown before it is cut. */
const DIFF_VALUE_CHARS = 60;
/** Share of the section's budget the re-run plan may take; the passports take the rest. */
const DIFF_PLAN_SHARE = 0.5;
const cut = (text, max) => {
    const chars = [...text];
    return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : text;
};
/** A JSON value as short text (untrusted: escape the result). */
const valueText = (v) => cut(JSON.stringify(v) ?? 'null', DIFF_VALUE_CHARS);
/** A digest as short text: 12 hex digits when it is one, else the value quoted (untrusted). */
const digestText = (sha) => sha === null || sha === undefined
    ? 'none'
    : /^[0-9a-f]{64}$/.test(sha)
        ? sha.slice(0, 12)
        : valueText(sha);
/** A coverage ratio: whole percent rounded down (never 100% while anything is missing). */
function formatRatio(n, d) {
    return d === 0 ? 'n/a (none)' : `${Math.floor((n * 100) / d)}% (${n}/${d})`;
}
/** "75% (3/4) → 100% (4/4)", with "unknown" for a side that cannot be known. */
function ratioChange(base, head, pick) {
    const side = (c) => (c === null ? 'unknown' : formatRatio(...pick(c)));
    return `${side(base)} → ${side(head)}`;
}
/** One line on both coverages (plain text, ours only). */
function describeCoverage(diff) {
    const { base, head } = diff.coverage;
    return `output directories with a passport ${ratioChange(base, head, (c) => [c.directories.with_passport, c.directories.total])}; artifacts listed by a passport ${ratioChange(base, head, (c) => [c.artifacts.vouched, c.artifacts.total])}`;
}
function describeRevision(info, esc) {
    const sha = info.sha ? info.sha.slice(0, 12) : null;
    const from = info.source === 'git'
        ? 'from git'
        : info.source === 'contents-api'
            ? 'through the contents API'
            : 'on disk';
    // A ref that is the commit id itself is shown once, short.
    if (info.ref !== null && info.ref === info.sha)
        return `commit ${sha} (${from})`;
    const name = info.ref === null ? 'the working tree' : esc(info.ref);
    return `${name} (${[sha, from].filter(Boolean).join(', ')})`;
}
function describeCounts(diff) {
    const s = diff.summary;
    return `${s.passports_changed} passport(s) changed, ${s.passports_added} added, ${s.passports_removed} removed, ${s.passports_unchanged} unchanged; ${s.outputs_changed} output(s) added, removed or changed`;
}
function describeSize(a, b) {
    if (a === null && b === null)
        return '';
    if (a === null || b === null)
        return `, size ${a === null ? 'none' : (0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .formatBytes */ .z3)(a)} → ${b === null ? 'none' : (0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .formatBytes */ .z3)(b)}`;
    if (a === b)
        return '';
    const d = b - a;
    return `, ${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .formatBytes */ .z3)(a)} → ${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .formatBytes */ .z3)(b)} (${d > 0 ? '+' : '−'}${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .formatBytes */ .z3)(Math.abs(d))})`;
}
function describeArtifact(kind, a, esc) {
    const name = `${kind} ${esc(a.path)}`;
    const source = a.old_source !== undefined || a.new_source !== undefined
        ? `, source ${esc(valueText(a.old_source ?? null))} → ${esc(valueText(a.new_source ?? null))}`
        : '';
    if (a.change === 'added')
        return `${name} added (sha256 ${esc(digestText(a.new_sha256))}${a.new_size_bytes === null ? '' : `, ${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .formatBytes */ .z3)(a.new_size_bytes)}`})`;
    if (a.change === 'removed')
        return `${name} removed (was sha256 ${esc(digestText(a.old_sha256))})`;
    const sha = a.old_sha256 === a.new_sha256
        ? ''
        : `sha256 ${esc(digestText(a.old_sha256))} → ${esc(digestText(a.new_sha256))}`;
    const size = describeSize(a.old_size_bytes, a.new_size_bytes);
    return `${name}: ${[sha, size.replace(/^, /, ''), source.replace(/^, /, '')].filter(Boolean).join(', ')}`;
}
/** The items describing one passport's change (each one line), the first `max` of them. */
function describePassportChange(c, esc, max = DIFF_ITEMS_PER_PASSPORT) {
    const v = (x) => esc(valueText(x));
    let title = `${c.change} ${esc(c.path)}`;
    if (c.skill !== null)
        title += ` (${esc(c.skill)})`;
    if (c.base_path !== null && c.head_path !== null && c.base_path !== c.head_path)
        title += `, was ${esc(c.base_path)} (same ${c.match === 'id' ? 'passport_id' : 'directory'})`;
    const items = [];
    if (c.base_problem)
        items.push(`the base's file could not be read: ${esc(c.base_problem)}`);
    if (c.head_problem)
        items.push(`the head's file could not be read: ${esc(c.head_problem)}`);
    if (c.base_id !== null && c.head_id !== null && c.base_id !== c.head_id)
        items.push(`passport_id ${v(c.base_id)} → ${v(c.head_id)} (a new passport, not a re-stamp)`);
    // A passport added or removed is described by what it records, not as fields going from null.
    if (c.change === 'added')
        items.push(`produced_by: ${c.produced_by.map((p) => `${p.field} ${v(p.new)}`).join(', ')}`);
    else
        for (const p of c.produced_by)
            items.push(`produced_by.${p.field}: ${v(p.old)} → ${v(p.new)}`);
    for (const a of c.outputs)
        items.push(describeArtifact('output', a, esc));
    if (c.change === 'removed')
        return { title, items: items.slice(0, max), more: Math.max(0, items.length - max) };
    for (const a of c.inputs)
        items.push(describeArtifact('input', a, esc));
    for (const p of c.parameters) {
        const key = p.key === null ? 'parameters' : `parameter ${esc(p.key)}`;
        if (p.change === 'added')
            items.push(`${key} added: ${v(p.new)}`);
        else if (p.change === 'removed')
            items.push(`${key} removed (was ${v(p.old)})`);
        else
            items.push(`${key}: ${v(p.old)} → ${v(p.new)}`);
    }
    for (const d of c.decisions) {
        const step = d.step === null ? 'decision (no step)' : `decision ${esc(d.step)}`;
        if (d.change === 'added')
            items.push(`${step} added: choice ${v(d.new?.choice)}`);
        else if (d.change === 'removed')
            items.push(`${step} removed (was choice ${v(d.old?.choice)})`);
        else
            items.push(`${step}: ${d.fields.map((f) => `${f} ${v(d.old?.[f])} → ${v(d.new?.[f])}`).join('; ')}`);
    }
    for (const e of c.errors) {
        const what = `${v(e.step)} (${v(e.tool)})`;
        if (e.change === 'added')
            items.push(`failed step added: ${what} exited ${e.new_exit_code}`);
        else if (e.change === 'resolved')
            items.push(`failed step resolved: ${what} (exited ${e.old_exit_code})`);
        else
            items.push(`failed step ${what}: exit ${e.old_exit_code} → ${e.new_exit_code}`);
    }
    for (const [verb, list] of [
        ['consumes', c.consumed.added],
        ['no longer consumes', c.consumed.removed],
    ]) {
        for (const e of list)
            items.push(`${verb} ${v(e.passport_id)}${e.path === null ? ' (no such passport)' : ` (${esc(e.path)})`}`);
    }
    if (c.other_fields.length > 0)
        items.push(`also changed: ${c.other_fields.map((f) => esc(f)).join(', ')}`);
    return { title, items: items.slice(0, max), more: Math.max(0, items.length - max) };
}
/** Why a passport is stale, as one line. */
function describeStaleReason(r, esc) {
    const via = r.via_path === null ? 'an unknown passport' : esc(r.via_path);
    if (r.kind === 'input')
        return `input ${esc(r.artifact ?? '?')} is recorded at sha256 ${esc(digestText(r.recorded_sha256))}; ${r.current_sha256 === null || r.current_sha256 === undefined ? 'no passport produces it any more' : `${via} now records ${esc(digestText(r.current_sha256))}`}`;
    if (r.kind === 'consumed')
        return `consumes ${via}, whose outputs changed, and was not re-stamped`;
    return `consumes ${via}, which is stale`;
}
function stepReasons(step, esc) {
    const shown = step.reasons
        .slice(0, DIFF_REASONS_PER_STEP)
        .map((r) => describeStaleReason(r, esc));
    const more = step.reasons.length - shown.length;
    if (more > 0)
        shown.push(`and ${more} more reason(s)`);
    if (step.cycle)
        shown.push('on a consumed_passports cycle');
    return shown;
}
/** A command as Markdown: a code span when its characters allow one, else escaped text. */
function commandMarkdown(command) {
    if (command === null)
        return 'no command can name this file; give it a plain name';
    return /^[A-Za-z0-9_./@%+=:,' -]+$/.test(command) ? `\`${command}\`` : (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(command);
}
/** The "What changed" section as GitHub-flavoured Markdown. */
function renderDiffMarkdown(diff, options = {}) {
    const level = Math.min(6, Math.max(1, options.headingLevel ?? 3));
    const h = '#'.repeat(level);
    const sub = '#'.repeat(Math.min(6, level + 1));
    const max = options.maxBytes ?? Number.POSITIVE_INFINITY;
    const hint = options.overflowHint ?? 'in the JSON report';
    const esc = _escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV;
    const s = diff.summary;
    const cov = diff.coverage;
    const head = [
        `${h} What changed`,
        '',
        `Base ${describeRevision(diff.base, esc)} → head ${describeRevision(diff.head, esc)}: ${describeCounts(diff)}; ${s.stale > 0 ? `**${s.stale} stale passport(s) to re-run**` : 'no stale passport'}.`,
        '',
        '| provenance coverage | base | head |',
        '|---|---|---|',
        `| output directories with a passport | ${cov.base ? formatRatio(cov.base.directories.with_passport, cov.base.directories.total) : 'unknown'} | ${cov.head ? formatRatio(cov.head.directories.with_passport, cov.head.directories.total) : 'unknown'} |`,
        `| artifacts listed by a passport | ${cov.base ? formatRatio(cov.base.artifacts.vouched, cov.base.artifacts.total) : 'unknown'} | ${cov.head ? formatRatio(cov.head.artifacts.vouched, cov.head.artifacts.total) : 'unknown'} |`,
        '',
    ];
    const unknown = [
        cov.base_unknown ? `base coverage unknown: ${cov.base_unknown}` : '',
        cov.head_unknown ? `head coverage unknown: ${cov.head_unknown}` : '',
    ].filter(Boolean);
    if (unknown.length > 0)
        head.push(`_${esc(unknown.join('; '))}._`, '');
    const parts = [...head];
    let remaining = max - Buffer.byteLength(head.join('\n'));
    const note = (count, what) => `_${count} more ${what} ${hint}._`;
    if (diff.stale.length > 0) {
        const section = new _section_js__WEBPACK_IMPORTED_MODULE_3__/* .Section */ .w(Math.min(remaining, Math.max(0, max * DIFF_PLAN_SHARE)));
        section.fixed(`${sub} Re-run plan`);
        section.fixed('');
        section.fixed('These passports consumed an output this change modified, directly or through another stale passport, and were not re-stamped. Re-run each step in this order, then re-stamp it with the command shown (at the root):');
        section.fixed('');
        section.fixed('| # | passport | skill | why | re-stamp after the re-run |');
        section.fixed('|---|---|---|---|---|');
        for (const step of diff.stale) {
            section.row(`| ${step.order} | ${esc(step.path)} | ${step.skill === null ? '—' : esc(step.skill)} | ${stepReasons(step, esc).join('; ')} | ${commandMarkdown(step.command)} |`);
        }
        if (section.omitted > 0)
            section.fixed(`\n${note(section.omitted, 'stale passports')}`);
        section.fixed('');
        parts.push(...section.lines);
        remaining -= section.bytes;
    }
    if (diff.problems.length > 0) {
        const section = new _section_js__WEBPACK_IMPORTED_MODULE_3__/* .Section */ .w(remaining);
        section.fixed(`${sub} Passports that could not be read`);
        section.fixed('');
        for (const p of diff.problems)
            section.row(`- ${p.side}: ${esc(p.path)}: ${esc(p.problem)}`);
        if (section.omitted > 0)
            section.fixed(`\n${note(section.omitted, 'unreadable passports')}`);
        section.fixed('');
        parts.push(...section.lines);
        remaining -= section.bytes;
    }
    if (diff.passports.length > 0) {
        const section = new _section_js__WEBPACK_IMPORTED_MODULE_3__/* .Section */ .w(remaining);
        section.fixed(`${sub} Passports`);
        section.fixed('');
        for (const c of diff.passports) {
            const { title, items, more } = describePassportChange(c, esc);
            const lines = [`- **${title.split(' ')[0]}** ${title.slice(title.indexOf(' ') + 1)}`];
            for (const item of items)
                lines.push(`  - ${item}`);
            if (more > 0)
                lines.push(`  - _${more} more change(s) ${hint}_`);
            section.row(lines.join('\n'));
        }
        if (section.omitted > 0)
            section.fixed(`\n${note(section.omitted, 'changed passports')}`);
        section.fixed('');
        parts.push(...section.lines);
    }
    const text = parts.join('\n');
    // A last guard for budgets smaller than the fixed lines themselves.
    return Number.isFinite(max) ? (0,_annotations_js__WEBPACK_IMPORTED_MODULE_1__/* .truncateUtf8 */ .Ck)(text, max) : text;
}
/** The diff for terminals (`passport-gate diff`). */
function renderDiffText(diff, options) {
    const paint = (code, text) => options.color ? `\u001b[${code}m${text}\u001b[0m` : text;
    const esc = _escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en;
    const lines = [
        `base ${describeRevision(diff.base, esc)} → head ${describeRevision(diff.head, esc)}`,
        `${describeCounts(diff)}.`,
        `coverage: ${describeCoverage(diff)}.`,
    ];
    const cov = diff.coverage;
    if (cov.base_unknown)
        lines.push(`  base coverage unknown: ${esc(cov.base_unknown)}`);
    if (cov.head_unknown)
        lines.push(`  head coverage unknown: ${esc(cov.head_unknown)}`);
    if (diff.passports.length > 0)
        lines.push('', 'passports:');
    const colorOf = { added: '32', removed: '31', changed: '33' };
    for (const c of diff.passports) {
        const { title, items, more } = describePassportChange(c, esc);
        const [verb] = title.split(' ');
        lines.push(`  ${paint(colorOf[c.change], (verb ?? '').padEnd(7))} ${title.slice(title.indexOf(' ') + 1)}`);
        for (const item of items)
            lines.push(`      ${item}`);
        if (more > 0)
            lines.push(`      ${more} more change(s) in --format json`);
    }
    if (diff.stale.length > 0) {
        lines.push('', paint('31', `re-run plan (${diff.stale.length} stale passport(s), in this order):`));
        for (const step of diff.stale) {
            lines.push(`  ${step.order}. ${esc(step.path)}${step.skill === null ? '' : ` (${esc(step.skill)})`}`);
            for (const r of stepReasons(step, esc))
                lines.push(`       ${r}`);
            lines.push(`       re-stamp after the re-run: ${step.command === null ? 'no command can name this file; give it a plain name' : esc(step.command)}`);
        }
    }
    else
        lines.push('', paint('32', 'no stale passport.'));
    if (diff.problems.length > 0) {
        lines.push('', paint('31', 'passports that could not be read:'));
        for (const p of diff.problems)
            lines.push(`  ${p.side}: ${esc(p.path)}: ${esc(p.problem)}`);
    }
    return `${lines.join('\n')}\n`;
}


/***/ }),

/***/ 2794:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ renderJsonValue),
/* harmony export */   n: () => (/* binding */ renderJsonReport)
/* harmony export */ });
// Invisible and direction-changing characters (and DEL/C1 controls, which JSON.stringify leaves raw).
const JSON_UNSAFE = /[\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;
/**
 * Serializes a report as stable, indented JSON. Invisible and bidirectional
 * characters are written as \uXXXX escapes: the parsed data is unchanged, but
 * the text cannot reorder or hide itself on a terminal or in a diff.
 */
function renderJsonReport(report) {
    return renderJsonValue(report);
}
/** Any JSON document (the provenance diff) serialized as {@link renderJsonReport} does. */
function renderJsonValue(value) {
    const text = JSON.stringify(value, null, 2)
        .replace(JSON_UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
        // `##[` can only occur inside a string here: written as `#\u0023[` it parses the same, and a
        // runner printing the report (`audit --format json` in a workflow step) acts on nothing.
        .replace(/##\[/g, '#\\u0023[');
    return `${text}\n`;
}


/***/ }),

/***/ 7101:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ NOTE_RESERVE),
/* harmony export */   w: () => (/* binding */ Section)
/* harmony export */ });
/**
 * A section of a report cut to a byte budget: rows are added while they fit and counted when
 * they do not, so a long report is cut with counts, never dropped. Shared by the Markdown
 * report (markdown.ts) and the provenance diff's section (diff.ts).
 */
/** Bytes kept free for the closing note of a cut section. */
const NOTE_RESERVE = 200;
/** Appends lines while they fit a byte budget; counts the rows that did not. */
class Section {
    budget;
    lines = [];
    used = 0;
    omitted = 0;
    constructor(budget) {
        this.budget = budget;
    }
    /** Adds a line that must be there (headings, table heads). */
    fixed(line) {
        this.lines.push(line);
        this.used += Buffer.byteLength(line) + 1;
    }
    /** Adds a row if it fits; otherwise counts it. */
    row(line) {
        const size = Buffer.byteLength(line) + 1;
        if (this.omitted > 0 || this.used + size > this.budget - NOTE_RESERVE) {
            this.omitted++;
            return;
        }
        this.lines.push(line);
        this.used += size;
    }
    get bytes() {
        return this.used;
    }
}


/***/ }),

/***/ 5655:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FP: () => (/* binding */ describeLfs),
/* harmony export */   I1: () => (/* binding */ shouldUseColor),
/* harmony export */   OI: () => (/* binding */ describeScope),
/* harmony export */   Oc: () => (/* binding */ describeFailing),
/* harmony export */   SW: () => (/* binding */ renderTextReport),
/* harmony export */   Vt: () => (/* binding */ describeInferredOutputs),
/* harmony export */   z3: () => (/* binding */ formatBytes)
/* harmony export */ });
/* unused harmony exports INFERRED_EVIDENCE_SHOWN, INFERRED_ROOTS_SHOWN */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4031);
/**
 * The human report for terminals: findings grouped by directory, colour only
 * when asked (a TTY without NO_COLOR), a count line at the end. Every string
 * from the repository is escaped so it cannot drive the terminal.
 */


const COLORS = {
    error: '\u001b[31m',
    warning: '\u001b[33m',
    notice: '\u001b[36m',
    ok: '\u001b[32m',
    dim: '\u001b[2m',
};
const RESET = '\u001b[0m';
/** Decides whether to colour: a TTY, and NO_COLOR (https://no-color.org) unset or empty. */
function shouldUseColor(stream, env) {
    if (env.NO_COLOR !== undefined && env.NO_COLOR !== '')
        return false;
    if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '0')
        return true;
    return stream.isTTY === true;
}
/** Renders the report as text. */
function renderTextReport(report, options) {
    const paint = (kind, text) => options.color ? `${COLORS[kind]}${text}${RESET}` : text;
    const lines = [];
    const groups = new Map();
    for (const f of report.findings) {
        const dir = f.path === '' ? '(run)' : node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.dirname(f.path);
        const list = groups.get(dir) ?? [];
        list.push(f);
        groups.set(dir, list);
    }
    for (const [dir, findings] of [...groups].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
        lines.push(paint('dim', `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeTerminal */ .en)(dir)}/`));
        for (const f of findings) {
            const where = f.path === ''
                ? ''
                : `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeTerminal */ .en)(f.path)}${f.line ? `:${f.line}:${f.column ?? 1}` : ''}  `;
            lines.push(`  ${paint(f.severity, f.severity.padEnd(7))} ${where}${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeTerminal */ .en)(f.message)}  ${paint('dim', f.rule)}`);
        }
    }
    const s = report.summary;
    if (lines.length > 0)
        lines.push('');
    const inferred = options.notes === false ? '' : describeInferredOutputs(report);
    if (inferred)
        lines.push((0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeTerminal */ .en)(inferred), '');
    const verdict = s.passed ? paint('ok', 'PASSED') : paint('error', 'FAILED');
    lines.push(`${verdict}: ${s.passports} passport(s), ${report.handoffs.length} handoff file(s), ${s.artifacts_verified} artifact(s) verified${describeLfs(report)}, ${formatBytes(s.bytes_hashed)} hashed — ${s.errors} error(s), ${s.warnings} warning(s), ${s.notices} notice(s) (fail-on: ${s.fail_on}, ${describeScope(report)})${describeFailing(report)}.`);
    return `${lines.join('\n')}\n`;
}
/**
 * What failed, for a failing report: "; failing: 2 passport(s), 1 handoff file(s), 3 finding(s)
 * outside any passport". '' when it passed. The statuses come from the one verdict, so this
 * always names at least one subject when the report fails.
 */
function describeFailing(report) {
    if (report.summary.passed)
        return '';
    const parts = [];
    const passports = report.passports.filter((p) => p.status === 'fail').length;
    const handoffs = report.handoffs.filter((h) => h.status === 'fail').length;
    if (passports > 0)
        parts.push(`${passports} passport(s)`);
    if (handoffs > 0)
        parts.push(`${handoffs} handoff file(s)`);
    const other = report.summary.unattributed;
    if (other?.status === 'fail') {
        parts.push(`${other.errors + other.warnings + other.notices} finding(s) outside any passport or handoff file`);
    }
    return parts.length > 0 ? `; failing: ${parts.join(', ')}` : '';
}
/** Passports named per inferred root in the text and Markdown reports; the JSON report has all. */
const INFERRED_EVIDENCE_SHOWN = 3;
/** Inferred roots named in the text and Markdown reports; the JSON report has all. */
const INFERRED_ROOTS_SHOWN = 10;
/**
 * One paragraph on the output roots inferred from passports (none configured) and how to pin
 * them, or '' when nothing was inferred. Plain text of repository paths: escape for the medium.
 */
function describeInferredOutputs(report) {
    const roots = report.scope.inferred_outputs ?? [];
    if (roots.length === 0)
        return '';
    const described = roots.slice(0, INFERRED_ROOTS_SHOWN).map((r) => {
        const shown = r.passports.slice(0, INFERRED_EVIDENCE_SHOWN).join(', ');
        const more = r.passports.length - INFERRED_EVIDENCE_SHOWN;
        return `${r.root}/ (from ${shown}${more > 0 ? ` and ${more} more` : ''})`;
    });
    if (roots.length > INFERRED_ROOTS_SHOWN)
        described.push(`${roots.length - INFERRED_ROOTS_SHOWN} more roots (in the JSON report)`);
    const globs = roots
        .slice(0, INFERRED_ROOTS_SHOWN)
        .map((r) => JSON.stringify(r.glob))
        .join(', ');
    const etc = roots.length > INFERRED_ROOTS_SHOWN ? ', …' : '';
    return `No outputs: in .passport-gate.yml, so output roots were inferred from the passports: ${described.join('; ')}. Every directory directly under a root must hold a passport. Pin them with \`passport-gate init\` (writes outputs: [${globs}${etc}]).`;
}
/** "scope: all", "scope: changed, shard 2/4", "scope: all, 4 shards merged". */
function describeScope(report) {
    const { mode, shard, shards } = report.scope;
    if (shard)
        return `scope: ${mode}, shard ${shard.index}/${shard.count}`;
    if (shards)
        return `scope: ${mode}, ${shards} shards merged`;
    return `scope: ${mode}`;
}
/** " (N by Git LFS pointer)" when any artifact was verified from a pointer, else "". */
function describeLfs(report) {
    const n = report.passports.reduce((sum, p) => sum + (p.lfs_pointers ?? 0), 0);
    return n > 0 ? ` (${n} by Git LFS pointer)` : '';
}
/** Formats a byte count with binary units. */
function formatBytes(n) {
    const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];
    let v = n;
    let u = 0;
    while (v >= 1024 && u < units.length - 1) {
        v /= 1024;
        u++;
    }
    return `${u === 0 ? v : v.toFixed(1)} ${units[u]}`;
}


/***/ })

};
