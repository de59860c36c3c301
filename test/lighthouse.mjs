// `npm run lighthouse`: Lighthouse (mobile emulation) on /, /templates and /editor of the built app,
// on a page Toile exports (template 1 made editable by « Modifier le contenu du template »,
// exported by « Exporter » in the built app, unzipped and served by a plain static server) and on
// an article's page of a « Blog » template's collection (template 4, likewise), and on
// two pages of an exported three-page site (test/e2e/threePageSite.mjs, served at a host's root),
// and on that site exported for « Serveur nginx » and for « Hébergement classique (Apache, FTP) »
// and served by Debian's real nginx and Apache with the zip's own files (its home page on nginx,
// « Contact » on Apache, by their clean addresses), with
// Debian's Chromium (CHROME_PATH). Scores go to stdout and test/bench/results/lighthouse.json.
// `--check` fails when accessibility < 100, best practices < 95 (every page of the app) or SEO < 95
// on /; when the exported template page or article scores under 100 in performance, accessibility or best
// practices (a person's page is a few kilobytes of HTML and CSS and no script, so it has no
// excuse), or weighs over 100 KB before its pictures (its HTML, its style sheets and the font files
// they name, as served: gzipped but the fonts); when the three-page site scores under 100 in
// accessibility, best practices or SEO. The app's performance is reported, never checked here: it
// is noisy on shared machines (`npm run bench` runs each page 3 times and prints the median, with
// the machine's load average beside each run).
// Usage: node test/lighthouse.mjs [--check] [--runs N] [/path | export | export-site | export-hosts]
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { exportTemplateFromItsAddress, serveFolder, writeFiles } from './e2e/exportedSite.mjs';
import { exportThreePageSite, exportThreePageSiteFor } from './e2e/threePageSite.mjs';
import { startApache, startNginx } from './e2e/realHosts.mjs';
import { launchBrowser } from './e2e/harness.mjs';
import { startServer } from './e2e/server.mjs';

const EXPORTED = 'export: template 1';
/** An article's page of a « Blog » template's collection (its item page, one folder down). */
const ARTICLE = 'export: blog article';
/** A site of three pages with its menu, titles, descriptions and address: SEO must be 100. */
const SITE_ON_FOLDER = ['export: site, Accueil', 'export: site, Contact'];
/** The same site exported for a host and served by it, with its headers and clean addresses. */
const ON_NGINX = 'export: site on nginx, Accueil';
const ON_APACHE = 'export: site on Apache, Contact';
const SITE = [...SITE_ON_FOLDER, ON_NGINX, ON_APACHE];
const only = process.argv.slice(2).find((a) => a.startsWith('/') || a.startsWith('export'));
const PAGES = only
  ? only === 'export'
    ? [EXPORTED, ARTICLE]
    : only === 'export-site'
      ? SITE
      : only === 'export-hosts'
        ? [ON_NGINX, ON_APACHE]
        : [only]
  : ['/', '/templates', '/editor', '/editor/5', EXPORTED, ARTICLE, ...SITE];
const check = process.argv.includes('--check');
const runsAt = process.argv.indexOf('--runs');
const RUNS = runsAt > 0 ? Math.max(1, Number(process.argv[runsAt + 1]) || 1) : 1;
/** The exported template page's HTML, CSS and fonts, as served (KB): at most this. */
const EXPORTED_PAGE_BUDGET_KB = 100;
const { server, url } = await startServer();

/**
 * The files `exportIn(page)` exports in the built app (as a person does it: the editor's buttons),
 * written under `folder` of a new directory served by a plain static server; the server's address.
 */
async function servedExport(exportIn, folder) {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({
      baseURL: url,
      locale: 'fr-FR',
      viewport: { width: 1440, height: 900 },
      acceptDownloads: true,
    });
    const { files, bytes } = await exportIn(await context.newPage());
    const root = mkdtempSync(join(tmpdir(), 'toile-lighthouse-'));
    writeFiles(join(root, folder), files);
    return { url: (await serveFolder(root)).url, bytes };
  } finally {
    await browser.close();
  }
}
/** Template 1, in a folder of its host; the address of its page. */
const exportedPage = async () => {
  const { url: host, bytes } = await servedExport(
    (page) => exportTemplateFromItsAddress(page, 1),
    'site',
  );
  return { url: `${host}/site/index.html`, weight: pageWeight(bytes, 'index.html') };
};

