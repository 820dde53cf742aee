export const id = 872;
export const ids = [872];
export const modules = {

/***/ 99881:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KH: () => (/* binding */ formatSignerIdentity),
/* harmony export */   Un: () => (/* binding */ formatSigner),
/* harmony export */   m: () => (/* binding */ signerIdentityKey)
/* harmony export */ });
/** The signer in one line, for messages and tables. */
function formatSigner(signer) {
    if (signer.kind === 'key')
        return `key ${signer.fingerprint}${signer.key !== null ? ` (${signer.key})` : ''}`;
    const where = signer.repository !== null
        ? `${signer.repository} ${signer.workflow ?? '?'} @ ${signer.ref ?? '?'}`
        : signer.subject;
    return `${where}${signer.commit !== null ? ` commit ${signer.commit.slice(0, 12)}` : ''} (issuer ${signer.issuer})`;
}
/**
 * Who the signer is, apart from the run: a key's fingerprint, or a workflow identity's issuer,
 * repository, workflow and ref (the four a `trust:` entry names). Two signatures by one
 * identity on different commits are one signer; a new key, another workflow or another ref is
 * another signer.
 */
function signerIdentityKey(signer) {
    if (signer.kind === 'key')
        return `key ${signer.fingerprint}`;
    if (signer.repository === null)
        return `workflow ${signer.issuer} ${signer.subject}`;
    return `workflow ${signer.issuer} ${signer.repository} ${signer.workflow ?? '?'} @ ${signer.ref ?? '?'}`;
}
/** The signer without the run's commit and key path: the identity a reviewer compares. */
function formatSignerIdentity(signer) {
    if (signer.kind === 'key')
        return `key ${signer.fingerprint}`;
    return formatSigner({ ...signer, commit: null });
}


/***/ }),

/***/ 20227:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _o: () => (/* binding */ listUntouchedMismatches),
/* harmony export */   pQ: () => (/* binding */ renderDiffText),
/* harmony export */   rw: () => (/* binding */ renderDiffMarkdown)
/* harmony export */ });
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(14031);
/* harmony import */ var _section_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(17101);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(65655);
/**
 * The provenance diff for people: the "What changed" section of the job summary, the check
 * run and `passport-gate diff --format markdown` (within a byte budget, cut with counts), and
 * the text of `passport-gate diff` for terminals. Every string that comes from a passport or a
 * path is escaped for its medium (in Markdown a code span, escape.ts; escapeTerminal on a
 * terminal); the structure around it is ours.
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
    const signers = s.signers_changed ? `; ${s.signers_changed} signer(s) changed` : '';
    return `${s.passports_changed} passport(s) changed, ${s.passports_added} added, ${s.passports_removed} removed, ${s.passports_unchanged} unchanged; ${s.outputs_changed} output(s) added, removed or changed${signers}`;
}
function describeSize(a, b) {
    if (a === null && b === null)
        return '';
    if (a === null || b === null)
        return `, size ${a === null ? 'none' : (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatBytes */ .z3)(a)} → ${b === null ? 'none' : (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatBytes */ .z3)(b)}`;
    if (a === b)
        return '';
    const d = b - a;
    return `, ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatBytes */ .z3)(a)} → ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatBytes */ .z3)(b)} (${d > 0 ? '+' : '−'}${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatBytes */ .z3)(Math.abs(d))})`;
}
function describeArtifact(kind, a, esc) {
    const name = `${kind} ${esc(a.path)}`;
    const source = a.old_source !== undefined || a.new_source !== undefined
        ? `, source ${esc(valueText(a.old_source ?? null))} → ${esc(valueText(a.new_source ?? null))}`
        : '';
    if (a.change === 'added')
        return `${name} added (sha256 ${esc(digestText(a.new_sha256))}${a.new_size_bytes === null ? '' : `, ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatBytes */ .z3)(a.new_size_bytes)}`})`;
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
        title += `, was ${esc(c.base_path)} (same ${c.match === 'id' ? esc('passport_id') : 'directory'})`;
    const items = [];
    if (c.base_problem)
        items.push(`the base's file could not be read: ${esc(c.base_problem)}`);
    if (c.head_problem)
        items.push(`the head's file could not be read: ${esc(c.head_problem)}`);
    if (c.base_id !== null && c.head_id !== null && c.base_id !== c.head_id)
        items.push(`${esc('passport_id')} ${v(c.base_id)} → ${v(c.head_id)} (a new passport, not a re-stamp)`);
    // Who signed it comes first after identity: a change of signer is what a reviewer of
    // attested science looks for (the audit says whether the new signer is trusted).
    if (c.signer)
        items.push(`signer: ${c.signer.old === null ? 'no bundle' : esc(c.signer.old)} → ${c.signer.new === null ? 'no bundle' : esc(c.signer.new)}`);
    // A passport added or removed is described by what it records, not as fields going from null.
    if (c.change === 'added')
        items.push(`${esc('produced_by')}: ${c.produced_by.map((p) => `${esc(p.field)} ${v(p.new)}`).join(', ')}`);
    else
        for (const p of c.produced_by)
            items.push(`${esc(`produced_by.${p.field}`)}: ${v(p.old)} → ${v(p.new)}`);
    for (const a of c.outputs)
        items.push(describeArtifact('output', a, esc));
    if (c.change === 'removed')
        return { title, items: items.slice(0, max), more: Math.max(0, items.length - max) };
    for (const a of c.inputs)
        items.push(describeArtifact('input', a, esc));
    for (const p of c.parameters) {
        const key = p.key === null ? 'parameters' : `parameter ${esc(p.key)}`;
        // A value as its passport writes it: the digits a double would round away are the change.
        const oldText = p.old_text === undefined ? v(p.old) : esc(cut(p.old_text, DIFF_VALUE_CHARS));
        const newText = p.new_text === undefined ? v(p.new) : esc(cut(p.new_text, DIFF_VALUE_CHARS));
        if (p.change === 'added')
            items.push(`${key} added: ${newText}`);
        else if (p.change === 'removed')
            items.push(`${key} removed (was ${oldText})`);
        else
            items.push(`${key}: ${oldText} → ${newText}`);
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
/** A command as a table cell's code span, or what to do when no command can name the file. */
function commandMarkdown(command) {
    if (command === null)
        return 'no command can name this file; give it a plain name';
    return (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)(command, { table: true });
}
/** A repository string in the diff's Markdown, outside tables. */
const esc = (untrusted) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)(untrusted);
/** A repository string in a cell of the re-run plan's table. */
const escCell = (untrusted) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)(untrusted, { table: true });
/** Findings that say an artifact's bytes no longer match what its passport records. */
const MISMATCH_RULES = new Set([
    'artifact-hash-mismatch',
    'artifact-size-mismatch',
    'artifact-missing',
    'input-hash-mismatch',
]);
/**
 * The audit's findings on artifacts whose bytes no longer match a passport the change did not
 * touch: the diff compares passports, so a hand-edited artifact is listed from these (GitHub's
 * job summary and GitLab's provenance diff; the CLI's diff, which runs no audit, finds them in
 * git: diff/unstamped.ts).
 */
