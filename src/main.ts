/**
 * The GitHub Action. Placeholder until the action layer lands: it runs the
 * audit over the whole repository and fails on error findings.
 */
import * as core from '@actions/core';
import { audit } from './audit/engine.js';
import { loadConfig } from './audit/config.js';

/** Runs the action; the one top-level try/catch that calls core.setFailed. */
export async function run(): Promise<void> {
  try {
    const root = core.getInput('root') || '.';
    const config = await loadConfig(root, undefined, false);
    const report = await audit({ root, config });
    core.setOutput('passed', String(report.summary.passed));
    if (!report.summary.passed) core.setFailed(`${report.summary.errors} error finding(s)`);
  } catch (error) {
    core.setFailed(error instanceof Error ? error.message : String(error));
  }
}
