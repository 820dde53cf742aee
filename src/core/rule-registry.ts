/**
 * The rule registry: every rule id passport-gate can report, with the family that
 * judges it, its default severity, a one-line description and its docs anchor. Findings, config
 * validation (`rules:` keys), SARIF rule metadata and docs/rules.md all read
 * this one list, so a rule cannot exist in one place and not another.
 *
 * Rule ids are a public contract (config files, annotations, SARIF): never
 * rename one; add a new id instead.
 */

/** Severity of a finding, most severe first. */
export type Severity = 'error' | 'warning' | 'notice';

/** Which handoff format (or the run itself) a rule belongs to. */
export type RuleFormat =
  'passport' | 'artifact' | 'chain' | 'envelope' | 'graph' | 'packet' | 'run';

/**
 * The rule families (src/rules/families/, one module each): the family that judges a rule is
 * named in its row, and a family's `emits` is derived from the rows ({@link listFamilyRules}).
 */
export type RuleFamilyName =
  | 'artifact-digests'
  | 'attestations'
  | 'chain'
  | 'citations'
  | 'engine-records'
  | 'external-inputs'
  | 'file-access'
  | 'handoffs'
  | 'output-directories'
  | 'passport-document'
  | 'run-level';

/**
 * One rule: its one declaration (id, the family that judges it, its format group, default
 * severity and description; its docs anchor is the id). Everything else reads this row.
 */
export interface RuleMeta {
  readonly id: string;
  readonly family: RuleFamilyName;
  readonly format: RuleFormat;
  readonly defaultSeverity: Severity;
  /** One line: what fires the rule. */
  readonly description: string;
}

/** Where docs/rules.md is published; each rule has an anchor equal to its id. */
const RULES_DOC_URL = 'https://github.com/passport-gate/passport-gate/blob/main/docs/rules.md';

const rule = (
  id: string,
  family: RuleFamilyName,
  format: RuleFormat,
  defaultSeverity: Severity,
  description: string,
): RuleMeta => ({ id, family, format, defaultSeverity, description });

