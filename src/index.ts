/** Entry point of dist/index.js, the action: only calls run(). */
import { run } from './main.js';

await run();
