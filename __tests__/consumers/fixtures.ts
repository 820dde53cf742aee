/**
 * Repositories and graphs the consumer tests feed to the real parsers: a normal chain, a cycle
 * and hostile names. Passports are written by TempRepo, so every hash is computed from the bytes
 * on disk.
 */
import type { ChainGraphExport } from '../../src/core/report-model.js';
import { buildPipeline, TempRepo, uuidFromSeed } from '../helpers/repo.js';

/**
 * Strings aimed at each consumer's syntax: Mermaid (quotes, brackets, `%%`, `click`, `-->`,
 * `end`, backticks), DOT and Graphviz (`\N` and its siblings, entities), Markdown (mentions,
 * issue references, table pipes) and XML (controls). Every one is a legal file name on Linux.
 */
export const HOSTILE_NAMES = [
  'q"uote\'s',
  '[bracket](x)',
  '%%{init: {"theme":"dark"}}%%',
  'click n0 call alert()',
  '`code` ``span``',
  'données ünï 数据 🧬',
  'line\nbreak',
  'a --> b',
  'end',
  'x\\N \\G\\E\\T\\H\\L \\n\\l\\r',
  '&#92;n &amp; &lt;b&gt;',
  '<b>bold</b> & a | b',
  'cc @octocat, see #1 and owner/repo#2',
  'tab\there \u001b[31mred\u001b[0m',
  '\u202egnp.exe',
];

/** The three-step chain fastq → bam → vcf → report, all passing. */
export async function createChainRepo(): Promise<TempRepo> {
  const repo = await TempRepo.create('pg-consumer-chain-');
  await buildPipeline(repo);
  return repo;
}

/** Two passports that consume each other: a cycle, drawn and reported. */
export async function createCycleRepo(): Promise<TempRepo> {
  const repo = await TempRepo.create('pg-consumer-cycle-');
  const a = uuidFromSeed('cycle/a');
  const b = uuidFromSeed('cycle/b');
  await repo.write('a/out.txt', 'a');
  await repo.write('b/out.txt', 'b');
  await repo.passport({ dir: 'a', id: a, outputs: ['a/out.txt'], consumed: [b] });
  await repo.passport({ dir: 'b', id: b, outputs: ['b/out.txt'], consumed: [a] });
  return repo;
}

/**
 * One output directory per hostile name (the name is the directory, the output file and the
 * stderr excerpt of a failed step), chained one after another, the first consuming an id no
 * passport has; plus passports whose passport_id itself is hostile (they fail the schema and
 * are drawn as failing).
 */
