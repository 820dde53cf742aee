/**
 * The one door to hashing (scripts/layers.mjs lets nothing outside hash/
 * import its other files): the digest service of a run, the hashing threads it
 * may be given, and the outcomes it hands back.
 */
export {
  createDigestService,
  SPECULATIVE_HASH_MAX_BYTES,
  type DigestService,
  type DigestServiceOptions,
  type DigestTable,
  type DocumentReader,
  type FileId,
  type FileSource,
  type HashPaths,
  type KnownDigest,
  type KnownDigests,
  type RecordedSizes,
  type RequestedFile,
  type ServedFacts,
} from './digests.js';
export {
  ContentCache,
  loadContentCache,
  MAX_CONTENT_CACHE_BYTES,
  MIN_KEY_BYTES as MIN_CONTENT_CACHE_KEY_BYTES,
  type ContentCacheLoad,
} from './content-cache.js';
export { findServedDirectories, type DirectoryRecords } from './directory-records.js';
export { learnOutputDirectories, type WalkedFiles } from './learn-directories.js';
export { hashExternalFile, type ExternalOutcome } from './external.js';
export { hashFile, hashFileList } from './hash-files.js';
export { HashPool } from './hash-pool.js';
export type { HashOutcome, HashProgress } from './hash-files.js';
export type { LfsPointer } from './lfs-pointer.js';
export { createHashPoolFromEnv, readHashThreads, withHashPool } from './threads.js';
