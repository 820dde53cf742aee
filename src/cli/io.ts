/**
 * What every command starts from: the process (CliIo), and the repository root, its config and
 * git's questions of the work tree, which the command line's host reads
 * (src/hosts/command-root.ts).
 */
import type { HostIo } from '../gate/host-io.js';

/** The process as seen by commands: the hosts' {@link HostIo} (gate/host-io.ts). */
export type CliIo = HostIo;

export {
  discoverRoot,
  gitIgnoreRulesFor,
  gitQuestionsFor,
  loadCommandRoot,
  resolveCommandRoot,
  type CommandRoot,
} from '../hosts/command-root.js';
