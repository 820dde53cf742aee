/** The tool version, kept in step with package.json by scripts/bundle.mjs and a test. */
export const VERSION = '0.1.0';
