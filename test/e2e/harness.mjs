// The browser-test harness: real Chromium (playwright-core) against the built app.
// Each test gets a fresh context; any console error, page error or request to another host fails it.
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';

const require = createRequire(import.meta.url);
export const SCREENSHOTS = resolve('test/e2e/screenshots');
mkdirSync(SCREENSHOTS, { recursive: true });

export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 390, height: 844 };

export const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-dev-shm-usage',
];

export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    headless: true,
    args: CHROME_ARGS,
  });
}

/** A test's time limit unless it sets its own (ms). */
export const DEFAULT_TIMEOUT = 120_000;

const tests = [];

/**
 * Registers a browser test. `fn` receives { page, context, baseURL, browser, shot, problems }.
 * Options: viewport, allowConsoleErrors (for tests that crash a screen on purpose),
 * allowCspViolations (for tests where the policy blocks something on purpose), contextOptions,
 * timeout (ms, default 120 000: a hung test fails instead of hanging the run), alone (run.mjs runs
 * it first, by itself). Any CSP violation
 * fails a test otherwise: the app itself must never trip its own policy.
 */
export function test(name, fn, options = {}) {
  tests.push({ name, fn, options });
}

export function registeredTests() {
  return tests;
}

const CSP_MARK = 'toile-e2e: CSP violation';
/** Reports every Content-Security-Policy violation of a frame to the console, marked. */
const reportCspViolations = `document.addEventListener('securitypolicyviolation', (e) =>
  console.warn('${CSP_MARK}', e.violatedDirective, e.blockedURI, e.sourceFile + ':' + e.lineNumber));`;

/**
 * Starts watching a page: console errors, uncaught errors, Content-Security-Policy violations and
 * requests leaving the app's origin.
 */
export function watchPage(page, baseURL, problems) {
  const origin = new URL(baseURL).origin;
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.consoleErrors.push(msg.text());
    if (msg.text().startsWith(CSP_MARK)) problems.cspViolations.push(msg.text());
  });
  page.on('pageerror', (err) => problems.consoleErrors.push(`pageerror: ${err.message}`));
  page.on('request', (req) => {
    const url = req.url();
    if (url.startsWith('data:') || url.startsWith('blob:') || url.startsWith('about:')) return;
    if (new URL(url).origin !== origin) problems.foreignRequests.push(url);
  });
}

export async function runTest(browser, baseURL, { name, fn, options }) {
  const context = await browser.newContext({
    viewport: options.viewport ?? DESKTOP,
    locale: 'fr-FR',
    baseURL,
    ...(options.contextOptions ?? {}),
  });
  const problems = { consoleErrors: [], foreignRequests: [], cspViolations: [] };
  await context.addInitScript(reportCspViolations);
  context.on('page', (p) => watchPage(p, baseURL, problems));
  const page = await context.newPage();
  watchPage(page, baseURL, problems);
  const slug = name
    .replace(/[^a-z0-9]+/gi, '-')
    .toLowerCase()
    .slice(0, 80);
  const shot = (label, target = page) =>
    target.screenshot({ path: join(SCREENSHOTS, `${slug}--${label}.png`), fullPage: false });
  const timeoutMs = options.timeout ?? DEFAULT_TIMEOUT;
  let timer;
  try {
    await Promise.race([
      fn({ page, context, baseURL, browser, shot, problems }),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`test timed out after ${timeoutMs} ms`)),
          timeoutMs,
        );
      }),
    ]);
    if (!options.allowConsoleErrors && problems.consoleErrors.length) {
      throw new Error(`console errors:\n  ${problems.consoleErrors.join('\n  ')}`);
    }
    if (!options.allowCspViolations && problems.cspViolations.length) {
      throw new Error(
        `Content-Security-Policy violations:\n  ${problems.cspViolations.join('\n  ')}`,
      );
    }
    if (problems.foreignRequests.length) {
      throw new Error(`requests to another host:\n  ${problems.foreignRequests.join('\n  ')}`);
    }
  } catch (error) {
    try {
      await shot('failure');
    } catch {
      /* the page may be gone */
    }
    throw error;
  } finally {
    clearTimeout(timer);
    await context.close();
  }
}

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Runs axe-core in the page; returns the serious and critical violations (empty is good). */
/**
 * A first visit of the landing page at `home` (a full address, or a path under the context's base
 * address), until the service worker controls the page, then the context offline: what a person
 * who came once has when the network goes.
 */
export async function offlineAfterFirstVisit(page, context, home = '/') {
  await page.goto(home);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.evaluate(() => navigator.serviceWorker.ready);
  // The page must be controlled by the worker before going offline.
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // Without the browser's HTTP cache, which would answer for the files it holds: offline, what
  // loads comes from the worker's caches.
  await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
  await context.setOffline(true);
}

export async function seriousA11yViolations(page, selector) {
  // Evaluated as a string through the DevTools protocol, so the page's CSP (no eval) does not block it.
  // Let running transitions end (a dialog fading in has half-transparent colours that axe would
  // measure); endless animations (spinners, skeletons) are not waited for.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
          .map((a) => a.finished.catch(() => {})),
      ),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]),
  );
  if (!(await page.evaluate('Boolean(window.axe)'))) await page.evaluate(axeSource);
  const result = await page.evaluate(
    (include) => window.axe.run(include ?? document, { resultTypes: ['violations'] }),
    selector ?? null,
  );
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
}

/**
 * Waits until a dialog is open and has finished fading in: at least one dialog in the page, its
 * container and backdrop fully opaque, no finite animation left inside it (axe reads colours
 * mid-fade otherwise, and a dialog not yet mounted would let it read the page behind).
 */
export async function dialogSettled(page) {
  await page.waitForFunction(() => {
    const roots = [...document.querySelectorAll('.MuiDialog-root')];
    if (!roots.length) return false;
    return roots.every((root) => {
      const layers = root.querySelectorAll('.MuiDialog-container, .MuiBackdrop-root');
      const opaque = [...layers].every((el) => getComputedStyle(el).opacity === '1');
      const moving = root
        .getAnimations({ subtree: true })
        .some(
          (a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity,
        );
      return layers.length > 0 && opaque && !moving;
    });
  });
}

/** Fails with the list of violations when axe finds a serious or critical one. */
/**
 * The app at rest after a navigation: its prerendered shell replaced, the root no longer busy,
 * the document and its fonts loaded. A state, never a quiet network (a page may never go 500 ms
 * without a request on a busy machine).
 */
export async function appSettled(page) {
  await page.waitForFunction(
    () =>
      document.readyState === 'complete' &&
      !document.querySelector('.toile-shell') &&
      !document.getElementById('root')?.hasAttribute('aria-busy'),
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

export async function expectAccessible(page, label = '') {
  const violations = await seriousA11yViolations(page);
  if (violations.length) throw new Error(`axe ${label}:\n  ${violations.join('\n  ')}`);
}
