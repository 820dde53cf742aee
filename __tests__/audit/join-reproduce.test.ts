/**
 * reproduce's findings joined to the audit's report (issue 38): the verdict, the counts and the
 * passport's status are decided again over both, and the JSON report with its `reproduce`
 * section is one the report schema accepts.
 */
import { describe, expect, it } from 'vitest';
import { joinReproduce } from '../../src/audit/join-reproduce.js';
import { validateReport } from '../../src/formats/report-schema.js';
import { makeReport } from '../helpers/report-fixture.js';

const section = {
  mode: 'changed' as const,
  commit: 'b'.repeat(40),
  steps: [
    {
      path: 'results/a/a.passport.json',
      status: 'differs' as const,
      reason: 'changed' as const,
      compared: 1,
      not_compared: 0,
      seconds: 0.5,
    },
  ],
};

describe('joinReproduce', () => {
  it('fails a passing report on a reproduce-differs error, and marks its passport', () => {
    const report = makeReport([]);
    expect(report.summary.passed).toBe(true);
    const joined = joinReproduce(
      report,
      section,
      [
        {
          rule: 'reproduce-differs',
          severity: 'error',
          path: 'results/a/a.passport.json',
          message: 'differs',
        },
      ],
      'error',
    );
    expect(joined.summary).toMatchObject({ passed: false, errors: 1 });
    expect(joined.passports[0]).toMatchObject({ status: 'fail', errors: 1 });
    expect(joined.reproduce).toEqual(section);
    expect(validateReport(JSON.parse(JSON.stringify(joined)))).toEqual([]);
  });

  it('keeps a report passing on a notice (a consumer not reached)', () => {
    const joined = joinReproduce(
      makeReport([]),
      { ...section, steps: [] },
      [
        {
          rule: 'reproduce-consumer-not-reached',
          severity: 'notice',
          path: 'results/a/a.passport.json',
          message: 'not reached',
        },
      ],
      'error',
    );
    expect(joined.summary).toMatchObject({ passed: true, notices: 1 });
  });
});
