// `npm run lighthouse`: Lighthouse (mobile emulation) on /, /templates and /editor of the built app,
// with Debian's Chromium (CHROME_PATH). Scores go to stdout and test/bench/results/lighthouse.json.
// `--check` fails when accessibility < 100, best practices < 95 (every page) or SEO < 95 on /.
// Performance is reported, never checked here: it is noisy on shared machines (the bench reports it).
import { mkdirSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from './e2e/server.mjs';

const only = process.argv.slice(2).find((a) => a.startsWith('/'));
const PAGES = only ? [only] : ['/', '/templates', '/editor'];
const check = process.argv.includes('--check');
const { server, url } = await startServer();
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
const failures = [];
try {
  for (const path of PAGES) {
    const runnerResult = await lighthouse(`${url}${path}`, {
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
    if (row.accessibility < 100)
      failures.push(
        `${path} accessibility ${row.accessibility}: ${failing('accessibility').join('; ')}`,
      );
    if (row.bestPractices < 95)
      failures.push(
        `${path} best practices ${row.bestPractices}: ${failing('best-practices').join('; ')}`,
      );
    if (path === '/' && row.seo < 95)
      failures.push(`${path} SEO ${row.seo}: ${failing('seo').join('; ')}`);
    console.log(
      `  ${path.padEnd(11)} performance ${row.performance}  accessibility ${row.accessibility}  best practices ${row.bestPractices}  SEO ${row.seo}` +
        `  (FCP ${row.metrics.fcp} ms, LCP ${row.metrics.lcp} ms, TBT ${row.metrics.tbt} ms, SI ${row.metrics.si} ms, CLS ${row.metrics.cls})`,
    );
  }
} finally {
  await chrome.kill();
  server.close();
}
mkdirSync('test/bench/results', { recursive: true });
writeFileSync('test/bench/results/lighthouse.json', JSON.stringify(results, null, 2));
if (failures.length) console.log(`Lighthouse thresholds not met:\n  ${failures.join('\n  ')}`);
if (check && failures.length) process.exit(1);
