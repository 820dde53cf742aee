/**
 * Hard rule 1 offline (formats/citation.ts): each accepted form of a citation parses to its
 * canonical key, and its nearest wrong neighbour (a check digit off by one, a month that does
 * not exist, an identifier inside a sentence, a URL without its date) does not.
 */
import { describe, expect, it } from 'vitest';
import { describeNotLookedUp, isLookedUp, parseCitation } from '../../src/formats/citation.js';

const keyOf = (text: string) => {
  const check = parseCitation(text);
  return check.ok ? check.citation.key : null;
};

describe('a citation is one verifiable record', () => {
  it.each([
    ['10.1038/nature12373', 'doi:10.1038/nature12373'],
    ['doi:10.1038/NATURE12373', 'doi:10.1038/nature12373'],
    ['https://doi.org/10.1000/xyz-123', 'doi:10.1000/xyz-123'],
    ['PMID:23903748', 'pmid:23903748'],
    ['PMID 23903748', 'pmid:23903748'],
    ['PMC3737249', 'pmcid:PMC3737249'],
    ['PMCID:PMC3737249', 'pmcid:PMC3737249'],
    ['arXiv:2101.00001', 'arxiv:2101.00001'],
    ['arXiv:1412.6980v9', 'arxiv:1412.6980v9'],
    ['arXiv:hep-th/9901001', 'arxiv:hep-th/9901001'],
    ['arXiv:math.AG/0601001', 'arxiv:math.AG/0601001'],
    ['https://arxiv.org/abs/2101.00001', 'arxiv:2101.00001'],
    ['ISBN 978-0-306-40615-7', 'isbn:9780306406157'],
    ['ISBN 0-306-40615-2', 'isbn:0306406152'],
    ['ISBN 0-8044-2957-X', 'isbn:080442957X'],
    ['ERR123456', 'accession:ERR123456'],
    ['ENA:ERR123456', 'accession:ERR123456'],
    ['SRR1234567', 'accession:SRR1234567'],
    ['PRJNA257197', 'accession:PRJNA257197'],
    ['BioSample:SAMN02604091', 'accession:SAMN02604091'],
    ['GEO:GSE12345', 'accession:GSE12345'],
    ['AB123456.1', 'accession:AB123456.1'],
    ['GCA_000001405.29', 'accession:GCA_000001405.29'],
    ['https://example.org/table.csv (retrieved 2026-06-17)', 'https://example.org/table.csv'],
    ['unresolved: the lab notebook has no public record', 'the lab notebook has no public record'],
  ])('%s reads as %s', (text, key) => {
    expect(keyOf(text)).toBe(key);
  });

  it.each([
    ['', /is empty/],
    ['ENA', /free text/],
    ['from the lab', /free text/],
    ['trust me', /free text/],
    ['ISBN 978-0-306-40615-8', /ISBN-13 whose check digit does not match/],
    ['ISBN 0-306-40615-3', /ISBN-10 whose check digit does not match/],
    ['arXiv:2113.00001', /not a valid arXiv identifier/],
    ['arXiv:2101.0001', /not a valid arXiv identifier/],
    ['arXiv:1301.00001', /not a valid arXiv identifier/],
    ['https://example.org/table.csv', /without the date it was retrieved/],
    ['https://example.org/t.csv (retrieved 2026-02-30)', /not a calendar date/],
    ['GEO:ERR123456', /does not issue accessions like ERR123456/],
    ['Unresolved: no record', /does not read `unresolved: <why>` exactly/],
    ['unresolved:', /does not read `unresolved: <why>` exactly/],
  ])('%j is refused: %s', (text, problem) => {
    const check = parseCitation(text);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.problem).toMatch(problem);
  });

  it("the seed's own example names its archive and one accession: it is that accession", () => {
    expect(parseCitation('ENA accession ERR123456')).toEqual({
      ok: true,
      citation: {
        kind: 'accession',
        key: 'accession:ERR123456',
        id: 'ERR123456',
        archive: 'insdc-reads',
      },
    });
  });

  it('text naming more than one identifier is refused, naming them', () => {
    expect(parseCitation('ENA runs ERR123456 and ERR123457')).toEqual({
      ok: false,
      problem:
        'names 2 identifiers (ERR123456, ERR123457); a source cites the one record the artifact came from',
    });
  });

  it('a URL without its date suggests the exact form', () => {
    expect(parseCitation('https://example.org/x')).toMatchObject({
      suggestion: 'https://example.org/x (retrieved YYYY-MM-DD)',
    });
  });
});

/**
 * Issue 36: the identifier families of the field's archives. Each family: a valid identifier
 * bare (where its shape stands alone), the same after its label, and a malformed neighbour
 * with the message it gets; whether `resolve` looks it up decides whether it enters the lock.
 */
