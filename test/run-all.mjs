// `npm test`: every check, in order — type check, lint, format, Jest, the production build and the
// build for tests (test/builds.mjs), size budgets per screen, no test hook in the production build, browser
// tests (against the build for tests), Lighthouse thresholds (against the production build, and a
// page exported from it).
// Each Jest test and each browser test counts as one; each other step counts as one check.
// Ends with the plain line « N passed, N failed » that CI reads.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { viteBuildArgs } from './builds.mjs';

const tmp = mkdtempSync(join(tmpdir(), 'toile-test-'));
let passed = 0;
let failed = 0;
const failedSteps = [];
/** The browser tests that failed, or passed only when run again: named again at the very end. */
const browserNotes = [];

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`  (${label}: ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return result.status === 0;
}

/** A check counted as one; returns whether it passed. */
function step(label, command, args) {
  const ok = run(label, command, args);
  if (ok) passed += 1;
  else {
    failed += 1;
    failedSteps.push(label);
  }
  return ok;
}

const bin = (name) => join('node_modules', '.bin', name);

/**
 * Checks counted as one each, run at once (each is one process on one core): their outputs are
 * printed whole, one after the other, in the order given.
 */
async function concurrentSteps(steps) {
  const started = Date.now();
  const runs = steps.map(
    ([label, command, args]) =>
      new Promise((done) => {
        const child = spawn(command, args, { env: process.env });
        let output = '';
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        child.on('close', (code) =>
          done({
            label,
            command,
            args,
            output,
            ok: code === 0,
            seconds: (Date.now() - started) / 1000,
          }),
        );
        child.on('error', (error) =>
          done({ label, command, args, output: String(error), ok: false, seconds: 0 }),
        );
      }),
  );
  for (const { label, command, args, output, ok, seconds } of await Promise.all(runs)) {
    console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
    if (output) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
    console.log(`  (${label}: ${seconds.toFixed(1)} s, at once with the other static checks)`);
    if (ok) passed += 1;
    else {
      failed += 1;
      failedSteps.push(label);
    }
  }
}

// The static checks, each on one core: at once on a machine of two.
await concurrentSteps([
  ['type check', bin('tsc'), ['-p', '.', '--noEmit']],
  ['lint', bin('eslint'), ['.', '--max-warnings', '0']],
  ['format', bin('prettier'), ['--check', '.', '--log-level', 'warn']],
]);

const jestJson = join(tmp, 'jest.json');
// Two workers: Jest gives one to a machine of two cores (its main process mostly waits), which
// left a core idle for the eleven minutes the suites take.
const jestOk = run(
  'jest',
  bin('jest'),
  ['--ci', '--maxWorkers=2', '--json', `--outputFile=${jestJson}`],
  {
    CI: 'true',
  },
);
if (existsSync(jestJson)) {
  const report = JSON.parse(readFileSync(jestJson, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  // A suite that fails to load has no failed test of its own: count it once.
  const broken = report.testResults.filter(
    (r) => r.status === 'failed' && r.assertionResults.length === 0,
  ).length;
  failed += broken;
  if (!jestOk && report.numFailedTests + broken === 0) failed += 1;
  if (!jestOk) failedSteps.push('jest');
} else {
  failed += 1;
  failedSteps.push('jest (no report)');
}

const built = step('build', bin('vite'), viteBuildArgs('production'));
const builtForTests = step('build for tests', bin('vite'), viteBuildArgs('test'));

if (built) {
  step('size budgets per screen', 'node', ['test/bench/size.mjs', '--check']);
  step('no test hook in the production build', 'node', ['test/testHooksAbsent.mjs']);
}

if (builtForTests) {
  const e2eJson = join(tmp, 'e2e.json');
  const e2eOk = run('browser tests', 'node', ['test/e2e/run.mjs'], { E2E_SUMMARY_FILE: e2eJson });
  if (existsSync(e2eJson)) {
    const summary = JSON.parse(readFileSync(e2eJson, 'utf8'));
    passed += summary.passed;
    failed += summary.failed;
    if (!e2eOk && summary.failed === 0) failed += 1;
    const firstLine = (error) => String(error).split('\n')[0].slice(0, 300);
    for (const f of summary.failures ?? [])
      browserNotes.push(`  ✗ ${f.name}: ${firstLine(f.error)}`);
    for (const u of summary.unsteady ?? []) {
      browserNotes.push(`  ~ ${u.name} (passed when run again): ${firstLine(u.error)}`);
    }
  } else {
    failed += 1;
  }
  if (!e2eOk) failedSteps.push('browser tests');
}
if (built) {
  step(
    'lighthouse (app: accessibility 100, best practices ≥ 95, SEO ≥ 95; exported page: performance, accessibility, best practices 100; exported three-page site, in a folder and on real nginx and Apache: accessibility, best practices, SEO 100)',
    'node',
    ['test/lighthouse.mjs', '--check'],
  );
}

if (browserNotes.length) console.log(`\nBrowser tests to look at:\n${browserNotes.join('\n')}`);
if (failedSteps.length) console.log(`\nFailed: ${failedSteps.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
