/** Types of bench/generate.mjs (the benchmark's data), for the tests that use its generators. */

/** Workload 3's lattice (10,000 passports; `passports` for a smaller one); returns `dir`. */
export declare function generateManyPassports(
  dir: string,
  options?: { readonly passports?: number },
): string;
/** `listings` outputs listed in the wrong case (or as spelt, `clean`); returns `dir`. */
export declare function generateWrongCase(
  dir: string,
  listings: number,
  options?: { readonly clean?: boolean },
): string;
/** `findings` files each listed with a wrong digest (right ones, `clean`); returns `dir`. */
export declare function generateManyFindings(
  dir: string,
  findings: number,
  options?: { readonly clean?: boolean },
): string;
