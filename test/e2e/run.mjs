// Runs every test/e2e/*.e2e.mjs in Chromium against the build for tests (dist-test/, see
// test/builds.mjs: the app plus its test hooks).
// Usage: node test/e2e/run.mjs [filter]   (filter: part of a file name or test name; several with |)
// E2E_WORKERS: how many tests run at once (default: the machine's cores, at most 4), each worker
// with its own Chromium; every test still gets a fresh context (harness.mjs), so tests do not see
// each other. Tests allowed more time (their `timeout` option) start first, so that the long ones
// do not end the run alone; the others keep their files' order.
// Prints one line per test as it ends and finishes with « N passed, N failed ».
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUILDS } from '../builds.mjs';
import { DEFAULT_TIMEOUT, launchBrowser, registeredTests, runTest } from './harness.mjs';
import { startServer } from './server.mjs';

const filter = process.argv[2] ?? '';
if (!existsSync(resolve(BUILDS.test.dir, 'index.html'))) {
  console.error(`${BUILDS.test.dir} is missing: run \`npm run build:test\` first.`);
  process.exit(1);
}

const dir = resolve('test/e2e');
for (const file of readdirSync(dir)
  .filter((f) => f.endsWith('.e2e.mjs'))
  .sort()) {
  const before = registeredTests().length;
  await import(pathToFileURL(resolve(dir, file)).href);
  for (const t of registeredTests().slice(before)) t.file = file;
}

const timeoutOf = (t) => t.options.timeout ?? DEFAULT_TIMEOUT;
const queue = registeredTests()
  .filter((t) => !filter || filter.split('|').some((f) => t.file.includes(f) || t.name.includes(f)))
  // Array.prototype.sort is stable: equal timeouts keep the files' order.
  .sort((a, b) => timeoutOf(b) - timeoutOf(a));
const workers = Math.max(
  1,
  Math.min(queue.length, Number(process.env.E2E_WORKERS) || Math.min(4, availableParallelism())),
);

const { server, url } = await startServer(BUILDS.test.dir);
const browsers = await Promise.all(Array.from({ length: workers }, () => launchBrowser()));
let passed = 0;
let failed = 0;
const failures = [];

/** Takes the next test from the queue until it is empty, in its own Chromium. */
async function worker(browser) {
  for (let t = queue.shift(); t; t = queue.shift()) {
    const started = Date.now();
    try {
      await runTest(browser, url, t);
      passed += 1;
      console.log(`  ✓ ${t.file} › ${t.name} (${Date.now() - started} ms)`);
    } catch (error) {
      failed += 1;
      failures.push({ name: `${t.file} › ${t.name}`, error: String(error?.stack ?? error) });
      console.log(
        `  ✗ ${t.file} › ${t.name}\n    ${String(error?.message ?? error)
          .split('\n')
          .join('\n    ')}`,
      );
    }
  }
}

console.log(`${queue.length} tests, ${workers} at a time`);
await Promise.all(browsers.map(worker));
await Promise.all(browsers.map((b) => b.close()));
server.close();
if (process.env.E2E_SUMMARY_FILE) {
  writeFileSync(process.env.E2E_SUMMARY_FILE, JSON.stringify({ passed, failed, failures }));
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
