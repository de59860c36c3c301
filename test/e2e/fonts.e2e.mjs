// In Chromium: fonts (docs/decisions.md, « Fonts »). A font chosen in « Propriétés » and the
// site's heading font chosen in « Paramètres du site » draw on the canvas (loaded on demand from
// the app's own assets: no font before, no request to another host), in « Aperçu », and in the
// exported site served by a plain static host, which ships only the used files and licences.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { defaultSiteStyles, siteOf } from '../siteOf.mjs';
import { downloadExport, serveFolder } from './exportedSite.mjs';
import { DESKTOP, test } from './harness.mjs';

const text = (id, content, y, properties = {}, styles = {}) => ({
  id,
  type: 'text',
  content,
  styles: {
    position: { x: 40, y },
    size: { width: 600, height: 60 },
    color: '#111827',
    backgroundColor: 'transparent',
    fontSize: 32,
    fontWeight: 'normal',
    textAlign: 'left',
    borderRadius: 0,
    padding: 0,
    margin: 0,
    ...styles,
  },
  properties,
});

const SITE = {
  schemaVersion: 5,
  name: 'Atelier Typo',
  templateId: null,
  homePageId: 'accueil',
  pages: [
    {
      id: 'accueil',
      name: 'Accueil',
      slug: 'accueil',
      seo: { title: '', description: '', noindex: false },
      elements: [
        text('titre', 'Bienvenue à l’atelier', 40, { level: 'h1' }, { fontWeight: 'bold' }),
        text('texte', 'Des caractères choisis, servis par le site lui-même.', 140),
      ],
    },
  ],
  theme: { headingFont: 'system', bodyFont: 'system' },
  styles: defaultSiteStyles(),
  settings: { language: 'fr' },
};

/** The families of the faces the document has loaded. */
const loadedFamilies = (target) =>
  target.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family);
  });

