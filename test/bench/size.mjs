// Measures the JavaScript the landing page loads before it is interactive, gzipped, from dist/.
// It follows index.html's module script and its static imports (modulepreload), never lazy chunks.
// `--check` fails above the budget or when faker or the editor's code is in that set.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

export const BUDGET_KB = 200;
const dist = resolve(process.env.TOILE_DIST || 'dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entries = [
  ...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/([^"]+\.js)"/g),
].map((m) => m[1]);

// Follow static imports inside chunks (import ... from "./x.js" / import "./x.js"), not import(),
// except the bootstrap chunk and what it imports: the tiny entry imports it right after the first
// paint, and it imports the app in stages (store, theme, router and screens, React's DOM renderer),
// all before the page is interactive. Screens it does not show are imported by the router chunk.
const seen = new Set();
const queue = [...entries];
while (queue.length) {
  const file = queue.shift();
  if (seen.has(file)) continue;
  seen.add(file);
  const code = readFileSync(join(dist, file), 'utf8');
  const dir = file.split('/').slice(0, -1).join('/');
  for (const m of code.matchAll(
    /(?:^|[;}\s])import\s*(?:[\w*{}\s,$]+from\s*)?["'`]\.\/([^"'`]+\.js)["'`]/g,
  )) {
    queue.push(join(dir, m[1]));
  }
  const lazy = /\/bootstrap-[^/]+\.js$/.test(file)
    ? /import\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g
    : /import\(\s*["'`]\.\/(bootstrap-[^"'`]+\.js)["'`]\s*\)/g;
  for (const m of code.matchAll(lazy)) queue.push(join(dir, m[1]));
}

let total = 0;
const rows = [];
let forbidden = [];
for (const file of seen) {
  const code = readFileSync(join(dist, file));
  const gz = gzipSync(code, { level: 9 }).length;
  total += gz;
  rows.push({ file, raw: code.length, gzip: gz });
  const text = code.toString('utf8');
  if (/@faker-js|fakerFR|faker\.js/.test(text)) forbidden.push(`${file}: faker`);
  // The editor slice's reducer keys survive minification: their presence means editor code.
  if (/Editor|faker/i.test(file) || /\belementAdded\b/.test(text))
    forbidden.push(`${file}: editor code`);
}
const kb = (n) => (n / 1024).toFixed(1);
for (const r of rows) console.log(`  ${r.file}  ${kb(r.raw)} KB raw, ${kb(r.gzip)} KB gzip`);
console.log(
  `Landing page initial JavaScript: ${kb(total)} KB gzipped (budget ${BUDGET_KB} KB), ${rows.length} file(s)`,
);
if (process.argv.includes('--check')) {
  // A measure that lost React's DOM renderer (a renamed chunk) would look under budget.
  if (![...seen].some((f) => /\/client-[^/]+\.js$/.test(f))) {
    console.error("React's DOM renderer (client-*.js) is not in the measured set");
    process.exit(1);
  }
  if (total > BUDGET_KB * 1024) {
    console.error(`Over budget by ${kb(total - BUDGET_KB * 1024)} KB`);
    process.exit(1);
  }
  if (forbidden.length) {
    console.error(`Forbidden code in the first bundle:\n  ${forbidden.join('\n  ')}`);
    process.exit(1);
  }
}
