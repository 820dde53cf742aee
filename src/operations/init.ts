/**
 * Init: the `.passport-gate.yml` that pins the output roots the audit infers from the passports
 * when none are configured (repo/ownership.ts), as text, and written unless asked not to. What
 * it writes is read back with the config loader the audit uses, and its globs must match exactly
 * the output directories the inference found, or nothing is written.
 */
import { lstat } from 'node:fs/promises';
import path from 'node:path';
import {
  DEFAULT_CONFIG,
  DEFAULT_CONFIG_FILE,
  findDefaultConfigFile,
  parseConfigText,
} from '../config/config.js';
import { isPassportPath } from '../formats/passport.js';
import { writeFileAtomic } from '../fs/atomic-write.js';
import { selectRels } from '../fs/tree-entries.js';
import { findOutputDirectories, globForRoot } from '../repo/ownership.js';
import { resolveRoot } from '../repo/root.js';
import { walkRepository } from '../repo/tree.js';
import { ConfigurationError } from '../util/errors.js';
import { relativeDirname } from '../util/relative-path.js';
import { VERSION } from '../util/version.js';

/** What to initialise. */
export interface InitOptions {
  /** The repository root (symbolic links are resolved). */
  root: string;
  /** Replace an existing config file (its other settings are not kept). */
  force: boolean;
  /** Write the file; false: only return its text. */
  write: boolean;
  signal?: AbortSignal | undefined;
}

/** One inferred root: its glob and the passports it comes from. */
export interface InitRoot {
  root: string;
  glob: string;
  passports: string[];
}

/** The config init made, or the file that is there already. */
export type InitResult =
  | { exists: true; file: string }
  | {
      exists: false;
      /** The config file's path: the spelling the audit reads. */
      file: string;
      text: string;
      written: boolean;
      roots: InitRoot[];
      /** Directories or names the walk could not list (the audit reports each). */
      unlisted: number;
    };

/** Passport paths quoted per root in the file's comments. */
const EVIDENCE_IN_COMMENT = 3;

/**
 * The text of the config file for these roots. Repository paths appear only JSON-quoted (in
 * comments too): a directory name holding a line break cannot start a YAML line of its own.
 */
function renderInitConfig(roots: readonly InitRoot[]): string {
  const lines = [
    `# passport-gate configuration, written by \`passport-gate init\` (${VERSION}).`,
    '# The keys are described in docs/configuration.md and the rules in docs/rules.md.',
    '#',
    '# outputs: globs of output directories. Each directory they match must hold a',
    '# *.passport.json listing every file under it (integrity-audit mode 4): one without a',
    '# passport is passport-missing, a file no passport lists is artifact-unlisted. A file',
    '# belongs to the nearest output directory above it. Without outputs: (or with an empty',
    '# list) the audit infers the output roots from the passports it finds; written here,',
    '# they are pinned. Add a glob for each new output root, or list directories one by one.',
  ];
  if (roots.length === 0) {
    lines.push(
      '#',
      '# No output root could be inferred: no passport sits in a directory below a top-level directory',
      '# (a passport in "results/align/" makes "results" a root). For example:',
      '#   outputs:',
      '#     - "results/*"',
      'outputs: []',
    );
  } else {
    lines.push('outputs:');
    for (const r of roots) {
      const shown = r.passports.slice(0, EVIDENCE_IN_COMMENT).map((p) => JSON.stringify(p));
      const more = r.passports.length - EVIDENCE_IN_COMMENT;
      lines.push(
        `  # ${JSON.stringify(r.root)}: inferred from ${shown.join(', ')}${more > 0 ? ` and ${more} more` : ''}`,
        `  - ${JSON.stringify(r.glob)}`,
      );
    }
  }
  lines.push(
    '',
    '# Other settings, with their defaults:',
    '# ignore: []                    # globs left out of discovery',
    '# rules:                        # severity per rule id: error | warning | notice | off',
    '#   artifact-unlisted: warning',
    '# path-base: root               # artifact paths relative to the root, or to the passport',
    '# allow-empty: false            # --all with outputs: set and no passport fails unless true',
    '',
  );
  return lines.join('\n');
}

/**
 * Infers the output roots under `options.root` and renders the config that pins them; writes it
 * unless `write` is false. An existing config file without `force` is returned as `exists` and
 * left alone. Throws ConfigurationError when the globs would not match exactly the inferred
 * directories, or the file cannot be written.
 */
export async function initConfig(options: InitOptions): Promise<InitResult> {
  const realRoot = await resolveRoot(options.root);
  // The spelling the audit reads (.passport-gate.yaml when it is the only one): never a second file.
  const file = path.join(realRoot, await findDefaultConfigFile(realRoot));
  if (options.write && !options.force) {
    const exists = await lstat(file).then(
      () => true,
      () => false,
    );
    if (exists) return { exists: true, file };
  }

  // The tree as the audit of the written file will see it: no ignore globs (the file has none).
  const { entries, problems } = await walkRepository(realRoot, { ignore: [] }, options.signal);
  const passports = selectRels(entries, (rel, kind) => kind !== 'dir' && isPassportPath(rel));
  const passportDirs = new Set(passports.map(relativeDirname));
  const inferred = findOutputDirectories(entries, passportDirs, DEFAULT_CONFIG);
  const roots: InitRoot[] = [...inferred.inferredRoots].map(([r, dirs]) => {
    const under = new Set(dirs);
    return {
      root: r,
      glob: globForRoot(r),
      passports: passports.filter((p) => under.has(relativeDirname(p))),
    };
  });
  const text = renderInitConfig(roots);

  // Read back with the audit's own loader; the pinned globs must name exactly the output
  // directories that were inferred, or the file would say something else than the audit did.
  const config = await parseConfigText(text, DEFAULT_CONFIG_FILE);
  const pinned = findOutputDirectories(entries, passportDirs, config);
  const same =
    config.outputs.length === 0
      ? roots.length === 0
      : pinned.dirs.size === inferred.dirs.size &&
        [...inferred.dirs].every((d) => pinned.dirs.has(d));
  if (!same) {
    throw new ConfigurationError(
      'init could not write globs that match exactly the inferred output directories; write outputs: by hand',
    );
  }
  if (options.write) {
    try {
      await writeFileAtomic(file, text);
    } catch (error) {
      throw new ConfigurationError(
        `cannot write ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`,
      );
    }
  }
  return { exists: false, file, text, written: options.write, roots, unlisted: problems.length };
}
