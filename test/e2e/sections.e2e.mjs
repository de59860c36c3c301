// « Sections » in the real editor (build for tests, Chromium):
//   1. three sections inserted in a new page (« En-tête avec bouton », « Héros avec image » under
//      it, « Pied de page en colonnes » under that), the panel's code loaded only when it opens;
//      the page exported with « Exporter » and served as a host would: at 1440, 360 and 320 px no
//      horizontal scroll, every text visible and, on phones, at least 16 px, in reading order;
//      screenshots at desktop and phone widths;
//   2. every section of the panel: its miniature drawn only once scrolled near (lazy), then its
//      page rendered at 1,152 and 360 px (no sideways scroll at 360 and 320, no text cut on the
//      desktop, texts ≥ 16 px on the phone) and a contact sheet of all of them, desktop beside
//      phone, in test/e2e/screenshots/ (and docs/screenshots/sections.png with
//      TOILE_DOCS_SCREENSHOTS=1).
import { withoutSharedParts } from '../siteOf.mjs';
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { exportedFiles, serveFolder, writeFiles } from './exportedSite.mjs';
import { SCREENSHOTS, test } from './harness.mjs';

const PANEL_CHUNK = /\/assets\/SectionsPanel-[^/]+\.js$/;

async function openEditor(page) {
  await page.goto('/editor?bench=1');
  await page.getByRole('region', { name: 'Zone de travail' }).waitFor();
}

