// Lighthouse performance (mobile emulation) on /, /templates and /editor: reported, not checked
// (noisy on shared machines). The accessibility, best-practices and SEO thresholds are checked by
// `npm test` through the same script.
import { spawnSync } from 'node:child_process';

const run = spawnSync(process.execPath, ['test/lighthouse.mjs'], { stdio: 'inherit' });
process.exit(run.status ?? 1);
