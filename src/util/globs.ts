/**
 * Globs of the config (`outputs`, `ignore`, the handoff globs), compiled once
 * into matchers. Untrusted: a pull request can commit its own config, so a
 * pattern compiles to a plain regex without nested quantifiers and is capped
 * in length.
 */
import picomatch from 'picomatch';
import { ConfigurationError } from './errors.js';

/** Longest glob accepted; picomatch compiles to a regex and we keep patterns small. */
const MAX_GLOB_LENGTH = 512;

/**
 * Options for picomatch: extglobs and brace expansion are off, so a pattern
 * compiles to a plain regex of `[^/]*`-style classes without nested
 * quantifiers (no catastrophic backtracking, no `{1..1000000}` expansion).
 */
export const GLOB_OPTIONS: picomatch.PicomatchOptions = Object.freeze({
  dot: true,
  noextglob: true,
  nobrace: true,
  maxLength: MAX_GLOB_LENGTH,
});

/** Compiles globs into one matcher; throws ConfigurationError on a bad pattern. */
export function compileGlobs(patterns: readonly string[], what: string): (rel: string) => boolean {
  if (patterns.length === 0) return () => false;
  const compiled = patterns.map((p) => {
    if (p.length > MAX_GLOB_LENGTH)
      throw new ConfigurationError(`${what}: pattern longer than ${MAX_GLOB_LENGTH} characters`);
    // Nested quantifiers are what make a regex backtrack; refuse `**` runs that add nothing.
    if (/(\*\*\/){8,}/.test(p))
      throw new ConfigurationError(`${what}: pattern ${JSON.stringify(p)} repeats ** too often`);
    const glob = p.replace(/\/+$/, '');
    const tail = literalTail(glob);
    try {
      return { glob, regex: picomatch.makeRe(glob, GLOB_OPTIONS), tail, tailSlash: `${tail}/` };
    } catch (error) {
      throw new ConfigurationError(
        `${what}: invalid glob ${JSON.stringify(p)}: ${(error as Error).message}`,
      );
    }
  });
  // The regexes are tested directly, as picomatch's own matcher does after its checks (a path
  // equal to the glob, the empty path), not through that matcher: it builds a result object per
  // call: 19 ms of an audit of 24,000 paths (node --cpu-prof), against 9 ms for the regexes
  // alone. A property test holds this to picomatch's own matcher.
  return (rel) => {
    if (rel === '') return false;
    for (const { glob, regex, tail, tailSlash } of compiled) {
      if (rel === glob) return true;
      // A path that does not end with the glob's literal tail cannot match: no regex to run.
      if (tail !== '' && !rel.endsWith(tail) && !rel.endsWith(tailSlash)) continue;
      if (regex.test(rel)) return true;
    }
    return false;
  };
}

/**
 * The literal text at the end of a glob: after its last wildcard, class bracket or slash
 * (`.handoff.yaml` for the default envelope glob). Every path the glob matches ends with it, or
 * with it and a slash (picomatch's regexes accept one trailing slash), so a path that does not
 * is refused with one `endsWith` instead of a regex: picomatch's regex for a `**` glob tests a
 * lookahead at every character, and the five default handoff globs cost an audit of 22,000
 * files 7-19 ms that way (5 rounds, the first cold). '' (no shortcut) for a glob with syntax
 * this does not read: negation, escapes, groups, braces.
 */
function literalTail(glob: string): string {
  if (glob.startsWith('!') || /[\\()|+@{}]/.test(glob)) return '';
  const last = Math.max(
    glob.lastIndexOf('*'),
    glob.lastIndexOf('?'),
    glob.lastIndexOf('['),
    glob.lastIndexOf(']'),
    glob.lastIndexOf('/'),
  );
  return glob.slice(last + 1);
}
