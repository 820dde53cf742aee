/**
 * Citations (seed 000, hard rule 1: "Every cited work must resolve to a verifiable record
 * (DOI, PMID, arXiv ID, ISBN, URL with retrieval date, or stable identifier). If a source
 * cannot be resolved, the skill must say so explicitly"). Pure: one string in, what it cites
 * (or why it cites nothing) out. The syntax and the check digits are checked here, offline;
 * whether the record exists is `passport-gate resolve`'s question (src/resolve/), whose answers
 * the lock file keeps (formats/citation-lock.ts).
 *
 * A citation is exactly one identifier (docs/rules.md, `citation-invalid`, is the reference):
 *  - DOI, PubMed, PubMed Central, arXiv, ISBN, or a stable accession of one of the field's
 *    archives (ACCESSION_FAMILIES: INSDC reads and sequences, assemblies, RefSeq, BioProject,
 *    BioSample, GEO, ArrayExpress, BioStudies, UniProt, PDB, Ensembl, RRID);
 *  - bare where its shape is unmistakable (`ERR123456`, `10.1038/x`, `PMC3737249`), or after a
 *    label naming its scheme or archive (`ENA accession ERR123456`, `doi: 10.1000/xyz`,
 *    `PMID: 12345678`, `RefSeq NC_001422.1`, `PDB 4HHB`): the label must issue that identifier;
 *  - or written as its resolver's address (`https://doi.org/10.1000/xyz`,
 *    `https://pubmed.ncbi.nlm.nih.gov/23903748/`, `https://identifiers.org/ena.embl:ERR123456`,
 *    RESOLVER_ADDRESSES), with or without a retrieval date: such an address IS the identifier,
 *    checked as one (lock, registries, retraction), never a mere dated URL;
 *  - a web address with the date it was read: `https://example.org/table.csv (retrieved 2026-06-17)`
 *  - or the explicit statement that the work could not be resolved: `unresolved: <why>`.
 * Anything else (`ENA`, `from the lab`, `trust me`, an identifier inside a sentence, two
 * identifiers) is free text, which cites nothing.
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
   * records; the address itself for a URL; the reason for an unresolved statement. An
   * accession of an archive `resolve` does not ask is keyed by its archive
   * (`refseq:NC_001422.1`): it never enters the lock.
   */
  readonly key: string;
  /** The identifier as the service that knows it spells it (`10.1038/nature12373`, `ERR123456`). */
  readonly id: string;
  /** For an accession: its archive family. */
  readonly archive?: AccessionArchive;
  /** For a URL: the retrieval date (YYYY-MM-DD). */
  readonly retrieved?: string;
}

/** The archives whose accessions are accepted. */
export type AccessionArchive =
  | 'insdc-reads'
  | 'insdc-sequence'
  | 'assembly'
  | 'bioproject'
  | 'biosample'
  | 'geo'
  | 'refseq'
  | 'arrayexpress'
  | 'biostudies'
  | 'uniprot'
  | 'pdb'
  | 'ensembl'
  | 'rrid';

/** One family of accessions: how it is spelled, who may label it, and whether it is looked up. */
interface AccessionFamily {
  readonly archive: AccessionArchive;
  /** Its name in messages (`RefSeq`). */
  readonly name: string;
  /** The whole identifier. */
  readonly pattern: RegExp;
  /** The syntax in words, for a refusal. */
  readonly syntax: string;
  /** The start that marks an attempt at this family (a malformed one is named, not free text). */
  readonly shape?: RegExp;
  /** False: too short or too generic to stand alone (`4HHB`); only after a label. */
  readonly bare: boolean;
  /** True when `passport-gate resolve` asks a registry about it (src/resolve/registries.ts). */
  readonly lookedUp: boolean;
}

/**
 * The accession families, in the order a bare identifier is tried (UniProt before INSDC
 * sequences: `P12345` is UniProt's shape, and INSDC issues no O, P or Q prefix).
 */