function listUntouchedMismatches(findings, diff) {
    const touched = new Set(diff.passports.flatMap((c) => [c.head_path, c.base_path]));
    // A stale passport's changed input is its upstream's re-run: the re-run plan lists it.
    const stale = new Set(diff.stale.map((s) => s.path));
    const listed = findings.filter((f) => MISMATCH_RULES.has(f.rule) &&
        !touched.has(f.path) &&
        !(f.rule === 'input-hash-mismatch' && stale.has(f.path)));
    // One hand-edited output read downstream is one edit, not two: its consumer's
    // input-hash-mismatch names the same file (quoted the same way by the same rule) and goes.
    const editedOutputs = new Set(listed.filter((f) => f.rule !== 'input-hash-mismatch').map((f) => quotedArtifact(f.message)));
    return listed
        .filter((f) => {
        const quoted = f.rule === 'input-hash-mismatch' ? quotedArtifact(f.message) : null;
        return quoted === null || !editedOutputs.has(quoted);
    })
        .map((f) => ({ path: f.path, message: f.message }));
}
/** The quoted file a digest finding's message opens with (`output "a": …`, `input "a": …`). */
function quotedArtifact(message) {
    return /^(?:output|input) ("(?:[^"\\]|\\.)*")/.exec(message)?.[1] ?? null;
}
/** The "What changed" section as GitHub-flavoured Markdown. */
function renderDiffMarkdown(diff, options = {}) {
    const level = Math.min(6, Math.max(1, options.headingLevel ?? 3));
    const h = '#'.repeat(level);
    const sub = '#'.repeat(Math.min(6, level + 1));
    const max = options.maxBytes ?? Number.POSITIVE_INFINITY;
    const hint = options.overflowHint ?? 'in the JSON report';
    const s = diff.summary;
    const cov = diff.coverage;
    const mismatched = options.mismatched ?? [];
    const untouched = mismatched.length > 0
        ? `; **${mismatched.length} artifact(s) whose bytes no longer match their unchanged passport**`
        : '';
    const head = [
        `${h} What changed`,
        '',
        `Base ${describeRevision(diff.base, esc)} → head ${describeRevision(diff.head, esc)}: ${describeCounts(diff)}${untouched}; ${s.stale > 0 ? `**${s.stale} stale passport(s) to re-run**` : 'no stale passport'}.`,
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
        head.push(`_${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownText */ .p7)(unknown.join('; '))}._`, '');
    const parts = [...head];
    let remaining = max - Buffer.byteLength(head.join('\n'));
    const note = (count, what) => `_${count} more ${what} ${hint}._`;
    if (diff.stale.length > 0) {
        const section = new _section_js__WEBPACK_IMPORTED_MODULE_2__/* .Section */ .w(Math.min(remaining, Math.max(0, max * DIFF_PLAN_SHARE)));
        section.fixed(`${sub} Re-run plan`);
        section.fixed('');
        section.fixed('These passports consumed an output this change modified, directly or through another stale passport, and were not re-stamped. Re-run each step in this order, then re-stamp it with the command shown (at the root):');
        section.fixed('');
        section.fixed('| # | passport | skill | why | re-stamp after the re-run |');
        section.fixed('|---|---|---|---|---|');
        for (const step of diff.stale) {
            section.row(`| ${step.order} | ${escCell(step.path)} | ${step.skill === null ? '—' : escCell(step.skill)} | ${stepReasons(step, escCell).join('; ')} | ${commandMarkdown(step.command)} |`);
        }
        if (section.omitted > 0)
            section.fixed(`\n${note(section.omitted, 'stale passports')}`);
        section.fixed('');
        parts.push(...section.lines);
        remaining -= section.bytes;
    }
    if (mismatched.length > 0) {
        const section = new _section_js__WEBPACK_IMPORTED_MODULE_2__/* .Section */ .w(remaining);
        section.fixed(`${sub} Artifacts changed without their passport`);
        section.fixed('');
        section.fixed('The passport was not touched, but the bytes on disk no longer match what it records (the audit fails them):');
        section.fixed('');
        for (const m of mismatched)
            section.row(`- ${esc(m.path)}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownText */ .p7)(m.message)}`);
        if (section.omitted > 0)
            section.fixed(`\n${note(section.omitted, 'mismatched artifacts')}`);
        section.fixed('');
        parts.push(...section.lines);
        remaining -= section.bytes;
    }
    if (diff.problems.length > 0) {
        const section = new _section_js__WEBPACK_IMPORTED_MODULE_2__/* .Section */ .w(remaining);
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
        const section = new _section_js__WEBPACK_IMPORTED_MODULE_2__/* .Section */ .w(remaining);
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
    return Number.isFinite(max) ? (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .truncateMarkdown */ .o4)(text, max) : text;
}
/** The diff for terminals (`passport-gate diff`). */
function renderDiffText(diff, options) {
    const paint = (code, text) => options.color ? `\u001b[${code}m${text}\u001b[0m` : text;
    const esc = _escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeTerminal */ .en;
    const mismatched = options.mismatched ?? [];
    const lines = [
        `base ${describeRevision(diff.base, esc)} → head ${describeRevision(diff.head, esc)}`,
        `${describeCounts(diff)}${mismatched.length > 0 ? `; ${mismatched.length} artifact(s) whose bytes no longer match their unchanged passport` : ''}.`,
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
    if (mismatched.length > 0) {
        lines.push('', paint('31', 'artifacts changed without their passport (the passport was not touched):'));
        for (const m of mismatched)
            lines.push(`  ${esc(m.path)}: ${esc(m.message)}`);
    }
    if (diff.problems.length > 0) {
        lines.push('', paint('31', 'passports that could not be read:'));
        for (const p of diff.problems)
            lines.push(`  ${p.side}: ${esc(p.path)}: ${esc(p.problem)}`);
    }
    return `${lines.join('\n')}\n`;
}


/***/ }),

/***/ 27872:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  hw: () => (/* binding */ DIFF_RENDERERS),
  S4: () => (/* binding */ GRAPH_RENDERERS),
  eE: () => (/* binding */ REPORT_RENDERERS)
});

// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(70017);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/util/untrusted.ts
var untrusted = __webpack_require__(19630);
// EXTERNAL MODULE: ./src/core/rule-registry.ts
var rule_registry = __webpack_require__(52505);
;// CONCATENATED MODULE: ./src/report/annotations.ts


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

;// CONCATENATED MODULE: ./src/report/codequality.ts
/**
 * GitLab's Code Quality report: the CodeClimate-style JSON array GitLab reads from
 * `artifacts: reports: codequality:` and shows in the merge request widget and diff
 * (https://docs.gitlab.com/ci/testing/code_quality/#code-quality-report-format). GitLab
 * requires `description`, `check_name`, `fingerprint`, `severity`, `location.path` and
 * `location.lines.begin`; `type` and `categories` are CodeClimate's own required fields,
 * kept so other CodeClimate consumers read the file too.
 */




// An error fails the gate, as a major issue blocks a merge request in GitLab's own analyzers.
const SEVERITIES = {
    error: 'major',
    warning: 'minor',
    notice: 'info',
};
function fingerprintOf(f, file) {
    // Not the message (it carries digests that change with the bytes): the issue follows the field,
    // so GitLab sees the same issue on the merge request and on its base (as the SARIF fingerprint).
    return (0,external_node_crypto_.createHash)('sha256')
        .update([f.rule, file, f.pointer ?? '', f.passport_id ?? ''].join('\u0000'))
        .digest('hex');
}
/** The report's findings as Code Quality issues (fingerprints unique within the report). */
function buildCodeQualityIssues(report, options = {}) {
    const seen = new Map();
    return report.findings.map((f) => {
        const file = joinRepoPath(options.pathPrefix ?? '', f.path === '' ? (options.runLevelPath ?? '.passport-gate.yml') : f.path);
        let fingerprint = fingerprintOf(f, file);
        // Two findings of one rule on one field: GitLab would fold them into one issue.
        const count = seen.get(fingerprint) ?? 0;
        seen.set(fingerprint, count + 1);
        if (count > 0)
            fingerprint = (0,external_node_crypto_.createHash)('sha256').update(`${fingerprint}#${count}`).digest('hex');
        return {
            type: 'issue',
            check_name: f.rule,
            description: (0,untrusted/* escapeInvisible */.ts)(f.message),
            content: { body: `See ${(0,rule_registry/* getRuleDocUrl */.QY)(f.rule)} for why it matters and how to fix it.` },
            categories: ['Bug Risk'],
            severity: SEVERITIES[f.severity],
            fingerprint,
            location: { path: file, lines: { begin: f.line ?? 1 } },
        };
    });
}
/** Renders the Code Quality report (a JSON array, one issue per finding). */
function renderCodeQuality(report, options = {}) {
    return `${JSON.stringify(buildCodeQualityIssues(report, options), null, 2)}\n`;
}

