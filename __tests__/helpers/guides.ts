/**
 * The Markdown a user reads: README.md and the guides under docs/. The tests that hold text to
 * the program (workflows to GitHub's parser, command lines to the commands' options, pins to one
 * commit) iterate over all of them, so moving a section from the README into a guide keeps its
 * checks.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The repository root. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');

/** README.md, then every docs/*.md in name order, as repository-relative paths. */
export function listGuideFiles(root: string = REPO_ROOT): string[] {
  const docs = readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`);
  return ['README.md', ...docs];
}

/** A guide's repository-relative path and its text. */
export interface Guide {
  file: string;
  text: string;
}

/** Every guide of listGuideFiles, read. */
export function readGuides(root: string = REPO_ROOT): Guide[] {
  return listGuideFiles(root).map((file) => ({
    file,
    text: readFileSync(path.join(root, file), 'utf8'),
  }));
}
