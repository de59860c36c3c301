// `npm run bench`: runs every test/bench/*.bench.mjs in name order, one process each, and says
// which failed. Benchmarks report figures (see docs/performance.md); none asserts a timing.
// Usage: node test/bench/run.mjs [filter]   (filter: part of a file name)
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

const dir = resolve('test/bench');
const filter = process.argv[2] ?? '';
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.mjs') && f.includes(filter))
  .sort();

const dist = process.env.TOILE_DIST || 'dist';
if (!existsSync(resolve(dist, 'index.html'))) {
  const built = spawnSync(
    'npx',
    ['vite', 'build', '--logLevel', 'warn', '--outDir', dist, '--emptyOutDir'],
    { stdio: 'inherit' },
  );
  if (built.status !== 0) process.exit(built.status ?? 1);
}

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
