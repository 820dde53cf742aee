/**
 * Citations (seed 000, hard rule 1: "Every cited work must resolve to a verifiable record
 * (DOI, PMID, arXiv ID, ISBN, URL with retrieval date, or stable identifier). If a source
 * cannot be resolved, the skill must say so explicitly"). Pure: one string in, what it cites
 * (or why it cites nothing) out. The syntax and the check digits are checked here, offline;
 * whether the record exists is `passport-gate resolve`'s question (src/resolve/), whose answers
 * the lock file keeps (formats/citation-lock.ts).
 *
 * A citation is exactly one identifier, in one of these forms (docs/rules.md,
 * `citation-invalid`, is the reference):
 *  - DOI: `10.1038/nature12373`, `doi:10.1038/nature12373`, `https://doi.org/10.1038/nature12373`
 *  - PubMed: `PMID:23903748`; PubMed Central: `PMC3737249` (or `PMCID:PMC3737249`)
 *  - arXiv: `arXiv:2101.00001` (new style, with an optional `v2`), `arXiv:hep-th/9901001`
 *    (old style), or the same as an `https://arxiv.org/abs/…` address
 *  - ISBN: `ISBN 978-0-306-40615-7`, `ISBN 0-306-40615-2` (ISBN-13 or ISBN-10, check digit held)
 *  - an archive accession, bare or after its archive's name: INSDC/ENA/SRA/DDBJ runs,
 *    experiments, samples, studies and submissions (`ERR123456`, `SRX…`, `DRP…`), sequences
 *    (`AB123456.1`), assemblies (`GCA_000001405.29`), BioProject (`PRJNA257197`), BioSample
 *    (`SAMN02604091`), GEO (`GSE12345`, `GSM…`, `GPL…`, `GDS…`), e.g. `ENA:ERR123456`
 *  - a web address with the date it was read: `https://example.org/table.csv (retrieved 2026-06-17)`
 *  - or the explicit statement that the work could not be resolved: `unresolved: <why>`.
 * Anything else (`ENA`, `from the lab`, `trust me`, an identifier inside a sentence) is free
 * text, which cites nothing.
 */

/** What kind of record a citation names. */
export type CitationKind =
  'doi' | 'pmid' | 'pmcid' | 'arxiv' | 'isbn' | 'accession' | 'url' | 'unresolved';

/** A citation that parsed. */
export interface Citation {
  readonly kind: CitationKind;
  /**
   * The canonical key of the record (`doi:10.1038/nature12373`, `pmid:23903748`,
   * `arxiv:2101.00001v2`, `isbn:9780306406157`, `accession:ERR123456`), the one the lock file
   * records; the address itself for a URL; the reason for an unresolved statement.
   */
  readonly key: string;
  /** The identifier as the service that knows it spells it (`10.1038/nature12373`, `ERR123456`). */
  readonly id: string;
  /** For an accession: its archive family (`insdc`, `bioproject`, `biosample`, `geo`). */
  readonly archive?: AccessionArchive;
  /** For a URL: the retrieval date (YYYY-MM-DD). */
  readonly retrieved?: string;
}

/** The archives whose accessions are accepted. */
export type AccessionArchive =
  'insdc-reads' | 'insdc-sequence' | 'assembly' | 'bioproject' | 'biosample' | 'geo';

/** The outcome of reading one citation. */
export type CitationCheck =
  | { readonly ok: true; readonly citation: Citation }
  | {
      readonly ok: false;
      /** Why it cites nothing, for a message. */
      readonly problem: string;
      /** The citation to write instead, when one could be read out of the text. */
      readonly suggestion?: string;
    };

/** The kinds a lookup service can resolve (`passport-gate resolve`); URLs, ISBNs and statements are not looked up. */
export const RESOLVABLE_KINDS: ReadonlySet<CitationKind> = new Set([
  'doi',
  'pmid',
  'pmcid',
  'arxiv',
  'accession',
]);

/** The prefix of the explicit statement that a source could not be resolved. */
export const UNRESOLVED_PREFIX = 'unresolved: ';

const DOI = /^(10\.\d{4,9}\/[^\s]+)$/;
const DOI_PREFIXED = /^(?:doi:\s?|https?:\/\/(?:dx\.)?doi\.org\/)(10\.\d{4,9}\/[^\s]+)$/i;
const PMID = /^PMID:?\s?([1-9]\d{0,8})$/i;
const PMCID = /^(?:PMCID:?\s?)?PMC([1-9]\d{0,8})$/i;
const ARXIV = /^(?:arXiv:|https?:\/\/(?:www\.)?arxiv\.org\/(?:abs|pdf)\/)(\S+?)(?:\.pdf)?$/i;
const ARXIV_NEW = /^(\d{2})(\d{2})\.(\d{4,5})(v[1-9]\d*)?$/;
const ARXIV_OLD = /^([a-z]+(?:-[a-z]+)*)(\.[A-Z]{2})?\/(\d{2})(\d{2})(\d{3})(v[1-9]\d*)?$/;
const ISBN = /^ISBN(?:-1[03])?:?\s?([0-9][0-9 -]{8,15}[0-9Xx])$/;
const URL_RETRIEVED = /^(https?:\/\/\S+) \(retrieved (\d{4}-\d{2}-\d{2})\)$/;
const ARCHIVE_LABEL = /^(ENA|SRA|DDBJ|INSDC|GenBank|GEO|BioProject|BioSample|NCBI):\s?(\S+)$/;

