// Text fits its box: no exported page breaks a word across two lines, and a menu's items stand
// on one line on Ordinateur. Checked on every page of every exported site (exportedPages.mjs,
// shared with responsive.e2e.mjs: the 50 templates made editable, the quick templates, and sites
// « Créer avec l’IA » makes, among them « Je suis kiné à Rennes » and « Photographe de mariage à
// Annecy, style élégant »), and on every section of the library, all inserted into one page and
// exported. Each page is opened once and its window resized in place to 360, 768 and 1,440 px,
// the check done in one evaluate each (textFit.mjs). A screenshot of the photographer's figures
// band at 1,440 px goes to test/e2e/screenshots/text-fit-figures-band.png.
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportedSites } from './exportedPages.mjs';
import { exportedFiles, serveFolder, writeFiles } from './exportedSite.mjs';
import { SCREENSHOTS, test } from './harness.mjs';
import { textFitProblems } from './textFit.mjs';

const WIDTHS = [360, 768, 1440];
/** From this width the page is Ordinateur's: its menus show as a bar. */
const DESKTOP_MIN_WIDTH = 992;

/**
 * Opens each of `pages` ({ url, label }) in one tab, resized in place to each width; returns the
 * problems found, each with its page and width, and what `also(page, site)` adds once the page
 * was checked at the last width.
 */
async function checkPages(browser, pages, also) {
  const context = await browser.newContext({ viewport: { width: WIDTHS[0], height: 900 } });
  const problems = [];
  try {
    const page = await context.newPage();
    for (const site of pages) {
      await page.setViewportSize({ width: WIDTHS[0], height: 900 });
      await page.goto(site.url);
      for (const width of WIDTHS) {
        if (width !== WIDTHS[0]) await page.setViewportSize({ width, height: 900 });
        const found = await page.evaluate(textFitProblems, { menus: width >= DESKTOP_MIN_WIDTH });
        problems.push(...found.map((p) => `${site.label} at ${width} px: ${p}`));
      }
      if (also) problems.push(...(await also(page, site)));
    }
  } finally {
    await context.close();
  }
  return problems;
}

/**
 * In the photographer's home page at 1,440 px: its figures band (the band of « 3 semaines »),
 * screenshot; its figures share their top, and so do their labels.
 */
async function figuresBand(page) {
  const value = page.locator('.page p', { hasText: /^3\s+semaines$/ }).first();
  await value.waitFor();
  const band = value.locator('xpath=ancestor::div[contains(@class, "container-")][last()]');
  await band.screenshot({ path: join(SCREENSHOTS, 'text-fit-figures-band.png') });
  return band.evaluate((holder) => {
    const texts = [...holder.querySelectorAll('p')];
    const size = (p) => parseFloat(getComputedStyle(p).fontSize);
    const largest = Math.max(...texts.map(size));
    const figures = texts.filter((p) => size(p) === largest);
    const tops = (list) => new Set(list.map((p) => Math.round(p.getBoundingClientRect().top)));
    const labels = figures.map((p) => p.nextElementSibling).filter(Boolean);
    const out = [];
    if (figures.length < 2) out.push(`figures band: ${figures.length} figure(s) found`);
    if (tops(figures).size !== 1)
      out.push(`figures band: the figures start at ${[...tops(figures)]}`);
    if (labels.length !== figures.length || tops(labels).size !== 1)
      out.push(`figures band: the labels start at ${[...tops(labels)]}`);
    return out;
  });
}

test(
  'no exported page breaks a word at 360, 768 or 1,440 px, no menu takes two lines on Ordinateur',
  async ({ browser, baseURL }) => {
    const { url, sites } = await exportedSites(browser, baseURL);
    const pages = sites.map((site) => ({
      ...site,
      url: `${url}/${site.dir}/${site.file ?? 'index.html'}`,
    }));
    for (const dir of ['generated-kine', 'generated-photographe']) {
      assert.ok(
        pages.some((p) => p.dir === dir),
        `${dir} is exported`,
      );
    }
    let bandChecked = false;
    const problems = await checkPages(browser, pages, async (page, site) => {
      if (site.dir !== 'generated-photographe' || site.file) return [];
      bandChecked = true;
      return figuresBand(page);
    });
    assert.ok(bandChecked, "the photographer's figures band was checked");
    assert.deepEqual(problems, [], `${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
  },
  { timeout: 600_000 },
);

test(
  'no section of the library, all inserted into one page and exported, breaks a word at 360, 768 or 1,440 px',
  async ({ page, browser }) => {
    await page.goto('/editor?bench=1');
    await page.getByRole('region', { name: 'Zone de travail' }).waitFor();
    const open = async () => {
      await page
        .getByRole('region', { name: 'Sections' })
        .getByRole('button', { name: 'Parcourir les sections' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Sections' });
      await dialog.getByRole('heading', { level: 2, name: 'Sections' }).waitFor();
      return dialog;
    };
    let dialog = await open();
    const buttons = dialog.locator('button[data-section-id]');
    const count = await buttons.count();
    assert.ok(count >= 35, `${count} sections`);
    for (let i = 0; i < count; i++) {
      if (i > 0) dialog = await open();
      await dialog.locator('button[data-section-id]').nth(i).click();
      await dialog.waitFor({ state: 'hidden' });
    }
    const { files } = await exportedFiles(page);
    const dir = mkdtempSync(join(tmpdir(), 'toile-sections-'));
    writeFiles(dir, files);
    const { url } = await serveFolder(dir);
    const problems = await checkPages(browser, [
      { url: `${url}/index.html`, label: `${count} sections in one page` },
    ]);
    assert.deepEqual(problems, [], `${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
  },
  { timeout: 300_000 },
);