/** Template 4 (« Blog Voyage »), made editable: its newest sample article's page. */
const exportedArticle = async () => {
  let article;
  const { url: host } = await servedExport(async (page) => {
    const exported = await exportTemplateFromItsAddress(page, 4);
    article = Object.keys(exported.files)
      .filter((name) => /^[^/]+\/(?!page-\d+\.html$)[^/]+\.html$/.test(name))
      .sort()[0];
    return exported;
  }, 'site');
  if (!article) throw new Error('template 4 exported no article page');
  return `${host}/site/${article}`;
};

/**
 * What the exported page `file` weighs before its pictures, as a host serves it: the HTML and the
 * style sheets it links (gzipped) and the font files those name (already compressed), in bytes.
 */
function pageWeight(bytes, file) {
  const text = (name) => new TextDecoder().decode(bytes[name]);
  const html = text(file);
  const sheets = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) =>
    posix.join(posix.dirname(file), m[1]),
  );
  const fonts = new Set();
  for (const sheet of sheets) {
    for (const m of text(sheet).matchAll(/url\(["']?([^"')]+\.woff2?)["']?\)/g))
      fonts.add(posix.join(posix.dirname(sheet), m[1]));
  }
  const parts = [file, ...sheets].map((name) => ({ name, size: gzipSync(bytes[name]).length }));
  for (const name of fonts) parts.push({ name, size: bytes[name]?.length ?? 0 });
  return { total: parts.reduce((sum, p) => sum + p.size, 0), parts };
}
/**
 * The three-page site (test/e2e/threePageSite.mjs), at the root of its host as a person publishes
 * it (robots.txt at /robots.txt); the host's address.
 */
const exportedSite = async () => (await servedExport(exportThreePageSite, '')).url;

/**
 * The three-page site exported for `host` (its French name in the export dialog) and served by
 * the real server `start` (realHosts.mjs) with the zip's own files: { url, stop }.
 */
async function siteOnHost(host, start) {
  const browser = await launchBrowser();
  let files;
  try {
    const context = await browser.newContext({
      baseURL: url,
      locale: 'fr-FR',
      acceptDownloads: true,
    });
    files = await exportThreePageSiteFor(await context.newPage(), host);
  } finally {
    await browser.close();
  }
  const root = mkdtempSync(join(tmpdir(), 'toile-lighthouse-host-'));
  writeFiles(root, files);
  return start(root, files);
}
const templatePage = PAGES.includes(EXPORTED) ? await exportedPage() : null;
const exportedUrl = templatePage?.url;
const articleUrl = PAGES.includes(ARTICLE) ? await exportedArticle() : null;
const siteUrl = PAGES.some((p) => SITE_ON_FOLDER.includes(p)) ? await exportedSite() : null;
const servers = [];
const hosted = {};
if (PAGES.includes(ON_NGINX)) {
  const conf = (files) => new TextDecoder().decode(files['toile-nginx.conf']);
  const server = await siteOnHost('Serveur nginx', (root, files) => startNginx(root, conf(files)));
  servers.push(server);
  hosted[ON_NGINX] = `${server.url}/`;
}
if (PAGES.includes(ON_APACHE)) {
  const server = await siteOnHost('Hébergement classique (Apache, FTP)', startApache);
  servers.push(server);
  hosted[ON_APACHE] = `${server.url}/contact`;
}
const failures = [];
if (templatePage) {
  const kb = (n) => (n / 1024).toFixed(1);
  console.log(
    `  ${EXPORTED}: ${kb(templatePage.weight.total)} KB before pictures (${templatePage.weight.parts.map((p) => `${p.name} ${kb(p.size)}`).join(', ')}; budget ${EXPORTED_PAGE_BUDGET_KB} KB)`,
  );
  if (templatePage.weight.total > EXPORTED_PAGE_BUDGET_KB * 1024)
    failures.push(
      `${EXPORTED} weighs ${kb(templatePage.weight.total)} KB before pictures (budget ${EXPORTED_PAGE_BUDGET_KB} KB)`,
    );
}
const SITE_FILES = { [SITE[0]]: 'index.html', [SITE[1]]: 'contact.html' };
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