export const ACCESSION_FAMILIES: readonly AccessionFamily[] = [
  {
    // Sequence Read Archive objects, shared by ENA (E), NCBI (S) and DDBJ (D): runs,
    // experiments, samples, studies, submissions (A) and analyses (Z).
    archive: 'insdc-reads',
    name: 'an INSDC read archive (ENA/SRA/DDBJ)',
    pattern: /^[EDS]R[RXSPAZ]\d{6,9}$/,
    syntax: 'ERR, SRR, DRR (runs), ?RX, ?RS, ?RP, ?RA, ?RZ and 6 to 9 digits',
    shape: /^[EDS]R[RXSPAZ]\d/,
    bare: true,
    lookedUp: true,
  },
  {
    archive: 'bioproject',
    name: 'BioProject',
    pattern: /^PRJ[EDN][A-Z]\d{1,9}$/,
    syntax: 'PRJ, E/D/N, one letter, digits (PRJNA257197)',
    shape: /^PRJ/,
    bare: true,
    lookedUp: true,
  },
  {
    archive: 'biosample',
    name: 'BioSample',
    pattern: /^SAM(?:N|EA|EG|D)\d{1,9}$/,
    syntax: 'SAMN, SAMEA, SAMEG or SAMD and digits (SAMN02604091)',
    shape: /^SAM(?:N|E|D)\d/,
    bare: true,
    lookedUp: true,
  },
  {
    archive: 'geo',
    name: 'GEO',
    pattern: /^G(?:SE|SM|PL|DS)[1-9]\d{0,8}$/,
    syntax: 'GSE, GSM, GPL or GDS and a number (GSE12345)',
    shape: /^G(?:SE|SM|PL|DS)\d/,
    bare: true,
    lookedUp: true,
  },
  {
    archive: 'assembly',
    name: 'an assembly (GenBank/RefSeq)',
    pattern: /^GC[AF]_\d{9}\.[1-9]\d*$/,
    syntax: 'GCA_ or GCF_, 9 digits, a version (GCA_000001405.29)',
    shape: /^GC[AF]_/,
    bare: true,
    lookedUp: true,
  },
  {
    archive: 'refseq',
    name: 'RefSeq',
    pattern:
      /^(?:(?:AC|AP|NC|NG|NM|NP|NR|NT|NW|XM|XP|XR|YP|WP)_\d{6,9}|NZ_[A-Z]{2,6}\d{6,11})(?:\.[1-9]\d*)?$/,
    syntax:
      'a two-letter prefix (NC, NG, NT, NW, NZ, NM, NR, XM, XR, NP, XP, YP, WP, AC, AP), an underscore, 6 to 9 digits and an optional version (NC_001422.1)',
    shape: /^(?:AC|AP|NC|NG|NM|NP|NR|NT|NW|NZ|XM|XP|XR|YP|WP)_/,
    bare: true,
    lookedUp: false,
  },
  {
    archive: 'arrayexpress',
    name: 'ArrayExpress',
    pattern: /^E-[A-Z]{4}-[1-9]\d{0,8}$/,
    syntax: 'E-, four letters, -, a number (E-MTAB-1234)',
    shape: /^E-[A-Z]/,
    bare: true,
    lookedUp: false,
  },
  {
    archive: 'biostudies',
    name: 'BioStudies',
    pattern: /^S-[A-Z]{4}[1-9]\d{0,9}$/,
    syntax: 'S-, four letters, a number (S-BSST123)',
    shape: /^S-[A-Z]/,
    bare: true,
    lookedUp: false,
  },
  {
    archive: 'ensembl',
    name: 'Ensembl',
    pattern: /^ENS(?:[A-Z]{3,6})?[EGTPR]\d{11}(?:\.[1-9]\d*)?$/,
    syntax:
      'ENS, an optional species code, E/G/T/P/R and 11 digits, an optional version (ENSG00000139618)',
    shape: /^ENS[A-Z]*\d/,
    bare: true,
    lookedUp: false,
  },
  {
    archive: 'rrid',
    name: 'RRID',
    pattern: /^RRID:[A-Z][A-Za-z]*_[A-Za-z0-9][A-Za-z0-9_:.-]{0,63}$/,
    syntax: 'RRID:, the authority, _, its identifier (RRID:AB_2298772, RRID:SCR_002798)',
    shape: /^RRID:/,
    bare: true,
    lookedUp: false,
  },
  {
    // UniProt's own regular expression (uniprot.org, "UniProtKB accession numbers"), with an
    // optional isoform.
    archive: 'uniprot',
    name: 'UniProt',
    pattern:
      /^(?:[OPQ][0-9][A-Z0-9]{3}[0-9]|[A-NR-Z][0-9](?:[A-Z][A-Z0-9]{2}[0-9]){1,2})(?:-[1-9]\d*)?$/,
    syntax: 'six or ten characters as UniProt defines them (P69905, A0A023GPI8)',
    bare: true,
    lookedUp: false,
  },
  {
    // INSDC nucleotide and protein accessions, with an optional version.
    archive: 'insdc-sequence',
    name: 'an INSDC sequence (ENA/GenBank/DDBJ)',
    pattern:
      /^(?:[A-Z]\d{5}|[A-Z]{2}\d{6}|[A-Z]{2}\d{8}|[A-Z]{3}\d{5}|[A-Z]{3}\d{7}|[A-Z]{4}\d{8,10}|[A-Z]{6}\d{9,11})(?:\.[1-9]\d*)?$/,
    syntax: 'letters and digits as INSDC assigns them (AB123456.1, CP000001)',
    bare: true,
    lookedUp: true,
  },
  {
    // The extended PDB id stands alone.
    archive: 'pdb',
    name: 'PDB',
    pattern: /^pdb_\d{4}[a-z0-9]{4}$/,
    syntax:
      'after a label, a digit 1-9 and three letters or digits (PDB 4HHB); or pdb_ and eight (pdb_00004hhb)',
    shape: /^pdb_/,
    bare: true,
    lookedUp: false,
  },
  {
    // Four characters, a digit first: a year or a code would pass alone, so only after a
    // label (`PDB 4HHB`).
    archive: 'pdb',
    name: 'PDB',
    pattern: /^[1-9][A-Za-z0-9]{3}$/,
    syntax:
      'after a label, a digit 1-9 and three letters or digits (PDB 4HHB); or pdb_ and eight (pdb_00004hhb)',
    bare: false,
    lookedUp: false,
  },
];

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