describe('identifier families', () => {
  it.each([
    // [text, key, looked up]
    ['ERR123456', 'accession:ERR123456', true],
    ['ENA accession ERR123456', 'accession:ERR123456', true],
    ['SRA run SRR1234567', 'accession:SRR1234567', true],
    ['DDBJ DRX000001', 'accession:DRX000001', true],
    ['ENA study PRJEB1234', 'accession:PRJEB1234', true],
    ['GenBank AB123456.1', 'accession:AB123456.1', true],
    ['BioProject PRJNA257197', 'accession:PRJNA257197', true],
    ['BioSample: SAMN02604091', 'accession:SAMN02604091', true],
    ['GEO series GSE12345', 'accession:GSE12345', true],
    ['GPL570', 'accession:GPL570', true],
    ['NCBI Assembly GCF_000001405.40', 'accession:GCF_000001405.40', true],
    ['NC_001422.1', 'refseq:NC_001422.1', false],
    ['RefSeq NC_001422.1', 'refseq:NC_001422.1', false],
    ['RefSeq NM_000546.6', 'refseq:NM_000546.6', false],
    ['NP_000537.3', 'refseq:NP_000537.3', false],
    ['XM_011520123.2', 'refseq:XM_011520123.2', false],
    ['WP_000000001.1', 'refseq:WP_000000001.1', false],
    ['NZ_CP012345.1', 'refseq:NZ_CP012345.1', false],
    ['ArrayExpress E-MTAB-1234', 'arrayexpress:E-MTAB-1234', false],
    ['S-BSST123', 'biostudies:S-BSST123', false],
    ['UniProt P69905', 'uniprot:P69905', false],
    ['A0A023GPI8', 'uniprot:A0A023GPI8', false],
    ['PDB 4HHB', 'pdb:4HHB', false],
    ['pdb_00004hhb', 'pdb:pdb_00004hhb', false],
    ['ENSG00000139618', 'ensembl:ENSG00000139618', false],
    ['Ensembl ENSMUST00000000001.5', 'ensembl:ENSMUST00000000001.5', false],
    ['RRID:AB_2298772', 'rrid:RRID:AB_2298772', false],
    ['RRID:SCR_002798', 'rrid:RRID:SCR_002798', false],
    ['Zenodo 10.5281/zenodo.1234567', 'doi:10.5281/zenodo.1234567', true],
    ['Figshare 10.6084/m9.figshare.123', 'doi:10.6084/m9.figshare.123', true],
    ['Dryad: 10.5061/dryad.abc123', 'doi:10.5061/dryad.abc123', true],
    ['doi: 10.1000/xyz', 'doi:10.1000/xyz', true],
    ['DOI 10.1000/xyz', 'doi:10.1000/xyz', true],
    ['PMID: 12345678', 'pmid:12345678', true],
    ['PubMed 12345678', 'pmid:12345678', true],
    ['arXiv 2101.00001', 'arxiv:2101.00001', true],
  ])('%s reads as %s (looked up: %s)', (text, key, lookedUp) => {
    const check = parseCitation(text);
    expect(check.ok ? check.citation.key : check.problem).toBe(key);
    if (!check.ok) return;
    expect(isLookedUp(check.citation)).toBe(lookedUp);
    // What resolve says of an identifier it does not ask about, instead of "free text".
    if (!lookedUp)
      expect(describeNotLookedUp(check.citation)).toMatch(/^recognised as \S+.*; not looked up/);
  });

  it('a RefSeq accession is said to be RefSeq, not looked up', () => {
    const check = parseCitation('RefSeq NC_001422.1');
    expect(check.ok && describeNotLookedUp(check.citation)).toMatch(
      /^recognised as RefSeq; not looked up/,
    );
  });

  it.each([
    ['NC_12', /looks like an accession of RefSeq but is not one \(a two-letter prefix/],
    ['RefSeq NC_1', /names RefSeq but "NC_1" is not an identifier it issues/],
    ['E-MTAB-', /looks like an accession of ArrayExpress/],
    ['ENSG0001', /looks like an accession of Ensembl/],
    ['RRID:', /looks like an accession of RRID/],
    ['GSE0', /looks like an accession of GEO/],
    ['PDB 12345', /names PDB but "12345" is not an identifier it issues/],
    ['4HHB', /free text/],
    ['UniProt ERR123456', /names UniProt, which does not issue accessions like ERR123456/],
    ['Zenodo 10.1000/xyz', /DOIs begin 10\.5281\//],
    ['PMID: 0123', /names PMID but "0123" is not an identifier it issues \(a PMID: a number\)/],
    ['ENA accession', /free text/],
    ['reads from ENA ERR123456', /free text/],
    ['the ENA accession ERR123456 and PRJEB1234', /names 2 identifiers/],
  ])('%j is refused: %s', (text, problem) => {
    const check = parseCitation(text);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.problem).toMatch(problem);
  });
});

/**
 * Issue 35, item 6: an identifier written as its resolver's address is that identifier (the
 * same key, so the lock, the registries and retraction hold it), dated or not; an address at
 * a resolver that names no identifier of it is refused, never a dated web page.
 */
describe('resolver addresses are the identifiers they resolve', () => {
  it.each([
    ['https://doi.org/10.9999/x (retrieved 2026-06-17)', 'doi:10.9999/x'],
    ['https://dx.doi.org/10.9999/X', 'doi:10.9999/x'],
    ['http://DOI.ORG./10.9999/%78', 'doi:10.9999/x'],
    ['https://hdl.handle.net/10.9999/x', 'doi:10.9999/x'],
    ['https://identifiers.org/doi:10.9999/x (retrieved 2026-06-17)', 'doi:10.9999/x'],
    ['https://identifiers.org/pubmed:23903748', 'pmid:23903748'],
    ['https://identifiers.org/ena.embl:ERR123456', 'accession:ERR123456'],
    ['https://identifiers.org/refseq:NC_001422.1', 'refseq:NC_001422.1'],
    ['https://pubmed.ncbi.nlm.nih.gov/23903748/ (retrieved 2026-06-17)', 'pmid:23903748'],
    ['https://www.ncbi.nlm.nih.gov/pmc/articles/PMC3737249/', 'pmcid:PMC3737249'],
    ['https://arxiv.org/abs/2101.00001v2 (retrieved 2026-06-17)', 'arxiv:2101.00001v2'],
    ['https://arxiv.org/pdf/2101.00001.pdf', 'arxiv:2101.00001'],
    [
      'https://www.ebi.ac.uk/ena/browser/view/ERR123456 (retrieved 2026-06-17)',
      'accession:ERR123456',
    ],
    ['https://www.ncbi.nlm.nih.gov/geo/query/acc.cgi?acc=GSE12345', 'accession:GSE12345'],
    ['https://www.ncbi.nlm.nih.gov/bioproject/PRJNA257197', 'accession:PRJNA257197'],
    ['https://www.ncbi.nlm.nih.gov/nuccore/NC_001422.1', 'refseq:NC_001422.1'],
    ['https://www.uniprot.org/uniprotkb/P69905/entry', 'uniprot:P69905'],
    ['https://www.rcsb.org/structure/4HHB', 'pdb:4HHB'],
    ['https://www.ensembl.org/id/ENSG00000139618', 'ensembl:ENSG00000139618'],
    [
      'https://www.ebi.ac.uk/biostudies/arrayexpress/studies/E-MTAB-1234',
      'arrayexpress:E-MTAB-1234',
    ],
    ['https://scicrunch.org/resolver/RRID:AB_2298772', 'rrid:RRID:AB_2298772'],
    ['https://zenodo.org/records/1234567', 'doi:10.5281/zenodo.1234567'],
  ])('%s is %s', (text, key) => {
    const check = parseCitation(text);
    expect(check.ok ? check.citation.key : check.problem).toBe(key);
  });

  it.each([
    ['https://doi.org/ (retrieved 2026-06-17)', /serves identifiers only/],
    ['https://doi.org/search?q=x (retrieved 2026-06-17)', /serves identifiers only/],
    ['https://doi.org/10.1/x (retrieved 2026-06-17)', /not an identifier DOI issues/],
    [
      'https://pubmed.ncbi.nlm.nih.gov/abc/ (retrieved 2026-06-17)',
      /not an identifier PubMed issues/,
    ],
    [
      'https://identifiers.org/taxonomy:9606 (retrieved 2026-06-17)',
      /namespace "taxonomy", which the gate does not check/,
    ],
    [
      'https://www.ebi.ac.uk/ena/browser/view/XYZ (retrieved 2026-06-17)',
      /not an identifier ENA issues/,
    ],
    ['https://doi.org/10.9999/x (retrieved 2026-02-30)', /not a calendar date/],
    ['https://doi.org/10.9999/x and 10.9999/y', /resolver address with text after it/],
  ])('%j is refused: %s', (text, problem) => {
    const check = parseCitation(text);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.problem).toMatch(problem);
  });

  it('an ordinary page of a resolver host is a web page, and needs its date', () => {
    expect(
      parseCitation('https://www.ebi.ac.uk/ena/browser/home (retrieved 2026-06-17)'),
    ).toMatchObject({
      ok: true,
      citation: { kind: 'url' },
    });
    expect(parseCitation('https://arxiv.org/list/cs.LG/recent')).toMatchObject({ ok: false });
  });
});
