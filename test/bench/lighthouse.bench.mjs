// Lighthouse performance (mobile emulation) on /, /templates, /editor and /editor/5, 3 runs each
// with the load average beside each run, and the median: reported, not checked (noisy on shared
// machines). The accessibility, best-practices and SEO thresholds and the exported page's weight
// and performance are checked by `npm test` through the same script.
import { spawnSync } from 'node:child_process';

const run = spawnSync(process.execPath, ['test/lighthouse.mjs', '--runs', '3'], {
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
