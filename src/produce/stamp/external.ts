/**
 * External inputs of a stamped passport: files outside the repository (`--input
 * /ref/GRCh38.fa`), recorded with `"external": true`, their absolute path, sha256, and the
 * uri and source given. Stamp reads them where the audit will, and only there: under a
 * directory of the config's `external-inputs` (hash/external.ts), so what stamp records is
 * what the audit can verify. Recorded ones are kept on a refresh without --input, re-hashed
 * when reachable.
 */
import { quoteUntrusted } from '../../util/untrusted.js';
import { hashExternalFile } from '../../hash/index.js';
import type { ArtifactRef, Passport, PassportArtifact } from '../../core/passport.js';
import type { StampInput, StampOptions } from './options.js';

/** One external input as the passport will record it. */
interface ExternalPlan {
  path: string;
  type?: string | undefined;
  source?: string | undefined;
  uri?: string | undefined;
  /** The recorded (or given) digest, used when the file cannot be reached. */
  sha256?: string | undefined;
  /** Named by the caller now (it must be reachable), not kept from the recorded passport. */
  given: boolean;
}

/** True for an input path that names a file outside the repository: an absolute one. */
export const isExternalPath = (p: string): boolean => p.startsWith('/');

/** The external inputs: given (with --input), or recorded before; --source and --uri applied. */
function planExternalInputs(
  options: StampOptions,
  previous: Passport | null,
  problems: string[],
): ExternalPlan[] {
  const recorded = new Map<string, ArtifactRef>();
  for (const item of previous?.inputs ?? []) if (item.external) recorded.set(item.path, item);
  const plans: ExternalPlan[] = [];
  if (options.inputs !== undefined) {
    for (const item of options.inputs) {
      const spec: StampInput = typeof item === 'string' ? { path: item } : item;
      if (!isExternalPath(spec.path) || plans.some((p) => p.path === spec.path)) continue;
      const before = recorded.get(spec.path);
      plans.push({
        path: spec.path,
        type: spec.type ?? before?.type ?? undefined,
        source: spec.source ?? before?.source ?? undefined,
        uri: before?.uri ?? undefined,
        sha256: spec.sha256,
        given: spec.sha256 === undefined,
      });
    }
  } else {
    for (const [p, before] of recorded)
      plans.push({
        path: p,
        type: before.type ?? undefined,
        source: before.source ?? undefined,
        uri: before.uri ?? undefined,
        sha256: before.sha256 ?? undefined,
        given: false,
      });
  }
  const apply = (map: ReadonlyMap<string, string> | undefined, key: 'source' | 'uri') => {
    for (const [p, value] of map ?? []) {
      if (!isExternalPath(p)) continue;
      const plan = plans.find((x) => x.path === p);
      if (plan) plan[key] = value;
      else
        problems.push(
          `a ${key} is given for ${quoteUntrusted(p)}, which is not an input; add it with --input`,
        );
    }
  };
  apply(options.inputSources, 'source');
  apply(options.inputUris, 'uri');
  return plans;
}

/**
 * The inputs[] entries of the external inputs, hashed under the external-inputs locations.
 * One that was named now and cannot be hashed there is a problem (stamp refuses); a recorded
 * one that cannot be reached keeps its digest, with a note.
 */
export async function stampExternalInputs(
  options: StampOptions,
  previous: Passport | null,
  locations: readonly string[],
  problems: string[],
  notes: string[],
): Promise<PassportArtifact[]> {
  const entries: PassportArtifact[] = [];
  for (const plan of planExternalInputs(options, previous, problems)) {
    const name = quoteUntrusted(plan.path);
    const outcome = await hashExternalFile(locations, plan.path);
    let sha = plan.sha256;
    let size: number | undefined;
    if (outcome.kind === 'hashed') {
      sha = outcome.sha256;
      size = outcome.size;
    } else if (plan.given || sha === undefined) {
      problems.push(
        outcome.kind === 'unconfigured'
          ? `input ${name} is outside the repository and under no external-inputs location; add the directory holding it to external-inputs in .passport-gate.yml (nothing else outside the repository is read)`
          : outcome.kind === 'absent'
            ? `external input ${name} does not exist`
            : `external input ${name} ${outcome.detail}`,
      );
      continue;
    } else {
      notes.push(
        `external input ${name} cannot be read here; its recorded sha256 was kept (the audit notes it input-external-unverified where it is not reachable).`,
      );
    }
    const entry: PassportArtifact = {
      type: plan.type ?? 'file',
      path: plan.path,
      sha256: sha as string,
      external: true,
    };
    if (size !== undefined) entry.size_bytes = size;
    if (plan.uri !== undefined) entry.uri = plan.uri;
    if (plan.source !== undefined) entry.source = plan.source;
    if (plan.uri === undefined && plan.source === undefined)
      notes.push(
        `external input ${name} has no uri: record where it can be fetched with --uri ${quoteUntrusted(`${plan.path}=https://…`)}.`,
      );
    entries.push(entry);
  }
  return entries;
}
