/** Entry point of dist/index.js, the action: holds the young generation, then calls run(). */
import { run } from './main.js';
import { holdYoungGeneration } from './young-generation.js';

// Before the gate allocates: Node 24, the action's runtime, would otherwise grow the young
// generation to 128 MiB.
holdYoungGeneration();
await run();
