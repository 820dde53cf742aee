import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { audit } from '../../src/audit/pipeline.js';
import { DEFAULT_CONFIG } from '../../src/config/config.js';
import { LFS_POINTER_MAX_BYTES, parseLfsPointer } from '../../src/hash/lfs-pointer.js';
import { sha256, TempRepo } from '../helpers/repo.js';

const VERSION_LINE = 'version https://git-lfs.github.com/spec/v1';
const pointerText = (oid: string, size: number, extra = '') =>
  `${VERSION_LINE}\n${extra}oid sha256:${oid}\nsize ${size}\n`;
const bytes = (text: string) => Buffer.from(text, 'utf8');

describe('parseLfsPointer', () => {
  const oid = sha256('object');
  it('reads oid and size of a spec pointer, extension lines included', () => {
    expect(parseLfsPointer(bytes(pointerText(oid, 12345)))).toEqual({ oid, size: 12345 });
    expect(parseLfsPointer(bytes(pointerText(oid, 0, 'ext-0-foo sha256:abc\n')))).toEqual({
      oid,
      size: 0,
    });
  });
  it.each([
    ['no version line', `oid sha256:${oid}\nsize 1\n`],
    ['another version', `version https://example.com/v2\noid sha256:${oid}\nsize 1\n`],
    ['an uppercase oid', pointerText(oid.toUpperCase(), 1)],
    ['a short oid', pointerText(oid.slice(1), 1)],
    ['a negative size', pointerText(oid, -1)],
    ['a size beyond safe integers', `${VERSION_LINE}\noid sha256:${oid}\nsize 9999999999999999\n`],
    ['no size', `${VERSION_LINE}\noid sha256:${oid}\n`],
    ['two oids', `${VERSION_LINE}\noid sha256:${oid}\noid sha256:${oid}\nsize 1\n`],
    ['a line that is not key and value', `${VERSION_LINE}\noid sha256:${oid}\nsize 1\ngarbage\n`],
    [
      'more bytes than a pointer may have',
      pointerText(oid, 1).padEnd(LFS_POINTER_MAX_BYTES + 1, '\n'),
    ],
  ])('refuses %s', (_name, text) => {
    expect(parseLfsPointer(bytes(text))).toBeNull();
  });
});

describe('auditing a checkout without LFS content', () => {
  let repo: TempRepo;
  beforeEach(async () => {
    repo = await TempRepo.create('pg-lfs-');
  });
  afterEach(async () => {
    await repo.remove();
  });

  const content = 'BAM\u0001the real alignment, never fetched';
  const run = () => audit({ root: repo.root, config: { ...DEFAULT_CONFIG } });

  /**
   * Writes an output that is a pointer to `content`, and a passport recording `recorded`, in a
   * git work tree whose .gitattributes marks the output filter=lfs (unless `tracked` is false).
   */
  async function setUp(
    recorded: { sha256: string; size: number },
    pointer = pointerText(sha256(content), content.length),
    tracked = true,
  ) {
    repo.gitInit();
    if (tracked) await repo.lfsTrack('*.bam');
    await repo.write('results/align/sample.bam', pointer);
    await repo.passport({
      dir: 'results/align',
      outputs: ['results/align/sample.bam'],
      mutate: (p) => {
        const out = (p.outputs as { sha256: string; size_bytes: number }[])[0]!;
        out.sha256 = recorded.sha256;
        out.size_bytes = recorded.size;
      },
    });
  }

  it('verifies sha256 and size_bytes against the pointer and says so', async () => {
    await setUp({ sha256: sha256(content), size: content.length });
    const report = await run();
    expect(report.findings).toEqual([]);
    expect(report.summary).toMatchObject({ passed: true, artifacts_verified: 1 });
    expect(report.passports[0]).toMatchObject({ status: 'pass', lfs_pointers: 1 });
  });

  it('is artifact-hash-mismatch when the pointer names another object', async () => {
    await setUp({ sha256: sha256('what the passport describes'), size: content.length });
    const report = await run();
    const f = report.findings.find((x) => x.rule === 'artifact-hash-mismatch');
    expect(f?.message).toContain(`names object sha256 ${sha256(content)}`);
    expect(f).toMatchObject({ severity: 'error', pointer: '/outputs/0/sha256' });
    expect(report.passports[0]).not.toHaveProperty('lfs_pointers');
  });

  it("is artifact-size-mismatch when size_bytes differs from the pointer's size", async () => {
    await setUp({ sha256: sha256(content), size: content.length + 1 });
    const report = await run();
    const f = report.findings.find((x) => x.rule === 'artifact-size-mismatch');
    expect(f?.message).toContain(`its Git LFS pointer says the object has ${content.length} bytes`);
    expect(report.passports[0]).not.toHaveProperty('lfs_pointers');
  });

  it('verifies by content a passport that recorded the pointer file itself', async () => {
    const pointer = pointerText(sha256(content), content.length);
    await setUp({ sha256: sha256(pointer), size: Buffer.byteLength(pointer) }, pointer);
    const report = await run();
    expect(report.findings).toEqual([]);
    expect(report.passports[0]).not.toHaveProperty('lfs_pointers');
  });

  it('verifies the smudged content against the same passport', async () => {
    await setUp({ sha256: sha256(content), size: content.length }, content);
    const report = await run();
    expect(report.findings).toEqual([]);
    expect(report.passports[0]).not.toHaveProperty('lfs_pointers');
  });

  describe('a pointer-shaped file where .gitattributes does not say filter=lfs is just bytes', () => {
    const recorded = { sha256: sha256(content), size: content.length };
    const expectBytesChecked = (report: Awaited<ReturnType<typeof run>>) => {
      const f = report.findings.find((x) => x.rule === 'artifact-hash-mismatch');
      expect(f).toMatchObject({ severity: 'error', pointer: '/outputs/0/sha256' });
      const pointer = pointerText(sha256(content), content.length);
      expect(f?.message).toContain(`actual ${sha256(pointer)}`);
      expect(f?.message).toContain('does not mark "results/align/sample.bam" filter=lfs');
      expect(report.summary.passed).toBe(false);
      expect(report.passports[0]).not.toHaveProperty('lfs_pointers');
    };

    it('in a git work tree with no attribute for the path', async () => {
      await setUp(recorded, undefined, false);
      // Another path is tracked: the attribute is per path, not per repository.
      await repo.lfsTrack('*.cram');
      expectBytesChecked(await run());
    });

    it('when the attribute is unset for the path further down', async () => {
      await setUp(recorded);
      await repo.write('results/align/.gitattributes', '*.bam -filter\n');
      await repo.passport({
        dir: 'results/align',
        outputs: ['results/align/sample.bam', 'results/align/.gitattributes'],
        mutate: (p) => {
          const out = (p.outputs as { sha256: string; size_bytes: number }[])[0]!;
          out.sha256 = recorded.sha256;
          out.size_bytes = recorded.size;
        },
      });
      expectBytesChecked(await run());
    });

    it('outside a git work tree (nothing to ask: fail closed)', async () => {
      await repo.write('results/align/sample.bam', pointerText(sha256(content), content.length));
      await repo.write('.gitattributes', '*.bam filter=lfs diff=lfs merge=lfs -text\n');
      await repo.passport({
        dir: 'results/align',
        outputs: ['results/align/sample.bam'],
        mutate: (p) => {
          const out = (p.outputs as { sha256: string; size_bytes: number }[])[0]!;
          out.sha256 = recorded.sha256;
          out.size_bytes = recorded.size;
        },
      });
      expectBytesChecked(await run());
    });
  });
});
