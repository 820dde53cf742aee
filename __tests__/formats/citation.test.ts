/**
 * Hard rule 1 offline (formats/citation.ts): each accepted form of a citation parses to its
 * canonical key, and its nearest wrong neighbour (a check digit off by one, a month that does
 * not exist, an identifier inside a sentence, a URL without its date) does not.
 */
import { describe, expect, it } from 'vitest';
import { parseCitation } from '../../src/formats/citation.js';

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

  it("the seed's own example is prose around an accession: refused, with the accession to write", () => {
    expect(parseCitation('ENA accession ERR123456')).toEqual({
      ok: false,
      problem: 'is free text, not a verifiable record',
      suggestion: 'ERR123456',
    });
  });

  it('a URL without its date suggests the exact form', () => {
    expect(parseCitation('https://example.org/x')).toMatchObject({
      suggestion: 'https://example.org/x (retrieved YYYY-MM-DD)',
    });
  });
});
