// Runs every test/e2e/*.e2e.mjs in Chromium against the build for tests (dist-test/, see
// test/builds.mjs: the app plus its test hooks).
// Usage: node test/e2e/run.mjs [filter]   (filter: part of a file name or test name)
// Prints one line per test and ends with « N passed, N failed ».
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUILDS } from '../builds.mjs';
import { launchBrowser, registeredTests, runTest } from './harness.mjs';
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

const selected = registeredTests().filter(
  (t) => !filter || t.file.includes(filter) || t.name.includes(filter),
);
const { server, url } = await startServer(BUILDS.test.dir);
const browser = await launchBrowser();
let passed = 0;
let failed = 0;
const failures = [];
for (const t of selected) {
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
await browser.close();
server.close();
if (process.env.E2E_SUMMARY_FILE) {
  writeFileSync(process.env.E2E_SUMMARY_FILE, JSON.stringify({ passed, failed, failures }));
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
