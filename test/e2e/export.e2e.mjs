// In Chromium: « Exporter » (zip, « Voir le code »), the exported page on small screens,
// « Aperçu » (sandboxed frame, three widths, back by button and Escape), the fidelity of the
// exported page to the canvas (pixelmatch), and the export and preview of a site of two pages.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { siteOf, withoutStyles } from '../siteOf.mjs';
import { DESKTOP, PHONE, seriousA11yViolations, test, watchPage } from './harness.mjs';
import { importSite } from './threePageSite.mjs';
import { downloadExport } from './exportedSite.mjs';

/**
 * Opens the editor with the store hook of the test build (`?bench=1`) and loads `document` (a
 * one-page document of schema 2 becomes the one-page site Toile makes of it).
 */
export async function openWithDocument(page, document) {
  await page.goto('/editor?bench=1');
  await page.getByRole('heading', { name: 'Nouveau Projet' }).waitFor();
  await page.waitForFunction(() => Boolean(window.__toileStore));
  await page.evaluate(
    (doc) =>
      window.__toileStore.dispatch({ type: 'editor/documentLoaded', payload: { document: doc } }),
    siteOf(document),
  );
}

/** axe on Toile's own dialog (the page inside is the person's design, colours included). */
async function expectDialogAccessible(page, label) {
  const violations = await seriousA11yViolations(page, '[role="dialog"]');
  assert.deepEqual(violations, [], `axe ${label}`);
}

/** Clicks « Exporter » and returns the download and the files of the zip, as text. */
async function exportZip(page) {
  const download = await downloadExport(page);
  const bytes = readFileSync(await download.path());
  const files = Object.fromEntries(
    Object.entries(unzipSync(new Uint8Array(bytes))).map(([name, data]) => [name, strFromU8(data)]),
  );
  return { download, files };
}

/** Serves the exported files under /__export/ of the app's own origin, for the browser to open. */
async function serveExport(context, baseURL, files) {
  await context.route(`${baseURL}/__export/**`, (route) => {
    const name = new URL(route.request().url()).pathname.replace('/__export/', '');
    const type = name.endsWith('.css') ? 'text/css' : 'text/html; charset=utf-8';
    if (!(name in files)) return route.fulfill({ status: 404, body: '' });
    return route.fulfill({ status: 200, contentType: type, body: files[name] });
  });
}

const el = (id, type, content, x, y, width, height, styles = {}) => ({
  id,
  type,
  content,
  styles: {
    position: { x, y },
    size: { width, height },
    color: '#000000',
    backgroundColor: type === 'button' ? '#3B82F6' : 'transparent',
    fontSize: 16,
    fontWeight: 'normal',
    textAlign: 'left',
    borderRadius: type === 'button' ? 8 : 0,
    padding: type === 'button' ? 12 : 0,
    margin: 0,
    ...styles,
  },
  properties: {},
});

