/**
 * The bookkeeping files workflow engines write inside the output directories they manage: the
 * ONE list of them. They record the engine's own state (not an output of the step), so no
 * passport lists them: `artifact-unlisted` and `passport-missing` do not count them, `stamp`
 * (and `run`) leave them out of `outputs[]`, and coverage in the diff skips them, all through
 * repo/ownership.ts createBookkeepingTest, which reads this list.
 *
 * Kept short on purpose: every name here is a file the gate does not vouch for, so only a
 * file whose name and place the engine itself fixes belongs here (documented in docs/rules.md,
 * `artifact-unlisted`). A name is matched exactly (case-sensitive) as the last path segment of
 * a regular file; a directory or a symbolic link of that name is a file like any other.
 */

/** One engine bookkeeping file name, where it comes from and why it is no output. */
export interface EngineBookkeepingFile {
  /** The file name (the last path segment), matched exactly. */
  readonly name: string;
  /** The engine that writes it. */
  readonly engine: string;
  /** What it is, for docs/rules.md and the messages. */
  readonly why: string;
}

/** Every engine bookkeeping file name the gate exempts. */
export const ENGINE_BOOKKEEPING_FILES: readonly EngineBookkeepingFile[] = [
  {
    name: '.snakemake_timestamp',
    engine: 'Snakemake',
    why: 'the empty marker Snakemake touches inside a directory() output to record when the job finished',
  },
  // A Nextflow task's work directory holds its outputs and these files of the engine's; `import
  // --from nextflow-lineage` writes a task's passport there when its outputs were not published.
  ...(
    [
      ['.exitcode', "the task's exit status, as Nextflow recorded it"],
      ['.command.sh', 'the task script Nextflow wrote from the process'],
      ['.command.run', 'the wrapper Nextflow runs the task script with'],
      ['.command.out', "the task's standard output, captured"],
      ['.command.err', "the task's standard error, captured"],
      ['.command.log', "the task's combined output, captured"],
      ['.command.begin', 'the marker Nextflow touches when the task starts'],
      ['.command.trace', "the task's resource usage, as Nextflow traced it"],
    ] as const
  ).map(([name, why]) => ({
    name,
    engine: 'Nextflow',
    why: `${why} (in the task work directory)`,
  })),
];

const NAMES: ReadonlySet<string> = new Set(ENGINE_BOOKKEEPING_FILES.map((f) => f.name));

/** True when repository-relative path `rel` (POSIX) is named like an engine bookkeeping file. */
export function isEngineBookkeepingName(rel: string): boolean {
  const slash = rel.lastIndexOf('/');
  return NAMES.has(slash < 0 ? rel : rel.slice(slash + 1));
}