export async function createHostileRepo(): Promise<TempRepo> {
  const repo = await TempRepo.create('pg-consumer-hostile-');
  let previous = uuidFromSeed('hostile/unresolved');
  for (const [i, name] of HOSTILE_NAMES.entries()) {
    const dir = `results/${i}-${name}`;
    await repo.write(`${dir}/${name}.txt`, `output ${i}`);
    const passport = await repo.passport({
      dir,
      runId: `run-${i}`,
      outputs: [`${dir}/${name}.txt`],
      consumed: [previous],
      errors: [{ step: name, tool: name, exit_code: i % 3 === 0 ? 1 : 0, stderr_excerpt: name }],
      mutate: (p) => ((p.produced_by as Record<string, unknown>).agent = name),
    });
    previous = passport.id;
  }
  const hostileIds = HOSTILE_NAMES.filter((n) => /["%\\&]/.test(n));
  for (const [i, name] of hostileIds.entries()) {
    await repo.write(`ids/${i}/out.txt`, `id ${i}`);
    await repo.passport({ dir: `ids/${i}`, id: name, outputs: [`ids/${i}/out.txt`] });
  }
  return repo;
}

/**
 * A graph whose ids, skills and paths are the hostile names themselves (ids that no schema
 * would let through the audit, to test the renderers alone), with a cycle and unresolved ids.
 */
export function createHostileGraph(): ChainGraphExport {
  const nodes = HOSTILE_NAMES.map((name, i) => ({
    id: name,
    skill: name,
    path: `${name}/${name}.passport.json`,
    status: (['pass', 'fail', 'unknown'] as const)[i % 3] ?? 'pass',
  }));
  const edges = HOSTILE_NAMES.slice(1).map((name, i) => ({
    from: name,
    to: HOSTILE_NAMES[i] ?? '',
    cycle: false,
  }));
  edges.push({ from: HOSTILE_NAMES[0] ?? '', to: HOSTILE_NAMES[1] ?? '', cycle: true });
  edges.push({ from: HOSTILE_NAMES[1] ?? '', to: HOSTILE_NAMES[0] ?? '', cycle: true });
  edges.push({ from: HOSTILE_NAMES[2] ?? '', to: 'unresolved "id" --> end', cycle: false });
  return { nodes, edges };
}

/**
 * Characters a passport may hold (it is JSON: one `\u` escape away) that XML 1.0 does not allow
 * or asks to avoid: an ANSI escape, NUL, U+FFFE, U+FFFF, lone surrogates, DEL and C1 — beside
 * ones it allows (tab, line feed, an astral character) that must pass unchanged.
 */
export const NON_XML_TEXT =
  'agent \u001b[31mred\u001b[0m nul\u0000 \ufffe\uffff lone\ud800 \udc00 del\u007f csi\u009b ok\t\n🧬';

/**
 * A passing two-step chain whose free-text fields (agent, session, sources, decisions,
 * parameters, stderr) and an output file name hold {@link NON_XML_TEXT}: what `export` must
 * write as valid xsd:strings.
 */
export async function createExportRepo(): Promise<TempRepo> {
  const repo = await TempRepo.create('pg-consumer-export-');
  // A file name can hold an ANSI escape and U+FFFF, not NUL or a lone surrogate.
  const odd = 'results/align/odd\u001b[1m\uffff.bam';
  await repo.write('data/reads.fastq', '@r1\nACGT\n+\nIIII\n');
  await repo.write(odd, 'BAM');
  const hostileFields = (p: Record<string, unknown>) => {
    const producedBy = p.produced_by as Record<string, unknown>;
    producedBy.agent = NON_XML_TEXT;
    producedBy.session_id = NON_XML_TEXT;
    p.parameters = { [NON_XML_TEXT]: NON_XML_TEXT, threads: 8 };
    p.decisions = [
      {
        step: 'run',
        choice: 'default',
        alternatives_considered: [NON_XML_TEXT],
        rationale: NON_XML_TEXT,
      },
    ];
    p.errors = [{ step: 'run', tool: 'bwa', exit_code: 0, stderr_excerpt: NON_XML_TEXT }];
  };
  const align = await repo.passport({
    dir: 'results/align',
    inputs: ['data/reads.fastq'],
    outputs: [odd],
    mutate: (p) => {
      hostileFields(p);
      // The one citation form that carries free text: the statement that there is no record.
      (p.inputs as { source?: string }[])[0]!.source = `unresolved: ${NON_XML_TEXT}`;
    },
  });
  // ...which gives the input no provenance (input-unprovenanced, an error by default): lowered
  // here, as a base config may, so the chain still passes and export writes it.
  await repo.write('.passport-gate.yml', 'rules:\n  input-unprovenanced: notice\n');
  await repo.write('results/calls/calls.vcf', '##fileformat=VCFv4.2\n');
  await repo.passport({
    dir: 'results/calls',
    inputs: [odd],
    outputs: ['results/calls/calls.vcf'],
    consumed: [align.id],
    mutate: hostileFields,
  });
  return repo;
}

/**
 * Repository strings GitHub's Markdown would act on if they were text: mentions, issue
 * references, URLs and domains GFM autolinks, an e-mail address, entities (which cmark-gfm
 * decodes), tags, backtick runs, table pipes, emphasis, strikethrough, a link, math, an emoji
 * code, a commit-id-like word, and non-ASCII text. None holds a control character, so each
 * must be shown byte for byte.
 */
export const MARKDOWN_STRINGS = [
  '@org/team',
  '#12',
  'org/repo#3',
  'https://x.test/a',
  'www.x.test',
  'me@x.test',
  '&#46; &amp; &#64;x',
  '<script>alert(1)</script>',
  '`a` ``b`` c`',
  'x | y |',
  '*b* _i_ ~~s~~',
  '[x](y) ![i](z)',
  '$x^2$ :smile: deadbeef12',
  'données ünï 数据 🧬',
  '\\| back\\slash\\',
  ' lead and trail ',
];

/**
 * One output directory per {@link MARKDOWN_STRINGS} string: the string names the directory
 * (under `results/N-`), its output file, the skill, a parameter key and value, and the stderr
 * excerpt of a failed step (so findings quote it).
 */
export async function createMarkdownStringsRepo(): Promise<TempRepo> {
  const repo = await TempRepo.create('pg-consumer-markdown-');
  for (const [i, text] of MARKDOWN_STRINGS.entries()) {
    const dir = `results/${i}-${text.replace(/\//g, '∕').trim()}`;
    const out = `${dir}/${text.replace(/\//g, '∕')}.txt`;
    await repo.write(out, `output ${i}`);
    await repo.passport({
      dir,
      runId: `run-${i}`,
      skill: text,
      outputs: [out],
      errors: [{ step: text, tool: text, exit_code: 1, stderr_excerpt: text }],
      mutate: (p) => (p.parameters = { [text]: text }),
    });
  }
  return repo;
}
