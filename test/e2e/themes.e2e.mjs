// « Thèmes » in real Chromium, as the acceptance says: a site « Créer avec l’IA » makes,
// a theme applied from « Styles du site » (one step: Ctrl+Z restores the site, Ctrl+Shift+Z
// applies it again), then « Exporter »: the stylesheet every page shares defines the site's colours
// as custom properties, the pages use them, every page is valid HTML, at 360 px no text is
// smaller than 16 px, and at 1,440 px no text hides words (the theme gave them room).
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  exportedFiles,
  openGeneratedProposal,
  saveSettled,
  serveFolder,
  writeFiles,
} from './exportedSite.mjs';
import { expectAccessible, test } from './harness.mjs';
import { formatNuErrors, nuErrors } from '../nu.mjs';

const DESCRIPTION = 'Une boulangerie bio à Lyon qui s’appelle Le Fournil';

/** The site's colours as the store holds them ({ id: value }). */
const colours = (page) =>
  page.evaluate(() =>
    Object.fromEntries(
      window.__toileStore.getState().editor.document.styles.colors.map((c) => [c.id, c.value]),
    ),
  );

/** « Créer avec l’IA » from the editor's top bar, proposal 1 opened. */
async function generated(page) {
  await page.goto('/editor?bench=1');
  await saveSettled(page);
  await openGeneratedProposal(page, DESCRIPTION);
  await page.locator('[data-element-type="button"]').first().waitFor();
}

test('« Thèmes »: a theme restyles a generated site in one step, Ctrl+Z restores it, its export shares the colours as custom properties', async ({
  page,
  browser,
  shot,
}) => {
  await generated(page);
  const before = await colours(page);

  await page.getByRole('button', { name: 'Styles du site' }).click();
  const dialog = page.getByRole('dialog', { name: 'Styles du site' });
  await dialog.waitFor();
  await dialog.getByRole('tab', { name: 'Thèmes' }).click();
  const apply = dialog.getByRole('button', { name: /^Appliquer le thème / });
  await apply.first().waitFor();
  assert.ok((await apply.count()) >= 12, 'at least 12 themes');
  // A theme whose « Principale » differs from the site's.
  const themes = await apply.count();
  let applied = null;
  for (let i = 0; i < themes && !applied; i++) {
    await apply.nth(i).click();
    await page.waitForFunction(
      (previous) =>
        JSON.stringify(
          window.__toileStore.getState().editor.document.styles.colors.map((c) => c.value),
        ) !== previous,
      JSON.stringify(Object.values(before)),
    );
    const now = await colours(page);
    if (now.primary !== before.primary) applied = now;
  }
  assert.ok(applied, 'a theme changed « Principale »');
  await expectAccessible(page, 'themes');
  await shot('theme-applied');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });

  // Every button of every page that followed « Principale » took the theme's colour.
  const followed = await page.evaluate((primary) => {
    const { pages } = window.__toileStore.getState().editor.document;
    const bound = pages.flatMap((p) =>
      p.elements.filter((e) => e.properties.colors?.backgroundColor === 'primary'),
    );
    return {
      bound: bound.length,
      right: bound.filter((e) => e.styles.backgroundColor === primary).length,
    };
  }, applied.primary);
  assert.ok(followed.bound > 0, 'the generated site has buttons on « Principale »');
  assert.equal(followed.right, followed.bound);

  // One step: Ctrl+Z restores the site's colours, Ctrl+Shift+Z applies the theme again.
  await page.locator('[data-element-type="button"]').first().click();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+z');
  await page.waitForFunction(
    (primary) =>
      window.__toileStore.getState().editor.document.styles.colors.find((c) => c.id === 'primary')
        .value === primary,
    before.primary,
  );
  await page.keyboard.press('Control+Shift+z');
  await page.waitForFunction(
    (primary) =>
      window.__toileStore.getState().editor.document.styles.colors.find((c) => c.id === 'primary')
        .value === primary,
    applied.primary,
  );

  const { files, bytes } = await exportedFiles(page);
  const served = { ...files };
  for (const name of Object.keys(bytes))
    if (!/\.(html|css|xml|txt|svg)$/.test(name)) served[name] = bytes[name];
  const pages = Object.keys(files).filter((name) => name.endsWith('.html') && name !== '404.html');
  assert.ok(pages.length >= 3, `several pages (${pages.join(', ')})`);
  // The stylesheet every page links that defines the colours.
  // By their names in the zip (an item's page, one folder down, links `../site.css`).
  const linked = pages.map((name) =>
    [...files[name].matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) =>
      new URL(m[1], `https://site.test/${name}`).pathname.slice(1),
    ),
  );
  const shared = linked[0].filter((css) => linked.every((list) => list.includes(css)));
  const definitions = shared.filter((css) => /:root\s*\{[^}]*--[\w-]+:\s*#/.test(files[css]));
  assert.equal(definitions.length, 1, `one shared stylesheet defines the colours (${shared})`);
  const sheet = files[definitions[0]];
  assert.ok(
    sheet.toUpperCase().includes(applied.primary.toUpperCase()),
    'the shared stylesheet holds the theme’s « Principale »',
  );
  for (const [i, name] of pages.entries()) {
    const own = linked[i].filter((css) => !shared.includes(css));
    const css = [...own, ...shared].map((file) => files[file]).join('\n');
    assert.match(css, /var\(--[\w-]+\)/, `${name} uses the site's colours`);
  }
  const errors = await nuErrors(pages.map((name) => ({ name, html: files[name] })));
  assert.equal(errors.length, 0, formatNuErrors(errors));

  // At 360 px, no text smaller than 16 px.
  const dir = mkdtempSync(join(tmpdir(), 'toile-themes-'));
  writeFiles(dir, served);
  const { server, url } = await serveFolder(dir);
  // The exported site on its own host: a context of its own (the app's asks no other host).
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const phone = await context.newPage();
  try {
    for (const name of pages) {
      await phone.goto(`${url}/${name}`);
      const small = await phone.evaluate(() =>
        [...document.querySelectorAll('.page *')]
          .filter((el) =>
            [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim() !== ''),
          )
          .filter((el) => el.getBoundingClientRect().width > 0)
          .map((el) => ({
            text: el.textContent.trim().slice(0, 40),
            size: getComputedStyle(el).fontSize,
          }))
          .filter(({ size }) => parseFloat(size) < 16),
      );
      assert.deepEqual(small, [], `${name} at 360 px`);
    }
    // On a computer, where a text's box keeps its height, no text hides words its box cannot
    // hold: the theme gave them room (the texts it made larger grew, what stood below moved).
    await phone.setViewportSize({ width: 1440, height: 900 });
    for (const name of pages) {
      await phone.goto(`${url}/${name}`);
      await phone.evaluate(() => document.fonts.ready.then(() => undefined));
      const hiding = await phone.evaluate(() =>
        [...document.querySelectorAll('.page .el')]
          .filter((el) => el.textContent.trim() !== '' && el.scrollHeight > el.clientHeight + 1)
          .map(
            (el) =>
              `${el.textContent.trim().slice(0, 40)}: ${el.scrollHeight} > ${el.clientHeight}`,
          ),
      );
      assert.deepEqual(hiding, [], `${name} at 1,440 px`);
    }
  } finally {
    await context.close();
    server.close();
  }
});