test('a chosen font and the site’s heading font show on the canvas, in the preview and in the exported site, from the app’s own files', async ({
  page,
  browser,
  baseURL,
}) => {
  const fontRequests = [];
  page.on('request', (request) => {
    if (/\.woff2$/.test(request.url())) fontRequests.push(request.url());
  });
  await page.goto('/editor?bench=1');
  await page.getByRole('heading', { name: 'Nouveau Projet' }).waitFor();
  await page.waitForFunction(() => Boolean(window.__toileStore));
  await page.evaluate(
    (site) =>
      window.__toileStore.dispatch({ type: 'editor/documentLoaded', payload: { document: site } }),
    siteOf(SITE),
  );
  const paragraph = page.locator('[data-element-id="texte"] > [role="group"]');
  await paragraph.waitFor();
  // Nothing of the thirteen fonts at start-up: the page is in the system font.
  assert.deepEqual(fontRequests, []);
  assert.equal(await page.evaluate(() => document.fonts.size), 0);

  // « Police » of the paragraph: Lora.
  await paragraph.click();
  const panel = page.getByRole('region', { name: 'Propriétés' });
  await panel.getByRole('combobox', { name: 'Police' }).click();
  await page.getByRole('option', { name: 'Lora' }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
  assert.match(await paragraph.evaluate((n) => getComputedStyle(n).fontFamily), /^"?Lora"?,/);
  await page.waitForFunction(() => document.fonts.check('32px Lora', 'Des caractères'));
  assert.ok((await loadedFamilies(page)).includes('Lora'));
  for (const url of fontRequests) assert.equal(new URL(url).origin, new URL(baseURL).origin);

  // « Police des titres » of the site: Playfair Display, one « Enregistrer ».
  await page.getByRole('button', { name: 'Paramètres du site' }).click();
  const dialog = page.getByRole('dialog', { name: 'Paramètres du site' });
  await dialog.getByRole('combobox', { name: 'Police des titres' }).click();
  await page.getByRole('option', { name: 'Playfair Display' }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await dialog.waitFor({ state: 'hidden' });
  const heading = page.locator('[data-element-id="titre"] > [role="group"]');
  assert.match(
    await heading.evaluate((n) => getComputedStyle(n).fontFamily),
    /^"?Playfair Display"?,/,
  );
  await page.waitForFunction(() =>
    document.fonts.check('bold 32px "Playfair Display"', 'Bienvenue'),
  );
  // The picker showed each font's name in its own font: Toile's own files only.
  for (const url of fontRequests) {
    assert.equal(new URL(url).origin, new URL(baseURL).origin, url);
    assert.match(
      new URL(url).pathname,
      /^\/assets\/[a-z0-9-]+-latin(-ext)?-\d{3}-(normal|italic)-/,
    );
  }

  // « Aperçu »: the same fonts, from the same files, in the frame.
  await page.getByRole('button', { name: 'Aperçu' }).click();
  const frameElement = page.locator('iframe[title^="Aperçu de la page"]');
  await frameElement.waitFor();
  const frame = await (await frameElement.elementHandle()).contentFrame();
  await frame.locator('h1').waitFor();
  await frame.waitForFunction(() =>
    document.fonts.check('bold 32px "Playfair Display"', 'Bienvenue'),
  );
  assert.deepEqual([...new Set(await loadedFamilies(frame))].sort(), ['Lora', 'Playfair Display']);
  await page.keyboard.press('Escape');

  // « Exporter »: the zip holds only the used files, with their licences.
  const download = await downloadExport(page);
  const zip = unzipSync(new Uint8Array(readFileSync(await download.path())));
  const fontFiles = Object.keys(zip).filter((name) => name.startsWith('fonts/'));
  assert.deepEqual(fontFiles, [
    'fonts/lora-latin-400-normal.woff2',
    'fonts/lora-latin-ext-400-normal.woff2',
    'fonts/lora-LICENSE.txt',
    'fonts/playfair-display-latin-700-normal.woff2',
    'fonts/playfair-display-latin-ext-700-normal.woff2',
    'fonts/playfair-display-LICENSE.txt',
  ]);
  assert.match(strFromU8(zip['fonts/lora-LICENSE.txt']), /SIL Open Font License/);
  const woff2 = zip['fonts/lora-latin-400-normal.woff2'];
  assert.equal(strFromU8(woff2.slice(0, 4)), 'wOF2');
  const exportDialog = page.getByRole('dialog', { name: 'Exporter la page' });
  await exportDialog.getByText(/fonts\/lora-\*\.woff2/).waitFor();
  await exportDialog.getByRole('button', { name: 'Fermer' }).click();

  // The exported site, served by a static host: its fonts from its own fonts/ folder.
  const root = mkdtempSync(join(tmpdir(), 'toile-fonts-'));
  for (const [name, bytes] of Object.entries(zip)) {
    mkdirSync(dirname(join(root, name)), { recursive: true });
    writeFileSync(join(root, name), bytes);
  }
  const { url } = await serveFolder(root);
  const context = await browser.newContext({ viewport: DESKTOP, locale: 'fr-FR' });
  try {
    const site = await context.newPage();
    const requests = [];
    site.on('request', (request) => requests.push(request.url()));
    await site.goto(`${url}/`);
    await site.waitForFunction(() =>
      document.fonts.check('bold 32px "Playfair Display"', 'Bienvenue'),
    );
    assert.deepEqual([...new Set(await loadedFamilies(site))].sort(), ['Lora', 'Playfair Display']);
    assert.match(
      await site.locator('h1').evaluate((n) => getComputedStyle(n).fontFamily),
      /Playfair Display/,
    );
    assert.match(await site.locator('p').evaluate((n) => getComputedStyle(n).fontFamily), /Lora/);
    for (const request of requests) assert.equal(new URL(request).origin, url, request);
    assert.ok(requests.some((r) => r.endsWith('/fonts/playfair-display-latin-700-normal.woff2')));
    assert.ok(requests.some((r) => r.endsWith('/fonts/lora-latin-400-normal.woff2')));
  } finally {
    await context.close();
  }

  // « Mes projets »: the miniature draws the same fonts (a same-origin frame, no script).
  await page.getByRole('button', { name: 'Sauvegarder', exact: true }).click();
  await page.waitForURL(/\/editor\/projet\/[\w-]+/);
  await page.goto('/projets');
  const card = page.getByRole('article', { name: 'Atelier Typo' });
  await card.waitFor();
  const miniature = await card.locator('iframe').elementHandle();
  assert.equal(await miniature.getAttribute('sandbox'), 'allow-same-origin');
  const miniatureFrame = await miniature.contentFrame();
  await miniatureFrame.locator('h1').waitFor();
  await miniatureFrame.waitForFunction(() =>
    document.fonts.check('bold 32px "Playfair Display"', 'Bienvenue'),
  );
  assert.deepEqual([...new Set(await loadedFamilies(miniatureFrame))].sort(), [
    'Lora',
    'Playfair Display',
  ]);
});
