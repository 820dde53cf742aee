/** Types of scripts/layers.mjs (the layers of src/), for the TypeScript that reads it. */
export interface Layer {
  readonly about: string;
  readonly may: readonly string[];
  readonly types?: readonly string[];
  readonly packages?: readonly string[];
  readonly facade?: string;
}
export declare const LAYERS: Readonly<Record<string, Layer>>;
export declare const PROCESS_USERS: readonly string[];
export declare function unitOf(srcRelative: string): string;
export declare function checkLayer(from: string, to: string, typeOnly: boolean): string | null;
export declare function checkImport(
  fromFile: string,
  toFile: string,
  typeOnly: boolean,
): string | null;
