// Budgets per screen: the JavaScript each screen loads before it is interactive, gzipped (level 9),
// read from the production build (dist/, or TOILE_DIST) — deterministic, no browser.
//
// What a screen loads, followed in the built files themselves:
// - the module script of its HTML file (index.html for the landing page, templates.html for the
//   library, editor.html for the editor, app.html for every other route) and its static imports;
// - the bootstrap chunk and the stages it imports (theme, router and screens, React's DOM
//   renderer), which all run before the page can be used; the store (Redux Toolkit and the
//   slices) comes with the screen chunks that use it, so the landing page has none;
// - the screen's own chunk, which the router imports for its route, and what it imports;
// - for the library, the chunk that starts the templates' generation (the page hydrates once they
//   are there); the worker it starts is counted apart (it runs off the main thread).
// Nothing else: what a screen imports with import() on use (dialogs, fonts, sections, the
// generator, the media pipeline) is not in its set, and `--check` fails if it is.
//
// Usage: node test/bench/size.mjs [--check] [--json]
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The screens and their budgets (KB gzipped). `budgetKB`: the target; `ceilingKB`: what `--check`
 * enforces until the target is met (the size measured when it was set, plus about 5 KB), so that
 * no screen grows meanwhile; lower it as screens get lighter, down to the budget. `route`: the
 * router's chunk for the screen; `starts`: chunks the screen imports on start before it can be
 * used; `workers`: workers it starts before it can be used (printed apart, off the main thread).
 */
export const SCREENS = [
  { name: 'landing', path: '/', html: 'index.html', budgetKB: 150, route: null },
  {
    name: 'library',
    path: '/templates',
    html: 'templates.html',
    budgetKB: 170,
    route: 'LibraryPage',
    starts: ['templatesOffMainThread'],
    workers: ['templatesWorker'],
  },
  {
    name: 'editor',
    path: '/editor',
    html: 'editor.html',
    budgetKB: 300,
    route: 'EditorRoute',
  },
  {
    name: 'projects',
    path: '/projets',
    html: 'app.html',
    budgetKB: 300,
    route: 'ProjectsPage',
  },
];

/**
 * Chunks loaded only when used, never before a screen is interactive: each name is the chunk's
 * (its first module's) name in the build; `--check` fails if one is missing from the build (a
 * renamed or merged chunk would make the check pass for nothing) or in a screen's set.
 */
export const ON_USE = [
  ['fonts', 'fontAssets'],
  ['sections', 'sections'],
  ['section library panel', 'SectionsPanel'],
  ['template generator', 'generateTemplates'],
  ['media pipeline', 'uploadImage'],
  ['media library dialog', 'MediaLibraryDialog'],
  ['image worker client', 'imageWorkerClient'],
  ['image worker', 'imageWorker'],
  ['SVG sanitizer', 'purify.es'],
  ['share link worker', 'shareLinkWorker'],
  ['sign-in dialog', 'SignInDialog'],
  ['site menu', 'SiteMenu'],
  ['« Vérifier le site »', 'SiteCheckDialog'],
  ['« Paramètres du site »', 'SiteSettingsDialog'],
  ['« Styles du site »', 'SiteStylesDialog'],
  ['« Partager »', 'ShareDialog'],
  ['« Aperçu »', 'PreviewDialog'],
  ['« Exporter »', 'ExportDialog'],
  ['« Exporter »: the sample content left', 'SampleContentDialog'],
  ['Zod (a project, a file, a link or a paste is checked)', 'zod'],
  ["the site's schema", 'documentSchema'],
  ["the stored records' checks", 'recordChecks'],
  ['the project file reader (« Importer »)', 'projectFile'],
  ['the zip (« Exporter »: fflate)', 'exportZip'],
  ['the share link reader (lz-string)', 'shareLink'],
  ['« Historique des versions »', 'VersionHistoryDialog'],
  ['the versions (made, listed, restored)', 'versionsThunks'],
  ['the versions worker', 'versionWorker'],
  ['a project file written (« Enregistrer dans un fichier… »)', 'writeProjectFile'],
  ['« Calques »', 'LayersPanel'],
];

const dist = resolve(process.env.TOILE_DIST || 'dist');
const assets = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'));
const chunkName = (file) => file.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, '');
const find = (name) => assets.filter((f) => chunkName(f) === name).map((f) => `assets/${f}`);
const read = (file) => readFileSync(join(dist, file), 'utf8');