/** The kinds a lookup service can resolve; URLs, ISBNs and statements are not looked up. */
const LOOKED_UP_KINDS: ReadonlySet<CitationKind> = new Set(['doi', 'pmid', 'pmcid', 'arxiv']);

/**
 * True when `passport-gate resolve` asks a registry about this citation, so the lock can hold
 * it: a DOI, PMID, PMCID, arXiv id, or an accession of an archive it asks.
 */
export function isLookedUp(citation: Citation): boolean {
  if (LOOKED_UP_KINDS.has(citation.kind)) return true;
  if (citation.kind !== 'accession') return false;
  return ACCESSION_FAMILIES.find((f) => f.archive === citation.archive)?.lookedUp === true;
}

/**
 * For an identifier no registry is asked about: what it was recognised as, said where a
 * reader would otherwise wonder (`recognised as RefSeq; not looked up`). Null for the rest.
 */
export function describeNotLookedUp(citation: Citation): string | null {
  if (isLookedUp(citation)) return null;
  if (citation.kind === 'accession') {
    const family = ACCESSION_FAMILIES.find((f) => f.archive === citation.archive);
    return `recognised as ${family?.name ?? 'an accession'}; not looked up (passport-gate resolve asks no registry of it), so its syntax is all that is checked`;
  }
  if (citation.kind === 'isbn')
    return 'recognised as an ISBN; not looked up (no registry of ISBNs is open to all), so its check digit is all that is checked';
  return null;
}

/** The prefix of the explicit statement that a source could not be resolved. */
export const UNRESOLVED_PREFIX = 'unresolved: ';

const DOI = /^(10\.\d{4,9}\/[^\s]+)$/;
const DOI_PREFIXED = /^doi:\s?(10\.\d{4,9}\/[^\s]+)$/i;
const PMID = /^PMID:?\s?([1-9]\d{0,8})$/i;
const PMCID = /^(?:PMCID:?\s?)?PMC([1-9]\d{0,8})$/i;
const ARXIV = /^arXiv:(\S+?)$/i;
const ARXIV_NEW = /^(\d{2})(\d{2})\.(\d{4,5})(v[1-9]\d*)?$/;
const ARXIV_OLD = /^([a-z]+(?:-[a-z]+)*)(\.[A-Z]{2})?\/(\d{2})(\d{2})(\d{3})(v[1-9]\d*)?$/;
const ISBN = /^ISBN(?:-1[03])?:?\s?([0-9][0-9 -]{8,15}[0-9Xx])$/;
const URL_RETRIEVED = /^(https?:\/\/\S+) \(retrieved (\d{4}-\d{2}-\d{2})\)$/;

/**
 * A label before an identifier: a name (words of letters, digits, `/`, `-`, `.`), then a colon,
 * a `#`, or spaces, then the identifier (one word). `ENA accession ERR123456`, `doi: 10.1/x`.
 */
