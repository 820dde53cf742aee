/**
 * The skills seed 002 names, and what the seed says about each: the one decision class it owns
 * ("Ownership rules"), and which typed handoffs may connect them ("Typed handoffs"). Shared by
 * the skill-graph rules (a graph declaring these skills is held to the seed's roles) and the
 * envelope rules (the router is `avoid-ai-writing-router` by name, never by having a ROUTE edge).
 */

/** `avoid-ai-writing-router`: path selection and sequencing. */
export const ROUTER = 'avoid-ai-writing-router';
/** `ai-writing-detector`: signal collection, not authorship conclusions. */
export const DETECTOR = 'ai-writing-detector';
/** `voice-preserving-rewriter`: returned-text rewriting. */
const REWRITER = 'voice-preserving-rewriter';
/** `file-edit-in-place`: authorized mutation of a named file. */
const EDITOR = 'file-edit-in-place';
/** `preservation-verifier`: before/after preservation status. */
export const VERIFIER = 'preservation-verifier';
/** `false-positive-reviewer`: interpretation limits; terminal in the skill graph. */
export const REVIEWER = 'false-positive-reviewer';
/**
 * The skills that mutate: the rewriter (returned text) and the file editor (a named file). A
 * hand-off to either is a mutation ("the next action changes from read-only to mutation").
 */
export const MUTATION_OWNERS: readonly string[] = [REWRITER, EDITOR];
/** `avoid-ai-writing`: the canonical editorial authority. */
const EDITORIAL = 'avoid-ai-writing';

/** One seed skill's decision class: the seed's words, and the spellings accepted for it. */
export interface CanonicalOwnership {
  /** The seed's phrase, printed in fixes (`owns: <this>`). */
  seed: string;
  /** Normalized ({@link normalizeOwnership}) spellings that mean the seed's class. */
  accepted: readonly string[];
}

/**
 * Normalizes a decision class for the seed comparison: Unicode compatibility form, lower case,
 * every run of characters other than letters and digits one space, and the articles a/an/the
 * dropped ("before/after preservation status" and "Before-after preservation status" agree).
 */
export function normalizeOwnership(owns: string): string {
  return owns
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0 && w !== 'a' && w !== 'an' && w !== 'the')
    .join(' ');
}

const ownership = (seed: string, ...others: string[]): CanonicalOwnership => ({
  seed,
  accepted: [seed, ...others].map(normalizeOwnership),
});

/**
 * The seed's decision class of each skill it names (seed 002, "Ownership rules"). The other
 * spellings are the seed's own shorter wordings of the same class; the detector's may say what
 * it does not own, as the seed does.
 */
export const CANONICAL_OWNERSHIP: ReadonlyMap<string, CanonicalOwnership> = new Map([
  [ROUTER, ownership('path selection and sequencing')],
  [DETECTOR, ownership('signal collection', 'signal collection, not authorship conclusions')],
  [REWRITER, ownership('returned-text rewriting')],
  [
    EDITOR,
    ownership(
      'authorized mutation of a named file',
      'mutation of a named file',
      'named-file mutation',
    ),
  ],
  [
    VERIFIER,
    ownership('before/after preservation status', 'preservation status', 'before/after status'),
  ],
  [REVIEWER, ownership('interpretation limits')],
  [
    EDITORIAL,
    ownership(
      'canonical editorial authority for pattern rules, voice behavior, protected content, and pass limits',
      'canonical editorial authority',
    ),
  ],
]);

/** The seed skill whose decision class `owns` spells, or null. */
export function canonicalOwnerOf(owns: string): string | null {
  const key = normalizeOwnership(owns);
  for (const [skill, o] of CANONICAL_OWNERSHIP) if (o.accepted.includes(key)) return skill;
  return null;
}

/** What the seed says one typed handoff connects; an absent end is not constrained. */
export interface EdgeMeaning {
  /** The skills the edge may start at. */
  from?: readonly string[];
  /** The skills the edge may lead to. */
  to?: readonly string[];
  /** The seed's sentence, for messages. */
  says: string;
}

/**
 * The typed handoffs and what each connects (seed 002, "Typed handoffs"). GUARD names no skill
 * and is not constrained. RETURN is this gate's name for the control return to the router the
 * seed describes under ESCALATE and "Return-to-router semantics".
 */
export const EDGE_MEANINGS: ReadonlyMap<string, EdgeMeaning> = new Map<string, EdgeMeaning>([
  ['ROUTE', { from: [ROUTER], says: 'the router selects a primary skill' }],
  [
    'FEED',
    {
      from: [DETECTOR],
      to: [REWRITER, EDITOR],
      says: 'a detection result feeds a requested rewrite or named-file edit',
    },
  ],
  [
    'VERIFY',
    {
      from: [REWRITER, EDITOR],
      to: [VERIFIER],
      says: 'the rewriter or file editor sends before/after material to the verifier',
    },
  ],
  [
    'REPAIR',
    {
      from: [VERIFIER],
      to: [REWRITER, EDITOR],
      says: 'the verifier returns returned text to the rewriter and a named-file mutation to the file editor',
    },
  ],
  [
    'RECHECK',
    {
      to: [VERIFIER, DETECTOR],
      says: 'after repair, verification (or a residual detector recheck) runs once more',
    },
  ],
  [
    'ESCALATE',
    {
      to: [REVIEWER],
      says: 'an interpretation of detector signals goes to the false-positive reviewer',
    },
  ],
  ['RETURN', { to: [ROUTER], says: 'a skill returns control to the router' }],
]);

/**
 * The repair owner of a verifier FAIL by source kind: a named file goes back to the file editor,
 * returned text (pasted text, a visual prompt) to the rewriter. A before/after pair or another
 * source says neither, so either owner is accepted.
 */
export function repairOwnersOf(sourceKind: unknown): readonly string[] {
  if (sourceKind === 'named_file') return [EDITOR];
  if (sourceKind === 'pasted_text' || sourceKind === 'visual_prompt') return [REWRITER];
  return [REWRITER, EDITOR];
}

/** The skill whose run an `execution_evidence` stage claims, by source kind (mutation: its owner). */
export function stageSkillsOf(
  stage: 'detector' | 'mutation' | 'verifier',
  sourceKind: unknown,
): readonly string[] {
  if (stage === 'detector') return [DETECTOR];
  if (stage === 'verifier') return [VERIFIER];
  return repairOwnersOf(sourceKind);
}
