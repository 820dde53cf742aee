/**
 * `passport-gate init`: write a commented `.passport-gate.yml` whose `outputs:` pins the output
 * roots the audit infers from the passports when none are configured (audit/ownership.ts).
 * What it writes is read back with the config loader the audit uses, and its globs must match
 * exactly the output directories the inference found, or nothing is written.
 */
import { lstat } from 'node:fs/promises';
import path from 'node:path';
import {
  DEFAULT_CONFIG,
  DEFAULT_CONFIG_FILE,
  findDefaultConfigFile,
  parseConfigText,
} from '../config/config.js';
import { findOutputDirectories, globForRoot } from '../repo/ownership.js';
import { ConfigurationError, EXIT_OK, EXIT_USAGE } from '../util/errors.js';
import { isPassportPath } from '../formats/passport.js';
import { relativeDirname } from '../util/relative-path.js';
import { resolveRoot } from '../repo/root.js';
import { walkRepository } from '../repo/tree.js';
import { escapeTerminal } from '../report/escape.js';
import { writeFileAtomic } from '../fs/atomic-write.js';
import { VERSION } from '../util/version.js';
import { parseCommandArgs } from './parse-args.js';
import { discoverRoot, type CliIo } from './io.js';

/** Help text of the init command. */
const INIT_HELP = `Usage: passport-gate init [options]

Write a commented ${DEFAULT_CONFIG_FILE} at the repository root that pins the output
directories in outputs:. Without outputs:, the audit infers them from the passports
(integrity-audit mode 4): the parent of every directory holding a passport is an output
root (never the repository root itself), and every directory directly under a root must
hold a passport. init writes those roots as globs ("results/*") for you to review: once
outputs: is set, nothing is inferred, so moving or deleting passports no longer changes
which directories need one.

Options:
  --root DIR    repository root (default: .)
  --force       overwrite an existing ${DEFAULT_CONFIG_FILE}
  --stdout      print the file instead of writing it
  --debug       print stack traces of internal errors
  -h, --help    show this help

Exit codes: 0 written (or printed), 2 usage error, an existing file without --force, or a
root that cannot be read.

Examples:
  passport-gate init
  passport-gate init --root analysis --stdout
  passport-gate init --force        # replace the file with freshly inferred outputs
`;

/** Passport paths quoted per root in the file's comments. */
const EVIDENCE_IN_COMMENT = 3;

/** One inferred root: its glob and the passports it comes from. */
interface RootPlan {
  root: string;
  glob: string;
  passports: string[];
}

/**
 * The text of the config file for these roots. Repository paths appear only JSON-quoted (in
 * comments too): a directory name holding a line break cannot start a YAML line of its own.
 */
function renderInitConfig(roots: readonly RootPlan[]): string {
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

/** Runs `init`; returns the exit code. */
export async function runInitCommand(args: string[], io: CliIo): Promise<number> {
  const { values } = parseCommandArgs(INIT_HELP, {
    args,
    strict: true,
    allowPositionals: false,
    options: {
      root: { type: 'string' },
      force: { type: 'boolean' },
      stdout: { type: 'boolean' },
      debug: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    io.stdout.write(INIT_HELP);
    return EXIT_OK;
  }
  // The root as every other command finds it: --root, else the git top level of where one stands.
  const root =
    values.root !== undefined
      ? path.resolve(io.cwd, values.root)
      : (
          await discoverRoot(io.cwd, (text) =>
            io.stderr.write(`${escapeTerminal(text.trimEnd())}\n`),
          )
        ).root;
  const realRoot = await resolveRoot(root);
  // The spelling the audit reads (.passport-gate.yaml when it is the only one): never a second file.
  const file = path.join(realRoot, await findDefaultConfigFile(realRoot));
  if (!values.stdout && !values.force) {
    const exists = await lstat(file).then(
      () => true,
      () => false,
    );
    if (exists) {
      io.stderr.write(
        `passport-gate: ${escapeTerminal(file)} exists; review it, or pass --force to replace it with freshly inferred outputs (its other settings are not kept).\n`,
      );
      return EXIT_USAGE;
    }
  }

  // The tree as the audit of the written file will see it: no ignore globs (the file has none).
  const { entries, problems } = await walkRepository(realRoot, { ignore: [] }, io.signal);
  const passports = entries.filter((e) => e.kind !== 'dir' && isPassportPath(e.rel));
  const passportDirs = new Set(passports.map((e) => relativeDirname(e.rel)));
  const inferred = findOutputDirectories(entries, passportDirs, DEFAULT_CONFIG);
  const roots: RootPlan[] = [...inferred.inferredRoots].map(([r, dirs]) => {
    const under = new Set(dirs);
    return {
      root: r,
      glob: globForRoot(r),
      passports: passports.map((e) => e.rel).filter((p) => under.has(relativeDirname(p))),
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

  if (values.stdout) {
    io.stdout.write(text);
  } else {
    try {
      await writeFileAtomic(file, text);
    } catch (error) {
      throw new ConfigurationError(
        `cannot write ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`,
      );
    }
    io.stdout.write(`wrote ${escapeTerminal(file)}\n`);
  }
  const out = values.stdout ? io.stderr : io.stdout;
  if (roots.length === 0) {
    out.write(
      'note: no output root could be inferred (no passport sits in a directory below a top-level directory); outputs: is empty, so nothing is pinned yet: list your output directories there.\n',
    );
  } else {
    for (const r of roots) {
      out.write(
        `  ${escapeTerminal(r.glob)}  (from ${r.passports.length} passport(s) under ${escapeTerminal(r.root)}/)\n`,
      );
    }
  }
  if (problems.length > 0) {
    out.write(
      `note: ${problems.length} director(y/ies) or name(s) could not be listed (unreadable, or not UTF-8); the audit reports each (directory-unreadable, path-not-utf8).\n`,
    );
  }
  return EXIT_OK;
}
