import assert from 'node:assert/strict';
import { BUILDS } from '../builds.mjs';
import { defaultSiteStyles, siteOf } from '../siteOf.mjs';
import { offlineAfterFirstVisit, test } from './harness.mjs';
import { startServer } from './server.mjs';

test(
  'the built page carries a Content-Security-Policy without inline scripts or eval',
  async ({ page, problems }) => {
    await page.goto('/');
    const csp = await page
      .locator('meta[http-equiv="Content-Security-Policy"]')
      .getAttribute('content');
    assert.match(csp, /script-src 'self'(;|$)/);
    assert.match(csp, /connect-src 'self'(;|$)/);
    assert.doesNotMatch(csp, /unsafe-eval/);
    assert.doesNotMatch(csp.match(/script-src[^;]*/)[0], /unsafe-inline/);
    assert.equal(
      await page.locator('script:not([src])').count(),
      0,
      'no inline script in the page',
    );
    // The policy is enforced: an injected inline script does not run, and the browser says why.
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.head.append(script);
      await new Promise((resolve) => setTimeout(resolve, 50));
      return window.__injected === true;
    });
    assert.equal(ran, false, 'an inline script ran despite the CSP');
    assert.ok(problems.consoleErrors.length > 0, 'the CSP refusal is reported');
    assert.ok(
      problems.consoleErrors.every((e) => /Content Security Policy/i.test(e)),
      problems.consoleErrors.join('\n'),
    );
    assert.ok(
      problems.cspViolations.some((v) => /script-src/.test(v)),
      'the page hears of the violation (securitypolicyviolation)',
    );
  },
  { allowConsoleErrors: true, allowCspViolations: true },
);

/** The page the service worker answered offline: the route its root was prerendered for. */
const served = (page) =>
  page.evaluate(() => document.getElementById('root').dataset.prerendered ?? 'app.html');

test('after a first visit Toile opens and works offline', async ({ page, context, shot }) => {
  await offlineAfterFirstVisit(page, context);
  await page.reload();
  await page
    .getByRole('heading', { level: 1, name: 'Créez des sites web en quelques minutes' })
    .waitFor();
  assert.equal(await served(page), '/');
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Templates' })
    .click();
  await page.getByRole('heading', { name: 'Bibliothèque de Templates' }).waitFor();
  // A direct visit to the library offline: its prerendered page, then the app on it.
  await page.goto('/templates');
  await page.getByRole('heading', { name: 'Bibliothèque de Templates' }).waitFor();
  assert.equal(await served(page), '/templates');
  await page.getByRole('textbox', { name: 'Rechercher un template' }).fill('portfolio');
  await page.waitForFunction(() => document.querySelectorAll('article').length === 4);
  await page.goto('/editor').catch(() => {});
  await page.getByRole('link', { name: 'Toile, accueil' }).waitFor();
  assert.equal(await served(page), '/editor');
  await shot('offline-editor');
  // Any other route: the unrendered page.
  await page.goto('/projets');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  assert.equal(await served(page), 'app.html');
  await context.setOffline(false);
});

/** A one-page site whose titles are in Lora (a font the service worker stores on first use). */
const LORA_SITE = {
  schemaVersion: 5,
  name: 'Atelier Lora',
  templateId: null,
  homePageId: 'accueil',
  pages: [
    {
      id: 'accueil',
      name: 'Accueil',
      slug: 'accueil',
      seo: { title: '', description: '', noindex: false },
      elements: [
        {
          id: 'titre',
          type: 'text',
          content: 'Bienvenue',
          styles: {
            position: { x: 40, y: 40 },
            size: { width: 600, height: 60 },
            color: '#111827',
            backgroundColor: 'transparent',
            fontSize: 32,
            fontWeight: 'bold',
            textAlign: 'left',
            borderRadius: 0,
            padding: 0,
            margin: 0,
          },
          properties: { level: 'h1' },
        },
      ],
    },
  ],
  theme: { headingFont: 'lora', bodyFont: 'system' },
  styles: defaultSiteStyles(),
  settings: { language: 'fr' },
};

test('a font used once online is there offline (fonts are not stored at install)', async ({
  page,
  context,
}) => {
  const fontRequests = [];
  context.on('request', (request) => {
    if (/\.woff2$/.test(request.url())) fontRequests.push(request.url());
  });
  await offlineAfterFirstVisit(page, context);
  await context.setOffline(false);
  // The install stored none of the fonts' files.
  assert.deepEqual(fontRequests, []);
  const loraLoaded = async () => {
    await page.goto('/editor?bench=1');
    await page.waitForFunction(() => Boolean(window.__toileStore));
    await page.evaluate(
      (site) =>
        window.__toileStore.dispatch({
          type: 'editor/documentLoaded',
          payload: { document: site },
        }),
      siteOf(LORA_SITE),
    );
    await page.locator('[data-element-id="titre"]').waitFor();
    return page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].some((f) => f.family === 'Lora' && f.status === 'loaded');
    });
  };
  try {
    assert.ok(await loraLoaded(), 'Lora online');
    assert.ok(fontRequests.length > 0);
    // Offline, only the worker's caches may answer, not the browser's HTTP cache.
    await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
    await context.setOffline(true);
    assert.ok(await loraLoaded(), 'Lora offline');
  } finally {
    await context.setOffline(false);
  }
});

test('offline works on a host with clean addresses (it redirects /templates.html to /templates)', async ({
  browser,
}) => {
  const { server, url } = await startServer(BUILDS.test.dir, 0, { cleanUrls: true });
  // A context of its own: this host is another origin than the one the harness watches.
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const redirect = await page.request.get(`${url}/templates.html`, { maxRedirects: 0 });
    assert.equal(redirect.status(), 301);
    await offlineAfterFirstVisit(page, context, `${url}/`);
    await page.goto(`${url}/templates`);
    await page.getByRole('heading', { name: 'Bibliothèque de Templates' }).waitFor();
    await page.waitForFunction(() => document.querySelectorAll('article').length === 50);
    assert.equal(await served(page), '/templates');
    await page.goto(`${url}/editor`);
    await page.getByRole('heading', { name: 'Nouveau Projet' }).waitFor();
    assert.equal(await served(page), '/editor');
  } finally {
    await context.close();
    server.close();
  }
});

test('installs as an app with a French manifest', async ({ page, baseURL }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await page.request.get(new URL(href, baseURL).href)).json();
  assert.equal(manifest.lang, 'fr');
  assert.equal(manifest.short_name, 'Toile');
  assert.equal(manifest.display, 'standalone');
  assert.ok(manifest.icons.some((i) => i.sizes === '512x512'));
  for (const icon of manifest.icons) {
    const response = await page.request.get(new URL(icon.src, baseURL).href);
    assert.equal(response.status(), 200, icon.src);
  }
});
