/** Types of bench/reproduce-workload.mjs (workload 7 of bench/run.mjs), for the tests. */

/** A committed passport recorded by `run`, as the benchmark runs its step. */
export interface RecordedStep {
  readonly path: string;
  readonly id: string;
  readonly consumed: readonly string[];
  readonly command: readonly string[];
  readonly workingDirectory: string;
  readonly outputs: readonly { readonly path: string; readonly sha256: string }[];
}
/** Where and how the generators record steps. */
export interface RecordOptions {
  /** The passport-gate CLI (dist/cli.js), run by `node`. */
  readonly cli: string;
  readonly env?: NodeJS.ProcessEnv;
  /** The node binary (default: this process's). */
  readonly node?: string;
}
export declare function preferRealPython(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
export declare function generateStepLine(
  dir: string,
  options: RecordOptions & { readonly steps: number },
): string;
export declare function generateSnakemakeExample(
  dir: string,
  options: RecordOptions & { readonly example: string },
): string | null;
export declare function readRecordedSteps(root: string): RecordedStep[];
export declare function stepsScript(root: string, steps: readonly RecordedStep[]): string;
export declare function extractCommit(root: string, dest: string): string;
export declare function explainNotReproduced(root: string, options: RecordOptions): string | null;
export declare function forgetGenerated(dir: string): void;