/** Opens « Sections » and waits for its list; returns the dialog. */
async function openSections(page) {
  await page
    .getByRole('region', { name: 'Sections' })
    .getByRole('button', { name: 'Parcourir les sections' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Sections' });
  await dialog.getByRole('heading', { level: 2, name: 'Sections' }).waitFor();
  return dialog;
}

async function insert(page, name) {
  const dialog = await openSections(page);
  await dialog.getByRole('button', { name: `Ajouter la section ${name}`, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** The elements of the page shown, as drawn: the site's header and footer with its own. */
const elementsOf = async (page) => {
  const { document, pageId } = await page.evaluate(() => {
    const { editor } = window.__toileStore.getState();
    return { document: editor.document, pageId: editor.pageId };
  });
  const current = withoutSharedParts(document).pages.find((p) => p.id === pageId);
  return current.elements.map((e) => ({
    id: e.id,
    type: e.type,
    y: e.styles.position.y,
    height: e.styles.size.height,
    width: e.styles.size.width,
  }));
};

/**
 * Runs in a rendered page: what reaches past the window sideways, texts cut by their box, texts
 * under `minFont` px, and (`ordered`) texts shown above one that comes before them.
 */
function renderedProblems({ minFont, ordered }) {
  const root = document.documentElement;
  const width = root.clientWidth;
  const problems = [];
  if (root.scrollWidth > width) problems.push(`scrolls sideways: ${root.scrollWidth} > ${width}`);
  const words = (el) =>
    [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent.trim());
  const texts = [...document.querySelectorAll('.page *')].filter(
    (el) => words(el) && el.checkVisibility(),
  );
  let previous = null;
  for (const el of texts) {
    const label = `« ${el.textContent.trim().slice(0, 40)} »`;
    const r = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    if (r.left < -0.5 || r.right > width + 0.5) problems.push(`${label} reaches past the window`);
    if (
      el.classList.contains('el') &&
      el.children.length === 0 &&
      (el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1)
    ) {
      problems.push(`${label} is cut by its box (${el.scrollHeight} px in ${el.clientHeight} px)`);
    }
    if (minFont && parseFloat(style.fontSize) < minFont) {
      problems.push(`${label} is ${style.fontSize}, under ${minFont} px`);
    }
    if (ordered && previous && r.top < previous.top - 1) {
      problems.push(`${label} shows above the text before it`);
    }
    previous = r;
  }
  for (const el of document.querySelectorAll('.page a[href], .page button, .page summary')) {
    if (!el.checkVisibility() || !ordered) continue;
    const r = el.getBoundingClientRect();
    // Buttons a finger's size; links in running text at least WCAG 2.2's 24 px (2.5.8).
    const min = el.tagName === 'A' && el.closest('p') ? 24 : 44;
    if (r.height < min) problems.push(`tap target « ${el.textContent.trim()} » is ${r.height} px`);
  }
  return { problems, texts: texts.length };
}

test('three sections in a new page: placed one under the other, exported, readable on a phone', async ({
  page,
  context,
  shot,
}) => {
  const chunks = [];
  page.on('request', (r) => PANEL_CHUNK.test(r.url()) && chunks.push(r.url()));
  await openEditor(page);
  assert.deepEqual(chunks, [], 'the sections are not loaded with the editor');
  // A new page of the site, which the sections fill.
  const pages = page.getByRole('region', { name: 'Pages' });
  await pages.getByRole('button', { name: 'Ajouter une page' }).click();
  const pageDialog = page.getByRole('dialog', { name: 'Ajouter une page' });
  await pageDialog.getByRole('textbox', { name: 'Nom de la page' }).fill('Notre boutique');
  await pageDialog.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await pageDialog.waitFor({ state: 'detached' });
  assert.equal((await elementsOf(page)).length, 0, 'the new page is empty');

  await insert(page, 'En-tête avec bouton');
  assert.equal(chunks.length, 1, 'the sections load when the panel opens');
  const header = await elementsOf(page);
  assert.equal(header[0].type, 'header');
  assert.equal(header[0].y, 0);
  // The header is selected: the hero goes under it, the footer under the hero.
  await insert(page, 'Héros avec image');
  const withHero = await elementsOf(page);
  const hero = withHero[header.length];
  assert.equal(hero.type, 'container');
  assert.equal(hero.width, 1152);
  assert.equal(hero.y, header[0].height);
  await insert(page, 'Pied de page en colonnes');
  const all = await elementsOf(page);
  const footer = all[withHero.length];
  assert.equal(footer.type, 'footer');
  assert.equal(footer.y, hero.y + hero.height);
  // Three steps: « Annuler » takes the footer away, then the hero.
  await page.getByRole('button', { name: 'Annuler' }).click();
  assert.equal((await elementsOf(page)).length, withHero.length);
  await page.getByRole('button', { name: 'Rétablir' }).click();
  assert.equal((await elementsOf(page)).length, all.length);
  await shot('editor');

  const { files } = await exportedFiles(page);
  assert.ok(files['notre-boutique.html'], 'the new page is exported');
  assert.match(files['notre-boutique.html'], /<h1[^>]*>Du pain au levain/);
  const dir = mkdtempSync(join(tmpdir(), 'toile-sections-'));
  writeFiles(dir, files);
  const { url } = await serveFolder(dir);
  for (const [label, viewport] of [
    ['desktop', { width: 1440, height: 900 }],
    ['phone', { width: 360, height: 740 }],
    ['narrow', { width: 320, height: 640 }],
  ]) {
    const visitor = await context.browser().newPage({ viewport, locale: 'fr-FR' });
    await visitor.goto(`${url}/notre-boutique.html`);
    const phone = viewport.width < 600;
    const { problems, texts } = await visitor.evaluate(renderedProblems, {
      minFont: phone ? 16 : 0,
      ordered: phone,
    });
    assert.ok(texts > 10, `${label}: the page shows its texts`);
    assert.deepEqual(problems, [], `the exported page at ${viewport.width} px`);
    if (label !== 'narrow') {
      await visitor.screenshot({
        path: join(SCREENSHOTS, `sections-three--exported-${label}.png`),
        fullPage: true,
      });
    }
    await visitor.close();
  }
});

test(
  'every section: its miniature drawn when scrolled near, its page at 1,152 and 360 px, a contact sheet',
  async ({ page, context }) => {
    await openEditor(page);
    const dialog = await openSections(page);
    const cards = dialog.locator('li:has([data-section-id])');
    const count = await cards.count();
    assert.ok(count >= 35, `${count} sections`);
    // Lazy: the miniatures far below the panel's visible part are not drawn yet. The first
    // ones are drawn once the panel has been laid out, a moment after it opens.
    await dialog.locator('iframe[srcdoc]').first().waitFor({ state: 'attached' });
    const drawnAtOpening = await dialog.locator('iframe[srcdoc]').count();
    assert.ok(drawnAtOpening > 0 && drawnAtOpening < count / 2, `${drawnAtOpening} drawn at once`);

    const sections = [];
    for (let i = 0; i < count; i++) {
      const card = cards.nth(i);
      await card.scrollIntoViewIfNeeded();
      const frame = card.locator('iframe[srcdoc]');
      await frame.waitFor({ state: 'attached' });
      assert.equal(await frame.getAttribute('sandbox'), '');
      const button = card.getByRole('button');
      sections.push({
        id: await button.getAttribute('data-section-id'),
        name: (await button.getAttribute('aria-label')).replace('Ajouter la section ', ''),
        html: await frame.getAttribute('srcdoc'),
      });
    }
    assert.equal(await dialog.locator('iframe[srcdoc]').count(), count);

    // Each section's page, alone, at the canvas's width and a phone's.
    const renders = [];
    const problems = [];
    const viewer = await context.newPage();
    for (const section of sections) {
      const shots = {};
      for (const [label, width, minFont] of [
        ['desktop', 1152, 0],
        ['phone', 360, 16],
        ['narrow', 320, 16],
      ]) {
        await viewer.setViewportSize({ width, height: 100 });
        await viewer.setContent(section.html);
        const found = await viewer.evaluate(renderedProblems, { minFont, ordered: width < 600 });
        for (const p of found.problems) problems.push(`${section.name} at ${width} px: ${p}`);
        if (label !== 'narrow') {
          shots[label] = (await viewer.screenshot({ fullPage: true })).toString('base64');
        }
      }
      renders.push({ ...section, ...shots });
    }
    assert.deepEqual(problems, [], 'the sections rendered alone');

    // The contact sheet: three sections a row, each its desktop page beside its phone page.
    await viewer.setViewportSize({ width: 2400, height: 800 });
    await viewer.setContent(`<!doctype html><html lang="fr"><body style="margin:0;padding:24px;background:#E2E8F0;font:600 20px system-ui,sans-serif;color:#0F172A">
      <div style="display:grid;grid-template-columns:repeat(3,1fr);gap:24px;align-items:start">
      ${renders
        .map(
          (r) => `<figure style="margin:0;background:#fff;padding:12px;border-radius:8px">
            <figcaption style="margin-bottom:8px">${r.name} <span style="font-weight:400;color:#64748B">${r.id}</span></figcaption>
            <div style="display:flex;gap:12px;align-items:flex-start">
              <img alt="" src="data:image/png;base64,${r.desktop}" style="width:540px;border:1px solid #CBD5E1">
              <img alt="" src="data:image/png;base64,${r.phone}" style="width:169px;border:1px solid #CBD5E1">
            </div></figure>`,
        )
        .join('')}
      </div></body></html>`);
    const sheet = join(SCREENSHOTS, 'sections-contact-sheet.png');
    await viewer.screenshot({ path: sheet, fullPage: true });
    if (process.env.TOILE_DOCS_SCREENSHOTS === '1') {
      copyFileSync(sheet, resolve('docs/screenshots/sections.png'));
    }
    await viewer.close();
  },
  { timeout: 300_000 },
);

test(
  'on a 320 px phone: « Sections » in the panels’ drawer, nothing wider than the screen, a section inserted',
  async ({ page }) => {
    await page.goto('/editor?bench=1');
    await page.getByRole('region', { name: 'Zone de travail' }).waitFor();
    await page.getByRole('button', { name: 'Éléments', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Éléments' });
    await drawer.getByRole('button', { name: 'Parcourir les sections' }).click();
    const sections = page.getByRole('dialog', { name: 'Sections' });
    await sections.getByRole('heading', { level: 2, name: 'Sections' }).waitFor();
    const button = sections.getByRole('button', { name: 'Ajouter la section Héros partagé' });
    await button.scrollIntoViewIfNeeded();
    await button.locator('xpath=..').locator('iframe[srcdoc]').waitFor({ state: 'attached' });
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      window: document.documentElement.clientWidth,
      dialog: document.querySelector('[role="dialog"]').scrollWidth,
    }));
    assert.ok(
      widths.page <= widths.window,
      `the editor scrolls sideways: ${JSON.stringify(widths)}`,
    );
    assert.ok(
      widths.dialog <= widths.window,
      `the panel is wider than the screen: ${JSON.stringify(widths)}`,
    );
    // The card is a finger's target.
    const card = await button.locator('xpath=..').boundingBox();
    assert.ok(card.height >= 44 && card.width <= 320, `card ${JSON.stringify(card)}`);
    await button.click();
    await sections.waitFor({ state: 'hidden' });
    const count = await page.evaluate(() => {
      const { editor } = window.__toileStore.getState();
      return editor.document.pages.find((p) => p.id === editor.pageId).elements.length;
    });
    assert.ok(count > 4, `${count} elements inserted`);
    await page.locator('.MuiDrawer-root').waitFor({ state: 'detached' });
    await page.locator('[data-element-type="image"]').first().waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'sections-phone-320--inserted.png') });
  },
  { viewport: { width: 320, height: 640 } },
);
