/**
 * The per-step table of `reproduce` in the Markdown report (the job summary and the check
 * run's summary: the reviewer's view): what became of each step the run had in scope. A
 * passport path is repository text: it is shown in a code span (escape.ts), never as Markdown.
 */
import type { ReproduceSection, ReproducedStepStatus } from '../core/report-model.js';
import { codeSpan } from './escape.js';
import type { Section } from './section.js';

/** How each outcome reads in the table. */
const STATUS_WORDS: Readonly<Record<ReproducedStepStatus['status'], string>> = {
  reproduced: '✅ reproduced byte for byte',
  differs: '❌ differs',
  failed: '❌ failed',
  unrecorded: 'not reproducible (recorded by hand)',
  'not-reached': '⏳ not reached',
};

/** Why a step was in scope, as the table says it. */
const REASON_WORDS: Readonly<Record<ReproducedStepStatus['reason'], string>> = {
  selected: 'in scope',
  changed: 'changed',
  consumer: 'consumer of a changed step',
};

/** The section's one-line account: how many steps reproduced and how many outputs compared. */
function describeReproduce(section: ReproduceSection): string {
  const reproduced = section.steps.filter((s) => s.status === 'reproduced').length;
  const compared = section.steps.reduce((n, s) => n + s.compared, 0);
  const notCompared = section.steps.reduce((n, s) => n + s.not_compared, 0);
  const commit = section.commit === null ? 'no commit' : `commit ${section.commit.slice(0, 12)}`;
  return `reproduce: ${section.mode} (${commit}): ${reproduced} of ${section.steps.length} step(s) reproduced byte for byte; ${compared} output(s) compared${notCompared > 0 ? `, ${notCompared} non-deterministic re-made but not compared` : ''}.`;
}

/** Renders the table into `section` under a heading of `sub`. */
export function renderReproduceTable(
  reproduce: ReproduceSection,
  section: Section,
  sub: string,
  note: (count: number, what: string) => string,
): void {
  section.fixed(`${sub} Reproduced steps`);
  section.fixed('');
  section.fixed(describeReproduce(reproduce));
  section.fixed('');
  if (reproduce.steps.length === 0) {
    section.fixed('_No step was in scope._');
    section.fixed('');
    return;
  }
  section.fixed('| step | why | result | outputs compared | not compared | seconds |');
  section.fixed('|---|---|---|---|---|---|');
  for (const s of reproduce.steps)
    section.row(
      `| ${codeSpan(s.path, { table: true })} | ${REASON_WORDS[s.reason]} | ${STATUS_WORDS[s.status]} | ${s.compared} | ${s.not_compared} | ${s.seconds === null ? '—' : s.seconds.toFixed(1)} |`,
    );
  if (section.omitted > 0) section.fixed(`\n${note(section.omitted, 'steps')}`);
  section.fixed('');
}
