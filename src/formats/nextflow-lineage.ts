/**
 * One Nextflow data lineage record (`.data.json` in a lineage store), checked against the
 * lineage schema v1beta1 (nextflow-io/schemas, kept in schemas/nextflow-lineage/ with its
 * licence, precompiled by scripts/compile-schemas.mjs). Pure: the bytes in, the record or the
 * reasons it is refused out. `import --from nextflow-lineage` reads every record through here
 * (docs/nextflow.md).
 */
import generated from './generated/nextflow-lineage-validator.cjs';
import { getValidator, registerValidators, toViolations } from './schema-validator.js';

registerValidators(generated.validators);

/** The lineage model version this reads (the records' `version`). */
export const LINEAGE_VERSION = 'lineage/v1beta1';

/** The record kinds of lineage v1beta1 (the schema's `oneOf`). */
export const LINEAGE_KINDS = [
  'WorkflowRun',
  'WorkflowOutput',
  'Workflow',
  'TaskRun',
  'TaskOutput',
  'FileOutput',
] as const;

/** A lineage record kind. */
export type LineageKind = (typeof LINEAGE_KINDS)[number];

/** A record that passed the schema: its kind and its `spec`. */
export interface LineageRecord {
  kind: LineageKind;
  spec: Readonly<Record<string, unknown>>;
}

/** The outcome of reading one record. */
export type LineageRead = { ok: true; record: LineageRecord } | { ok: false; problems: string[] };

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Reads one record from its text. The envelope (`version`, `kind`, `spec`) is checked first, so
 * that a record of another version or kind is refused in one sentence rather than with the
 * schema's six `oneOf` branches; then the whole record against the schema.
 */
export function readLineageRecord(text: string): LineageRead {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, problems: [`is not JSON (${(error as Error).message})`] };
  }
  if (!isObject(value) || !('version' in value) || !('kind' in value) || !('spec' in value))
    return {
      ok: false,
      problems: [
        'is not a lineage record: it lacks the envelope {"version", "kind", "spec"} every lineage/v1beta1 record has',
      ],
    };
  if (value.version !== LINEAGE_VERSION)
    return {
      ok: false,
      problems: [
        `has version ${JSON.stringify(value.version)}; passport-gate reads ${LINEAGE_VERSION} records only`,
      ],
    };
  const kind = value.kind;
  if (typeof kind !== 'string' || !(LINEAGE_KINDS as readonly string[]).includes(kind))
    return {
      ok: false,
      problems: [`has kind ${JSON.stringify(kind)}, which is none of ${LINEAGE_KINDS.join(', ')}`],
    };
  const validate = getValidator('nextflow-lineage');
  if (!validate(value)) {
    // Only the branch of the record's own kind says something: the other branches fail on `kind`.
    const own = toViolations(validate.errors).filter((v) => v.pointer.startsWith('/spec'));
    // A nullable field (`anyOf: [null, {…}]`) that fails inside also fails both anyOf branches at
    // its own pointer ("must be null", "must match a schema in anyOf"): the deeper one says why.
    const deepest = own.filter(
      (v) => !own.some((w) => w.pointer !== v.pointer && w.pointer.startsWith(`${v.pointer}/`)),
    );
    const problems = [...new Set(deepest.map((v) => `${v.pointer}: ${v.message}`))];
    return {
      ok: false,
      problems: problems.length > 0 ? problems : ['does not match the lineage/v1beta1 schema'],
    };
  }
  return {
    ok: true,
    record: { kind: kind as LineageKind, spec: value.spec as LineageRecord['spec'] },
  };
}
