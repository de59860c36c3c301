// A real site of three pages, exported by « Exporter » and served as static files by a plain
// host: its « Menu » leads to every page and back, by pointer and by keyboard, on a computer
// (the bar) and on a phone (the « Menu » button of a <details>, which needs no script); the
// current page is marked; a link to a section of another page lands on it; links between pages
// work in « Aperçu » too. Lighthouse's SEO and accessibility checks on the same site run in
// test/lighthouse.mjs.
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportedFiles, serveFolder, writeFiles } from './exportedSite.mjs';
import { DESKTOP, PHONE, SCREENSHOTS, seriousA11yViolations, test } from './harness.mjs';
import { exportThreePageSite, importSite, MENU, THREE_PAGE_SITE } from './threePageSite.mjs';

/** The exported site served by a static server; returns its address and the files. */
async function servedSite(page) {
  const { files } = await exportThreePageSite(page);
  const root = mkdtempSync(join(tmpdir(), 'toile-site-'));
  writeFiles(root, files);
  const { url } = await serveFolder(root);
  return { url, files };
}

/** A browser window on the served site, `viewport` wide; every request it makes is recorded. */
async function openSite(browser, url, viewport) {
  const context = await browser.newContext({ viewport, locale: 'fr-FR' });
  const page = await context.newPage();
  const requests = [];
  page.on('request', (request) => requests.push(request.url()));
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${url}/`);
  return { context, page, requests, errors };
}

const fileOf = (page) => new URL(page.url()).pathname.replace(/^\//, '') || 'index.html';

/** The menu's link marked as the current page. */
async function currentItem(page) {
  return page.evaluate(() => {
    const links = [...document.querySelectorAll('nav a[aria-current="page"]')];
    return [...new Set(links.map((a) => a.textContent))];
  });
}

test('an exported three-page site: its menu leads to every page and back, on a computer', async ({
  page,
  browser,
}) => {
  const { url, files } = await servedSite(page);
  for (const [, file] of MENU) assert.ok(files[file], `${file} exported`);
  const site = await openSite(browser, url, DESKTOP);
  try {
    const { page: p } = site;
    const menu = p.getByRole('navigation', { name: 'Menu principal' });
    assert.deepEqual(await currentItem(p), ['Accueil']);
    await p.screenshot({ path: join(SCREENSHOTS, 'site-desktop-accueil.png') });
    for (const [name, file] of [...MENU.slice(1), MENU[0]]) {
      await menu.getByRole('link', { name, exact: true }).click();
      await p.waitForURL((u) => fileOf({ url: () => String(u) }) === file);
      assert.deepEqual(await currentItem(p), [name], `${name} is the current page`);
      assert.equal(await p.getByRole('heading', { level: 1 }).count(), 1);
      assert.deepEqual(await seriousA11yViolations(p), [], `axe on ${file}`);
    }
    // And back through the browser's history.
    await p.goBack();
    assert.equal(fileOf(p), 'contact.html');
    await p.goBack();
    assert.equal(fileOf(p), 'notre-histoire.html');
    await p.goForward();
    assert.equal(fileOf(p), 'contact.html');

    // A link to a section of another page lands on it.
    await p.goto(`${url}/`);
    await p.getByRole('link', { name: 'Voir nos horaires' }).click();
    await p.waitForURL(/contact\.html#horaires$/);
    const section = await p.locator('#horaires').boundingBox();
    assert.ok(section && section.y >= 0 && section.y < DESKTOP.height, 'the section is in view');
    // The button « Commander un pain » is a link to the Contact page.
    await p.goto(`${url}/`);
    await p.getByRole('link', { name: 'Commander un pain' }).click();
    await p.waitForURL(/contact\.html$/);
    await p.screenshot({ path: join(SCREENSHOTS, 'site-desktop-contact.png') });

    // The keyboard: Tab reaches the menu's links, Entrée follows one.
    await p.goto(`${url}/`);
    const story = menu.getByRole('link', { name: 'Notre histoire' });
    for (let i = 0; i < 10 && !(await story.evaluate((a) => a === document.activeElement)); i++) {
      await p.keyboard.press('Tab');
    }
    assert.ok(await story.evaluate((a) => a === document.activeElement), 'Tab reaches the menu');
    await p.keyboard.press('Enter');
    await p.waitForURL(/notre-histoire\.html$/);

    const origin = new URL(url).origin;
    const elsewhere = site.requests.filter((r) => !r.startsWith(origin) && !r.startsWith('data:'));
    assert.deepEqual(elsewhere, [], 'no request to another host');
    assert.deepEqual(site.errors, []);
  } finally {
    await site.context.close();
  }
});

test('an exported three-page site on a phone: the « Menu » button opens the list, without script', async ({
  page,
  browser,
}) => {
  const { url } = await servedSite(page);
  const site = await openSite(browser, url, PHONE);
  try {
    const { page: p } = site;
    const menu = p.getByRole('navigation', { name: 'Menu principal' });
    // The bar gives way to the button: its links are not shown, the button is a finger's size.
    const toggle = menu.locator('summary');
    assert.equal(await toggle.textContent(), 'Menu');
    const box = await toggle.boundingBox();
    assert.ok(box && box.height >= 44 && box.width >= 44, `the button: ${JSON.stringify(box)}`);
    assert.equal(await menu.getByRole('link', { name: 'Contact' }).count(), 0, 'no link shown');
    assert.equal(await menu.getByRole('link', { includeHidden: true }).count(), 6);
    await p.screenshot({ path: join(SCREENSHOTS, 'site-phone-closed.png') });

    for (const [name, file] of [...MENU.slice(1), MENU[0]]) {
      await menu.locator('summary').click();
      const link = menu.getByRole('link', { name, exact: true });
      await link.waitFor({ state: 'visible' });
      const target = await link.boundingBox();
      assert.ok(target.height >= 44, `${name}: ${target.height} px high`);
      if (name === 'Notre histoire') {
        await p.screenshot({ path: join(SCREENSHOTS, 'site-phone-open.png') });
      }
      await link.click();
      await p.waitForURL((u) => fileOf({ url: () => String(u) }) === file);
      assert.deepEqual(await currentItem(p), [name]);
      const width = await p.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= PHONE.width, `${file}: no sideways scroll (${width} px)`);
    }
    await p.goBack();
    assert.equal(fileOf(p), 'contact.html');

    // By keyboard: Entrée on the focused button opens the list, Tab reaches a link, Entrée follows.
    await p.goto(`${url}/`);
    await menu.locator('summary').focus();
    await p.keyboard.press('Enter');
    await menu.getByRole('link', { name: 'Accueil' }).waitFor({ state: 'visible' });
    await p.keyboard.press('Tab');
    await p.keyboard.press('Tab');
    await p.keyboard.press('Enter');
    await p.waitForURL(/notre-histoire\.html$/);
    assert.deepEqual(await seriousA11yViolations(p), [], 'axe on a phone');
    assert.equal(await p.evaluate(() => document.scripts.length), 0);
    assert.deepEqual(site.errors, []);
  } finally {
    await site.context.close();
  }
});

test('« Aperçu » follows the links between pages and to a section', async ({ page }) => {
  await importSite(page, THREE_PAGE_SITE);
  await page.getByRole('button', { name: 'Aperçu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Aperçu', exact: true });
  await dialog.waitFor();
  const frame = page.frameLocator('iframe');
  await frame.getByRole('heading', { level: 1, name: 'Boulangerie bio à Lyon' }).waitFor();
  await frame
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Notre histoire' })
    .click();
  await frame.getByRole('heading', { level: 1, name: 'Notre histoire' }).waitFor();
  assert.equal(
    await dialog.getByRole('combobox', { name: 'Page' }).textContent(),
    'Notre histoire',
  );
  await frame.getByRole('link', { name: "Retour à l'accueil" }).click();
  await frame.getByRole('heading', { level: 1, name: 'Boulangerie bio à Lyon' }).waitFor();
  await frame.getByRole('link', { name: 'Voir nos horaires' }).click();
  await frame.getByRole('heading', { level: 2, name: 'Horaires' }).waitFor();
  // Escape in the frame still closes the preview.
  await frame.getByRole('heading', { level: 2, name: 'Horaires' }).click();
  // The preview takes the focus back from its frame just after the click (a task later): a loaded
  // machine may not have run it yet when a person's next key would come.
  await page.waitForFunction(() => document.activeElement?.tagName !== 'IFRAME');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
});

test('a person adds a page, a « Menu » and a link in the editor; the export follows them', async ({
  page,
}) => {
  await page.goto('/editor');
  await page.getByRole('heading', { name: 'Nouveau Projet' }).waitFor();
  const palette = page.getByRole('region', { name: 'Éléments' });
  await palette.getByRole('button', { name: 'Menu', exact: true }).click();
  const canvas = page.getByRole('region', { name: 'Zone de travail' });
  await canvas.locator('[data-element-type="menu"]').waitFor();
  // A second page: the menu on the canvas follows at once.
  await page.getByRole('button', { name: 'Ajouter une page' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter une page' });
  await dialog.getByRole('textbox', { name: 'Nom de la page' }).fill('Nos tarifs');
  await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Accueil', exact: true }).click();
  const menu = canvas.locator('[data-element-type="menu"]');
  await page.waitForFunction(() =>
    document.querySelector('[data-element-type="menu"]')?.textContent?.includes('Nos tarifs'),
  );
  // A button leading to that page.
  await palette.getByRole('button', { name: 'Bouton', exact: true }).click();
  const properties = page.getByRole('region', { name: 'Propriétés' });
  const link = properties.getByRole('region', { name: 'Lien' });
  await link
    .getByRole('combobox', { name: 'Type de lien' })
    .selectOption({ label: 'Page du site' });
  const target = link.getByRole('combobox', { name: 'Page' });
  assert.equal(await target.locator('option:checked').textContent(), 'Nos tarifs');
  // A refused address says why and changes nothing.
  await link.getByRole('combobox', { name: 'Type de lien' }).selectOption({ label: 'Adresse web' });
  const address = link.getByRole('textbox', { name: 'Adresse web' });
  await address.fill('javascript:alert(1)');
  await address.press('Enter');
  await link.getByRole('alert').filter({ hasText: 'Adresse refusée' }).waitFor();
  await link
    .getByRole('combobox', { name: 'Type de lien' })
    .selectOption({ label: 'Page du site' });
  assert.ok((await menu.textContent()).includes('Accueil'));

  const { files } = await exportedFiles(page);
  const home = files['index.html'];
  assert.match(home, /<nav class="el (?:h-)?menu-1" aria-label="Menu principal">/);
  assert.match(home, /<a href="nos-tarifs.html">Nos tarifs<\/a>/);
  assert.match(home, /<a class="el (?:[hf]-)?button-\d+" href="nos-tarifs.html">Cliquez ici<\/a>/);
  assert.match(files['nos-tarifs.html'], /<title>Nos tarifs — Nouveau Projet<\/title>/);
});
