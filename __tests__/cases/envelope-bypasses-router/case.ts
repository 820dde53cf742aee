import { readFile, rm } from 'node:fs/promises';
import { parse, stringify } from 'yaml';
import type { TempRepo } from '../../helpers/repo.js';
import { defineCase } from '../harness.js';
import { ENVELOPE, handoffs, type Doc } from '../fixtures.js';

/**
 * The example envelope (router → detector) as 01, and the detector's envelope after it as 02,
 * which says the source is `sourceKind`.
 */
async function detectorWrites(repo: TempRepo, sourceKind: string) {
  await handoffs(repo);
  const text = await readFile(repo.abs(ENVELOPE), 'utf8');
  await rm(repo.abs(ENVELOPE));
  await repo.write('01-route-to-detector.handoff.yaml', text);
  const next = parse(text) as Doc;
  next.source_kind = sourceKind;
  delete next.next_action;
  await repo.write('02-detector-result.handoff.yaml', stringify(next));
}

export default defineCase({
  summary: 'the detector turns a named file into pasted text, a change only the router may make',
  violation: (repo) => detectorWrites(repo, 'pasted_text'),
  clean: (repo) => detectorWrites(repo, 'named_file'),
  expect: [
    {
      path: '02-detector-result.handoff.yaml',
      message: /source_kind changes from "named_file" to "pasted_text"/,
    },
  ],
});
