import assert from 'node:assert/strict';
import { BUILDS } from '../builds.mjs';
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

test('after a first visit Toile opens and works offline', async ({ page, context, shot }) => {
  await offlineAfterFirstVisit(page, context);
  await page.reload();
  await page
    .getByRole('heading', { level: 1, name: 'Créez des sites web en quelques minutes' })
    .waitFor();
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Templates' })
    .click();
  await page.getByRole('heading', { name: 'Bibliothèque de Templates' }).waitFor();
  // A direct visit to the library offline: its prerendered page, then the app on it.
  await page.goto('/templates');
  await page.getByRole('heading', { name: 'Bibliothèque de Templates' }).waitFor();
  await page.getByRole('textbox', { name: 'Rechercher un template' }).fill('portfolio');
  await page.waitForFunction(() => document.querySelectorAll('article').length === 4);
  await page.goto('/editor').catch(() => {});
  await page.getByRole('link', { name: 'Toile, accueil' }).waitFor();
  await shot('offline-editor');
  await context.setOffline(false);
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
    await page.goto(`${url}/editor`);
    await page.getByRole('heading', { name: 'Nouveau Projet' }).waitFor();
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