/** Every rule, in the order docs/rules.md presents them. */
export const RULES = [
  // Material Passport (seed 000)
  rule(
    'passport-invalid-json',
    'passport-document',
    'passport',
    'error',
    'The passport is not parseable JSON (empty, BOM, invalid UTF-8, syntax error or trailing data).',
  ),
  rule(
    'passport-duplicate-key',
    'passport-document',
    'passport',
    'error',
    'An object in the passport repeats a key, so its meaning is ambiguous.',
  ),
  rule(
    'passport-too-large',
    'passport-document',
    'passport',
    'error',
    'The passport exceeds the size, nesting or value cap and was not parsed.',
  ),
  rule(
    'passport-schema',
    'passport-document',
    'passport',
    'error',
    'The passport violates the Material Passport v1 schema.',
  ),
  rule(
    'passport-id-placeholder',
    'passport-document',
    'passport',
    'warning',
    'The passport_id is the seed\'s placeholder "uuid-v4" (its example passport) rather than a UUIDv4.',
  ),
  rule(
    'passport-unsupported-version',
    'passport-document',
    'passport',
    'error',
    'The passport schema_version has a major version other than 1.',
  ),
  rule(
    'passport-duplicate-id',
    'chain',
    'passport',
    'error',
    'Two passport files share one passport_id.',
  ),
  rule(
    'passport-id-reused',
    'chain',
    'passport',
    'error',
    'A passport_id the base commit knew on another passport, with other outputs, reappears on this one.',
  ),
  rule(
    'run-record-replaced-by-hand',
    'chain',
    'passport',
    'error',
    'A passport the base commit holds as written by `passport-gate run` is a hand record (`stamp`) now, with the same inputs and code but other outputs.',
  ),
  rule(
    'passport-run-id-empty',
    'passport-document',
    'passport',
    'error',
    'A passport file is named `.passport.json`: its run id (`<run-id>.passport.json`) is empty.',
  ),
  rule(
    'passport-missing',
    'output-directories',
    'passport',
    'error',
    'An output directory holds files but no passport (integrity-audit mode 4, missing provenance); without outputs: configured, output directories are inferred from the passports.',
  ),
  rule(
    'artifact-missing',
    'file-access',
    'artifact',
    'error',
    'An output listed by a passport does not exist.',
  ),
  rule(
    'artifact-hash-mismatch',
    'artifact-digests',
    'artifact',
    'error',
    'The sha256 of an output differs from the one its passport records.',
  ),
  rule(
    'artifact-size-mismatch',
    'artifact-digests',
    'artifact',
    'error',
    'The size of an output differs from its recorded size_bytes while its sha256 matches.',
  ),
  rule(
    'artifact-unlisted',
    'output-directories',
    'artifact',
    'error',
    'A file in an output directory is listed in the `outputs[]` of no passport there.',
  ),
  rule(
    'artifact-not-colocated',
    'output-directories',
    'artifact',
    'error',
    "An output is listed outside its passport's directory (neither in it nor below it).",
  ),
  rule(
    'artifact-unreadable',
    'file-access',
    'artifact',
    'error',
    'An artifact is not a regular file (FIFO, socket, device, directory) or changed while it was read.',
  ),
  rule(
    'input-hash-mismatch',
    'artifact-digests',
    'artifact',
    'error',
    'An input present in the repository hashes differently from its recorded sha256.',
  ),
  rule(
    'input-missing',
    'file-access',
    'artifact',
    'error',
    'An input the passport records in the repository does not exist: renamed or deleted since the step read it.',
  ),
  rule(
    'input-unprovenanced',
    'artifact-digests',
    'artifact',
    'error',
    'An input has no producing passport (no passport the audit can read lists its path among the outputs of its own directory), no verifiable `source` and no `external` record.',
  ),
  rule(
    'input-external-unverified',
    'external-inputs',
    'artifact',
    'notice',
    'An external input (outside the repository) could not be verified: no configured external-inputs location holds it, or it is not there.',
  ),
  rule(
    'input-external-mismatch',
    'external-inputs',
    'artifact',
    'error',
    'An external input, reachable under a configured external-inputs location, hashes differently from its recorded sha256 or is not a regular file there.',
  ),
  rule(
    'path-outside-root',
    'file-access',
    'artifact',
    'error',
    'A path is absolute, climbs out with .., or resolves (through symlinks) outside the repository root.',
  ),
  rule(
    'path-ambiguous',
    'file-access',
    'artifact',
    'warning',
    'A path contains invisible or bidirectional control characters, differs from another only by case or Unicode normalization, or is written with a backslash or a trailing `/`.',
  ),
  rule(
    'path-not-utf8',
    'run-level',
    'artifact',
    'error',
    'A file or directory name is not valid UTF-8, so no passport can name it and it (with anything below it) was not audited.',
  ),
  rule(
    'directory-unreadable',
    'run-level',
    'artifact',
    'error',
    'A directory could not be listed, so nothing below it was audited.',
  ),
  // Attested passports (who produced a passport: a Sigstore bundle beside it)
  rule(
    'attestation-missing',
    'attestations',
    'passport',
    'error',
    'A passport under attestations.require has no Sigstore bundle (<run-id>.passport.sigstore.json) beside it.',
  ),
  rule(
    'attestation-invalid',
    'attestations',
    'passport',
    'error',
    "A passport's bundle does not verify: unreadable, a bad signature, a broken certificate chain or log proof, or it signs other bytes than the passport and outputs now.",
  ),
  rule(
    'attestation-untrusted',
    'attestations',
    'passport',
    'error',
    "A passport's bundle verifies, but its signer (key or workflow identity) is not one the base commit's attestations.trust names.",
  ),
  rule(
    'exit-nonzero',
    'passport-document',
    'passport',
    'error',
    'An errors[] entry records a non-zero exit_code.',
  ),
  rule(
    'passport-vouches-nothing',
    'passport-document',
    'passport',
    'error',
    'A passport records no input other than its code, no cited source and no parameter: its outputs point to nothing they came from.',
  ),
  rule(
    'citation-invalid',
    'passport-document',
    'passport',
    'error',
    "An artifact `source` is not a verifiable record (DOI, PMID, PMCID, arXiv id, ISBN with its check digit, an accession of a known archive, an identifier's resolver address, URL with retrieval date) nor the statement `unresolved: <why>`: free text, an empty string, more than one identifier, a malformed identifier, or a bad check digit.",
  ),
  rule(
    'citation-not-found',
    'citations',
    'passport',
    'error',
    "A cited identifier's registry has no such record, as the citation lock in force records (`passport-gate resolve`): a mistyped or fabricated citation.",
  ),
  rule(
    'citation-retracted',
    'citations',
    'passport',
    'error',
    'A cited work is retracted or withdrawn, as its registry says in the citation lock in force.',
  ),
  rule(
    'citation-unlocked',
    'citations',
    'passport',
    'error',
    'A cited identifier is not in the lock in force where one is required: the config says `citations: lock: required`, or the run asked the registries and this one could not be asked.',
  ),
  rule(
    'citation-lock-invalid',
    'citations',
    'run',
    'error',
    'The citation lock in force (passport-citations.lock.json) cannot be read: not JSON, not the lock schema, or too large.',
  ),
  rule(
    'citation-lock-changed',
    'citations',
    'run',
    'notice',
    "The change edits passport-citations.lock.json; the trusted commit's lock stays in force until a run asks the registries.",
  ),
  rule(
    'citation-lock-stale',
    'citations',
    'run',
    'error',
    "The committed citation lock differs from what the registries say now (a run that asked them: the action's resolve-citations).",
  ),
  rule(
    'chain-unresolved',
    'chain',
    'chain',
    'error',
    'A consumed_passports id matches no passport in the repository that the audit can read.',
  ),
  rule('chain-cycle', 'chain', 'chain', 'error', 'The consumed_passports graph has a cycle.'),
  rule(
    'chain-missing-reference',
    'chain',
    'chain',
    'error',
    "An input has the same path and the same sha256 as another passport's output, but that passport is not in consumed_passports.",
  ),
  rule(
    'artifact-multiple-producers',
    'chain',
    'chain',
    'error',
    'Two passports list the same file as an output: a file has one producer.',
  ),
  rule(
    'chain-stale',
    'chain',
    'chain',
    'error',
    'The passport is stale: an input it records is no longer what its producer records (changed, renamed or deleted and the producer re-stamped), or it consumes a stale passport; it is a step of the re-run plan.',
  ),
  rule(
    'chain-time-order',
    'chain',
    'chain',
    'error',
    "A consumer's created_at is earlier than its producer's.",
  ),
  rule(
    'chain-time-unorderable',
    'chain',
    'chain',
    'error',
    "A passport's created_at passes the schema but cannot be ordered (a leap second), so chain-time-order cannot be checked on its edges.",
  ),
  rule(
    'chain-next-skill',
    'chain',
    'chain',
    'notice',
    "The producer's downstream_hints.next_skills leaves out this consuming skill (an empty list leaves out every consumer).",
  ),
  rule(
    'chain-expected-input',
    'chain',
    'chain',
    'notice',
    "An input taken from a producer's outputs has a type its downstream_hints.expected_inputs does not list.",
  ),
  // Router handoff envelope and skill graph (seed 002)
  rule(
    'envelope-invalid-yaml',
    'handoffs',
    'envelope',
    'error',
    'The handoff envelope is not parseable YAML (duplicate keys included).',
  ),
  rule(
    'envelope-schema',
    'handoffs',
    'envelope',
    'error',
    'The handoff envelope violates the envelope v1 schema.',
  ),
  rule(
    'envelope-unobserved',
    'handoffs',
    'envelope',
    'error',
    'The envelope claims execution that was not observed, or fills a summary for a stage that did not run.',
  ),
  rule(
    'envelope-pass-limit',
    'handoffs',
    'envelope',
    'error',
    'pass.index is below 1 or above pass.max, or pass.max exceeds the canonical two passes.',
  ),
  rule(
    'envelope-unrepaired-fail',
    'handoffs',
    'envelope',
    'error',
    'A verifier FAIL does not end in one repair or a reported failure.',
  ),
  rule(
    'envelope-fail-no-blocking-errors',
    'handoffs',
    'envelope',
    'error',
    'verification_summary.status is FAIL but blocking_errors lists nothing.',
  ),
  rule(
    'envelope-return-to-router',
    'handoffs',
    'envelope',
    'error',
    'The envelope gives a return_to_router_reason but next_action names another skill than the router.',
  ),
  rule(
    'envelope-guard-identity',
    'handoffs',
    'envelope',
    'error',
    'A visual_prompt flagged human_representation_sensitive does not protect identity_and_cultural_specificity.',
  ),
  rule(
    'envelope-execution-unevidenced',
    'handoffs',
    'envelope',
    'error',
    'The envelope says a stage was executed, but the repository holds no host record of that run.',
  ),
  rule(
    'envelope-unordered',
    'handoffs',
    'envelope',
    'error',
    "A directory's envelopes cannot be put in order, or pass.index goes back along their order.",
  ),
  rule(
    'envelope-bypasses-router',
    'handoffs',
    'envelope',
    'error',
    'Between consecutive envelopes a skill other than the router changes what the router decides.',
  ),
  rule(
    'envelope-interpretation-unescalated',
    'handoffs',
    'envelope',
    'error',
    'An envelope with intent: interpret carries detector signals but hands control to a skill other than false-positive-reviewer, the router or the detector.',
  ),
  rule(
    'envelope-mutation-unrouted',
    'handoffs',
    'envelope',
    'error',
    'An envelope with a read-only intent (detect, or interpret without detector signals) hands control to a mutation owner (voice-preserving-rewriter, file-edit-in-place) instead of the router.',
  ),
  rule(
    'graph-invalid-yaml',
    'handoffs',
    'graph',
    'error',
    'The skill graph is not parseable YAML (duplicate keys included).',
  ),
  rule(
    'graph-schema',
    'handoffs',
    'graph',
    'error',
    'The skill graph violates the skill-graph v1 schema.',
  ),
  rule(
    'graph-unknown-skill',
    'handoffs',
    'graph',
    'error',
    "An edge or an envelope's next_action names a skill the graph does not declare.",
  ),
  rule(
    'graph-terminal-outgoing',
    'handoffs',
    'graph',
    'error',
    'A terminal skill has an outgoing edge.',
  ),
  rule(
    'graph-edge-type',
    'handoffs',
    'graph',
    'error',
    'A typed edge connects other skills than the seed says its type connects.',
  ),
  rule(
    'graph-canonical-role',
    'handoffs',
    'graph',
    'error',
    'A skill the seed names is declared with another decision class, or the reviewer as not terminal.',
  ),
  rule(
    'graph-unbounded-cycle',
    'handoffs',
    'graph',
    'error',
    'A cycle in the skill graph has no edge with max_reentries <= 1.',
  ),
  rule(
    'graph-shared-ownership',
    'handoffs',
    'graph',
    'error',
    'Two skills own the same decision class.',
  ),
  // Agent handoff packet (seed 004)
  rule(
    'packet-invalid-json',
    'handoffs',
    'packet',
    'error',
    'The handoff packet is not parseable JSON.',
  ),
  rule(
    'packet-schema',
    'handoffs',
    'packet',
    'error',
    'The handoff packet violates the packet v1 schema.',
  ),
  rule(
    'packet-misfiled',
    'handoffs',
    'packet',
    'error',
    "The packet is not in its to_agent's inbox, or its file name is not its handoff_id.",
  ),
  rule(
    'packet-payload-schema',
    'handoffs',
    'packet',
    'error',
    "The payload fails the packet's own output schema, or that schema does not compile.",
  ),
  rule(
    'packet-payload-unvalidated',
    'handoffs',
    'packet',
    'notice',
    'The packet declares no output_schema, so its payload cannot be validated.',
  ),
  rule(
    'packet-unacknowledged',
    'handoffs',
    'packet',
    'error',
    'No acknowledgment file sits beside the packet.',
  ),
  rule(
    'packet-ack-invalid',
    'handoffs',
    'packet',
    'error',
    'The acknowledgment is not JSON, names another handoff or another agent than the receiver, is not ready to proceed, or predates the packet.',
  ),
  rule(
    'packet-stale',
    'handoffs',
    'packet',
    'error',
    'The acknowledgment came later than the allowed age after the packet.',
  ),
  rule(
    'packet-conflict',
    'handoffs',
    'packet',
    'error',
    "Packets into one inbox conflict: a version downgrade or a change of sender (the seed's detect_handoff_conflict).",
  ),
  rule(
    'packet-next-agent',
    'handoffs',
    'packet',
    'warning',
    'next_steps.agent differs from to_agent.',
  ),
  rule(
    'packet-time-unorderable',
    'handoffs',
    'packet',
    'error',
    'A packet or acknowledgment timestamp passes the schema but cannot be ordered (a leap second), so its staleness and order cannot be checked.',
  ),
  // The run itself
  rule(
    'outputs-empty',
    'run-level',
    'run',
    'error',
    'The config names output directories but the repository holds no passports (set allow-empty to accept).',
  ),
  rule(
    'scope-widened',
    'run-level',
    'run',
    'notice',
    'A changed file name could not be placed in the tree, so every output directory was audited instead.',
  ),
  rule(
    'scope-empty',
    'run-level',
    'run',
    'notice',
    'The change touches no output directory or handoff file; nothing needed auditing.',
  ),
  rule(
    'submodule-unverified',
    'run-level',
    'run',
    'error',
    'A submodule in an output directory, or named by the change, is checked out without its content, so the gate cannot see it.',
  ),
  rule(
    'config-changed',
    'run-level',
    'run',
    'notice',
    "The pull request changes the gate's config; the base commit's config is in force until merge.",
  ),
  rule(
    'policy-changed',
    'run-level',
    'run',
    'notice',
    "The pull request changes a .gitattributes, .gitignore or skill graph file; the base commit's are in force until merge, and what the pull request's would change is reported.",
  ),
  rule(
    'base-unreadable',
    'run-level',
    'run',
    'error',
    'What the gate reads at the trusted base commit could not all be read (a clone without the commit, an API fault, cap or truncated tree), so nothing was judged; the run fails with exit 2.',
  ),
  // `passport-gate reproduce`: the recorded steps run again (issue 38)
  rule(
    'reproduce-differs',
    'run-level',
    'run',
    'error',
    'A step run again as recorded, in a scratch copy of the commit, wrote an output whose sha256 differs from its record (or did not write it), or whose bytes differ from the committed file.',
  ),
  rule(
    'reproduce-failed',
    'run-level',
    'run',
    'error',
    'A step run again as recorded, in a scratch copy of the commit, exited non-zero (or could not be started).',
  ),
  rule(
    'reproduce-unrecorded',
    'run-level',
    'run',
    'notice',
    'A passport in scope was recorded by hand (no recorded command), so reproduce cannot run its step again.',
  ),
  rule(
    'reproduce-not-reached',
    'run-level',
    'run',
    'error',
    'A step was not reproduced within the time budget (--max-seconds): it is not shown to make its outputs.',
  ),
  rule(
    'reproduce-consumer-not-reached',
    'run-level',
    'run',
    'notice',
    'In changed mode, a consumer of a changed step (which the change did not touch) was not reproduced: the budget (--max-seconds, reproduce-max-seconds) ran out on the changed steps first.',
  ),
  // The workflow engine's record as a second witness (issue 40, audit --engine)
  rule(
    'engine-input-disagrees',
    'engine-records',
    'passport',
    'error',
    "The passport records an input the workflow engine did not give the step (nor name in its command), omits one it gave, or records an input at another sha256 than the engine's checksum.",
  ),
  rule(
    'engine-command-disagrees',
    'engine-records',
    'passport',
    'error',
    'The command a run record ran is not, word for word, in the shell command the workflow engine recorded for the same output.',
  ),
  rule(
    'engine-parameter-disagrees',
    'engine-records',
    'passport',
    'error',
    "A parameter value the passport records is neither among the engine's recorded params of the step nor written into its command.",
  ),
  rule(
    'engine-time-disagrees',
    'engine-records',
    'passport',
    'error',
    "The passport's run does not overlap the engine's job that made the same output (started after it ended, or ended before it started).",
  ),
  rule(
    'engine-record-unreadable',
    'engine-records',
    'run',
    'error',
    "The workflow engine's record of an output a passport lists (or its .snakemake directory) could not be read: a symbolic link, too large, not JSON, or not in the engine's format.",
  ),
  rule(
    'engine-record-missing',
    'engine-records',
    'run',
    'error',
    "The config (engine: snakemake) or --engine asks for the engine's record, and no .snakemake/metadata lies under the root.",
  ),
] as const satisfies readonly RuleMeta[];