/** Accession patterns, each with its archive family. */
const ACCESSIONS: readonly { pattern: RegExp; archive: AccessionArchive }[] = [
  // Sequence Read Archive objects, shared by ENA (E), NCBI (S) and DDBJ (D): runs, experiments,
  // samples, studies, submissions (A) and analyses (Z).
  { pattern: /^[EDS]R[RXSPAZ]\d{6,9}$/, archive: 'insdc-reads' },
  { pattern: /^PRJ[EDN][A-Z]\d{1,9}$/, archive: 'bioproject' },
  { pattern: /^SAM(?:N|EA|EG|D)\d{1,9}$/, archive: 'biosample' },
  { pattern: /^G(?:SE|SM|PL|DS)[1-9]\d{0,8}$/, archive: 'geo' },
  { pattern: /^GC[AF]_\d{9}\.[1-9]\d*$/, archive: 'assembly' },
  // INSDC nucleotide and protein accessions, with an optional version.
  {
    pattern:
      /^(?:[A-Z]\d{5}|[A-Z]{2}\d{6}|[A-Z]{2}\d{8}|[A-Z]{3}\d{5}|[A-Z]{3}\d{7}|[A-Z]{4}\d{8,10}|[A-Z]{6}\d{9,11})(?:\.[1-9]\d*)?$/,
    archive: 'insdc-sequence',
  },
];

/** Which archive labels may precede which accession families. */
const LABEL_ARCHIVES: Readonly<Record<string, readonly AccessionArchive[]>> = {
  ENA: ['insdc-reads', 'insdc-sequence', 'assembly', 'bioproject', 'biosample'],
  SRA: ['insdc-reads'],
  DDBJ: ['insdc-reads', 'insdc-sequence', 'assembly', 'bioproject', 'biosample'],
  INSDC: ['insdc-reads', 'insdc-sequence', 'assembly'],
  GenBank: ['insdc-sequence', 'assembly'],
  NCBI: ['insdc-reads', 'insdc-sequence', 'assembly', 'bioproject', 'biosample', 'geo'],
  GEO: ['geo'],
  BioProject: ['bioproject'],
  BioSample: ['biosample'],
};

const ok = (citation: Citation): CitationCheck => ({ ok: true, citation });

/** Reads one citation (an artifact's `source`). Never throws. */
export function parseCitation(raw: string): CitationCheck {
  const text = raw.trim();
  if (text.length === 0)
    return { ok: false, problem: 'is empty: it names no record the claim can be checked against' };
  if (text.startsWith('unresolved:') || /^unresolved\b/i.test(text)) return parseUnresolved(text);
  return (
    parseIdentifier(text) ?? {
      ok: false,
      problem: `is free text, not a verifiable record`,
      ...suggestionFor(text),
    }
  );
}

function parseUnresolved(text: string): CitationCheck {
  const reason = text.startsWith(UNRESOLVED_PREFIX)
    ? text.slice(UNRESOLVED_PREFIX.length).trim()
    : '';
  if (/\p{L}/u.test(reason)) return ok({ kind: 'unresolved', key: reason, id: reason });
  return {
    ok: false,
    problem: `does not read \`${UNRESOLVED_PREFIX}<why>\` exactly (lower case, a colon, a space, then the reason in words)`,
    suggestion: `${UNRESOLVED_PREFIX}${reason || 'say what was tried and why no record was found'}`,
  };
}

/**
 * One identifier in one of the accepted forms, or a refusal that names what is wrong with an
 * identifier-shaped text (a check digit, a month); undefined when the text is no identifier.
 */
