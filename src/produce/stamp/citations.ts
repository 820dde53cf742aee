/**
 * What `stamp` does about hard rule 1 (no fabricated citations): every `--source` given is
 * read as the audit reads it (formats/citation.ts) and refused, with the citation to write
 * instead, when it cites nothing; and the passport about to be written is checked as the
 * audit checks a passport document, so stamp warns about what the audit would reject (a
 * source kept from the recorded passport that is free text, say).
 */
import { shellWord } from '../../util/shell-word.js';
import { escapeInvisible, quoteUntrusted } from '../../util/untrusted.js';
import { parseCitation } from '../../formats/citation.js';
import { checkPassportBytes } from '../../formats/passport.js';
import { getRule } from '../../core/rule-registry.js';
import { readMessage } from '../../core/findings.js';
import type { MaterialPassport } from '../../core/passport.js';
import type { StampOptions } from './options.js';
import { refuse } from './refusal.js';

/** True when `source` cites a record (an identifier or a dated URL), not `unresolved: …` nor free text. */
export function isVerifiableSource(source: string | undefined): boolean {
  if (source === undefined) return false;
  const check = parseCitation(source);
  return check.ok && check.citation.kind !== 'unresolved';
}

/** Refuses a `--source` (or a StampInput's source) that is no citation; nothing is written. */
export function checkGivenSources(options: Pick<StampOptions, 'inputSources' | 'inputs'>): void {
  const given: [string, string][] = [...(options.inputSources ?? [])];
  for (const input of options.inputs ?? [])
    if (typeof input !== 'string' && input.source !== undefined)
      given.push([input.path, input.source]);
  const problems: string[] = [];
  for (const [rel, source] of given) {
    const check = parseCitation(source);
    if (check.ok) continue;
    const instead = check.suggestion
      ? `; give ${escapeInvisible(`--source ${shellWord(`${rel}=${check.suggestion}`)}`)}`
      : '';
    problems.push(
      `--source ${quoteUntrusted(`${rel}=${source}`)}: the source ${check.problem}${instead}`,
    );
  }
  if (problems.length > 0)
    refuse(
      'a source must be a verifiable record (hard rule 1: no fabricated citations):',
      problems,
      'Nothing was written. Give one identifier (a DOI, PMID:…, PMC…, arXiv:…, ISBN …, an accession such as ERR123456), a URL with " (retrieved YYYY-MM-DD)", or "unresolved: <why>" when there is no record (docs/rules.md, citation-invalid).',
    );
}

/**
 * What the audit's passport-document rules would report on `passport`, one line each (the
 * rule, its default severity, the message): stamp prints them as warnings before the audit
 * finds them.
 */
export function previewDocumentFindings(path: string, passport: MaterialPassport): string[] {
  const bytes = Buffer.from(`${JSON.stringify(passport, null, 2)}\n`);
  return checkPassportBytes(path, bytes).findings.map(
    (f) =>
      `the audit would report ${f.rule} (${getRule(f.rule).defaultSeverity}): ${readMessage(f.message)}`,
  );
}