/** A rule id known to the registry. */
export type RuleId = (typeof RULES)[number]['id'];

const RULES_BY_ID: ReadonlyMap<string, RuleMeta> = new Map(RULES.map((r) => [r.id, r]));

/** Returns true when `id` names a rule in the registry. */
export function isRuleId(id: string): id is RuleId {
  return RULES_BY_ID.has(id);
}

/** Returns the metadata of a rule; throws on an unknown id (a programming error). */
export function getRule(id: RuleId): RuleMeta {
  const meta = RULES_BY_ID.get(id);
  if (!meta) throw new Error(`unknown rule id ${id}`);
  return meta;
}

/** The ids a family judges, in registry order: the family's `emits`. */
export function listFamilyRules(family: RuleFamilyName): RuleId[] {
  return RULES.filter((r) => r.family === family).map((r) => r.id);
}

/** The docs URL (with anchor) for a rule. */
export function getRuleDocUrl(id: RuleId): string {
  return `${RULES_DOC_URL}#${id}`;
}

/** Numeric rank used to compare severities: higher is more severe. */
export const SEVERITY_RANK: Readonly<Record<Severity, number>> = {
  error: 3,
  warning: 2,
  notice: 1,
};

/** The severities accepted by --fail-on, plus `never`. */
export type FailOn = Severity | 'never';

/** Returns true when a finding of `severity` fails a run with `failOn`. */
export function isFailing(severity: Severity, failOn: FailOn): boolean {
  return failOn !== 'never' && SEVERITY_RANK[severity] >= SEVERITY_RANK[failOn];
}