function parseIdentifier(text: string): CitationCheck | undefined {
  const doi = DOI.exec(text) ?? DOI_PREFIXED.exec(text);
  if (doi?.[1]) {
    const id = doi[1];
    return ok({ kind: 'doi', key: `doi:${id.toLowerCase()}`, id });
  }
  const pmid = PMID.exec(text);
  if (pmid?.[1]) return ok({ kind: 'pmid', key: `pmid:${pmid[1]}`, id: pmid[1] });
  const pmc = PMCID.exec(text);
  if (pmc?.[1]) return ok({ kind: 'pmcid', key: `pmcid:PMC${pmc[1]}`, id: `PMC${pmc[1]}` });
  const arxiv = ARXIV.exec(text);
  if (arxiv?.[1]) return parseArxiv(arxiv[1]);
  const isbn = ISBN.exec(text);
  if (isbn?.[1]) return parseIsbn(isbn[1]);
  if (/^https?:\/\//i.test(text)) return parseUrl(text);
  const labelled = ARCHIVE_LABEL.exec(text);
  if (labelled?.[1] && labelled[2]) return parseAccession(labelled[2], labelled[1]);
  return parseAccession(text, null);
}

function parseArxiv(id: string): CitationCheck {
  const fresh = ARXIV_NEW.exec(id);
  if (fresh) {
    const [, yy, mm, number] = fresh as unknown as [string, string, string, string];
    const month = Number(mm);
    const yymm = Number(yy + mm);
    // New-style ids began in April 2007, with four digits; five from January 2015.
    const digits = yymm >= 1501 ? 5 : 4;
    if (month < 1 || month > 12 || yymm < 704 || number.length !== digits)
      return {
        ok: false,
        problem: `is not a valid arXiv identifier (YYMM.NNNN before 2015, YYMM.NNNNN since)`,
      };
    return ok({ kind: 'arxiv', key: `arxiv:${id}`, id });
  }
  const old = ARXIV_OLD.exec(id);
  if (old) {
    const month = Number(old[4]);
    const yymm = Number(`${old[3]}${old[4]}`);
    // Old-style ids ran from August 1991 (9108) to March 2007 (0703).
    if (month >= 1 && month <= 12 && (yymm >= 9108 || yymm <= 703))
      return ok({ kind: 'arxiv', key: `arxiv:${id}`, id });
  }
  return {
    ok: false,
    problem: 'is not a valid arXiv identifier (arXiv:YYMM.NNNNN or arXiv:archive/YYMMNNN)',
  };
}

/** The check digit of an ISBN-10 or ISBN-13 (ISO 2108). */
function parseIsbn(written: string): CitationCheck {
  const digits = written.replace(/[ -]/g, '').toUpperCase();
  if (digits.length === 10 && /^\d{9}[\dX]$/.test(digits)) {
    let sum = 0;
    for (let i = 0; i < 10; i++) {
      const c = digits[i] as string;
      sum += (10 - i) * (c === 'X' ? 10 : Number(c));
    }
    if (sum % 11 === 0) return ok({ kind: 'isbn', key: `isbn:${digits}`, id: digits });
    return {
      ok: false,
      problem: `is an ISBN-10 whose check digit does not match (ISBN ${written})`,
    };
  }
  if (digits.length === 13 && /^97[89]\d{10}$/.test(digits)) {
    let sum = 0;
    for (let i = 0; i < 13; i++) sum += (i % 2 === 0 ? 1 : 3) * Number(digits[i]);
    if (sum % 10 === 0) return ok({ kind: 'isbn', key: `isbn:${digits}`, id: digits });
    return {
      ok: false,
      problem: `is an ISBN-13 whose check digit does not match (ISBN ${written})`,
    };
  }
  return {
    ok: false,
    problem: 'is not an ISBN: 10 digits (the last may be X) or 13 digits starting 978 or 979',
  };
}

function parseUrl(text: string): CitationCheck {
  const m = URL_RETRIEVED.exec(text);
  const address = m?.[1] ?? text.split(/\s/)[0] ?? text;
  let url: URL | null;
  try {
    url = new URL(address);
  } catch {
    url = null;
  }
  if (!url || url.hostname === '') return { ok: false, problem: 'is not a valid web address' };
  if (!m?.[2])
    return {
      ok: false,
      problem:
        'is a web address without the date it was retrieved (a page can change after it was read)',
      suggestion: `${address} (retrieved YYYY-MM-DD)`,
    };
  if (!isCalendarDate(m[2]))
    return { ok: false, problem: `has a retrieval date ${m[2]} that is not a calendar date` };
  return ok({ kind: 'url', key: address, id: address, retrieved: m[2] });
}

function parseAccession(id: string, label: string | null): CitationCheck | undefined {
  const match = ACCESSIONS.find((a) => a.pattern.test(id));
  if (!match)
    return label === null
      ? undefined
      : {
          ok: false,
          problem: `names ${label} but ${JSON.stringify(id)} is not an accession it issues`,
        };
  if (label !== null && !(LABEL_ARCHIVES[label] ?? []).includes(match.archive))
    return {
      ok: false,
      problem: `names ${label}, which does not issue accessions like ${id}`,
      suggestion: id,
    };
  return ok({ kind: 'accession', key: `accession:${id}`, id, archive: match.archive });
}

function isCalendarDate(date: string): boolean {
  const t = Date.parse(`${date}T00:00:00Z`);
  return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === date;
}

/** Most words of a free text searched for an identifier to suggest. */
const MAX_SUGGESTION_WORDS = 64;

/** The first word of a free text that is a citation by itself: what to write instead. */
function suggestionFor(text: string): { suggestion?: string } {
  const words = text.split(/[\s,;()[\]]+/).slice(0, MAX_SUGGESTION_WORDS);
  for (const word of words) {
    const w = word.replace(/[.]+$/, '');
    if (w.length < 5) continue;
    const check = parseIdentifier(w);
    if (check?.ok && check.citation.kind !== 'url') return { suggestion: w };
  }
  return {};
}
