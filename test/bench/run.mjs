// `npm run bench`: runs every test/bench/*.bench.mjs in name order, one process each, and says
// which failed. Benchmarks report figures (see docs/performance.md); none asserts a timing.
// Usage: node test/bench/run.mjs [filter]   (filter: part of a file name)
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureBuilt } from '../builds.mjs';

const dir = resolve('test/bench');
const filter = process.argv[2] ?? '';
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.mjs') && f.includes(filter))
  .sort();

// Most benchmarks drive the build for tests (its store hook, `?nombre=`); size and Lighthouse read
// the production build.
ensureBuilt('production');
ensureBuilt('test');

const failed = [];
for (const file of files) {
  console.log(`\n▶ ${file}`);
  const run = spawnSync(process.execPath, [join(dir, file)], { stdio: 'inherit' });
  if (run.status !== 0) failed.push(file);
}
console.log(
  `\n${files.length - failed.length} of ${files.length} benchmark(s) ran${failed.length ? `; failed: ${failed.join(', ')}` : ''}`,
);
process.exit(failed.length ? 1 : 0);
