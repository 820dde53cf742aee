/**
 * hosts/choose-host.ts: the one place the environment chooses the host of a run.
 */
import { describe, expect, it } from 'vitest';
import { chooseHost } from '../../src/hosts/choose-host.js';
import { ConfigurationError } from '../../src/util/errors.js';

const SHA = 'a'.repeat(40);

describe('chooseHost', () => {
  it('gives the action GitHub, whatever else the environment says', () => {
    expect(chooseHost('action', { GITLAB_CI: 'true' })).toEqual({ kind: 'github' });
  });

  it('gives the command line its own host outside GitLab CI', () => {
    expect(chooseHost('command-line', { GITHUB_ACTIONS: 'true' })).toEqual({ kind: 'local' });
    expect(chooseHost('command-line', { GITLAB_CI: 'false' })).toEqual({ kind: 'local' });
  });

  it("gives the command line GitLab's host in a GitLab job, with its merge request's target", () => {
    expect(chooseHost('command-line', { GITLAB_CI: 'true' })).toEqual({
      kind: 'gitlab',
      job: { mergeRequest: null },
    });
    expect(
      chooseHost('command-line', {
        GITLAB_CI: 'true',
        CI_MERGE_REQUEST_IID: '7',
        CI_MERGE_REQUEST_TARGET_BRANCH_SHA: SHA,
      }),
    ).toEqual({ kind: 'gitlab', job: { mergeRequest: { iid: '7', target: { sha: SHA } } } });
  });

  it('refuses a merge request pipeline that names no target (the base is never guessed)', () => {
    expect(() =>
      chooseHost('command-line', { GITLAB_CI: 'true', CI_MERGE_REQUEST_IID: '7' }),
    ).toThrow(ConfigurationError);
  });
});
