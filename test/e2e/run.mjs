// Runs every test/e2e/*.e2e.mjs in Chromium against the build for tests (dist-test/, see
// test/builds.mjs: the app plus its test hooks).
// Usage: node test/e2e/run.mjs [filter]   (filter: part of a file name or test name; several with |)
// E2E_WORKERS: how many tests run at once (default: the machine's cores, at most 4), each worker
// with its own Chromium; every test still gets a fresh context (harness.mjs), so tests do not see
// each other. Tests allowed more time (their `timeout` option) start first, so that the long ones
// do not end the run alone; the others keep their files' order.
// A test with the option `alone` (the soak) runs first, by itself: the other workers wait, so its
// time is its own, not the machine's share left by the tests beside it.
// E2E_RETRIES: how many more times a failed test runs (default 1): a test that fails, then passes,
// counts as passed but is listed at the end as unsteady, with its first error, so it is seen and
// fixed rather than hidden; one that fails every time counts as failed.
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
const chosen = registeredTests()
  .filter((t) => !filter || filter.split('|').some((f) => t.file.includes(f) || t.name.includes(f)))
  // Array.prototype.sort is stable: equal timeouts keep the files' order.
  .sort((a, b) => timeoutOf(b) - timeoutOf(a));
const alone = chosen.filter((t) => t.options.alone);
const queue = chosen.filter((t) => !t.options.alone);
const workers = Math.max(
  1,
  Math.min(
    queue.length || 1,
    Number(process.env.E2E_WORKERS) || Math.min(4, availableParallelism()),
  ),
);

const { server, url } = await startServer(BUILDS.test.dir);
const browsers = await Promise.all(Array.from({ length: workers }, () => launchBrowser()));
const retries = Number(process.env.E2E_RETRIES ?? 1);
let passed = 0;
let failed = 0;
const failures = [];
const unsteady = [];

/**
 * Takes the next test from the queue until it is empty, in its own Chromium (launched again if it
 * went away, so that one crash fails one test, not all that follow).
 */
async function worker(index, tests = queue) {
  for (let t = tests.shift(); t; t = tests.shift()) {
    if (!browsers[index].isConnected()) browsers[index] = await launchBrowser();
    const browser = browsers[index];
    const started = Date.now();
    const name = `${t.file} › ${t.name}`;
    t.errors ??= [];
    try {
      await runTest(browser, url, t);
      passed += 1;
      if (t.errors.length) unsteady.push({ name, error: t.errors[0] });
      console.log(
        `  ✓ ${name} (${Date.now() - started} ms)${t.errors.length ? ', run again' : ''}`,
      );
    } catch (error) {
      const message = String(error?.message ?? error);
      t.errors.push(message);
      const again = t.errors.length <= retries;
      if (again) tests.push(t);
      else {
        failed += 1;
        failures.push({ name, error: String(error?.stack ?? error) });
      }
      console.log(
        `  ✗ ${name}${again ? ' (to be run again)' : ''}\n    ${message.split('\n').join('\n    ')}`,
      );
    }
  }
}

console.log(
  `${chosen.length} tests, ${workers} at a time${alone.length ? ` after ${alone.length} alone` : ''}`,
);
await worker(0, alone);
await Promise.all(browsers.map((_, index) => worker(index)));
await Promise.all(browsers.map((b) => b.close().catch(() => {})));
server.close();
if (process.env.E2E_SUMMARY_FILE) {
  writeFileSync(
    process.env.E2E_SUMMARY_FILE,
    JSON.stringify({ passed, failed, failures, unsteady }),
  );
}
/** A failure's first lines, for the lists at the end of the run (a CI log is often read by its tail). */
const firstLines = (error) => error.split('\n').slice(0, 3).join('\n      ');
if (unsteady.length) {
  console.log(`Passed only when run again (${unsteady.length}):`);
  for (const u of unsteady) console.log(`  ~ ${u.name}\n      ${firstLines(u.error)}`);
}
if (failures.length) {
  console.log(`Failed (${failures.length}):`);
  for (const f of failures) console.log(`  ✗ ${f.name}\n      ${firstLines(f.error)}`);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
