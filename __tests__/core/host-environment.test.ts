/**
 * Nothing in core/ reads a CI host's environment (issue 39): the bottom model layer is the same
 * whichever host runs the gate. A host's variables are read above it (for the content cache,
 * operations/content-cache.ts) and passed down as facts
 * (core/content-cache-policy.ts's CacheRunFacts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const coreDir = path.resolve(import.meta.dirname, '../../src/core');

/** A CI host's variable: GitHub's, GitLab's, a runner's. */
const HOST_VARIABLE = /^(GITHUB|GITLAB|CI|RUNNER)_[A-Z0-9_]+$/;

/** Where a file reads an environment: `x.env`, an `env` binding, or a host variable by name. */
function listEnvironmentReads(file: string, text: string): string[] {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const reads: string[] = [];
  const at = (node: ts.Node, what: string) =>
    reads.push(`${file}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${what}`);
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAccessExpression(node)) {
      const name = node.name.text;
      if (name === 'env' || HOST_VARIABLE.test(name)) at(node, node.getText());
    } else if (ts.isElementAccessExpression(node)) {
      const arg = node.argumentExpression;
      if (ts.isStringLiteralLike(arg) && HOST_VARIABLE.test(arg.text)) at(node, node.getText());
    } else if (ts.isBindingElement(node) && node.name.getText() === 'env') {
      at(node, `binding ${node.getText()}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return reads;
}

describe('core/', () => {
  const files = readdirSync(coreDir).filter((f) => f.endsWith('.ts'));

  it('reads no CI host’s environment', () => {
    expect(files.length).toBeGreaterThan(5);
    const reads = files.flatMap((f) =>
      listEnvironmentReads(`src/core/${f}`, readFileSync(path.join(coreDir, f), 'utf8')),
    );
    expect(reads).toEqual([]);
  });

  it('the check finds a read: a policy deciding on env.GITLAB_CI', () => {
    const text = `export function decide({ env }: { env: Record<string, string> }) {
  return env.GITLAB_CI === 'true' || env['CI_MERGE_REQUEST_IID'] !== undefined;
}`;
    expect(listEnvironmentReads('policy.ts', text)).toEqual([
      'policy.ts:1: binding env',
      'policy.ts:2: env.GITLAB_CI',
      "policy.ts:2: env['CI_MERGE_REQUEST_IID']",
    ]);
  });
});
