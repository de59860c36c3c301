// The app's two builds. dist/ is the production build, what a host serves: the size budget,
// Lighthouse and the test-hook check (test/testHooksAbsent.mjs) read it. dist-test/ is the build
// for tests (`vite build --mode test`): the same app plus the test hooks (`testHooks` in
// src/app/env.ts) that the browser tests and benchmarks drive. TOILE_DIST and TOILE_TEST_DIST name
// other folders (parallel builds).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const BUILDS = {
  production: { dir: resolve(process.env.TOILE_DIST || 'dist'), mode: 'production' },
  test: { dir: resolve(process.env.TOILE_TEST_DIST || 'dist-test'), mode: 'test' },
};

/** `vite build`'s arguments for the build `kind` ('production' or 'test'). */
export function viteBuildArgs(kind) {
  const { dir, mode } = BUILDS[kind];
  return ['build', '--logLevel', 'warn', '--mode', mode, '--outDir', dir, '--emptyOutDir'];
}

/** The folder of the build `kind`, built first when it is missing (benchmarks). */
export function ensureBuilt(kind) {
  const { dir } = BUILDS[kind];
  if (existsSync(join(dir, 'index.html'))) return dir;
  const built = spawnSync(join('node_modules', '.bin', 'vite'), viteBuildArgs(kind), {
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error(`vite build (${kind}) failed`);
  return dir;
}