const results = [];
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
try {
  for (const path of PAGES) {
    const runs = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const ofSite = SITE.includes(path);
      const exported = path === EXPORTED || path === ARTICLE || ofSite;
      const address = hosted[path]
        ? hosted[path]
        : ofSite
          ? `${siteUrl}/${SITE_FILES[path]}`
          : path === EXPORTED
            ? exportedUrl
            : path === ARTICLE
              ? articleUrl
              : `${url}${path}`;
      // The 1-minute load average before the run: these machines are shared.
      const load = loadavg()[0].toFixed(1);
      const runnerResult = await lighthouse(address, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        locale: 'fr',
      });
      const { categories, audits } = runnerResult.lhr;
      const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
      const row = {
        path,
        run,
        load,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
      };
      const ms = (id) => Math.round(audits[id]?.numericValue ?? NaN);
      row.metrics = {
        fcp: ms('first-contentful-paint'),
        lcp: ms('largest-contentful-paint'),
        tbt: ms('total-blocking-time'),
        si: ms('speed-index'),
        cls: Number((audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
      };
      results.push(row);
      const failing = (id) =>
        categories[id].auditRefs
          .map((ref) => audits[ref.id])
          .filter(
            (a) =>
              a.score !== null &&
              a.score < 1 &&
              a.scoreDisplayMode !== 'informative' &&
              a.scoreDisplayMode !== 'manual',
          )
          .map((a) => `${a.id}: ${a.title}`);
      if (exported) {
        for (const [id, label] of [
          // Template 1's page and an article's are held to 100 in performance; the site's pages
          // are measured only.
          ...(ofSite ? [] : [['performance', 'performance']]),
          ['accessibility', 'accessibility'],
          ['best-practices', 'best practices'],
        ]) {
          if (score(id) < 100)
            failures.push(`${path} ${label} ${score(id)}: ${failing(id).join('; ')}`);
        }
      } else if (row.accessibility < 100)
        failures.push(
          `${path} accessibility ${row.accessibility}: ${failing('accessibility').join('; ')}`,
        );
      if (!exported && row.bestPractices < 95)
        failures.push(
          `${path} best practices ${row.bestPractices}: ${failing('best-practices').join('; ')}`,
        );
      if (path === '/' && row.seo < 95)
        failures.push(`${path} SEO ${row.seo}: ${failing('seo').join('; ')}`);
      if (ofSite && row.seo < 100)
        failures.push(`${path} SEO ${row.seo}: ${failing('seo').join('; ')}`);
      console.log(
        `  ${path.padEnd(18)} performance ${row.performance}  accessibility ${row.accessibility}  best practices ${row.bestPractices}  SEO ${row.seo}` +
          `  (FCP ${row.metrics.fcp} ms, LCP ${row.metrics.lcp} ms, TBT ${row.metrics.tbt} ms, SI ${row.metrics.si} ms, CLS ${row.metrics.cls})` +
          `  load ${row.load}`,
      );
      runs.push(row);
    }
    if (RUNS > 1) {
      const m = (pick) => median(runs.map(pick));
      console.log(
        `  ${path.padEnd(18)} median of ${RUNS}: performance ${m((r) => r.performance)} (runs ${runs.map((r) => r.performance).join(', ')})` +
          `  FCP ${m((r) => r.metrics.fcp)} ms, LCP ${m((r) => r.metrics.lcp)} ms, TBT ${m((r) => r.metrics.tbt)} ms` +
          `  load ${runs.map((r) => r.load).join(' / ')}`,
      );
    }
  }
} finally {
  await chrome.kill();
  server.close();
  await Promise.all(servers.map((s) => s.stop()));
}
mkdirSync('test/bench/results', { recursive: true });
writeFileSync('test/bench/results/lighthouse.json', JSON.stringify(results, null, 2));
if (failures.length) console.log(`Lighthouse thresholds not met:\n  ${failures.join('\n  ')}`);
if (check && failures.length) process.exit(1);