/** A square picture as a data URL (four colour quarters), so the test needs no other host. */
const PICTURE = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="20" height="20" fill="#EF4444"/><rect x="20" width="20" height="20" fill="#22C55E"/><rect y="20" width="20" height="20" fill="#3B82F6"/><rect x="20" y="20" width="20" height="20" fill="#EAB308"/></svg>',
)}`;

/** A page holding every element type and every style (weights, alignments, colours, sizes…). */
export const EVERY_STYLE = {
  templateId: null,
  name: 'Boulangerie Martin — été',
  elements: [
    el('h', 'header', 'Boulangerie Martin', 0, 0, 1152, 80, {
      fontSize: 28,
      fontWeight: 'bold',
      padding: 24,
    }),
    el('h2', 'header', 'En-tête coloré', 0, 90, 1152, 40, {
      backgroundColor: '#1E3A8A',
      color: '#FFFFFF',
      textAlign: 'center',
    }),
    el('t1', 'text', 'Du pain au levain, cuit chaque matin.', 40, 160, 520, 40, {
      fontSize: 24,
      fontWeight: 'bold',
      color: '#7C2D12',
    }),
    el(
      't2',
      'text',
      'Texte léger aligné à droite\nsur deux lignes, avec marge.',
      600,
      150,
      500,
      80,
      { fontWeight: 'light', textAlign: 'right', margin: 10, color: '#334155' },
    ),
    el('t3', 'text', 'Centré sur fond, coins arrondis', 40, 240, 360, 60, {
      textAlign: 'center',
      backgroundColor: '#FEF3C7',
      borderRadius: 16,
      padding: 12,
      fontSize: 18,
    }),
    el('i1', 'image', PICTURE, 440, 240, 200, 150),
    el('i2', 'image', PICTURE, 680, 240, 240, 150, {
      borderRadius: 24,
      padding: 8,
      backgroundColor: '#E0E7FF',
    }),
    el('b1', 'button', 'Commander', 40, 330, 200, 48),
    el('b2', 'button', 'Centré', 260, 330, 160, 48, {
      textAlign: 'center',
      fontWeight: 'bold',
      color: '#FFFFFF',
      backgroundColor: '#16A34A',
      borderRadius: 24,
    }),
    el('b3', 'button', 'À droite', 40, 400, 200, 40, {
      textAlign: 'right',
      fontWeight: 'light',
      backgroundColor: '#F97316',
      padding: 8,
    }),
    el('c1', 'container', '', 40, 460, 400, 140, {
      backgroundColor: '#DBEAFE',
      borderRadius: 12,
    }),
    el('c2', 'container', 'Bloc avec texte', 480, 460, 300, 40, {
      backgroundColor: '#FCE7F3',
      padding: 16,
      color: '#9D174D',
    }),
    el('t4', 'text', 'Texte au-dessus du bloc', 60, 480, 300, 30, { fontSize: 14 }),
    el('f', 'footer', '© 2026 Boulangerie Martin', 0, 640, 1152, 60, {
      textAlign: 'center',
      fontSize: 14,
    }),
    el('f2', 'footer', 'Pied coloré', 800, 460, 300, 80, {
      backgroundColor: '#111827',
      color: '#F9FAFB',
      textAlign: 'right',
      padding: 16,
      borderRadius: 8,
    }),
  ],
};

test('Exporter downloads <project name>.zip with index.html, styles.css, site.css, the site’s files and projet.json', async ({
  page,
  shot,
}) => {
  await openWithDocument(page, EVERY_STYLE);
  const { download, files } = await exportZip(page);
  assert.equal(download.suggestedFilename(), 'Boulangerie Martin — été.zip');
  assert.deepEqual(Object.keys(files), [
    'index.html',
    'styles.css',
    'site.css',
    'favicon.svg',
    '404.html',
    'projet.json',
  ]);

  const html = files['index.html'];
  assert.match(html, /^<!doctype html>\n<html lang="fr">/);
  assert.match(html, /<meta charset="utf-8">/);
  assert.match(html, /<meta name="viewport" content="width=device-width, initial-scale=1">/);
  assert.match(html, /<title>Boulangerie Martin — été<\/title>/);
  assert.match(
    html,
    /<link rel="stylesheet" href="site.css">\n {4}<link rel="stylesheet" href="styles.css">/,
  );
  assert.doesNotMatch(html, /<script/i);
  // The site's colours as custom properties, in the stylesheet every page shares.
  assert.match(files['site.css'], /:root \{\n {2}--color-primary: #[0-9A-F]{6};/);

  const css = files['styles.css'];
  const elementRules = css.match(/^\.[a-z]+-\d+ \{$/gm);
  assert.equal(elementRules.length, EVERY_STYLE.elements.length, 'one rule per element');
  assert.equal(new Set(elementRules).size, EVERY_STYLE.elements.length);

  const project = JSON.parse(files['projet.json']);
  assert.equal(project.format, 'toile-project');
  assert.equal(project.schemaVersion, 5);
  assert.deepEqual(project.document, siteOf(EVERY_STYLE));

  const dialog = page.getByRole('dialog', { name: 'Exporter la page' });
  await dialog.waitFor();
  assert.ok(await dialog.getByText('Boulangerie Martin — été.zip', { exact: false }).isVisible());
  await expectDialogAccessible(page, 'export dialog');
  await shot('dialog');
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await dialog.waitFor({ state: 'hidden' });
});

test('Voir le code shows the exported HTML and CSS, and copies them', async ({
  page,
  context,
  baseURL,
  shot,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await openWithDocument(page, EVERY_STYLE);
  const { files } = await exportZip(page);
  await page.getByRole('button', { name: 'Voir le code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Code de la page' });
  await dialog.waitFor();
  const htmlCode = dialog.getByRole('region', { name: 'Code HTML' });
  const cssCode = dialog.getByRole('region', { name: 'Code CSS' });
  assert.equal(await htmlCode.textContent(), files['index.html']);
  assert.equal(await cssCode.textContent(), files['styles.css']);
  const siteCode = dialog.getByRole('region', { name: 'CSS commun à toutes les pages' });
  assert.equal(await siteCode.textContent(), files['site.css']);
  await expectDialogAccessible(page, 'code dialog');
  await shot('code');

  await dialog.getByRole('button', { name: 'Copier le code HTML' }).click();
  await dialog.getByText('Code HTML copié dans le presse-papiers.').waitFor();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), files['index.html']);
  await dialog.getByRole('button', { name: 'Copier le code CSS' }).click();
  await dialog.getByText('Code CSS copié dans le presse-papiers.').waitFor();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), files['styles.css']);
  await dialog.getByRole('button', { name: 'Copier le CSS commun' }).click();
  await dialog.getByText('CSS commun copié dans le presse-papiers.').waitFor();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), files['site.css']);

  // « Télécharger le ZIP » downloads the same zip again.
  const [again] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Télécharger le ZIP' }).click(),
  ]);
  assert.equal(again.suggestedFilename(), 'Boulangerie Martin — été.zip');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
});

for (const viewport of [PHONE, { width: 768, height: 1024 }, DESKTOP]) {
  test(
    `the exported page fits ${viewport.width} px with no horizontal scroll`,
    async ({ page, context, baseURL, shot }) => {
      await openWithDocument(page, EVERY_STYLE);
      const { files } = await exportZip(page);
      await serveExport(context, baseURL, files);
      await page.setViewportSize(viewport);
      await page.goto('/__export/index.html');
      await page.locator('footer').first().waitFor();
      const layout = await page.evaluate(() => ({
        overflow: document.documentElement.scrollWidth - window.innerWidth,
        page: document.querySelector('.page').getBoundingClientRect().toJSON(),
        bodyWidth: document.body.clientWidth,
        height: document.documentElement.scrollHeight,
      }));
      assert.ok(layout.overflow <= 0, `horizontal overflow of ${layout.overflow}px`);
      if (viewport.width >= 992) {
        // Ordinateur: the canvas's layout, 1,152 px wide, centred (scaled down below 1,152 px).
        const expectedWidth = Math.min(1152, layout.bodyWidth);
        assert.ok(Math.abs(layout.page.width - expectedWidth) < 1, JSON.stringify(layout));
        const ratio = expectedWidth / 1152;
        assert.ok(Math.abs(layout.page.height - 700 * ratio) < 1, JSON.stringify(layout));
        assert.ok(layout.height <= Math.max(viewport.height, Math.ceil(700 * ratio)) + 1);
      } else {
        // Tablette and Mobile: the page flows across the window's width, every element inside it.
        assert.ok(Math.abs(layout.page.width - layout.bodyWidth) < 1, JSON.stringify(layout));
        const outside = await page.evaluate(() =>
          [...document.querySelectorAll('.el')]
            .map((el) => ({ name: el.className, box: el.getBoundingClientRect() }))
            .filter(({ box }) => box.width > 0 && (box.left < -0.5 || box.right > innerWidth + 0.5))
            .map(({ name }) => name),
        );
        assert.deepEqual(outside, [], 'elements reach past the window');
      }
      await shot(`exported-${viewport.width}`);
    },
    { viewport },
  );
}

test('Aperçu shows the page in a sandboxed frame at three widths, back by button and Escape', async ({
  page,
  shot,
}) => {
  await openWithDocument(page, EVERY_STYLE);
  await page.getByRole('button', { name: 'Aperçu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Aperçu', exact: true });
  await dialog.waitFor();
  const frameElement = dialog.locator('iframe');
  // Scripts stay off; the dialog itself follows the page's links (same origin, for that alone).
  assert.equal(await frameElement.getAttribute('sandbox'), 'allow-same-origin');
  const srcdoc = await frameElement.getAttribute('srcdoc');
  assert.match(srcdoc, /<html lang="fr">/);
  assert.doesNotMatch(srcdoc, /<script/i);
  const frame = page.frameLocator('iframe');
  await frame.locator('header').first().waitFor();
  assert.equal(await frame.locator('header').first().textContent(), 'Boulangerie Martin');

  for (const [name, width] of [
    ['Ordinateur', 1440],
    ['Tablette', 768],
    ['Mobile', 390],
  ]) {
    const button = dialog.getByRole('button', { name, exact: true });
    await button.click();
    assert.equal(await button.getAttribute('aria-pressed'), 'true');
    await page.waitForFunction((w) => document.querySelector('iframe')?.clientWidth === w, width, {
      timeout: 5000,
    });
    // Inside the frame the page fills the screen width (scaled down below 1152 px).
    const pageBox = await frame.locator('.page').boundingBox();
    const frameBox = await frameElement.boundingBox();
    const scale = frameBox.width / width;
    const expected = Math.min(1152, width) * scale;
    assert.ok(Math.abs(pageBox.width - expected) < 2, `${name}: ${pageBox.width} vs ${expected}`);
    await shot(`preview-${width}`);
  }
  await expectDialogAccessible(page, 'preview');

  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('region', { name: 'Zone de travail' }).waitFor();

  // Back by the button, and Escape still works after a click inside the frame.
  await page.getByRole('button', { name: 'Aperçu' }).click();
  await dialog.waitFor();
  await frameElement.click({ position: { x: 300, y: 300 } });
  await page.waitForTimeout(100);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: 'Aperçu' }).click();
  await dialog.getByRole('button', { name: "Retour à l'éditeur" }).click();
  await dialog.waitFor({ state: 'hidden' });
});

test(
  'Aperçu on a phone: the toolbar fits and the page fits the frame',
  async ({ page, shot }) => {
    await openWithDocument(page, EVERY_STYLE);
    await page.getByRole('button', { name: 'Aperçu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Aperçu', exact: true });
    await dialog.getByRole('button', { name: 'Mobile', exact: true }).click();
    await page.frameLocator('iframe').locator('footer').first().waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    assert.ok(overflow <= 0, `horizontal overflow of ${overflow}px`);
    await shot('preview-phone');
    await dialog.getByRole('button', { name: 'Ordinateur', exact: true }).click();
    await page.waitForFunction(() => document.querySelector('iframe')?.clientWidth === 1440);
    await shot('preview-phone-desktop');
  },
  { viewport: PHONE },
);

/** Decodes a PNG screenshot. */
const png = (buffer) => PNG.sync.read(buffer);

test(
  'the exported page renders like the canvas (pixelmatch, under 1 % of pixels differ)',
  async ({ page, context, baseURL }) => {
    await openWithDocument(page, EVERY_STYLE);
    const { files } = await exportZip(page);
    // Escape on the dialog once it has the focus (the download may come before it opens).
    await page.getByRole('dialog', { name: 'Exporter la page' }).waitFor();
    await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]'));
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    // The canvas at scale 1 with its chrome hidden: grid dots, shadow, selection, dashed outline.
    const canvas = page.getByRole('region', { name: 'Zone de travail' });
    assert.equal(await canvas.getAttribute('data-scale'), '1');
    await page.addStyleTag({
      content: `[data-canvas] { background-image: none !important; box-shadow: none !important; }
      [data-element-id] > [role="group"] { outline: none !important; cursor: default !important; }`,
    });
    await page.evaluate(() =>
      window.__toileStore.dispatch({ type: 'editor/elementSelected', payload: null }),
    );
    await page.mouse.move(0, 0);
    const box = await canvas.boundingBox();
    const clip = { x: box.x, y: box.y, width: 1152, height: 700 };
    const fromCanvas = png(await page.screenshot({ clip }));

    await serveExport(context, baseURL, files);
    const exported = await context.newPage();
    await exported.setViewportSize({ width: 1152, height: 700 });
    await exported.goto('/__export/index.html');
    await exported.locator('footer').first().waitFor();
    await exported.waitForFunction(() => [...document.images].every((img) => img.complete));
    const fromExport = png(
      await exported.screenshot({ clip: { x: 0, y: 0, width: 1152, height: 700 } }),
    );

    const { width, height } = fromCanvas;
    const diff = new PNG({ width, height });
    const different = pixelmatch(fromCanvas.data, fromExport.data, diff.data, width, height, {
      threshold: 0.1,
    });
    const share = different / (width * height);
    const dir = 'test/e2e/screenshots';
    writeFileSync(`${dir}/fidelity--canvas.png`, PNG.sync.write(fromCanvas));
    writeFileSync(`${dir}/fidelity--export.png`, PNG.sync.write(fromExport));
    writeFileSync(`${dir}/fidelity--diff.png`, PNG.sync.write(diff));
    console.log(
      `    fidelity: ${different} of ${width * height} pixels differ (${(share * 100).toFixed(3)} %)`,
    );
    assert.ok(share < 0.01, `${(share * 100).toFixed(2)} % of pixels differ`);
    // The comparison means something: most of the compared area is drawn, not blank.
    let drawn = 0;
    for (let i = 0; i < fromCanvas.data.length; i += 4) {
      if (fromCanvas.data[i] + fromCanvas.data[i + 1] + fromCanvas.data[i + 2] < 3 * 250)
        drawn += 1;
    }
    assert.ok(drawn / (width * height) > 0.15, `only ${drawn} drawn pixels`);
  },
  { viewport: { width: 1800, height: 1000 } },
);

test('projet.json of the zip reopens in Toile by « Importer un projet », and exports the same page', async ({
  page,
  browser,
  baseURL,
  problems,
}) => {
  await openWithDocument(page, EVERY_STYLE);
  const { files } = await exportZip(page);

  // Another browser profile: nothing of the first one is stored there.
  const other = await browser.newContext({ viewport: DESKTOP, locale: 'fr-FR', baseURL });
  try {
    const fresh = await other.newPage();
    watchPage(fresh, baseURL, problems);
    await fresh.goto('/editor');
    await fresh.getByRole('heading', { name: 'Nouveau Projet' }).waitFor();
    await fresh
      .getByLabel('Importer un projet', { exact: true })
      .first()
      .setInputFiles({
        name: 'projet.json',
        mimeType: 'application/json',
        buffer: Buffer.from(files['projet.json']),
      });
    await fresh.getByRole('heading', { name: EVERY_STYLE.name }).waitFor();
    const canvas = fresh.getByRole('region', { name: 'Zone de travail' });
    assert.equal(await canvas.locator('[data-element-id]').count(), EVERY_STYLE.elements.length);
    const again = await exportZip(fresh);
    assert.equal(again.files['index.html'], files['index.html']);
    assert.equal(again.files['styles.css'], files['styles.css']);
    assert.deepEqual(
      JSON.parse(again.files['projet.json']).document,
      JSON.parse(files['projet.json']).document,
    );
  } finally {
    await other.close();
  }
});

/** A site of two pages (schema 3): « Accueil », the home page, and « À propos ». */
const TWO_PAGES = {
  schemaVersion: 3,
  name: 'Atelier Lumière',
  templateId: null,
  homePageId: 'accueil',
  pages: [
    {
      id: 'accueil',
      name: 'Accueil',
      slug: 'accueil',
      seo: { title: '', description: '', noindex: false },
      elements: [
        el('h', 'header', 'Atelier Lumière', 0, 0, 1152, 80, { fontSize: 28, padding: 24 }),
        el('t', 'text', 'Bienvenue à l’atelier', 40, 120, 520, 40, { fontSize: 24 }),
      ],
    },
    {
      id: 'a-propos',
      name: 'À propos',
      slug: 'a-propos',
      seo: { title: '', description: 'Notre histoire', noindex: false },
      elements: [
        el('t2', 'text', 'Notre histoire depuis 1987', 40, 40, 520, 40, { fontSize: 24 }),
        el('i', 'image', PICTURE, 40, 900, 200, 150),
      ],
    },
  ],
  theme: { headingFont: 'system', bodyFont: 'system' },
  settings: { language: 'fr' },
};

test('a site of two pages exports index.html and a-propos.html, each with its own stylesheet', async ({
  page,
  context,
  baseURL,
  shot,
}) => {
  await importSite(page, TWO_PAGES);
  const { download, files } = await exportZip(page);
  assert.equal(download.suggestedFilename(), 'Atelier Lumière.zip');
  assert.deepEqual(Object.keys(files), [
    'index.html',
    'styles.css',
    'a-propos.html',
    'styles-a-propos.css',
    'site.css',
    'favicon.svg',
    '404.html',
    'projet.json',
  ]);
  // Imported from a file of schema 3: the same site, with the styles read from its elements.
  assert.deepEqual(withoutStyles(JSON.parse(files['projet.json']).document), TWO_PAGES);

  const dialog = page.getByRole('dialog', { name: 'Exporter la page' });
  for (const line of [
    'index.html — ',
    'styles.css — ',
    'a-propos.html — ',
    'styles-a-propos.css — ',
    'site.css — ',
  ]) {
    await dialog.getByText(line, { exact: false }).first().waitFor();
  }
  await expectDialogAccessible(page, 'export dialog of two pages');
  await shot('dialog-two-pages');

  // « Voir le code » of « À propos »: the very a-propos.html and styles-a-propos.css of the zip.
  await dialog.getByRole('button', { name: 'Voir le code' }).click();
  const code = page.getByRole('dialog', { name: 'Code de la page' });
  await code.getByRole('combobox', { name: 'Page' }).click();
  await page.getByRole('option', { name: 'À propos' }).click();
  await code.getByRole('heading', { name: 'HTML (a-propos.html)' }).waitFor();
  assert.equal(
    await code.getByRole('region', { name: 'Code HTML' }).textContent(),
    files['a-propos.html'],
  );
  assert.equal(
    await code.getByRole('region', { name: 'Code CSS' }).textContent(),
    files['styles-a-propos.css'],
  );
  await expectDialogAccessible(page, 'code dialog of two pages');
  await page.keyboard.press('Escape');
  await code.waitFor({ state: 'hidden' });

  // Each page opens with its title, its text and its own stylesheet (laid out 1,152 px wide, as
  // high as its own lowest element).
  await serveExport(context, baseURL, files);
  const expected = [
    ['index.html', 'Atelier Lumière', 'styles.css', 'Bienvenue à l’atelier', 160],
    ['a-propos.html', 'À propos — Atelier Lumière', 'styles-a-propos.css', 'Notre histoire', 1050],
  ];
  for (const [file, title, stylesheet, words, height] of expected) {
    await page.goto(`/__export/${file}`);
    await page.getByText(words).waitFor();
    assert.equal(await page.title(), title);
    assert.deepEqual(
      await page
        .locator('link[rel="stylesheet"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
      ['site.css', stylesheet],
      `${file} links the shared stylesheet, then its own`,
    );
    const box = await page.locator('.page').evaluate((el) => ({
      width: getComputedStyle(el).width,
      height: getComputedStyle(el).height,
    }));
    assert.deepEqual(box, { width: '1152px', height: `${height}px` }, file);
    assert.doesNotMatch(files[file], /<script/i);
  }
});

test('Aperçu of a site of two pages opens on the current page, and « Page » shows the other', async ({
  page,
  shot,
}) => {
  await importSite(page, TWO_PAGES);
  // The canvas shows « À propos »: the preview opens there.
  await page
    .getByRole('region', { name: 'Pages' })
    .getByRole('button', { name: 'À propos', exact: true })
    .click();
  await page.getByRole('button', { name: 'Aperçu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Aperçu', exact: true });
  await dialog.waitFor();
  const frame = page.frameLocator('iframe');
  await frame.getByText('Notre histoire depuis 1987').waitFor();
  const select = dialog.getByRole('combobox', { name: 'Page' });
  assert.equal(await select.textContent(), 'À propos');
  await expectDialogAccessible(page, 'preview of two pages');
  await shot('preview-two-pages');

  await select.click();
  await page.getByRole('option', { name: 'Accueil' }).click();
  await frame.getByText('Bienvenue à l’atelier').waitFor();
  assert.equal(await frame.getByText('Notre histoire depuis 1987').count(), 0);
  assert.equal(
    await dialog.locator('iframe').getAttribute('title'),
    'Aperçu de la page «\u00a0Atelier Lumière\u00a0»',
  );
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
});