// EXTERNAL MODULE: ./src/report/diff.ts
var diff = __webpack_require__(20227);
;// CONCATENATED MODULE: ./src/report/graph-diagram.ts
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

;// CONCATENATED MODULE: ./src/report/graph-dot.ts


/**
 * Escapes text for a DOT double-quoted `label`: it renders as the text itself.
 *
 * Graphviz decodes HTML entities in every string attribute (htmlEntityUTF8), so `&` becomes
 * `&amp;`: an id holding `&#92;n` would otherwise be a backslash and then a line break. In a
 * label Graphviz reads one level of backslash escapes (`\\` is a backslash, `\N` the node
 * name), so backslashes are doubled.
 */
function escapeDotLabel(value) {
    // escapeInvisible first: controls become visible \uXXXX text, whose backslash is then
    // escaped like any other, so DOT never sees an escape sequence the repository wrote.
    return (0,untrusted/* escapeInvisible */.ts)(value).replace(/&/g, '&amp;').replace(/\\/g, '\\\\').replace(/"/g, '\\"');
}
/**
 * Escapes text for a DOT double-quoted node `tooltip` (the SVG `<title>` and `xlink:title`): it
 * renders as the text itself.
 *
 * A node tooltip goes through two levels of backslash escapes where a label goes through one:
 * Graphviz first reads `\\` as a backslash (and `\x` as `x`), then substitutes `\N`, `\G`,
 * `\E`, `\T`, `\H` and `\L` in what is left, so `x\\N` in the source shows the node's name.
 * Four backslashes in the source are one in the tooltip. Checked with Graphviz 2.43 (`dot`
 * of Debian 12) and 16.1 (@hpcc-js/wasm-graphviz) in __tests__/consumers/graphviz-dot.test.ts;
 * an entity (`&#92;`) is no way out, since entities are decoded before the escapes are read.
 */
function escapeDotTooltip(value) {
    return (0,untrusted/* escapeInvisible */.ts)(value)
        .replace(/&/g, '&amp;')
        .replace(/\\/g, '\\\\\\\\')
        .replace(/"/g, '\\"');
}
/** Attributes of a node by status. */
const NODE_STYLE = {
    pass: 'color="#1a7f37"',
    fail: 'color="#d1242f", fontcolor="#d1242f", penwidth=2',
    unknown: 'color="#8c959f", style="rounded,dashed"',
    unresolved: 'color="#9a6700", style="rounded,dashed"',
};
/** Renders the graph as a DOT digraph. Deterministic: the plan's order. */
function renderDot(graph, limits = {}) {
    const plan = planDiagram(graph, {
        maxNodes: limits.maxNodes ?? Number.POSITIVE_INFINITY,
        maxEdges: limits.maxEdges ?? Number.POSITIVE_INFINITY,
    });
    const lines = [
        'digraph passports {',
        '  rankdir=LR;',
        '  node [shape=box, style=rounded, fontname="Helvetica"];',
    ];
    for (const n of plan.nodes) {
        const label = `${n.status === 'fail' ? 'FAILING: ' : ''}${nodeLabel(n)}`;
        lines.push(`  ${n.key} [label="${escapeDotLabel(label)}", tooltip="${escapeDotTooltip(n.id)}", ${NODE_STYLE[n.status]}];`);
    }
    for (const e of plan.edges) {
        lines.push(`  ${e.from} -> ${e.to}${e.cycle ? ' [label="cycle", color="#d1242f", penwidth=3]' : ''};`);
    }
    lines.push('}');
    return `${lines.join('\n')}\n`;
}

;// CONCATENATED MODULE: ./src/report/json.ts
// Invisible and direction-changing characters (and DEL/C1 controls, which JSON.stringify leaves raw).
const JSON_UNSAFE = /[\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;
// The same characters, for a test that allocates nothing when none is there (nearly always).
const JSON_UNSAFE_ANY = new RegExp(JSON_UNSAFE.source);
/**
 * Array items serialized per piece of {@link renderJsonReportChunks}. Small enough that a piece
 * (some 40 KB at 64 findings) is an ordinary young-generation string that the next scavenge
 * frees: pieces of 1,024 findings (600 KB) were large objects, which only a full collection
 * frees, and 100,000 findings left some 30 MB of them behind at the peak (bench workload 4).
 */
const ITEMS_PER_CHUNK = 64;
/** What JSON.stringify puts before and after the items of {@link nestedItems}' wrapper. */
const NESTED_HEAD = '{\n  "k": [\n'.length;
const NESTED_TAIL = '\n  ]\n}'.length;
/**
 * Items of a top-level array as `JSON.stringify(report, null, 2)` writes them (four spaces deep),
 * in one native call: the wrapper `{ k: [...] }` puts them at that depth and is cut off. Indenting
 * a shallower stringify by a replace pass cost as much again and made a second copy.
 */
const nestedItems = (items) => JSON.stringify({ k: items }, null, 2).slice(NESTED_HEAD, -NESTED_TAIL);
/**
 * Serializes a report as stable, indented JSON. Invisible and bidirectional
 * characters are written as \uXXXX escapes: the parsed data is unchanged, but
 * the text cannot reorder or hide itself on a terminal or in a diff.
 */
function renderJsonReport(report) {
    return renderJsonValue(report);
}
/**
 * {@link renderJsonReport}'s text in pieces, for writing as they are made: the text of a report
 * of 100,000 findings is some 60 MB, and building it whole (then escaping it into two more
 * copies) cost more memory than the audit. Each top-level array goes out a few hundred items
 * at a time, indented as `JSON.stringify(report, null, 2)` indents them; the pieces joined are
 * that text byte for byte (a test holds them equal).
 */
function* renderJsonReportChunks(report) {
    const entries = Object.entries(report).filter(([, v]) => v !== undefined);
    if (entries.length === 0) {
        yield renderJsonValue(report);
        return;
    }
    let head = '{\n';
    for (const [k, [key, value]] of entries.entries()) {
        head += `${k === 0 ? '' : ',\n'}  ${JSON.stringify(key)}: `;
        if (!Array.isArray(value) || value.length === 0) {
            yield escapeJson(head + indent(JSON.stringify(value, null, 2), '  '));
            head = '';
            continue;
        }
        yield escapeJson(`${head}[\n`);
        head = '';
        for (let i = 0; i < value.length; i += ITEMS_PER_CHUNK) {
            const items = nestedItems(value.slice(i, i + ITEMS_PER_CHUNK));
            yield escapeJson(i === 0 ? items : `,\n${items}`);
        }
        yield '\n  ]';
    }
    yield '\n}\n';
}
/** Any JSON document (the provenance diff) serialized as {@link renderJsonReport} does. */
function renderJsonValue(value) {
    return `${escapeJson(JSON.stringify(value, null, 2))}\n`;
}
/** A piece of JSON text indented one level deeper (its line breaks are all structural). */
const indent = (json, by) => json.replace(/\n/g, `\n${by}`);
/**
 * The escapes of {@link renderJsonValue}, on whole JSON text or on pieces cut between tokens
 * (each character is escaped alone, and `##[` only occurs inside one string).
 */
function escapeJson(json) {
    if (!JSON_UNSAFE_ANY.test(json) && !json.includes('##['))
        return json;
    return (json
        .replace(JSON_UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
        // `##[` can only occur inside a string here: written as `#\u0023[` it parses the same, and
        // a runner printing the report (`audit --format json` in a workflow step) acts on nothing.
        .replace(/##\[/g, '#\\u0023['));
}

// EXTERNAL MODULE: ./src/util/xml-chars.ts
var xml_chars = __webpack_require__(52917);
;// CONCATENATED MODULE: ./src/report/junit.ts



/** Escapes text for an XML attribute or element, after making it valid XML 1.0 characters. */
function escapeXml(value) {
    return (0,xml_chars/* escapeNonXmlChars */.d)(value)
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/'/g, '&apos;')
        .replace(/\r/g, '&#13;')
        .replace(/\t/g, '&#9;');
}
// A line feed in an attribute is read back as a space (XML's attribute-value normalization).
const attrs = (pairs) => Object.entries(pairs)
    .map(([k, v]) => ` ${k}="${escapeXml(String(v)).replace(/\n/g, '&#10;')}"`)
    .join('');
function describeFinding(f, prefix) {
    const where = f.path === '' ? '(run)' : joinRepoPath(prefix, f.path);
    return `${f.severity} ${where}${f.line !== undefined ? `:${f.line}` : ''}: ${f.message}`;
}
/** One rule's test case. */
function renderCase(rule, findings, report, prefix) {
    const failing = findings.filter((f) => (0,rule_registry/* isFailing */.DI)(f.severity, report.summary.fail_on));
    const other = findings.filter((f) => !failing.includes(f));
    const first = failing[0] ?? other[0];
    const head = `    <testcase${attrs({
        classname: `passport-gate.${rule.format}`,
        name: rule.id,
        ...(first && first.path !== '' ? { file: joinRepoPath(prefix, first.path) } : {}),
        time: 0,
    })}`;
    if (findings.length === 0)
        return { xml: `${head}/>`, failed: false };
    const body = [];
    if (failing.length > 0) {
        body.push(`      <failure${attrs({ message: `${failing.length} finding(s): ${rule.description}`, type: rule.id })}>${escapeXml(failing.map((f) => describeFinding(f, prefix)).join('\n'))}</failure>`);
    }
    if (other.length > 0)
        body.push(`      <system-out>${escapeXml(other.map((f) => describeFinding(f, prefix)).join('\n'))}</system-out>`);
    return { xml: `${head}>\n${body.join('\n')}\n    </testcase>`, failed: failing.length > 0 };
}
/** Renders the report as one JUnit XML document. */
function renderJUnit(report, options = {}) {
    const prefix = options.pathPrefix ?? '';
    const byRule = new Map();
    for (const f of report.findings) {
        const list = byRule.get(f.rule);
        if (list)
            list.push(f);
        else
            byRule.set(f.rule, [f]);
    }
    const groups = new Map();
    for (const rule of rule_registry/* RULES */.y0)
        groups.set(rule.format, [...(groups.get(rule.format) ?? []), rule]);
    const suites = [];
    let failures = 0;
    for (const [format, rules] of groups) {
        const cases = rules.map((r) => renderCase(r, byRule.get(r.id) ?? [], report, prefix));
        const failed = cases.filter((c) => c.failed).length;
        failures += failed;
        suites.push(`  <testsuite${attrs({ name: `passport-gate ${format}`, tests: cases.length, failures: failed, errors: 0, skipped: 0, time: 0 })}>\n${cases.map((c) => c.xml).join('\n')}\n  </testsuite>`);
    }
    return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites${attrs({ name: 'passport-gate', tests: rule_registry/* RULES */.y0.length, failures, errors: 0, time: 0 })}>\n${suites.join('\n')}\n</testsuites>\n`;
}

// EXTERNAL MODULE: ./src/report/text.ts
var report_text = __webpack_require__(65655);
// EXTERNAL MODULE: ./src/core/signer.ts
var signer = __webpack_require__(99881);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(14031);
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

// EXTERNAL MODULE: ./src/report/section.ts
var report_section = __webpack_require__(17101);
;// CONCATENATED MODULE: ./src/report/markdown.ts
/**
 * The Markdown report: the CLI's `--format markdown`, the action's job
 * summary and its check-run summary. Every repository string is shown in a
 * code span (escape.ts: codeSpan, and markdownText for messages that quote
 * one), so a passport cannot inject a table row, link, image, mention or issue
 * reference, and its text reads byte for byte; the Mermaid diagram escapes its
 * own labels (graph-diagram.ts).
 *
 * With `maxBytes` the text stays within a size (the job summary's 1 MiB, the
 * check run's 65,535): each section gets a share of the budget and says how
 * many rows it left out, so a long report is cut with counts, never dropped.
 */







/** Shares of `maxBytes` each section may take; findings take what is left. */
const MARKDOWN_BUDGET_SHARES = {
    diff: 0.25,
    signers: 0.05,
    passports: 0.25,
    handoffs: 0.1,
    diagram: 0.2,
};
/** A table cell holding a repository string: a code span, or `—` for none. */
const cell = (value) => value === null || value === undefined || value === ''
    ? '—'
    : (0,report_escape/* codeSpan */.SS)(String(value), { table: true });
/** Renders the verdict line. */
function renderVerdict(report) {
    const s = report.summary;
    return `${s.passed ? '✅ **Passed**' : '❌ **Failed**'}: ${s.errors} error(s), ${s.warnings} warning(s), ${s.notices} notice(s) across ${s.passports} passport(s) and ${report.handoffs.length} handoff file(s); ${s.artifacts_verified} artifact(s) verified${(0,report_text/* describeLfs */.FP)(report)} (fail-on: ${s.fail_on}, ${(0,report_text/* describeScope */.OI)(report)})${(0,report_text/* describeFailing */.Oc)(report)}.`;
}
function findingRow(f) {
    const where = f.path ? `${cell(f.path)}${f.line ? `:${f.line}` : ''}` : '—';
    // No link even to our own docs: a report with no link at all is one a reader can check at a glance.
    return `| ${f.severity} | \`${f.rule}\` | ${where} | ${(0,report_escape/* markdownText */.p7)(f.message, { table: true })} |`;
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
        head.push(`> ${(0,report_escape/* markdownText */.p7)(inferred)}`, '');
    const parts = [...head];
    let remaining = max - Buffer.byteLength(head.join('\n'));
    // --- What changed (a pull request's provenance diff, src/diff/) -------------------------
    if (report.diff) {
        const text = (0,diff/* renderDiffMarkdown */.rw)(report.diff, {
            mismatched: (0,diff/* listUntouchedMismatches */._o)(report.findings, report.diff),
            maxBytes: Math.min(remaining, max * MARKDOWN_BUDGET_SHARES.diff),
            headingLevel: level + 1,
            overflowHint: hint,
        });
        parts.push(text);
        remaining -= Buffer.byteLength(text) + 1;
    }
    const attested = report.passports.some((p) => p.attestation);
    if (attested) {
        const section = new report_section/* Section */.w(Math.min(remaining, max * MARKDOWN_BUDGET_SHARES.signers));
        renderSigners(report, section, sub, note);
        parts.push(...section.lines);
        remaining -= section.bytes;
    }
    if (report.passports.length > 0) {
        const section = new report_section/* Section */.w(Math.min(remaining, max * MARKDOWN_BUDGET_SHARES.passports));
        renderDirectories(report, section, sub, note, attested);
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
        const plan = planMermaid(overlay?.graph ?? report.graph, {}, overlay?.changes);
        const omitted = plan.omittedNodes > 0 ? [`_${plan.omittedNodes} more passport(s) not drawn._`, ''] : [];
        const block = [
            `${sub} Provenance chain`,
            '',
            '```mermaid',
            renderMermaidPlan(plan).trimEnd(),
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
    return Number.isFinite(max) ? (0,report_escape/* truncateMarkdown */.o4)(text, max) : text;
}
/** The output directories table: one row per passport, its signer where attestations ran. */
function renderDirectories(report, section, sub, note, attested) {
    section.fixed(`${sub} Output directories`);
    section.fixed('');
    const signed = attested ? ' signed by |' : '';
    section.fixed(`| directory | passport | skill | recorded |${signed} artifacts | errors | warnings | status |`);
    section.fixed(`|---|---|---|---|${attested ? '---|' : ''}---|---|---|---|`);
    for (const p of report.passports) {
        const signer = attested ? ` ${signerCell(p.attestation)} |` : '';
        section.row(`| ${cell(p.directory)} | ${cell(p.path)} | ${cell(p.skill)} | ${RECORDED_WORDS[p.recorded_by ?? 'unknown']} |${signer} ${p.artifacts} | ${p.errors} | ${p.warnings} | ${p.status === 'pass' ? '✅' : '❌'} |`);
    }
    if (section.omitted > 0)
        section.fixed(`\n${note(section.omitted, 'passports')}`);
    section.fixed('');
}
/**
 * How each way of making a record reads in the directories table: the reviewer tells a step
 * the tool ran and recorded from one recorded by hand (docs/rules.md "How a record was made").
 */
const RECORDED_WORDS = {
    run: 'by the tool (`run`)',
    stamp: 'by hand (`stamp`)',
    unknown: '—',
};
/** How each attestation result reads in a table. */
const RESULT_WORDS = {
    verified: '✅ verified',
    untrusted: '⚠️ not trusted',
    invalid: '❌ invalid',
    missing: '❌ no bundle',
};
/** A passport's signer in the directories table: who, and whether the gate took the signature. */
function signerCell(attestation) {
    if (!attestation)
        return '—';
    const who = attestation.signer ? cell((0,signer/* formatSigner */.Un)(attestation.signer)) : '';
    return `${RESULT_WORDS[attestation.result]}${who ? ` ${who}` : ''}`;
}
/**
 * Who produced the passports: one row per signer and result (not per passport: a release of
 * 2,000 passports signed by one workflow is one line a reviewer can read), with how many
 * passports and the first directories. The run's commit is left out of the grouping, so one
 * workflow signing on several commits is one row; the directories table names each run.
 */
function renderSigners(report, section, sub, note) {
    const groups = new Map();
    for (const p of report.passports) {
        const a = p.attestation;
        if (!a)
            continue;
        const label = a.signer ? (0,signer/* formatSignerIdentity */.KH)(a.signer) : '';
        const key = `${a.result}\0${a.signer ? (0,signer/* signerIdentityKey */.m)(a.signer) : ''}`;
        const group = groups.get(key) ?? { label, result: a.result, dirs: [] };
        group.dirs.push(p.directory);
        groups.set(key, group);
    }
    section.fixed(`${sub} Who produced them`);
    section.fixed('');
    section.fixed('| signer | attestation | passports | directories |');
    section.fixed('|---|---|---|---|');
    const ordered = [...groups.values()].sort((a, b) => RESULT_ORDER[a.result] - RESULT_ORDER[b.result] || b.dirs.length - a.dirs.length);
    for (const g of ordered) {
        const shown = g.dirs
            .slice(0, 3)
            .map((d) => cell(d))
            .join(', ');
        const more = g.dirs.length > 3 ? ` and ${g.dirs.length - 3} more` : '';
        section.row(`| ${cell(g.label)} | ${RESULT_WORDS[g.result]} | ${g.dirs.length} | ${shown}${more} |`);
    }
    if (section.omitted > 0)
        section.fixed(`\n${note(section.omitted, 'signers')}`);
    section.fixed('');
}
/** Problems first: what a reviewer must act on leads the table. */
const RESULT_ORDER = {
    invalid: 0,
    missing: 1,
    untrusted: 2,
    verified: 3,
};

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
const sarif_LEVELS = {
    error: 'error',
    warning: 'warning',
    notice: 'note',
};
/** The SARIF level of a severity: notice → note. */
function toSarifLevel(severity) {
    return sarif_LEVELS[severity];
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
    const ruleIndex = new Map(rule_registry/* RULES */.y0.map((r, i) => [r.id, i]));
    const rules = rule_registry/* RULES */.y0.map((r) => ({
        id: r.id,
        name: ruleName(r.id),
        shortDescription: { text: r.description },
        fullDescription: { text: r.description },
        helpUri: (0,rule_registry/* getRuleDocUrl */.QY)(r.id),
        help: {
            text: `${r.description} See ${(0,rule_registry/* getRuleDocUrl */.QY)(r.id)} for why it matters and how to fix it.`,
            markdown: `${r.description}\n\n[Why it matters and how to fix it](${(0,rule_registry/* getRuleDocUrl */.QY)(r.id)})`,
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
        const uri = toRelativeUri(joinRepoPath(options.pathPrefix ?? '', f.path));
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

;// CONCATENATED MODULE: ./src/report/renderers.ts










/** Builds a {@link RendererRecord}; `fallback` is the format when `--format` is not given. */
function defineRenderers(renderers, fallback) {
    const names = Object.keys(renderers);
    const width = Math.max(...names.map((n) => n.length));
    return {
        renderers,
        names,
        fallback,
        parse(value, flag = '--format') {
            const name = value ?? fallback;
            if (names.includes(name))
                return name;
            throw new errors/* UsageError */.eb(`${flag} must be one of ${names.join(', ')}`);
        },
        help(column) {
            const indent = ' '.repeat(column + 2);
            const lines = names.map((n) => `${indent}${n.padEnd(width)}  ${renderers[n].summary}${n === fallback ? ' (default)' : ''}`);
            return ['  --format FMT'.padEnd(column) + names.join(' | '), ...lines].join('\n');
        },
        renderChunks: (format, value, ctx) => renderers[format].render(value, ctx),
        render: (format, value, ctx) => [...renderers[format].render(value, ctx)].join(''),
    };
}
/** The audit report's forms (`audit`, `merge`, the action's report files, GitLab's reports). */
const REPORT_RENDERERS = defineRenderers({
    text: {
        summary: 'for a terminal',
        label: 'text report',
        render: (r, c) => (0,report_text/* renderTextReportChunks */.Ot)(r, { color: c.color, notes: !c.quiet }),
    },
    json: {
        summary: 'schemas/report.v1.schema.json; what merge reads',
        label: 'JSON report',
        render: (r) => renderJsonReportChunks(r),
    },
    markdown: {
        summary: 'for a pull request comment or a job summary',
        label: 'Markdown report',
        render: (r) => [renderMarkdownReport(r)],
    },
    sarif: {
        summary: 'SARIF 2.1.0 for code scanning',
        label: 'SARIF report',
        render: (r, c) => [renderSarif(r, { pathPrefix: c.pathPrefix })],
    },
    codequality: {
        summary: 'GitLab Code Quality (artifacts: reports: codequality)',
        label: 'Code Quality report',
        render: (r, c) => [renderCodeQuality(r, { pathPrefix: c.pathPrefix })],
    },
    junit: {
        summary: 'JUnit XML, a test case per rule (artifacts: reports: junit)',
        label: 'JUnit report',
        render: (r, c) => [renderJUnit(r, { pathPrefix: c.pathPrefix })],
    },
}, 'text');
/** The provenance diff's forms (`diff`). */
const DIFF_RENDERERS = defineRenderers({
    text: {
        summary: 'for a terminal',
        label: 'diff',
        render: (d, c) => [(0,diff/* renderDiffText */.pQ)(d, { color: c.color, mismatched: c.mismatched ?? [] })],
    },
    json: {
        summary: 'schemas/diff.v1.schema.json',
        label: 'JSON diff',
        render: (d) => [renderJsonValue(d)],
    },
    markdown: {
        summary: 'for a pull request comment',
        label: 'Markdown diff',
        render: (d, c) => [
            `${(0,diff/* renderDiffMarkdown */.rw)(d, { headingLevel: 2, mismatched: c.mismatched ?? [] }).trimEnd()}\n`,
        ],
    },
}, 'text');
/** The chain graph's forms (`graph`). */
const GRAPH_RENDERERS = defineRenderers({
    mermaid: {
        summary: 'paste into a ```mermaid block',
        label: 'Mermaid diagram',
        render: (g, c) => {
            const plan = planMermaid(g);
            if (plan.omittedNodes > 0 || plan.omittedEdges > 0)
                c.note(`note: the Mermaid diagram leaves out ${plan.omittedNodes} node(s) and ${plan.omittedEdges} edge(s) to stay within Mermaid's limits; use --around ID or --format dot for the rest.`);
            return [renderMermaidPlan(plan)];
        },
    },
    dot: {
        summary: 'Graphviz DOT: pipe to "dot -Tsvg"',
        label: 'DOT graph',
        render: (g) => [renderDot(g)],
    },
}, 'mermaid');


/***/ }),

/***/ 17101:
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

/***/ 52917:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ escapeNonXmlCharsDeep),
/* harmony export */   d: () => (/* binding */ escapeNonXmlChars)
/* harmony export */ });
/**
 * Characters an exported string may not carry. PROV-JSON becomes PROV-XML, PROV-N and Graphviz
 * in the consumers' hands (the `prov` Python package: `serialize(format='xml')`, `prov_to_dot`),
 * and every PROV string is an `xsd:string`, whose characters are XML 1.0's `Char`
 * (https://www.w3.org/TR/xml/#NT-Char: #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] |
 * [#x10000-#x10FFFF]). lxml refuses the rest ("All strings must be XML compatible"), and so does
 * Graphviz when prov_to_dot hands them on. A passport is JSON, where any of them is one `\u`
 * escape away, so PROV-JSON goes through {@link escapeNonXmlCharsDeep}. In-toto statements do
 * not: they are JSON that no consumer turns into XML, and their predicate is the passport itself,
 * signed by `attest` (export/in-toto.ts).
 *
 * DEL and the C1 controls (U+007F–U+009F) are XML 1.0 characters, but the specification asks
 * authors to avoid them (https://www.w3.org/TR/xml/#charsets), XML 1.1 admits them only as
 * character references, and U+009B starts an escape sequence on a terminal that prints the
 * label. No passport means them, so they are escaped as well.
 */
/**
 * One character to escape: a C0 control other than tab, line feed and carriage return; DEL and
 * C1; U+FFFE and U+FFFF; a surrogate code unit that is not half of a pair.
 */
const NON_XML_CHAR = 
// eslint-disable-next-line no-control-regex
/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/**
 * Replaces every character outside XML 1.0's `Char` (and DEL and C1) with visible `\uXXXX`
 * text, the form the reports use for controls, so the string is a valid `xsd:string` and still
 * shows what was there.
 *
 * @example
 * escapeNonXmlChars('bwa\u001b[31m') // 'bwa\\u001b[31m'
 */
function escapeNonXmlChars(value) {
    return value.replace(NON_XML_CHAR, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
/**
 * {@link escapeNonXmlChars} applied to every string of a JSON value — object keys included —
 * returning a copy; numbers, booleans and null are kept.
 */
function escapeNonXmlCharsDeep(value) {
    return escapeJson(value);
}
function escapeJson(value) {
    if (typeof value === 'string')
        return escapeNonXmlChars(value);
    if (Array.isArray(value))
        return value.map(escapeJson);
    if (value !== null && typeof value === 'object') {
        const out = {};
        for (const [key, inner] of Object.entries(value)) {
            // defineProperty, not assignment: a passport's own "__proto__" key stays a key.
            Object.defineProperty(out, escapeNonXmlChars(key), {
                value: escapeJson(inner),
                enumerable: true,
                writable: true,
                configurable: true,
            });
        }
        return out;
    }
    return value;
}


/***/ })

};