const STATIC = /(?:^|[;}\s])import\s*(?:[\w*{}\s,$]+from\s*)?["'`]\.\/([^"'`]+\.js)["'`]/g;
const DYNAMIC = /import\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g;

/** `files` and every chunk they import statically, in the order found. */
function closure(files) {
  const seen = new Set();
  const queue = [...files];
  while (queue.length) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    const dir = file.split('/').slice(0, -1).join('/');
    for (const m of read(file).matchAll(STATIC)) queue.push(join(dir, m[1]));
  }
  return seen;
}

/** The chunks `file` imports with import(). */
function dynamicImports(file) {
  const dir = file.split('/').slice(0, -1).join('/');
  return [...read(file).matchAll(DYNAMIC)].map((m) => join(dir, m[1]));
}

const gzipSizes = new Map();
function gzipSize(file) {
  if (!gzipSizes.has(file))
    gzipSizes.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzipSizes.get(file);
}

const problems = [];

/** The files `screen` loads before it is interactive, and the workers it starts. */
export function screenSet(screen) {
  const html = read(screen.html);
  const scripts = [
    ...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/([^"]+\.js)"/g),
  ].map((m) => m[1]);
  const set = closure(scripts);
  const bootstrap =
    [...set].find((f) => chunkName(f) === 'bootstrap') ??
    [...set].flatMap(dynamicImports).find((f) => chunkName(f) === 'bootstrap');
  if (!bootstrap) problems.push(`${screen.name}: no bootstrap chunk found from ${screen.html}`);
  else for (const f of closure([bootstrap, ...dynamicImports(bootstrap)])) set.add(f);
  const wanted = [screen.route, ...(screen.starts ?? [])].filter(Boolean);
  for (const name of wanted) {
    const files = find(name);
    if (files.length !== 1)
      problems.push(`${screen.name}: chunk ${name} found ${files.length} times`);
    for (const f of closure(files)) set.add(f);
  }
  const workers = (screen.workers ?? []).flatMap((name) => {
    const files = find(name);
    if (files.length !== 1)
      problems.push(`${screen.name}: worker ${name} found ${files.length} times`);
    return [...closure(files)];
  });
  return { files: [...set], workers };
}

const kb = (n) => (n / 1024).toFixed(1);
const results = SCREENS.map((screen) => {
  const { files, workers } = screenSet(screen);
  const rows = files
    .map((file) => ({ file, gzip: gzipSize(file) }))
    .sort((a, b) => b.gzip - a.gzip);
  const total = rows.reduce((sum, r) => sum + r.gzip, 0);
  const workerTotal = workers.reduce((sum, f) => sum + gzipSize(f), 0);
  return { ...screen, rows, total, workers, workerTotal };
});

if (process.argv.includes('--json')) {
  console.log(
    JSON.stringify(
      results.map(({ name, total, workerTotal, rows, budgetKB }) => ({
        name,
        total,
        workerTotal,
        budgetKB,
        rows,
      })),
    ),
  );
} else {
  for (const r of results) {
    console.log(
      `${r.name} (${r.path}): ${kb(r.total)} KB gzipped before interactive (budget ${r.budgetKB} KB${r.total > r.budgetKB * 1024 ? `, not met yet: checked at ${r.ceilingKB} KB` : ''}), ${r.rows.length} files` +
        (r.workers.length
          ? `; worker ${kb(r.workerTotal)} KB (${r.workers.map(chunkName).join(', ')})`
          : ''),
    );
    for (const row of r.rows)
      console.log(`    ${kb(row.gzip).padStart(6)} KB  ${chunkName(row.file)}`);
  }
}

if (process.argv.includes('--check')) {
  for (const r of results) {
    const limit = Math.max(r.budgetKB, r.ceilingKB ?? 0);
    if (r.total > limit * 1024)
      problems.push(
        `${r.name}: ${kb(r.total)} KB, over ${limit} KB by ${kb(r.total - limit * 1024)} KB (budget ${r.budgetKB} KB)`,
      );
    // A measure that lost React's DOM renderer (a renamed chunk) would look under budget.
    if (!r.rows.some(({ file }) => chunkName(file) === 'client'))
      problems.push(`${r.name}: React's DOM renderer (client-*.js) is not in the measured set`);
    for (const [what, name] of ON_USE) {
      if (r.rows.some(({ file }) => chunkName(file) === name))
        problems.push(`${r.name}: ${what} (${name}) is loaded before the screen is interactive`);
    }
  }
  for (const [what, name] of ON_USE) {
    if (find(name).length === 0) problems.push(`${what}: no chunk named ${name} in the build`);
  }
  const landing = results.find((r) => r.name === 'landing');
  // The landing page reads nothing from the store: Redux Toolkit and the slices start with the
  // first screen that uses them.
  if (find('startStore').length === 0) problems.push('no chunk named startStore in the build');
  if (landing.rows.some(({ file }) => chunkName(file) === 'startStore'))
    problems.push('landing: the store (startStore) is loaded before the page is interactive');
  for (const { file } of landing.rows) {
    const text = read(file);
    if (/@faker-js|fakerFR|faker\.js/.test(text)) problems.push(`landing: ${file} holds faker`);
    // The editor slice's reducer keys survive minification: their presence means editor code.
    if (/Editor|faker/i.test(file) || /\belementAdded\b/.test(text))
      problems.push(`landing: ${file} holds the editor's code`);
  }
  // The editor's files, which the start-up asks for a few per task before evaluating them
  // (src/app/editorChunks.ts, its list written in by vite.config.ts, editorChunkList): every file
  // of the editor's set, and nothing loaded on use. The list is written as a string literal of
  // JSON (`"[\"name\",…]"`), names without quotes or backslashes, in one of the set's files.
  const editor = results.find((r) => r.name === 'editor');
  const LIST = /"(\[(?:\\"[^"\\]+\\",?)*\])"/;
  const holder = editor.rows.map(({ file }) => file).find((file) => LIST.test(read(file)));
  const preloaded = new Set(
    holder
      ? JSON.parse(JSON.parse(`"${LIST.exec(read(holder))[1]}"`)).map((n) => `assets/${n}.js`)
      : [],
  );
  if (preloaded.size === 0) problems.push("editor: no list of the editor's chunks in its files");
  for (const { file } of editor.rows)
    if (file !== holder && !preloaded.has(file))
      problems.push(`editor: ${chunkName(file)} is not in the list of the editor's chunks`);
  for (const [what, name] of ON_USE)
    if ([...preloaded].some((file) => chunkName(file) === name))
      problems.push(`editor: ${what} (${name}) is in the list of the editor's chunks`);
  if (!existsSync(join(dist, 'index.html'))) problems.push(`no build in ${dist}`);
  if (problems.length) {
    console.error(`Budgets per screen not met:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
}
