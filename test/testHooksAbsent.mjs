// The test hooks (`testHooks` in src/app/env.ts) must not ship: searches every .js and .html file
// of the production build for the strings only the hooks use, and fails on any.
// Usage: node test/testHooksAbsent.mjs [folder]   (default: dist/, or $TOILE_DIST; a build for
// tests, dist-test/, has them all and fails)
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { BUILDS } from './builds.mjs';

/** What each hook leaves in a bundle: its names survive minification as strings. */
const TEST_HOOK_MARKS = [
  { hook: '?bench=1 (the store on window)', pattern: /__toileStore/ },
  { hook: '?bench=1 (the store on window)', pattern: /(["'`])bench\1/ },
  { hook: '?bench=1 (the site check on window)', pattern: /__toileSiteProblems/ },
  { hook: '?nombre=N (templates generated)', pattern: /(["'`])nombre\1/ },
  { hook: 'storage faults (localStorage flag)', pattern: /toile:test-storage-fault/ },
  { hook: 'media store full disk (localStorage flag)', pattern: /toile:test-media-fault/ },
];

function* bundleFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* bundleFiles(path);
    else if (/\.(m?js|html)$/.test(entry.name)) yield path;
  }
}

/** Every test hook's mark found in the build in `dir`: [{ file, hook, match }]. */
function testHookMarks(dir) {
  const found = [];
  for (const file of bundleFiles(dir)) {
    const text = readFileSync(file, 'utf8');
    for (const { hook, pattern } of TEST_HOOK_MARKS) {
      const match = text.match(pattern);
      if (match) found.push({ file: relative(dir, file), hook, match: match[0] });
    }
  }
  return found;
}

const dir = resolve(process.argv[2] ?? BUILDS.production.dir);
const files = [...bundleFiles(dir)].length;
if (!files) {
  console.error(`${dir}: no .js or .html file (build first)`);
  process.exit(1);
}
const found = testHookMarks(dir);
console.log(
  found.length
    ? `Test hooks in ${relative('.', dir) || dir}: ${found.length} mark(s) in ${files} file(s)`
    : `No test hook in ${relative('.', dir) || dir} (${files} file(s))`,
);
for (const { file, hook, match } of found) console.log(`  ${file}: ${match} — ${hook}`);
process.exit(found.length ? 1 : 0);
