/** Types of scripts/make-layout.mjs (the layout list of docs/architecture.md), for the TypeScript that reads it. */
import type { Layer } from './layers.mjs';

export declare const LAYOUT_FILE: string;
export declare function renderLayout(layers?: Readonly<Record<string, Layer>>): string;
export declare function readLayout(readme: string): string | null;
export declare function replaceLayout(readme: string, layout: string): string;