const LABELLED =
  /^([A-Za-z][A-Za-z0-9/.-]*(?: [A-Za-z][A-Za-z0-9/.-]*){0,3}?)(?:\s*[:#]\s*|\s+)(\S+)$/;

/** Words after a name that say what kind of record follows (`ENA accession`, `PDB entry`). */
const LABEL_NOUNS =
  /(?: (?:accession(?: number| no\.?)?|acc\.?|id|identifier|entry|record|run|experiment|study|sample|series|platform|project|structure|sequence|assembly|gene|protein|number|no\.?))+$/;

/** What a label may name: the scheme kinds, and the accession families its archive issues. */
interface LabelTarget {
  readonly kinds?: readonly ('doi' | 'pmid' | 'pmcid' | 'arxiv')[];
  readonly archives?: readonly AccessionArchive[];
  /** For a DOI: the registrant prefixes the label's repository issues (Zenodo: 10.5281). */
  readonly doiPrefixes?: readonly string[];
}

const INSDC_ALL: readonly AccessionArchive[] = [
  'insdc-reads',
  'insdc-sequence',
  'assembly',
  'bioproject',
  'biosample',
];

/** Labels (lower case, spaces single) and what each may name. */
const LABELS: ReadonlyMap<string, LabelTarget> = new Map<string, LabelTarget>([
  ['doi', { kinds: ['doi'] }],
  ['pmid', { kinds: ['pmid'] }],
  ['pubmed', { kinds: ['pmid'] }],
  ['pmcid', { kinds: ['pmcid'] }],
  ['pmc', { kinds: ['pmcid'] }],
  ['pubmed central', { kinds: ['pmcid'] }],
  ['arxiv', { kinds: ['arxiv'] }],
  ['zenodo', { kinds: ['doi'], doiPrefixes: ['10.5281'] }],
  ['figshare', { kinds: ['doi'], doiPrefixes: ['10.6084'] }],
  ['dryad', { kinds: ['doi'], doiPrefixes: ['10.5061'] }],
  ['ena', { archives: INSDC_ALL }],
  ['ebi ena', { archives: INSDC_ALL }],
  ['european nucleotide archive', { archives: INSDC_ALL }],
  ['ddbj', { archives: INSDC_ALL }],
  ['insdc', { archives: ['insdc-reads', 'insdc-sequence', 'assembly'] }],
  ['embl', { archives: ['insdc-sequence'] }],
  ['sra', { archives: ['insdc-reads'] }],
  ['ncbi sra', { archives: ['insdc-reads'] }],
  ['sequence read archive', { archives: ['insdc-reads'] }],
  ['dra', { archives: ['insdc-reads'] }],
  ['genbank', { archives: ['insdc-sequence', 'assembly'] }],
  ['nucleotide', { archives: ['insdc-sequence', 'refseq'] }],
  ['ncbi nucleotide', { archives: ['insdc-sequence', 'refseq'] }],
  ['ncbi', { archives: [...INSDC_ALL, 'geo', 'refseq'] }],
  ['ncbi assembly', { archives: ['assembly'] }],
  ['refseq', { archives: ['refseq', 'assembly'] }],
  ['ncbi refseq', { archives: ['refseq', 'assembly'] }],
  ['geo', { archives: ['geo'] }],
  ['ncbi geo', { archives: ['geo'] }],
  ['gene expression omnibus', { archives: ['geo'] }],
  ['bioproject', { archives: ['bioproject'] }],
  ['ncbi bioproject', { archives: ['bioproject'] }],
  ['biosample', { archives: ['biosample'] }],
  ['biosamples', { archives: ['biosample'] }],
  ['ncbi biosample', { archives: ['biosample'] }],
  ['arrayexpress', { archives: ['arrayexpress'] }],
  ['biostudies', { archives: ['biostudies', 'arrayexpress'] }],
  ['uniprot', { archives: ['uniprot'] }],
  ['uniprotkb', { archives: ['uniprot'] }],
  ['swiss-prot', { archives: ['uniprot'] }],
  ['uniprotkb/swiss-prot', { archives: ['uniprot'] }],
  ['pdb', { archives: ['pdb'] }],
  ['rcsb pdb', { archives: ['pdb'] }],
  ['pdbe', { archives: ['pdb'] }],
  ['wwpdb', { archives: ['pdb'] }],
  ['protein data bank', { archives: ['pdb'] }],
  ['ensembl', { archives: ['ensembl'] }],
]);

const ok = (citation: Citation): CitationCheck => ({ ok: true, citation });

/** Reads one citation (an artifact's `source`). Never throws. */
export function parseCitation(raw: string): CitationCheck {
  const text = raw.trim();
  if (text.length === 0)
    return { ok: false, problem: 'is empty: it names no record the claim can be checked against' };
  if (text.startsWith('unresolved:') || /^unresolved\b/i.test(text)) return parseUnresolved(text);
  return parseIdentifier(text) ?? describeFreeText(text);
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
 * identifier-shaped text (a check digit, a month, a label that does not issue it);
 * undefined when the text is no identifier.
 */
function parseIdentifier(text: string): CitationCheck | undefined {
  const doi = DOI.exec(text) ?? DOI_PREFIXED.exec(text);
  if (doi?.[1]) return doiCitation(doi[1]);
  const pmid = PMID.exec(text);
  if (pmid?.[1]) return ok({ kind: 'pmid', key: `pmid:${pmid[1]}`, id: pmid[1] });
  const pmc = PMCID.exec(text);
  if (pmc?.[1]) return ok({ kind: 'pmcid', key: `pmcid:PMC${pmc[1]}`, id: `PMC${pmc[1]}` });
  const arxiv = ARXIV.exec(text);
  if (arxiv?.[1]) return parseArxiv(arxiv[1]);
  const isbn = ISBN.exec(text);
  if (isbn?.[1]) return parseIsbn(isbn[1]);
  if (/^https?:\/\//i.test(text)) return parseUrl(text);
  const bare = parseAccession(text);
  if (bare) return bare;
  const labelled = LABELLED.exec(text);
  if (labelled?.[1] && labelled[2]) return parseLabelled(labelled[1], labelled[2]);
  return undefined;
}

function doiCitation(id: string): CitationCheck {
  return ok({ kind: 'doi', key: `doi:${id.toLowerCase()}`, id });
}

/** A bare accession of a family that may stand alone; a malformed one of a known shape named. */
function parseAccession(id: string): CitationCheck | undefined {
  const family = ACCESSION_FAMILIES.find((f) => f.bare && f.pattern.test(id));
  if (family) return accessionCitation(id, family);
  // One word of a family's shape that is not one of its accessions is named as such; a
  // sentence that happens to start like one is left to be free text.
  const attempted = /\s/.test(id) ? undefined : ACCESSION_FAMILIES.find((f) => f.shape?.test(id));
  if (attempted)
    return {
      ok: false,
      problem: `looks like an accession of ${attempted.name} but is not one (${attempted.syntax})`,
    };
  return undefined;
}

function accessionCitation(id: string, family: AccessionFamily): CitationCheck {
  const key = family.lookedUp ? `accession:${id}` : `${family.archive}:${id}`;
  return ok({ kind: 'accession', key, id, archive: family.archive });
}

/**
 * `<label> <identifier>`: the label names a scheme or an archive, and that archive must issue
 * the identifier. A label the gate does not know leaves the text free text (undefined).
 */
function parseLabelled(rawLabel: string, id: string): CitationCheck | undefined {
  const words = rawLabel.toLowerCase().replace(/\s+/g, ' ');
  const label = LABELS.has(words) ? words : words.replace(LABEL_NOUNS, '');
  const target = LABELS.get(label);
  // `ENA accession` alone: the last word is the label's noun, not an identifier.
  if (!target || LABEL_NOUNS.test(` ${id.toLowerCase()}`)) return undefined;
  for (const kind of target.kinds ?? []) {
    const found = parseSchemeId(kind, id, target.doiPrefixes);
    if (found) return found;
  }
  const archives = target.archives ?? [];
  const family = ACCESSION_FAMILIES.find((f) => archives.includes(f.archive) && f.pattern.test(id));
  if (family) return accessionCitation(id, family);
  const named = rawLabel.trim();
  const other = ACCESSION_FAMILIES.find((f) => f.bare && f.pattern.test(id));
  if (other && archives.length > 0)
    return {
      ok: false,
      problem: `names ${named}, which does not issue accessions like ${id} (that is an accession of ${other.name})`,
      suggestion: id,
    };
  const expected = [
    ...(target.kinds ?? []).map(describeScheme),
    ...ACCESSION_FAMILIES.filter(
      (f, i, all) => archives.includes(f.archive) && all.findIndex((g) => g.name === f.name) === i,
    ).map((f) => `${f.name}: ${f.syntax}`),
  ];
  return {
    ok: false,
    problem: `names ${named} but ${JSON.stringify(id)} is not an identifier it issues (${expected.join('; ')})`,
  };
}

/** An identifier of a scheme after its label, or undefined when it does not read as one. */
function parseSchemeId(
  kind: 'doi' | 'pmid' | 'pmcid' | 'arxiv',
  id: string,
  doiPrefixes: readonly string[] | undefined,
): CitationCheck | undefined {
  switch (kind) {
    case 'doi': {
      const doi = DOI.exec(id)?.[1];
      if (!doi) return undefined;
      if (doiPrefixes && !doiPrefixes.some((p) => doi.startsWith(`${p}/`)))
        return {
          ok: false,
          problem: `is labelled as a repository whose DOIs begin ${doiPrefixes.join(' or ')}/, but ${doi} does not`,
          suggestion: doi,
        };
      return doiCitation(doi);
    }
    case 'pmid':
      return /^[1-9]\d{0,8}$/.test(id) ? ok({ kind: 'pmid', key: `pmid:${id}`, id }) : undefined;
    case 'pmcid': {
      const n = /^(?:PMC)?([1-9]\d{0,8})$/i.exec(id)?.[1];
      return n ? ok({ kind: 'pmcid', key: `pmcid:PMC${n}`, id: `PMC${n}` }) : undefined;
    }
    case 'arxiv':
      return parseArxiv(id);
  }
}

function describeScheme(kind: 'doi' | 'pmid' | 'pmcid' | 'arxiv'): string {
  switch (kind) {
    case 'doi':
      return 'a DOI: 10., a registrant number, /, a suffix';
    case 'pmid':
      return 'a PMID: a number';
    case 'pmcid':
      return 'a PMCID: PMC and a number';
    case 'arxiv':
      return 'an arXiv id: YYMM.NNNNN or archive/YYMMNNN';
  }
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

/**
 * A web address: a resolver's address of an identifier is that identifier (dated or not); any
 * other address needs the date it was read.
 */
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
  const resolved = readResolverAddress(url);
  if (resolved) {
    // After the address, a retrieval date or nothing: `https://doi.org/10.1/x and more` is prose.
    if (!m && address !== text)
      return {
        ok: false,
        problem: 'is a resolver address with text after it; a source is one identifier',
        ...(resolved.ok ? { suggestion: address } : {}),
      };
    if (m?.[2] && !isCalendarDate(m[2]))
      return { ok: false, problem: `has a retrieval date ${m[2]} that is not a calendar date` };
    return resolved;
  }
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

/** One resolver's addresses: the hosts, the path that names one record, and how to read it. */
interface ResolverAddress {
  /** Host names, lower case, without `www.`. */
  readonly hosts: readonly string[];
  /** The path (percent-decoded) and query, with the identifier in group 1. */
  readonly path: RegExp;
  /** Reads the captured text as the identifier it is. */
  readonly read: (id: string) => CitationCheck | undefined;
  /** Its name in a refusal. */
  readonly name: string;
}

const asLabelled = (label: string) => (id: string) => parseLabelled(label, id);

/**
 * The resolver addresses an identifier is known by (issue 35, item 6): the path that names
 * one record of a scheme or archive. An address on one of these hosts whose path names no
 * record (a search, a home page) is an ordinary web page, except on the hosts that serve
 * nothing but identifiers (IDENTIFIER_ONLY_HOSTS).
 */
const RESOLVER_ADDRESSES: readonly ResolverAddress[] = [
  {
    hosts: ['doi.org', 'dx.doi.org', 'hdl.handle.net'],
    path: /^\/(10\..*)$/,
    read: asLabelled('doi'),
    name: 'DOI',
  },
  {
    hosts: ['identifiers.org'],
    path: /^\/(?:[a-z0-9.]+\/)?([A-Za-z0-9._-]+:.+)$/,
    read: readCompactId,
    name: 'identifiers.org',
  },
  {
    hosts: ['pubmed.ncbi.nlm.nih.gov'],
    path: /^\/([^/?]+)\/?$/,
    read: asLabelled('pmid'),
    name: 'PubMed',
  },
  {
    hosts: ['ncbi.nlm.nih.gov'],
    path: /^\/pubmed\/([^/?]+)\/?$/,
    read: asLabelled('pmid'),
    name: 'PubMed',
  },
  {
    hosts: ['ncbi.nlm.nih.gov'],
    path: /^\/pmc\/articles\/([^/?]+)\/?$/,
    read: asLabelled('pmcid'),
    name: 'PubMed Central',
  },
  {
    hosts: ['pmc.ncbi.nlm.nih.gov'],
    path: /^\/articles\/([^/?]+)\/?$/,
    read: asLabelled('pmcid'),
    name: 'PubMed Central',
  },
  {
    hosts: ['arxiv.org', 'export.arxiv.org'],
    path: /^\/(?:abs|pdf)\/([^?]+?)(?:\.pdf)?\/?$/,
    read: asLabelled('arxiv'),
    name: 'arXiv',
  },
  {
    hosts: ['ebi.ac.uk'],
    path: /^\/ena\/(?:browser\/view|data\/view)\/([^/?]+)\/?$/,
    read: asLabelled('ENA'),
    name: 'ENA',
  },
  {
    hosts: ['ncbi.nlm.nih.gov'],
    path: /^\/sra\/([^/?]+)\/?$/,
    read: asLabelled('SRA'),
    name: 'SRA',
  },
  {
    hosts: ['ncbi.nlm.nih.gov'],
    path: /^\/bioproject\/([^/?]+)\/?$/,
    read: asLabelled('BioProject'),
    name: 'BioProject',
  },
  {
    hosts: ['ncbi.nlm.nih.gov'],
    path: /^\/biosample\/([^/?]+)\/?$/,
    read: asLabelled('BioSample'),
    name: 'BioSample',
  },
  {
    hosts: ['ncbi.nlm.nih.gov'],
    path: /^\/(?:nuccore|nucleotide|protein)\/([^/?]+)\/?$/,
    read: asLabelled('NCBI'),
    name: 'NCBI Nucleotide',
  },
  {
    hosts: ['ncbi.nlm.nih.gov'],
    path: /^\/(?:assembly|datasets\/genome)\/([^/?]+)\/?$/,
    read: asLabelled('NCBI Assembly'),
    name: 'NCBI Assembly',
  },
  {
    hosts: ['ncbi.nlm.nih.gov'],
    path: /^\/geo\/query\/acc\.cgi\?acc=([^&]+)$/,
    read: asLabelled('GEO'),
    name: 'GEO',
  },
  {
    hosts: ['ebi.ac.uk'],
    path: /^\/(?:biostudies\/)?arrayexpress\/(?:experiments|studies)\/([^/?]+)\/?$/,
    read: asLabelled('ArrayExpress'),
    name: 'ArrayExpress',
  },
  {
    hosts: ['ebi.ac.uk'],
    path: /^\/biostudies\/(?:[a-z]+\/)?studies\/([^/?]+)\/?$/,
    read: asLabelled('BioStudies'),
    name: 'BioStudies',
  },
  {
    hosts: ['ebi.ac.uk'],
    path: /^\/biosamples\/samples\/([^/?]+)\/?$/,
    read: asLabelled('BioSample'),
    name: 'BioSample',
  },
  {
    hosts: ['uniprot.org', 'rest.uniprot.org'],
    path: /^\/(?:uniprot|uniprotkb)\/([^/.?]+)(?:\/entry|\.[a-z]+)?\/?$/,
    read: asLabelled('UniProt'),
    name: 'UniProt',
  },
  {
    hosts: ['rcsb.org'],
    path: /^\/structure\/([^/?]+)\/?$/,
    read: asLabelled('PDB'),
    name: 'PDB',
  },
  {
    hosts: ['ebi.ac.uk'],
    path: /^\/pdbe\/entry\/pdb\/([^/?]+)\/?$/,
    read: asLabelled('PDB'),
    name: 'PDB',
  },
  {
    hosts: ['ensembl.org'],
    path: /^\/id\/([^/?]+)\/?$/,
    read: asLabelled('Ensembl'),
    name: 'Ensembl',
  },
  {
    hosts: ['scicrunch.org'],
    path: /^\/resolver\/(RRID:[^/?]+)\/?$/,
    read: (id) => parseAccession(id),
    name: 'RRID',
  },
  {
    hosts: ['zenodo.org'],
    path: /^\/records?\/([1-9]\d{0,11})\/?$/,
    read: (n) => doiCitation(`10.5281/zenodo.${n}`),
    name: 'Zenodo',
  },
  {
    hosts: ['zenodo.org'],
    path: /^\/doi\/(10\..+)$/,
    read: asLabelled('Zenodo'),
    name: 'Zenodo',
  },
];

/** identifiers.org prefixes (lower case) and the label each stands for here. */
const COMPACT_PREFIXES: ReadonlyMap<string, string> = new Map([
  ['doi', 'doi'],
  ['pubmed', 'pmid'],
  ['pmc', 'pmcid'],
  ['arxiv', 'arxiv'],
  ['ena.embl', 'ENA'],
  ['insdc', 'INSDC'],
  ['insdc.sra', 'SRA'],
  ['insdc.gca', 'INSDC'],
  ['assembly', 'NCBI Assembly'],
  ['bioproject', 'BioProject'],
  ['biosample', 'BioSample'],
  ['geo', 'GEO'],
  ['refseq', 'RefSeq'],
  ['arrayexpress', 'ArrayExpress'],
  ['biostudies', 'BioStudies'],
  ['uniprot', 'UniProt'],
  ['pdb', 'PDB'],
  ['ensembl', 'Ensembl'],
]);

/** An identifiers.org compact identifier (`prefix:accession`). */
function readCompactId(compact: string): CitationCheck {
  const colon = compact.indexOf(':');
  const prefix = compact.slice(0, colon).toLowerCase();
  const id = compact.slice(colon + 1);
  if (prefix === 'rrid') return parseAccession(`RRID:${id}`) ?? notIssued('RRID', id);
  const label = COMPACT_PREFIXES.get(prefix);
  if (!label)
    return {
      ok: false,
      problem: `is in the identifiers.org namespace ${JSON.stringify(prefix)}, which the gate does not check (docs/rules.md, citation-invalid, lists the families it does); cite the record by an identifier of one of them`,
    };
  return parseLabelled(label, id) ?? notIssued(label, id);
}

function notIssued(label: string, id: string): CitationCheck {
  return {
    ok: false,
    problem: `names ${label} but ${JSON.stringify(id)} is not an identifier it issues`,
  };
}

/** Hosts that serve nothing but identifiers: an address there is an identifier or refused. */
const IDENTIFIER_ONLY_HOSTS: ReadonlySet<string> = new Set([
  'doi.org',
  'dx.doi.org',
  'identifiers.org',
  'pubmed.ncbi.nlm.nih.gov',
]);

/**
 * The identifier a resolver address names, or a refusal when the address is a resolver's but
 * its path is no identifier of it; undefined for any other address.
 */
function readResolverAddress(url: URL): CitationCheck | undefined {
  const host = url.hostname
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^www\./, '');
  let path: string;
  try {
    path = decodeURIComponent(url.pathname) + url.search;
  } catch {
    path = url.pathname + url.search;
  }
  for (const r of RESOLVER_ADDRESSES) {
    if (!r.hosts.includes(host)) continue;
    const id = r.path.exec(path)?.[1];
    if (id === undefined) continue;
    const read = r.read(id);
    if (read?.ok || (read && r.read === readCompactId)) return read;
    return {
      ok: false,
      problem: `is ${r.name}'s address of ${JSON.stringify(id)}, which is not an identifier ${r.name} issues${read ? ` (${read.problem})` : ''}`,
    };
  }
  // A host that serves nothing but identifiers: what is not one is refused, never a page.
  if (IDENTIFIER_ONLY_HOSTS.has(host))
    return {
      ok: false,
      problem: `is an address at ${host}, which serves identifiers only, but ${JSON.stringify(path)} names none`,
    };
  return undefined;
}

function isCalendarDate(date: string): boolean {
  const t = Date.parse(`${date}T00:00:00Z`);
  return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === date;
}

/** Most words of a free text searched for an identifier to suggest. */
const MAX_SUGGESTION_WORDS = 64;

/**
 * Why a text that is no identifier cites nothing: free text, with the identifier in it to
 * write instead; or, when it names several, that a source cites one record.
 */
function describeFreeText(text: string): CitationCheck {
  const found = identifiersIn(text);
  if (found.length > 1)
    return {
      ok: false,
      problem: `names ${found.length} identifiers (${found.slice(0, 5).join(', ')}${found.length > 5 ? ', …' : ''}); a source cites the one record the artifact came from`,
    };
  return {
    ok: false,
    problem: 'is free text, not a verifiable record',
    ...(found[0] ? { suggestion: found[0] } : {}),
  };
}

/** The words of a free text that are a citation by themselves (no dated URL), each once. */
function identifiersIn(text: string): string[] {
  const words = text.split(/[\s,;()[\]]+/).slice(0, MAX_SUGGESTION_WORDS);
  const found: string[] = [];
  for (const word of words) {
    const w = word.replace(/[.]+$/, '');
    if (w.length < 5) continue;
    const check = parseIdentifier(w);
    if (check?.ok && check.citation.kind !== 'url' && !found.includes(w)) found.push(w);
  }
  return found;
}
